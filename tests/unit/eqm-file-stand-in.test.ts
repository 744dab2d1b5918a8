import { describe, expect, it } from 'vitest';
import {
  auditEquipmentChange,
  changeEquipment,
  getEquipment,
  withdrawEquipmentChange,
  type EquipmentFile,
} from '@/api/equipment';
import { CATEGORY, conclusionsOf } from '@/domain/equipment';
import {
  EQUIPMENT_CHANGE_MESSAGES,
  EQUIPMENT_CHANGE_STATUS,
  REGISTRATION_KINDS,
} from '@/domain/equipmentFile';
import { EQUIPMENT_KINDS, kindOfVariety, type EquipmentKind } from '@/domain/equipmentKinds';
import { snapshot } from '@/mocks/db';
import { sessions } from '@/mocks/callers';
import { equipment, equipmentChanges } from '@/mocks/families/equipment';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

/** Demo accounts of the units that hold equipment. */
const LOGIN_OF_UNIT: Record<string, string> = { 'unit-use': 'syqy', 'unit-multi': 'duojs' };

/** A record of a kind held by a unit with a demo login, and that login. */
function recordOfKind(key: string) {
  const record = equipment.findBy(
    (e) => kindOfVariety(e.equsortcode)?.key === key && e.unitId in LOGIN_OF_UNIT && !!e.equregcode,
  );
  if (!record) throw new Error(`no registered ${key} of a unit with a demo login`);
  // A copy: the store updates its records in place, and the tests compare with the values before.
  return { record: { ...record }, login: LOGIN_OF_UNIT[record.unitId] };
}

/** The editable part of a file, as the edit form sends it back. */
function editable(file: EquipmentFile) {
  const { inspections: _i, registrations: _r, changes: _c, pendingChange: _p, ...rest } = file;
  return rest;
}

const store = () => {
  equipment.all();
  equipmentChanges.all();
  const { sessions: _s, captchas: _c, ...rest } = snapshot();
  return JSON.stringify(rest);
};

describe('stand-in eqm: the file of every kind', () => {
  it('answers each kind’s file with its parameters, inspection history with report numbers and registrations', async () => {
    for (const kind of EQUIPMENT_KINDS as readonly EquipmentKind[]) {
      const { record, login } = recordOfKind(kind.key);
      await loginAs(login);
      const file = await getEquipment(record.id, kind.equclacode);
      expect(file.equcode, kind.key).toBe(record.equcode);
      expect(file.attrefsysid).toBe(record.id);
      for (const p of kind.parameters.filter((p) => p.required)) {
        expect((file as unknown as Record<string, string>)[p.name], `${kind.key}.${p.name}`).toBeTruthy();
      }
      // Newest first; the latest inspection is the record's last one, with its conclusion.
      expect(file.inspections.length, kind.key).toBeGreaterThan(0);
      const dates = file.inspections.map((i) => i.inspdate);
      expect(dates).toEqual([...dates].sort().reverse());
      const latestMain = file.inspections.find((i) => i.inspdate === record.lastinsdate)!;
      expect(latestMain.conclusion).toBe(record.inspconclusion);
      expect(latestMain.nextdate).toBe(record.nextinsdate);
      for (const inspection of file.inspections) {
        expect(inspection.reportno).toMatch(/^NBTJ-\d{4}-\d{7}$/);
        expect(conclusionsOf(kind.equclacode).map((c) => c.value)).toContain(inspection.conclusion);
      }
      // Boilers and vessels carry the internal inspection series beside the periodic one.
      expect(new Set(file.inspections.map((i) => i.insptype)).size, kind.key).toBe(
        kind.innerInspection ? 2 : 1,
      );
      // The first registration is the month the registration code names.
      const first = file.registrations.at(-1)!;
      expect(first.regkind).toBe(REGISTRATION_KINDS[0].value);
      expect(first.regdate.slice(0, 7).replace('-', '')).toBe(record.equregcode.slice(10, 16));
      expectEvery(file.registrations, (r) => r.usecercode === record.usecercode, kind.key);
    }
  });

  it('gives the same history on every call', async () => {
    const { record, login } = recordOfKind('elevator');
    await loginAs(login);
    const once = await getEquipment(record.id, CATEGORY.elevator);
    const again = await getEquipment(record.id, CATEGORY.elevator);
    expect(again.inspections).toEqual(once.inspections);
    expect(again.registrations).toEqual(once.registrations);
  });

  it('refuses another unit’s file, its change and its requests, and a file opened as another kind', async () => {
    const { record } = recordOfKind('boiler');
    const foreignLogin = record.unitId === 'unit-use' ? 'duojs' : 'syqy';
    await loginAs(LOGIN_OF_UNIT[record.unitId]);
    const own = await getEquipment(record.id, CATEGORY.boiler);
    const request = (await changeEquipment({ ...editable(own), innercode: 'GL-NEW' })).data;
    expect(await failure(getEquipment(record.id, CATEGORY.elevator))).toBe('设备不存在或已删除');
    await loginAs(foreignLogin);
    const before = store();
    expect(await failure(getEquipment(record.id, CATEGORY.boiler))).toBe('设备不存在或已删除');
    expect(await failure(changeEquipment({ ...editable(own), innercode: 'X' }))).toBe('设备不存在或已删除');
    expect(await failure(withdrawEquipmentChange(request.id))).toBe('变更申请不存在');
    // Units do not audit: the audit belongs to the authority.
    expect(await failure(auditEquipmentChange(request.id, true))).toBe('当前角色无权进行此操作');
    expect(store()).toBe(before);
  });
});

