/**
 * The disputes table of the disputes page (spec 002 §2.2, §5.2, §9) with its filters (currency, 'Show' /
 * advanced) above it: the columns and rows of ./columns, the summary line (count and currencies of the
 * disputes summary), the search box and the Export button, handed to `DataTable`, which writes sorting,
 * paging and page size into the URL and remembers hidden columns in `wc_payments_disputes_hidden_columns`.
 *
 * The export is e-mailed to the current user and downloaded, with the page's filters; with no filter and
 * 1000 rows or more it asks first (spec 002 §5.2).
 */
import { useMemo } from 'react';
import { __, _n } from '@wordpress/i18n';

import {
	DataTable,
	FilterBar,
	useSearchTags,
	withoutPaged,
	type SummaryItem,
} from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { LabelledSearch } from '../../components/labelled-search';
import {
	allDisputesQuery,
	DISPUTES_QUERY,
	useDisputes,
	useDisputesExport,
	useDisputesSummary,
	type DisputesSummary,
} from '../../data/disputes';
import { hasActiveFilters, type PageQuery } from '../../data/shared/list-query';
import { getPaymentsSettings, getStoreCountries } from '../../settings';
import { exportConfirmationMessage, needsExportConfirmation } from '../../utils/export-job';
import { hasMultipleCurrencies } from '../../utils/money';
import { DISPUTES_HIDDEN_COLUMNS_PREFERENCE, disputeRow, getDisputesColumns } from './columns';
import {
	DISPUTES_PATH,
	filterControlsQuery,
	getDisputesAdvancedFilters,
	getDisputesFilters,
} from './filters';
import { disputesCompleter, disputesSearchLabel } from './search';

/** Query keys of the disputes filters: changing one goes back to page 1. */
export const FILTER_KEYS = [...Object.keys(DISPUTES_QUERY.filters), 'match'];

/**
 * The summary line above the table: the count, and the currencies of the disputes.
 *
 * @example
 * summaryItems( { count: 14, currencies: [ 'eur', 'usd' ] } );
 * // [ { label: 'disputes', value: '14' }, { label: 'currencies', value: 'EUR, USD' } ]
 */
export function summaryItems(summary: DisputesSummary | undefined): SummaryItem[] {
	if (!summary) {
		return [];
	}
	const items: SummaryItem[] = [
		{
			label: _n('dispute', 'disputes', summary.count, 'woocommerce-payments'),
			value: String(summary.count),
		},
	];
	const currencies = [...new Set((summary.currencies ?? []).map((c) => c.toUpperCase()))];
	if (currencies.length > 0) {
		items.push({
			label: _n('currency', 'currencies', currencies.length, 'woocommerce-payments'),
			value: currencies.join(', '),
		});
	}
	return items;
}

/**
 * The disputes table and its filters, for the page query.
 *
 * @example
 * <DisputesTable query={ useAdminQuery() } />
 */
export function DisputesTable({ query }: { query: PageQuery }) {
	const { data, total, summary, isLoading, error, summaryFailure, params } = useDisputes(query);
	const allQuery = useMemo(() => allDisputesQuery(query), [query]);
	const { data: allSummary } = useDisputesSummary(allQuery);
	const { exportDisputes, isExporting } = useDisputesExport();
	const columns = useMemo(() => getDisputesColumns(), []);
	const countries = getStoreCountries();

	const hasFilters = hasActiveFilters(query, DISPUTES_QUERY);
	// The filter links start again at page 1: they are built without `paged`.
	const filterQuery = filterControlsQuery(withoutPaged(query));
	const currencies = allSummary?.currencies;
	const selectedCurrency = query.store_currency_is;
	const filters = useMemo(
		() => getDisputesFilters(currencies, selectedCurrency),
		[currencies, selectedCurrency]
	);
	const advancedFilters = useMemo(() => getDisputesAdvancedFilters(), []);

	const explicit =
		Boolean(getPaymentsSettings()?.shouldUseExplicitPrice) ||
		hasMultipleCurrencies(data.map((d) => d.currency));
	const rows = useMemo(
		() => data.map((dispute) => disputeRow(dispute, { explicit, countries, now: Date.now() })),
		[data, explicit, countries]
	);
	const items = useMemo(() => summaryItems(summary), [summary]);
	const totalRows = total ?? summary?.count ?? 0;
	const count = summary?.count ?? totalRows;

	const completer = useMemo(() => disputesCompleter(), []);
	const { selected, onChange: onSearchChange } = useSearchTags(query.search);

	// Memoised, so that the table is rebuilt only when what it shows changes (DataTable memoises the rest).
	const actions = useMemo(
		() => [
			<LabelledSearch
				key="search"
				completer={completer}
				label={disputesSearchLabel()}
				selected={selected}
				onChange={onSearchChange}
			/>,
			<ExportButton
				key="export"
				isExporting={isExporting}
				disabled={!isLoading && totalRows === 0}
				confirmTitle={__('Export disputes', 'woocommerce-payments')}
				getConfirmation={() =>
					needsExportConfirmation('disputes', count, hasFilters)
						? exportConfirmationMessage('disputes', count)
						: null
				}
				onExport={() => exportDisputes(query)}
			/>,
		],
		[
			completer,
			selected,
			onSearchChange,
			isExporting,
			isLoading,
			totalRows,
			count,
			hasFilters,
			exportDisputes,
			query,
		]
	);

	let emptyMessage = __('You have no disputes.', 'woocommerce-payments');
	if (error) {
		emptyMessage = __('Disputes could not be loaded. Please reload the page.', 'woocommerce-payments');
	} else if (hasFilters) {
		emptyMessage = __('No disputes match your filters.', 'woocommerce-payments');
	}

	return (
		<>
			<FilterBar
				className="wcpay-disputes__filters"
				filters={filters}
				advancedFilters={advancedFilters}
				path={DISPUTES_PATH}
				query={filterQuery}
			/>
			<DataTable
				className="wcpay-disputes__table"
				title={__('Disputes', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				rowKey="details"
				rowHeader={1}
				totalRows={totalRows}
				isLoading={isLoading}
				emptyMessage={emptyMessage}
				query={query}
				params={params}
				path={DISPUTES_PATH}
				filterKeys={FILTER_KEYS}
				preference={DISPUTES_HIDDEN_COLUMNS_PREFERENCE}
				summaryLabel={__('Summary of these disputes', 'woocommerce-payments')}
				summary={items}
				summaryFailure={summaryFailure}
				actions={actions}
				hasSearch
			/>
		</>
	);
}
