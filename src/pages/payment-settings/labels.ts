import { __ } from '@wordpress/i18n';

/** Display names of payment methods; unknown ids show as they are. */
export function paymentMethodLabel(id: string): string {
	const labels: Record<string, string> = {
		card: __('Credit card / debit card', 'woocommerce-payments'),
		card_present: __('In-person card', 'woocommerce-payments'),
		link: __('Link', 'woocommerce-payments'),
		bancontact: __('Bancontact', 'woocommerce-payments'),
		eps: __('EPS', 'woocommerce-payments'),
		giropay: __('giropay', 'woocommerce-payments'),
		ideal: __('iDEAL', 'woocommerce-payments'),
		p24: __('Przelewy24 (P24)', 'woocommerce-payments'),
		sepa_debit: __('SEPA Direct Debit', 'woocommerce-payments'),
		sofort: __('Sofort', 'woocommerce-payments'),
		au_becs_debit: __('BECS Direct Debit', 'woocommerce-payments'),
		affirm: __('Affirm', 'woocommerce-payments'),
		afterpay_clearpay: __('Afterpay', 'woocommerce-payments'),
		klarna: __('Klarna', 'woocommerce-payments'),
		multibanco: __('Multibanco', 'woocommerce-payments'),
		grabpay: __('GrabPay', 'woocommerce-payments'),
		wechat_pay: __('WeChat Pay', 'woocommerce-payments'),
	};
	return labels[id] ?? id;
}

/** Display text of a payment method's status. */
export function paymentMethodStatusLabel(status: string | undefined): string {
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

export function weekdayOptions() {
	return [
		{ value: 'monday', label: __('Monday', 'woocommerce-payments') },
		{ value: 'tuesday', label: __('Tuesday', 'woocommerce-payments') },
		{ value: 'wednesday', label: __('Wednesday', 'woocommerce-payments') },
		{ value: 'thursday', label: __('Thursday', 'woocommerce-payments') },
		{ value: 'friday', label: __('Friday', 'woocommerce-payments') },
		{ value: 'saturday', label: __('Saturday', 'woocommerce-payments') },
		{ value: 'sunday', label: __('Sunday', 'woocommerce-payments') },
	];
}
