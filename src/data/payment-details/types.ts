/**
 * REST shapes of the payment details screen (spec 002 §3.1, §3.2, §3.6): the charge, the payment intent
 * around it and the timeline events. The mock server serialises with these types.
 */
import type { Dispute } from '../disputes/types';
import type { OrderSubscription } from '../transactions/types';

export type RiskLevelName = 'normal' | 'elevated' | 'highest' | 'not_assessed';

/** A card check result as the network reports it. */
export type CardCheck = 'pass' | 'fail' | 'unavailable' | 'unchecked' | null;

export interface CardDetails {
	brand: string;
	network: string;
	last4: string;
	fingerprint: string;
	exp_month: number;
	exp_year: number;
	funding: 'credit' | 'debit' | 'prepaid' | 'unknown';
	country: string | null;
	/** Only for online cards (`card`); `card_present` has none. */
	checks?: {
		cvc_check: CardCheck;
		address_line1_check: CardCheck;
		address_postal_code_check: CardCheck;
	};
}

/** `{ type, [type]: { …fields of §3.2 } }`; the sub-object's fields depend on the type. */
export interface PaymentMethodDetails {
	type: string;
	card?: CardDetails;
	card_present?: CardDetails;
	interac_present?: CardDetails;
	[type: string]: unknown;
}

export interface ChargeOrder {
	id: number;
	number: number;
	url: string;
	customer_url: string | null;
	subscriptions: OrderSubscription[];
}

export interface ChargeRefund {
	id: string;
	amount: number;
	currency: string;
	/** Unix seconds. */
	created: number;
	status: 'succeeded' | 'failed';
	balance_transaction: { amount: number; currency: string };
}

export interface Charge {
	id: string;
	object: 'charge';
	payment_intent: string | null;
	/** Minor units of `currency` (the customer's currency). */
	amount: number;
	amount_captured: number;
	amount_refunded: number;
	currency: string;
	/** Unix seconds (Stripe's charge). */
	created: number;
	captured: boolean;
	paid: boolean;
	refunded: boolean;
	disputed: boolean;
	status: 'succeeded' | 'pending' | 'failed';
	failure_code: string | null;
	failure_message: string | null;
	/** Our fee, minor units of the balance currency. */
	application_fee_amount: number;
	/** What reached the balance: store currency, amount, fee, net (null while uncaptured). */
	balance_transaction: { currency: string; amount: number; fee: number; net: number } | null;
	refunds: { data: ChargeRefund[] };
	paydown: { amount: number } | null;
	outcome: { type: 'authorized' | 'issuer_declined' | 'blocked'; risk_level: RiskLevelName };
	billing_details: {
		name: string | null;
		email: string | null;
		phone: string | null;
		address: { country: string | null; line1?: string | null };
		formatted_address: string;
	};
	payment_method: string;
	payment_method_details: PaymentMethodDetails;
	order: ChargeOrder | null;
	dispute: Dispute | null;
	/** The payout that carried the money, when there is one. */
	deposit: { id: string; status: string | null; available_on: string } | null;
	/** The fraud tools' decision for the order (`review`, `block`, `allow`, …). */
	fraud_meta_box_type: string | null;
	/** A person's decision on a payment held for review: who approved or blocked it, and when (Unix seconds). */
	fraud_review: FraudReview | null;
	loan_id: string | null;
	metadata: { reader_model?: string; platform?: string; [key: string]: string | undefined };
}

export interface FraudReview {
	decision: 'approved' | 'blocked';
	user: { id: number; username: string };
	/** Unix seconds. */
	reviewed_at: number;
}

export interface PaymentIntent {
	id: string;
	object: 'payment_intent';
	amount: number;
	currency: string;
	/** Unix seconds. */
	created: number;
	status: 'requires_capture' | 'succeeded' | 'canceled' | 'requires_payment_method' | 'processing';
	customer: string | null;
	payment_method: string;
	/** The latest charge; null when the intent never got one. */
	charge: Charge | null;
	order: ChargeOrder | null;
	metadata: Record<string, string>;
}

