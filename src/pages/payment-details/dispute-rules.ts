/**
 * Texts of the dispute section of payment details (spec 002 §4.2, §9): whether the dispute awaits a
 * response (the action panel) and the footer of every other status — under review (60 days or more), won
 * (amount and fee credited back), lost by its cause (no response, accepted by the merchant, decided by the
 * bank after evidence), an inquiry under review (120 days or more), a closed inquiry — and the time left
 * to respond. Pure; the panel is dispute-panel.tsx.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { DisputeStatus } from '../../data/disputes/types';
import { disputeNeedsResponse, isInquiryStatus } from '../../strings/dispute-status';
import { formatDate } from '../../utils/dates';

const DAY = 24 * 3_600_000;

/** What the footer of a dispute needs to know. */
export interface DisputeFooterInput {
	status: DisputeStatus;
	/** Unix seconds, as strings (the dispute's metadata). */
	evidenceSubmittedAt?: string | null;
	closedAt?: string | null;
	closedByMerchant?: boolean;
	hasEvidence?: boolean;
	/** When the dispute was opened (any date input). */
	created: string;
}

const seconds = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * Whether the action panel (challenge or accept) shows: the statuses that need a response.
 *
 * @example
 * showsDisputeActions( 'warning_needs_response' ); // true
 */
export function showsDisputeActions(status: DisputeStatus | string): boolean {
	return disputeNeedsResponse(status);
}

/**
 * The footer of a dispute that needs no response (spec 002 §4.2); null for one that does.
 *
 * @example
 * disputeFooterText( { status: 'won', created: '2026-01-02 10:00:00' } );
 * // 'Good news! You won this dispute. The disputed amount and the dispute fee were credited back to your balance.'
 */
export function disputeFooterText(input: DisputeFooterInput): string | null {
	const submitted = seconds(input.evidenceSubmittedAt);
	const closed = seconds(input.closedAt);
	const on = (at: number | null) => (at ? formatDate(at) : null);
	switch (input.status) {
		case 'under_review':
			return on(submitted)
				? sprintf(
						/* translators: %s: date the evidence was submitted */
						__(
							'You submitted evidence for this dispute on %s. The cardholder’s bank is reviewing the case, which can take 60 days or more.',
							'woocommerce-payments'
						),
						on(submitted)
					)
				: __(
						'You submitted evidence for this dispute. The cardholder’s bank is reviewing the case, which can take 60 days or more.',
						'woocommerce-payments'
					);
		case 'warning_under_review':
			return on(submitted)
				? sprintf(
						/* translators: %s: date the evidence was submitted */
						__(
							'You submitted evidence for this inquiry on %s. The cardholder’s bank is reviewing the case, which can take 120 days or more.',
							'woocommerce-payments'
						),
						on(submitted)
					)
				: __(
						'You submitted evidence for this inquiry. The cardholder’s bank is reviewing the case, which can take 120 days or more.',
						'woocommerce-payments'
					);
		case 'won':
			return __(
				'Good news! You won this dispute. The disputed amount and the dispute fee were credited back to your balance.',
				'woocommerce-payments'
			);
		case 'lost':
			if (input.closedByMerchant) {
				return on(closed)
					? sprintf(
							/* translators: %s: date the dispute was accepted */
							__(
								'You accepted this dispute on %s. It is closed and lost: the disputed amount and the dispute fee will not be returned.',
								'woocommerce-payments'
							),
							on(closed)
						)
					: __(
							'You accepted this dispute. It is closed and lost: the disputed amount and the dispute fee will not be returned.',
							'woocommerce-payments'
						);
			}
			if (!input.hasEvidence && !submitted) {
				return __(
					'This dispute was lost because no evidence was submitted before the deadline.',
					'woocommerce-payments'
				);
			}
			return __(
				'This dispute was lost: after reviewing your evidence, the cardholder’s bank decided in favor of the cardholder.',
				'woocommerce-payments'
			);
		case 'warning_closed':
			return __(
				'This inquiry was closed without becoming a dispute. No funds were withdrawn from your account.',
				'woocommerce-payments'
			);
		case 'charge_refunded':
			return __(
				'This dispute was closed because the payment was refunded to the customer.',
				'woocommerce-payments'
			);
		default:
			return null;
	}
}

/**
 * The time left to respond (spec 002 §9): days left, 'Last day today' within a day, 'Past due' after.
 *
 * @example
 * respondByText( Date.parse( '2026-01-10T00:00:00Z' ), Date.parse( '2026-01-05T00:00:00Z' ) ); // '5 days left to respond'
 */
export function respondByText(dueBy: number, now: number): string {
	const left = dueBy - now;
	if (left < 0) {
		return __('Past due', 'woocommerce-payments');
	}
	if (left < DAY) {
		return __('Last day today', 'woocommerce-payments');
	}
	const days = Math.floor(left / DAY);
	/* translators: %d: number of days left to respond to a dispute */
	return sprintf(
		_n('%d day left to respond', '%d days left to respond', days, 'woocommerce-payments'),
		days
	);
}

/**
 * Whether accepting means refunding through the order (an inquiry) rather than closing the dispute.
 *
 * @example
 * acceptIsRefund( 'warning_needs_response' ); // true
 */
export function acceptIsRefund(status: DisputeStatus | string): boolean {
	return isInquiryStatus(status);
}
