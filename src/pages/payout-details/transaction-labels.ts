/**
 * Labels of transaction fields as the payout's transactions table shows them (types, sales channels,
 * payment methods).
 */
import { __ } from '@wordpress/i18n';

/** A transaction type (spec 001 §3.3). */
export function transactionTypeLabel(type: string): string {
	const labels: Record<string, string> = {
		charge: __('Charge', 'woocommerce-payments'),
		payment: __('Payment', 'woocommerce-payments'),
		payment_failure_refund: __('Payment failure refund', 'woocommerce-payments'),
		payment_refund: __('Payment refund', 'woocommerce-payments'),
		refund: __('Refund', 'woocommerce-payments'),
		refund_failure: __('Refund failure', 'woocommerce-payments'),
		dispute: __('Dispute', 'woocommerce-payments'),
		dispute_reversal: __('Dispute reversal', 'woocommerce-payments'),
		card_reader_fee: __('Card reader fee', 'woocommerce-payments'),
		financing_payout: __('Loan disbursement', 'woocommerce-payments'),
		financing_paydown: __('Loan repayment', 'woocommerce-payments'),
	};
	return labels[type] ?? type;
}

/** A sales channel. */
export function channelLabel(channel: string): string {
	const labels: Record<string, string> = {
		online: __('Online', 'woocommerce-payments'),
		in_person: __('In-Person', 'woocommerce-payments'),
		in_person_pos: __('In-Person (POS)', 'woocommerce-payments'),
	};
	return labels[channel] ?? channel;
}

/** A payment method (card brand or method id). */
export function paymentMethodLabel(source: string | null | undefined): string {
	if (!source) {
		return '';
	}
	const labels: Record<string, string> = {
		visa: __('Visa', 'woocommerce-payments'),
		mastercard: __('Mastercard', 'woocommerce-payments'),
		amex: __('American Express', 'woocommerce-payments'),
		discover: __('Discover', 'woocommerce-payments'),
		jcb: __('JCB', 'woocommerce-payments'),
		diners: __('Diners Club', 'woocommerce-payments'),
		unionpay: __('UnionPay', 'woocommerce-payments'),
		card_present: __('Card present', 'woocommerce-payments'),
		interac_present: __('Interac', 'woocommerce-payments'),
		link: __('Link', 'woocommerce-payments'),
		klarna: __('Klarna', 'woocommerce-payments'),
		affirm: __('Affirm', 'woocommerce-payments'),
		afterpay_clearpay: __('Afterpay', 'woocommerce-payments'),
		ideal: __('iDEAL', 'woocommerce-payments'),
		bancontact: __('Bancontact', 'woocommerce-payments'),
		eps: __('EPS', 'woocommerce-payments'),
		p24: __('Przelewy24', 'woocommerce-payments'),
		sepa_debit: __('SEPA Direct Debit', 'woocommerce-payments'),
		giropay: __('giropay', 'woocommerce-payments'),
		sofort: __('Sofort', 'woocommerce-payments'),
	};
	return labels[source] ?? source;
}
