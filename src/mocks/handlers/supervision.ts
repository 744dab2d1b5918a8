import type { UseMark } from '@/contract/calls/supervision';
import { ACCESS } from '@/domain/access';
import {
  DECLARATION_STATUS,
  declarationMachine,
  publicRecordUrl,
  RESCUE_PHONE,
  SELF_CHECK_CONCLUSIONS,
  SUPERVISION_KINDS,
} from '@/domain/supervision';
import { refusal } from '@/domain/workflow';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  listEndpoint,
  recordEndpoint,
  records,
  type Records,
} from '../endpoints';
import { dayFromToday, unitProfiles } from '../families/company';
import { units } from '../families/accounts';
import { declarations, faults, maintainedElevators, rescues, supervisions } from '../families/supervision';
import { ok, refuse } from '../respond';

/** The institute that inspects the elevators and issues supervision certificates. */
export const INSPECTION_BODY = '宁波市特种设备检验研究院';

const strip = <T extends { unitId: string }>({ unitId: _unit, ...rest }: T): Omit<T, 'unitId'> => rest;

/** The marks of the elevators a maintenance unit keeps, built from their equipment records. */
function marksOf(unitId: string): UseMark[] {
  const maintainer = units.find(unitId);
  const phone = unitProfiles.find(unitId)?.phone ?? '';
  return maintainedElevators(unitId).map(({ contract, elevator }) => ({
    id: contract.id,
    equcode: elevator.equcode,
    equregcode: elevator.equregcode,
    usecercode: elevator.usecercode,
    innercode: elevator.innercode,
    equsortcode: elevator.equsortcode,
    useUnit: contract.useUnit,
    areacode: elevator.areacode,
    address: elevator.address,
    maintainUnit: maintainer?.orgname ?? '',
    maintainPhone: phone,
    inspectionBody: INSPECTION_BODY,
    nextinsdate: elevator.nextinsdate,
    rescuePhone: RESCUE_PHONE,
    recordUrl: publicRecordUrl(elevator.equregcode),
  }));
}

/** Use marks as records of the caller's unit: another unit's elevator is not found. */
export const ownUseMarks: Records<UseMark> = {
  visibleTo: (caller) => marksOf(caller.user.unitId),
  get: (caller, id) =>
    marksOf(caller.user.unitId).find((m) => m.id === id) ?? refuse('电梯不存在或不由本单位维保'),
};

const ownDeclarations = records(declarations, { scope: 'unit', notFound: '符合性声明不存在' });
export const ownSupervisions = records(supervisions, { scope: 'unit', notFound: '监督检验记录不存在' });
const ownRescues = records(rescues, { scope: 'unit', notFound: '救援登记不存在' });
const ownFaults = records(faults, { scope: 'unit', notFound: '故障登记不存在' });

const SUPERVISION_ACCESS = [ACCESS.supervisionPipe, ACCESS.supervisionBoiler, ACCESS.supervisionVessel];
/** The list of one kind needs that kind's menu id. */
const supervisionAccessOf = (equclacode: string) =>
  equclacode === SUPERVISION_KINDS.gdyj.equclacode
    ? ACCESS.supervisionPipe
    : equclacode === SUPERVISION_KINDS.glyj.equclacode
      ? ACCESS.supervisionBoiler
      : ACCESS.supervisionVessel;

/** declaration/modify: what the maintenance unit declares; onlinelsh and equclacode name the request. */
const readDeclaration = formBody(
  bodySchema({
    id: fields.id('符合性声明'),
    onlinelsh: fields.required('申请流水号', 40),
    equclacode: fields.required('设备类别', 4),
    selfCheckDate: fields.date('自检日期'),
    selfCheckConclusion: fields.code('自检结论', SELF_CHECK_CONCLUSIONS),
    maintainer: fields.required('维保人员', 20),
    maintainerCert: fields.format(
      '维保人员证书编号',
      (v) => /^[A-Z0-9]{6,20}$/.test(v),
      '请输入有效的维保人员证书编号',
      '请填写维保人员证书编号',
    ),
    content: fields.required('声明内容', 500),
  }),
);

