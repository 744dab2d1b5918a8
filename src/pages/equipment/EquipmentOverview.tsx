import { useState, type ReactNode } from 'react';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { Link } from 'react-router-dom';
import { getEquipmentOverview, type EquipmentCounts } from '@/api/equipment';
import { useListStore } from '@/components/listStore';
import { LoadState } from '@/components/LoadState';
import { useLoad } from '@/components/useLoad';
import { getConfig } from '@/config';
import { USE_STATE } from '@/domain/equipment';
import { pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';

/**
 * Where each figure leads: the list of that state. A figure of one category opens the same list with
 * the category filter set, in the filter vocabulary every equipment list shares.
 */
const FIGURES: { key: keyof EquipmentCounts; title: string; route: RouteName; color?: string }[] = [
  { key: 'total', title: '设备总数', route: 'equipment_query_comprehensive' },
  { key: 'inUse', title: '在用设备', route: 'equipment_query_comprehensive' },
  { key: 'stopped', title: '停用设备', route: 'equipment_query_non_use', color: '#fa8c16' },
  { key: 'overdue', title: '超期未检', route: 'equipment_query_timeout', color: '#f5222d' },
  { key: 'dueSoon', title: '即将到期', route: 'equipment_query_about_expire', color: '#fa8c16' },
  { key: 'unqualified', title: '检验不合格', route: 'equipment_query_fault', color: '#f5222d' },
];

/** The filters a figure sets on its list: the category, and 在用 for the in-use figure. */
const filtersOf = (key: keyof EquipmentCounts, equclacode?: string) => ({
  ...(equclacode && { equclacode }),
  ...(key === 'inUse' && { usestatus: USE_STATE.inUse }),
});

/** A count that opens its list with its filters (set before the list reads them). */
function CountLink(props: {
  value: number;
  figure: (typeof FIGURES)[number];
  equclacode?: string;
  label: string;
  children?: ReactNode;
}) {
  const { value, figure, equclacode, label, children } = props;
  const open = () =>
    useListStore.getState().patch(figure.route, { filters: filtersOf(figure.key, equclacode), pageNo: 1 });
  return (
    <Link to={pathTo(figure.route)} onClick={open} aria-label={`${label} ${value}`}>
      {children ?? value}
    </Link>
  );
}

/** 设备概览: the unit's equipment by state and by category; every figure opens its list. */
export default function EquipmentOverview() {
  const [attempt, setAttempt] = useState(0);
  const withinDays = getConfig().equipmentDueDays;
  const loaded = useLoad(() => getEquipmentOverview(withinDays), String(attempt));
  return (
    <LoadState loaded={loaded} noun="设备概览" onRetry={() => setAttempt((n) => n + 1)}>
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            {FIGURES.map((figure) => (
              <Col key={figure.key} xs={12} md={8} xl={4}>
                <Card size="small">
                  <CountLink value={data.totals[figure.key]} figure={figure} label={figure.title}>
                    <Statistic
                      title={figure.key === 'dueSoon' ? `${data.withinDays}日内到期` : figure.title}
                      value={data.totals[figure.key]}
                      suffix="台"
                      styles={{ content: { color: figure.color } }}
                    />
                  </CountLink>
                </Card>
              </Col>
            ))}
          </Row>
          <Card title="按类别统计" size="small" style={{ marginTop: 16 }}>
            <Table
              rowKey="code"
              size="small"
              pagination={false}
              dataSource={data.byCategory}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'name', dataIndex: 'name', title: '设备类别' },
                ...FIGURES.map((figure) => ({
                  key: figure.key,
                  title: figure.key === 'dueSoon' ? `${data.withinDays}日内到期` : figure.title,
                  align: 'right' as const,
                  render: (_: unknown, row: (typeof data.byCategory)[number]) =>
                    row[figure.key] ? (
                      <CountLink
                        value={row[figure.key]}
                        figure={figure}
                        equclacode={row.code}
                        label={`${row.name}${figure.title}`}
                      />
                    ) : (
                      0
                    ),
                })),
              ]}
            />
          </Card>
        </>
      )}
    </LoadState>
  );
}
