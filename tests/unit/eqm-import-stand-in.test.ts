import type { Worksheet } from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  changeEquipment,
  equipmentImport,
  equipmentPropertyCalls,
  getEquipment,
  listEquipment,
} from '@/api/equipment';
import type { ImportCheck, ImportCalls } from '@/api/excel';
import { CATEGORY } from '@/domain/equipment';
import { EQUIPMENT_CHANGE_STATUS } from '@/domain/equipmentFile';
import {
  EQUIPMENT_KINDS,
  kindOfVariety,
  parameterLabel,
  type EquipmentKindKey,
} from '@/domain/equipmentKinds';
import { equipment, equipmentChanges } from '@/mocks/families/equipment';
import dayjs from '@/utils/dayjs';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { readSheet, writeWorkbook, type TestCell } from '../helpers/workbooks';
import { elevatorRow } from '../helpers/equipment';
import { onBeijingDay } from '../helpers/clock';

const bytesOf = async (calls: ImportCalls) =>
  new Uint8Array(await (await calls.template()).blob.arrayBuffer());

/** A template filled with rows given by column label, in the template's own column order. */
async function filled(calls: ImportCalls, rows: Record<string, TestCell>[]) {
  const template = await bytesOf(calls);
  const { header } = await readSheet(template);
  const cells = rows.map((row) => header.map((label) => row[label] ?? null));
  // A property sheet comes filled with the unit's records: only the given rows stay.
  const change = (sheet: Worksheet) => {
    for (let n = rows.length + 2; n <= sheet.rowCount; n++) sheet.getRow(n).values = [];
  };
  return new File([await writeWorkbook(cells, { template, change })], '导入.xlsx');
}

const checkOf = (calls: ImportCalls, file: File): Promise<ImportCheck | string> =>
  calls.check(file).catch((e: Error) => e.message);

const countOf = async () => (await listEquipment({ pageSize: 1 })).count;

