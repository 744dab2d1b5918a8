import type { Dict, DictTreeNode } from './dict';

const leaf = (value: string, label: string): DictTreeNode => ({ value, label });
const node = (value: string, label: string, children: DictTreeNode[]): DictTreeNode => ({
  value,
  label,
  children,
});

/** Equipment categories (equclacode) -> types -> varieties (DESIGN.md section 3), for a Cascader. */
export const EQUIPMENT_CATEGORIES: DictTreeNode[] = [
  node('1000', '锅炉', [
    leaf('1100', '承压蒸汽锅炉'),
    leaf('1200', '承压热水锅炉'),
    node('1300', '有机热载体锅炉', [leaf('1310', '有机热载体气相炉'), leaf('1320', '有机热载体液相炉')]),
  ]),
  node('2000', '压力容器', [
    node('2100', '固定式压力容器', [
      leaf('2110', '超高压容器'),
      leaf('2130', '第三类压力容器'),
      leaf('2150', '第二类压力容器'),
      leaf('2170', '第一类压力容器'),
    ]),
    node('2200', '移动式压力容器', [
      leaf('2210', '铁路罐车'),
      leaf('2220', '汽车罐车'),
      leaf('2230', '长管拖车'),
      leaf('2240', '罐式集装箱'),
    ]),
    leaf('2300', '气瓶'),
    leaf('2400', '氧舱'),
  ]),
  node('3000', '电梯', [
    node('3100', '曳引与强制驱动电梯', [
      leaf('3110', '曳引驱动乘客电梯'),
      leaf('3120', '曳引驱动载货电梯'),
      leaf('3130', '强制驱动载货电梯'),
    ]),
    node('3200', '液压驱动电梯', [leaf('3210', '液压乘客电梯'), leaf('3220', '液压载货电梯')]),
    node('3300', '自动扶梯与自动人行道', [leaf('3310', '自动扶梯'), leaf('3320', '自动人行道')]),
    node('3400', '其它类型电梯', [
      leaf('3410', '防爆电梯'),
      leaf('3420', '消防员电梯'),
      leaf('3430', '杂物电梯'),
    ]),
  ]),
  node('4000', '起重机械', [
    leaf('4100', '桥式起重机'),
    leaf('4200', '门式起重机'),
    leaf('4300', '塔式起重机'),
    leaf('4400', '流动式起重机'),
    leaf('4700', '门座式起重机'),
    node('4800', '升降机', [leaf('4860', '施工升降机')]),
    leaf('4D00', '机械式停车设备'),
  ]),
  node('5000', '场(厂)内专用机动车辆', [leaf('5110', '叉车'), leaf('5200', '非公路用旅游观光车辆')]),
  node('6000', '大型游乐设施', [
    leaf('6100', '观览车类'),
    leaf('6D00', '水上游乐设施'),
    leaf('6E00', '无动力类游乐设施'),
  ]),
  node('7000', '压力管道元件', [
    leaf('7100', '压力管道管子'),
    leaf('7200', '压力管道管件'),
    leaf('7300', '压力管道阀门'),
    leaf('7400', '压力管道法兰'),
    leaf('7500', '补偿器'),
  ]),
  node('8000', '压力管道', [
    node('8100', '长输管道', [leaf('8110', '输油管道'), leaf('8120', '输气管道')]),
    node('8200', '公用管道', [leaf('8210', '燃气管道'), leaf('8220', '热力管道')]),
    node('8300', '工业管道', [leaf('8310', '工艺管道'), leaf('8320', '动力管道'), leaf('8330', '制冷管道')]),
  ]),
  node('9000', '客运索道', [
    leaf('9100', '客运架空索道'),
    leaf('9200', '客运缆车'),
    leaf('9300', '客运拖牵索道'),
  ]),
];

/**
 * Categories of equipment a unit registers and uses. Pressure-piping components (7000) are products
 * made and inspected before installation, never registered for use, so unit statistics leave them out.
 */
export const IN_SERVICE_CATEGORIES: readonly DictTreeNode[] = EQUIPMENT_CATEGORIES.filter(
  (category) => category.value !== '7000',
);

/** Use state of a piece of equipment (使用状态, usestatus). */
export const USE_STATE = { inUse: '1', stopped: '2', scrapped: '3', cancelled: '4' } as const;
export type UseState = (typeof USE_STATE)[keyof typeof USE_STATE];

export const USE_STATES: Dict = [
  { value: USE_STATE.inUse, label: '在用', color: 'success' },
  { value: USE_STATE.stopped, label: '停用', color: 'warning' },
  { value: USE_STATE.scrapped, label: '报废', color: 'default' },
  { value: USE_STATE.cancelled, label: '注销', color: 'default' },
];
