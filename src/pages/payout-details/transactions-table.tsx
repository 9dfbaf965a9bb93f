/**
 * The transactions an automatic payout paid out (spec 001 §2.2, §5): a transactions table filtered by the
 * payout's id (`deposit_id`), without the payout columns (payout id, date, status: they are this page).
 * Paging, page size and sorting live in the details page's URL like on every list.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, TableCard } from '@woocommerce/components';
import { updateQueryString } from '@woocommerce/navigation';
import { __, _n, sprintf } from '@wordpress/i18n';

import { storeTimeZoneLabel } from '../../components/store-time-zone';
import { useTableCardA11y } from '../../components/table-card-a11y';
import { useTransactions, type Transaction, type TransactionsSummary } from '../../data/transactions';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl, parsePaging } from '../../utils/url';
import { channelLabel, paymentMethodLabel, transactionTypeLabel } from '../../strings/transactions';
import { payoutTransactionsQuery } from './reads';

export const PAYOUT_DETAILS_PATH = '/payments/payouts/details';

type Query = Record<string, unknown>;
type Cell = { display: ReactNode; value: string | number };

/** Columns of the payout's transactions; the payout columns of the transactions list are left out. */
export function getPayoutTransactionsHeaders() {
	const zone = storeTimeZoneLabel();
	return [
		{
			key: 'date',
			/* translators: %s: short name of the store's time zone, e.g. ET */
			label: sprintf(__('Date / Time (%s)', 'woocommerce-payments'), zone),
			required: true,
			isSortable: true,
			defaultSort: true,
			defaultOrder: 'desc' as const,
			isLeftAligned: true,
		},
		{ key: 'type', label: __('Type', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{
			key: 'channel',
			label: __('Sales channel', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		{ key: 'amount', label: __('Amount', 'woocommerce-payments'), isSortable: true, isNumeric: true },
		{ key: 'fees', label: __('Fees', 'woocommerce-payments'), isSortable: true, isNumeric: true },
		{
			key: 'net',
			label: __('Net', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isNumeric: true,
		},
		{ key: 'order', label: __('Order #', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'source', label: __('Payment method', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'customer', label: __('Customer', 'woocommerce-payments'), isLeftAligned: true },
	];
}

/** The payment details page of a transaction, when it has a payment to show. */
function paymentUrl(t: Transaction): string | null {
	const id = t.payment_intent_id || t.charge_id;
	return id ? getAdminPageUrl('/payments/transactions/details', { id }) : null;
}

export function transactionRow(t: Transaction): Cell[] {
	const date = formatDateTime(t.date, { withTimeZone: false });
	const url = paymentUrl(t);
	const method = paymentMethodLabel(t.source);
	return [
		{
			value: t.transaction_id,
			display: url ? (
				<Link href={url} type="wc-admin">
					{date}
				</Link>
			) : (
				date
			),
		},
		{ value: t.type, display: transactionTypeLabel(t.type) },
		{ value: t.channel, display: channelLabel(t.channel) },
		{ value: t.amount, display: formatCurrency(t.amount, t.currency) },
		{ value: t.fees, display: formatCurrency(-Math.abs(t.fees), t.currency) },
		{ value: t.net, display: formatCurrency(t.net, t.currency) },
		{
			value: t.order?.number ?? '',
			display: t.order ? (
				<a href={t.order.url}>
					{sprintf(
						/* translators: %s: order number */
						__('#%s', 'woocommerce-payments'),
						String(t.order.number)
					)}
				</a>
			) : (
				'–'
			),
		},
		{
			value: t.source ?? '',
			display: method ? (
				<span className="wcpay-payout-transactions__method">
					{method}
					{t.source_identifier ? (
						<span aria-hidden="true">{` •••• ${t.source_identifier}`}</span>
					) : null}
					{t.source_identifier ? (
						<span className="screen-reader-text">
							{sprintf(
								/* translators: %s: last digits of the card or account */
								__(' ending in %s', 'woocommerce-payments'),
								t.source_identifier
							)}
						</span>
					) : null}
				</span>
			) : (
				'–'
			),
		},
		{ value: t.customer_name ?? '', display: t.customer_name || '–' },
	];
}

function summaryItems(summary: TransactionsSummary | undefined) {
	if (!summary) {
		return [];
	}
	const items = [
		{
			label: _n('transaction', 'transactions', summary.count, 'woocommerce-payments'),
			value: String(summary.count),
		},
	];
	if (summary.currency) {
		items.push(
			{
				label: __('total', 'woocommerce-payments'),
				value: formatCurrency(summary.total, summary.currency),
			},
			{
				label: __('fees', 'woocommerce-payments'),
				value: formatCurrency(-Math.abs(summary.fees), summary.currency),
			},
			{ label: __('net', 'woocommerce-payments'), value: formatCurrency(summary.net, summary.currency) }
		);
	}
	return items;
}

export function PayoutTransactions({ depositId, query }: { depositId: string; query: Query }) {
	const listQuery = useMemo(
		() => payoutTransactionsQuery(query, depositId),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[query.paged, query.per_page, query.orderby, query.order, depositId]
	);
	const { data, total, summary, isLoading, params } = useTransactions(listQuery);
	const headers = useMemo(() => getPayoutTransactionsHeaders(), []);
	const { page, perPage } = parsePaging(query);
	const a11yRef = useTableCardA11y();

	const onQueryChange =
		(param: string) =>
		(value?: string, direction?: string): void => {
			const update =
				param === 'sort'
					? { orderby: value, order: direction, paged: undefined }
					: param === 'per_page'
						? { per_page: value, paged: undefined }
						: { [param]: param === 'paged' && value === '1' ? undefined : value };
			updateQueryString(update, PAYOUT_DETAILS_PATH, query);
		};

	return (
		<div ref={a11yRef}>
			<TableCard
				className="wcpay-payout-transactions"
				title={__('Payout transactions', 'woocommerce-payments')}
				isLoading={isLoading && data.length === 0}
				rowsPerPage={perPage}
				totalRows={total ?? 0}
				headers={headers}
				rows={data.map(transactionRow)}
				rowKey={((row: Cell[]) => String(row[0]?.value ?? '')) as never}
				summary={summaryItems(summary)}
				showMenu={false}
				query={{
					paged: String(page),
					per_page: perPage,
					orderby: String(params.sort),
					order: String(params.direction),
				}}
				onQueryChange={onQueryChange}
				emptyMessage={__('This payout has no transactions.', 'woocommerce-payments')}
			/>
		</div>
	);
}
