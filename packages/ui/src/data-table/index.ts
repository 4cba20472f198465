export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSelection } from './data-table';
export { nextSort, selectAllState, toggleAll, toggleOne, type DataTableSort, type SelectAllState } from './table-state';
