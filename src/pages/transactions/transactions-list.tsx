/**
 * The Transactions tab (spec 001 §2.4): summary line, search with autocomplete, the filter bar (advanced
 * filters, match all/any), the table with its column picker and the Export button. Everything a merchant
 * chooses lives in the URL. The table's columns and cells are shared with a payout's page
 * (src/components/transactions-table); `DataTable` owns the table itself.
 */
import { useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { DataTable, FilterBar, useSearchTags } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { LabelledSearch } from '../../components/labelled-search';
import {
	TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE,
	useTransactionColumns,
	useTransactionRows,
} from '../../components/transactions-table';
import {
	TRANSACTIONS_QUERY,
	useTransactions,
	useTransactionsExport,
	type TransactionsSummary,
} from '../../data/transactions';
import { followEnabledCurrencies } from '../../data/multi-currency/currency-list';
import { hasActiveFilters } from '../../data/shared/list-query';
import { getPaymentsSettings, getStoreCountries, getStoreSettings, isFeatureEnabled } from '../../settings';
import { exportConfirmationMessage, needsExportConfirmation } from '../../utils/export-job';
import { searchPlaceholder, transactionsSummaryItems } from './summary';
import { FILTER_QUERY_KEYS, getAdvancedFilters, getBasicFilters } from './filters';
import { TRANSACTIONS_PATH } from './navigation';
import { transactionsCompleter } from './search-completers';

type PageQuery = Record<string, unknown>;

/** The store-wide lists of a summary (currencies, payment methods): the same for every filter. */
type StoreLists = Pick<TransactionsSummary, 'store_currencies' | 'customer_currencies' | 'sources'>;

/** The store-wide lists of the latest summary, kept while the summary of new filters loads. */
function useStoreLists(summary: TransactionsSummary | undefined): StoreLists | undefined {
	const lists = useRef<StoreLists | undefined>(undefined);
	const key = useRef('');
	if (summary) {
		const next = {
			store_currencies: summary.store_currencies ?? [],
			customer_currencies: summary.customer_currencies ?? [],
			sources: summary.sources ?? [],
		};
		const nextKey = JSON.stringify(next);
		if (nextKey !== key.current) {
			key.current = nextKey;
			lists.current = next;
		}
	}
	return lists.current;
}

/** The first value of a query parameter, as text. */
function first(value: unknown): string | undefined {
	const v = Array.isArray(value) ? value[0] : value;
	return v === undefined || v === null || v === '' ? undefined : String(v);
}

/**
 * The Transactions tab for the page query.
 *
 * @example
 * <TransactionsList query={ useAdminQuery() } />
 */
export function TransactionsList({ query }: { query: PageQuery }) {
	const settings = getPaymentsSettings();
	const subscriptionsActive = Boolean(settings?.isSubscriptionsActive);
	const customSearch = isFeatureEnabled('customSearch');
	const { columns } = useTransactionColumns();
	const { data, total, summary, isLoading, isSummaryLoading, error, summaryFailure, params } =
		useTransactions(query);
	const { exportTransactions, isExporting } = useTransactionsExport();

	const storeCurrencyFilter = first(query.store_currency_is);
	const lists = useStoreLists(summary);
	// The payout currency filter follows the enabled currencies (spec 002 §3.7), else the summary's.
	const storeCurrencies = useMemo(
		() => followEnabledCurrencies(lists?.store_currencies ?? []).sort(),
		[lists]
	);
	const countries = getStoreCountries();
	const rows = useTransactionRows(data);

	const filtersReady = Boolean(lists) || !isSummaryLoading;
	const basicFilters = useMemo(() => getBasicFilters(storeCurrencies), [storeCurrencies]);
	// Built when the filter bar mounts (after the first paint), not in the first render.
	const advancedFilters = useMemo(
		() => () =>
			getAdvancedFilters({
				customerCurrencies: lists?.customer_currencies ?? [],
				sources: lists?.sources ?? [],
				countries,
				loans: settings?.accountLoans?.loans ?? [],
			}),
		[lists, countries, settings]
	);

	const totalRows = total ?? summary?.count ?? 0;
	const completer = useMemo(() => transactionsCompleter(customSearch), [customSearch]);
	const { selected, onChange: onSearchChange } = useSearchTags(query.search);
	const summaryItems = useMemo(
		() => (summary ? transactionsSummaryItems(summary, storeCurrencyFilter) : undefined),
		[summary, storeCurrencyFilter]
	);

	const filterBar = useMemo(
		() =>
			filtersReady ? (
				<FilterBar
					key={lists ? 'options' : 'no-options'}
					className="wcpay-transactions-list__filters"
					filters={basicFilters}
					advancedFilters={advancedFilters}
					path={TRANSACTIONS_PATH}
					query={query}
					currency={getStoreSettings()?.currency}
				/>
			) : null,
		[filtersReady, lists, basicFilters, advancedFilters, query]
	);

	// Memoised, so that the table is rebuilt only when what it shows changes (DataTable memoises the rest).
	const actions = useMemo(() => {
		const confirmation = () => {
			const filtered = hasActiveFilters(query, TRANSACTIONS_QUERY);
			return needsExportConfirmation('transactions', totalRows, filtered)
				? exportConfirmationMessage('transactions', totalRows)
				: null;
		};
		return [
			<LabelledSearch
				key="search"
				completer={completer}
				label={searchPlaceholder(customSearch, subscriptionsActive)}
				selected={selected}
				onChange={onSearchChange}
			/>,
			<ExportButton
				key="export"
				isExporting={isExporting}
				disabled={isLoading || totalRows === 0}
				getConfirmation={confirmation}
				confirmTitle={__('Export transactions', 'woocommerce-payments')}
				onExport={() => exportTransactions(query)}
			/>,
		];
	}, [
		query,
		totalRows,
		completer,
		customSearch,
		subscriptionsActive,
		selected,
		onSearchChange,
		isExporting,
		isLoading,
		exportTransactions,
	]);

	return (
		<div className="wcpay-transactions-list">
			{filterBar}
			<DataTable
				className="wcpay-transactions-table woocommerce-report-table"
				title={__('Transactions', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				totalRows={totalRows}
				isLoading={isLoading}
				emptyMessage={
					error
						? __(
								'Transactions could not be loaded. Please reload the page.',
								'woocommerce-payments'
							)
						: __('No transactions found.', 'woocommerce-payments')
				}
				query={query}
				params={params}
				filterKeys={FILTER_QUERY_KEYS}
				preference={TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE}
				summaryLabel={__('Summary of these transactions', 'woocommerce-payments')}
				summary={summaryItems}
				summaryFailure={summaryFailure}
				actions={actions}
				hasSearch
				benchName="transactions"
			/>
		</div>
	);
}
