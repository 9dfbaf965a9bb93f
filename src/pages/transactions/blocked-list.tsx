/**
 * The Blocked tab (spec 001 §2.6, §3.5, §4.5): payments blocked by the fraud rules and payments held for
 * review (status block plus additional status review), newest first, with its own search and a CSV export
 * built on the client from every matching row.
 */
import { useMemo } from '@wordpress/element';
import { __, _n } from '@wordpress/i18n';

import { DataTable, updateFilterQuery, type DataTableRow } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { LabelledSearch } from '../../components/labelled-search';
import { FraudOutcomeStatusChip } from '../../components/fraud-outcome-status-chip';
import { formatRowDateTime, paymentDetailsUrl } from '../../components/transactions-table';
import { useBlockedExportRows, useFraudOutcomes, type FraudOutcome } from '../../data/fraud-outcomes';
import { downloadCSV } from '../../utils/csv';
import { formatCurrency, hasMultipleCurrencies } from '../../utils/money';
import { blockedCsv, blockedCsvFileName } from './blocked-export';
import { blockedListQuery } from './reads';
import { getBlockedColumns, HIDDEN_COLUMNS_PREFERENCES } from './columns';
import { blockedCompleter, searchQueryValue, searchTags, type SearchTag } from './search-completers';

type PageQuery = Record<string, unknown>;

const EMPTY = '–';

/** The tab's only filter: a new search goes back to page 1. */
const SEARCH_KEYS = ['search'];

/**
 * The Blocked tab for the page query.
 *
 * @example
 * <BlockedList query={ useAdminQuery() } />
 */
export function BlockedList({ query }: { query: PageQuery }) {
	const listQuery = useMemo(() => blockedListQuery(query), [query]);
	const { data, total, summary, isLoading, error, summaryFailure, params } = useFraudOutcomes(
		'block',
		listQuery
	);
	const { fetchBlockedRows, isExporting } = useBlockedExportRows();
	const columns = useMemo(() => getBlockedColumns(), []);
	const completer = useMemo(() => blockedCompleter(), []);
	const explicit = hasMultipleCurrencies(summary?.currencies ?? []);

	const rows = data.map((o: FraudOutcome): DataTableRow => {
		const url = paymentDetailsUrl(o.payment_intent?.id);
		const created = formatRowDateTime(o.created);
		return {
			created: { value: o.created, display: url ? <a href={url}>{created}</a> : created },
			amount: {
				value: o.amount,
				display: formatCurrency(o.amount, o.currency, { withCode: explicit }),
			},
			customer: { value: o.customer_name ?? undefined, display: o.customer_name || EMPTY },
			status: { value: o.status, display: <FraudOutcomeStatusChip status={o.status} /> },
		};
	});

	const summaryItems = summary
		? [
				{
					label: _n('transaction', 'transactions', summary.count, 'woocommerce-payments'),
					value: String(summary.count),
				},
				...(summary.count > 0 && summary.currencies.length === 1
					? [
							{
								label: __('total', 'woocommerce-payments'),
								value: formatCurrency(summary.total, summary.currencies[0]),
							},
						]
					: []),
			]
		: undefined;

	const totalRows = total ?? summary?.count ?? 0;
	const onSearchChange = (tags: Array<Partial<SearchTag>>) =>
		updateFilterQuery({ search: searchQueryValue(tags) });

	return (
		<div className="wcpay-blocked-list">
			<DataTable
				className="wcpay-blocked-table woocommerce-report-table"
				title={__('Blocked transactions', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				totalRows={totalRows}
				isLoading={isLoading}
				emptyMessage={
					error
						? __(
								'Blocked transactions could not be loaded. Please reload the page.',
								'woocommerce-payments'
							)
						: __('No blocked transactions.', 'woocommerce-payments')
				}
				query={query}
				params={params}
				filterKeys={SEARCH_KEYS}
				preference={HIDDEN_COLUMNS_PREFERENCES.blocked}
				summaryLabel={__('Summary of the blocked transactions', 'woocommerce-payments')}
				summary={summaryItems}
				summaryFailure={summaryFailure}
				hasSearch
				actions={[
					<LabelledSearch
						key="search"
						completer={completer}
						label={__('Search by order number or customer name', 'woocommerce-payments')}
						selected={searchTags(query.search)}
						onChange={onSearchChange}
					/>,
					<ExportButton
						key="export"
						isExporting={isExporting}
						disabled={isLoading || totalRows === 0}
						onExport={async () => {
							const rows = await fetchBlockedRows(query);
							if (rows) {
								downloadCSV(blockedCsvFileName(), blockedCsv(rows));
							}
							return { status: rows ? 'downloaded' : 'failed' };
						}}
					/>,
				]}
			/>
		</div>
	);
}
