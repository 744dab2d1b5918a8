import type { ReactNode } from 'react';
import { Table, Tabs } from 'antd';
import type { FlowStep } from '@/api/registration';
import type { Dict } from '@/domain/dict';
import { FlowTimeline } from './FlowTimeline';
import { displayValue, type FieldDef } from './fields';

/** A tab of a record's detail view, as RecordForm's view mode declares it. */
export type RecordTab = { key: string; label: ReactNode } & (
  | { content: ReactNode }
  | { rows: Record<string, unknown>[]; fields: FieldDef[] }
  | { flow: FlowStep[]; actions?: Dict }
);

/** A list of sub-records (certificates of a worker) as a table. */
function RowsTable({ fields, rows }: { fields: FieldDef[]; rows: Record<string, unknown>[] }) {
  return (
    <Table
      size="small"
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '暂无记录' }}
      columns={fields.map((sub) => ({
        key: sub.name,
        title: sub.label,
        render: (_: unknown, row: Record<string, unknown>) => displayValue(sub, row[sub.name]),
      }))}
    />
  );
}

/**
 * The tabs under a record's descriptions (sub-record tables, attachments, the page's own tabs, the
 * flow log): below the detail's first screen, so their code (tabs, table, timeline; some 35 KB gzip)
 * loads after it (RecordForm).
 */
export function RecordTabs({ tabs }: { tabs: RecordTab[] }) {
  return (
    <Tabs
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children:
          'rows' in tab ? (
            <RowsTable fields={tab.fields} rows={tab.rows} />
          ) : 'flow' in tab ? (
            <FlowTimeline steps={tab.flow} actions={tab.actions} />
          ) : (
            tab.content
          ),
      }))}
    />
  );
}
