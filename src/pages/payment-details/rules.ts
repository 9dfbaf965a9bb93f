/**
 * Rules of the payment details summary (spec 002 §2.1, §4.3, §9): when a refund is available and in which
 * forms, when the capture notice shows and how long is left, when a held payment offers its review
 * actions, and the links out of the screen (customer, loan, reviewer, order). Pure; the components are
 * summary.tsx and its neighbours.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { Charge, PaymentIntent } from '../../data/payment-details';
import { getAdminUrl } from '../../settings';
import { getAdminPageUrl } from '../../utils/url';

/** An authorization must be captured within 7 days of its creation (spec 002 §9, spec 001 §9). */
export const CAPTURE_WINDOW_DAYS = 7;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Whether the payment can be refunded (spec 002 §4.3): captured, not yet refunded, and either no dispute or
 * an inquiry or a won dispute.
 *
 * @example
 * isRefundAvailable( { captured: true, refunded: false, dispute: null } ); // true
 */
export function isRefundAvailable(charge: Pick<Charge, 'captured' | 'refunded' | 'dispute'>): boolean {
	if (!charge.captured || charge.refunded) {
		return false;
	}
	const dispute = charge.dispute;
	return !dispute || dispute.status.startsWith('warning_') || dispute.status === 'won';
}

/**
 * Whether 'Refund in full' is offered: hidden once any amount was refunded (spec 002 §4.3).
 *
 * @example
 * canRefundInFull( { amount_refunded: 0 } ); // true
 */
export function canRefundInFull(charge: Pick<Charge, 'amount_refunded'>): boolean {
	return !(charge.amount_refunded > 0);
}

/**
 * Where 'Partial refund' goes: the order, when it has a number (spec 002 §4.3); null otherwise.
 *
 * @example
 * partialRefundUrl( { order: { number: 1042, url: '/wp-admin/post.php?post=1042&action=edit' } } );
 */
export function partialRefundUrl(charge: Pick<Charge, 'order'>): string | null {
	return charge.order?.number && charge.order.url ? charge.order.url : null;
}

/**
 * Whether the payment is held for review by the fraud tools (its Approve / Block actions show).
 *
 * @example
 * isHeldForReview( charge, intent ); // true while the intent awaits capture and the fraud box says review
 */
export function isHeldForReview(
	charge: Pick<Charge, 'fraud_meta_box_type' | 'captured'>,
	intent: Pick<PaymentIntent, 'status'> | null | undefined
): boolean {
	const status = intent?.status ?? (charge.captured ? 'succeeded' : 'requires_capture');
	return status === 'requires_capture' && charge.fraud_meta_box_type === 'review';
}

/**
 * Whether the capture notice shows (spec 002 §4.3): the auth-and-capture flag is on and the payment is an
 * open authorization — not captured, not failed, nothing refunded — that is not held for review.
 *
 * @example
 * showsCaptureNotice( charge, intent, true ); // true for an uncaptured authorization
 */
export function showsCaptureNotice(
	charge: Pick<Charge, 'captured' | 'status' | 'amount_refunded' | 'refunded' | 'fraud_meta_box_type'>,
	intent: Pick<PaymentIntent, 'status'> | null | undefined,
	authAndCapture: boolean
): boolean {
	if (!authAndCapture || charge.captured || charge.status === 'failed') {
		return false;
	}
	if (charge.amount_refunded > 0 || charge.refunded || isHeldForReview(charge, intent)) {
		return false;
	}
	return !intent || intent.status === 'requires_capture';
}

/**
 * When an authorization created at `created` (Unix seconds) must be captured by (ms).
 *
 * @example
 * captureDeadline( 1_700_000_000 ); // 1_700_604_800_000
 */
export function captureDeadline(created: number): number {
	return created * 1000 + CAPTURE_WINDOW_DAYS * DAY;
}

/**
 * The time left until `deadline` (ms) as words: days and hours, hours and minutes, or minutes; null once
 * it has passed.
 *
 * @example
 * remainingTimeText( now + 2 * DAY + 3 * HOUR, now ); // '2 days 3 hours'
 */
