/**
 * The labels of a dispute's status (spec 002 §4.2): needs_response, under_review, charge_refunded, won,
 * lost, and the inquiries warning_needs_response, warning_under_review, warning_closed. A disputed payment's
 * chip reads 'Disputed: (label)' for a dispute and 'Inquiry: (label)' for an inquiry; statuses that need
 * the merchant to act are drawn as alerts (the chip is the charge status chip, src/strings/charge-display-
 * status.ts and src/components/charge-status-chip.tsx).
 */
import { __, sprintf } from '@wordpress/i18n';

import { AWAITING_RESPONSE_STATUSES, type DisputeStatus } from '../data/disputes/types';

/**
 * Whether a dispute status is an inquiry's (the `warning_` ones).
 *
 * @example
 * isInquiryStatus( 'warning_closed' ); // true
 */
export function isInquiryStatus(status: DisputeStatus | string): boolean {
	return status.startsWith('warning_');
}

/**
 * Whether a dispute status needs the merchant to respond (spec 002 §4.2: drawn as an alert).
 *
 * @example
 * disputeNeedsResponse( 'warning_needs_response' ); // true
 */
export function disputeNeedsResponse(status: DisputeStatus | string): boolean {
	return (AWAITING_RESPONSE_STATUSES as readonly string[]).includes(status);
}

/**
 * Dispute status → label, the same for a dispute and an inquiry; null for an unknown status.
 *
 * @example
 * disputeStatusLabel( 'under_review' ); // 'In review'
 * disputeStatusLabel( 'warning_under_review' ); // 'In review'
 */
export function disputeStatusLabel(status: DisputeStatus | string): string | null {
	switch (status) {
		case 'needs_response':
		case 'warning_needs_response':
			return __('Needs response', 'woocommerce-payments');
		case 'under_review':
		case 'warning_under_review':
			return __('In review', 'woocommerce-payments');
		case 'charge_refunded':
			return __('Refunded', 'woocommerce-payments');
		case 'won':
			return __('Won', 'woocommerce-payments');
		case 'lost':
			return __('Lost', 'woocommerce-payments');
		case 'warning_closed':
			return __('Closed', 'woocommerce-payments');
		default:
			return null;
	}
}

/**
 * The chip text of a disputed payment (spec 002 §4.2): 'Disputed: (label)' or 'Inquiry: (label)'; null for
 * an unknown status.
 *
 * @example
 * disputeChipLabel( 'needs_response' ); // 'Disputed: Needs response'
 * disputeChipLabel( 'warning_closed' ); // 'Inquiry: Closed'
 */
export function disputeChipLabel(status: DisputeStatus | string): string | null {
	const label = disputeStatusLabel(status);
	if (label === null) {
		return null;
	}
	return isInquiryStatus(status)
		? /* translators: %s: status of an inquiry, e.g. Needs response */
			sprintf(__('Inquiry: %s', 'woocommerce-payments'), label)
		: /* translators: %s: status of a dispute, e.g. Needs response */
			sprintf(__('Disputed: %s', 'woocommerce-payments'), label);
}
