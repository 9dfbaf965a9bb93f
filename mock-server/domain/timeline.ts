/**
 * The timeline of a payment (spec 002 §3.6, §4.4; GET /timeline/{id}), derived from the tables on every
 * read, so it follows the writes: the payment's `charge`/`payment` row (capture, with its fee rates) and the
 * rows of its charge (refunds, refund failures, payment failure, loan repayments, dispute debits and
 * reversals), its authorization (open, expired after 7 days, captured or canceled), its fraud outcome (held
 * or blocked by the rules, approved or blocked by a person) and its dispute. Oldest first; works from any of
 * the three tables alone (a payment the rules blocked has only its fraud outcome).
 */
import type { Db } from '../db/types';
import type {
	FeeHistoryItem,
	FeeRates,
	RulesetResults,
	TimelineEvent,
} from '../../src/data/payment-details/types';
import { WpError } from '../util/wp-error';
import { readEvidence } from './dispute-evidence';
import { disputeEvents } from './timeline-disputes';
import { stmt, utc } from './money-sql';
import type { AuthorizationRow, DisputeRow, FraudOutcomeRow, TransactionRow } from './money-rows';
import { REFUND_TYPES, invalidId, isValidLookupId, pick, txnRowsOfCharge } from './payment-details';

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** An authorization must be captured within 7 days of its creation (spec 002 §9). */
export const CAPTURE_WINDOW_MS = 7 * DAY_MS;
const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'];

type Auth = AuthorizationRow & { canceled_at?: number | null };
type Outcome = FraudOutcomeRow & {
	reviewer_id?: number | null;
	reviewer_name?: string | null;
	reviewed_at?: number | null;
};
export type Row = TransactionRow & { refund_reason?: string | null };

/**
 * Tax on our fees by account country (spec 002 §4.4 labels): rate and the tax's description, as the real
 * service sends it ('GB VAT', 'AU GST', 'JP JCT'). EU countries pay their VAT; others no tax.
 */
// prettier-ignore
const FEE_TAX: Readonly<Record<string, number>> = {
	AT: 0.2, BE: 0.21, BG: 0.2, HR: 0.25, CY: 0.19, CZ: 0.21, DK: 0.25, EE: 0.22, FI: 0.255, FR: 0.2,
	DE: 0.19, GR: 0.24, HU: 0.27, IE: 0.23, IT: 0.22, LV: 0.21, LT: 0.21, LU: 0.17, MT: 0.18, NL: 0.21,
	PL: 0.23, PT: 0.23, RO: 0.19, SK: 0.23, SI: 0.22, ES: 0.21, SE: 0.25, GB: 0.2, CH: 0.081,
	AU: 0.1, NZ: 0.15, SG: 0.09, JP: 0.1,
};

export function feeTaxDescription(country: string): string {
	return `${country} ${['AU', 'NZ', 'SG'].includes(country) ? 'GST' : country === 'JP' ? 'JCT' : 'VAT'}`;
}

const notFound = () => new WpError(404, 'wcpay_timeline_not_found', 'The timeline could not be found.');
const sec = (ms: number) => Math.floor(ms / 1000);

interface AccountFee {
	percentage_rate: number;
	fixed_rate: number;
}
interface Account {
	country: string;
	fees: Record<string, { base?: AccountFee; additional?: AccountFee; fx?: AccountFee } | undefined>;
}

/** The account's country and fees (the kv document `account`; spec 000 §3.9 fees per payment method). */
function account(db: Db): Account {
	const row = stmt(db, "SELECT value FROM kv WHERE key = 'account'").get() as { value: string } | undefined;
	const doc = row
		? (JSON.parse(row.value) as { country?: string; accountFees?: Account['fees'] } | null)
		: null;
	return { country: doc?.country ?? 'US', fees: doc?.accountFees ?? {} };
}