export function remainingTimeText(deadline: number, now: number): string | null {
	const left = deadline - now;
	if (left <= 0) {
		return null;
	}
	const days = Math.floor(left / DAY);
	const hours = Math.floor((left % DAY) / HOUR);
	const minutes = Math.max(1, Math.floor((left % HOUR) / 60_000));
	/* translators: %d: number of days */
	const d = sprintf(_n('%d day', '%d days', days, 'woocommerce-payments'), days);
	/* translators: %d: number of hours */
	const h = sprintf(_n('%d hour', '%d hours', hours, 'woocommerce-payments'), hours);
	/* translators: %d: number of minutes */
	const m = sprintf(_n('%d minute', '%d minutes', minutes, 'woocommerce-payments'), minutes);
	if (days > 0) {
		/* translators: 1: days such as "2 days", 2: hours such as "3 hours" */
		return hours > 0 ? sprintf(__('%1$s %2$s', 'woocommerce-payments'), d, h) : d;
	}
	if (hours > 0) {
		/* translators: 1: hours such as "3 hours", 2: minutes such as "5 minutes" */
		return sprintf(__('%1$s %2$s', 'woocommerce-payments'), h, m);
	}
	return m;
}

/**
 * The transactions list searched by a customer (spec 002 §2.1): the name, with the e-mail in brackets when
 * known — the search term the list's customer search understands. Null without a name or e-mail.
 *
 * @example
 * customerTransactionsUrl( 'Jane Doe', 'jane@example.com' ); // …&path=/payments/transactions&search[0]=Jane Doe (jane@example.com)
 */
export function customerTransactionsUrl(name: string | null, email: string | null): string | null {
	const term = name && email ? `${name} (${email})` : name || email;
	return term ? getAdminPageUrl('/payments/transactions', { search: [term] }) : null;
}

/**
 * The transactions list filtered by a loan (spec 002 §2.1): type=charge, filter=advanced, loan_id_is.
 *
 * @example
 * loanTransactionsUrl( 'flxln_123' );
 */
export function loanTransactionsUrl(loanId: string): string {
	return getAdminPageUrl('/payments/transactions', {
		type: 'charge',
		filter: 'advanced',
		loan_id_is: loanId,
	});
}

/**
 * The edit page of a store user (the reviewer of a held payment, spec 002 §2.1).
 *
 * @example
 * userEditUrl( 3 ); // '…/wp-admin/user-edit.php?user_id=3'
 */
export function userEditUrl(userId: number): string {
	return getAdminUrl(`user-edit.php?user_id=${encodeURIComponent(String(userId))}`);
}

/** The breakdown's figures, all in one currency (minor units). */
export interface ChargeAmounts {
	currency: string;
	amount: number;
	/** What was refunded, positive. */
	refunded: number;
	fee: number;
	/** What a loan repayment withheld from this payment, positive; 0 without one. */
	paydown: number;
	/** The amount less the fee, what was refunded and the loan repayment. */
	net: number;
}

/**
 * The summary's breakdown in the currency that reached the balance (spec 002 §3.1): the balance transaction's
 * amount and fee, and what the refunds took from the balance (`refunds.data[].balance_transaction.amount`,
 * negative; failed refunds gave it back), so a payment in another currency never mixes two currencies.
 * A loan repayment withheld from the payment (`paydown.amount`, either sign) comes off the net too.
 * Without a balance transaction (not captured), the charge's own amount and currency.
 *
 * @example
 * chargeAmounts( euroChargeRefundedInFull ); // { currency: 'usd', amount: 2137, refunded: 2137, fee: 113, paydown: 0, net: -113 }
 */
export function chargeAmounts(
	charge: Pick<
		Charge,
		'amount' | 'currency' | 'amount_refunded' | 'balance_transaction' | 'refunds' | 'paydown'
	>
): ChargeAmounts {
	const bt = charge.balance_transaction;
	const paydown = Math.abs(charge.paydown?.amount ?? 0);
	if (!bt) {
		return {
			currency: charge.currency,
			amount: charge.amount,
			refunded: charge.amount_refunded,
			fee: 0,
			paydown,
			net: charge.amount - charge.amount_refunded - paydown,
		};
	}
	const refunds = (charge.refunds?.data ?? []).filter(
		(r) => r.status !== 'failed' && r.balance_transaction
	);
	const sameCurrency = bt.currency.toLowerCase() === charge.currency.toLowerCase();
	// The refunds' own balance transactions; a charge in the balance currency may carry none.
	const refunded =
		charge.amount_refunded <= 0
			? 0
			: refunds.length > 0
				? -refunds.reduce((sum, r) => sum + r.balance_transaction.amount, 0)
				: sameCurrency
					? charge.amount_refunded
					: 0;
	return {
		currency: bt.currency,
		amount: bt.amount,
		refunded,
		fee: bt.fee,
		paydown,
		net: bt.net - refunded - paydown,
	};
}
