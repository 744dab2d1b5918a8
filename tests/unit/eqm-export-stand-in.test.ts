import { describe, expect, it } from 'vitest';
import { listDetectExtended, listEquipment } from '@/api/equipment';
import { exportEquipmentList } from '@/api/excel';
import { tableColumns } from '@/components/catalogue';
import { INSPECTION_STATE } from '@/domain/equipment';
import { equipmentListFields } from '@/pages/equipment/listDeclarations';
import dayjs from '@/utils/dayjs';
import { loginAs } from '../helpers/session';
import { useNodeBlobs } from '../helpers/node-blobs';
import { readSheet } from '../helpers/workbooks';

describe('eqm expListExcel (stand-in): an equipment list as the page shows it', () => {
  useNodeBlobs();
  const today = dayjs().format('YYYYMMDD');

  it('exports the overdue list with its title, the page columns and only overdue rows of the unit', async () => {
    await loginAs('syqy');
    const query = { inspState: INSPECTION_STATE.overdue };
    const listed = await listEquipment({ ...query, pageNo: 1, pageSize: 1000 });
    expect(listed.count).toBeGreaterThan(0);

    const file = await exportEquipmentList('equipment_query_timeout', query);
    expect(file.fileName).toBe(`超期未检设备_${today}.xlsx`);
    const { sheet, header, rows } = await readSheet(file.blob);
    expect(sheet.name).toBe('超期未检设备');
    // Every column the page shows is exported, in the page's order.
    const shown = tableColumns(equipmentListFields('equipment_query_timeout')).map((c) => c.title);
    expect(header.filter((title) => shown.includes(title))).toEqual(shown);
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
    expect(afterName).toEqual(
      equipmentListFields('equipment_query_detect_extended')
        .filter((f) => f.name === 'delaydate' || f.name === 'delayreason')
        .map((f) => f.label),
    );
    expect(rows).toHaveLength(listed.count);
  });

  it('refuses a list it does not know and a caller without the equipment menus', async () => {
    await loginAs('syqy');
    await expect(exportEquipmentList('equipment_secret', {})).rejects.toThrow('没有可导出的列表');
    await loginAs('wbdw');
    await expect(exportEquipmentList('equipment_query_comprehensive', {})).rejects.toThrow();
  });
});