/**
 * Fee lines that reproduce `target` (minor units of the store currency) on `amount`, the way the fees were
 * charged: base + international card fee + currency conversion, else without the international fee; when
 * no line-up of the account's rates gives the fee (other rates, tax taken out), a base rate solved from it.
 */
function feeLines(
	amount: number,
	target: number,
	currency: string,
	base: AccountFee,
	extras: { type: string; rate: number }[]
): FeeHistoryItem[] {
	const line = (type: string, rate: number, fixed = 0): FeeHistoryItem =>
		type === 'base'
			? { type, percentage_rate: rate, fixed_rate: fixed, currency }
			: { type: 'additional', additional_type: type, percentage_rate: rate, fixed_rate: 0, currency };
	const total = (items: FeeHistoryItem[]) =>
		items.reduce((sum, i) => sum + Math.round(amount * i.percentage_rate) + i.fixed_rate, 0);
	const fx = extras.filter((e) => e.type === 'fx').map((e) => line(e.type, e.rate));
	for (const set of [extras, extras.filter((e) => e.type !== 'international')]) {
		const items = [
			line('base', base.percentage_rate, base.fixed_rate),
			...set.map((e) => line(e.type, e.rate)),
		];
		if (total(items) === target) {
			return items;
		}
	}
	const others = total(fx);
	for (const fixed of new Set([base.fixed_rate, 30, 25, 10])) {
		const ratio = amount > 0 ? (target - fixed - others) / amount : 0;
		const nice = Math.round(ratio * 10_000) / 10_000;
		if (nice >= 0 && total([line('base', nice, fixed), ...fx]) === target) {
			return [line('base', nice, fixed), ...fx];
		}
	}
	const fixed = Math.max(0, Math.min(base.fixed_rate, target - others));
	const rate =
		amount > 0 ? Math.max(0, Math.round(((target - fixed - others) / amount) * 100_000) / 100_000) : 0;
	return [line('base', rate, fixed), ...fx];
}

/** `fee_rates` of a captured row (spec 002 §3.6): lines from the account's fees; tax for a tax country. */
export function feeRatesOf(row: TransactionRow, acct: Account): FeeRates {
	const method =
		row.channel !== 'online'
			? 'card_present'
			: !row.source || CARD_BRANDS.includes(row.source)
				? 'card'
				: row.source;
	const fees = acct.fees[method] ?? acct.fees.card;
	const base = fees?.base ?? { percentage_rate: 0.029, fixed_rate: 30 };
	const extras: { type: string; rate: number }[] = [];
	if (method === 'card' && row.customer_country && row.customer_country !== acct.country) {
		extras.push({ type: 'international', rate: fees?.additional?.percentage_rate ?? 0.015 });
	}
	if (row.customer_currency !== row.currency) {
		extras.push({ type: 'fx', rate: fees?.fx?.percentage_rate ?? 0.01 });
	}
	const taxRate = FEE_TAX[acct.country];
	const beforeTax = taxRate ? Math.round(row.fees / (1 + taxRate)) : row.fees;
	const history = feeLines(row.amount, beforeTax, row.currency, base, extras);
	const rates: FeeRates = {
		percentage: Math.round(history.reduce((s, i) => s + i.percentage_rate, 0) * 100_000) / 100_000,
		fixed: history.reduce((s, i) => s + i.fixed_rate, 0),
		fixed_currency: row.currency,
		history,
	};
	if (taxRate) {
		rates.before_tax = { amount: beforeTax, currency: row.currency };
		rates.tax = {
			amount: row.fees - beforeTax,
			currency: row.currency,
			description: feeTaxDescription(acct.country),
			percentage_rate: taxRate,
		};
	}
	return rates;
}

