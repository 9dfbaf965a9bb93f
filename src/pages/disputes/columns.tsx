/**
 * The disputes table (spec 002 §2.2, §9): columns details, amount, currency, status, reason, source, order,
 * customerName, customerEmail, customerCountry, created, dueBy and action; amount, created and dueBy
 * sortable (default created, descending); currency, customerEmail, customerCountry and created hidden by
 * default (preference `wc_payments_disputes_hidden_columns`). Each row links to the payment details of its
 * charge; the action reads 'Respond' (the evidence screen) for a dispute that needs a response and 'See
 * details' otherwise; the status is the disputed payment's chip of the payment details screen. Every cell
 * renders its text as text (hostile strings stay inert).
 */
import { AdminLink } from '../../components/admin-link';
import { __, sprintf } from '@wordpress/i18n';

import { ChargeStatusChip } from '../../components/charge-status-chip';
import {
	DetailsChevronLink,
	detailsColumn,
	type DataTableColumn,
	type DataTableRow,
} from '../../components/data-table';
import { storeTimeZoneLabel } from '../../components/store-time-zone';
import type { Dispute } from '../../data/disputes';
import { chargeDisplayStatusPill } from '../../strings/charge-display-status';
import { disputeReasonLabel } from '../../strings/dispute-reason';
import { disputeNeedsResponse } from '../../strings/dispute-status';
import { paymentMethodLabel } from '../../strings/payment-method';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { disputeDeadline } from './deadline';
import { ownEntry } from '../../utils/own-entry';

export const DISPUTES_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_disputes_hidden_columns';

/** The payment details screen a row links to. */
export const PAYMENT_DETAILS_PATH = '/payments/transactions/details';

/** The evidence screen 'Respond' opens. */
export const DISPUTE_CHALLENGE_PATH = '/payments/disputes/challenge';

/** Column keys, in order (spec 002 §2.2). */
export const DISPUTE_COLUMNS = [
	'details',
	'amount',
	'currency',
	'status',
	'reason',
	'source',
	'order',
	'customerName',
	'customerEmail',
	'customerCountry',
	'created',
	'dueBy',
	'action',
] as const;
export type DisputeColumn = (typeof DISPUTE_COLUMNS)[number];

const EMPTY = '–';

