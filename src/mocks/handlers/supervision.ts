import { supervisionCalls as C, useMark, type UseMark } from '@/contract/calls/supervision';
import { ACCESS } from '@/domain/access';
import {
  DECLARATION_STATUS,
  declarationMachine,
  publicRecordUrl,
  RESCUE_PHONE,
  SUPERVISION_KINDS,
} from '@/domain/supervision';
import {
  ownListAndDetail,
  records,
  serve,
  serveList,
  serveRecord,
  withoutOwner,
  type Records,
} from '../endpoints';
import { unitProfiles } from '../families/company';
import { units } from '../families/session';
import { declarations, faults, maintainedElevators, rescues, supervisions } from '../families/supervision';
import { ok, refuse } from '../respond';
import { allowed } from '../workflow';
import { dayFromToday } from '@/utils/beijingTime';

/** The institute that inspects the elevators and issues supervision certificates. */
export const INSPECTION_BODY = '宁波市特种设备检验研究院';

/** The marks of the elevators a maintenance unit keeps, built from their equipment records. */
function marksOf(unitId: string): UseMark[] {
  const maintainUnit = units.find(unitId)?.orgname ?? '';
  const maintainPhone = unitProfiles.find(unitId)?.phone ?? '';
  return maintainedElevators(unitId).map(({ contract, elevator }) =>
    useMark.parse({
      ...elevator,
      id: contract.id,
      useUnit: contract.useUnit,
      maintainUnit,
      maintainPhone,
      inspectionBody: INSPECTION_BODY,
      rescuePhone: RESCUE_PHONE,
      recordUrl: publicRecordUrl(elevator.equregcode),
    }),
  );
}

/** Use marks as records of the caller's unit: another unit's elevator is not found. */
export const ownUseMarks: Records<UseMark> = {
  visibleTo: (caller) => marksOf(caller.user.unitId),
  get: (caller, id) =>
    marksOf(caller.user.unitId).find((m) => m.id === id) ?? refuse('电梯不存在或不由本单位维保'),
};

const ownDeclarations = records(declarations, { scope: 'unit', notFound: '符合性声明不存在' });
export const ownSupervisions = records(supervisions, { scope: 'unit', notFound: '监督检验记录不存在' });

/** The list of one kind needs that kind's menu id. */
const SUPERVISION_ACCESS: Record<string, string> = {
  [SUPERVISION_KINDS.gdyj.equclacode]: ACCESS.supervisionPipe,
  [SUPERVISION_KINDS.glyj.equclacode]: ACCESS.supervisionBoiler,
};

export const supervisionHandlers = [
  serveList(C.useMarks, { records: ownUseMarks, row: (mark) => mark }),

  ...ownListAndDetail(
    [C.declarations, C.declaration],
    ownDeclarations,
    (a, b) => a.status.localeCompare(b.status) || b.applyDate.localeCompare(a.applyDate),
  ),
  serve(C.modifyDeclaration, {
    record: { of: ownDeclarations },
    run: ({ caller, body, record }) => {
      const { id: _id, onlinelsh, equclacode, ...declared } = body;
      // onlinelsh and equclacode name the request the declaration belongs to: they must be its own.
      if (onlinelsh !== record.onlinelsh || equclacode !== record.equclacode) {
        refuse('申请流水号或设备类别与声明不符');
      }
      allowed(declarationMachine, 'modify', record.status, caller);
      if (declared.selfCheckDate > dayFromToday(0)) refuse('自检日期不能晚于今天');
      const saved = declarations.update(record.id, {
        ...declared,
        declareDate: dayFromToday(0),
        status: DECLARATION_STATUS.declared,
      })!;
      return ok(withoutOwner(saved), '符合性声明已保存');
    },
  }),

  // ---- manufacturing supervision inspections ----
  serveList(C.supervisions, {
    access: (query) => SUPERVISION_ACCESS[query.equclacode ?? ''] ?? ACCESS.supervisionVessel,
    records: ownSupervisions,
    required: { equclacode: '请指定产品类别' },
    row: ({ items: _items, ...record }) => withoutOwner(record),
    order: (a, b) => b.applyDate.localeCompare(a.applyDate),
  }),
  serveRecord(C.supervision, { records: ownSupervisions, view: withoutOwner }),

  ...ownListAndDetail(
    [C.rescues, C.rescue],
    records(rescues, { scope: 'unit', notFound: '救援登记不存在' }),
    (a, b) => b.alarmTime.localeCompare(a.alarmTime),
  ),
  ...ownListAndDetail(
    [C.faults, C.fault],
    records(faults, { scope: 'unit', notFound: '故障登记不存在' }),
    (a, b) => b.faultTime.localeCompare(a.faultTime),
  ),
];
