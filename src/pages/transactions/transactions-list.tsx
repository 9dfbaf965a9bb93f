/**
 * The Transactions tab (spec 001 §2.4): summary line, search with autocomplete, the filter bar (advanced
 * filters, match all/any), the table with its column picker and the Export button. Everything a merchant
 * chooses lives in the URL. Also used inside a payout's page (`depositId`): no filters, no payout columns.
 */
import { createContext, useCallback, useContext, useMemo, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { ReportFilters, TableCard } from '@woocommerce/components';

import { ExportButton } from '../../components/export-button';
import { LabelledSearch } from '../../components/labelled-search';
import { StatusChip } from '../../components/status-chip';
import {
	TRANSACTIONS_QUERY,
	useTransactions,
	useTransactionsExport,
	type Transaction,
	type TransactionsSummary,
} from '../../data/transactions';
import { getPaymentsSettings, getStoreSettings, isFeatureEnabled } from '../../settings';
import { exportConfirmationMessage, needsExportConfirmation } from '../../utils/export-job';
import { hasActiveFilters } from '../../data/shared/list-query';
import { formatCurrency, hasMultipleCurrencies } from '../../utils/money';
import { parsePaging } from '../../utils/url';
import { getTransactionColumns, HIDDEN_COLUMNS_PREFERENCES } from './columns';
import { searchPlaceholder, transactionsSummaryItems } from './summary';
import { SummaryLine } from './summary-line';
import { formatRowDateTime, formatRowDay } from './format';
import { FILTER_QUERY_KEYS, getAdvancedFilters, getBasicFilters } from './filters';
import { payoutDetailsUrl, transactionDetailsUrl } from './links';
import {
	onTableQueryChange,
	TRANSACTIONS_PATH,
	updatePageQuery,
	useFirstPageOnFilterChange,
} from './navigation';
import { searchQueryValue, searchTags, transactionsCompleter, type SearchTag } from './search-completers';
import {
	CARD_BRANDS,
	channelLabel,
	paymentMethodLabel,
	payoutStatusLabel,
	transactionTypeLabel,
} from '../../strings/transactions';
import { RiskChip } from '../../components/risk-chip';
import { useHiddenColumns } from './use-hidden-columns';

type Cell = { display: React.ReactNode; value?: string | number | boolean };
type PageQuery = Record<string, unknown>;

const EMPTY = '–';

function link(href: string | null, text: string, className?: string) {
	return href ? (
		<a href={href} className={className}>
			{text}
		</a>
	) : (
		text
	);
}

/** One row's cells by column key. */
function rowCells(
	txn: Transaction,
	explicit: boolean,
	countries: Record<string, string>
): Record<string, Cell> {
	const detailsUrl = transactionDetailsUrl(txn);
	const money = (amount: number, currency: string) =>
		formatCurrency(amount, currency, { withCode: explicit });
	const order = txn.order;
	const subscriptions = order?.subscriptions ?? [];
	const sourceText = txn.source
		? paymentMethodLabel(txn.source) +
			(CARD_BRANDS.includes(txn.source) && txn.source_identifier
				? ` •••• ${txn.source_identifier}`
				: '')
		: EMPTY;
	const payoutUrl = payoutDetailsUrl(txn.deposit_id);
	const availableOn = formatRowDay(txn.available_on);
	return {
		date: {
			value: txn.date,
			display: link(detailsUrl, formatRowDateTime(txn.date), 'wcpay-transactions-list__details-link'),
		},
		transaction_id: { value: txn.transaction_id, display: txn.transaction_id },
		type: { value: txn.type, display: transactionTypeLabel(txn.type) },
		channel: { value: txn.channel, display: channelLabel(txn.channel) },
		customer_currency: { value: txn.customer_currency, display: txn.customer_currency.toUpperCase() },
		customer_amount: {
			value: txn.customer_amount,
			display: formatCurrency(txn.customer_amount, txn.customer_currency, { withCode: true }),
		},
		deposit_currency: { value: txn.currency, display: txn.currency.toUpperCase() },
		amount: { value: txn.amount, display: money(txn.amount, txn.currency) },
		fees: { value: txn.fees, display: money(txn.fees ? -Math.abs(txn.fees) : 0, txn.currency) },
		net: { value: txn.net, display: money(txn.net, txn.currency) },
		order: {
			value: order?.number,
			display: order ? link(order.url, `#${order.number}`) : EMPTY,
		},
		subscriptions: {
			value: subscriptions.map((s) => s.number).join(', '),
			display: subscriptions.length
				? subscriptions.map((s, i) => (
						<span key={s.number}>
							{i > 0 && ', '}
							<a href={s.url}>{`#${s.number}`}</a>
						</span>
					))
				: EMPTY,
		},
		source: { value: txn.source ?? undefined, display: sourceText },
		customer_name: { value: txn.customer_name ?? undefined, display: txn.customer_name || EMPTY },
		customer_email: { value: txn.customer_email ?? undefined, display: txn.customer_email || EMPTY },
		customer_country: {
			value: txn.customer_country ?? undefined,
			display: txn.customer_country ? (countries[txn.customer_country] ?? txn.customer_country) : EMPTY,
		},
		risk_level: { value: txn.risk_level ?? undefined, display: <RiskChip risk={txn.risk_level} /> },
		deposit_id: {
			value: txn.deposit_id ?? undefined,
			display: txn.deposit_id ? link(payoutUrl, txn.deposit_id) : EMPTY,
		},
		deposit: {
			value: txn.available_on,
			display: payoutUrl ? (
				link(payoutUrl, availableOn)
			) : (
				<span className="wcpay-transactions-list__estimated">
					{sprintf(
						/* translators: %s: the day the funds become available for a payout */
						__('Estimated %s', 'woocommerce-payments'),
						availableOn
					)}
				</span>
			),
		},
		deposit_status: {
			value: txn.deposit_status ?? undefined,
			display: txn.deposit_status ? (
				<StatusChip
					type={
						txn.deposit_status === 'paid'
							? 'success'
							: txn.deposit_status === 'failed'
								? 'alert'
								: txn.deposit_status === 'in_transit'
									? 'primary'
									: txn.deposit_status === 'pending'
										? 'warning'
										: 'light'
					}
					label={payoutStatusLabel(txn.deposit_status)}
				/>
			) : (
				EMPTY
			),
		},
	};
}

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

type SummaryItems = Array<{ label: string; value: string }> | undefined;

const TransactionsSummaryContext = createContext<SummaryItems>(undefined);

/** The summary line inside the table card, updated without redrawing the table. */
function TransactionsSummarySlot() {
	return (
		<SummaryLine
			label={__('Summary of these transactions', 'woocommerce-payments')}
			items={useContext(TransactionsSummaryContext)}
		/>
	);
}

/** The first value of a query parameter, as text. */
function first(value: unknown): string | undefined {
	const v = Array.isArray(value) ? value[0] : value;
	return v === undefined || v === null || v === '' ? undefined : String(v);
}

export function TransactionsList({ query, depositId }: { query: PageQuery; depositId?: string }) {
	const settings = getPaymentsSettings();
	const subscriptionsActive = Boolean(settings?.isSubscriptionsActive);
	const customSearch = isFeatureEnabled('customSearch');
	const listQuery = useMemo(
		() => (depositId ? { ...query, deposit_id: depositId } : query),
		[query, depositId]
	);
	const columns = useMemo(
		() => getTransactionColumns({ subscriptionsActive, inPayout: Boolean(depositId) }),
		[subscriptionsActive, depositId]
	);
	// The preference first: its read is the quickest, and the table waits for it.
	const {
		headers,
		onColumnsChange,
		isLoading: isPrefLoading,
	} = useHiddenColumns(HIDDEN_COLUMNS_PREFERENCES.transactions, columns);
	const { data, total, summary, isLoading, isSummaryLoading } = useTransactions(listQuery);
	const { exportTransactions, isExporting } = useTransactionsExport();
	useFirstPageOnFilterChange(query, FILTER_QUERY_KEYS);

	const storeCurrencyFilter = first(query.store_currency_is);
	const lists = useStoreLists(summary);
	const storeCurrencies = useMemo(() => lists?.store_currencies ?? [], [lists]);
	// Name the currency when the store settles in several (known at once from the page settings) or the
	// rows mix them; not from the summary, so that its arrival does not redraw every row.
	const explicit =
		Boolean(settings?.shouldUseExplicitPrice) || hasMultipleCurrencies(data.map((t) => t.currency));
	const countries = useMemo(() => (getStoreSettings()?.countries ?? {}) as Record<string, string>, []);

	const rows = useMemo(
		() =>
			data.map((txn) => {
				const cells = rowCells(txn, explicit, countries);
				return headers.map(({ key }) => cells[key] ?? { display: null });
			}),
		[data, headers, explicit, countries]
	);

	const filtersReady = Boolean(lists) || !isSummaryLoading;
	const basicFilters = useMemo(() => getBasicFilters(storeCurrencies), [storeCurrencies]);
	const advancedFilters = useMemo(
		() =>
			getAdvancedFilters({
				customerCurrencies: lists?.customer_currencies ?? [],
				sources: lists?.sources ?? [],
				countries,
				loans: settings?.accountLoans?.loans ?? [],
			}),
		[lists, countries, settings]
	);

	const { perPage } = parsePaging(query);
	const totalRows = total ?? summary?.count ?? 0;
	const ready = !isLoading && !isPrefLoading;

	const completer = useMemo(() => transactionsCompleter(customSearch), [customSearch]);
	const onSearchChange = useCallback(
		(tags: Array<Partial<SearchTag>>) => updatePageQuery({ search: searchQueryValue(tags), paged: '1' }),
		[]
	);
	const searchKey = JSON.stringify(query.search ?? null);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const selected = useMemo(() => searchTags(query.search), [searchKey]);
	const summaryItems = useMemo(
		() => (summary ? transactionsSummaryItems(summary, storeCurrencyFilter) : undefined),
		[summary, storeCurrencyFilter]
	);

	const filterBar = useMemo(
		() =>
			!depositId && filtersReady ? (
				<div className="wcpay-transactions-list__filters">
					<ReportFilters
						key={lists ? 'options' : 'no-options'}
						filters={basicFilters}
						advancedFilters={advancedFilters}
						path={TRANSACTIONS_PATH}
						query={query}
						showDatePicker={false}
						currency={getStoreSettings()?.currency}
						siteLocale={getStoreSettings()?.locale?.siteLocale}
					/>
				</div>
			) : null,
		[depositId, filtersReady, lists, basicFilters, advancedFilters, query]
	);

	// The table is rebuilt only when what it shows changes: the summary line and the filter bar update on
	// their own (a page of rows costs tens of milliseconds to render and lay out).
	const tableCard = useMemo(() => {
		const confirmation = () => {
			const filtered = hasActiveFilters(listQuery, TRANSACTIONS_QUERY);
			return needsExportConfirmation('transactions', totalRows, filtered)
				? exportConfirmationMessage('transactions', totalRows)
				: null;
		};
		return (
			<TableCard
				key={isPrefLoading ? 'loading' : 'ready'}
				className="wcpay-transactions-table woocommerce-report-table"
				title={__('Transactions', 'woocommerce-payments')}
				isLoading={(isLoading && data.length === 0) || isPrefLoading}
				rowsPerPage={perPage}
				totalRows={totalRows}
				headers={headers}
				rows={rows}
				tablePreface={<TransactionsSummarySlot />}
				query={query}
				onQueryChange={onTableQueryChange}
				onColumnsChange={onColumnsChange}
				emptyMessage={__('No transactions found.', 'woocommerce-payments')}
				hasSearch
				actions={[
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
						onExport={() => exportTransactions(listQuery)}
					/>,
				]}
			/>
		);
	}, [
		isPrefLoading,
		isLoading,
		data.length,
		perPage,
		totalRows,
		headers,
		rows,
		query,
		onColumnsChange,
		completer,
		customSearch,
		subscriptionsActive,
		selected,
		onSearchChange,
		isExporting,
		listQuery,
		exportTransactions,
	]);

	return (
		<div
			className="wcpay-transactions-list"
			data-bench-ready={ready && rows.length ? 'transactions' : undefined}
		>
			{filterBar}
			<TransactionsSummaryContext.Provider value={summaryItems}>
				{tableCard}
			</TransactionsSummaryContext.Provider>
		</div>
	);
}
