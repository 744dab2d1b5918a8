import { Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { listOperatorsOfWorkItem } from '@/api/operator';
import { ListPage } from '@/components/ListPage';
import { labelOf } from '@/domain/dict';
import { WORK_ITEMS } from '@/domain/workers';
import { operatorActions, operatorCatalogue } from './declarations';

/** Operators holding one work item, opened from the overview. */
export default function WorkerOverviewDetail() {
  const workitem = useSearchParams()[0].get('workitem') ?? '';
  return (
    <>
      <Typography.Title level={5}>
        作业项目：{workitem} {labelOf(WORK_ITEMS, workitem)}
      </Typography.Title>
      <ListPage
        routeName={`worker_overview_detail_${workitem}`}
        rowKey="id"
        fields={operatorCatalogue}
        fixedQuery={{ workitem }}
        load={listOperatorsOfWorkItem}
        rowActions={operatorActions.filter((a) => a.key === 'view')}
      />
    </>
  );
}
