/**
 * The rules of the domain that span families, written down once next to the stand-in's state. Each
 * invariant is a named check over the whole state that lists its violations (the model-based test runs
 * them all after every step); the guards below enforce them where every path writes: the collections'
 * insert and update (db.ts), so adding, importing, completing a construction notice, transferring and
 * changing all pass through the same refusal.
 */
import { OPEN_STATUSES } from '@/domain/inspectionApplication';
import { EQUIPMENT_CHANGE_STATUS } from '@/domain/equipmentFile';
import { APPLICATION_STATUS } from '@/domain/registration';
import { CHANGE_KIND, REGISTRATION_STATUS } from '@/domain/useRegistration';
import { uniqueKey, type Collection, type Entity } from './db';
import { refuse } from './respond';
import { units, type UnitRecord } from './callers';
import { attachments, GROUP_NOT_OURS, issuedGroups } from './families/attachments';
import { equipment, equipmentChanges, type EquipmentRecord } from './families/equipment';
import { inspectionApplications } from './families/inspection';
import { operators } from './families/operator';
import { setRegistrations, terminations, unitRegistrations } from './families/registrationSets';
import { registrationApplications, submittedWith } from './families/registration';
import { changeRegistrations, useRegistrations } from './families/useRegistration';

/** Values held by more than one row, with the ids holding each. */
function sharedValues<T extends Entity>(rows: readonly T[], valueOf: (row: T) => string | undefined) {
  const holders = new Map<string, string[]>();
  for (const row of rows) {
    const value = valueOf(row);
    if (value) holders.set(value, [...(holders.get(value) ?? []), row.id]);
  }
  return [...holders].filter(([, ids]) => ids.length > 1);
}

const unitName = (unitId: string) => units.find(unitId)?.orgname ?? unitId;
const pendingRegistrations = () =>
  registrationApplications.filter((r) => r.status === APPLICATION_STATUS.pending);
const openApplications = () => inspectionApplications.filter((a) => OPEN_STATUSES.includes(a.status));
const withAuthority = (status: string) =>
  status === REGISTRATION_STATUS.pending || status === REGISTRATION_STATUS.accepted;

/** The records open on equipment (transfers aside): the equipment, the unit that filed it, how it is named. */
const openOnEquipment = () => [
  ...equipmentChanges
    .filter((c) => c.status === EQUIPMENT_CHANGE_STATUS.pending)
    .map((c) => ({ ...c, named: `待审核的设备信息变更申请 ${c.applyNo}` })),
  ...useRegistrations
    .filter((a) => a.equipmentId !== '' && withAuthority(a.status))
    .map((a) => ({ ...a, named: `未办结的使用登记申请 ${a.applyNo}` })),
  ...changeRegistrations
    .filter((a) => withAuthority(a.status) && a.changeKind !== CHANGE_KIND.transfer)
    .map((a) => ({ ...a, named: `未办结的变更登记申请 ${a.applyNo}` })),
  ...openApplications().flatMap((a) =>
    a.equipment.map((e) => ({ unitId: a.unitId, equipmentId: e.id, named: `未办结的报检申请 ${a.applyNo}` })),
  ),
];

/** A record that keeps files: they are in its attachment group, its attrefsysid (or its id, where it keeps none). */
type Filed = Entity & { unitId: string; attrefsysid?: string };
const groupOf = (record: Filed) => record.attrefsysid || record.id;
/** Groups whose id the unit sends with a record it saves (one the server issued); the others are the records' own ids. */
const CLIENT_GROUPED: Collection<Filed>[] = [operators, useRegistrations, changeRegistrations, terminations];
const FILED: Collection<Filed>[] = [
  ...CLIENT_GROUPED,
  equipment,
  inspectionApplications,
  setRegistrations,
  unitRegistrations,
];
/** The record whose group it is (other than `except`): the group belongs to its unit and to it alone. */
const recordOfGroup = (group: string, except?: Filed) => {
  const holds = (r: Filed) => groupOf(r) === group && r !== except && r.id !== except?.id;
  return FILED.reduce<Filed | undefined>((found, records) => found ?? records.findBy(holds), undefined);
};

