/**
 * Labels of the transactions page (spec 001 §3.3, §3.5, §4.1, §5.1, §9): transaction types, sales channels,
 * devices, risk levels, payment methods and payout statuses. Every text goes through `__()`; functions, not
 * constants, so that translations loaded after this module still apply.
 */
import { __ } from '@wordpress/i18n';

import type { DepositStatus } from '../data/deposits/types';
import type { RiskLevel, TransactionChannel, TransactionType } from '../data/transactions/types';

/** Transaction type → label (spec 001 §3.3); an unknown type shows as it is. */
export function transactionTypeLabel(type: string): string {
	const labels: Record<TransactionType, string> = {
		charge: __('Charge', 'woocommerce-payments'),
		payment: __('Payment', 'woocommerce-payments'),
		payment_failure_refund: __('Payment failure refund', 'woocommerce-payments'),
		payment_refund: __('Payment refund', 'woocommerce-payments'),
		refund: __('Refund', 'woocommerce-payments'),
		refund_failure: __('Refund failure', 'woocommerce-payments'),
		dispute: __('Dispute', 'woocommerce-payments'),
		dispute_reversal: __('Dispute reversal', 'woocommerce-payments'),
		card_reader_fee: __('Reader fee', 'woocommerce-payments'),
		financing_payout: __('Loan disbursement', 'woocommerce-payments'),
		financing_paydown: __('Loan repayment', 'woocommerce-payments'),
	};
	return labels[type as TransactionType] ?? type;
}

/** Sales channel → label: in_person, in_person_pos, anything else is online (spec 001 §3.3). */
export function channelLabel(channel: string | null | undefined): string {
	const labels: Record<TransactionChannel, string> = {
		online: __('Online', 'woocommerce-payments'),
		in_person: __('In-Person', 'woocommerce-payments'),
		in_person_pos: __('In-Person (POS)', 'woocommerce-payments'),
	};
	return labels[channel as TransactionChannel] ?? labels.online;
}

/** Device of an in-person payment. */
export function sourceDeviceLabel(device: string): string {
	const labels: Record<string, string> = {
		ios: __('iOS', 'woocommerce-payments'),
		android: __('Android', 'woocommerce-payments'),
	};
	return labels[device] ?? device;
}

/** The pill of a risk level (spec 001 §3.5): tone and text. */
export interface RiskPill {
	/** normal, elevated, highest, not_assessed. */
	level: 'normal' | 'elevated' | 'highest' | 'not_assessed';
	tone: 'success' | 'alert' | 'danger' | 'light';
	label: string;
}

/** Risk level 0/1/2 → normal (success), elevated (alert), highest (danger); anything else 'N/A' (light). */
export function riskPill(risk: RiskLevel | number | null | undefined): RiskPill {
	switch (risk) {
		case 0:
			return { level: 'normal', tone: 'success', label: __('Normal', 'woocommerce-payments') };
		case 1:
			return { level: 'elevated', tone: 'alert', label: __('Elevated', 'woocommerce-payments') };
		case 2:
			return { level: 'highest', tone: 'danger', label: __('Highest', 'woocommerce-payments') };
		default:
			return { level: 'not_assessed', tone: 'light', label: __('N/A', 'woocommerce-payments') };
	}
}

/**
 * Payment method id → label (spec 001 §9). A title from the payment-method configuration, when given, takes
 * priority; unknown ids read as the id with its first letter capitalised.
 */
export function paymentMethodLabel(source: string | null | undefined, configuredTitle?: string): string {
	if (configuredTitle) {
		return configuredTitle;
	}
	if (!source) {
		return '';
	}
	const labels: Record<string, string> = {
		card: __('Card', 'woocommerce-payments'),
		card_present: __('Card (in person)', 'woocommerce-payments'),
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
	};
	return labels[source] ?? source.charAt(0).toUpperCase() + source.slice(1).replace(/_/g, ' ');
}

/** Card brands: shown with the last four digits. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'];

/** Payout status → label (spec 001 §4.1: 'Completed (paid)'). */
export function payoutStatusLabel(status: DepositStatus | string | null | undefined): string {
	switch (status) {
		case 'paid':
			return __('Completed (paid)', 'woocommerce-payments');
		case 'pending':
			return __('Pending', 'woocommerce-payments');
		case 'in_transit':
			return __('In transit', 'woocommerce-payments');
		case 'canceled':
			return __('Canceled', 'woocommerce-payments');
		case 'failed':
			return __('Failed', 'woocommerce-payments');
		default:
			return status ?? '';
	}
}
