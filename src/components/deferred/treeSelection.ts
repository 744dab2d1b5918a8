// What a table's row selection takes from @rc-component/tree (checking a row's tree of children), from
// the modules that hold it: the package's index also brings the Tree component and its virtual list.
export { arrAdd, arrDel } from '@rc-component/tree/es/util';
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';