describe('stand-in equipment import', () => {
  useNodeBlobs();

  it('offers a template of the add form’s fields and every kind’s parameters, with pickers', async () => {
    await loginAs('syqy');
    const file = await equipmentImport.template();
    expect(file.fileName).toBe('设备导入模板.xlsx');
    const { workbook, sheet, header } = await readSheet(file.blob);
    expect(sheet.name).toBe('设备');
    expect(header.slice(0, 6)).toEqual([
      '设备类别',
      '设备品种',
      '设备代码',
      '注册代码',
      '使用登记证编号',
      '设备名称',
    ]);
    expect(header).toContain('下次检验日期');
    // A parameter one label names is one column, whichever kinds have it.
    expect(header.filter((label) => label === '设计压力(MPa)')).toHaveLength(1);
    for (const label of ['额定蒸发量(t/h)', '额定速度(m/s)', '管道长度(km)', '管道长度(m)', '运量(人/h)']) {
      expect(header).toContain(label);
    }
    expect(header).not.toContain('登记状态');
    // The varieties do not fit an inline list: the picker reads a hidden sheet.
    const varieties = EQUIPMENT_KINDS.flatMap((k) => k.varieties).length;
    expect(sheet.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: [`'选项'!$A$1:$A$${varieties}`],
    });
    expect(workbook.getWorksheet('选项')?.state).toBe('hidden');
    expect(sheet.getCell('A2').dataValidation.formulae?.[0]).toContain('电梯');
    const guide = await readSheet(file.blob, '填写说明');
    expect(guide.sheet.getColumn(1).values.join('')).toContain('每行一台设备');
    expect(guide.rows.find((row) => row[0] === '额定速度(m/s)')?.[2]).toMatch(/电梯必填/);
  });

  it('checks each row by the add form’s rules, saves nothing until told, then saves the good rows', async () => {
    await loginAs('syqy');
    const before = await countOf();
    const seeded = equipment.findBy((e) => e.unitId === 'unit-multi' && e.equclacode === CATEGORY.elevator)!;
    const nextYear = dayjs().add(1, 'year').format('YYYY-MM-DD');
    const check = await checkOf(
      equipmentImport,
      await filled(equipmentImport, [
        elevatorRow('90101'),
        elevatorRow('90102', { 设备代码: '411033099202390102', 设备名称: '' }),
        elevatorRow('90103', { 注册代码: '3110330203202305', 制造日期: nextYear }),
        elevatorRow('90104', { '额定载重量(kg)': '一吨', '额定蒸发量(t/h)': '4' }),
        elevatorRow('90105', { 设备代码: seeded.equcode }),
        elevatorRow('90106', { 注册代码: '31103302032023059101' }),
        elevatorRow('90107', { 设备品种: '', 使用状态: '在建' }),
      ]),
    );
    if (typeof check === 'string') throw new Error(check);
    expect(check.total).toBe(7);
    expect(check.accepted.map((r) => r.row)).toEqual([2]);
    const reasons = Object.fromEntries(
      check.refused.map((r) => [r.row, r.problems.map((p) => `${p.field}：${p.message}`)]),
    );
    expect(reasons).toEqual({
      3: ['设备名称：请填写设备名称', '设备代码：设备代码的品种与所选设备类别不符'],
      4: ['注册代码：请输入有效的20位注册代码'],
      5: ['额定蒸发量(t/h)：电梯没有此技术参数，请留空', '额定载重量(kg)：额定载重量(kg)须为整数'],
      6: [`设备代码：设备代码 ${seeded.equcode} 已存在，不能重复登记`],
      7: ['注册代码：与第2行的注册代码重复'],
      8: expect.arrayContaining(['设备品种：请选择设备品种', '使用状态：请选择有效的使用状态']),
    });
    // The future date: the schema's next rule once the row's code is right.
    const again = await checkOf(
      equipmentImport,
      await filled(equipmentImport, [elevatorRow('90103', { 制造日期: nextYear })]),
    );
    if (typeof again === 'string') throw new Error(again);
    expect(again.refused.map((r) => r.problems.map((p) => `${p.field}：${p.message}`))).toEqual([
      ['制造日期：制造日期不能晚于今天'],
    ]);
    await equipmentImport.cancel(again.importId);
    expect(await countOf()).toBe(before);

    expect(await equipmentImport.save(check.importId)).toEqual({ saved: 1, message: '已导入1台设备' });
    expect(await countOf()).toBe(before + 1);
    const saved = equipment.findBy((e) => e.equcode === '311033099202390101')!;
    expect(saved).toMatchObject({
      unitId: 'unit-use',
      equclacode: CATEGORY.elevator,
      equsortcode: '3110',
      usestatus: '1',
      areacode: '330203',
      ratedspeed: '1.75',
      ratedload: '1000',
      regstatus: '1',
    });
    expect(saved.ratedevaporation).toBeUndefined();
    await expect(equipmentImport.save(check.importId)).rejects.toThrow('导入数据已失效');
  });

  it('saves nothing when a code was taken after the check', async () => {
    await loginAs('syqy');
    const before = await countOf();
    const file = await filled(equipmentImport, [elevatorRow('90201'), elevatorRow('90202')]);
    const check = await checkOf(equipmentImport, file);
    if (typeof check === 'string') throw new Error(check);
    const first = await checkOf(equipmentImport, await filled(equipmentImport, [elevatorRow('90202')]));
    if (typeof first === 'string') throw new Error(first);
    await equipmentImport.save(first.importId);
    await expect(equipmentImport.save(check.importId)).rejects.toThrow(
      '第3行：设备代码 311033099202390202 已存在，不能重复登记。数据已变化，请重新导入',
    );
    expect(await countOf()).toBe(before + 1);
  });

  it.each<[string, () => Promise<File>, string | RegExp]>([
    ['a text file', async () => new File(['设备代码\n1'], 'a.csv'), /^文件不是 Excel 工作簿（\.xlsx）/],
    [
      'another template',
      async () => new File([await writeWorkbook([['姓名', '性别']])], 'a.xlsx'),
      /^文件不是设备导入模板：第1行应为“设备类别、设备品种、设备代码/,
    ],
    [
      'the empty template',
      async () => new File([await bytesOf(equipmentImport)], 'a.xlsx'),
      /^文件中没有数据/,
    ],
    [
      'a formula',
      async () => filled(equipmentImport, [elevatorRow('90301', { 设备名称: { formula: 'C2&"1"' } })]),
      '第2行“设备名称”是公式，请复制后“粘贴为数值”再导入',
    ],
  ])('refuses %s with a clear message', async (_, file, message) => {
    await loginAs('syqy');
    const answer = await checkOf(equipmentImport, await file());
    if (typeof message === 'string') expect(answer).toBe(message);
    else expect(answer).toMatch(message);
  });

  it('is refused to a unit without the equipment menus', async () => {
    await loginAs('wbdw');
    await expect(equipmentImport.template()).rejects.toThrow('当前角色无权进行此操作');
  });
});

