/**
 * Uncaptured authorizations (spec 001 §3.4, §4.4, §7.4). The mock server validates and serialises with these
 * shapes. Conventions: see src/data/deposits/types.ts and docs/DATA.md.
 */
import type { UtcDateTime } from '../deposits/types';
import type { RiskLevel, TransactionOrder, TransactionSource } from '../transactions/types';

/** One authorization awaiting capture (spec 001 §3.4). Capture by `created` + 7 days. */
export interface Authorization {
	/** "pi_…": the id of the list, of the detail call and of capture/cancel. */
	payment_intent_id: string;
	charge_id: string;
	created: UtcDateTime;
	/** The order number (what capture/cancel post to /orders/{order_id}/…). */
	order_id: number;
	order: TransactionOrder;
	customer_name: string | null;
	customer_email: string | null;
	customer_country: string | null;
	risk_level: RiskLevel | null;
	amount: number;
	currency: string;
	source: TransactionSource | null;
	source_identifier: string | null;
	/** True while the payment is also held for review by the fraud rules. */
	is_fraud_review: boolean;
}

/** GET /authorizations/{payment_intent_id}. */
export interface AuthorizationDetail extends Authorization {
	is_captured: boolean;
	/** Same as is_captured (both spellings of spec 001 §3.4). */
	captured: boolean;
}

export interface AuthorizationsListResponse {
	data: Authorization[];
	total_count: number;
}

/** GET /authorizations/summary. */
export interface AuthorizationsSummary {
	count: number;
	/** Sum of `amount` (meaningful when `currency` is not null). */
	total: number;
	/** The single currency of the authorizations; null when they mix currencies. */
	currency: string | null;
	all_currencies: string[];
}

export const AUTHORIZATIONS_SORTS = [
	'created',
	'capture_by',
	'amount',
	'order_id',
	'customer_name',
	'customer_email',
	'customer_country',
	'risk_level',
] as const;
export type AuthorizationsSort = (typeof AUTHORIZATIONS_SORTS)[number];

export interface AuthorizationsParams {
	page?: number;
	pagesize?: number;
	/** Default created (capture_by sorts as created). */
	sort?: AuthorizationsSort;
	/** Default asc. */
	direction?: 'asc' | 'desc';
}

/** POST /orders/{order_id}/capture_authorization and /cancel_authorization body. */
export interface AuthorizationActionRequest {
	payment_intent_id: string;
}

/** Their answer: the intent after the action ('succeeded' after a capture, 'canceled' after a cancel). */
export interface AuthorizationActionResponse {
	id: string;
	status: 'succeeded' | 'canceled';
}

/** Minimum amount a capture accepts, per currency (minor units); below it: amount_too_small. */
export const MINIMUM_CAPTURE_AMOUNT = 50;
