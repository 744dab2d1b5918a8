import type { Equipment } from '@/api/equipment';
import { CATEGORY, USE_STATE } from '@/domain/equipment';

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
