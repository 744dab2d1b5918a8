import type { Equipment } from '@/api/equipment';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import type { TestCell } from './workbooks';

/** A new traction passenger elevator with the example codes of docs/requirements.md. */
export const newElevator = (overrides: Partial<Equipment> = {}): Equipment => ({
  equclacode: CATEGORY.elevator,
  equsortcode: '3110',
  equcode: '311033012202100456',
  equregcode: '31103302122019050123',
  usecercode: '梯11浙B01234(19)',
  equname: '1号客梯',
  usestatus: USE_STATE.inUse,
  innercode: 'KT-01',
  areacode: '330212',
  address: '宁波市鄞州区天童南路588号1号楼',
  safeman: '王丽娟',
  safemobile: '13857401234',
  maintainunit: '宁波安捷电梯工程有限公司',
  usedate: '2021-06-01',
  equmodel: 'GeN2-MR',
  factorycode: 'F2021-0456',
  makeunit: '日立电梯（中国）有限公司',
  makedate: '2021-03-15',
  installunit: '宁波安捷电梯工程有限公司',
  lastinsdate: '2025-06-01',
  inspconclusion: '合格',
  nextinsdate: '2026-06-01',
  ratedspeed: '1.75',
  ratedload: '1000',
  floors: '18',
  stations: '18',
  doors: '18',
  ...overrides,
});

/** A new elevator of unit-use as a template row; serials 9xxxx are none of the seed's. */
export const elevatorRow = (
  serial: string,
  overrides: Record<string, TestCell> = {},
): Record<string, TestCell> => ({
  设备类别: '电梯',
  设备品种: '3110 曳引驱动乘客电梯',
  设备代码: `311033099${'2023'}${serial}`,
  注册代码: `31103302032023059${serial.slice(-3)}`,
  设备名称: '导入电梯',
  使用状态: '在用',
  单位内编号: `DT-${serial}`,
  所在区域: '海曙区',
  详细地址: '宁波市海曙区丽园北路1288号3号楼',
  安全管理人员: '王建国',
  安全管理人员手机: '13812345678',
  制造单位: '杭州西奥电梯有限公司',
  制造日期: '2023-03-01',
  '额定速度(m/s)': '1.75',
  '额定载重量(kg)': '1000',
  '层数(层)': '18',
  ...overrides,
});
