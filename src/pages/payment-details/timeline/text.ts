/**
 * Texts of the payment timeline (spec 002 §4.4): each event's headline, the failure and refund-failure
 * reasons, the fraud rules that held or blocked a payment and a refund's reason. Plain text; the lines
 * under an event are built in timeline/view.ts, fee texts in timeline/fees.ts.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TimelineEvent } from '../../../data/payment-details';
import { formatCurrency } from '../../../utils/money';
import { ownEntry } from '../../../utils/own-entry';

/**
 * The text of a failed payment's reason (spec 002 §4.4); 'The payment was declined' by default.
 *
 * @example
 * failureReasonText( 'card_declined' ); // 'The card was declined by the bank'
 */
export function failureReasonText(reason: string | undefined): string {
	const reasons: Record<string, string> = {
		card_declined: __('The card was declined by the bank', 'woocommerce-payments'),
		expired_card: __('The card has expired', 'woocommerce-payments'),
		incorrect_cvc: __('The security code is incorrect', 'woocommerce-payments'),
		incorrect_number: __('The card number is incorrect', 'woocommerce-payments'),
		incorrect_zip: __('The postal code is incorrect', 'woocommerce-payments'),
		invalid_cvc: __('The security code is invalid', 'woocommerce-payments'),
		invalid_expiry_month: __('The expiration month is invalid', 'woocommerce-payments'),
		invalid_expiry_year: __('The expiration year is invalid', 'woocommerce-payments'),
		invalid_number: __('The card number is invalid', 'woocommerce-payments'),
		processing_error: __('An error occurred while processing the card', 'woocommerce-payments'),
		authentication_required: __('The payment requires authentication', 'woocommerce-payments'),
		insufficient_funds: __(
			'The card has insufficient funds to complete the purchase',
			'woocommerce-payments'
		),
	};
	return (reason && reasons[reason]) || __('The payment was declined', 'woocommerce-payments');
}

/**
 * Why a refund failed (spec 002 §4.4).
 *
 * @example
 * refundFailureText( 'expired_or_canceled_card' ); // 'the card being expired or canceled'
 */
export function refundFailureText(reason: string | undefined): string {
	return reason === 'expired_or_canceled_card'
		? __('the card being expired or canceled', 'woocommerce-payments')
		: __('the card being lost or stolen', 'woocommerce-payments');
}

/**
 * The name of a fraud protection filter (spec 000 advanced fraud protection), e.g. in a held payment's
 * rules; an unknown rule reads as its id.
 *
 * @example
 * fraudRuleLabel( 'purchase_price_threshold' ); // 'Purchase Price Threshold'
 */
export function fraudRuleLabel(rule: string): string {
	const labels: Record<string, string> = {
		avs_verification: __('AVS Mismatch', 'woocommerce-payments'),
		international_ip_address: __('International IP Address', 'woocommerce-payments'),
		ip_address_mismatch: __('IP Address Mismatch', 'woocommerce-payments'),
		address_mismatch: __('Address Mismatch', 'woocommerce-payments'),
		purchase_price_threshold: __('Purchase Price Threshold', 'woocommerce-payments'),
		order_items_threshold: __('Order Items Threshold', 'woocommerce-payments'),
		cvc_verification: __('CVC Verification', 'woocommerce-payments'),
	};
	return ownEntry(labels, rule) ?? rule;
}

/**
 * One line per fraud rule that held or blocked the payment (`ruleset_results`); rules that allowed it are
 * left out.
 *
 * @example
 * fraudRuleLines( { avs_verification: 'review', address_mismatch: 'allow' } ); // [ 'AVS Mismatch: placed in review' ]
 */
export function fraudRuleLines(results: TimelineEvent['ruleset_results']): string[] {
	return Object.entries(results ?? {}).flatMap(([rule, outcome]) => {
		if (outcome === 'review') {
			/* translators: %s: fraud filter name, e.g. AVS Mismatch */
			return [sprintf(__('%s: placed in review', 'woocommerce-payments'), fraudRuleLabel(rule))];
		}
		if (outcome === 'block') {
			/* translators: %s: fraud filter name, e.g. AVS Mismatch */
			return [sprintf(__('%s: blocked', 'woocommerce-payments'), fraudRuleLabel(rule))];
		}
		return [];
	});
}

/**
 * The reason a merchant gave for a refund (spec 002 §9 refund reasons); null without one.
 *
 * @example
 * refundReasonLabel( 'requested_by_customer' ); // 'Requested by customer'
 */
