/**
 * The shared list table (DESIGN.md "Tables"): `DataTable` and what a page needs to feed it — column and
 * cell types, the summary item type, and the URL helpers for a page's own filter controls (they follow
 * the table's paging rule).
 */
export { DataTable, type DataTableProps } from './data-table';
export {
	hiddenColumnsToSave,
	resolveHiddenColumns,
	shownColumnKeys,
	type DataTableCell,
	type DataTableColumn,
	type DataTableRow,
} from './columns';
export { updateFilterQuery, updateTableQuery, type QueryUpdate } from './query';
export type { SummaryItem } from './summary-line';
