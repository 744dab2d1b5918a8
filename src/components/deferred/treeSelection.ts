// What a table's row selection takes from @rc-component/tree. antd calls conductCheck and
// convertDataToEntities only for a selection that checks a row's tree of children (`checkStrictly:
// false`); every table of the portal selects rows one by one (antd's default), so the tree helpers (2 KB
// on every table page) are not shipped. tests/unit/tree-selection.test.ts fails when a source file asks
// for `checkStrictly`: export the two from '@rc-component/tree/es/utils/conductUtil' and '…/treeUtil' then.
// arrAdd and arrDel are that package's, as written there.

function treeSelectionNotShipped(): never {
  throw new Error(
    '表格的树形勾选（checkStrictly: false）未随构建提供：见 src/components/deferred/treeSelection.ts',
  );
}

export const conductCheck = treeSelectionNotShipped;
export const convertDataToEntities = treeSelectionNotShipped;

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
