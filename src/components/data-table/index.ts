/**
 * The shared list table (DESIGN.md "Tables"): `DataTable` and what a page needs to feed it — column and
 * cell types, the summary item type, and the URL helpers for a page's own filter controls (they follow
 * the table's paging rule), the filter bar's shared config and URL rules, the search box's tags, and the
 * details column of rows that open a page.
 */
export { DataTable, type DataTableProps } from './data-table';
export { FilterBar, type FilterBarProps } from './filter-bar';
export {
	hiddenColumnsToSave,
	lazyCell,
	resolveHiddenColumns,
	shownColumnKeys,
	type DataTableCell,
	type DataTableColumn,
	type DataTableRow,
} from './columns';
export { updateFilterQuery, updateTableQuery, type QueryUpdate } from './query';
export type { SummaryItem, SummaryLineFailure } from './summary-line';
export {
	ALL_CURRENCIES,
	currencyAndShowPickers,
	currencyList,
	dateAdvancedFilter,
	DATE_AND_STATUS_FILTER_PARAMS,
	filterControlsQuery,
	hasAdvancedFilter,
	showCurrencyFilter,
	withoutPaged,
	type AdvancedFilterConfig,
	type AdvancedFilterLabels,
	type AdvancedFiltersConfig,
	type CurrencyAndShowPickers,
	type FilterOption,
	type FilterPickerConfig,
} from './filters';
export {
	freeTextOption,
	searchOptionKey,
	searchQueryValue,
	searchTag,
	searchTags,
	useSearchTags,
	type FreeText,
} from './search';
export { DetailsChevronLink, detailsColumn } from './row-link';
