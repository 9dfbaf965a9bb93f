/**
 * Transactions (spec 001 §3.3, §5.1, §7.3) and fraud outcomes (spec 001 §3.5). The mock server validates and
 * serialises with these shapes and constants. Conventions (minor units, lower-case currencies, UTC instants
 * "YYYY-MM-DD HH:MM:SS"): see src/data/deposits/types.ts and docs/DATA.md.
 */
import type { DepositStatus, IsoDay, UtcDateTime } from '../deposits/types';

export type { UtcDateTime, IsoDay } from '../deposits/types';

export const TRANSACTION_TYPES = [
	'charge',
	'payment',
	'payment_failure_refund',
	'payment_refund',
	'refund',
	'refund_failure',
	'dispute',
	'dispute_reversal',
	'card_reader_fee',
	'financing_payout',
	'financing_paydown',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_CHANNELS = ['online', 'in_person', 'in_person_pos'] as const;
export type TransactionChannel = (typeof TRANSACTION_CHANNELS)[number];

export const SOURCE_DEVICES = ['ios', 'android'] as const;
export type SourceDevice = (typeof SOURCE_DEVICES)[number];

/** 0 normal, 1 elevated, 2 highest (spec 001 §3.3). */
export const RISK_LEVELS = [0, 1, 2] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Payment method ids that appear as a transaction's `source` (card brands and other methods). */
export const TRANSACTION_SOURCES = [
	'visa',
	'mastercard',
	'amex',
	'discover',
	'jcb',
	'diners',
	'unionpay',
	'card_present',
	'interac_present',
	'link',
	'klarna',
	'affirm',
	'afterpay_clearpay',
	'ideal',
	'bancontact',
	'eps',
	'p24',
	'sepa_debit',
	'giropay',
	'sofort',
] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/** What the fraud meta box of the order shows. */
export type FraudMetaBoxType =
	| 'allow'
	| 'block'
	| 'review'
	| 'review_allowed'
	| 'review_blocked'
	| 'review_expired'
	| 'not_card'
	| 'terminal_payment'
	| 'payment_started';

export interface OrderSubscription {
	number: number;
	url: string;
}

/** The store order a transaction belongs to. */
export interface TransactionOrder {
	number: number;
	/** Admin URL of the order. */
	url: string;
	/** Admin URL of the customer, or null for a guest. */
	customer_url: string | null;
	/** Subscriptions of the order (shown only when subscriptions are active). */
	subscriptions: OrderSubscription[];
	fraud_meta_box_type: FraudMetaBoxType;
}

/** One transaction row (spec 001 §3.3). */
export interface Transaction {
	/** "txn_…". */
	transaction_id: string;
	/** "pi_…", or null for rows without an intent (fees, loans, some refunds). */
	payment_intent_id: string | null;
	/** "ch_…" (cards) or "py_…" (other methods); null for fees and loans. */
	charge_id: string | null;
	type: TransactionType;
	date: UtcDateTime;
	channel: TransactionChannel;
	/** Device of an in-person payment; null online. */
	source_device: SourceDevice | null;
	/** Payment method: a card brand or a method id (see TRANSACTION_SOURCES). */
	source: TransactionSource | null;
	/** Last four digits, or the method's own identifier. */
	source_identifier: string | null;
	order: TransactionOrder | null;
	customer_name: string | null;
	customer_email: string | null;
	/** ISO 3166-1 alpha-2. */
	customer_country: string | null;
	customer_currency: string;
	/** Amount in the customer's currency, minor units. */
	customer_amount: number;
	/** Settlement (store) currency of the transaction: the currency of its payout. */
	currency: string;
	/** Minor units; negative for money going out (refunds, disputes, fees, repayments). */
	amount: number;
	fees: number;
	net: number;
	/** null when not assessed (shown 'N/A'). */
	risk_level: RiskLevel | null;
	/** The automatic payout that paid this transaction out; null while it is not paid out yet. */
	deposit_id: string | null;
	/** Day the funds become available for a payout. */
	available_on: IsoDay;
	/** Status of `deposit_id`'s payout, null without one. */
	deposit_status: DepositStatus | null;
	/** Capital loan of a financing_payout / financing_paydown row. */
	loan_id: string | null;
	metadata: { charge_type?: 'card_reader_fee' } | null;
}

/** GET /transactions answer. */
export interface TransactionsListResponse {
	data: Transaction[];
	total_count: number;
}

/** GET /transactions/summary (spec 001 §3.3). */
export interface TransactionsSummary {
	count: number;
	/** Sums over the matching rows, minor units (meaningful when `currency` is not null). */
	total: number;
	fees: number;
	net: number;
	/** The single settlement currency of the matching rows (or the filtered one); null when mixed. */
	currency: string | null;
	/** Settlement currencies of the matching rows. */
	store_currencies: string[];
	/** Customer currencies of the matching rows. */
	customer_currencies: string[];
	/** Payment methods (`source`) of the matching rows. */
	sources: string[];
}

/** GET /transactions/search answer: at most 10 options (customers, orders, emails). */
export interface SearchOption {
	/** What the autocomplete shows: "Jane Doe (jane@example.com)", "Order #1042", "jane@example.com". */
	label: string;
	/** The `search` value: "Jane Doe (jane@example.com)", "#1042", "jane@example.com". */
	value: string;
}

/** Filters of spec 001 §5.1 / §7.3 as REST query values. */
export interface TransactionsFilters {
	match?: 'all' | 'any';
	date_before?: string;
	date_after?: string;
	date_between?: string[];
	type_is?: TransactionType;
	type_is_not?: TransactionType;
	/** Several types: "charge,refund" or a list. */
	type_is_in?: TransactionType[];
	source_device_is?: SourceDevice;
	source_device_is_not?: SourceDevice;
	channel_is?: TransactionChannel;
	channel_is_not?: TransactionChannel;
	customer_country_is?: string;
	customer_country_is_not?: string;
	risk_level_is?: RiskLevel;
	risk_level_is_not?: RiskLevel;
	customer_currency_is?: string;
	customer_currency_is_not?: string;
	source_is?: string;
	source_is_not?: string;
	store_currency_is?: string;
	loan_id_is?: string;
	deposit_id?: string;
	/** Order number ("1042" or "#1042"), customer name, email, "Name (email)", or subscription number. */
	search?: string | string[];
	user_timezone?: string;
	locale?: string;
}

export const TRANSACTIONS_SORTS = [
	'date',
	'amount',
	'fees',
	'net',
	'customer_amount',
	'customer_name',
	'customer_email',
	'customer_country',
	'customer_currency',
	'order_id',
	'source',
	'type',
	'channel',
	'risk_level',
	'available_on',
	'deposit_id',
	'transaction_id',
] as const;
export type TransactionsSort = (typeof TRANSACTIONS_SORTS)[number];

export interface TransactionsParams extends TransactionsFilters {
	page?: number;
	pagesize?: number;
	sort?: TransactionsSort;
	direction?: 'asc' | 'desc';
}

/* ------------------------------------------------------------------------------------------------------ */
/* Fraud outcomes (blocked tab, spec 001 §3.5, §7.3)                                                       */
/* ------------------------------------------------------------------------------------------------------ */

export const FRAUD_OUTCOME_STATUSES = ['allow', 'review', 'block'] as const;
export type FraudOutcomeStatus = (typeof FRAUD_OUTCOME_STATUSES)[number];

/** A payment held for review or blocked by the fraud rules (spec 001 §3.5). */
export interface FraudOutcome {
	/** allow 'Succeeded', review 'Needs review', block 'Payment blocked'. */
	status: FraudOutcomeStatus;
	/** True when a person decided (approved or blocked after review). */
	manual: boolean;
	created: UtcDateTime;
	amount: number;
	currency: string;
	customer_name: string | null;
	customer_email: string | null;
	/** The order number. */
	order_id: number;
	order: TransactionOrder;
	/** The intent: `requires_capture` while held for review, `canceled` when blocked, `succeeded` allowed. */
	payment_intent: {
		id: string;
		status: 'requires_capture' | 'canceled' | 'succeeded' | 'requires_payment_method';
	};
	risk_level: RiskLevel | null;
	/** The fraud rule that decided (e.g. 'purchase_price_threshold'). */
	ruleset: string | null;
}

/** GET /transactions/fraud-outcomes answer. */
export interface FraudOutcomesListResponse {
	data: FraudOutcome[];
	total_count: number;
}

/** GET /transactions/fraud-outcomes/summary. */
export interface FraudOutcomesSummary {
	count: number;
	/** Sum of `amount` (meaningful with a single currency). */
	total: number;
	currencies: string[];
}

export const FRAUD_OUTCOMES_SORTS = ['created', 'amount', 'customer_name', 'status', 'order_id'] as const;
export type FraudOutcomesSort = (typeof FRAUD_OUTCOMES_SORTS)[number];

export interface FraudOutcomesParams {
	/** review or block (required). */
	status: 'review' | 'block';
	/** Also list this status ('block' + additional 'review' = everything the blocked tab exports). */
	additional_status?: 'review' | 'block';
	/** Order number, customer name or email; a list ORs its terms. */
	search?: string | string[];
	date_before?: string;
	date_after?: string;
	date_between?: string[];
	page?: number;
	pagesize?: number;
	sort?: FraudOutcomesSort;
	direction?: 'asc' | 'desc';
}
