import { describe, expect, it } from 'vitest';
import { accountApi } from '@/api/account';
import { addOperator, exportOperators, listOperators, operatorImport } from '@/api/operator';
import type { ImportCheck } from '@/api/excel';
import { tableColumns, type Catalogue } from '@/components/catalogue';
import { CERTIFICATE, OPERATOR } from '@/contract/records/workers';
import { importColumns } from '@/contract/workbook';
import { operators } from '@/mocks/families/operator';
import { makeCitizenId } from '@/mocks/families/operator';
import { MAX_IMPORT_ROWS } from '@/mocks/excel';
import { accountCatalogue } from '@/pages/account/declarations';
import { operatorCatalogue } from '@/pages/worker/declarations';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { readSheet, writeWorkbook, type TestCell } from '../helpers/workbooks';
import { onBeijingDay } from '../helpers/clock';

const importLabels = [...importColumns(OPERATOR), ...importColumns(CERTIFICATE)].map((c) => c.label);

/** The header's columns that the page's table shows: every one of them, in the table's order. */
const tableTitlesIn = <T>(header: string[], catalogue: Catalogue<T>) => {
  const shown = tableColumns(catalogue).map((c) => c.title);
  return [header.filter((title) => shown.includes(title)), shown];
};

/** A template row: an operator and one certificate, in the template's column order. */
const workerRow = (serial: string, overrides: Partial<Record<string, TestCell>> = {}): TestCell[] => {
  const values: Record<string, TestCell> = {
    姓名: `导入${serial}`,
    性别: '男',
    身份证号: makeCitizenId('330203', '19900101', serial),
    手机号码: '13812345678',
    所在区域: '海曙区',
    详细地址: '中山西路1号',
    备注: '',
    证书编号: `IMP-${serial}`,
    作业项目: '叉车司机',
    发证机关: '宁波市市场监督管理局',
    发证日期: new Date(Date.UTC(2024, 0, 1)),
    有效期至: '2028-01-01',
    ...overrides,
  };
  return importLabels.map((label) => values[label]);
};

const templateBytes = async () => new Uint8Array(await (await operatorImport.template()).blob.arrayBuffer());

/** A filled template as the file the user picks. */
const filled = async (rows: TestCell[][]) =>
  new File([await writeWorkbook(rows, { template: await templateBytes() })], '作业人员.xlsx');

/** The check's answer, or the refusal's message. */
const checkOf = (file: File): Promise<ImportCheck | string> =>
  operatorImport.check(file).catch((e: Error) => e.message);

const countOf = async () => (await listOperators({ pageSize: 1 })).count;

