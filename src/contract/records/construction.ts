import { CONSTRUCTION_KINDS, NOTICE_MESSAGES, NOTICE_STATUSES } from '@/domain/constructionNotice';
import { IN_SERVICE_CATEGORIES } from '@/domain/equipment';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { beijingDay } from '@/utils/beijingTime';
import { checks } from '@/utils/validators';
import { COMMON, notBeforeToday } from './common';
import { defineRecord, type Check } from '../field';
import { EQUIPMENT, EQUIPMENT_CATEGORY_CODES } from './equipment';

/** A date today or earlier. */
const notAfterToday = (message: string): Check => ({ test: (day) => day <= beijingDay(), message });

/** The supervision inspection a notification asks for (监督检验申请, constructionSbjj). */
export const SUPERVISION_REQUEST = defineRecord({
  sbjjdate: {
    label: '约检日期',
    type: 'date',
    required: true,
    checks: [notBeforeToday('约检日期不能早于今天')],
  },
  sbjjcontact: { label: '现场联系人', required: true, maxLength: 20 },
  sbjjmobile: { ...COMMON.contactMobile, required: true },
  sbjjremarks: { label: '约检说明', type: 'textarea', maxLength: 200 },
});

/** A construction notification (施工告知): the equipment, the site, the units, and how it was handled. */
export const CONSTRUCTION_NOTICE = defineRecord({
  notifyNo: { label: '告知编号', derived: true },
  status: { label: '状态', dict: NOTICE_STATUSES, derived: true },
  constructkind: { label: '施工类别', dict: CONSTRUCTION_KINDS, required: true },
  equclacode: { label: '设备类别', dict: EQUIPMENT_CATEGORY_CODES, derived: true },
  equsortcode: {
    label: '设备类别/品种',
    tree: [...IN_SERVICE_CATEGORIES],
    required: true,
    maxLength: 4,
    // A variety some equipment kind registers: its parameters and its file follow from it.
    checks: [{ test: (code) => !!kindOfVariety(code), message: NOTICE_MESSAGES.varietyOfKind }],
  },
  equname: EQUIPMENT.equname,
  // A notification names the code of equipment not yet on file.
  equcode: { ...EQUIPMENT.equcode, fixed: undefined },
  areacode: { ...COMMON.areacode, required: true },
  address: { label: '施工地点', required: true, maxLength: 100 },
  planstartdate: { label: '计划开工日期', type: 'date', required: true },
  planenddate: { label: '计划完工日期', type: 'date', required: true },
  orgname: { label: '施工单位', derived: true },
  useunitname: { label: '使用单位', derived: true },
  inspunitname: { label: '监督检验机构', derived: true },
  useunitId: { label: '使用单位', required: true, missing: '请选择使用单位', maxLength: 64 },
  inspunitId: { label: '监督检验机构', required: true, missing: '请选择监督检验机构', maxLength: 64 },
  contactman: { label: '施工负责人', required: true, maxLength: 20 },
  contactmobile: { label: '负责人手机', required: true, checks: checks.mobile },
  remarks: COMMON.remarks,
  createDate: { label: '登记时间', derived: true },
  commitTime: { label: '提交时间', derived: true },
  opinion: { label: '受理意见', type: 'textarea', maxLength: 500, derived: true },
  auditTime: { label: '受理时间', derived: true },
  cancelReason: {
    label: '撤销原因',
    type: 'textarea',
    required: true,
    missing: NOTICE_MESSAGES.cancelReason,
    maxLength: 500,
    derived: true,
  },
  sbjjdate: { ...SUPERVISION_REQUEST.sbjjdate, derived: true },
  sbjjcontact: { ...SUPERVISION_REQUEST.sbjjcontact, derived: true },
});

/** The equipment's manufacture facts a notification records before its file (constructionSbcs). */
export const MANUFACTURE = defineRecord({
  equmodel: { ...EQUIPMENT.equmodel, required: true },
  factorycode: { ...EQUIPMENT.factorycode, required: true },
  makeunit: EQUIPMENT.makeunit,
  makedate: { ...EQUIPMENT.makedate, required: true, checks: [notAfterToday('制造日期不能晚于今天')] },
});
