/**
 * Pure mappings of the payment details screen: its display status (spec 002 §4.1, §4.2; the chip is
 * src/components/charge-status-chip.tsx), card checks, funding and Klarna labels (§3.2), failure reasons
 * (§4.4 texts are in timeline/). Labels shared with other screens (payment methods, risk levels, statuses) live
 * in src/strings.
 */
import { __ } from '@wordpress/i18n';

import type { CardCheck, Charge, PaymentIntent, PaymentMethodDetails } from '../../data/payment-details';
import { getChargeDisplayStatus, type ChargeDisplayStatus } from '../../strings/charge-display-status';
import { paymentMethodLabel } from '../../strings/payment-method';
import { ownEntry } from '../../utils/own-entry';

/**
 * The display status of a payment (spec 001 §4.2): its charge, its intent (without one, a captured charge
 * reads as succeeded and an uncaptured one as awaiting capture) and the order's fraud meta box.
 *
 * @example
 * <ChargeStatusChip status={ paymentDisplayStatus( charge, intent ) } />
 */
export function paymentDisplayStatus(charge: Charge, intent?: PaymentIntent | null): ChargeDisplayStatus {
	return getChargeDisplayStatus(
		charge,
		intent ?? { status: charge.captured ? 'succeeded' : 'requires_capture' },
		charge.fraud_meta_box_type
	);
}

/**
 * A card check result (spec 002 §3.2): Passed, Failed, Unavailable or Not checked.
 *
 * @example
 * cardCheckLabel( 'pass' ); // 'Passed'
 */
export function cardCheckLabel(check: CardCheck | undefined): string {
	switch (check) {
		case 'pass':
			return __('Passed', 'woocommerce-payments');
		case 'fail':
			return __('Failed', 'woocommerce-payments');
		case 'unavailable':
			return __('Unavailable', 'woocommerce-payments');
		default:
			return __('Not checked', 'woocommerce-payments');
	}
}

/**
 * A card's funding (spec 002 §3.2): Credit, Debit, Prepaid, else Unknown.
 *
 * @example
 * fundingLabel( 'debit' ); // 'Debit'
 */
export function fundingLabel(funding: string | undefined): string {
	switch (funding) {
		case 'credit':
			return __('Credit', 'woocommerce-payments');
		case 'debit':
			return __('Debit', 'woocommerce-payments');
		case 'prepaid':
			return __('Prepaid', 'woocommerce-payments');
		default:
			return __('Unknown', 'woocommerce-payments');
	}
}

/**
 * A Klarna payment category (spec 002 §3.2); an unknown one shows as it is.
 *
 * @example
 * klarnaCategoryLabel( 'pay_later' ); // 'Pay later'
 */
export function klarnaCategoryLabel(category: string | undefined): string {
	switch (category) {
		case 'pay_later':
			return __('Pay later', 'woocommerce-payments');
		case 'pay_now':
			return __('Pay now', 'woocommerce-payments');
		case 'pay_with_financing':
			return __('Financing', 'woocommerce-payments');
		case 'pay_in_installments':
			return __('Pay in installments', 'woocommerce-payments');
		default:
			return category ?? '';
	}
}

/** Austrian bank codes of EPS → display names (spec 002 §3.2). */
const EPS_BANKS: Record<string, string> = {
	erste_bank_und_sparkassen: 'Erste Bank und Sparkassen',
	bank_austria: 'Bank Austria',
	raiffeisen_bankengruppe_osterreich: 'Raiffeisen Bankengruppe Österreich',
	bawag_psk_ag: 'BAWAG P.S.K. AG',
	volksbank_gruppe: 'Volksbank Gruppe',
};

/**
 * The title of the payment method card's type: the card brand for a card, else the method, both through
 * `paymentMethodLabel` (so a configured title takes priority, spec 001 §9).
 *
 * @example
 * methodTypeLabel( { type: 'card', card: { brand: 'visa' } } ); // 'Visa'
 */
export function methodTypeLabel(details: PaymentMethodDetails): string {
	const sub = ownEntry(details as Record<string, unknown>, details.type) as { brand?: string } | undefined;
	if ((details.type === 'card' || details.type === 'card_present') && sub?.brand) {
		return paymentMethodLabel(sub.brand);
	}
	return paymentMethodLabel(details.type) || details.type;
}

