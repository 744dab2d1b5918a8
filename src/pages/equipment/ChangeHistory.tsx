import { Table, Typography } from 'antd';
import type { EquipmentChange } from '@/api/equipment';
import type { FormField, FormSection } from '@/components/RecordForm';
import { StatusTag } from '@/components/StatusTag';
import { displayValue } from '@/components/fields';
import { EQUIPMENT_CHANGE_STATUSES } from '@/domain/equipmentFile';

/**
 * An equipment file's 变更申请 tab, a module of its own: the file's lists link to files through
 * fileDeclarations, and this table's code waits for the tab (EquipmentFile.tsx).
 */

/** One change: "安全管理人员：王建国 → 李海波", each value as its field shows it. */
function ChangedValues({ change, fields }: { change: EquipmentChange; fields: Map<string, FormField> }) {
  return (
    <>
      {change.changedFields.split(',').map((name) => {
        const field = fields.get(name) ?? { name, label: name };
        return (
          <div key={name}>
            <Typography.Text type="secondary">{field.label}：</Typography.Text>
            {displayValue(field, change.before[name])} → {displayValue(field, change.after[name])}
          </div>
        );
      })}
    </>
  );
}

/** The file's change requests, newest first: what changed from what to what, and the authority's answer. */
export function ChangeHistory({
  changes,
  sections,
}: {
  changes: EquipmentChange[];
  sections: FormSection[];
}) {
  const fields = new Map(sections.flatMap((s) => s.fields).map((f) => [f.name, f]));
  return (
    <Table<EquipmentChange>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={changes}
      locale={{ emptyText: '暂无变更申请' }}
      columns={[
        { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo' },
        { key: 'applyTime', title: '申请时间', dataIndex: 'applyTime' },
        {
          key: 'changes',
          title: '变更内容（变更前 → 变更后）',
          render: (_, change) => <ChangedValues change={change} fields={fields} />,
        },
        {
          key: 'status',
          title: '状态',
          render: (_, change) => <StatusTag dict={EQUIPMENT_CHANGE_STATUSES} value={change.status} />,
        },
        { key: 'auditor', title: '审核单位', render: (_, change) => change.auditor || '—' },
        { key: 'auditOpinion', title: '审核意见', render: (_, change) => change.auditOpinion || '—' },
        { key: 'auditTime', title: '审核时间', render: (_, change) => change.auditTime || '—' },
      ]}
    />
  );
}
