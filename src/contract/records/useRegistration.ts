import { USE_REGISTRATION_KINDS } from '@/domain/useRegistration';
import { defineRecord } from '../field';
import { EQUIPMENT } from './equipment';

const E = EQUIPMENT;

/**
 * A use registration (使用登记表): the 登记类别, the equipment (picked from the unit's, or new and
 * described here, in the equipment's own terms) and where and by whom it is used.
 */
export const USE_REGISTRATION = defineRecord({
  applyNo: { label: '申请编号', derived: true },
  regkind: { label: '登记类别', dict: USE_REGISTRATION_KINDS, required: true },
  equipmentId: { label: '选择本单位设备', maxLength: 64 },
  opinion: { label: '登记机关意见', derived: true },
  equclacode: { ...E.equclacode, required: false },
  equsortcode: { ...E.equsortcode, label: '设备类别/品种' },
  // A registration names the code of equipment not yet on file: it may still be corrected.
  equcode: { ...E.equcode, fixed: undefined },
  equname: E.equname,
  equmodel: E.equmodel,
  factorycode: E.factorycode,
  makeunit: E.makeunit,
  makedate: E.makedate,
  installunit: E.installunit,
  equregcode: { ...E.equregcode, derived: true },
  usecercode: { ...E.usecercode, derived: true },
  areacode: E.areacode,
  address: { ...E.address, label: '使用地点' },
  innercode: E.innercode,
  usedate: E.usedate,
  safeman: E.safeman,
  safemobile: E.safemobile,
  maintainunit: E.maintainunit,
  attrefsysid: { label: '附件编号', type: 'attachments' },
});