/**
 * The rows of the payment method card (spec 002 §3.2): `[label, value]`, values as plain text. Owner rows
 * come from the billing details.
 *
 * @example
 * paymentMethodRows( charge ); // [ [ 'Number', '•••• 4242' ], [ 'Fingerprint', '…' ], … ]
 */
export function paymentMethodRows(charge: Charge): Array<[string, string]> {
	const details = charge.payment_method_details;
	const sub = (ownEntry(details as Record<string, unknown>, details.type) ?? {}) as Record<string, unknown>;
	const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
	const rows: Array<[string, string]> = [];
	const add = (label: string, value: unknown) => {
		if (str(value) !== '') {
			rows.push([label, str(value)]);
		}
	};
	const owner = () => {
		add(__('Owner', 'woocommerce-payments'), charge.billing_details.name);
		add(__('Owner email', 'woocommerce-payments'), charge.billing_details.email);
		add(__('Address', 'woocommerce-payments'), charge.billing_details.formatted_address);
	};
	const idRow = () => add(__('ID', 'woocommerce-payments'), charge.payment_method);
	switch (details.type) {
		case 'card':
		case 'card_present':
		case 'interac_present': {
			add(__('Number', 'woocommerce-payments'), sub.last4 ? `•••• ${str(sub.last4)}` : '');
			add(__('Fingerprint', 'woocommerce-payments'), sub.fingerprint);
			add(
				__('Expires', 'woocommerce-payments'),
				sub.exp_month && sub.exp_year
					? `${String(sub.exp_month).padStart(2, '0')} / ${str(sub.exp_year)}`
					: ''
			);
			add(__('Type', 'woocommerce-payments'), fundingLabel(sub.funding as string | undefined));
			add(__('Network', 'woocommerce-payments'), paymentMethodLabel(str(sub.network)) || sub.network);
			add(__('Issuer country', 'woocommerce-payments'), sub.country);
			idRow();
			owner();
			const checks = sub.checks as Record<string, CardCheck> | undefined;
			if (details.type === 'card') {
				rows.push([__('CVC check', 'woocommerce-payments'), cardCheckLabel(checks?.cvc_check)]);
				rows.push([
					__('Street check', 'woocommerce-payments'),
					cardCheckLabel(checks?.address_line1_check),
				]);
				rows.push([
					__('Zip check', 'woocommerce-payments'),
					cardCheckLabel(checks?.address_postal_code_check),
				]);
			}
			break;
		}
		case 'au_becs_debit':
			add(__('BSB number', 'woocommerce-payments'), sub.bsb_number);
			add(__('Number', 'woocommerce-payments'), sub.last4 ? `•••• ${str(sub.last4)}` : '');
			add(__('Fingerprint', 'woocommerce-payments'), sub.fingerprint);
			owner();
			break;
		case 'sepa_debit':
			add(__('Number', 'woocommerce-payments'), sub.last4 ? `•••• ${str(sub.last4)}` : '');
			add(__('Fingerprint', 'woocommerce-payments'), sub.fingerprint);
			add(__('Country', 'woocommerce-payments'), sub.country);
			owner();
			break;
		case 'bancontact':
		case 'giropay':
		case 'ideal':
		case 'p24':
		case 'sofort':
		case 'eps':
			add(
				__('Bank', 'woocommerce-payments'),
				details.type === 'eps'
					? (ownEntry(EPS_BANKS, str(sub.bank)) ?? sub.bank)
					: (sub.bank_name ?? sub.bank)
			);
			add(__('BIC', 'woocommerce-payments'), sub.bic);
			add(__('Bank code', 'woocommerce-payments'), sub.bank_code);
			add(__('IBAN', 'woocommerce-payments'), sub.iban_last4 ? `•••• ${str(sub.iban_last4)}` : '');
			add(__('Reference', 'woocommerce-payments'), sub.reference);
			add(__('Country', 'woocommerce-payments'), sub.country);
			add(__('Verified name', 'woocommerce-payments'), sub.verified_name);
			owner();
			break;
		case 'klarna':
			add(
				__('Payment method', 'woocommerce-payments'),
				klarnaCategoryLabel(sub.payment_method_category as string)
			);
			add(__('Preferred locale', 'woocommerce-payments'), sub.preferred_locale);
			owner();
			break;
		case 'link':
			break;
		default:
			// affirm, alipay, afterpay_clearpay, grabpay, multibanco, wechat_pay: id, owner, email, address.
			idRow();
			owner();
	}
	return rows;
}