/** The unit the server issued a group to ('' a public draft, also a submitted application's), if any. */
const issuedOwner = (group: string) => (submittedWith(group) ? '' : issuedGroups.find(group)?.unitId);
/**
 * The unit a group belongs to: its record's unit (a seeded record's group counts as issued), else the
 * unit the server issued it to; undefined when it never issued it.
 */
const ownerOfGroup = (group: string) => recordOfGroup(group)?.unitId ?? issuedOwner(group);

/** Each rule by name, with what breaks it in the present state (one line each; none when it holds). */
export const INVARIANTS: readonly { name: string; violations: () => string[] }[] = [
  {
    name: '设备代码全省唯一',
    violations: () =>
      sharedValues(equipment.all(), (e) => e.equcode).map(
        ([code, ids]) => `设备代码 ${code}: ${ids.join(', ')}`,
      ),
  },
  {
    name: '注册代码全省唯一',
    violations: () =>
      sharedValues(equipment.all(), (e) => e.equregcode).map(
        ([code, ids]) => `注册代码 ${code}: ${ids.join(', ')}`,
      ),
  },
  {
    name: '统一社会信用代码只属于一个单位或一份待审核的注册申请',
    violations: () =>
      sharedValues<Entity & { orgcode: string }>([...units.all(), ...pendingRegistrations()], (r) =>
        r.orgcode.toUpperCase(),
      ).map(([code, ids]) => `信用代码 ${code}: ${ids.join(', ')}`),
  },
  {
    name: '设备属于一个存在的单位',
    violations: () =>
      equipment.filter((e) => !units.find(e.unitId)).map((e) => `设备 ${e.id} 的单位 ${e.unitId} 不存在`),
  },
  {
    name: '一台设备至多在一份未办结的检验申请中',
    violations: () =>
      sharedValues(
        openApplications().flatMap((a) => a.equipment.map((e) => ({ id: a.id, equipmentId: e.id }))),
        (entry) => entry.equipmentId,
      ).map(([equipmentId, ids]) => `设备 ${equipmentId} 在申请 ${ids.join(', ')} 中`),
  },
  {
    name: '设备未办结的申请都属于设备所属的单位',
    violations: () => {
      const ownerOf = new Map(equipment.all().map((e) => [e.id, e.unitId]));
      return openOnEquipment()
        .filter((open) => ownerOf.get(open.equipmentId) !== open.unitId)
        .map(
          (open) =>
            `设备 ${open.equipmentId} 属于 ${ownerOf.get(open.equipmentId)}，却有 ${open.unitId} 的${open.named}`,
        );
    },
  },
  {
    name: '附件组由服务端发放，属于创建它的单位和记录',
    violations: () => {
      // Equipment keeps its documents across a transfer (each owner filed its own; each sees its own).
      const ownerOf = new Map<string, string | null>(equipment.all().map((e) => [e.id, null]));
      const broken: string[] = [];
      for (const record of FILED.filter((c) => c !== equipment).flatMap((c) => c.all())) {
        const group = groupOf(record);
        if (ownerOf.has(group)) broken.push(`附件组 ${group} 属于多个记录`);
        ownerOf.set(group, record.unitId);
        const issuedTo = group === record.id ? record.unitId : issuedGroups.find(group)?.unitId;
        if (issuedTo !== record.unitId) broken.push(`记录 ${record.id} 的附件组 ${group} 不是发给本单位的`);
      }
      for (const a of attachments.all()) {
        const owner = ownerOf.has(a.attrefsysid) ? ownerOf.get(a.attrefsysid) : issuedOwner(a.attrefsysid);
        if (owner === null) continue;
        if (owner === undefined) broken.push(`附件 ${a.id} 的附件组 ${a.attrefsysid} 不是服务端发放的`);
        else if (owner !== a.unitId) broken.push(`附件组 ${a.attrefsysid} 含其他单位的附件 ${a.id}`);
      }
      return broken;
    },
  },
];

