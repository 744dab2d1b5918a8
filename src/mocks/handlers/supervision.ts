import { supervisionCalls, type UseMark } from '@/contract/calls/supervision';
import { ACCESS } from '@/domain/access';
import {
  DECLARATION_STATUS,
  declarationMachine,
  publicRecordUrl,
  RESCUE_PHONE,
  SUPERVISION_KINDS,
} from '@/domain/supervision';
import { refusal } from '@/domain/workflow';
import { records, serve, serveList, serveRecord, type Records } from '../endpoints';
import { dayFromToday, unitProfiles } from '../families/company';
import { units } from '../families/session';
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

const C = supervisionCalls;

/** The list of one kind needs that kind's menu id. */
const supervisionAccessOf = (equclacode: string) =>
  equclacode === SUPERVISION_KINDS.gdyj.equclacode
    ? ACCESS.supervisionPipe
    : equclacode === SUPERVISION_KINDS.glyj.equclacode
      ? ACCESS.supervisionBoiler
      : ACCESS.supervisionVessel;

export const supervisionHandlers = [
  // ---- elevator use marks ----
  serveList(C.useMarks, { records: ownUseMarks, row: (mark) => mark }),

  // ---- compliance declarations ----
  serveList(C.declarations, {
    records: ownDeclarations,
    row: (record) => strip(record),
    order: (a, b) => a.status.localeCompare(b.status) || b.applyDate.localeCompare(a.applyDate),
  }),
  serveRecord(C.declaration, { records: ownDeclarations, view: strip }),
  serve(C.modifyDeclaration, {
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
  serveList(C.supervisions, {
    access: (query) => supervisionAccessOf(query.equclacode ?? ''),
    records: ownSupervisions,
    required: { equclacode: '请指定产品类别' },
    row: ({ items: _items, ...record }) => strip(record),
    order: (a, b) => b.applyDate.localeCompare(a.applyDate),
  }),
  serveRecord(C.supervision, { records: ownSupervisions, view: strip }),

  // ---- rescue and fault registrations ----
  serveList(C.rescues, {
    records: ownRescues,
    row: (record) => strip(record),
    order: (a, b) => b.alarmTime.localeCompare(a.alarmTime),
  }),
  serveRecord(C.rescue, { records: ownRescues, view: strip }),
  serveList(C.faults, {
    records: ownFaults,
    row: (record) => strip(record),
    order: (a, b) => b.faultTime.localeCompare(a.faultTime),
  }),
  serveRecord(C.fault, { records: ownFaults, view: strip }),
];
