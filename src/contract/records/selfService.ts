import { INSPECTION_CONCLUSIONS } from '@/domain/equipment';
import {
  INSPECTION_SOURCES,
  INSPECTION_TYPES,
  INTERACTION_STATUSES,
  INTERACTION_SUBJECTS,
  MESSAGE_MAX,
} from '@/domain/selfService';
import { beijingDay, dayFromToday } from '@/utils/beijingTime';
import { isMobile } from '@/utils/validators';
import { EQUIPMENT as E, EQUIPMENT_USE } from './equipment';
import { defineRecord } from '../field';
import { exportColumns } from '../workbook';

/** An inspection and its report (检验报告), as the authority issued it: read only. */
export const INSPECTION_REPORT = defineRecord({
  applyNo: { label: '报检申请编号' },
  applyTime: { label: '报检时间', type: 'date' },
  reportno: { label: '报告编号' },
  insptype: { label: '检验类别', dict: INSPECTION_TYPES },
  inspdate: { label: '检验日期', type: 'date' },
  conclusion: { label: '检验结论', dict: INSPECTION_CONCLUSIONS },
  nextdate: { label: '下次检验日期', type: 'date' },
  inspunit: { label: '检验机构' },
  equcode: { label: E.equcode.label },
  equname: { label: E.equname.label },
  equsortcode: { label: E.equsortcode.label, type: 'category' },
  equregcode: { label: E.equregcode.label },
  usecercode: { label: E.usecercode.label },
  address: { label: EQUIPMENT_USE.address.label },
  source: { label: '报检方式', dict: INSPECTION_SOURCES },
  installunit: { label: E.installunit.label },
});

/** 检验报告 as exported from the report query. */
export const REPORT_EXPORT = exportColumns([
  INSPECTION_REPORT.reportno,
  INSPECTION_REPORT.insptype,
  INSPECTION_REPORT.inspdate,
  INSPECTION_REPORT.conclusion,
  INSPECTION_REPORT.nextdate,
  INSPECTION_REPORT.equcode,
  INSPECTION_REPORT.equname,
  INSPECTION_REPORT.equsortcode,
]);

/** A question of a unit to the authority (咨询互动), with its first message. */
export const INTERACTION = defineRecord({
  title: { label: '咨询主题', required: true, maxLength: 100 },
  subjectKind: { label: '咨询事项', dict: INTERACTION_SUBJECTS, required: true },
  subjectNo: { label: '报告/申请编号', required: true, maxLength: 40 },
  text: { label: '咨询内容', type: 'textarea', required: true, maxLength: MESSAGE_MAX },
  status: { label: '状态', dict: INTERACTION_STATUSES, derived: true },
  askTime: { label: '咨询时间', derived: true },
  lastTime: { label: '最近回复', derived: true },
});

/** A reply in a thread. */
export const REPLY = defineRecord({
  text: { label: '回复内容', type: 'textarea', required: true, maxLength: MESSAGE_MAX },
});

/** The longest a periodic inspection may be asked ahead (days from Beijing's today). */
const PERIODIC_WISH_DAYS = 180;

/** A periodic inspection asked for without an account, with the key on the equipment's mark. */
export const PERIODIC_REQUEST = defineRecord({
  key: { label: '无账号报检码', required: true, maxLength: 32 },
  contact: { label: '联系人', required: true, maxLength: 30 },
  mobile: {
    label: '联系电话',
    required: true,
    maxLength: 11,
    checks: [{ test: isMobile, message: '请输入正确的手机号码' }],
  },
  wishDate: {
    label: '期望检验日期',
    type: 'date',
    required: true,
    checks: [
      {
        test: (day) => day >= beijingDay() && day <= dayFromToday(PERIODIC_WISH_DAYS),
        message: `期望检验日期应在今天起${PERIODIC_WISH_DAYS}天内`,
      },
    ],
  },
});
