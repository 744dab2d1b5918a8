import { listOperators, type OperatorRow } from '@/api/operator';
import { ListPage, type ListPageProps } from '@/components/ListPage';
import { operatorCatalogue } from '@/pages/worker/declarations';
import { renderAt } from './render';

/**
 * The worker list as a list page of the catalogue, at /worker/query: each test names its own list (the
 * remembered state is per route name) and adds what it exercises.
 */
export const renderWorkerList = (
  routeName: string,
  props: Partial<ListPageProps<OperatorRow>> = {},
  path = '/worker/query',
) =>
  renderAt(
    path,
    <ListPage<OperatorRow>
      routeName={routeName}
      rowKey="id"
      fields={operatorCatalogue}
      load={listOperators}
      {...props}
    />,
  );
