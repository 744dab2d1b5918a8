import { USE_STATES } from '@/domain/equipment';
import { REGISTRATION_KINDS } from '@/domain/equipmentFile';
import { CYLINDER_VARIETIES, SET_CATEGORIES, SET_STATES } from '@/domain/registrationSets';
import { defineRecord } from '../field';
import { EQUIPMENT } from './equipment';

const E = EQUIPMENT;

/**
 * What a registration certificate over several pieces of equipment says (按台套, 按单位): read-only,
 * the registration authority's. A set adds its name and category, a unit registration its site.
 */
const CERTIFICATE = {
  regno: { label: '登记编号' },
  usecercode: { label: E.usecercode.label },
  regkind: { label: '登记类别', dict: REGISTRATION_KINDS },
  memberCount: { label: '设备数量' },
  state: { label: '登记状态', dict: SET_STATES },
  regdate: { label: '登记日期', type: 'date' },
  certdate: { label: '发证日期', type: 'date' },
  authority: { label: '登记机关' },
  orgname: { label: '使用单位' },
  areacode: { label: E.areacode.label, type: 'area' },
  address: { label: '使用地点' },
  safeman: { label: E.safeman.label },
  safemobile: { label: E.safemobile.label },
  attrefsysid: { label: '登记资料', type: 'attachments', group: 'registrationDocuments' },
} as const;

export const SET_REGISTRATION = defineRecord({
  ...CERTIFICATE,
  setname: { label: '台套名称' },
  equclacode: { label: E.equclacode.label, dict: SET_CATEGORIES },
});

export const UNIT_REGISTRATION = defineRecord({ ...CERTIFICATE, sitename: { label: '使用场所' } });

/** A gas cylinder of a unit registration. */
export const CYLINDER = defineRecord({
  bottleno: { label: '气瓶编号' },
  variety: { label: '气瓶品种', dict: CYLINDER_VARIETIES },
  medium: { label: '充装介质' },
  pressure: { label: '公称工作压力(MPa)' },
  volume: { label: '容积(L)' },
  factorycode: { label: '出厂编号' },
  makeunit: { label: E.makeunit.label },
  makedate: { label: E.makedate.label, type: 'date' },
  nextinsdate: { label: E.nextinsdate.label, type: 'date' },
  usestatus: { label: E.usestatus.label, dict: USE_STATES },
});
