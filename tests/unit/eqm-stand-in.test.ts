import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addEquipment,
  auditEquipmentChange,
  changeEquipment,
  deletePipelineSegment,
  getEquipment,
  listDetectDue,
  listDetectExtended,
  listEquipment,
  listLoadTests,
  listPipelineSegments,
  listPressurePiping,
  savePipelineSegment,
  type Equipment,
  type PipelineSegment,
} from '@/api/equipment';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { createRng, snapshot } from '@/mocks/db';
import {
  buildEquipment,
  equipment,
  equipmentHandlers,
  equipmentStatistics,
  pipelineSegments,
} from '@/mocks/families/equipment';
import { sessions, users } from '@/mocks/callers';
import { newElevator } from '../helpers/equipment';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { beijingDay, dayFromToday } from '@/utils/beijingTime';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

const today = () => beijingDay();

const validSegment = (pipelineId: string, overrides: Partial<PipelineSegment> = {}): PipelineSegment => ({
  pipelineId,
  segno: 'GD-TEST-01',
  segname: '测试管段',
  startpoint: '1号泵房',
  endpoint: '2号阀室',
  nominaldiameter: '150',
  pipelength: '320.5',
  designpressure: '1.6',
  medium: '蒸汽',
  pipelevel: 'GC2',
  laymode: '1',
  ...overrides,
});

/** The first stored record of a unit (the forged ids of the isolation tests). */
const firstOf = (unitId: string, category?: string) =>
  equipment.findBy((e) => e.unitId === unitId && (!category || e.equclacode === category))!;

/** The store as data, sessions and captchas aside (they change on every call). */
const store = () => {
  equipment.all();
  pipelineSegments.all();
  const { sessions: _s, captchas: _c, ...rest } = snapshot();
  return JSON.stringify(rest);
};

describe('stand-in eqm family: scope', () => {
  it('each unit lists only its own equipment; units without the menu are refused', async () => {
    await loginAs('syqy');
    const own = await listEquipment({ pageSize: 500 });
    expect(own.count).toBe(180);
    expectEvery(own.list, (e) => equipment.find(e.id)?.unitId === 'unit-use', 'own');
    await loginAs('duojs');
    expect((await listEquipment({ pageSize: 1 })).count).toBe(120);
    await loginAs('wbdw');
    expect(await failure(listEquipment({}))).toBe('当前角色无权进行此操作');
  });

  it('refuses forged ids of another unit’s records and leaves them unchanged', async () => {
    const foreign = firstOf('unit-use');
    const foreignPipe = firstOf('unit-use', CATEGORY.pressurePiping);
    const foreignSegment = pipelineSegments.findBy((s) => s.unitId === 'unit-use')!;
    await loginAs('duojs');
    const before = store();
    expect(await failure(getEquipment(foreign.id, foreign.equclacode))).toBe('设备不存在或已删除');
    expect(await failure(changeEquipment({ ...foreign, address: '篡改地址' }))).toBe('设备不存在或已删除');
    expect(await failure(savePipelineSegment(validSegment(foreignPipe.id)))).toBe('设备不存在或已删除');
    expect(
      await failure(savePipelineSegment({ ...validSegment(foreignPipe.id), id: foreignSegment.id })),
    ).toBe('管段不存在或已删除');
    expect(await failure(deletePipelineSegment(foreignSegment.id))).toBe('管段不存在或已删除');
    expect(store()).toBe(before);
    await loginAs('syqy');
    expect((await getEquipment(foreign.id, foreign.equclacode)).equcode).toBe(foreign.equcode);
    // Opened with a category that is not the record's, the file is not found.
    expect(await failure(getEquipment(foreign.id, '9000'))).toBe('设备不存在或已删除');
  });
});