/** Every broken rule of the present state, by invariant name. */
export const brokenInvariants = (): Record<string, string[]> =>
  Object.fromEntries(INVARIANTS.map((i) => [i.name, i.violations()]).filter(([, found]) => found.length > 0));

/** "其他单位的设备" or "本单位的设备「名称」": whose record the refusal names. */
const holderOf = (other: EquipmentRecord, next: EquipmentRecord) =>
  other.unitId === next.unitId
    ? `本单位的设备「${other.equname}」`
    : `其他单位（${unitName(other.unitId)}）的设备`;

equipment.guard(
  uniqueKey('equcode', (other, next) => refuse(`设备代码 ${next.equcode} 已被${holderOf(other, next)}使用`)),
);
equipment.guard(
  uniqueKey('equregcode', (other, next) =>
    refuse(`注册代码 ${next.equregcode} 已被${holderOf(other, next)}使用`),
  ),
);
// A transfer is refused while anything is open on the equipment: it settles nothing for the unit that files it.
equipment.guard((next, previous) => {
  if (!units.find(next.unitId)) refuse('设备所属单位不存在');
  if (!previous || previous.unitId === next.unitId) return;
  const open = openOnEquipment().find((o) => o.equipmentId === previous.id);
  if (open) refuse(`设备「${previous.equname}」有${open.named}，办结或撤回后才能过户`);
});

/** Refuses a credit code another unit holds, or a pending registration other than `self`'s. */
function refuseHeldCreditCode(orgcode: string, self: { unitId?: string; registrationId?: string }) {
  const code = orgcode.toUpperCase();
  const unit = units.findBy((u) => u.id !== self.unitId && u.orgcode.toUpperCase() === code);
  const pending = pendingRegistrations().find(
    (r) => r.id !== self.registrationId && r.orgcode.toUpperCase() === code,
  );
  const holder = unit
    ? `单位「${unit.orgname}」`
    : pending && `待审核的注册申请 ${pending.applyNo}（${pending.orgname}）`;
  if (holder) refuse(`统一社会信用代码 ${orgcode} 已被${holder}使用`);
}

// A unit's code must not be another unit's nor a pending registration's: only the registration being
// approved may hold it while its unit is created (every path that creates or changes a unit passes here).
units.guard((next: UnitRecord, previous) => {
  if (previous && previous.orgcode.toUpperCase() === next.orgcode.toUpperCase()) return;
  refuseHeldCreditCode(next.orgcode, { unitId: next.id, registrationId: next.registrationId });
});
registrationApplications.guard((next) => {
  if (next.status !== APPLICATION_STATUS.pending) return;
  refuseHeldCreditCode(next.orgcode, { registrationId: next.id });
});

inspectionApplications.guard((next) => {
  if (!OPEN_STATUSES.includes(next.status)) return;
  const taken = new Set(next.equipment.map((e) => e.id));
  for (const other of openApplications()) {
    if (other.id === next.id) continue;
    const shared = other.equipment.find((e) => taken.has(e.id));
    if (shared)
      refuse(`设备 ${shared.equcode || shared.equname} 已在检验申请 ${other.applyNo} 中，请待其办结后再申请`);
  }
});

const HELD_GROUP = '该附件组已属于本单位的其他记录';

// A file goes into a group the server issued to its unit (or a group of a record of its unit).
attachments.guard((next) => {
  if (ownerOfGroup(next.attrefsysid) !== next.unitId) refuse(GROUP_NOT_OURS);
});
// A record takes a group issued to its unit (or its own id) that no other record holds.
for (const records of CLIENT_GROUPED) {
  records.guard((next, previous) => {
    const group = next.attrefsysid;
    if (!group || previous?.attrefsysid === group || group === next.id) return;
    const holder = recordOfGroup(group, next);
    const owner = holder ? holder.unitId : issuedGroups.find(group)?.unitId;
    if (owner !== next.unitId) refuse(`附件编号无效：${GROUP_NOT_OURS}`);
    if (holder) refuse(`附件编号无效：${HELD_GROUP}`);
  });
}
