import {
	canChangePayoutSchedule,
	isPayoutsCardShown,
	minimumPayoutAmount,
	payoutNotices,
	type PayoutsCardInput,
} from '../../../src/pages/overview/payouts-rules';

const base: PayoutsCardInput = {
	depositsBlocked: false,
	completedWaitingPeriod: true,
	available: 10_000,
	pending: 5_000,
	currency: 'usd',
	externalAccounts: [
		{ currency: 'usd', status: 'validated' },
		{ currency: 'eur', status: 'errored' },
	],
	minimumAmounts: { usd: 500, EUR: 1_000 },
};
const notices = (patch: Partial<PayoutsCardInput>) => payoutNotices({ ...base, ...patch });

describe('payouts card notices (spec 000 §4)', () => {
	it('none for a healthy account', () => {
		expect(notices({})).toEqual([]);
	});

	it('blocked payouts show only "temporarily suspended"', () => {
		expect(
			notices({ depositsBlocked: true, completedWaitingPeriod: false, available: 0, currency: 'eur' })
		).toEqual(['suspended']);
	});

	it('first payout held while the waiting period is incomplete', () => {
		expect(notices({ completedWaitingPeriod: false })).toEqual(['waiting_period']);
	});

	it('no funds available: available 0 and pending above 0 (not with pending 0)', () => {
		expect(notices({ available: 0, pending: 1 })).toEqual(['no_funds']);
		expect(notices({ available: 0, pending: 0 })).toEqual([]);
	});

	it('negative balance when available + pending is below 0 (0 is not negative)', () => {
		expect(notices({ available: -600, pending: 500 })).toEqual(['negative_balance']);
		expect(notices({ available: -500, pending: 500 })).toEqual([]);
		expect(notices({ available: 0, pending: -1 })).toEqual(['negative_balance']);
	});

	it('failed payout when the bank account of the selected currency is errored', () => {
		expect(notices({ currency: 'eur', available: 5_000 })).toEqual(['failed_payout']);
		expect(notices({ currency: 'EUR', available: 5_000 })).toEqual(['failed_payout']);
		expect(notices({ currency: 'usd' })).toEqual([]);
	});

	it('below minimum when available is above 0 and below the minimum of the currency', () => {
		expect(notices({ available: 499 })).toEqual(['below_minimum']);
		expect(notices({ available: 1 })).toEqual(['below_minimum']);
		expect(notices({ available: 500 })).toEqual([]);
		expect(notices({ available: 0, pending: 0 })).toEqual([]);
		expect(notices({ currency: 'gbp', available: 1 })).toEqual([]);
	});

	it('several at once, in display order', () => {
		expect(
			notices({ completedWaitingPeriod: false, available: 0, pending: 300, currency: 'eur' })
		).toEqual(['waiting_period', 'no_funds', 'failed_payout']);
	});

	it('minimums are looked up in any case', () => {
		expect(minimumPayoutAmount({ EUR: 1000 }, 'eur')).toBe(1000);
		expect(minimumPayoutAmount({}, 'eur')).toBe(0);
	});
});

describe('payouts card visibility and schedule link', () => {
	it('is hidden when both balances are 0, shown otherwise', () => {
		expect(isPayoutsCardShown({ available: 0, pending: 0 })).toBe(false);
		expect(isPayoutsCardShown({ available: 0, pending: 1 })).toBe(true);
		expect(isPayoutsCardShown({ available: -1, pending: 0 })).toBe(true);
	});

	it('"Change payout schedule" only with the waiting period complete and payouts not blocked', () => {
		expect(canChangePayoutSchedule({ completedWaitingPeriod: true, depositsBlocked: false })).toBe(true);
		expect(canChangePayoutSchedule({ completedWaitingPeriod: false, depositsBlocked: false })).toBe(
			false
		);
		expect(canChangePayoutSchedule({ completedWaitingPeriod: true, depositsBlocked: true })).toBe(false);
	});
});