describe('stand-in eqm family: paging, sort and the filter vocabulary', () => {
  it('pages and sorts on the server', async () => {
    await loginAs('syqy');
    const first = await listEquipment({ pageNo: 1, pageSize: 20 });
    const last = await listEquipment({ pageNo: 9, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(last.list).toHaveLength(20);
    expect(last.list[0].id).not.toBe(first.list[0].id);
    const sorted = await listEquipment({ pageSize: 180, orderBy: 'nextinsdate desc' });
    const dates = sorted.list.map((e) => e.nextinsdate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by every term of the vocabulary', async () => {
    await loginAs('syqy');
    const all = (await listEquipment({ pageSize: 500 })).list;
    const pick = all.find((e) => e.maintainunit && e.equclacode === CATEGORY.elevator)!;
    const cases: [Record<string, string>, (e: Equipment) => boolean][] = [
      [{ equclacode: '3000' }, (e) => e.equclacode === '3000'],
      // 3100 曳引与强制驱动电梯: its varieties, written out (not the handler's own tree walk).
      [{ equsortcode: '3100' }, (e) => ['3110', '3120', '3130'].includes(e.equsortcode)],
      [{ equcode: pick.equcode.slice(4, 12) }, (e) => e.equcode.includes(pick.equcode.slice(4, 12))],
      [{ equregcode: pick.equregcode }, (e) => e.equregcode === pick.equregcode],
      [{ usecercode: '梯' }, (e) => e.usecercode.startsWith('梯')],
      [{ equname: '电梯' }, (e) => e.equname.includes('电梯')],
      [{ areacode: '330203', address: '车间' }, (e) => e.areacode === '330203' && e.address.includes('车间')],
      [{ usestatus: USE_STATE.stopped }, (e) => e.usestatus === USE_STATE.stopped],
      [
        { nextinsdateStart: today(), nextinsdateEnd: dayFromToday(30) },
        (e) => e.nextinsdate >= today() && e.nextinsdate <= dayFromToday(30),
      ],
      [{ maintainunit: pick.maintainunit }, (e) => e.maintainunit === pick.maintainunit],
    ];
    for (const [query, holds] of cases) {
      const found = await listEquipment({ ...query, pageSize: 500 });
      expectEvery(found.list, holds, JSON.stringify(query));
      expect(found.count, JSON.stringify(query)).toBe(all.filter(holds).length);
    }
  });

  it('the state lists count what the home figures count', async () => {
    await loginAs('syqy');
    const statistics = equipmentStatistics('unit-use');
    const count = async (query: Record<string, string>) =>
      (await listEquipment({ ...query, pageSize: 1 })).count;
    expect(await count({ inspState: 'overdue' })).toBe(statistics.overdue);
    expect(await count({ inspState: 'dueSoon' })).toBe(statistics.dueSoon);
    expect(await count({ inspState: 'unqualified' })).toBe(statistics.unqualified);
    expect(await count({ usestatus: USE_STATE.stopped })).toBe(statistics.notInUse);
    for (const figure of [
      statistics.overdue,
      statistics.dueSoon,
      statistics.unqualified,
      statistics.notInUse,
    ]) {
      expect(figure).toBeGreaterThan(0);
    }
    // The window is configurable: a longer one holds at least as many.
    expect(await count({ inspState: 'dueSoon', withinDays: '90' })).toBeGreaterThanOrEqual(
      statistics.dueSoon,
    );
    expect(await failure(listEquipment({ inspState: 'all' }))).toBe('检验状态无效');
    expect(await failure(listEquipment({ inspState: 'dueSoon', withinDays: '-1' }))).toBe('到期提醒天数无效');
    expect(await failure(listEquipment({ inspState: 'dueSoon', withinDays: '1e9' }))).toBe(
      '到期提醒天数无效',
    );
  });

  it('every special list has rows today, each holding its own condition', async () => {
    await loginAs('syqy');
    const due = await listDetectDue({ pageSize: 500 });
    const detectBy = dayFromToday(30);
    expectEvery(due.list, (e) => e.nextdetectdate! <= detectBy && e.usestatus === USE_STATE.inUse, 'due');
    const extended = await listDetectExtended({ pageSize: 500 });
    expectEvery(extended.list, (e) => !!e.delaydate && !!e.delayreason, 'extended');
    const loads = await listLoadTests({ pageSize: 500 });
    expectEvery(loads.list, (e) => e.equclacode === '3000' || e.equclacode === '4000', 'load tests');
    const dates = loads.list.map((e) => e.nextloadtestdate);
    expect(dates).toEqual([...dates].sort());
    const piping = await listPressurePiping({ pageSize: 500 });
    expectEvery(piping.list, (e) => e.equclacode === CATEGORY.pressurePiping, 'piping');
    const segments = await listPipelineSegments({ pageSize: 500 });
    const pipelineIds = new Set(piping.list.map((p) => p.id));
    expectEvery(segments.list, (s) => pipelineIds.has(s.pipelineId), 'segments');
    const [segment] = segments.list;
    expect(segment.pipelineName).toBe(piping.list.find((p) => p.id === segment.pipelineId)!.equname);
  });
});

describe('stand-in eqm family: writes', () => {
  it('adds an elevator once; a second with any of its codes is refused', async () => {
    await loginAs('syqy');
    const saved = await addEquipment(newElevator());
    expect(saved.data.regstatus).toBe('1');
    expect((await listEquipment({ equcode: '311033012202100456' })).count).toBe(1);
    expect(await failure(addEquipment(newElevator()))).toMatch(/设备代码 311033012202100456 已存在/);
    expect(await failure(addEquipment(newElevator({ equcode: '311033012202100457' })))).toMatch(
      /注册代码 .* 已存在/,
    );
    expect(
      await failure(
        addEquipment(newElevator({ equcode: '311033012202100457', equregcode: '31103302122019050124' })),
      ),
    ).toMatch(/使用登记证编号 .* 已存在/);
    // Codes are unique across units: another unit cannot register the same one.
    await loginAs('duojs');
    expect(await failure(addEquipment(newElevator()))).toMatch(/已存在/);
  });

  it('checks codes against the category and the category’s parameters', async () => {
    await loginAs('syqy');
    const before = store();
    const refusals: [Partial<Equipment>, string | RegExp][] = [
      [{ equcode: '41003301220210045' }, '请输入有效的18位设备代码'],
      [{ equcode: '410033012202100456' }, '设备代码的品种与所选设备类别不符'],
      [{ equcode: '311033012209900456' }, '设备代码中的制造年份无效'],
      [{ equregcode: '41003302122019050123' }, '注册代码的品种与所选设备类别不符'],
      [{ equregcode: '31103302122019130123' }, '注册代码中的登记年月无效'],
      [{ usecercode: '起11浙B01234(19)' }, '使用登记证编号的设备简称与所选设备类别不符'],
      [{ usecercode: '梯11浙B1234(19)' }, /请输入有效的使用登记证编号/],
      [{ equsortcode: '4100' }, '请选择所选类别下的设备品种'],
      [{ ratedspeed: '' }, '请填写额定速度(m/s)'],
      [{ ratedspeed: '快' }, '额定速度(m/s)须为正数（最多两位小数）'],
      [{ floors: '1.5' }, '层数(层)须为整数'],
      [{ inspconclusion: '符合要求' }, '检验结论与设备类别不符'],
      [{ nextinsdate: '2024-06-01' }, '下次检验日期须晚于上次检验日期'],
      [{ makedate: '2099-01-01' }, '制造日期不能晚于今天'],
      [{ safemobile: '12345' }, '请输入有效的手机号码'],
      [{ areacode: '110101' }, '请选择有效的所在区域'],
    ];
    for (const [overrides, message] of refusals) {
      const refused = await failure(addEquipment(newElevator(overrides)));
      if (typeof message === 'string') expect(refused, JSON.stringify(overrides)).toBe(message);
      else expect(refused, JSON.stringify(overrides)).toMatch(message);
    }
    // A boiler needs its evaporation or its power.
    const boiler = newElevator({
      equclacode: CATEGORY.boiler,
      equsortcode: '1100',
      equcode: '110033012202100456',
      equregcode: '',
      usecercode: '',
      inspconclusion: '符合要求',
      ratedpressure: '1.25',
      fueltype: '燃气',
    });
    expect(await failure(addEquipment(boiler))).toBe('额定蒸发量与额定热功率至少填写一项');
    expect(store()).toBe(before);
    const saved = await addEquipment({ ...boiler, ratedpower: '2.8' });
    // Only the kind's own parameters are kept: the elevator's speed sent along is dropped.
    expect(saved.data.ratedpower).toBe('2.8');
    expect(saved.data.ratedspeed).toBeUndefined();
    expect(saved.data.regstatus).toBe('0');
  });

  it('refuses hostile bodies without a change', async () => {
    await loginAs('syqy');
    const sid = sessions.findBy((s) => s.userId === users.findBy((u) => u.loginName === 'syqy')!.id)!.id;
    const post = async (body: string) => {
      const url = new URL('/esp/a/stone/eqm/addEqm', window.location.href);
      url.searchParams.set('__sid', sid);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      return ((await response.json()) as { errorMsg: string }).errorMsg;
    };
    const before = store();
    expect(await post(JSON.stringify({ ...newElevator(), equname: 'x'.repeat(51) }))).toBe(
      '设备名称不能超过50个字符',
    );
    expect(await post(JSON.stringify({ ...newElevator(), equcode: ['311033012202100456'] }))).toBe(
      '设备代码格式不正确',
    );
    expect(await post(JSON.stringify([newElevator()]))).toBe('请求内容格式不正确');
    expect(await post('{"__proto__": {"unitId": "unit-multi"}}')).toMatch(/请/);
    expect(await post(JSON.stringify({ ...newElevator(), id: 'eqm-00001' }))).toBe(
      '新增设备不能指定设备编号',
    );
    expect(
      await post(JSON.stringify({ ...newElevator(), address: '<script>alert(1)</script>'.repeat(5) })),
    ).toBe('详细地址不能超过100个字符');
    expect(store()).toBe(before);
    // Text that is merely odd is stored as text, never interpreted.
    const saved = await addEquipment(newElevator({ equname: "<img src=x onerror=alert(1)>'; DROP TABLE" }));
    expect(saved.data.equname).toBe("<img src=x onerror=alert(1)>'; DROP TABLE");
    expect(equipment.find(saved.data.id)?.unitId).toBe('unit-use');
  });

  it('changes use and technical fields, never the codes or the inspection results', async () => {
    await loginAs('syqy');
    const own = firstOf('unit-use', CATEGORY.elevator);
    const { id, equcode, lastinsdate, nextinsdate } = own;
    expect(await failure(changeEquipment({ ...own, equcode: `${own.equsortcode}33012202199999` }))).toBe(
      '设备类别、品种和设备代码不能变更',
    );
    const request = await changeEquipment({
      ...own,
      address: '宁波市海曙区新地址1号',
      nextinsdate: '2099-01-01',
      ratedspeed: '2.5',
    });
    // A change is a request: the authority's approval applies it.
    await loginAs('admin');
    await auditEquipmentChange(request.data.id, true);
    const changed = equipment.find(id)!;
    expect(changed.address).toBe('宁波市海曙区新地址1号');
    expect(changed.ratedspeed).toBe('2.5');
    expect([changed.equcode, changed.lastinsdate, changed.nextinsdate]).toEqual([
      equcode,
      lastinsdate,
      nextinsdate,
    ]);
  });

  it('adds, edits and deletes segments of the unit’s own pipelines', async () => {
    await loginAs('syqy');
    const pipe = firstOf('unit-use', CATEGORY.pressurePiping);
    const saved = (await savePipelineSegment(validSegment(pipe.id))).data;
    expect(saved.pipelineName).toBe(pipe.equname);
    expect(await failure(savePipelineSegment(validSegment(pipe.id)))).toBe(
      '管段编号 GD-TEST-01 在该管道中已存在',
    );
    await savePipelineSegment({ ...validSegment(pipe.id), id: saved.id, pipelength: '400' });
    expect(pipelineSegments.find(saved.id)?.pipelength).toBe('400');
    // The form's own message for the same problem.
    expect(await failure(savePipelineSegment(validSegment(pipe.id, { nominaldiameter: '0' })))).toBe(
      '请输入正整数',
    );
    // A segment belongs to a pipeline: other equipment is no pipeline.
    const elevator = firstOf('unit-use', CATEGORY.elevator);
    expect(await failure(savePipelineSegment(validSegment(elevator.id, { segno: 'X' })))).toBe(
      '设备不存在或已删除',
    );
    await deletePipelineSegment(saved.id);
    expect(pipelineSegments.find(saved.id)).toBeUndefined();
  });
});

describe('stand-in eqm family: size', () => {
  it('pages 5,000 records of one unit in the handler (printed; the bench judges the time)', async () => {
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const holder = { unitId: 'unit-use', areacode: '330203', street: '测试路1号', count: 5000 };
    equipment.load(buildEquipment(createRng(5000), [holder], today, 10_000));
    await loginAs('syqy');
    const sid = sessions.findBy((s) => s.userId === 'user-syqy')!.id;
    const queries: Record<string, string>[] = [
      { pageNo: '1', pageSize: '20' },
      { pageNo: '50', pageSize: '20', equclacode: '3000' },
      { pageNo: '3', pageSize: '20', inspState: 'dueSoon', orderBy: 'nextinsdate asc' },
      { pageNo: '1', pageSize: '20', equname: '电梯', areacode: '330203', orderBy: 'equcode desc' },
    ];
    for (const query of queries) {
      const samples: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        const response = await getResponse(
          equipmentHandlers,
          new Request(`http://stand-in/esp/a/stone/eqm/list?__sid=${sid}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(query).toString(),
          }),
        );
        const body = (await response!.json()) as { data: { list: unknown[]; count: number } };
        samples.push(performance.now() - started);
        expect(body.data.list.length).toBeGreaterThan(0);
      }
      const median = samples.sort((a, b) => a - b)[3];
      console.info(`eqm/list over 5,000 records ${JSON.stringify(query)}: median ${median.toFixed(1)} ms`);
    }
    expect((await listEquipment({ pageSize: 1 })).count).toBe(5000);
  });
});
