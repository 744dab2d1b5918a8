import { describe, expect, it } from 'vitest';
import { listDetectExtended, listEquipment } from '@/api/equipment';
import { exportEquipmentList } from '@/api/excel';
import { INSPECTION_STATE } from '@/domain/equipment';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { readSheet } from '../helpers/workbooks';
import { onBeijingDay } from '../helpers/clock';

describe('eqm expListExcel (stand-in): an equipment list as the page shows it', () => {
  useNodeBlobs();

  it('exports the overdue list with its title, the page columns and only overdue rows of the unit', async () => {
    onBeijingDay('2026-11-27');
    await loginAs('syqy');
    const query = { inspState: INSPECTION_STATE.overdue };
    const listed = await listEquipment({ ...query, pageNo: 1, pageSize: 1000 });
    expect(listed.count).toBeGreaterThan(0);

    const file = await exportEquipmentList('equipment_query_timeout', query);
    expect(file.fileName).toBe('超期未检设备_20261127.xlsx');
    const { sheet, header, rows } = await readSheet(file.blob);
    expect(sheet.name).toBe('超期未检设备');
    // The page's columns, written out: the export reads the same declarations, so they are not the check.
    expect(header).toEqual([
      '设备类别',
      '设备品种',
      '设备代码',
      '注册代码',
      '使用登记证编号',
      '设备名称',
      '使用状态',
      '所在区域',
      '详细地址',
      '维保单位',
      '检验结论',
      '下次检验日期',
    ]);
    expect(rows).toHaveLength(listed.count);
    const codeColumn = header.indexOf('设备代码');
    expect(new Set(rows.map((row) => String(row[codeColumn])))).toEqual(
      new Set(listed.list.map((row) => row.equcode)),
    );
  });

  it("puts a list's own columns after the name (延期检验: 延期日期 and its reason)", async () => {
    await loginAs('syqy');
    const listed = await listDetectExtended({ pageNo: 1, pageSize: 1000 });
    const file = await exportEquipmentList('equipment_query_detect_extended', {});
    const { header, rows } = await readSheet(file.blob);
    const afterName = header.slice(header.indexOf('设备名称') + 1, header.indexOf('设备名称') + 3);
    expect(afterName).toEqual(['延期至', '延期原因']);
    expect(listed.count).toBeGreaterThan(0);
    expect(rows).toHaveLength(listed.count);
  });

  it('refuses a list it does not know and a caller without the equipment menus', async () => {
    await loginAs('syqy');
    await expect(exportEquipmentList('equipment_secret', {})).rejects.toThrow('没有可导出的列表');
    await loginAs('wbdw');
    await expect(exportEquipmentList('equipment_query_comprehensive', {})).rejects.toThrow(
      '当前角色无权进行此操作',
    );
  });
});
