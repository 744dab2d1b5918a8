import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import {
  DECLARATION_STATUSES,
  SELF_CHECK_CONCLUSIONS,
  SUPERVISION_CONCLUSIONS,
  SUPERVISION_STATUSES,
} from '@/domain/supervision';
import { defineRecord } from '../field';
import { EQUIPMENT } from './equipment';

/** A maintenance unit's certificate number: capitals and digits, 6 to 20 of them. */
const MAINTAINER_CERT = /^[A-Z0-9]{6,20}$/;

/**
 * A compliance declaration (符合性声明) of a maintenance unit on an inspection request: the request
 * it belongs to (named by onlinelsh and equclacode, never changed), then what the unit declares.
 */
export const COMPLIANCE_DECLARATION = defineRecord({
  onlinelsh: { label: '申请流水号', required: true, maxLength: 40, fixed: true },
  equclacode: {
    label: '设备类别',
    type: 'category',
    tree: EQUIPMENT_CATEGORIES,
    required: true,
    maxLength: 4,
    fixed: true,
  },
  equsortcode: { label: '设备品种', type: 'category', tree: EQUIPMENT_CATEGORIES, derived: true },
  equregcode: { label: '注册代码', derived: true },
  useUnit: { label: '使用单位', derived: true },
  address: { label: '使用地点', derived: true },
  applyDate: { label: '申请日期', type: 'date', derived: true },
  selfCheckDate: { label: '自检日期', type: 'date', required: true },
  selfCheckConclusion: { label: '自检结论', dict: SELF_CHECK_CONCLUSIONS, required: true },
  maintainer: { label: '维保人员', required: true, maxLength: 20 },
  maintainerCert: {
    label: '维保人员证书编号',
    required: true,
    maxLength: 20,
    checks: [{ test: (value) => MAINTAINER_CERT.test(value), message: '请输入有效的维保人员证书编号' }],
  },
  content: { label: '声明内容', type: 'textarea', required: true, maxLength: 500 },
  declareDate: { label: '声明日期', type: 'date', derived: true },
  status: { label: '状态', dict: DECLARATION_STATUSES, derived: true },
});

/** An item a supervision inspection checks, with its result. */
export const SUPERVISION_ITEM = defineRecord({
  id: { label: '序号' },
  item: { label: '监检项目' },
  result: { label: '结果' },
});

/** The most items one supervision inspection lists. */
const MAX_SUPERVISION_ITEMS = 50;

/**
 * A manufacturer's supervision inspection (监督检验) of a product, and the certificate it ends with:
 * read-only, the institute's.
 */
export const SUPERVISION_INSPECTION = defineRecord({
  jjbh: { label: '监检编号' },
  equsortcode: { label: '产品品种', type: 'category', tree: EQUIPMENT_CATEGORIES },
  productName: { label: '产品名称' },
  productModel: { label: '型号规格' },
  productNo: { label: EQUIPMENT.factorycode.label },
  makeLicense: { label: '制造许可证编号' },
  quantity: { label: '数量', type: 'number' },
  applyDate: { label: '申请日期', type: 'date' },
  startDate: { label: '监检开始日期', type: 'date' },
  endDate: { label: '监检完成日期', type: 'date' },
  inspector: { label: '监检员' },
  conclusion: { label: '监检结论', dict: SUPERVISION_CONCLUSIONS },
  status: { label: '状态', dict: SUPERVISION_STATUSES },
  certno: { label: '证书编号' },
  certDate: { label: '发证日期', type: 'date' },
  items: {
    label: SUPERVISION_ITEM.item.label,
    items: { of: SUPERVISION_ITEM, max: MAX_SUPERVISION_ITEMS },
  },
});
