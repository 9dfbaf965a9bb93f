/**
 * The cells of a transactions table row (spec 001 §2.3, §3.3, §5.2), by column key, for every page that
 * shows the table (the transactions list, a payout's transactions): the date linking to the payment details
 * (id, transaction_id, transaction_type), labels for type, channel and payment method, amounts in the
 * row's currency (with its code when currencies mix), order and subscription links, the customer, the risk
 * chip and the payout columns. Every text renders as text (hostile strings stay inert).
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { lazyCell, type DataTableRow } from '../data-table';
import { RiskChip } from '../risk-chip';
import { PayoutStatusChip } from '../payout-status-chip';
import type { Transaction } from '../../data/transactions';
import { getPaymentsSettings, getStoreSettings } from '../../settings';
import { CARD_BRANDS, paymentMethodLabel } from '../../strings/payment-method';
import { channelLabel } from '../../strings/sales-channel';
import { transactionTypeLabel } from '../../strings/transaction-type';
import { formatCurrency, hasMultipleCurrencies } from '../../utils/money';
import { formatRowDateTime, formatRowDay } from './format';
import { payoutDetailsUrl, transactionDetailsUrl } from './links';
import { ownEntry } from '../../utils/own-entry';

const EMPTY = '–';

export interface TransactionCellsOptions {
	/** Name the currency next to amounts (the store settles in several, or the rows mix them). */
	explicit: boolean;
	/** Country names by code (the store's list). */
	countries: Readonly<Record<string, string>>;
}

function link(href: string | null, text: string, className?: string) {
	return href ? (
		<a href={href} className={className}>
			{text}
		</a>
	) : (
		text
	);
}

/**
 * One row's cells by column key (every column of the table, shown or not).
 *
 * @example
 * const cells = transactionCells( txn, { explicit: false, countries: {} } );
 * cells.date.display; // <a href="…/payments/transactions/details&id=pi_…">Nov 21, 2026, 6:52 PM EST</a>
 */
export function transactionCells(
	txn: Transaction,
	{ explicit, countries }: TransactionCellsOptions
): DataTableRow {
	const money = (amount: number, currency: string) =>
		formatCurrency(amount, currency, { withCode: explicit });
	const order = txn.order;
	const subscriptions = order?.subscriptions ?? [];
	const payoutUrl = () => payoutDetailsUrl(txn.deposit_id);
	// Each display is built when the table draws its column (lazyCell): the hidden columns cost nothing.
	return {
		date: lazyCell(txn.date, () =>
			link(
				transactionDetailsUrl(txn),
				formatRowDateTime(txn.date),
				'wcpay-transactions-table__details-link'
			)
		),
		transaction_id: { value: txn.transaction_id, display: txn.transaction_id },
		type: lazyCell(txn.type, () => transactionTypeLabel(txn.type)),
		channel: lazyCell(txn.channel, () => channelLabel(txn.channel)),
		customer_currency: lazyCell(txn.customer_currency, () => txn.customer_currency.toUpperCase()),
		customer_amount: lazyCell(txn.customer_amount, () =>
			formatCurrency(txn.customer_amount, txn.customer_currency, { withCode: true })
		),
		deposit_currency: lazyCell(txn.currency, () => txn.currency.toUpperCase()),
		amount: lazyCell(txn.amount, () => money(txn.amount, txn.currency)),
		// A fee is shown as what it takes from the amount (net = amount − fees): a charge's fee is negative, a fee
		// returned with a won dispute (negative fees) positive.
		fees: lazyCell(txn.fees, () => money(txn.fees ? -txn.fees : 0, txn.currency)),
		net: lazyCell(txn.net, () => money(txn.net, txn.currency)),
		order: lazyCell(order?.number, () => (order ? link(order.url, `#${order.number}`) : EMPTY)),
		subscriptions: lazyCell(subscriptions.map((s) => s.number).join(', '), () =>
			subscriptions.length
				? subscriptions.map((s, i) => (
						<span key={s.number}>
							{i > 0 && ', '}
							<a href={s.url}>{`#${s.number}`}</a>
						</span>
					))
				: EMPTY
		),
		source: lazyCell(txn.source ?? undefined, () =>
			txn.source
				? paymentMethodLabel(txn.source) +
					(CARD_BRANDS.includes(txn.source) && txn.source_identifier
						? ` •••• ${txn.source_identifier}`
						: '')
				: EMPTY
		),
		customer_name: { value: txn.customer_name ?? undefined, display: txn.customer_name || EMPTY },
		customer_email: { value: txn.customer_email ?? undefined, display: txn.customer_email || EMPTY },
		customer_country: lazyCell(txn.customer_country ?? undefined, () =>
			txn.customer_country ? (ownEntry(countries, txn.customer_country) ?? txn.customer_country) : EMPTY
		),
		risk_level: lazyCell(txn.risk_level ?? undefined, () => <RiskChip risk={txn.risk_level} />),
		deposit_id: lazyCell(txn.deposit_id ?? undefined, () =>
			txn.deposit_id ? link(payoutUrl(), txn.deposit_id) : EMPTY
		),
		deposit: lazyCell(txn.available_on, () => {
			const url = payoutUrl();
			const availableOn = formatRowDay(txn.available_on);
			return url ? (
				link(url, availableOn)
			) : (
				<span className="wcpay-transactions-table__estimated">
					{sprintf(
						/* translators: %s: the day the funds become available for a payout */
						__('Estimated %s', 'woocommerce-payments'),
						availableOn
					)}
				</span>
			);
		}),
		deposit_status: lazyCell(txn.deposit_status ?? undefined, () =>
			txn.deposit_status ? <PayoutStatusChip status={txn.deposit_status} /> : EMPTY
		),
	};
}

/**
 * The rows of a page of transactions, memoised on the rows: amounts name their currency when the store
 * settles in several (known at once from the page settings) or the rows mix them — not from the summary, so
 * that its arrival does not redraw every row.
 *
 * @example
 * const { data } = useTransactions( query );
 * const rows = useTransactionRows( data );
 * <DataTable rows={ rows } … />
 */
export function useTransactionRows(data: readonly Transaction[]): DataTableRow[] {
	const explicit =
		Boolean(getPaymentsSettings()?.shouldUseExplicitPrice) ||
		hasMultipleCurrencies(data.map((t) => t.currency));
	const countries = useMemo(() => (getStoreSettings()?.countries ?? {}) as Record<string, string>, []);
	return useMemo(
		() => data.map((txn) => transactionCells(txn, { explicit, countries })),
		[data, explicit, countries]
	);
}