describe('stand-in technical parameters of one kind (/api/eqmProperty)', () => {
  useNodeBlobs();
  const elevators = equipmentPropertyCalls('elevator');
  const ownElevators = () =>
    equipment
      .filter((e) => e.unitId === 'unit-use' && e.equclacode === CATEGORY.elevator)
      .sort((a, b) => a.equcode.localeCompare(b.equcode));

  it('exports the unit’s equipment of the kind: 设备代码, 注册代码 and the parameters', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('syqy');
    const file = await elevators.template();
    expect(file.fileName).toBe('电梯技术参数_20261127.xlsx');
    const { sheet, header, rows } = await readSheet(file.blob);
    expect(sheet.name).toBe('电梯技术参数');
    expect(header).toEqual([
      '设备代码',
      '注册代码',
      '额定速度(m/s)',
      '额定载重量(kg)',
      '层数(层)',
      '站数(站)',
      '门数(门)',
    ]);
    const own = ownElevators();
    expect(rows).toHaveLength(own.length);
    expect(rows[0].slice(0, 3)).toEqual([own[0].equcode, own[0].equregcode, own[0].ratedspeed]);
    // Another unit's sheet holds its own equipment only.
    await loginAs('duojs');
    const other = await readSheet((await elevators.template()).blob);
    expect(other.rows.length).toBeGreaterThan(0);
    expect(other.rows.map((r) => r[0])).not.toContain(own[0].equcode);
  });

  it('imports changed parameters back: per-row results, nothing written until saved', async () => {
    await loginAs('syqy');
    const [first, second, third] = ownElevators().filter(
      (e) =>
        !equipmentChanges.findBy(
          (c) => c.equipmentId === e.id && c.status === EQUIPMENT_CHANGE_STATUS.pending,
        ),
    );
    const foreign = equipment.findBy((e) => e.unitId !== 'unit-use' && e.equclacode === CATEGORY.elevator)!;
    const row = (e: typeof first, values: Record<string, TestCell> = {}) => ({
      设备代码: e.equcode,
      注册代码: e.equregcode,
      '额定速度(m/s)': e.ratedspeed ?? '',
      '额定载重量(kg)': e.ratedload ?? '',
      ...values,
    });
    const check = await checkOf(
      elevators,
      await filled(elevators, [
        row(first, { '额定速度(m/s)': '2.5' }),
        row(second, { '额定载重量(kg)': '很重' }),
        row(foreign),
        row(first),
        row(third, { 注册代码: '31103302032019050000' }),
      ]),
    );
    if (typeof check === 'string') throw new Error(check);
    expect(check.accepted.map((r) => r.row)).toEqual([2]);
    expect(check.refused.map((r) => [r.row, r.problems.map((p) => `${p.field}：${p.message}`)])).toEqual([
      [3, ['额定载重量(kg)：额定载重量(kg)须为整数']],
      [4, [`设备代码：本单位没有设备代码为 ${foreign.equcode} 的电梯`]],
      [5, ['设备代码：与第2行的设备代码重复']],
      [6, ['注册代码：注册代码与设备代码不符，请核对']],
    ]);
    expect(equipment.find(first.id)?.ratedspeed).not.toBe('2.5');
    expect(await elevators.save(check.importId)).toEqual({ saved: 1, message: '已更新1台电梯的技术参数' });
    expect(equipment.find(first.id)?.ratedspeed).toBe('2.5');
    expect(equipment.find(second.id)?.ratedload).toBe(second.ratedload);
  });

  it('refuses a record with a change request waiting for audit', async () => {
    await loginAs('syqy');
    const record = ownElevators()[0];
    const file = await getEquipment(record.id, CATEGORY.elevator);
    const { inspections: _i, registrations: _r, changes: _c, pendingChange: _p, ...editable } = file;
    await changeEquipment({ ...editable, innercode: 'DT-CHANGED' });
    const kind = kindOfVariety(record.equsortcode)!;
    const calls = equipmentPropertyCalls(kind.key as EquipmentKindKey);
    const stored = record as unknown as Record<string, string | undefined>;
    const values = Object.fromEntries(kind.parameters.map((p) => [parameterLabel(p), stored[p.name] ?? '']));
    const check = await checkOf(calls, await filled(calls, [{ 设备代码: record.equcode, ...values }]));
    if (typeof check === 'string') throw new Error(check);
    expect(check.refused[0].problems).toEqual([
      {
        field: '设备代码',
        value: record.equcode,
        message: '该设备有待审核的变更申请，请审核完成后再导入技术参数',
      },
    ]);
  });

  it('refuses an unknown kind, another template and a unit without the menus', async () => {
    await loginAs('syqy');
    const unknown = equipmentPropertyCalls('spaceship' as 'elevator');
    await expect(unknown.template()).rejects.toThrow('设备种类无效');
    const boilerSheet = new File([await bytesOf(equipmentPropertyCalls('boiler'))], 'a.xlsx');
    expect(await checkOf(elevators, boilerSheet)).toMatch(
      /^文件不是电梯技术参数导入模板：第1行应为“设备代码、注册代码、额定速度/,
    );
    await loginAs('wbdw');
    await expect(elevators.template()).rejects.toThrow('当前角色无权进行此操作');
  });
});

describe('stand-in control: a unit with as many equipment records as a test needs', () => {
  const seed = (loginName: string, count: number) =>
    fetch(new URL('/esp/__stand-in/seed-equipment', window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginName, count: String(count) }),
    }).then((r) => r.json() as Promise<{ success: boolean; errorMsg?: string; data: { count: number } }>);

  it('grows the unit’s equipment to the count with unique codes, and never shrinks it', async () => {
    expect((await seed('syqy', 500)).data.count).toBe(500);
    await loginAs('syqy');
    const listed = await listEquipment({ pageSize: 1 });
    expect(listed.count).toBe(500);
    const codes = equipment.all().map((e) => e.equcode);
    expect(new Set(codes).size).toBe(codes.length);
    expect((await seed('syqy', 100)).data.count).toBe(500);
    expect((await listEquipment({ pageSize: 1 })).count).toBe(500);
    expect(await seed('nobody', 10)).toMatchObject({ success: false, errorMsg: '无此账号' });
    expect(await seed('syqy', 0)).toMatchObject({ success: false });
  });
});
