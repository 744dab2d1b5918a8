import { Table, type TableColumnsType } from 'antd';
import { keepWhole } from '@/components/catalogue';
import { labelOf, treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { INSPECTION_KINDS, yuan, type FeeLine, type FeeSheet } from '@/domain/inspectionApplication';

/** The fees of an application line by line: amount, the relief policies applied, what is due; then the totals. */
export function FeeSheetTable({ sheet }: { sheet: FeeSheet }) {
  return (
    <Table<FeeLine>
      size="small"
      rowKey="equsortcode"
      pagination={false}
      dataSource={sheet.lines}
      aria-label="检验费用明细"
      // Headers, kinds and sums whole (not "检验类" / "别"), the variety and the policies wrap; narrower, it scrolls.
      scroll={{ x: true }}
      tableLayout="auto"
      columns={(
        [
          {
            key: 'sort',
            title: '设备品种',
            render: (_, l) => treeLabel(EQUIPMENT_CATEGORIES, l.equsortcode),
          },
          { key: 'kind', title: '检验类别', render: (_, l) => labelOf(INSPECTION_KINDS, l.inspectKind) },
          { key: 'count', title: '台数', dataIndex: 'count', align: 'right' },
          { key: 'unit', title: '单价', align: 'right', render: (_, l) => yuan(l.unitFee) },
          { key: 'amount', title: '金额', align: 'right', render: (_, l) => yuan(l.amount) },
          { key: 'policy', title: '减免政策', render: (_, l) => l.reliefNames || '—' },
          { key: 'relief', title: '减免金额', align: 'right', render: (_, l) => yuan(l.relief) },
          { key: 'due', title: '应缴金额', align: 'right', render: (_, l) => yuan(l.due) },
        ] satisfies TableColumnsType<FeeLine>
      ).map((column) => ({
        ...column,
        onHeaderCell: keepWhole,
        onCell: column.key === 'sort' || column.key === 'policy' ? undefined : keepWhole,
      }))}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            <strong>合计</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            {yuan(sheet.amount)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} />
          <Table.Summary.Cell index={6} align="right">
            {yuan(sheet.relief)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} align="right">
            <strong data-testid="fee-total">{yuan(sheet.total)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