/** A fraud outcome's `ruleset` column: a JSON object of rule → outcome, or the name of the one rule. */
export function rulesetResults(ruleset: string | null, decision: 'review' | 'block'): RulesetResults {
	if (!ruleset) {
		return {};
	}
	try {
		const parsed = JSON.parse(ruleset) as unknown;
		if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
			const out: RulesetResults = {};
			for (const [rule, result] of Object.entries(parsed as Record<string, unknown>)) {
				if (result === 'allow' || result === 'review' || result === 'block') {
					out[rule] = result;
				}
			}
			return out;
		}
	} catch {
		// a plain rule name
	}
	return { [ruleset]: decision };
}

function payoutOf(db: Db, row: TransactionRow): TimelineEvent['deposit'] {
	if (!row.deposit_id) {
		return null;
	}
	const deposit = stmt(db, 'SELECT date FROM deposits WHERE id = ?').get(row.deposit_id) as
		{ date: number } | undefined;
	return { id: row.deposit_id, arrival_date: deposit ? utc(deposit.date) : `${row.available_on} 00:00:00` };
}

function details(r: TransactionRow, sign: 1 | -1): NonNullable<TimelineEvent['transaction_details']> {
	return {
		customer_currency: r.customer_currency,
		customer_amount: sign * r.customer_amount,
		store_currency: r.currency,
		store_amount: sign * r.amount,
		store_fee: r.fees,
	};
}

/** The payment's rows: its charge/payment row, authorization and fraud outcome, by intent or charge id. */
function lookUp(db: Db, id: string): { row?: Row; auth?: Auth; outcome?: Outcome } {
	const payment = (column: string) =>
		stmt(
			db,
			`SELECT * FROM transactions WHERE ${column} = ? AND type IN ('charge', 'payment') ORDER BY date LIMIT 1`
		).get(id) as Row | undefined;
	const row = payment('payment_intent_id') ?? (id.startsWith('pi_') ? undefined : payment('charge_id'));
	const byIntent = (table: string, intent: string) =>
		stmt(db, `SELECT * FROM ${table} WHERE payment_intent_id = ?`).get(intent);
	const intent = row?.payment_intent_id ?? id;
	let auth = byIntent('authorizations', intent) as Auth | undefined;
	if (!auth && !row && !id.startsWith('pi_')) {
		auth = stmt(db, 'SELECT * FROM authorizations WHERE charge_id = ?').get(id) as Auth | undefined;
	}
	const outcomeIntent =
		auth?.payment_intent_id ?? (id.startsWith('ch_') && !row ? `pi_${id.slice(3)}` : intent);
	const outcome = byIntent('fraud_outcomes', outcomeIntent) as Outcome | undefined;
	return { row, auth, outcome };
}

/** The timeline of a payment intent (or of a charge), oldest first (spec 002 §3.6, §4.4). */
export function getTimeline(db: Db, id: string, now = Date.now()): { data: TimelineEvent[] } {
	if (!isValidLookupId(id)) {
		throw invalidId('intent_id');
	}
	const { row, auth, outcome } = lookUp(db, id);
	if (!row && !auth && !outcome) {
		throw notFound();
	}
	const events: TimelineEvent[] = [];
	const add = (
		type: TimelineEvent['type'],
		ms: number,
		more: Omit<TimelineEvent, 'type' | 'datetime'> = {}
	) => events.push({ type, datetime: sec(ms), ...more });
	const amount = row?.customer_amount ?? auth?.amount ?? (outcome as Outcome).amount;
	const currency = row?.customer_currency ?? auth?.currency ?? (outcome as Outcome).currency;
	const money = { amount, currency };
	// Started (and authorized) when the authorization or the fraud check happened, else with the capture.
	const created = auth?.created ?? outcome?.created ?? (row as Row).date;
	const start = auth || outcome ? created : created - 2000;

	add('started', start, money);
	if (outcome && outcome.status === 'block' && !outcome.manual) {
		add('fraud_outcome_block', start, { ruleset_results: rulesetResults(outcome.ruleset, 'block') });
		return { data: events };
	}
	add('authorized', auth || outcome ? start : created - 1000, money);
	if (outcome?.manual || outcome?.status === 'review' || auth?.is_fraud_review) {
		add('fraud_outcome_review', start + 1000, {
			ruleset_results: rulesetResults(outcome?.ruleset ?? null, 'review'),
		});
	}
	if (outcome?.manual) {
		const at = outcome.reviewed_at ?? outcome.created + HOUR_MS;
		const user =
			outcome.reviewer_id !== null && outcome.reviewer_id !== undefined
				? { id: outcome.reviewer_id, username: outcome.reviewer_name ?? '' }
				: undefined;
		const approved = outcome.status === 'allow';
		add(
			approved ? 'fraud_outcome_manual_approve' : 'fraud_outcome_manual_block',
			at,
			user ? { user } : {}
		);
		if (approved && !row && !auth) {
			// Approved and captured, but the data holds no transaction for it: the capture without its fee.
			add('captured', at, { ...money, amount_captured: amount, deposit: null });
		}
	}
	if (auth?.status === 'canceled') {
		add(
			'authorization_voided',
			auth.canceled_at ?? outcome?.reviewed_at ?? auth.created + HOUR_MS,
			money
		);
	} else if (auth?.status === 'requires_capture' && now - auth.created > CAPTURE_WINDOW_MS) {
		add('authorization_expired', auth.created + CAPTURE_WINDOW_MS, money);
	}
	if (row) {
		chargeEvents(db, row, now, add);
	}
	events.sort((a, b) => a.datetime - b.datetime);
	return { data: events };
}

