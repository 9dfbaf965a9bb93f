/**
 * What the timeline shows for one event (spec 002 §2.1, §3.6, §4.4): its kind (which decides the
 * decorative marker), its headline, and the lines under it — the conversion of another currency, the fee
 * with its breakdown and the net, the payout that carried the money (or that none has yet), a refund's
 * reason, the fraud rules that matched, the reviewer, the dispute fee — with the links out of the screen
 * (payout details, the loan's payments, the dispute's challenge page, the reviewer's user page). Pure.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TimelineEvent, TimelineEventType } from '../../../data/payment-details';
import { getAdminUrl } from '../../../settings';
import { formatDate } from '../../../utils/dates';
import { formatCurrency } from '../../../utils/money';
import { getAdminPageUrl } from '../../../utils/url';
import { conversionText, feeBreakdown } from './fees';
import { fraudRuleLines, refundReasonLabel, timelineHeadline } from './text';
import { ownEntry } from '../../../utils/own-entry';

/** The kind of an event: it picks the marker drawn beside it (the text carries the meaning). */
export type EventKind = 'neutral' | 'success' | 'failure' | 'refund' | 'dispute' | 'fraud' | 'loan';

/** A link out of the timeline: a wc-admin page or a wp-admin page. */
export interface TimelineLink {
	href: string;
	text: string;
	type: 'wc-admin' | 'wp-admin';
}

/** A line under an event: text, sub-lines (a breakdown), and a link after the text. */
export interface TimelineLine {
	text: string;
	items?: string[];
	link?: TimelineLink;
}

export interface EventView {
	kind: EventKind;
	headline: string;
	lines: TimelineLine[];
}

const KINDS: Record<TimelineEventType, EventKind> = {
	started: 'neutral',
	authorized: 'neutral',
	authorization_voided: 'failure',
	authorization_expired: 'failure',
	captured: 'success',
	partial_refund: 'refund',
	full_refund: 'refund',
	refund_failed: 'failure',
	failed: 'failure',
	dispute_needs_response: 'dispute',
	dispute_in_review: 'dispute',
	dispute_won: 'success',
	dispute_lost: 'dispute',
	dispute_warning_closed: 'dispute',
	dispute_charge_refunded: 'dispute',
	financing_paydown: 'loan',
	fraud_outcome_manual_approve: 'fraud',
	fraud_outcome_manual_block: 'fraud',
	fraud_outcome_review: 'fraud',
	fraud_outcome_block: 'fraud',
};

/**
 * The kind of an event type; 'neutral' for a type this screen does not know.
 *
 * @example
 * eventKind( 'dispute_won' ); // 'success'
 */
export function eventKind(type: string): EventKind {
	return ownEntry(KINDS, type) ?? 'neutral';
}

/**
 * The payout line of a money movement: the payout's date with a link to it, or that none carried it yet.
 *
 * @example
 * payoutLine( { id: 'po_1', arrival_date: '2025-01-05 00:00:00' } ).link.href; // '…&path=%2Fpayments%2Fpayouts%2Fdetails&id=po_1'
 */
export function payoutLine(deposit: TimelineEvent['deposit']): TimelineLine {
	if (!deposit) {
		return { text: __('Not yet included in a payout.', 'woocommerce-payments') };
	}
	return {
		/* translators: %s: the payout's date, e.g. Jan 5, 2025 */
		text: sprintf(
			__('Included in the payout on %s.', 'woocommerce-payments'),
			formatDate(deposit.arrival_date)
		),
		link: {
			href: getAdminPageUrl('/payments/payouts/details', { id: deposit.id }),
			text: __('View payout', 'woocommerce-payments'),
			type: 'wc-admin',
		},
	};
}

/** The lines of a capture: conversion, fee with its breakdown, net, payout. */
function capturedLines(event: TimelineEvent): TimelineLine[] {
	const lines: TimelineLine[] = [];
	const td = event.transaction_details;
	const conversion = conversionText(td);
	if (conversion) {
		lines.push({ text: conversion });
	}
	if (td) {
		lines.push({
			/* translators: %s: fee amount, e.g. -$0.59 */
			text: sprintf(
				__('Fee: %s', 'woocommerce-payments'),
				formatCurrency(-td.store_fee, td.store_currency)
			),
			items: event.fee_rates ? feeBreakdown(event.fee_rates) : undefined,
		});
		lines.push({
			/* translators: %s: net amount, e.g. $9.41 */
			text: sprintf(
				__('Net: %s', 'woocommerce-payments'),
				formatCurrency(td.store_amount - td.store_fee, td.store_currency)
			),
		});
	}
	lines.push(payoutLine(event.deposit ?? null));
	return lines;
}

