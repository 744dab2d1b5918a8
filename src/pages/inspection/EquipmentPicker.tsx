import { inspectionApi } from '@/api/inspection';
import { ListPage, type ListQuery } from '@/components/ListPage';
import { pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';
import { waitingCatalogue } from './declarations';

interface Props {
  routeName: RouteName;
  /** Filters of this picker (elevators only, due soon only). */
  fixedQuery?: ListQuery;
  elevator?: boolean;
  /** A list of equipment falling due: ordered by 下次检验日期, with the days left. */
  due?: boolean;
}

/** The unit's equipment that may be inspected: pick several, then fill the request form. */
export function EquipmentPicker({ routeName, fixedQuery, elevator, due }: Props) {
  return (
    <ListPage
      routeName={routeName}
      rowKey="id"
      fields={waitingCatalogue}
      fixedQuery={fixedQuery}
      load={inspectionApi.waitingEquipment}
      dueDate={due ? 'nextinsdate' : undefined}
      batchActions={[
        {
          label: '申请报检',
          to: (ids) =>
            pathTo('inspection_apply_form', {
              equIds: ids.join(','),
              kind: elevator ? 'elevator' : undefined,
            }),
        },
      ]}
    />
  );
}
