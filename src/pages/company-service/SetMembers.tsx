import { Link } from 'react-router-dom';
import { Table } from 'antd';
import type { EquipmentRow } from '@/api/equipment';
import { StatusTag } from '@/components/StatusTag';
import { treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES, USE_STATES } from '@/domain/equipment';
import { equipmentFilePath } from '@/routes/equipmentFile';

/** The variety's own name (曳引驱动乘客电梯), not its whole path. */
const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/** A set's members: each links to its equipment file. */
export function SetMembers({ members }: { members: EquipmentRow[] }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={members}
      locale={{ emptyText: '暂无设备' }}
      columns={[
        {
          key: 'equcode',
          title: '设备代码',
          render: (_: unknown, row: EquipmentRow) => {
            const to = equipmentFilePath(row);
            return to ? <Link to={to}>{row.equcode}</Link> : row.equcode;
          },
        },
        { key: 'equregcode', title: '注册代码', dataIndex: 'equregcode' },
        { key: 'equname', title: '设备名称', dataIndex: 'equname' },
        {
          key: 'equsortcode',
          title: '设备品种',
          render: (_: unknown, row: EquipmentRow) => varietyName(row.equsortcode),
        },
        { key: 'innercode', title: '单位内编号', dataIndex: 'innercode' },
        {
          key: 'usestatus',
          title: '使用状态',
          render: (_: unknown, row: EquipmentRow) => <StatusTag dict={USE_STATES} value={row.usestatus} />,
        },
        { key: 'nextinsdate', title: '下次检验日期', dataIndex: 'nextinsdate' },
      ]}
    />
  );
}
