import type { DepositsOverviewAll } from '../../../src/data/deposits/types';
import {
	hasErroredExternalAccount,
	shouldShowFailedPayoutNotice,
	shouldShowFeedbackPrompt,
	shouldShowNextPayoutNotice,
	type FeedbackPromptState,
	type NextPayoutNoticeState,
} from '../../../src/pages/payouts/notice-rules';
import { nextScheduledPayout } from '../../../src/pages/payouts/notices';

function overview(
	patch: Partial<DepositsOverviewAll['account']> = {},
	next: Partial<DepositsOverviewAll['deposit']> = {}
): DepositsOverviewAll {
	return {
		deposit: { last_paid: [], next_scheduled: [], last_manual_deposits: [], ...next },
		balance: { available: [], pending: [], instant: [] },
		currencies: [],
		account: {
			deposits_enabled: true,
			deposits_blocked: false,
			deposits_schedule: {
				interval: 'daily',
				delay_days: 2,
				weekly_anchor: 'monday',
				monthly_anchor: null,
			},
			default_currency: 'usd',
			default_external_accounts: [
				{ currency: 'usd', status: 'validated' },
				{ currency: 'eur', status: 'validated' },
			],
			...patch,
		},
	};
}

const shown: NextPayoutNoticeState = {
	restrictions: 'deposits_unrestricted',
	completedWaitingPeriod: true,
	overview: overview(),
	isDismissed: false,
};

describe('next-payout notice (spec 001 §4.7)', () => {
	it('shows when every rule holds', () => {
		expect(shouldShowNextPayoutNotice(shown)).toBe(true);
	});

	it.each<[string, Partial<NextPayoutNoticeState>]>([
		['payouts restricted', { restrictions: 'deposits_blocked' }],
		['restrictions unknown', { restrictions: undefined }],
		['waiting period incomplete', { completedWaitingPeriod: false }],
		['waiting period unknown', { completedWaitingPeriod: undefined }],
		['account not loaded', { overview: null }],
		['dismissed', { isDismissed: true }],
		[
			'manual schedule',
			{
				overview: overview({
					deposits_schedule: {
						interval: 'manual',
						delay_days: 2,
						weekly_anchor: 'monday',
						monthly_anchor: null,
					},
				}),
			},
		],
		[
			'errored bank account',
			{
				overview: overview({
					default_external_accounts: [
						{ currency: 'usd', status: 'validated' },
						{ currency: 'eur', status: 'errored' },
					],
				}),
			},
		],
	])('hidden when %s', (_name, patch) => {
		expect(shouldShowNextPayoutNotice({ ...shown, ...patch })).toBe(false);
	});

	it.each(['daily', 'weekly', 'monthly'] as const)('supports the %s schedule', (interval) => {
		const o = overview({
			deposits_schedule: { interval, delay_days: 2, weekly_anchor: 'friday', monthly_anchor: 15 },
		});
		expect(shouldShowNextPayoutNotice({ ...shown, overview: o })).toBe(true);
	});

	it('names the next payout of the default currency first', () => {
		const d = (currency: string, date: string) =>
			({
				id: `po_${currency}`,
				currency,
				date,
				amount: 100,
			}) as DepositsOverviewAll['deposit']['next_scheduled'][number];
		const o = overview(
			{},
			{ next_scheduled: [d('eur', '2025-01-01 00:00:00'), d('usd', '2025-01-03 00:00:00')] }
		);
		expect(nextScheduledPayout(o)?.currency).toBe('usd');
		const other = overview({ default_currency: 'chf' }, { next_scheduled: o.deposit.next_scheduled });
		expect(nextScheduledPayout(other)?.currency).toBe('eur');
		expect(nextScheduledPayout(overview())).toBeUndefined();
	});
});

describe('failed-payout notice (spec 001 §4.8)', () => {
	const errored = overview({ default_external_accounts: [{ currency: 'usd', status: 'errored' }] });

	it('shows with an errored bank account and an account link', () => {
		expect(hasErroredExternalAccount(errored)).toBe(true);
		expect(shouldShowFailedPayoutNotice(errored, '/wp-admin/admin.php?wcpay-login=1')).toBe(true);
	});

	it('hidden without an errored account, without a link, or before the overview loads', () => {
		expect(shouldShowFailedPayoutNotice(overview(), '/link')).toBe(false);
		expect(shouldShowFailedPayoutNotice(errored, '')).toBe(false);
		expect(shouldShowFailedPayoutNotice(errored, undefined)).toBe(false);
		expect(shouldShowFailedPayoutNotice(null, '/link')).toBe(false);
	});
});

describe('feedback prompt (spec 001 §4.6)', () => {
	const base: FeedbackPromptState = {
		isEligible: true,
		dismissedAt: undefined,
		isLoadingPreferences: false,
		otherNotices: 0,
	};

	it('shows for an eligible account that has not dismissed it, with no other notice', () => {
		expect(shouldShowFeedbackPrompt(base)).toBe(true);
	});

	it.each<[string, Partial<FeedbackPromptState>]>([
		['not eligible', { isEligible: false }],
		['eligibility unknown', { isEligible: undefined }],
		['dismissed (timestamp)', { dismissedAt: 1737000000000 }],
		['dismissed (string timestamp)', { dismissedAt: '1737000000000' }],
		['preferences loading', { isLoadingPreferences: true }],
		['another notice showing', { otherNotices: 1 }],
	])('hidden when %s', (_name, patch) => {
		expect(shouldShowFeedbackPrompt({ ...base, ...patch })).toBe(false);
	});
});
