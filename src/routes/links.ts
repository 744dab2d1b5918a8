import type { ListPageProps, PageLink } from '@/components/ListPage';
import type { FormMode } from '@/components/RecordForm';
import type { RecordAction } from '@/components/WorkflowActions';
import { findPageByName, pathTo, type PathQuery } from './lookup';
import type { RouteName } from './table';

/** The access code of a route's page: a link to it is shown only to roles that may open it. */
const accessOf = (route: RouteName) => findPageByName(route)?.meta.access;

/** A toolbar link to a route's page. */
export const pageLink = (label: string, route: RouteName, query?: PathQuery): PageLink => ({
  label,
  to: pathTo(route, query),
  access: accessOf(route),
});

/**
 * A row link to the page of a route that shows the row: its id in the query, and the mode of a record
 * page (add/edit/view) when given. The action's key is the mode, or the label.
 */
export const rowLink = <T extends { id: string }>(
  label: string,
  route: RouteName,
  mode?: FormMode,
): RecordAction<T> => ({
  key: mode ?? label,
  label,
  confirm: false,
  access: accessOf(route),
  to: (r) => pathTo(route, { mode, id: r.id }),
});

/** The detail page of a registration application of either kind (useManage applyList rows). */
export const registrationApplicationPath = (row: { kind: 'use' | 'change'; id: string }): string =>
  pathTo(row.kind === 'use' ? 'use_record_detail' : 'change_detail', { id: row.id });

/** A list's batch action that opens a route's page with the selected rows' keys in its query. */
export const selectionLink = (
  label: string,
  route: RouteName,
  query: (keys: string[]) => PathQuery,
): NonNullable<ListPageProps<object>['batchActions']>[number] => ({
  label,
  access: accessOf(route),
  to: (keys) => pathTo(route, query(keys)),
});
