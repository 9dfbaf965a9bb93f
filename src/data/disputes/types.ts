/**
 * Disputes, as listed (spec 002 §3.3, §4.2, §7; overview use in spec 000 §3). The mock server validates and
 * serialises with these shapes. Conventions: see src/data/deposits/types.ts and docs/DATA.md.
 */
import type { UtcDateTime } from '../deposits/types';
import type { TransactionSource } from '../transactions/types';

export const DISPUTE_STATUSES = [
	'warning_needs_response',
	'warning_under_review',
	'warning_closed',
	'needs_response',
	'under_review',
	'charge_refunded',
	'won',
	'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The statuses `filter=awaiting_response` stands for (spec 002 §5.2). */
export const AWAITING_RESPONSE_STATUSES: readonly DisputeStatus[] = [
	'needs_response',
	'warning_needs_response',
];

export const DISPUTE_REASONS = [
	'bank_cannot_process',
	'check_returned',
	'credit_not_processed',
	'customer_initiated',
	'debit_not_authorized',
	'duplicate',
	'fraudulent',
	'general',
	'incorrect_account_details',
	'insufficient_funds',
	'product_not_received',
	'product_unacceptable',
	'subscription_canceled',
	'unrecognized',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** One dispute as the list and the overview use it. */
export interface Dispute {
	/** "dp_…" (same as dispute_id). */
	id: string;
	dispute_id: string;
	charge_id: string;
	payment_intent_id: string | null;
	status: DisputeStatus;
	reason: DisputeReason;
	amount: number;
	currency: string;
	created: UtcDateTime;
	/** Respond by; null once no response is possible. */
	due_by: UtcDateTime | null;
	/** Payment method of the disputed charge. */
	source: TransactionSource | null;
	order_number: number | null;
	order: { number: number; url: string; customer_url: string | null } | null;
	customer_name: string | null;
	customer_email: string | null;
	customer_country: string | null;
	evidence_details: { due_by: UtcDateTime | null; has_evidence: boolean };
}

export interface DisputesListResponse {
	data: Dispute[];
	total_count: number;
}

/** GET /disputes/summary (spec 002 §3.3). */
export interface DisputesSummary {
	count: number;
	currencies: string[];
}

export const DISPUTES_SORTS = ['created', 'amount', 'due_by', 'status', 'reason', 'customer_name'] as const;
export type DisputesSort = (typeof DISPUTES_SORTS)[number];

export interface DisputesFilters {
	match?: 'all' | 'any';
	store_currency_is?: string;
	date_before?: string;
	date_after?: string;
	date_between?: string[];
	/** 'awaiting_response' replaces the status filters by the two needs-response statuses. */
	filter?: 'awaiting_response';
	status_is?: DisputeStatus;
	status_is_not?: DisputeStatus;
	/** Order number, customer name or email. */
	search?: string | string[];
}

export interface DisputesParams extends DisputesFilters {
	page?: number;
	pagesize?: number;
	/** Default created. */
	sort?: DisputesSort;
	/** Default desc. */
	direction?: 'asc' | 'desc';
}