export const supervisionHandlers = [
  // ---- elevator use marks ----
  listEndpoint({
    method: 'all',
    path: '*/api/maintenance-unit/useMarks',
    access: ACCESS.elevatorUseMark,
    records: ownUseMarks,
    row: (mark) => mark,
    filters: (by) => [
      by.text('equregcode'),
      by.text('usecercode'),
      by.text('useUnit'),
      by.code('equsortcode'),
      by.code('areacode'),
    ],
  }),

  // ---- compliance declarations ----
  listEndpoint({
    method: 'all',
    path: '*/a/declaration/list',
    access: ACCESS.maintenanceCompliance,
    records: ownDeclarations,
    row: (record) => strip(record),
    filters: (by) => [
      by.text('onlinelsh'),
      by.text('equregcode'),
      by.text('useUnit'),
      by.code('equclacode'),
      by.code('status'),
      by.dateRange('applyDate'),
    ],
    order: (a, b) => a.status.localeCompare(b.status) || b.applyDate.localeCompare(a.applyDate),
  }),
  recordEndpoint({
    path: '*/a/declaration/detail',
    access: ACCESS.maintenanceCompliance,
    records: ownDeclarations,
    view: strip,
  }),
  endpoint({
    path: '*/a/declaration/modify',
    access: ACCESS.maintenanceCompliance,
    body: readDeclaration,
    record: { of: ownDeclarations },
    run: ({ caller, body, record }) => {
      // onlinelsh and equclacode name the request the declaration belongs to: they must be its own.
      if (body.onlinelsh !== record.onlinelsh || body.equclacode !== record.equclacode) {
        refuse('申请流水号或设备类别与声明不符');
      }
      const refused = refusal(declarationMachine, 'modify', record.status, caller.role.roleType);
      if (refused) refuse(refused);
      if (body.selfCheckDate > dayFromToday(0)) {
        refuse('自检日期不能晚于今天');
      }
      const saved = declarations.update(record.id, {
        selfCheckDate: body.selfCheckDate,
        selfCheckConclusion: body.selfCheckConclusion,
        maintainer: body.maintainer,
        maintainerCert: body.maintainerCert,
        content: body.content,
        declareDate: dayFromToday(0),
        status: DECLARATION_STATUS.declared,
      })!;
      return ok(strip(saved), '符合性声明已保存');
    },
  }),

  // ---- manufacturing supervision inspections ----
  listEndpoint({
    method: 'all',
    path: '*/a/stone/zzjj/list',
    access: (query) => supervisionAccessOf(query.equclacode ?? ''),
    records: ownSupervisions,
    required: { equclacode: '请指定产品类别' },
    row: ({ items: _items, ...record }) => strip(record),
    filters: (by) => [
      by.code('equclacode'),
      by.code('equsortcode'),
      by.text('jjbh'),
      by.text('productName'),
      by.text('productNo'),
      by.code('status'),
      by.dateRange('applyDate'),
    ],
    order: (a, b) => b.applyDate.localeCompare(a.applyDate),
  }),
  recordEndpoint({
    path: '*/a/stone/zzjj/detail/:id',
    access: SUPERVISION_ACCESS,
    records: ownSupervisions,
    view: strip,
  }),

  // ---- rescue and fault registrations ----
  listEndpoint({
    method: 'all',
    path: '*/a/stone/eleRcsMain/list',
    access: ACCESS.elevatorRescueFault,
    records: ownRescues,
    row: (record) => strip(record),
    filters: (by) => [
      by.text('rcsno'),
      by.text('equregcode'),
      by.text('useUnit'),
      by.code('cause'),
      by.code('status'),
      by.dateRange('alarmTime'),
    ],
    order: (a, b) => b.alarmTime.localeCompare(a.alarmTime),
  }),
  recordEndpoint({
    path: '*/a/stone/eleRcsMain/detail/:id',
    access: ACCESS.elevatorRescueFault,
    records: ownRescues,
    view: strip,
  }),
  listEndpoint({
    method: 'all',
    path: '*/a/stone/eleFaultMain/list',
    access: ACCESS.elevatorRescueFault,
    records: ownFaults,
    row: (record) => strip(record),
    filters: (by) => [
      by.text('faultno'),
      by.text('equregcode'),
      by.text('useUnit'),
      by.code('part'),
      by.code('status'),
      by.dateRange('faultTime'),
    ],
    order: (a, b) => b.faultTime.localeCompare(a.faultTime),
  }),
  recordEndpoint({
    path: '*/a/stone/eleFaultMain/detail/:id',
    access: ACCESS.elevatorRescueFault,
    records: ownFaults,
    view: strip,
  }),
];
