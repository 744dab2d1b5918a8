// What a table's row selection takes from @rc-component/tree (checking a row's tree of children), from
// the modules that hold it: the package's index also brings the Tree component and its virtual list,
// and its util module the tree node. arrAdd and arrDel are that module's, as written there.
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
