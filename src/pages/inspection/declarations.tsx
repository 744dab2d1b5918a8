import type { InspectionApplication, InspectionEquipment } from '@/api/inspection';
import { inspectionApi } from '@/api/inspection';
import { withHiddenColumns, type Catalogue } from '@/components/catalogue';
import { machineActions, type RecordAction } from '@/components/WorkflowActions';
import { EQUIPMENT } from '@/contract/records/equipment';
import { INSPECTION_APPLICATION } from '@/contract/records/inspection';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { inspectionApplyMachine, yuan } from '@/domain/inspectionApplication';
import { can } from '@/domain/workflow';
import { rowLink } from '@/routes/links';
import { pathTo } from '@/routes/lookup';

const E = EQUIPMENT;
/** A piece of equipment waiting for inspection (findWaitInspectEquList), and a line of an application. */
export const waitingCatalogue: Catalogue<InspectionEquipment> = [
  { ...E.equcode, table: { width: 180 }, search: true },
  // 设备代码 names the equipment; the registration code and the maintenance unit show on demand.
  { ...E.equregcode, table: { width: 200, hiddenByDefault: true }, search: true },
  { ...E.equsortcode, tree: EQUIPMENT_CATEGORIES, table: true, search: true },
  { ...E.equname, table: true },
  { ...E.innercode, table: { width: 100 } },
  { ...E.address, label: '使用地点', table: true },
  { ...E.maintainunit, table: { hiddenByDefault: true } },
  { ...E.nextinsdate, table: { width: 120 } },
];

/** An online inspection application: the query list and the detail's fields. */
const ELEVATOR_COMPLIANCE_SECTION = '电梯维保单位符合性声明';

const A = INSPECTION_APPLICATION;
export const applicationCatalogue: Catalogue<InspectionApplication> = [
  { ...A.applyNo, table: { width: 160 }, search: true },
  { ...A.unitName, table: true, search: true },
  { ...A.inspectKind, table: { width: 100 }, search: true },
  { ...A.equcount, table: { width: 90 } },
  { ...A.wishDate, table: { width: 120 } },
  { ...A.appointDate, table: { width: 120 } },
  { ...A.total, table: { width: 120, render: (r) => (r.fee ? yuan(r.total) : '—') }, record: false },
  { ...A.status, tag: true, table: { width: 90 }, search: true },
  { ...A.applyTime, table: 'sort', search: true },
  { ...A.contactPerson, section: '联系人' },
  A.contactMobile,
  { ...A.maintainUnit, section: ELEVATOR_COMPLIANCE_SECTION },
  A.selfCheckDate,
  A.complianceNo,
  { ...A.invoiceTitle, section: '缴费信息' },
  A.mailAddress,
  A.paidTime,
  { ...A.remark, wide: true, section: '其他' },
  { ...A.auditOpinion, wide: true },
];

/**
 * 报检申请查询: the applications with what they are at (状态) beside 操作; the count and the amount due
 * (the payment list's own) show on demand.
 */
export const applicationQueryCatalogue = withHiddenColumns(applicationCatalogue, ['equcount', 'total']);

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