export function refundReasonLabel(reason: string | null | undefined): string | null {
	switch (reason) {
		case 'duplicate':
			return __('Duplicate', 'woocommerce-payments');
		case 'fraudulent':
			return __('Fraudulent', 'woocommerce-payments');
		case 'requested_by_customer':
			return __('Requested by customer', 'woocommerce-payments');
		case undefined:
		case null:
		case '':
			return null;
		default:
			return __('Other', 'woocommerce-payments');
	}
}

/**
 * The headline of a timeline event, amounts formatted; plain text. An opened dispute without an amount is
 * an inquiry (nothing was withdrawn).
 *
 * @example
 * timelineHeadline( { type: 'dispute_lost', datetime: 1 } ); // 'The dispute was lost.'
 */
export function timelineHeadline(event: TimelineEvent): string {
	const money = (minor: number | undefined) => formatCurrency(minor ?? 0, event.currency ?? 'usd');
	const withAmount = (text: string, minor: number | undefined) => sprintf(text, money(minor));
	switch (event.type) {
		case 'started':
			/* translators: %s: amount, e.g. $10.00 */
			return withAmount(__('A payment of %s was started.', 'woocommerce-payments'), event.amount);
		case 'authorized':
			/* translators: %s: amount, e.g. $10.00 */
			return withAmount(__('A payment of %s was authorized.', 'woocommerce-payments'), event.amount);
		case 'authorization_voided':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('The authorization of %s was canceled.', 'woocommerce-payments'),
				event.amount
			);
		case 'authorization_expired':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('The authorization of %s expired before it was captured.', 'woocommerce-payments'),
				event.amount
			);
		case 'captured':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('A payment of %s was successfully charged.', 'woocommerce-payments'),
				event.amount
			);
		case 'partial_refund':
			/* translators: %s: amount, e.g. $10.00 */
			return withAmount(__('%s was refunded.', 'woocommerce-payments'), event.amount_refunded);
		case 'full_refund':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('%s was refunded; the payment is fully refunded.', 'woocommerce-payments'),
				event.amount_refunded
			);
		case 'refund_failed':
			return sprintf(
				/* translators: 1: amount, 2: reason such as "the card being lost or stolen" */
				__('The refund of %1$s failed due to %2$s.', 'woocommerce-payments'),
				money(Math.abs(event.amount_refunded ?? 0)),
				refundFailureText(event.failure_reason)
			);
		case 'failed':
			return sprintf(
				/* translators: 1: amount, 2: reason */
				__('The payment of %1$s failed: %2$s.', 'woocommerce-payments'),
				money(event.amount),
				failureReasonText(event.failure_reason)
			);
		case 'dispute_needs_response':
			return event.amount === undefined || event.amount === null
				? __('The customer opened an inquiry about the payment.', 'woocommerce-payments')
				: withAmount(
						/* translators: %s: amount, e.g. $10.00 */
						__(
							'The payment was disputed; %s was withdrawn from your balance.',
							'woocommerce-payments'
						),
						event.amount
					);
		case 'dispute_in_review':
			return __('Evidence was submitted and is in review by the card issuer.', 'woocommerce-payments');
		case 'dispute_won':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('The dispute was won; %s was returned to your balance.', 'woocommerce-payments'),
				event.amount
			);
		case 'dispute_lost':
			return __('The dispute was lost.', 'woocommerce-payments');
		case 'dispute_warning_closed':
			return __('The inquiry was closed.', 'woocommerce-payments');
		case 'dispute_charge_refunded':
			return __('The disputed payment was refunded.', 'woocommerce-payments');
		case 'financing_paydown':
			return withAmount(
				/* translators: %s: amount, e.g. $10.00 */
				__('%s was withheld from this payment to repay your loan.', 'woocommerce-payments'),
				event.amount
			);
		case 'fraud_outcome_manual_approve':
			return __('The payment was approved after review.', 'woocommerce-payments');
		case 'fraud_outcome_manual_block':
			return __('The payment was blocked after review.', 'woocommerce-payments');
		case 'fraud_outcome_review':
			return __(
				'The payment was held for review by your fraud protection settings.',
				'woocommerce-payments'
			);
		case 'fraud_outcome_block':
			return __('The payment was blocked by your fraud protection settings.', 'woocommerce-payments');
		default:
			return String((event as { type: string }).type);
	}
}
