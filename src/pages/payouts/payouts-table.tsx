/**
 * The 'Payout history' table of the payouts page (spec 001 §2.1, §4.5, §9) with its filters (currency,
 * 'Show' / advanced) above it: the columns and rows of ./columns, the summary line (count, and the total
 * when the rows share one currency) and the Export button, handed to `DataTable`, which writes sorting,
 * paging and page size into the URL and remembers hidden columns in `wc_payments_payouts_hidden_columns`.
 */
import { useMemo } from 'react';
import { __, _n } from '@wordpress/i18n';

import { DataTable, FilterBar, withoutPaged, type SummaryItem } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { DEPOSITS_QUERY, useDeposits, useDepositsExport, type DepositsSummary } from '../../data/deposits';
import { hasActiveFilters, type PageQuery } from '../../data/shared/list-query';
import { getPaymentsSettings } from '../../settings';
import { exportConfirmationMessage, needsExportConfirmation } from '../../utils/export-job';
import { formatCurrency } from '../../utils/money';
import { getPayoutsColumns, payoutRow, PAYOUTS_HIDDEN_COLUMNS_PREFERENCE } from './columns';
import {
	filterControlsQuery,
	getPayoutsAdvancedFilters,
	getPayoutsFilters,
	PAYOUTS_PATH,
	showCurrencyFilter,
} from './filters';

/** Query keys of the payouts filters: changing one goes back to page 1. */
const FILTER_KEYS = [...Object.keys(DEPOSITS_QUERY.filters), 'match'];

/** The summary line above the table: the count, and the total when the rows share one currency. */
export function summaryItems(summary: DepositsSummary | undefined): SummaryItem[] {
	if (!summary) {
		return [];
	}
	const items = [
		{
			label: _n('payout', 'payouts', summary.count, 'woocommerce-payments'),
			value: String(summary.count),
		},
	];
	if (summary.currency) {
		items.push({
			label: __('total', 'woocommerce-payments'),
			value: formatCurrency(summary.total, summary.currency),
		});
	}
	return items;
}

/**
 * The payouts table and its filters, for the page query.
 *
 * @example
 * <PayoutsTable query={ useAdminQuery() } />
 */
export function PayoutsTable({ query }: { query: PageQuery }) {
	const { data, total, summary, isLoading, error, summaryFailure, params } = useDeposits(query);
	const { exportDeposits, isExporting } = useDepositsExport();
	const columns = useMemo(() => getPayoutsColumns(), []);

	const storeCurrencies = summary?.store_currencies;
	const explicit = showCurrencyFilter(storeCurrencies);
	const hasFilters = hasActiveFilters(query, DEPOSITS_QUERY);
	// The filter links start again at page 1: they are built without `paged`.
	const filterQuery = filterControlsQuery(withoutPaged(query));

	const settings = getPaymentsSettings();
	const count = summary?.count ?? total ?? 0;
	const rows = useMemo(() => data.map((deposit) => payoutRow(deposit, explicit)), [data, explicit]);
	const items = useMemo(() => summaryItems(summary), [summary]);

	let emptyMessage = __(
		'No payouts yet. Your available funds are paid out to your bank account on your payout schedule.',
		'woocommerce-payments'
	);
	if (error) {
		emptyMessage = __('Payouts could not be loaded. Please reload the page.', 'woocommerce-payments');
	} else if (hasFilters) {
		emptyMessage = __('No payouts match your filters.', 'woocommerce-payments');
	}

	return (
		<>
			<FilterBar
				className="wcpay-payouts__filters"
				filters={getPayoutsFilters(storeCurrencies, query.store_currency_is)}
				advancedFilters={getPayoutsAdvancedFilters()}
				path={PAYOUTS_PATH}
				query={filterQuery}
			/>
			<DataTable
				className="wcpay-payouts__table"
				title={__('Payout history', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				rowKey="details"
				rowHeader={1}
				totalRows={total ?? 0}
				isLoading={isLoading}
				emptyMessage={emptyMessage}
				query={query}
				params={params}
				path={PAYOUTS_PATH}
				filterKeys={FILTER_KEYS}
				preference={PAYOUTS_HIDDEN_COLUMNS_PREFERENCE}
				summaryLabel={__('Summary of these payouts', 'woocommerce-payments')}
				summary={items}
				summaryFailure={summaryFailure}
				actions={[
					<ExportButton
						key="export"
						isExporting={isExporting}
						disabled={!isLoading && (total ?? 0) === 0}
						confirmTitle={__('Export payouts', 'woocommerce-payments')}
						getConfirmation={() =>
							needsExportConfirmation('deposits', count, hasFilters)
								? exportConfirmationMessage('deposits', count)
								: null
						}
						onExport={() =>
							exportDeposits(query, {
								userEmail: settings?.currentUserEmail || undefined,
								locale: settings?.userLocale?.code || undefined,
							})
						}
					/>,
				]}
			/>
		</>
	);
}
