import { allowed, registrationStep } from '../workflow';
import { ACCESS } from '@/domain/access';
import {
  CYLINDER_VARIETIES,
  SET_STATE,
  TERMINATION_KINDS,
  TERMINATION_MESSAGES,
  terminationMachine,
} from '@/domain/registrationSets';
import { USE_STATE } from '@/domain/equipment';
import {
  AUTHORITY_ACTIONS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS,
  type AuthorityAction,
} from '@/domain/useRegistration';
import { newId } from '../db';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  listSpec,
  recordEndpoint,
  records,
  selectRows,
} from '../endpoints';
import { ok, paginate, refuse, type Caller } from '../respond';
import { units } from '../families/accounts';
import { attachments } from '../families/attachments';
import { nowText } from '../families/company';
import { equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import {
  cylinders,
  nextTerminationNo,
  setRegistrations,
  terminatedEquipment,
  terminations,
  unitRegistrations,
  type CylinderRecord,
  type SetRegistrationRecord,
  type TerminationRecord,
  type UnitRegistrationRecord,
} from '../families/registrationSets';
import { z } from 'zod';

/**
 * Registration by set and by unit (useManage setList/setDetail, unitList/unitDetail/unitCylinders) and
 * termination applications (pemEqmRlvBasic). Every call is the caller's unit's: another unit's set,
 * registration, cylinder or application is not found. Terminations go through terminationMachine, the
 * one the page's buttons read, so an illegal step is refused with its message and changes nothing.
 */

const S = REGISTRATION_STATUS;
const USE_MANAGE = '*/a/stone/useManage';
const TERMINATION = '*/a/stone/pemEqmRlvBasic';

export const ownSets = records(setRegistrations, { scope: 'unit', notFound: '台套登记不存在或已注销' });
const ownUnitRegistrations = records(unitRegistrations, {
  scope: 'unit',
  notFound: '单位登记不存在或已注销',
});
const ownCylinders = records(cylinders, { scope: 'unit', notFound: '气瓶不存在' });
export const visibleTerminations = records(terminations, {
  scope: 'unitOrAdmin',
  notFound: '注销申请不存在或已删除',
});
const ownEquipment = records(equipment, { scope: 'unit', notFound: '设备不存在或已删除' });

const orgnameOf = (unitId: string) => units.find(unitId)?.orgname ?? '';

/** A set's member equipment, as the equipment lists show it (the stored record without its owner). */
const membersOf = (set: SetRegistrationRecord) =>
  set.memberIds
    .map((id) => equipment.find(id))
    .filter((e): e is EquipmentRecord => !!e && e.unitId === set.unitId)
    .map(({ unitId: _unit, ...row }) => row);

/** A set as its list shows it: its members counted, in force while any member is not cancelled. */
export const setRow = ({ unitId, memberIds: _ids, ...set }: SetRegistrationRecord) => {
  const members = membersOf({ unitId, memberIds: _ids, ...set });
  return {
    ...set,
    orgname: orgnameOf(unitId),
    memberCount: members.length,
    state: members.some((m) => m.usestatus !== USE_STATE.cancelled)
      ? SET_STATE.registered
      : SET_STATE.cancelled,
  };
};

const cylindersOf = (registration: UnitRegistrationRecord) =>
  cylinders.filter((c) => c.unitRegId === registration.id);

/** A unit registration: its cylinders counted by variety; in force while any cylinder is not scrapped. */
const unitRow = ({ unitId, ...registration }: UnitRegistrationRecord) => {
  const own = cylindersOf({ unitId, ...registration });
  return {
    ...registration,
    orgname: orgnameOf(unitId),
    memberCount: own.length,
    state: own.some((c) => c.usestatus === USE_STATE.inUse) ? SET_STATE.registered : SET_STATE.cancelled,
    varietyCounts: CYLINDER_VARIETIES.map(({ value }) => ({
      variety: value,
      count: own.filter((c) => c.variety === value).length,
    })).filter((v) => v.count > 0),
  };
};

/** The cylinders of one registration, filtered by 气瓶编号, 品种, 介质 and 使用状态. */
const cylinderList = listSpec({
  records: ownCylinders,
  row: ({ unitId: _unit, ...cylinder }: CylinderRecord) => cylinder,
  filters: (by) => [
    by.code('unitRegId'),
    by.text('bottleno'),
    by.code('variety'),
    by.text('medium'),
    by.code('usestatus'),
  ],
  order: (a, b) => a.bottleno.localeCompare(b.bottleno),
});

const terminationView = ({ unitId, ...rest }: TerminationRecord) => ({ ...rest, orgname: orgnameOf(unitId) });

// ---------- Terminations ----------

const isOpen = (status: string) => status === S.pending || status === S.accepted;

/** Whether the equipment can be terminated: registered and not cancelled. */
function checkTerminable(subject: EquipmentRecord) {
  if (subject.usestatus === USE_STATE.cancelled) refuse(TERMINATION_MESSAGES.cancelled);
  if (subject.regstatus !== '1') refuse(TERMINATION_MESSAGES.notRegistered);
}

const terminationSchema = bodySchema({
  id: fields.id('注销申请'),
  termkind: fields.code('注销类别', TERMINATION_KINDS),
  equipmentId: fields.required('注销设备', 64, '请选择注销设备'),
  reason: fields.required('注销原因', 200),
  attrefsysid: fields.id('附件编号'),
  isCommit: z.boolean({ error: '提交标记格式不正确' }).optional(),
});
const readTermination = jsonBody(terminationSchema);

const readId = formBody(bodySchema({ id: fields.id('注销申请') }));
const readHandle = formBody(
  bodySchema({
    id: fields.id('注销申请'),
    action: fields.code(
      '办理操作',
      AUTHORITY_ACTIONS.map((value) => ({ value })),
      '办理操作无效',
    ),
    opinion: fields.text('意见', 500),
  }),
);

/** An attachment id no other application and no other unit's file uses. */
function attachmentGroup(caller: Caller, requested: string, ownId: string | undefined) {
  if (
    !requested ||
    terminations.findBy((t) => t.attrefsysid === requested && t.id !== ownId) ||
    attachments.findBy((a) => a.attrefsysid === requested && a.unitId !== caller.user.unitId)
  ) {
    refuse('附件编号无效');
  }
  return requested;
}

/** Completion: the equipment is cancelled (注销) and leaves the unit's inspection lists. */
function completeTermination(application: TerminationRecord) {
  const subject = equipment.find(application.equipmentId);
  if (!subject || subject.unitId !== application.unitId) refuse('该设备已不属于申请单位，不能办结');
  checkTerminable(subject!);
  equipment.update(subject!.id, {
    usestatus: USE_STATE.cancelled,
    regstatus: '0',
    updateDate: isoDay(new Date()),
  });
}

export const registrationSetHandlers = [
  listEndpoint({
    method: 'post',
    path: `${USE_MANAGE}/setList`,
    access: ACCESS.registrationBySet,
    records: ownSets,
    row: setRow,
    filters: (by) => [
      by.text('regno'),
      by.text('setname'),
      by.code('equclacode'),
      by.text('usecercode'),
      by.code('state'),
      by.code('areacode'),
      by.dateRange('regdate'),
    ],
    order: (a, b) => b.regdate.localeCompare(a.regdate),
  }),
  recordEndpoint({
    path: `${USE_MANAGE}/setDetail/:id`,
    access: ACCESS.registrationBySet,
    records: ownSets,
    view: (set) => ({ ...setRow(set), members: membersOf(set) }),
  }),
  listEndpoint({
    method: 'post',
    path: `${USE_MANAGE}/unitList`,
    access: ACCESS.registrationByUnit,
    records: ownUnitRegistrations,
    row: unitRow,
    filters: (by) => [
      by.text('regno'),
      by.text('sitename'),
      by.text('usecercode'),
      by.code('state'),
      by.dateRange('regdate'),
    ],
    order: (a, b) => b.regdate.localeCompare(a.regdate),
  }),
  recordEndpoint({
    path: `${USE_MANAGE}/unitDetail/:id`,
    access: ACCESS.registrationByUnit,
    records: ownUnitRegistrations,
    view: unitRow,
  }),
  endpoint({
    path: `${USE_MANAGE}/unitCylinders`,
    access: ACCESS.registrationByUnit,
    run: ({ caller, body: query }) => {
      // The registration first, in the caller's scope: another unit's id is not found.
      const registration = ownUnitRegistrations.get(caller, query.unitRegId || undefined);
      return ok(paginate(selectRows(cylinderList, caller, { ...query, unitRegId: registration.id }), query));
    },
  }),

  listEndpoint({
    method: 'post',
    path: `${TERMINATION}/list`,
    access: ACCESS.termination,
    records: visibleTerminations,
    row: terminationView,
    filters: (by) => [
      by.text('applyNo'),
      by.code('termkind'),
      by.code('status'),
      by.text('equcode'),
      by.text('equname'),
      by.text('orgname'),
      by.dateRange('applyTime'),
    ],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: `${TERMINATION}/detail/:id`,
    access: ACCESS.termination,
    records: visibleTerminations,
    view: terminationView,
  }),
  endpoint({
    path: `${TERMINATION}/save`,
    access: ACCESS.termination,
    body: readTermination,
    run: ({ caller, body: input }) => {
      const existing = input.id ? visibleTerminations.get(caller, input.id) : undefined;
      const t = allowed(
        terminationMachine,
        input.isCommit ? 'commit' : 'save',
        existing?.status ?? S.draft,
        caller,
      );
      const subject = ownEquipment.get(caller, input.equipmentId);
      checkTerminable(subject);
      const attrefsysid = attachmentGroup(caller, input.attrefsysid, existing?.id);
      const id = existing?.id ?? newId('zx-');
      if (
        input.isCommit &&
        terminations.findBy((a) => a.id !== id && isOpen(a.status) && a.equipmentId === subject.id)
      ) {
        refuse(TERMINATION_MESSAGES.open);
      }
      const stored: TerminationRecord = {
        ...(existing ?? {
          id,
          unitId: caller.user.unitId,
          applyNo: nextTerminationNo(),
          flow: [],
          opinion: '',
        }),
        ...terminatedEquipment(subject),
        termkind: input.termkind,
        reason: input.reason,
        attrefsysid,
        status: t.to,
        applyTime: nowText(),
        flow: input.isCommit
          ? [...(existing?.flow ?? []), registrationStep(caller, 'submit')]
          : (existing?.flow ?? []),
      } as TerminationRecord;
      const saved = existing ? terminations.update(existing.id, stored) : terminations.insert(stored);
      return ok(saved && terminationView(saved), input.isCommit ? '提交成功' : '保存成功');
    },
  }),
  endpoint({
    path: `${TERMINATION}/withdraw`,
    access: ACCESS.termination,
    body: readId,
    record: { of: visibleTerminations },
    run: ({ caller, record }) => {
      const t = allowed(terminationMachine, 'withdraw', record.status, caller);
      const updated = terminations.update(record.id, {
        status: t.to,
        flow: [...record.flow, registrationStep(caller, 'withdraw')],
      });
      return ok(updated && terminationView(updated), '已撤回');
    },
  }),
  endpoint({
    path: `${TERMINATION}/delete`,
    access: ACCESS.termination,
    body: readId,
    record: { of: visibleTerminations },
    run: ({ caller, record }) => {
      allowed(terminationMachine, 'remove', record.status, caller);
      terminations.remove(record.id);
      return ok(null, '删除成功');
    },
  }),
  endpoint({
    path: `${TERMINATION}/handle`,
    access: ACCESS.termination,
    body: readHandle,
    record: { of: visibleTerminations },
    run: ({ caller, body, record }) => {
      const action = body.action as AuthorityAction;
      const t = allowed(terminationMachine, action, record.status, caller);
      if ('opinion' in t && t.opinion && !body.opinion) refuse(REGISTRATION_MESSAGES.opinion);
      // The equipment is written first: if that is refused, the application stays as it was.
      if (action === 'complete') completeTermination(record);
      const updated = terminations.update(record.id, {
        status: t.to,
        opinion: body.opinion || record.opinion,
        flow: [...record.flow, registrationStep(caller, action, body.opinion)],
      });
      return ok(updated && terminationView(updated), `已${t.label}`);
    },
  }),
];
