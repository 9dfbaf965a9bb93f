/**
 * Payouts (deposits): spec 001 §3.1, §3.2, §7.2; the balance overview of spec 002 §3.8 and the overview's
 * payouts card (spec 000 §3). The mock server validates and serialises with these shapes and constants.
 *
 * Conventions of every money shape in src/data (see docs/DATA.md):
 * - amounts are integers in the currency's minor unit (zero-decimal currencies: the major unit);
 * - currencies are lower-case ISO 4217 codes ("usd");
 * - instants are UTC strings "YYYY-MM-DD HH:MM:SS"; calendar days are "YYYY-MM-DD".
 */

/** A UTC instant as the payments API writes it: "YYYY-MM-DD HH:MM:SS" (read it with utils/dates). */
export type UtcDateTime = string;

/** A calendar day: "YYYY-MM-DD". */
export type IsoDay = string;

export const DEPOSIT_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_TYPES = ['deposit', 'withdrawal'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/** How the payout was made: on the schedule (or a manual standard payout), or instant. */
export const DEPOSIT_METHODS = ['standard', 'instant'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Failure codes a failed payout may carry (spec 001 §8: mapped to a message, else failure_message). */
export const DEPOSIT_FAILURE_CODES = [
	'insufficient_funds',
	'bank_account_restricted',
	'debit_not_authorized',
	'invalid_card',
	'declined',
	'invalid_transaction',
	'refer_to_card_issuer',
	'unsupported_card',
	'lost_or_stolen_card',
	'invalid_issuer',
	'expired_card',
	'could_not_process',
	'invalid_account_number',
	'incorrect_account_holder_name',
	'account_closed',
	'no_account',
	'exceeds_amount_limit',
	'account_frozen',
	'issuer_unavailable',
	'invalid_currency',
	'incorrect_account_type',
	'incorrect_account_holder_details',
	'bank_ownership_changed',
	'exceeds_count_limit',
	'incorrect_account_holder_address',
	'incorrect_account_holder_tax_id',
	'invalid_account_number_length',
] as const;
export type DepositFailureCode = (typeof DEPOSIT_FAILURE_CODES)[number];

/** One payout (spec 001 §3.1). */
export interface Deposit {
	/** "po_…" (payouts) or "wd_…" (withdrawals). */
	id: string;
	/** Arrival date (expected, for pending and in-transit payouts). */
	date: UtcDateTime;
	/** When the payout was initiated. */
	created: UtcDateTime;
	/** 'deposit' is labelled 'Payout', 'withdrawal' 'Withdrawal'. */
	type: DepositType;
	/** Net amount paid out, minor units; negative for a withdrawal. */
	amount: number;
	/** Fee taken for the payout (instant payouts), minor units. */
	fee: number;
	/** Fee rate in percent (1.5 means 1.5 %); 0 for standard payouts. */
	fee_percentage: number;
	currency: string;
	status: DepositStatus;
	/** True for payouts made by the schedule: only these list their transactions (spec 001 §2.2). */
	automatic: boolean;
	method: DepositMethod;
	/** Display text of the bank account, e.g. "STRIPE TEST BANK •••• 6789 (USD)". */
	bankAccount: string | null;
	/** The bank's reference; null shows 'N/A'. */
	bank_reference_key: string | null;
	failure_code: DepositFailureCode | null;
	failure_message: string | null;
	/** Number of transactions paid out (automatic payouts; 0 otherwise). */
	transaction_count: number;
}

/** GET /deposits answer. */
export interface DepositsListResponse {
	data: Deposit[];
	total_count: number;
}

/** GET /deposits/summary (spec 001 §3.2). */
export interface DepositsSummary {
	count: number;
	/** Sum of `amount` over the matching payouts (meaningful when `currency` is not null). */
	total: number;
	/** The single currency of the matching payouts (or the filtered one); null when they mix currencies. */
	currency: string | null;
	/** Currencies of the store's payouts (all payouts, not only the matching ones): the currency filter. */
	store_currencies: string[];
}

/** Filters of the payouts list, summary and export (spec 001 §7.2) as REST query values. */
export interface DepositsFilters {
	match?: 'all' | 'any';
	store_currency_is?: string;
	/** "YYYY-MM-DD" (end of that day, UTC) or "YYYY-MM-DD HH:MM:SS". */
	date_before?: string;
	/** "YYYY-MM-DD" (start of that day, UTC) or "YYYY-MM-DD HH:MM:SS". */
	date_after?: string;
	/** Two days, any order. */
	date_between?: string[];
	status_is?: DepositStatus;
	status_is_not?: DepositStatus;
}

export const DEPOSITS_SORTS = ['date', 'amount', 'status', 'currency'] as const;
export type DepositsSort = (typeof DEPOSITS_SORTS)[number];

/** REST query of GET /deposits. */
export interface DepositsParams extends DepositsFilters {
	page?: number;
	/** 1–100, default 25. */
	pagesize?: number;
	sort?: DepositsSort;
	direction?: 'asc' | 'desc';
}

/** An amount in one currency. */
export interface CurrencyAmount {
	amount: number;
	currency: string;
}

/** What an instant payout of the available balance would pay (spec 002 §3.8). */
export interface InstantBalance {
	/** Available for an instant payout, minor units. */
	amount: number;
	/** Fee of the instant payout: `amount × fee_percentage / 100`, rounded. */
	fee: number;
	/** `amount − fee`: what the payout pays. */
	net: number;
	fee_percentage: number;
	currency: string;
}

export type DepositsInterval = 'daily' | 'weekly' | 'monthly' | 'manual';

export interface DepositsSchedule {
	interval: DepositsInterval;
	delay_days: number;
	weekly_anchor: string;
	monthly_anchor: number | null;
}

/** Per currency: what the overview's balance card shows (spec 002 §3.8). */
export interface CurrencyBalanceOverview {
	currency: string;
	available: { amount: number };
	pending: { amount: number };
	/** null when instant payouts are not offered in this currency. */
	instant: InstantBalance | null;
}

/** GET /deposits/overview-all. */
export interface DepositsOverviewAll {
	deposit: {
		/** The latest paid payout per currency. */
		last_paid: Deposit[];
		/** The next scheduled payout per currency (status pending, or in transit), when there is one. */
		next_scheduled: Deposit[];
		/** Instant or manual payouts of the last 24 hours. */
		last_manual_deposits: Deposit[];
	};
	balance: {
		available: CurrencyAmount[];
		pending: CurrencyAmount[];
		instant: InstantBalance[];
	};
	/** Per currency view of the balance: the currencies the account holds, store currency first. */
	currencies: CurrencyBalanceOverview[];
	account: {
		deposits_enabled: boolean;
		deposits_blocked: boolean;
		deposits_schedule: DepositsSchedule;
		/** Lower-case currency of the account's country. */
		default_currency: string;
		/** One bank account per payout currency; status 'errored' when its latest payout failed. */
		default_external_accounts: { currency: string; status: 'new' | 'validated' | 'errored' }[];
	};
}

/** POST /deposits body: an instant payout of the instant balance in `currency`. */
export interface InstantDepositRequest {
	type: 'instant';
	currency: string;
}

/** The export protocol's answers (prepare, availability): shared by every list with an export. */
export type { ExportAvailability, ExportStarted, ExportStatus } from '../shared/export-thunk';
