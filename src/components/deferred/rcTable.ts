// What antd's table modules import from @rc-component/table, taken from the modules that define it.
// The package's index also builds the virtual table (its scrolling list engine, about 6 KB gzip) when
// it loads, for Table's `virtual` prop, which no list uses; vite.config.ts (narrowAntdImports) points
// antd's imports of the index here and its virtual table at ./VirtualTable.
export { EXPAND_COLUMN, INTERNAL_HOOKS } from '@rc-component/table/es/constant';
export { FooterComponents as Summary } from '@rc-component/table/es/Footer';
export { genTable } from '@rc-component/table/es/Table';
export { convertChildrenToColumns } from '@rc-component/table/es/hooks/useColumns';
export { INTERNAL_COL_DEFINE } from '@rc-component/table/es/utils/legacyUtil';