describe('stand-in eqm: change requests', () => {
  it('a request waits; a second is refused; approval applies it and shows before and after', async () => {
    const { record, login } = recordOfKind('elevator');
    await loginAs(login);
    const file = await getEquipment(record.id, CATEGORY.elevator);
    expect(await failure(changeEquipment(editable(file)))).toBe(EQUIPMENT_CHANGE_MESSAGES.noChange);
    const answer = await changeEquipment({
      ...editable(file),
      address: '宁波市海曙区变更后地址8号',
      ratedspeed: '2.5',
    });
    expect(answer.message).toBe(EQUIPMENT_CHANGE_MESSAGES.submitted);
    const request = answer.data;
    expect(request.status).toBe(EQUIPMENT_CHANGE_STATUS.pending);
    expect(request.changedFields.split(',').sort()).toEqual(['address', 'ratedspeed']);
    expect(request.before).toEqual({ address: record.address, ratedspeed: record.ratedspeed });
    expect(request.after).toEqual({ address: '宁波市海曙区变更后地址8号', ratedspeed: '2.5' });
    // Nothing changes before the audit; the file shows the pending request.
    expect(equipment.find(record.id)!.address).toBe(record.address);
    const pending = await getEquipment(record.id, CATEGORY.elevator);
    expect(pending.pendingChange?.id).toBe(request.id);
    expect(pending.changes[0].id).toBe(request.id);
    expect(await failure(changeEquipment({ ...editable(file), innercode: 'KT-99' }))).toBe(
      EQUIPMENT_CHANGE_MESSAGES.pending,
    );

    await loginAs('admin');
    await auditEquipmentChange(request.id, true, '材料齐全');
    expect(equipment.find(record.id)).toMatchObject({
      address: '宁波市海曙区变更后地址8号',
      ratedspeed: '2.5',
      equcode: record.equcode,
    });
    expect(await failure(auditEquipmentChange(request.id, false, '重复审核'))).toBe(
      '该设备信息变更申请当前状态为“已通过”，不能退回',
    );

    await loginAs(login);
    const after = await getEquipment(record.id, CATEGORY.elevator);
    expect(after.pendingChange).toBeNull();
    expect(after.changes[0]).toMatchObject({
      status: EQUIPMENT_CHANGE_STATUS.approved,
      auditOpinion: '材料齐全',
      before: { address: record.address },
      after: { address: '宁波市海曙区变更后地址8号' },
    });
    // With none pending, the unit may ask again.
    expect((await changeEquipment({ ...editable(after), innercode: 'KT-99' })).data.status).toBe(
      EQUIPMENT_CHANGE_STATUS.pending,
    );
  });

  it('a returned request keeps the equipment as it was; it needs the authority’s reason', async () => {
    const { record, login } = recordOfKind('pressureVessel');
    await loginAs(login);
    const file = await getEquipment(record.id, CATEGORY.pressureVessel);
    const request = (await changeEquipment({ ...editable(file), medium: '氧气', safegrade: '2' })).data;
    await loginAs('admin');
    expect(await failure(auditEquipmentChange(request.id, false, ''))).toBe(
      EQUIPMENT_CHANGE_MESSAGES.returnReason,
    );
    await auditEquipmentChange(request.id, false, '介质变更须先办理变更登记');
    expect(equipment.find(record.id)).toMatchObject({ medium: record.medium, safegrade: record.safegrade });
    expect(equipmentChanges.find(request.id)).toMatchObject({
      status: EQUIPMENT_CHANGE_STATUS.returned,
      auditOpinion: '介质变更须先办理变更登记',
    });
  });

  it('the unit withdraws its pending request, once', async () => {
    const { record, login } = recordOfKind('hoistingMachinery');
    await loginAs(login);
    const file = await getEquipment(record.id, CATEGORY.hoistingMachinery);
    const request = (await changeEquipment({ ...editable(file), liftingheight: '12.5' })).data;
    await withdrawEquipmentChange(request.id);
    expect(equipmentChanges.find(request.id)?.status).toBe(EQUIPMENT_CHANGE_STATUS.withdrawn);
    expect(await failure(withdrawEquipmentChange(request.id))).toBe(
      '该设备信息变更申请当前状态为“已撤回”，不能撤回变更申请',
    );
    await loginAs('admin');
    expect(await failure(auditEquipmentChange(request.id, true))).toMatch(/已撤回/);
    expect(equipment.find(record.id)?.liftingheight).toBe(record.liftingheight);
  });

  it('checks a request with the add form’s schema: codes, parameters and hostile bodies change nothing', async () => {
    const { record, login } = recordOfKind('elevator');
    await loginAs(login);
    const file = editable(await getEquipment(record.id, CATEGORY.elevator));
    // Another unit's elevator of the same variety: its registration code is taken.
    const other = equipment.findBy(
      (e) => e.unitId !== record.unitId && e.equsortcode === record.equsortcode && !!e.equregcode,
    )!;
    const before = store();
    const refusals: [Record<string, unknown>, string][] = [
      [{ equcode: `${record.equsortcode}33012202199999` }, EQUIPMENT_CHANGE_MESSAGES.fixed],
      [{ equregcode: other.equregcode }, `注册代码 ${other.equregcode} 已存在，不能重复登记`],
      [{ ratedspeed: '快' }, '额定速度(m/s)须为正数（最多两位小数）'],
      [{ safemobile: '12345' }, '请输入有效的手机号码'],
      [{ equname: 'x'.repeat(51) }, '设备名称不能超过50个字符'],
      [{ address: ['宁波'] }, '详细地址格式不正确'],
    ];
    for (const [overrides, message] of refusals) {
      expect(
        await failure(changeEquipment({ ...file, ...overrides } as never)),
        JSON.stringify(overrides),
      ).toBe(message);
    }
    // A body that names another unit or forges the status is read by the schema, which drops the rest.
    const sid = sessions.findBy((s) => s.userId === `user-${login}`)!.id;
    const post = async (path: string, body: string, type = 'application/json') => {
      const url = new URL(`/esp/a/stone/eqm/${path}`, window.location.href);
      url.searchParams.set('__sid', sid);
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body });
      return (await response.json()) as { errorMsg: string; data: { status: string; unitId?: string } };
    };
    expect((await post('changeEqm', JSON.stringify([file]))).errorMsg).toBe('请求内容格式不正确');
    expect(store()).toBe(before);
    const forged = await post(
      'changeEqm',
      JSON.stringify({
        ...file,
        innercode: 'KT-77',
        status: EQUIPMENT_CHANGE_STATUS.approved,
        unitId: 'unit-x',
      }),
    );
    expect(forged.data.status).toBe(EQUIPMENT_CHANGE_STATUS.pending);
    expect(forged.data.unitId).toBeUndefined();
    expect(equipment.find(record.id)?.innercode).toBe(record.innercode);
    expect(
      equipmentChanges.findBy((c) => c.equipmentId === record.id && c.unitId === 'unit-x'),
    ).toBeUndefined();
    // The audit's pass is a code: anything else is refused.
    await loginAs('admin');
    const adminSid = sessions.findBy((s) => s.userId === 'user-admin')!.id;
    const url = new URL('/esp/a/stone/eqm/auditChange', window.location.href);
    url.searchParams.set('__sid', adminSid);
    const audit = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: equipmentChanges.all().at(-1)!.id, pass: 'yes' }).toString(),
    });
    expect(((await audit.json()) as { errorMsg: string }).errorMsg).toBe('请选择有效的审核结果');
    expect(equipment.find(record.id)?.innercode).toBe(record.innercode);
  });
});
