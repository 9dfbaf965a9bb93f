/**
 * Payouts (spec 001 §2.1): in order the feedback prompt (§4.6), the page navigation, the test-mode banner
 * (§2.11), the next-payout notice (§4.7), the failed-payout notice (§4.8) and the 'Payout history' table
 * with its filters (currency, 'Show' / advanced) and the Export button (§4.5).
 *
 * Every view is a URL: filters, sorting, paging and page size live in the query string
 * (`updateQueryString` of @woocommerce/navigation) and the data hooks read the query as it is.
 */
import { useMemo } from 'react';
import { ReportFilters, TableCard } from '@woocommerce/components';
import { updateQueryString } from '@woocommerce/navigation';
import { __, _n } from '@wordpress/i18n';

import { useAdminQuery } from '../../app/use-location';
import { ExportButton } from '../../components/export-button';
import { useHiddenColumns } from '../../components/hidden-columns';
import { PaymentsNav } from '../../components/payments-nav';
import { useTableCardA11y } from '../../components/table-card-a11y';
import { isTestModeActive, TestModeBanner } from '../../components/test-mode-banner';
import {
	DEPOSITS_QUERY,
	useDeposits,
	useDepositsExport,
	useDepositsOverview,
	type DepositsSummary,
} from '../../data/deposits';
import { getPaymentsSettings, getStoreSettings } from '../../settings';
import { exportConfirmationMessage, needsExportConfirmation } from '../../utils/export-job';
import { hasActiveFilters, type PageQuery } from '../../data/shared/list-query';
import { formatCurrency } from '../../utils/money';
import { parsePaging } from '../../utils/url';
import { getPayoutsHeaders, payoutRow, PAYOUTS_HIDDEN_COLUMNS_PREFERENCE } from './columns';
import { FeedbackPrompt } from './feedback-prompt';
import {
	filterControlsQuery,
	getPayoutsAdvancedFilters,
	getPayoutsFilters,
	PAYOUTS_PATH,
	showCurrencyFilter,
} from './filters';
import { FailedPayoutNotice, NextPayoutNotice, usePayoutNotices } from './notices';
import './style.scss';

type Query = Record<string, unknown>;

/** The summary line under the table: the count, and the total when the rows share one currency. */
export function summaryItems(summary: DepositsSummary | undefined): { label: string; value: string }[] {
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

function PayoutsTable({ query }: { query: Query }) {
	const a11yRef = useTableCardA11y();
	const { data, total, summary, isLoading, error, params } = useDeposits(query as PageQuery);
	const { exportDeposits, isExporting } = useDepositsExport();
	const allHeaders = useMemo(() => getPayoutsHeaders(), []);
	const { headers, onColumnsChange, tableKey } = useHiddenColumns(
		PAYOUTS_HIDDEN_COLUMNS_PREFERENCE,
		allHeaders
	);

	const { page, perPage } = parsePaging(query);
	const storeCurrencies = summary?.store_currencies;
	const explicit = showCurrencyFilter(storeCurrencies);
	const hasFilters = hasActiveFilters(query as PageQuery, DEPOSITS_QUERY);

	// What TableCard shows as current: the normalised page, size and sort (e.g. `paged=abc` → 1).
	const tableQuery = {
		...query,
		paged: String(page),
		per_page: perPage,
		orderby: String(params.sort),
		order: String(params.direction),
	};
	// Filters start again at page 1: their links are built without `paged`.
	const filterQuery = filterControlsQuery(
		Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'paged'))
	);

	const onQueryChange =
		(param: string) =>
		(value?: string, direction?: string): void => {
			switch (param) {
				case 'sort':
					updateQueryString(
						{ orderby: value, order: direction, paged: undefined },
						PAYOUTS_PATH,
						query
					);
					break;
				case 'per_page':
					updateQueryString({ per_page: value, paged: undefined }, PAYOUTS_PATH, query);
					break;
				case 'paged':
					updateQueryString({ paged: value === '1' ? undefined : value }, PAYOUTS_PATH, query);
					break;
				default:
					updateQueryString({ [param]: value }, PAYOUTS_PATH, query);
			}
		};

	const settings = getPaymentsSettings();
	const count = summary?.count ?? total ?? 0;
	const rows = data.map((deposit) => payoutRow(deposit, explicit));

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
		<div ref={a11yRef}>
			<div className="wcpay-payouts__filters">
				<ReportFilters
					filters={getPayoutsFilters(storeCurrencies)}
					advancedFilters={getPayoutsAdvancedFilters()}
					showDatePicker={false}
					path={PAYOUTS_PATH}
					query={filterQuery}
					siteLocale={getStoreSettings()?.locale?.siteLocale || 'en_US'}
				/>
			</div>
			<TableCard
				key={tableKey}
				className="wcpay-payouts__table"
				title={__('Payout history', 'woocommerce-payments')}
				isLoading={isLoading && rows.length === 0}
				rowsPerPage={perPage}
				totalRows={total ?? 0}
				headers={headers}
				rows={rows}
				rowHeader={1}
				// The row's key is its payout id (TableCard's type says number; it only calls toString on it).
				rowKey={((row: TableCellRow) => String(row[0]?.value ?? '')) as never}
				summary={summaryItems(summary)}
				query={tableQuery}
				onQueryChange={onQueryChange}
				onColumnsChange={onColumnsChange}
				emptyMessage={emptyMessage}
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
							exportDeposits(query as PageQuery, {
								userEmail: settings?.currentUserEmail || undefined,
								locale: settings?.userLocale?.code || undefined,
							})
						}
					/>,
				]}
			/>
		</div>
	);
}

type TableCellRow = { value?: unknown }[];

export default function PayoutsPage() {
	const query = useAdminQuery() as Query;
	const { data: overview, isLoading: isOverviewLoading } = useDepositsOverview();
	const notices = usePayoutNotices(overview);
	const pageNoticeShown = isTestModeActive() || notices.showNext || notices.showFailed;
	return (
		<div className="wcpay-payouts" data-testid="payouts-page">
			{/* Waits for the account overview, whose failure would raise a notice first. */}
			<FeedbackPrompt isReady={!isOverviewLoading} pageNoticeShown={pageNoticeShown} />
			<PaymentsNav current={PAYOUTS_PATH} />
			<TestModeBanner topic="payouts" />
			<NextPayoutNotice overview={overview} show={notices.showNext} onDismiss={notices.dismissNext} />
			<FailedPayoutNotice show={notices.showFailed} />
			<PayoutsTable query={query} />
		</div>
	);
}
