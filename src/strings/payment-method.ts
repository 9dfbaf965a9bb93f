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

/** The built-in labels (spec 001 §9: card, card_present, the card brands and the other methods). */
function builtInLabels(): Record<string, string> {
	return {
		card: __('Credit card / debit card', 'woocommerce-payments'),
		card_present: __('In-person card', 'woocommerce-payments'),
		interac_present: __('Interac (in person)', 'woocommerce-payments'),
		visa: __('Visa', 'woocommerce-payments'),
		mastercard: __('Mastercard', 'woocommerce-payments'),
		amex: __('American Express', 'woocommerce-payments'),
		discover: __('Discover', 'woocommerce-payments'),
		jcb: __('JCB', 'woocommerce-payments'),
		diners: __('Diners Club', 'woocommerce-payments'),
		unionpay: __('UnionPay', 'woocommerce-payments'),
		link: __('Link', 'woocommerce-payments'),
		klarna: __('Klarna', 'woocommerce-payments'),
		affirm: __('Affirm', 'woocommerce-payments'),
		afterpay_clearpay: __('Afterpay', 'woocommerce-payments'),
		ideal: __('iDEAL', 'woocommerce-payments'),
		bancontact: __('Bancontact', 'woocommerce-payments'),
		eps: __('EPS', 'woocommerce-payments'),
		p24: __('Przelewy24 (P24)', 'woocommerce-payments'),
		sepa_debit: __('SEPA Direct Debit', 'woocommerce-payments'),
		giropay: __('giropay', 'woocommerce-payments'),
		sofort: __('Sofort', 'woocommerce-payments'),
		au_becs_debit: __('BECS Direct Debit', 'woocommerce-payments'),
		// The account fees name BECS by this shorter key.
		becs: __('BECS Direct Debit', 'woocommerce-payments'),
		multibanco: __('Multibanco', 'woocommerce-payments'),
		grabpay: __('GrabPay', 'woocommerce-payments'),
		wechat_pay: __('WeChat Pay', 'woocommerce-payments'),
	};
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
	return builtInLabels()[id] ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ');
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
