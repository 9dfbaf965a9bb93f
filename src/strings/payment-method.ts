/**
 * The labels of a payment method (spec 001 §3.9, §9): ONE function names a payment method id everywhere —
 * the transactions list's payment method column and filter, a payout's transactions, the payment details
 * screen, the payment settings screen and the overview's account fees. A title from the payment-method
 * configuration (page settings `wcpaySettings.paymentMethodsConfig[id].title`) takes priority over the
 * built-in label (spec 001 §9), in lists and in settings alike. Also the label of a payment method's
 * status on the settings screen (spec 001 §3.9 `payment_method_statuses`).
 */
import { __ } from '@wordpress/i18n';

import { getPaymentsSettings, type PaymentMethodsConfig } from '../settings';

export type { PaymentMethodsConfig } from '../settings';

/** Card brands: a transaction paid with one shows the last four digits beside its label. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'];

/**
 * The payment-method configuration of the page settings, when the host page gives one.
 *
 * @example
 * configuredPaymentMethods()?.card?.title; // 'Card', or undefined
 */
export function configuredPaymentMethods(): PaymentMethodsConfig | undefined {
	return getPaymentsSettings()?.paymentMethodsConfig;
}

/**
 * The built-in label of an id (spec 001 §9: card, card_present, the card brands and the other methods), or
 * undefined. Translates only the one label asked for: a page of rows asks once per row.
 */
function builtInLabel(id: string): string | undefined {
	switch (id) {
		case 'card':
			return __('Credit card / debit card', 'woocommerce-payments');
		case 'card_present':
			return __('In-person card', 'woocommerce-payments');
		case 'interac_present':
			return __('Interac (in person)', 'woocommerce-payments');
		case 'visa':
			return __('Visa', 'woocommerce-payments');
		case 'mastercard':
			return __('Mastercard', 'woocommerce-payments');
		case 'amex':
			return __('American Express', 'woocommerce-payments');
		case 'discover':
			return __('Discover', 'woocommerce-payments');
		case 'jcb':
			return __('JCB', 'woocommerce-payments');
		case 'diners':
			return __('Diners Club', 'woocommerce-payments');
		case 'unionpay':
			return __('UnionPay', 'woocommerce-payments');
		case 'link':
			return __('Link', 'woocommerce-payments');
		case 'klarna':
			return __('Klarna', 'woocommerce-payments');
		case 'affirm':
			return __('Affirm', 'woocommerce-payments');
		case 'afterpay_clearpay':
			return __('Afterpay', 'woocommerce-payments');
		case 'ideal':
			return __('iDEAL', 'woocommerce-payments');
		case 'bancontact':
			return __('Bancontact', 'woocommerce-payments');
		case 'eps':
			return __('EPS', 'woocommerce-payments');
		case 'p24':
			return __('Przelewy24 (P24)', 'woocommerce-payments');
		case 'sepa_debit':
			return __('SEPA Direct Debit', 'woocommerce-payments');
		case 'giropay':
			return __('giropay', 'woocommerce-payments');
		case 'sofort':
			return __('Sofort', 'woocommerce-payments');
		case 'au_becs_debit':
			return __('BECS Direct Debit', 'woocommerce-payments');
		// The account fees name BECS by this shorter key.
		case 'becs':
			return __('BECS Direct Debit', 'woocommerce-payments');
		case 'multibanco':
			return __('Multibanco', 'woocommerce-payments');
		case 'grabpay':
			return __('GrabPay', 'woocommerce-payments');
		case 'wechat_pay':
			return __('WeChat Pay', 'woocommerce-payments');
		default:
			return undefined;
	}
}

/**
 * Payment method id → label. A non-blank title from the payment-method configuration takes priority (spec
 * 001 §9); then the built-in label; an unknown id reads as the id with its first letter capitalised and
 * underscores as spaces; no id is ''.
 *
 * @param id     Payment method id or card brand (a transaction's `source`, a charge's method type, …).
 * @param config The payment-method configuration; defaults to the page settings'.
 *
 * @example
 * paymentMethodLabel( 'amex' ); // 'American Express'
 * paymentMethodLabel( 'card', { card: { title: 'Card' } } ); // 'Card'
 * paymentMethodLabel( 'new_method' ); // 'New method'
 */
export function paymentMethodLabel(
	id: string | null | undefined,
	config: PaymentMethodsConfig | null | undefined = configuredPaymentMethods()
): string {
	if (!id) {
		return '';
	}
	const title = config?.[id]?.title;
	if (typeof title === 'string' && title.trim() !== '') {
		return title;
	}
	return builtInLabel(id) ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ');
}

/**
 * The label of a payment method's status on the payment settings screen; an unknown status shows as it is.
 *
 * @example
 * paymentMethodStatusLabel( 'pending_verification' ); // 'Pending approval'
 */
export function paymentMethodStatusLabel(status: string | null | undefined): string {
	switch (status) {
		case 'active':
			return __('Active', 'woocommerce-payments');
		case 'pending':
		case 'pending_verification':
			return __('Pending approval', 'woocommerce-payments');
		case 'inactive':
			return __('Inactive', 'woocommerce-payments');
		case 'unrequested':
			return __('Not requested', 'woocommerce-payments');
		default:
			return status ?? '';
	}
}
