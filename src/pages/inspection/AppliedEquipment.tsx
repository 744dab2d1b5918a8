import { Button, Table } from 'antd';
import type { InspectionEquipment } from '@/api/inspection';
import { keepWhole, keptWhole, tableColumns } from '@/components/catalogue';
import { displayValue } from '@/components/fields';
import { waitingCatalogue } from './declarations';

interface Props {
  rows: InspectionEquipment[];
  /** Offers 移除 per row (the request form). */
  onRemove?: (id: string) => void;
}

/** The equipment of an application, with the picker's columns. */
export function AppliedEquipment({ rows, onRemove }: Props) {
  const columns = tableColumns(waitingCatalogue).map((c) => ({
    key: c.key,
    title: c.title,
    onHeaderCell: keepWhole,
    onCell: keptWhole(c) ? keepWhole : undefined,
    render: (_: unknown, row: InspectionEquipment) =>
      displayValue({ ...c, name: c.key, label: c.title }, row[c.key]),
  }));
  return (
    <Table<InspectionEquipment>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      aria-label="报检设备"
      // As the lists: as wide as the card, free text wraps; wider only for what cannot break, then it
      // scrolls with 移除 in sight.
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{ emptyText: '未选择设备' }}
      columns={
        onRemove
          ? [
              ...columns,
              {
                key: 'remove',
                title: '操作',
                fixed: 'right' as const,
                onHeaderCell: keepWhole,
                render: (_: unknown, row: InspectionEquipment) => (
                  <Button type="link" size="small" danger onClick={() => onRemove(row.id)}>
                    移除
                  </Button>
                ),
              },
            ]
          : columns
      }
    />
  );
}
