/**
 * The messages of a failed capture or cancel of an authorization (spec 001 §8): the prefix naming the order,
 * then the reason by error code, with the processor's minimum for amount_too_small.
 */
import { __, sprintf } from '@wordpress/i18n';

import { getErrorCode, isObject } from './error-shape';
import { formatAmountNumber, formatCurrency } from './money';

/** Capture-or-cancel action of an authorization. */
export type AuthorizationAction = 'capture' | 'cancel';

/**
 * Whether a capture failure was caused by an amount below the processor's minimum.
 * Accepted shapes: `{ code: 'wcpay_capture_error', data: { error_type: 'amount_too_small' } }`,
 * `data.extra_details.error_code === 'amount_too_small'`, or the code `wcpay_capture_error_amount_too_small`.
 *
 * @param error Anything a call rejected with.
 */
function isAmountTooSmall(error: unknown): boolean {
	const code = getErrorCode(error);
	if (code === 'wcpay_capture_error_amount_too_small') {
		return true;
	}
	if (code !== 'wcpay_capture_error' || !isObject(error) || !isObject(error.data)) {
		return false;
	}
	const details = isObject(error.data.extra_details) ? error.data.extra_details : {};
	return error.data.error_type === 'amount_too_small' || details.error_code === 'amount_too_small';
}

/**
 * The reason of an amount_too_small capture failure: with the minimum from
 * `data.extra_details.minimum_amount` (minor units) and `data.extra_details.minimum_amount_currency`, e.g.
 * "The minimum amount that can be processed is $0.50 USD.", else the text without a minimum.
 *
 * @param error The rejected error.
 */
function amountTooSmallReason(error: unknown): string {
	const data = isObject(error) && isObject(error.data) ? error.data : {};
	const details = isObject(data.extra_details) ? data.extra_details : {};
	const minimum =
		typeof details.minimum_amount === 'string' ? Number(details.minimum_amount) : details.minimum_amount;
	const currency = details.minimum_amount_currency;
	if (
		typeof minimum !== 'number' ||
		!Number.isFinite(minimum) ||
		minimum <= 0 ||
		typeof currency !== 'string' ||
		currency === ''
	) {
		return __('The payment amount is too small to be processed.', 'woocommerce-payments');
	}
	const code = currency.toUpperCase();
	const withSymbol = formatCurrency(minimum, code);
	// When the symbol is the code itself ("CHF 0.50"), name it once: "0.50 CHF".
	const amount = withSymbol.includes(code) ? formatAmountNumber(minimum, code) : withSymbol;
	return sprintf(
		/* translators: %1$s: minimum amount, %2$s: currency code */
		__('The minimum amount that can be processed is %1$s %2$s.', 'woocommerce-payments'),
		amount,
		code
	);
}

/**
 * The reason part of a capture/cancel failure, chosen by error code (spec 001 §8).
 *
 * @param error Anything the capture or cancel call rejected with.
 */
export function captureErrorReason(error: unknown): string {
	if (isAmountTooSmall(error)) {
		return amountTooSmallReason(error);
	}
	switch (getErrorCode(error)) {
		case 'wcpay_missing_order':
			return __('The order could not be found.', 'woocommerce-payments');
		case 'wcpay_refunded_order_uncapturable':
			return __(
				'Payment cannot be processed for partially or fully refunded orders.',
				'woocommerce-payments'
			);
		case 'wcpay_intent_order_mismatch':
			return __(
				'The payment cannot be processed due to a mismatch with order details.',
				'woocommerce-payments'
			);
		case 'wcpay_payment_uncapturable':
			return __('This payment cannot be processed in its current state.', 'woocommerce-payments');
		case 'wcpay_capture_error':
			return __('The payment capture failed to complete.', 'woocommerce-payments');
		case 'wcpay_cancel_error':
			return __('The payment cancellation failed to complete.', 'woocommerce-payments');
		case 'wcpay_server_error':
			return __('An unexpected error occurred. Please try again later.', 'woocommerce-payments');
		default:
			return __('Unable to process the payment. Please try again later.', 'woocommerce-payments');
	}
}

/**
 * The notice for a failed capture or cancel of an authorization (spec 001 §8): the prefix naming the order,
 * then the reason by code, e.g. "There has been an error capturing the payment for order #42. The order could
 * not be found."
 *
 * @param error   Anything the call rejected with.
 * @param orderId The order number.
 * @param action  'capture' or 'cancel'.
 */
export function captureErrorMessage(
	error: unknown,
	orderId: string | number,
	action: AuthorizationAction
): string {
	const prefix =
		action === 'cancel'
			? sprintf(
					/* translators: %s: order number */
					__(
						'There has been an error canceling the payment for order #%s.',
						'woocommerce-payments'
					),
					String(orderId)
				)
			: sprintf(
					/* translators: %s: order number */
					__(
						'There has been an error capturing the payment for order #%s.',
						'woocommerce-payments'
					),
					String(orderId)
				);
	return `${prefix} ${captureErrorReason(error)}`;
}
