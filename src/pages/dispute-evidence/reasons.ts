/**
 * Dispute reasons on the evidence screen (spec 002 §3.4 leaves the display texts to us): the shared label
 * for the summary and the 'Learn more' text that explains what the cardholder claims. Also decides
 * which reasons skip the stepper's shipping step (spec 002 §2.4, §9).
 */
import { __ } from '@wordpress/i18n';

import type { DisputeReason } from '../../data/disputes/types';
import { disputeReasonLabel } from '../../strings/dispute-reason';

/** Reasons whose challenge has no shipping step (spec 002 §2.4, §9): the stepper then has two steps. */
export const REASONS_WITHOUT_SHIPPING: readonly string[] = [
	'duplicate',
	'subscription_canceled',
	'credit_not_processed',
];

/** Whether the stepper shows the 'Shipping details' step for a dispute reason. */
export function hasShippingStep(reason: DisputeReason | string): boolean {
	return !REASONS_WITHOUT_SHIPPING.includes(reason);
}

/** The reason's label (the shared one of src/strings/dispute-reason.ts); the raw value for an unknown reason. */
export function reasonLabel(reason: DisputeReason | string): string {
	return disputeReasonLabel(reason) ?? reason;
}

/** What the cardholder claims, for the reason's 'Learn more' tooltip. */
export function reasonExplanation(reason: DisputeReason | string): string {
	switch (reason) {
		case 'credit_not_processed':
			return __(
				'The customer claims that a purchased product was returned or the transaction was otherwise canceled, but you have not yet provided a refund or credit.',
				'woocommerce-payments'
			);
		case 'duplicate':
			return __(
				'The customer claims they were charged multiple times for the same product or service.',
				'woocommerce-payments'
			);
		case 'fraudulent':
			return __(
				'The cardholder claims that they did not authorize this payment. This is the most common reason for a dispute.',
				'woocommerce-payments'
			);
		case 'product_not_received':
			return __(
				'The customer claims they did not receive the products or services they purchased.',
				'woocommerce-payments'
			);
		case 'product_unacceptable':
			return __(
				'The customer claims the product or service was defective, damaged, or not as described.',
				'woocommerce-payments'
			);
		case 'subscription_canceled':
			return __(
				'The customer claims that you continued to charge them after their subscription was canceled.',
				'woocommerce-payments'
			);
		case 'unrecognized':
			return __(
				'The customer does not recognize the payment on their card statement.',
				'woocommerce-payments'
			);
		default:
			return __(
				'The cardholder’s bank has disputed this payment. Provide any evidence that shows the payment was valid.',
				'woocommerce-payments'
			);
	}
}
