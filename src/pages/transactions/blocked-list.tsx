/**
 * The Blocked tab (spec 001 §2.6, §3.5, §4.5): payments blocked by the fraud rules and payments held for
 * review (status block plus additional status review), newest first, with its own search and a CSV export
 * built on the client from every matching row.
 */
import { useMemo } from '@wordpress/element';
import { __, _n } from '@wordpress/i18n';
import { TableCard } from '@woocommerce/components';

import { ExportButton } from '../../components/export-button';
import { LabelledSearch } from '../../components/labelled-search';
import { StatusChip } from '../../components/status-chip';
import { useBlockedExportRows, useFraudOutcomes, type FraudOutcome } from '../../data/fraud-outcomes';
import { downloadCSV } from '../../utils/csv';
import { formatCurrency, hasMultipleCurrencies } from '../../utils/money';
import { parsePaging } from '../../utils/url';
import { blockedCsv, blockedCsvFileName } from './blocked-export';
import { fraudStatusChip } from './blocked-rules';
import { blockedListQuery } from './reads';
import { formatRowDateTime } from './format';
import { SummaryLine } from './summary-line';
import { getBlockedColumns, HIDDEN_COLUMNS_PREFERENCES } from './columns';
import { paymentDetailsUrl } from './links';
import { onTableQueryChange, updatePageQuery, useFirstPageOnFilterChange } from './navigation';
import { blockedCompleter, searchQueryValue, searchTags, type SearchTag } from './search-completers';
import { useHiddenColumns } from './use-hidden-columns';

type PageQuery = Record<string, unknown>;
type Cell = { display: React.ReactNode; value?: string | number | boolean };

const EMPTY = '–';

export function BlockedList({ query }: { query: PageQuery }) {
	const listQuery = useMemo(() => blockedListQuery(query), [query]);
	const { data, total, summary, isLoading } = useFraudOutcomes('block', listQuery);
	const { fetchBlockedRows, isExporting } = useBlockedExportRows();
	const columns = useMemo(() => getBlockedColumns(), []);
	const {
		headers,
		onColumnsChange,
		isLoading: isPrefLoading,
	} = useHiddenColumns(HIDDEN_COLUMNS_PREFERENCES.blocked, columns);
	useFirstPageOnFilterChange(query, ['search']);
	const completer = useMemo(() => blockedCompleter(), []);
	const explicit = hasMultipleCurrencies(summary?.currencies ?? []);

	const rows = data.map((o: FraudOutcome) => {
		const url = paymentDetailsUrl(o.payment_intent?.id);
		const created = formatRowDateTime(o.created);
		const chip = fraudStatusChip(o.status);
		const cells: Record<string, Cell> = {
			created: { value: o.created, display: url ? <a href={url}>{created}</a> : created },
			amount: {
				value: o.amount,
				display: formatCurrency(o.amount, o.currency, { withCode: explicit }),
			},
			customer: { value: o.customer_name ?? undefined, display: o.customer_name || EMPTY },
			status: { value: o.status, display: <StatusChip type={chip.type} label={chip.label} /> },
		};
		return headers.map(({ key }) => cells[key] ?? { display: null });
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
	const { perPage } = parsePaging(query);
	const onSearchChange = (tags: Array<Partial<SearchTag>>) =>
		updatePageQuery({ search: searchQueryValue(tags), paged: '1' });

	return (
		<div className="wcpay-blocked-list">
			<TableCard
				key={isPrefLoading ? 'loading' : 'ready'}
				className="wcpay-blocked-table woocommerce-report-table"
				title={__('Blocked transactions', 'woocommerce-payments')}
				isLoading={(isLoading && data.length === 0) || isPrefLoading}
				rowsPerPage={perPage}
				totalRows={totalRows}
				headers={headers}
				rows={rows}
				tablePreface={
					<SummaryLine
						label={__('Summary of the blocked transactions', 'woocommerce-payments')}
						items={summaryItems}
					/>
				}
				query={query}
				onQueryChange={onTableQueryChange}
				onColumnsChange={onColumnsChange}
				emptyMessage={__('No blocked transactions.', 'woocommerce-payments')}
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
