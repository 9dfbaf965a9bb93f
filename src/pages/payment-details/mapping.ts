/**
 * Pure mappings of the payment details screen: its display status (spec 002 §4.1, §4.2; the chip is
 * src/components/charge-status-chip.tsx), card checks, funding and Klarna labels (§3.2), failure reasons
 * (§4.4) and timeline texts. Labels shared with other screens (payment methods, risk levels, statuses) live
 * in src/strings.
 */
import { __, sprintf } from '@wordpress/i18n';

import type {
	CardCheck,
	Charge,
	PaymentIntent,
	PaymentMethodDetails,
	TimelineEvent,
} from '../../data/payment-details';
import { getChargeDisplayStatus, type ChargeDisplayStatus } from '../../strings/charge-display-status';
import { paymentMethodLabel } from '../../strings/payment-method';
import { formatCurrency } from '../../utils/money';

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
	const sub = details[details.type] as { brand?: string } | undefined;
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
	const sub = (details[details.type] ?? {}) as Record<string, unknown>;
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
				details.type === 'eps' ? (EPS_BANKS[str(sub.bank)] ?? sub.bank) : (sub.bank_name ?? sub.bank)
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
