import { useState } from 'react';
import { Button, Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getOperatorOverview } from '@/api/operator';
import { useListStore } from '@/components/listStore';
import { LoadState } from '@/components/LoadState';
import { OverviewChart } from '@/components/OverviewChart';
import { useLoad } from '@/components/useLoad';
import { labelOf } from '@/domain/dict';
import { EXPIRING_WITHIN_DAYS, WORK_ITEMS } from '@/domain/workers';
import { pathTo } from '@/routes/lookup';

/** 人员概览: counts by work item and certificates that need attention. */
export default function WorkerOverview() {
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const loaded = useLoad(getOperatorOverview, String(attempt));
  // Opens the certificate list already filtered: its query lives in the list store.
  const openCertificates = (certState?: string) => {
    useListStore
      .getState()
      .patch('worker_certificate', { filters: certState ? { certState } : {}, pageNo: 1 });
    navigate(pathTo('worker_certificate'));
  };
  // The people of one work item; a bar and the row's 查看人员 open the same list.
  const openWorkItem = (row: { workitem: string; count: number }) => {
    if (row.count) navigate(pathTo('worker_overview_detail', { workitem: row.workitem }));
  };
  return (
    <LoadState loaded={loaded} noun="概览" onRetry={() => setAttempt((n) => n + 1)}>
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Card hoverable onClick={() => navigate(pathTo('worker_query'))}>
                <Statistic title="作业人员" value={data.operatorCount} suffix="人" />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card hoverable onClick={() => openCertificates()}>
                <Statistic title="持有证书" value={data.certCount} suffix="本" />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card hoverable onClick={() => openCertificates('expiring')}>
                <Statistic
                  title={`${EXPIRING_WITHIN_DAYS}天内到期`}
                  value={data.expiring}
                  suffix="本"
                  styles={{ content: { color: 'var(--ant-color-warning)' } }}
                />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card hoverable onClick={() => openCertificates('expired')}>
                <Statistic
                  title="已过期"
                  value={data.expired}
                  suffix="本"
                  styles={{ content: { color: 'var(--ant-color-error)' } }}
                />
              </Card>
            </Col>
          </Row>
          <Card title="按作业项目统计" size="small" style={{ marginTop: 16 }}>
            <OverviewChart
              title="按作业项目持证人数"
              kind="bar"
              horizontal
              unit="人"
              categories={data.byWorkItem.map((r) => `${r.workitem} ${labelOf(WORK_ITEMS, r.workitem)}`)}
              series={[{ name: '持证人数', values: data.byWorkItem.map((r) => r.count) }]}
              height={data.byWorkItem.length * 24 + 40}
              onSelect={(i) => openWorkItem(data.byWorkItem[i])}
            />
            <Table
              rowKey="workitem"
              size="small"
              pagination={false}
              dataSource={data.byWorkItem}
              columns={[
                {
                  key: 'workitem',
                  title: '作业项目',
                  render: (_, r) => `${r.workitem} ${labelOf(WORK_ITEMS, r.workitem)}`,
                },
                { key: 'count', dataIndex: 'count', title: '持证人数' },
                {
                  key: 'expiring',
                  title: '即将到期',
                  render: (_, r) => (r.expiring ? <Tag color="orange">{r.expiring}</Tag> : 0),
                },
                {
                  key: 'expired',
                  title: '已过期',
                  render: (_, r) => (r.expired ? <Tag color="red">{r.expired}</Tag> : 0),
                },
                {
                  key: 'open',
                  title: '操作',
                  render: (_, r) => (
                    <Button type="link" size="small" disabled={!r.count} onClick={() => openWorkItem(r)}>
                      查看人员
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </LoadState>
  );
}
