/**
 * The payouts card's rules (spec 000 §4 "Payouts card notices"): which notices show, whether the card shows,
 * and whether the schedule can be changed. Pure, so every rule is unit-tested.
 */

export type PayoutNotice =
	'suspended' | 'waiting_period' | 'no_funds' | 'negative_balance' | 'failed_payout' | 'below_minimum';

export interface PayoutsCardInput {
	/** Payouts blocked (overview-all `account.deposits_blocked`, or deposits status `blocked`). */
	depositsBlocked: boolean;
	/** The first-payout waiting period is over. */
	completedWaitingPeriod: boolean;
	/** Available balance of the selected currency, minor units. */
	available: number;
	/** Pending balance of the selected currency, minor units. */
	pending: number;
	/** Lower-case currency shown. */
	currency: string;
	/** Bank accounts per currency; 'errored' means the latest payout failed. */
	externalAccounts: ReadonlyArray<{ currency: string; status: string }>;
	/** Minimum scheduled payout per currency, minor units. */
	minimumAmounts: Readonly<Record<string, number>>;
}

/**
 * The notices, in display order. Blocked payouts show only "temporarily suspended". Otherwise: first payout
 * held 7–14 days while the waiting period is incomplete; no funds available when available is 0 and pending
 * above 0; negative balance when available + pending < 0; failed payout when the bank account of the currency
 * is errored; below minimum when available is above 0 and below the currency's minimum.
 */
export function payoutNotices(input: PayoutsCardInput): PayoutNotice[] {
	if (input.depositsBlocked) {
		return ['suspended'];
	}
	const out: PayoutNotice[] = [];
	const currency = input.currency.toLowerCase();
	if (!input.completedWaitingPeriod) {
		out.push('waiting_period');
	}
	if (input.available === 0 && input.pending > 0) {
		out.push('no_funds');
	}
	if (input.available + input.pending < 0) {
		out.push('negative_balance');
	}
	if (input.externalAccounts.some((a) => a.currency.toLowerCase() === currency && a.status === 'errored')) {
		out.push('failed_payout');
	}
	const minimum = minimumPayoutAmount(input.minimumAmounts, currency);
	if (input.available > 0 && minimum > 0 && input.available < minimum) {
		out.push('below_minimum');
	}
	return out;
}

/** The minimum scheduled payout of a currency (keys of any case), 0 when unknown. */
export function minimumPayoutAmount(minimums: Readonly<Record<string, number>>, currency: string): number {
	const code = currency.toLowerCase();
	const entry = Object.entries(minimums ?? {}).find(([key]) => key.toLowerCase() === code);
	return entry && Number.isFinite(entry[1]) ? entry[1] : 0;
}

/**
 * Whether the payouts card shows. Hidden when both balances are 0 (nothing to pay out, nothing on the way:
 * this also covers a new account still in its waiting period). A new account that already has funds keeps
 * the card, so that its "first payout held 7–14 days" notice can show.
 */
export function isPayoutsCardShown(input: Pick<PayoutsCardInput, 'available' | 'pending'>): boolean {
	return !(input.available === 0 && input.pending === 0);
}

/** "Change payout schedule" shows only when the waiting period is complete and payouts are not blocked. */
export function canChangePayoutSchedule(
	input: Pick<PayoutsCardInput, 'completedWaitingPeriod' | 'depositsBlocked'>
): boolean {
	return input.completedWaitingPeriod && !input.depositsBlocked;
}