/** The lines of a refund or of a failed refund. */
function refundLines(event: TimelineEvent): TimelineLine[] {
	const lines: TimelineLine[] = [];
	const td = event.transaction_details;
	const conversion = conversionText(td);
	if (conversion) {
		lines.push({ text: conversion });
	}
	const reason = refundReasonLabel(event.reason);
	if (reason) {
		/* translators: %s: refund reason, e.g. Requested by customer */
		lines.push({ text: sprintf(__('Reason: %s', 'woocommerce-payments'), reason) });
	}
	if (event.type === 'refund_failed' && td) {
		lines.push({
			/* translators: %s: amount, e.g. $10.00 */
			text: sprintf(
				__('%s was returned to your balance.', 'woocommerce-payments'),
				formatCurrency(Math.abs(td.store_amount), td.store_currency)
			),
		});
	}
	lines.push(payoutLine(event.deposit ?? null));
	return lines;
}

/** The lines of a dispute's events: the fee, the link to the dispute while it awaited a response. */
function disputeLines(event: TimelineEvent): TimelineLine[] {
	const lines: TimelineLine[] = [];
	const currency = event.currency ?? 'usd';
	if (event.type === 'dispute_needs_response') {
		if (event.amount === undefined || event.amount === null) {
			lines.push({ text: __('No funds were withdrawn.', 'woocommerce-payments') });
		} else if (event.fee) {
			lines.push({
				/* translators: %s: fee amount, e.g. -$15.00 */
				text: sprintf(
					__('Dispute fee: %s', 'woocommerce-payments'),
					formatCurrency(-event.fee, currency)
				),
			});
		}
		if (event.dispute_id) {
			lines.push({
				text: '',
				link: {
					href: getAdminPageUrl('/payments/disputes/challenge', { id: event.dispute_id }),
					text: __('View dispute', 'woocommerce-payments'),
					type: 'wc-admin',
				},
			});
		}
	}
	if (event.type === 'dispute_won' && event.fee) {
		lines.push({
			/* translators: %s: fee amount, e.g. $15.00 */
			text: sprintf(
				__('Dispute fee returned: %s', 'woocommerce-payments'),
				formatCurrency(event.fee, currency)
			),
		});
	}
	return lines;
}

/** The reviewer of a held payment, linked to their user page (spec 002 §2.1). */
function reviewerLine(user: TimelineEvent['user']): TimelineLine[] {
	if (!user || !user.username) {
		return [];
	}
	return [
		{
			text: __('Reviewed by', 'woocommerce-payments'),
			link: {
				href: getAdminUrl(`user-edit.php?user_id=${encodeURIComponent(String(user.id))}`),
				text: user.username,
				type: 'wp-admin',
			},
		},
	];
}

/** The loan a repayment went to: its payments in the transactions list (spec 002 §2.1). */
function loanLines(event: TimelineEvent): TimelineLine[] {
	if (!event.loan_id) {
		return [];
	}
	return [
		{
			text: '',
			link: {
				href: getAdminPageUrl('/payments/transactions', {
					type: 'charge',
					filter: 'advanced',
					loan_id_is: event.loan_id,
				}),
				/* translators: %s: loan id */
				text: sprintf(__('View the payments of loan %s', 'woocommerce-payments'), event.loan_id),
				type: 'wc-admin',
			},
		},
	];
}

/**
 * Everything the card shows for one event.
 *
 * @example
 * eventView( { type: 'captured', datetime: 1, amount: 1000, currency: 'usd', deposit: null } ).lines;
 * // [ { text: 'Not yet included in a payout.' } ]
 */
export function eventView(event: TimelineEvent): EventView {
	let lines: TimelineLine[] = [];
	switch (event.type) {
		case 'captured':
			lines = capturedLines(event);
			break;
		case 'partial_refund':
		case 'full_refund':
		case 'refund_failed':
			lines = refundLines(event);
			break;
		case 'fraud_outcome_review':
		case 'fraud_outcome_block':
			lines = fraudRuleLines(event.ruleset_results).map((text) => ({ text }));
			break;
		case 'fraud_outcome_manual_approve':
		case 'fraud_outcome_manual_block':
			lines = reviewerLine(event.user);
			break;
		case 'financing_paydown':
			lines = loanLines(event);
			break;
		default:
			lines = event.type.startsWith('dispute_') ? disputeLines(event) : [];
	}
	return { kind: eventKind(event.type), headline: timelineHeadline(event), lines };
}