describe('stand-in Excel export', () => {
  useNodeBlobs();

  it('exports the filtered worker list with typed cells, a frozen header and a dated name', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('syqy');
    const query = { name: '王', orderBy: 'idcard asc' };
    const file = await exportOperators(query);
    expect(file.fileName).toBe(`作业人员_20261127.xlsx`);
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const { sheet, header, rows } = await readSheet(file.blob);
    expect(sheet.name).toBe('作业人员');
    const [exported, shown] = tableTitlesIn(header, operatorCatalogue);
    expect(exported).toEqual(shown);
    expect(header).toEqual([
      '姓名',
      '性别',
      '身份证号',
      '手机号码',
      '作业项目',
      '所在区域',
      '详细地址',
      '最近有效期至',
      '证书状态',
      '证书数量',
      '登记日期',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(8);

    // The same filter and order as the list call: the same rows, all of them.
    const listed = await listOperators({ ...query, pageSize: 500 });
    expect(rows).toHaveLength(listed.count);
    expectEvery(rows, (row) => String(row[0]).includes('王'), 'exported names');
    const first = listed.list[0];
    const [name, sex, idcard, , workitems, area, , nearest, , certCount, created] = rows[0];
    // The first 王 by 身份证号 in the seed, its codes as the labels a reader sees (written out here).
    expect([name, sex, idcard, area]).toEqual(['王凯英', '男', '330205196908015058', '江北区']);
    expect(String(workitems).split('、').sort()).toEqual(['客运索道修理', '起重机指挥']);
    expect(nearest).toBeInstanceOf(Date);
    expect((nearest as Date).toISOString().slice(0, 10)).toBe(first.nearestValid);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('yyyy-mm-dd');
    expect(certCount).toBe(first.certCount);
    expect(typeof certCount).toBe('number');
    expect(created).toBeInstanceOf(Date);
  });

  it('names the file in Content-Disposition with a UTF-8 filename*', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('syqy');
    const { sessions, users } = await import('@/mocks/callers');
    const user = users.findBy((u) => u.loginName === 'syqy')!;
    const sid = sessions.findBy((s) => s.userId === user.id)!.id;
    const url = new URL('/esp/a/stone/common/expExcel', window.location.href);
    url.searchParams.set('__sid', sid);
    url.searchParams.set('list', 'operator');
    const answer = await fetch(url);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="operator_20261127.xlsx"; filename*=UTF-8''${encodeURIComponent(`作业人员_20261127.xlsx`)}`,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('exports accounts to administrators only, with the account list’s filter', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('admin');
    const file = await accountApi.exportAccounts({ unittype: '5' });
    expect(file.fileName).toBe(`企业账号_20261127.xlsx`);
    const { header, rows } = await readSheet(file.blob);
    const [exported, shown] = tableTitlesIn(header, accountCatalogue);
    expect(exported).toEqual(shown);
    expect(header).toContain('统一社会信用代码');
    const listed = await accountApi.findAccount({ unittype: '5', pageSize: 500 });
    expect(rows).toHaveLength(listed.count);
    expectEvery(rows, (row) => row[header.indexOf('单位类型')] === '维保单位', 'exported accounts');

    await loginAs('syqy');
    await expect(accountApi.exportAccounts({})).rejects.toThrow('当前角色无权进行此操作');
  });
});

describe('stand-in Excel import', () => {
  useNodeBlobs();

  it('offers a template with the form’s fields, pickers and instructions', async () => {
    await loginAs('syqy');
    const file = await operatorImport.template();
    expect(file.fileName).toBe('作业人员导入模板.xlsx');
    const { workbook, sheet, header, rows } = await readSheet(file.blob);
    expect(header).toEqual(importLabels);
    expect(header).toEqual([
      '姓名',
      '性别',
      '身份证号',
      '手机号码',
      '所在区域',
      '详细地址',
      '备注',
      '证书编号',
      '作业项目',
      '发证机关',
      '发证日期',
      '有效期至',
    ]);
    // No data: no cell of the rows below the header (formatted for the pickers) holds a value.
    expect(rows.flat().filter((cell) => cell !== null && cell !== undefined)).toEqual([]);
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
    expect(sheet.getCell('C2').numFmt).toBe('@');
    expect(workbook.getWorksheet('填写说明')).toBeDefined();
  });

  it('answers accepted and refused rows, saves nothing until told, then saves the good ones', async () => {
    await loginAs('syqy');
    const before = await countOf();
    const check = await checkOf(
      await filled([
        workerRow('101'),
        workerRow('103', { 身份证号: '330203199001011234', 作业项目: '飞行员', 发证日期: '' }),
        workerRow('105', { 有效期至: '2020-01-01' }),
        workerRow('107'),
      ]),
    );
    if (typeof check === 'string') throw new Error(check);
    expect(check.total).toBe(4);
    expect(check.columns).toEqual(importLabels);
    expect(check.accepted.map((r) => r.row)).toEqual([2, 5]);
    expect(check.accepted[0].values[0]).toBe('导入101');
    expect(check.refused.map((r) => r.row)).toEqual([3, 4]);
    expect(check.refused[0].problems).toEqual([
      { field: '身份证号', value: '330203199001011234', message: '请输入有效的身份证号' },
      { field: '作业项目', value: '飞行员', message: '请选择有效的作业项目' },
      { field: '发证日期', value: '', message: '请选择发证日期' },
    ]);
    expect(check.refused[1].problems).toEqual([
      { field: '有效期至', value: '2020-01-01', message: '有效期至必须晚于发证日期' },
    ]);
    expect(await countOf()).toBe(before);

    const saved = await operatorImport.save(check.importId);
    expect(saved).toEqual({ saved: 2, message: '已导入2名作业人员' });
    expect(await countOf()).toBe(before + 2);
    const imported = operators.findBy((o) => o.name === '导入101')!;
    expect(imported).toMatchObject({ sex: '1', areacode: '330203', mobile: '13812345678' });
    const withCerts = (await listOperators({ name: '导入101' })).list[0];
    expect(withCerts.workitems).toBe('N1');
    // A check is saved once.
    await expect(operatorImport.save(check.importId)).rejects.toThrow('导入数据已失效，请重新上传文件');
    expect(await countOf()).toBe(before + 2);
  });

  it('refuses ID and certificate numbers taken in the store or earlier in the file', async () => {
    await loginAs('syqy');
    const taken = operators.findBy((o) => o.unitId === 'unit-use')!;
    const check = await checkOf(
      await filled([
        workerRow('111', { 身份证号: taken.idcard }),
        workerRow('113'),
        workerRow('115', { 身份证号: makeCitizenId('330203', '19900101', '113') }),
        workerRow('117', { 证书编号: 'IMP-113' }),
      ]),
    );
    if (typeof check === 'string') throw new Error(check);
    expect(check.accepted.map((r) => r.row)).toEqual([3]);
    expect(check.refused.map((r) => [r.row, r.problems.map((p) => `${p.field}：${p.message}`)])).toEqual([
      [2, [`身份证号：身份证号已登记为本单位作业人员（${taken.name}）`]],
      [4, ['身份证号：与第3行的身份证号重复']],
      [5, ['证书编号：与第3行的证书编号重复']],
    ]);
  });

  it('leaves the store unchanged on cancel, and a cancelled check cannot be saved', async () => {
    await loginAs('syqy');
    const before = await countOf();
    const check = await checkOf(await filled([workerRow('121'), workerRow('123')]));
    if (typeof check === 'string') throw new Error(check);
    await operatorImport.cancel(check.importId);
    await expect(operatorImport.save(check.importId)).rejects.toThrow('导入数据已失效');
    expect(await countOf()).toBe(before);
  });

  it('saves nothing when the store changed after the check', async () => {
    await loginAs('syqy');
    const before = await countOf();
    const check = await checkOf(await filled([workerRow('131'), workerRow('133')]));
    if (typeof check === 'string') throw new Error(check);
    await addOperator({
      name: '抢先登记',
      sex: '1',
      idcard: makeCitizenId('330203', '19900101', '133'),
      mobile: '13812345678',
      areacode: '',
      address: '',
      remarks: '',
      attrefsysid: '',
      qualifications: [],
    });
    await expect(operatorImport.save(check.importId)).rejects.toThrow(
      /^第3行身份证号：身份证号已登记为本单位作业人员（抢先登记）。数据已变化，请重新导入$/,
    );
    expect(await countOf()).toBe(before + 1);
    expect(operators.findBy((o) => o.name === '导入131')).toBeUndefined();
  });

  it('keeps one unit’s check from another user', async () => {
    await loginAs('syqy');
    const check = await checkOf(await filled([workerRow('141')]));
    if (typeof check === 'string') throw new Error(check);
    await loginAs('wbdw');
    await expect(operatorImport.save(check.importId)).rejects.toThrow('导入数据已失效');
  });

  it('stops reading a sheet at its row limit: a small file of many rows is refused unread', async () => {
    await loginAs('syqy');
    const before = await countOf();
    // One cell a row keeps the file small (it compresses to a few hundred KB). The merge is written after
    // the rows: had the whole sheet been read, the merged cells would be refused first.
    const rows = Array.from({ length: 20 * MAX_IMPORT_ROWS }, (_, i) => [`导入${i}`]);
    const bytes = await writeWorkbook(rows, {
      template: await templateBytes(),
      change: (sheet) => sheet.mergeCells('H2:I2'),
    });
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect(await checkOf(new File([bytes], 'a.xlsx'))).toBe(
      `数据行过多：一次最多导入${MAX_IMPORT_ROWS}行，请分成几个文件导入`,
    );
    expect(await countOf()).toBe(before);
  });

  it.each<[string, () => Promise<File>, string | RegExp]>([
    [
      'a text file',
      async () => new File(['姓名,性别\n张三,男'], '作业人员.csv'),
      /^文件不是 Excel 工作簿（\.xlsx）/,
    ],
    [
      'an old .xls workbook',
      async () => new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])], 'a.xls'),
      /旧版 Excel 文件（\.xls）/,
    ],
    [
      'a broken zip',
      async () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'a.xlsx'),
      /文件已损坏或不是 Excel 工作簿/,
    ],
    [
      'another template',
      async () =>
        new File(
          [
            await writeWorkbook([
              ['姓名', '电话'],
              ['张三', '1'],
            ]),
          ],
          'a.xlsx',
        ),
      /^文件不是作业人员导入模板：第1行应为“姓名、性别、身份证号/,
    ],
    ['the empty template', async () => new File([await templateBytes()], 'a.xlsx'), /^文件中没有数据/],
    [
      `more than ${MAX_IMPORT_ROWS} rows`,
      async () =>
        filled(
          Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => workerRow(String(i % 1000).padStart(3, '0'))),
        ),
      `数据行过多：一次最多导入${MAX_IMPORT_ROWS}行，请分成几个文件导入`,
    ],
    [
      'a formula',
      async () => filled([workerRow('151'), workerRow('153', { 姓名: { formula: 'A2&"1"' } })]),
      '第3行“姓名”是公式，请复制后“粘贴为数值”再导入',
    ],
    [
      'merged cells',
      async () =>
        new File(
          [
            await writeWorkbook([workerRow('161'), workerRow('163')], {
              template: await templateBytes(),
              change: (sheet) => sheet.mergeCells('F2:G3'),
            }),
          ],
          'a.xlsx',
        ),
      '工作表含合并单元格（F2:G3），请取消合并后再导入',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_, file, message) => {
    await loginAs('syqy');
    const before = await countOf();
    const answer = await checkOf(await file());
    expect(typeof answer).toBe('string');
    if (typeof message === 'string') expect(answer).toBe(message);
    else expect(answer).toMatch(message);
    expect(await countOf()).toBe(before);
  });
});