export type Add = (
	type: TimelineEvent['type'],
	ms: number,
	more?: Omit<TimelineEvent, 'type' | 'datetime'>
) => void;

/** The capture and what followed on the charge: refunds, failures, loan repayments, the dispute. */
function chargeEvents(db: Db, row: Row, now: number, add: Add): void {
	add('captured', row.date, {
		amount: row.customer_amount,
		amount_captured: row.customer_amount,
		currency: row.customer_currency,
		fee: row.fees,
		fee_rates: feeRatesOf(row, account(db)),
		deposit: payoutOf(db, row),
		transaction_details: {
			...details(row, 1),
			customer_amount_captured: row.customer_amount,
			store_amount_captured: row.amount,
		},
	});
	const related = txnRowsOfCharge(db, row.charge_id as string) as Row[];
	let refunded = 0;
	for (const r of related) {
		const base = { currency: r.customer_currency, deposit: payoutOf(db, r) };
		if (REFUND_TYPES.includes(r.type)) {
			refunded += -r.customer_amount;
			add(refunded >= row.customer_amount ? 'full_refund' : 'partial_refund', r.date, {
				...base,
				amount: row.customer_amount,
				amount_refunded: -r.customer_amount,
				...(r.refund_reason ? { reason: r.refund_reason } : {}),
				transaction_details: details(r, -1),
			});
		} else if (r.type === 'refund_failure') {
			refunded -= r.customer_amount;
			add('refund_failed', r.date, {
				...base,
				amount_refunded: r.customer_amount,
				failure_reason: pick(
					['expired_or_canceled_card', 'lost_or_stolen_card', 'unknown'],
					r.transaction_id
				),
				transaction_details: details(r, 1),
			});
		} else if (r.type === 'payment_failure_refund') {
			add('failed', r.date, {
				amount: row.customer_amount,
				currency: row.customer_currency,
				failure_reason: 'insufficient_funds',
			});
		} else if (r.type === 'financing_paydown') {
			add('financing_paydown', r.date, {
				amount: -r.amount,
				currency: r.currency,
				...((r.loan_id ?? row.loan_id) ? { loan_id: (r.loan_id ?? row.loan_id) as string } : {}),
			});
		}
	}
	const dispute = stmt(db, 'SELECT * FROM disputes WHERE charge_id = ? LIMIT 1').get(row.charge_id) as
		DisputeRow | undefined;
	if (dispute) {
		disputeEvents(dispute, readEvidence(db, dispute.dispute_id).metadata, related, now, add);
	}
}
