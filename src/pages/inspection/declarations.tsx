import type { InspectionApplication, InspectionEquipment } from '@/api/inspection';
import { inspectionApi } from '@/api/inspection';
import type { Catalogue } from '@/components/catalogue';
import { machineActions, type RecordAction } from '@/components/WorkflowActions';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import {
  INSPECTION_APPLY_STATUSES,
  INSPECTION_KINDS,
  inspectionApplyMachine,
  yuan,
} from '@/domain/inspectionApplication';
import { can } from '@/domain/workflow';
import { rowLink } from '@/routes/links';
import { pathTo } from '@/routes/lookup';

/** A piece of equipment waiting for inspection (findWaitInspectEquList), and a line of an application. */
export const waitingCatalogue: Catalogue<InspectionEquipment> = [
  { name: 'equcode', label: '设备代码', table: { width: 180 }, search: true },
  { name: 'equregcode', label: '注册代码', table: { width: 200 }, search: true },
  {
    name: 'equsortcode',
    label: '设备品种',
    type: 'category',
    tree: EQUIPMENT_CATEGORIES,
    table: true,
    search: true,
  },
  { name: 'equname', label: '设备名称', table: true },
  { name: 'innercode', label: '单位内编号', table: { width: 100 } },
  { name: 'address', label: '使用地点', table: true },
  { name: 'maintainunit', label: '维保单位', table: true },
  { name: 'nextinsdate', label: '下次检验日期', table: { width: 120 } },
];

/** An online inspection application: the query list and the detail's fields. */
const ELEVATOR_COMPLIANCE_SECTION = '电梯维保单位符合性声明';

export const applicationCatalogue: Catalogue<InspectionApplication> = [
  { name: 'applyNo', label: '申请编号', table: { width: 160 }, search: true },
  { name: 'unitName', label: '申请单位', table: true, search: true },
  { name: 'inspectKind', label: '检验类别', dict: INSPECTION_KINDS, table: { width: 100 }, search: true },
  { name: 'equcount', label: '设备台数', table: { width: 90 } },
  { name: 'wishDate', label: '期望检验日期', type: 'date', table: { width: 120 } },
  { name: 'appointDate', label: '约检日期', type: 'date', table: { width: 120 } },
  {
    name: 'total',
    label: '应缴金额',
    table: { width: 120, render: (r) => (r.fee ? yuan(r.total) : '—') },
    record: false,
  },
  {
    name: 'status',
    label: '状态',
    dict: INSPECTION_APPLY_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
  },
  { name: 'applyTime', label: '申请时间', type: 'date', table: 'sort', search: true },
  { name: 'contactPerson', label: '联系人', section: '联系人' },
  { name: 'contactMobile', label: '联系电话' },
  { name: 'maintainUnit', label: '维保单位', section: ELEVATOR_COMPLIANCE_SECTION },
  { name: 'selfCheckDate', label: '维保自检日期', type: 'date' },
  { name: 'complianceNo', label: '符合性声明编号' },
  { name: 'invoiceTitle', label: '发票抬头', section: '缴费信息' },
  { name: 'mailAddress', label: '邮寄地址' },
  { name: 'paidTime', label: '缴费时间' },
  { name: 'remark', label: '备注', wide: true, section: '其他' },
  { name: 'auditOpinion', label: '检验机构意见', wide: true },
];

/** The elevator form's own section (onlineApplyForElevator): a general application has none. */
export const showApplicationSection = (section: string, r: InspectionApplication) =>
  section !== ELEVATOR_COMPLIANCE_SECTION || r.formKind === 'elevator';

/** The unit's actions on an application, shown where the machine allows them. */
export const applicantActions: RecordAction<InspectionApplication>[] = [
  {
    key: 'edit',
    label: '修改',
    confirm: false,
    visible: (r, role) => can(inspectionApplyMachine, 'save', r.status, role),
    to: (r) => pathTo('inspection_apply_edit', { id: r.id }),
  },
  {
    key: 'pay',
    label: '去缴费',
    primary: true,
    confirm: false,
    visible: (r, role) => can(inspectionApplyMachine, 'pay', r.status, role),
    to: (r) => pathTo('inspection_apply_pay', { id: r.id }),
  },
  ...machineActions(inspectionApplyMachine, [
    {
      transition: 'withdraw',
      run: (r: InspectionApplication) => inspectionApi.withdraw(r.id),
      confirm: '确定要撤回该报检申请吗？',
    },
    {
      transition: 'remove',
      danger: true,
      run: (r: InspectionApplication) => inspectionApi.remove(r.id),
      confirm: '确定要删除该报检申请吗？',
    },
  ]),
];

/** The institute's steps that need no more than a click or an opinion (受理 asks for a date on the page). */
export const authorityActions: RecordAction<InspectionApplication>[] = machineActions(
  inspectionApplyMachine,
  [
    { transition: 'sendBack', run: (r, opinion) => inspectionApi.sendBack(r.id, opinion), danger: true },
    {
      transition: 'setFee',
      run: (r) => inspectionApi.setFee(r.id),
      confirm: '确定按收费标准和减免政策核定检验费用吗？',
    },
    {
      transition: 'confirmVoucher',
      run: (r) => inspectionApi.confirmPayCert(r.id),
      confirm: '确定该转账已到账吗？确认后报检申请为已缴费。',
      primary: true,
    },
    {
      transition: 'rejectVoucher',
      run: (r, opinion) => inspectionApi.rejectPayCert(r.id, opinion),
      danger: true,
    },
    { transition: 'startInspection', run: (r) => inspectionApi.startInspection(r.id) },
    { transition: 'issueReport', run: (r) => inspectionApi.issueReport(r.id) },
    { transition: 'cancel', run: (r, opinion) => inspectionApi.cancel(r.id, opinion), danger: true },
  ],
);

export const queryActions: RecordAction<InspectionApplication>[] = [
  rowLink<InspectionApplication>('查看', 'inspection_apply_detail'),
  ...applicantActions,
];