/** The columns of the disputes table. */
export function getDisputesColumns(): DataTableColumn[] {
	const zone = storeTimeZoneLabel();
	return [
		detailsColumn('wcpay-disputes__details-cell'),
		{
			key: 'amount',
			label: __('Amount', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isNumeric: true,
			defaultOrder: 'desc',
		},
		{
			key: 'currency',
			label: __('Currency', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{ key: 'status', label: __('Status', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'reason', label: __('Reason', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'source', label: __('Method', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'order', label: __('Order #', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'customerName', label: __('Customer', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'customerEmail',
			label: __('Email', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'customerCountry',
			label: __('Country', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'created',
			/* translators: %s: short name of the store's time zone, e.g. ET */
			label: sprintf(__('Disputed on (%s)', 'woocommerce-payments'), zone),
			hiddenByDefault: true,
			isSortable: true,
			defaultSort: true,
			defaultOrder: 'desc',
			isLeftAligned: true,
		},
		{
			key: 'dueBy',
			/* translators: %s: short name of the store's time zone, e.g. ET */
			label: sprintf(__('Respond by (%s)', 'woocommerce-payments'), zone),
			required: true,
			isSortable: true,
			isLeftAligned: true,
		},
		{
			key: 'action',
			label: __('Action', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
	];
}

/**
 * The payment details of a dispute's charge (spec 002 §2.2: each row links to the transaction details of
 * its charge_id; the intent when a charge id is missing). Null with neither.
 *
 * @example
 * disputeDetailsUrl( { charge_id: 'ch_1', payment_intent_id: 'pi_1' } ); // '…path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_1'
 */
export function disputeDetailsUrl(dispute: Pick<Dispute, 'charge_id' | 'payment_intent_id'>): string | null {
	const id = dispute.charge_id || dispute.payment_intent_id;
	return id ? getAdminPageUrl(PAYMENT_DETAILS_PATH, { id }) : null;
}

/**
 * The action of a row: 'Respond' (the evidence screen of the dispute) when it needs a response, else 'See
 * details' (the payment details).
 *
 * @example
 * disputeAction( { dispute_id: 'dp_1', status: 'needs_response', charge_id: 'ch_1', payment_intent_id: null } );
 * // { kind: 'respond', label: 'Respond', href: '…path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_1' }
 */
export function disputeAction(
	dispute: Pick<Dispute, 'dispute_id' | 'status' | 'charge_id' | 'payment_intent_id'>
): { kind: 'respond' | 'details'; label: string; href: string | null } {
	if (disputeNeedsResponse(dispute.status)) {
		return {
			kind: 'respond',
			label: __('Respond', 'woocommerce-payments'),
			href: getAdminPageUrl(DISPUTE_CHALLENGE_PATH, { id: dispute.dispute_id }),
		};
	}
	return {
		kind: 'details',
		label: __('See details', 'woocommerce-payments'),
		href: disputeDetailsUrl(dispute),
	};
}

/** The chip of a dispute's status: the disputed payment's chip (same text and colour as its details). */
export function DisputeStatusCell({ status }: { status: Dispute['status'] }) {
	return <ChargeStatusChip status={`disputed_${status}`} />;
}

export interface DisputeRowOptions {
	/** Name the currency code next to amounts (the rows mix currencies). */
	explicit: boolean;
	/** Country names by code (the store's list). */
	countries: Readonly<Record<string, string>>;
	/** Now, in ms (the deadline rule). */
	now: number;
}

/**
 * One table row: its cells by column key.
 *
 * @example
 * const row = disputeRow( dispute, { explicit: false, countries: {}, now: Date.now() } );
 */
export function disputeRow(dispute: Dispute, { explicit, countries, now }: DisputeRowOptions): DataTableRow {
	const href = disputeDetailsUrl(dispute);
	const amount = formatCurrency(dispute.amount, dispute.currency, { withCode: explicit });
	const status = chargeDisplayStatusPill(`disputed_${dispute.status}`).label;
	const reason = disputeReasonLabel(dispute.reason) ?? dispute.reason;
	const deadline = disputeDeadline(dispute, now);
	const action = disputeAction(dispute);
	const order = dispute.order;
	const country = dispute.customer_country;
	const cells: Record<DisputeColumn, NonNullable<DataTableRow[string]>> = {
		details: {
			value: dispute.dispute_id,
			// The amount link is the row's accessible link; this icon is a mouse shortcut to the same page.
			display: href ? (
				<DetailsChevronLink href={href} className="wcpay-disputes__details-link" />
			) : null,
		},
		amount: {
			value: dispute.amount,
			display: href ? (
				<AdminLink
					href={href}
					type="wc-admin"
					className="wcpay-disputes__amount-link"
					aria-label={sprintf(
						/* translators: 1: disputed amount, 2: dispute status, 3: dispute reason */
						__('%1$s, %2$s, %3$s: view payment details', 'woocommerce-payments'),
						amount,
						status,
						reason
					)}
				>
					{amount}
				</AdminLink>
			) : (
				amount
			),
		},
		currency: { value: dispute.currency, display: dispute.currency.toUpperCase() },
		status: { value: dispute.status, display: <DisputeStatusCell status={dispute.status} /> },
		reason: { value: dispute.reason, display: reason },
		source: {
			value: dispute.source ?? undefined,
			display: dispute.source ? paymentMethodLabel(dispute.source) : EMPTY,
		},
		order: {
			value: order?.number ?? dispute.order_number ?? undefined,
			display: order ? (
				<a href={order.url}>{`#${order.number}`}</a>
			) : dispute.order_number ? (
				`#${dispute.order_number}`
			) : (
				EMPTY
			),
		},
		customerName: {
			value: dispute.customer_name ?? undefined,
			display: dispute.customer_name || EMPTY,
		},
		customerEmail: {
			value: dispute.customer_email ?? undefined,
			display: dispute.customer_email || EMPTY,
		},
		customerCountry: {
			value: country ?? undefined,
			display: country ? (ownEntry(countries, country) ?? country) : EMPTY,
		},
		created: {
			value: dispute.created,
			display: formatDateTime(dispute.created, { withTimeZone: false }),
		},
		dueBy: {
			value: dispute.due_by ?? undefined,
			display: deadline.highlighted ? (
				<span className={`wcpay-disputes__due wcpay-disputes__due--${deadline.urgency}`}>
					{deadline.text}
				</span>
			) : (
				deadline.text
			),
		},
		action: {
			value: action.kind,
			display: action.href ? (
				<AdminLink
					href={action.href}
					type="wc-admin"
					className={`components-button is-compact ${
						action.kind === 'respond' ? 'is-secondary' : 'is-tertiary'
					} wcpay-disputes__action`}
				>
					{action.label}
				</AdminLink>
			) : null,
		},
	};
	return cells;
}
