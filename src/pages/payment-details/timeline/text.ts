/**
 * Texts of the payment timeline (spec 002 §4.4): each event's headline, failure and refund-failure
 * reasons, and the detail lines under an event. Plain text; the card is timeline/index.tsx.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TimelineEvent } from '../../../data/payment-details';
import { formatCurrency } from '../../../utils/money';

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
 * The headline of a timeline event, amounts formatted; plain text.
 *
 * @example
 * timelineHeadline( { type: 'dispute_lost', datetime: 1 } ); // 'The dispute was lost.'
 */
export function timelineHeadline(event: TimelineEvent): string {
	const currency = event.currency ?? 'usd';
	const money = (minor: number | undefined) => formatCurrency(minor ?? 0, currency);
	switch (event.type) {
		case 'started':
			/* translators: %s: amount */
			return sprintf(__('A payment of %s was started.', 'woocommerce-payments'), money(event.amount));
		case 'authorized':
			/* translators: %s: amount */
			return sprintf(
				__('A payment of %s was authorized.', 'woocommerce-payments'),
				money(event.amount)
			);
		case 'authorization_voided':
			return __('The authorization was canceled.', 'woocommerce-payments');
		case 'authorization_expired':
			return __('The authorization expired before it was captured.', 'woocommerce-payments');
		case 'captured':
			/* translators: %s: amount */
			return sprintf(
				__('A payment of %s was successfully charged.', 'woocommerce-payments'),
				money(event.amount)
			);
		case 'partial_refund':
			/* translators: %s: amount */
			return sprintf(__('%s was refunded.', 'woocommerce-payments'), money(event.amount_refunded));
		case 'full_refund':
			/* translators: %s: amount */
			return sprintf(
				__('%s was refunded; the payment is fully refunded.', 'woocommerce-payments'),
				money(event.amount_refunded)
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
			/* translators: %s: amount */
			return sprintf(
				__('The payment was disputed; %s was withdrawn from your balance.', 'woocommerce-payments'),
				money(event.amount)
			);
		case 'dispute_in_review':
			return __('Evidence was submitted; the dispute is in review.', 'woocommerce-payments');
		case 'dispute_won':
			/* translators: %s: amount */
			return sprintf(
				__('The dispute was won; %s was returned to your balance.', 'woocommerce-payments'),
				money(event.amount)
			);
		case 'dispute_lost':
			return __('The dispute was lost.', 'woocommerce-payments');
		case 'dispute_warning_closed':
			return __('The inquiry was closed.', 'woocommerce-payments');
		case 'dispute_charge_refunded':
			return __('The disputed payment was refunded.', 'woocommerce-payments');
		case 'financing_paydown':
			/* translators: %s: amount */
			return sprintf(
				__('%s went towards your loan repayment.', 'woocommerce-payments'),
				money(event.amount)
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

/**
 * Extra lines under an event: fee and net for a capture, the dispute fee.
 *
 * @example
 * timelineDetails( capturedEvent ); // [ 'Fee: -$0.59', 'Net: $9.41' ]
 */
export function timelineDetails(event: TimelineEvent): string[] {
	const lines: string[] = [];
	const td = event.transaction_details;
	if (event.type === 'captured' && td) {
		/* translators: %s: fee amount */
		lines.push(
			sprintf(__('Fee: %s', 'woocommerce-payments'), formatCurrency(-td.store_fee, td.store_currency))
		);
		lines.push(
			/* translators: %s: net amount */
			sprintf(
				__('Net: %s', 'woocommerce-payments'),
				formatCurrency(td.store_amount - td.store_fee, td.store_currency)
			)
		);
	}
	if (event.type === 'dispute_needs_response' && event.fee) {
		lines.push(
			/* translators: %s: fee amount */
			sprintf(
				__('Dispute fee: %s', 'woocommerce-payments'),
				formatCurrency(-event.fee, event.currency ?? 'usd')
			)
		);
	}
	return lines;
}
