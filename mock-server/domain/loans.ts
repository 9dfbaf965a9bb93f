/**
 * The capital loans list (spec 001 §3.7, §7.6: GET /capital/loans, answer in `data`), derived from the
 * account's `accountLoans.loans` entries (`id|active`, `id|other`) and the loans' own transactions, so that it
 * agrees with the transactions list and the active loan summary (./active-loan.ts). No table of its own: a
 * test that sets `accountLoans` through the control API gets a list that follows it.
 *
 * - The active loan (the `|active` entry while `has_active_loan` is set, as for the summary): disbursed at its
 *   `financing_payout`, first paydown at its first `financing_paydown` (else a day after the payout), not
 *   fully paid; amount, fee (10 %) and withhold rate (10 %) as in the summary.
 * - A paid-off loan (any other entry): fully paid at its last `financing_paydown` in the data; disbursed at
 *   its `financing_payout` when the data has it. Older loans than the seeded 90 days of history have no
 *   rows (or only their last repayments): what the data lacks is made up deterministically — the loans are
 *   taken one after the other back from the active loan's disbursement (or "now"), 10 days apart, each
 *   repaid over 120 days, amount and withhold rate from the loan id — so the same state gives the same list
 *   on any day but for the dates, which shift with the seed's "now".
 *
 * Sorted newest disbursement first. Dates are Unix seconds; amounts minor units of the loan's currency (its
 * transactions', else the account's).
 */
import type { Db } from '../db/types';
import type { CapitalLoan } from '../../src/data/loans/types';
import { activeLoanId, LOAN_FEE_RATE, LOAN_WITHHOLD_RATE } from './active-loan';
import { stmt } from './money-sql';
import type { MockState } from './state';

const DAY_MS = 86_400_000;
/** How long a made-up paid-off loan took to repay. */
export const PAID_OFF_TERM_DAYS = 120;
/** Days between one made-up loan's last repayment and the next loan's disbursement. */
export const LOANS_GAP_DAYS = 10;
/** Withhold rates of made-up loans (picked by the loan id). */
const WITHHOLD_RATES = [0.08, 0.1, 0.12, 0.15] as const;

interface LoanRow {
	type: string;
	date: number;
	amount: number;
	currency: string;
}

/** One `accountLoans.loans` entry: the id and its marker (`active` or `other`). */
export interface LoanEntry {
	id: string;
	marker: string;
}

/** The account's loan entries, in their order; entries whose id is not word characters are left out. */
export function accountLoanEntries(state: MockState): LoanEntry[] {
	const loans = state.account()?.accountLoans?.loans ?? [];
	return loans
		.map((entry) => String(entry).split('|'))
		.filter(([id]) => /^\w+$/.test(id ?? ''))
		.map(([id, marker]) => ({ id, marker: marker ?? '' }));
}

/** A stable number from a loan id (FNV-1a). */
function idHash(id: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < id.length; i++) {
		hash ^= id.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash;
}

/** A made-up loan's amount: $2,000 to $6,000 in steps of $500 (minor units). */
function madeUpAmount(id: string): number {
	return 200_000 + (idHash(id) % 9) * 50_000;
}

function madeUpWithholdRate(id: string): number {
	return WITHHOLD_RATES[(idHash(id) >>> 4) % WITHHOLD_RATES.length];
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function rowsOf(db: Db, id: string): LoanRow[] {
	return stmt(
		db,
		'SELECT type, date, amount, currency FROM transactions WHERE loan_id = ? ORDER BY date, rowid'
	).all(id) as LoanRow[];
}

/**
 * Every loan of the account (an empty list without any). `now` is the reference for made-up dates
 * (default: the seed's "now").
 */
export function listLoans(db: Db, state: MockState, now?: Date): CapitalLoan[] {
	const account = state.account();
	if (!account) {
		return [];
	}
	const reference = (now ?? new Date(state.meta().now)).getTime();
	const fallbackCurrency = String(account.defaultCurrency || 'usd').toLowerCase();
	const activeId = activeLoanId(state);
	const entries = accountLoanEntries(state);
	const loans: CapitalLoan[] = [];

	// Made-up dates of the paid-off loans go back from the active loan's disbursement (or now).
	let cursor = reference;
	const active = entries.find((e) => e.id === activeId);
	if (active) {
		const rows = rowsOf(db, active.id);
		const payout = rows.find((r) => r.type === 'financing_payout');
		const paydowns = rows.filter((r) => r.type === 'financing_paydown');
		const paidOut = payout?.date ?? (paydowns[0] ? paydowns[0].date - DAY_MS : reference - 30 * DAY_MS);
		const amount = payout?.amount ?? madeUpAmount(active.id);
		loans.push({
			stripe_loan_id: active.id,
			paid_out_at: seconds(paidOut),
			fully_paid_at: null,
			amount,
			fee_amount: Math.round(amount * LOAN_FEE_RATE),
			withhold_rate: LOAN_WITHHOLD_RATE,
			first_paydown_at: seconds(paydowns[0]?.date ?? paidOut + DAY_MS),
			currency: payout?.currency ?? paydowns[0]?.currency ?? fallbackCurrency,
		});
		cursor = paidOut;
	}

	for (const entry of entries) {
		if (entry.id === activeId || loans.some((l) => l.stripe_loan_id === entry.id)) {
			continue;
		}
		const rows = rowsOf(db, entry.id);
		const payout = rows.find((r) => r.type === 'financing_payout');
		const paydowns = rows.filter((r) => r.type === 'financing_paydown');
		const last = paydowns[paydowns.length - 1];
		const fullyPaid =
			last?.date ??
			(payout
				? Math.min(reference, payout.date + PAID_OFF_TERM_DAYS * DAY_MS)
				: cursor - LOANS_GAP_DAYS * DAY_MS);
		const paidOut =
			payout?.date ??
			Math.min(fullyPaid - PAID_OFF_TERM_DAYS * DAY_MS, (paydowns[0]?.date ?? fullyPaid) - DAY_MS);
		const amount = payout?.amount ?? madeUpAmount(entry.id);
		loans.push({
			stripe_loan_id: entry.id,
			paid_out_at: seconds(paidOut),
			fully_paid_at: seconds(fullyPaid),
			amount,
			fee_amount: Math.round(amount * LOAN_FEE_RATE),
			withhold_rate: payout ? LOAN_WITHHOLD_RATE : madeUpWithholdRate(entry.id),
			// With the disbursement in the data, every repayment is too; else the first is older than the data.
			first_paydown_at: seconds(payout && paydowns[0] ? paydowns[0].date : paidOut + DAY_MS),
			currency: payout?.currency ?? last?.currency ?? fallbackCurrency,
		});
		cursor = Math.min(cursor, paidOut);
	}
	return loans.sort((a, b) => b.paid_out_at - a.paid_out_at);
}
