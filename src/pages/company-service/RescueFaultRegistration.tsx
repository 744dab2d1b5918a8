import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { listFaults, listRescues, type FaultRegistration, type RescueRegistration } from '@/api/supervision';
import { ListPage } from '@/components/ListPage';
import type { RecordAction } from '@/components/WorkflowActions';
import { pathTo } from '@/routes/lookup';
import { faultCatalogue, rescueCatalogue } from './rescueFault';

const detailLink = <T extends { id: string }>(kind: 'rescue' | 'fault'): RecordAction<T> => ({
  key: 'view',
  label: '查看',
  confirm: false,
  to: (record) => pathTo('company_service_fault_detail', { kind, id: record.id }),
});

/** 救援与故障登记: the rescues (eleRcsMain) and faults (eleFaultMain) of the elevators the unit keeps. */
export default function RescueFaultRegistration() {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeKey={params.get('kind') === 'fault' ? 'fault' : 'rescue'}
      onChange={(kind) => setParams({ kind }, { replace: true })}
      items={[
        {
          key: 'rescue',
          label: '救援登记',
          children: (
            <ListPage<RescueRegistration>
              routeName="company_service_fault_rescue"
              rowKey="id"
              fields={rescueCatalogue}
              load={listRescues}
              rowActions={[detailLink('rescue')]}
            />
          ),
        },
        {
          key: 'fault',
          label: '故障登记',
          children: (
            <ListPage<FaultRegistration>
              routeName="company_service_fault"
              rowKey="id"
              fields={faultCatalogue}
              load={listFaults}
              rowActions={[detailLink('fault')]}
            />
          ),
        },
      ]}
    />
  );
}
