/**
 * The documents table of the documents page (spec 001 §2.9) with its filters above it: the columns and rows
 * of ./columns, the summary line (the count of the documents summary), handed to `DataTable`, which writes
 * sorting, paging and page size into the URL and remembers hidden columns in
 * `wc_payments_documents_hidden_columns`. A failed load leaves the table empty; the store raised 'Error
 * retrieving documents.' (spec 001 §8).
 */
import { useMemo } from 'react';
import { __, _n } from '@wordpress/i18n';

import { DataTable, FilterBar, withoutPaged, type SummaryItem } from '../../components/data-table';
import { DOCUMENTS_QUERY, useDocuments, type DocumentsSummary } from '../../data/documents';
import { hasActiveFilters, type PageQuery } from '../../data/shared/list-query';
import {
	DOCUMENTS_HIDDEN_COLUMNS_PREFERENCE,
	documentRow,
	getDocumentsColumns,
	type DownloadClickHandler,
} from './columns';
import type { RestApi } from '../../data/shared/api';
import {
	DOCUMENTS_PATH,
	filterControlsQuery,
	getDocumentsAdvancedFilters,
	getDocumentsFilters,
} from './filters';

/** Query keys of the documents filters: changing one goes back to page 1. */
export const FILTER_KEYS = [...Object.keys(DOCUMENTS_QUERY.filters), 'match'];

/**
 * The summary line above the table: the count of documents.
 *
 * @example
 * summaryItems( { count: 6 } ); // [ { label: 'documents', value: '6' } ]
 */
export function summaryItems(summary: DocumentsSummary | undefined): SummaryItem[] {
	if (!summary) {
		return [];
	}
	return [
		{
			label: _n('document', 'documents', summary.count, 'woocommerce-payments'),
			value: String(summary.count),
		},
	];
}

/**
 * The documents table and its filters, for the page query.
 *
 * @example
 * <DocumentsTable query={ useAdminQuery() } api={ window.wpApiSettings } />
 */
export function DocumentsTable({
	query,
	api,
	onDownloadClick,
}: {
	query: PageQuery;
	api: RestApi;
	onDownloadClick?: DownloadClickHandler;
}) {
	const { data, total, summary, isLoading, error, summaryFailure, params } = useDocuments(query);
	const columns = useMemo(() => getDocumentsColumns(), []);
	const filters = useMemo(() => getDocumentsFilters(), []);
	const advancedFilters = useMemo(() => getDocumentsAdvancedFilters(), []);
	const hasFilters = hasActiveFilters(query, DOCUMENTS_QUERY);
	const filterQuery = filterControlsQuery(withoutPaged(query));
	const rows = useMemo(
		() => data.map((document) => documentRow(document, api, onDownloadClick)),
		[data, api, onDownloadClick]
	);
	const items = useMemo(() => summaryItems(summary), [summary]);
	const totalRows = total ?? summary?.count ?? 0;

	let emptyMessage = __('You have no documents.', 'woocommerce-payments');
	if (error) {
		emptyMessage = __('Documents could not be loaded. Please reload the page.', 'woocommerce-payments');
	} else if (hasFilters) {
		emptyMessage = __('No documents match your filters.', 'woocommerce-payments');
	}

	return (
		<>
			<FilterBar
				className="wcpay-documents__filters"
				filters={filters}
				advancedFilters={advancedFilters}
				path={DOCUMENTS_PATH}
				query={filterQuery}
			/>
			<DataTable
				className="wcpay-documents__table"
				title={__('Documents', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				rowKey="download"
				rowHeader={0}
				totalRows={totalRows}
				isLoading={isLoading}
				emptyMessage={emptyMessage}
				query={query}
				params={params}
				path={DOCUMENTS_PATH}
				filterKeys={FILTER_KEYS}
				preference={DOCUMENTS_HIDDEN_COLUMNS_PREFERENCE}
				summaryLabel={__('Summary of these documents', 'woocommerce-payments')}
				summary={items}
				summaryFailure={summaryFailure}
			/>
		</>
	);
}
