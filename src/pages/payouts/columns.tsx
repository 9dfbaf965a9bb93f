/**
 * The payouts table (spec 001 §2.1, §9): columns details, date, type, amount, status, bankAccount,
 * bankReferenceId; date and amount sortable (default date, descending); details, date, type, amount and
 * status cannot be hidden. Every cell renders its text as text (hostile strings stay inert).
 */
import { AdminLink } from '../../components/admin-link';
import { __, sprintf } from '@wordpress/i18n';

import { PayoutStatusChip } from '../../components/payout-status-chip';
import { storeTimeZoneLabel } from '../../components/store-time-zone';
import {
	DetailsChevronLink,
	detailsColumn,
	type DataTableColumn,
	type DataTableRow,
} from '../../components/data-table';
import type { Deposit } from '../../data/deposits';
import { payoutStatusLabel } from '../../strings/payout-status';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { payoutDetailsUrl } from '../../utils/url';

export const PAYOUTS_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_payouts_hidden_columns';

/** Column keys, in order (spec 001 §9). */
export const PAYOUT_COLUMNS = [
	'details',
	'date',
	'type',
	'amount',
	'status',
	'bankAccount',
	'bankReferenceId',
] as const;
export type PayoutColumn = (typeof PAYOUT_COLUMNS)[number];

/** The columns of the payouts table. */
export function getPayoutsColumns(): DataTableColumn[] {
	const zone = storeTimeZoneLabel();
	return [
		detailsColumn('wcpay-payouts__details-cell'),
		{
			key: 'date',
			/* translators: %s: short name of the store's time zone, e.g. ET */
			label: sprintf(__('Date (%s)', 'woocommerce-payments'), zone),
			screenReaderLabel: sprintf(
				/* translators: %s: short name of the store's time zone, e.g. ET */
				__('Date, in the store time zone (%s)', 'woocommerce-payments'),
				zone
			),
			required: true,
			isSortable: true,
			defaultSort: true,
			defaultOrder: 'desc',
			isLeftAligned: true,
		},
		{ key: 'type', label: __('Type', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{
			key: 'amount',
			label: __('Amount', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isNumeric: true,
			defaultOrder: 'desc',
		},
		{ key: 'status', label: __('Status', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'bankAccount', label: __('Bank account', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'bankReferenceId',
			label: __('Bank reference ID', 'woocommerce-payments'),
			isLeftAligned: true,
		},
	];
}

/** 'Payout' for a deposit, 'Withdrawal' for a withdrawal. */
export function payoutTypeLabel(type: Deposit['type'] | string): string {
	return type === 'withdrawal'
		? __('Withdrawal', 'woocommerce-payments')
		: __('Payout', 'woocommerce-payments');
}

/** The bank reference, or 'N/A' when missing. */
export function bankReferenceLabel(reference: string | null | undefined): string {
	return typeof reference === 'string' && reference.trim() !== ''
		? reference
		: __('N/A', 'woocommerce-payments');
}

/**
 * One table row: its cells by column key.
 *
 * @param deposit  The payout.
 * @param explicit Name the currency code next to amounts (the store has several currencies).
 */
export function payoutRow(deposit: Deposit, explicit: boolean): DataTableRow {
	const href = payoutDetailsUrl(deposit.id) ?? '';
	const date = formatDateTime(deposit.date, { withTimeZone: false });
	const amount = formatCurrency(deposit.amount, deposit.currency, { withCode: explicit });
	const cells: Record<PayoutColumn, NonNullable<DataTableRow[string]>> = {
		details: {
			value: deposit.id,
			// The date link is the row's accessible link; this icon is a mouse shortcut to the same page.
			display: <DetailsChevronLink href={href} className="wcpay-payouts__details-link" />,
		},
		date: {
			value: deposit.date,
			display: (
				<AdminLink
					href={href}
					type="wc-admin"
					className="wcpay-payouts__date-link"
					aria-label={sprintf(
						/* translators: 1: date, 2: amount, 3: status */
						__('%1$s, %2$s, %3$s: view payout details', 'woocommerce-payments'),
						date,
						amount,
						payoutStatusLabel(deposit.status, deposit.type)
					)}
				>
					{date}
				</AdminLink>
			),
		},
		type: { value: deposit.type, display: payoutTypeLabel(deposit.type) },
		amount: { value: deposit.amount, display: amount },
		status: {
			value: deposit.status,
			display: <PayoutStatusChip status={deposit.status} type={deposit.type} />,
		},
		bankAccount: {
			value: deposit.bankAccount ?? '',
			display: deposit.bankAccount ?? __('N/A', 'woocommerce-payments'),
		},
		bankReferenceId: {
			value: deposit.bank_reference_key ?? '',
			display: bankReferenceLabel(deposit.bank_reference_key),
		},
	};
	return cells;
}
