/**
 * Display status of a charge (spec 001 §4.2), derived in this order:
 *
 * 1. `fraud_outcome_review`: the intent is `requires_capture` and the fraud outcome is `review`;
 * 2. `fraud_outcome_block`: the fraud outcome is `block` or `review_blocked`;
 * 3. `failed`: status failed with outcome `issuer_declined` or `invalid`;
 * 4. `blocked`: status failed with outcome `blocked`;
 * 5. `disputed_{dispute status}`;
 * 6. `refunded_partial` (some money refunded, not all);
 * 7. `refunded_full`;
 * 8. `refund_failed` (not refunded, but refunds exist);
 * 9. `paid` (succeeded, paid and captured);
 * 10. `authorized` (succeeded, paid, not captured);
 * 11. otherwise the raw status.
 *
 * Pure and shared: the payment details screen and any row that carries a charge use the same function. The
 * labels and tones of the statuses follow spec 002 §4.1 and §4.2 (a disputed payment reads as its dispute,
 * src/strings/dispute-status.ts; a held or blocked one as its fraud outcome, src/strings/fraud-outcome-
 * status.ts); the chip is src/components/charge-status-chip.tsx.
 */
import { __ } from '@wordpress/i18n';

import type { ChipType } from '../components/status-chip';
import { disputeChipLabel, disputeNeedsResponse } from './dispute-status';
import { fraudOutcomeStatusLabel } from './fraud-outcome-status';
import { ownEntry } from '../utils/own-entry';

/** The charge fields the derivation reads (a Stripe-shaped charge; everything optional). */
export interface ChargeLike {
	status?: string | null;
	paid?: boolean | null;
	captured?: boolean | null;
	refunded?: boolean | null;
	amount_refunded?: number | null;
	/** A list, or Stripe's `{ data: [...] }`. */
	refunds?: unknown[] | { data?: unknown[] | null } | null;
	disputed?: boolean | null;
	dispute?: { status?: string | null } | null;
	outcome?: { type?: string | null } | null;
}

/** The payment intent fields the derivation reads. */
export interface IntentLike {
	status?: string | null;
}

/**
 * Where the fraud tools' decision comes from: the order's fraud meta box type (`review`, `block`,
 * `review_blocked`, …) or the charge metadata.
 */
export type FraudOutcome = string | null | undefined;

export type ChargeDisplayStatus =
	| 'fraud_outcome_review'
	| 'fraud_outcome_block'
	| 'failed'
	| 'blocked'
	| `disputed_${string}`
	| 'refunded_partial'
	| 'refunded_full'
	| 'refund_failed'
	| 'paid'
	| 'authorized'
	| string;

const FAILED_OUTCOMES = ['issuer_declined', 'invalid'];
const BLOCKED_OUTCOMES = ['blocked'];

function refundCount(refunds: ChargeLike['refunds']): number {
	if (Array.isArray(refunds)) {
		return refunds.length;
	}
	if (refunds && Array.isArray(refunds.data)) {
		return refunds.data.length;
	}
	return 0;
}

/**
 * The display status of a charge (spec 001 §4.2).
 *
 * @example
 * getChargeDisplayStatus( { status: 'succeeded', paid: true, captured: true } ); // 'paid'
 * getChargeDisplayStatus( charge, { status: 'requires_capture' }, 'review' ); // 'fraud_outcome_review'
 */
export function getChargeDisplayStatus(
	charge: ChargeLike | null | undefined,
	intent?: IntentLike | null,
	fraudOutcome?: FraudOutcome
): ChargeDisplayStatus {
	const c: ChargeLike = charge ?? {};
	if (intent?.status === 'requires_capture' && fraudOutcome === 'review') {
		return 'fraud_outcome_review';
	}
	if (fraudOutcome === 'block' || fraudOutcome === 'review_blocked') {
		return 'fraud_outcome_block';
	}
	const outcome = c.outcome?.type ?? '';
	if (c.status === 'failed' && FAILED_OUTCOMES.includes(outcome)) {
		return 'failed';
	}
	if (c.status === 'failed' && BLOCKED_OUTCOMES.includes(outcome)) {
		return 'blocked';
	}
	if (c.disputed && c.dispute?.status) {
		return `disputed_${c.dispute.status}`;
	}
	const amountRefunded = c.amount_refunded ?? 0;
	if (!c.refunded && amountRefunded > 0) {
		return 'refunded_partial';
	}
	if (c.refunded) {
		return 'refunded_full';
	}
	if (refundCount(c.refunds) > 0) {
		return 'refund_failed';
	}
	if (c.status === 'succeeded' && c.paid && c.captured) {
		return 'paid';
	}
	if (c.status === 'succeeded' && c.paid && !c.captured) {
		return 'authorized';
	}
	return c.status ?? '';
}

/** Tone of a status pill (the chip types of src/components/status-chip). */
export type StatusTone = ChipType;

/** The prefix of a disputed payment's display status; the rest is the dispute's status. */
const DISPUTED = 'disputed_';

/**
 * Label and tone of a display status (spec 002 §4.1, §4.2): a disputed payment reads 'Disputed: (label)'
 * or 'Inquiry: (label)', as an alert when the dispute needs a response; an unknown status shows as it is,
 * in a light pill.
 *
 * @example
 * chargeDisplayStatusPill( 'authorized' ); // { label: 'Payment authorized', tone: 'primary' }
 * chargeDisplayStatusPill( 'disputed_needs_response' ); // { label: 'Disputed: Needs response', tone: 'alert' }
 */
export function chargeDisplayStatusPill(status: ChargeDisplayStatus): { label: string; tone: StatusTone } {
	if (status.startsWith(DISPUTED)) {
		const dispute = status.slice(DISPUTED.length);
		const label = disputeChipLabel(dispute);
		if (label !== null) {
			return { label, tone: disputeNeedsResponse(dispute) ? 'alert' : 'light' };
		}
	}
	const known: Record<string, { label: string; tone: StatusTone }> = {
		paid: { label: __('Paid', 'woocommerce-payments'), tone: 'success' },
		authorized: { label: __('Payment authorized', 'woocommerce-payments'), tone: 'primary' },
		failed: { label: __('Payment failed', 'woocommerce-payments'), tone: 'alert' },
		blocked: { label: __('Payment blocked', 'woocommerce-payments'), tone: 'alert' },
		// Held or blocked by the fraud tools: the fraud outcome's own words (spec 001 §3.5, 002 §4.1).
		fraud_outcome_review: { label: fraudOutcomeStatusLabel('review'), tone: 'warning' },
		fraud_outcome_block: { label: fraudOutcomeStatusLabel('block'), tone: 'alert' },
		refunded_partial: { label: __('Partial refund', 'woocommerce-payments'), tone: 'light' },
		refunded_full: { label: __('Refunded', 'woocommerce-payments'), tone: 'light' },
		refund_failed: { label: __('Refund failure', 'woocommerce-payments'), tone: 'alert' },
		pending: { label: __('Pending', 'woocommerce-payments'), tone: 'light' },
	};
	return ownEntry(known, status) ?? { label: status, tone: 'light' };
}
