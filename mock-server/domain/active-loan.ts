/**
 * The active loan summary (spec 001 §3.7, §7.6: GET /capital/active_loan_summary), derived from the loan's
 * own transactions, so that it agrees with the transactions list: the disbursement (`financing_payout`) and
 * the repayments (`financing_paydown`) of the loan marked `|active` in `accountLoans.loans`.
 *
 * Terms of the mock's loans: a fixed fee of 10 % of the advance, 10 % of each sale withheld, and a minimum
 * repayment of 1/12 of what is owed per 60-day period counted from the first repayment.
 */
import type { Db } from '../db/types';
import type { ActiveLoanSummary } from '../../src/data/overview/types';
import type { MockState } from './state';
import { stmt } from './money-sql';

const DAY_MS = 86_400_000;
export const LOAN_FEE_RATE = 0.1;
export const LOAN_WITHHOLD_RATE = 0.1;
export const LOAN_INTERVAL_DAYS = 60;

/** The id of the account's active loan (`id|active`), or null. */
export function activeLoanId(state: MockState): string | null {
	const loans = state.account()?.accountLoans;
	if (!loans?.has_active_loan) {
		return null;
	}
	const entry = loans.loans.map((e) => e.split('|')).find(([, status]) => status === 'active');
	return entry?.[0] ?? null;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The summary of the active loan, or null when the account has none (or its disbursement is not in the
 * data). `now` decides the current repayment period (default: the seed's "now").
 */
export function activeLoanSummary(db: Db, state: MockState, now?: Date): ActiveLoanSummary | null {
	const id = activeLoanId(state);
	if (!id) {
		return null;
	}
	const rows = stmt(
		db,
		'SELECT type, date, amount, currency FROM transactions WHERE loan_id = ? ORDER BY date, rowid'
	).all(id) as Array<{ type: string; date: number; amount: number; currency: string }>;
	const payout = rows.find((r) => r.type === 'financing_payout');
	if (!payout) {
		return null;
	}
	const paydowns = rows.filter((r) => r.type === 'financing_paydown');
	const advance = payout.amount;
	const fee = Math.round(advance * LOAN_FEE_RATE);
	const owed = advance + fee;
	const paid = Math.min(
		owed,
		paydowns.reduce((sum, r) => sum + Math.abs(r.amount), 0)
	);
	const begins = paydowns[0]?.date ?? payout.date + DAY_MS;
	const reference = (now ?? new Date(state.meta().now)).getTime();
	const intervalMs = LOAN_INTERVAL_DAYS * DAY_MS;
	const index = Math.max(0, Math.floor((reference - begins) / intervalMs));
	const intervalStart = begins + index * intervalMs;
	const minimum = Math.round(owed / 12);
	const paidInInterval = paydowns
		.filter((r) => r.date >= intervalStart && r.date <= reference)
		.reduce((sum, r) => sum + Math.abs(r.amount), 0);
	return {
		details: {
			advance_amount: advance,
			advance_paid_out_at: seconds(payout.date),
			currency: payout.currency,
			current_repayment_interval: {
				due_at: seconds(intervalStart + intervalMs),
				paid_amount: paidInInterval,
				remaining_amount: Math.max(0, minimum - paidInInterval),
			},
			fee_amount: fee,
			paid_amount: paid,
			remaining_amount: owed - paid,
			repayments_begin_at: seconds(begins),
			withhold_rate: LOAN_WITHHOLD_RATE,
		},
	};
}