export const TIMELINE_EVENT_TYPES = [
	'started',
	'authorized',
	'authorization_voided',
	'authorization_expired',
	'captured',
	'partial_refund',
	'full_refund',
	'refund_failed',
	'failed',
	'dispute_needs_response',
	'dispute_in_review',
	'dispute_won',
	'dispute_lost',
	'dispute_warning_closed',
	'dispute_charge_refunded',
	'financing_paydown',
	'fraud_outcome_manual_approve',
	'fraud_outcome_manual_block',
	'fraud_outcome_review',
	'fraud_outcome_block',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/**
 * One line of a payment's fee (spec 002 §3.6 `fee_rates.history[]`). Rates are fractions (0.029 = 2.9 %),
 * `fixed_rate` minor units of `currency`. `additional_type` names an additional fee (`international`, `fx`,
 * `wcpay-subscription`); a `capped` line's `fixed_rate` is the cap.
 */
export interface FeeHistoryItem {
	type: 'base' | 'additional' | 'discount';
	additional_type?: string;
	percentage_rate: number;
	fixed_rate: number;
	currency: string;
	capped?: boolean;
}

/**
 * How a captured payment's fee was made (spec 002 §3.6 `fee_rates`): the total rate (`percentage`, a
 * fraction, plus `fixed` minor units of `fixed_currency`), its lines, and for an account in a tax country the
 * fee before tax and the tax on it (`description`: country code and tax name, e.g. 'GB VAT', 'AU GST';
 * `percentage_rate` a fraction). Amounts in the store currency's minor units; the fee is before_tax + tax.
 */
export interface FeeRates {
	percentage: number;
	fixed: number;
	fixed_currency: string;
	history?: FeeHistoryItem[];
	before_tax?: { amount: number; currency: string };
	tax?: { amount: number; currency: string; description: string; percentage_rate: number };
	/** The fee was worked out in `fromCurrency` and converted to the store currency at `rate`. */
	fee_exchange_rate?: { rate: number; fromCurrency: string };
}

/** What each fraud rule decided about a payment (rule id → outcome), e.g. `{ avs_verification: 'review' }`. */
export type RulesetResults = Record<string, 'allow' | 'review' | 'block'>;

/** One timeline event (spec 002 §3.6). Amounts in minor units; `datetime` in Unix seconds. */
export interface TimelineEvent {
	type: TimelineEventType;
	datetime: number;
	/** Events of a dispute: the dispute's id (its challenge page). Inquiries opened carry no `amount`. */
	dispute_id?: string;
	fee_rates?: FeeRates;
	ruleset_results?: RulesetResults;
	amount?: number;
	fee?: number;
	currency?: string;
	amount_captured?: number;
	amount_refunded?: number;
	reason?: string;
	failure_reason?: string;
	/** The payout that carried the money; `arrival_date` is the payout's date (UTC "YYYY-MM-DD HH:MM:SS"). */
	deposit?: { id: string; arrival_date: string } | null;
	loan_id?: string;
	acquirer_reference_number?: string;
	acquirer_reference_number_status?: string;
	user?: { id: number; username: string };
	transaction_details?: {
		customer_currency: string;
		customer_amount: number;
		customer_amount_captured?: number;
		store_currency: string;
		store_amount: number;
		store_amount_captured?: number;
		store_fee: number;
	};
}

/** POST /refund/ (spec 002 §7): `reason` 'other' is sent as null (§5.1). */
export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface RefundRequest {
	charge_id: string;
	/** Minor units of the charge's currency. */
	amount: number;
	reason: Exclude<RefundReason, 'other'> | null;
	order_id: number | null;
}

export interface RefundResponse {
	id: string;
	object: 'refund';
	amount: number;
	currency: string;
	charge: string;
	payment_intent: string | null;
	reason: Exclude<RefundReason, 'other'> | null;
	status: 'succeeded';
	/** Unix seconds. */
	created: number;
}

export interface TimelineResponse {
	data: TimelineEvent[];
}
