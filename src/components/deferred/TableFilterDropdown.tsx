import type { ComponentType, ReactNode } from 'react';
import { deferred } from './deferred';

/**
 * antd's filter dropdown of a table column (`filters`, `filterDropdown`), with its tree, menu and
 * radio, which no list declares: the column's title shows until it loads. antd's filter hook also
 * imports `flattenKeys` from that module; it is the same few lines here.
 */
interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

export function flattenKeys(filters: FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

// The props are antd's internal ones (not exported); only the title (children) matters meanwhile.
export default deferred<{ children?: ReactNode }>(
  () =>
    import('antd/es/table/hooks/useFilter/FilterDropdown') as unknown as Promise<{
      default: ComponentType<{ children?: ReactNode }>;
    }>,
  (props) => props.children,
);
