import type { Dispute } from '../../../src/data/disputes/types';
import type { AccountStatusSettings } from '../../../src/settings/types';
import {
	bankTaskLevel,
	getBankTask,
	getDisputeTask,
	getGoLiveTask,
	getReconnectTask,
	getSetupCompleteTask,
	getTasks,
	getUpdateDetailsTask,
	isRejectedOrUnderReview,
	isTaskVisible,
	sortTasks,
	type OverviewTask,
} from '../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../support/page-globals';

const DAY = 86_400_000;
const NOW = new Date('2025-01-15T17:00:00Z'); // 12:00 PM in New York
const ago = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();
const CONNECT = '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=abc';

beforeEach(() => setPageGlobals());

function account(patch: Partial<AccountStatusSettings> = {}): AccountStatusSettings {
	return {
		status: 'complete',
		paymentsEnabled: true,
		detailsSubmitted: true,
		deposits: {
			status: 'enabled',
			interval: 'daily',
			restrictions: 'deposits_unrestricted',
			completed_waiting_period: true,
			minimum_scheduled_deposit_amounts: { usd: 500 },
		},
		currentDeadline: null,
		pastDue: false,
		accountLink: '/wp-admin/admin.php?wcpay-login=1',
		requirements: { errors: [] },
		created: ago(400),
		country: 'US',
		hasSubmittedVatData: false,
		progressiveOnboarding: {
			isEnabled: false,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
		},
		campaigns: { wporgReview2025: false },
		...patch,
	};
}

function po(patch: Partial<AccountStatusSettings['progressiveOnboarding']>, accountPatch = {}) {
	return account({
		status: 'restricted_soon',
		created: ago(3),
		progressiveOnboarding: {
			isEnabled: true,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
			...patch,
		},
		...accountPatch,
	});
}

function dispute(id: string, dueInMs: number, amount = 1000, currency = 'usd'): Dispute {
	return {
		id,
		dispute_id: id,
		charge_id: `ch_${id}`,
		payment_intent_id: null,
		status: 'needs_response',
		reason: 'fraudulent',
		amount,
		currency,
		created: '2025-01-01 00:00:00',
		due_by: new Date(NOW.getTime() + dueInMs).toISOString(),
		source: 'visa',
		order_number: 1,
		order: null,
		customer_name: null,
		customer_email: null,
		customer_country: null,
		evidence_details: { due_by: null, has_evidence: false },
	};
}

describe('bank task level (spec 000 §4)', () => {
	const noPayment = (days: number, extra = 0) =>
		bankTaskLevel({ created: ago(days, extra), firstTransactionDate: null, tpv: 0, now: NOW });

	it.each([
		[0, 3, 'after_payment'],
		[13, 3, 'after_payment'],
		[14, 2, 'no_payment_14_days'],
		[29, 2, 'no_payment_14_days'],
		[30, 1, 'payments_paused'],
		[90, 1, 'payments_paused'],
	])('no first transaction, %d days since creation → level %d (%s)', (days, level, state) => {
		expect(noPayment(days)).toEqual({ level, state });
	});

	it('counts whole days: 13 days and 23 hours is still under 14', () => {
		expect(noPayment(13, 23 * 3_600_000).level).toBe(3);
		expect(noPayment(14, -60_000).level).toBe(3);
	});

	const withPayment = (days: number, tpv: number) =>
		bankTaskLevel({ created: ago(days + 5), firstTransactionDate: ago(days), tpv, now: NOW });

	it.each([
		// days since the first transaction, sales (cents), level, state
		[0, 0, 3, 'started'],
		[6, 99_999, 3, 'started'],
		[7, 0, 2, 'approaching'],
		[0, 100_000, 2, 'approaching'],
		[20, 299_999, 2, 'approaching'],
		[21, 0, 1, 'near_threshold'],
		[0, 300_000, 1, 'near_threshold'],
		[29, 499_999, 1, 'near_threshold'],
		[30, 0, 1, 'threshold_reached'],
		[0, 500_000, 1, 'threshold_reached'],
		[45, 900_000, 1, 'threshold_reached'],
	])('first transaction %d days ago, sales %d → level %d (%s)', (days, tpv, level, state) => {
		expect(withPayment(days, tpv)).toEqual({ level, state });
	});
});

describe('bank task visibility and content', () => {
	it('is hidden without progressive onboarding, when complete, without a creation date, or for pending/complete/enabled', () => {
		expect(getBankTask(account(), CONNECT, NOW)).toBeNull();
		expect(getBankTask(po({ isComplete: true }), CONNECT, NOW)).toBeNull();
		expect(getBankTask(po({}, { created: null }), CONNECT, NOW)).toBeNull();
		for (const status of ['pending', 'complete', 'enabled']) {
			expect(getBankTask(po({}, { status }), CONNECT, NOW)).toBeNull();
		}
		expect(getBankTask(po({}), CONNECT, NOW)).not.toBeNull();
	});

	it('links to the connect URL collecting the payout requirements, from the overview', () => {
		const task = getBankTask(po({}), CONNECT, NOW) as OverviewTask;
		const url = new URL(task.href as string, 'http://x');
		expect(url.searchParams.get('collect_payout_requirements')).toBe('true');
		expect(url.searchParams.get('from')).toBe('WCPAY_OVERVIEW');
		expect(url.searchParams.get('source')).toBe('overview-page__verify-bank-details-task');
		expect(url.searchParams.get('wcpay-connect')).toBe('1');
		expect(task.actionLabel).toBe('Set up payouts');
		expect(task.time).toBe('2 minutes');
	});

	it('names the sales, the deadline (first payment + 30 days) and the $5,000 limit', () => {
		const task = getBankTask(
			po({ firstTransactionDate: '2025-01-10T15:00:00Z', tpv: 64_211 }),
			CONNECT,
			NOW
		) as OverviewTask;
		expect(task.level).toBe(3);
		expect(task.content).toContain('$642.11');
		expect(task.content).toContain('Feb 9, 2025');
		expect(task.content).toContain('$5,000.00');
		expect(task.allowSnooze).toBe(true);
	});

	it('says payments are paused once the threshold is reached, and cannot be snoozed', () => {
		const task = getBankTask(
			po({ firstTransactionDate: ago(2), tpv: 500_000 }),
			CONNECT,
			NOW
		) as OverviewTask;
		expect(task.level).toBe(1);
		expect(task.title).toBe('Payments paused: verify your bank details');
		expect(task.allowSnooze).toBe(false);
		expect(task.isUrgent).toBe(true);
	});
});

describe('dispute task (spec 000 §4)', () => {
	it('is shown only when a dispute is due within 7 days', () => {
		expect(getDisputeTask([], NOW)).toBeNull();
		expect(getDisputeTask([dispute('dp_1', 8 * DAY)], NOW)).toBeNull();
		expect(getDisputeTask([dispute('dp_1', 7 * DAY)], NOW)).not.toBeNull();
		// Past due disputes cannot be answered any more.
		expect(getDisputeTask([dispute('dp_1', -1000)], NOW)).toBeNull();
	});

	it('one dispute within a day: "Last day" and the time; urgent; links to its transaction', () => {
		const task = getDisputeTask([dispute('dp_1', 5 * 3_600_000, 1370)], NOW) as OverviewTask;
		expect(task.title).toBe('Respond to a dispute for $13.70');
		expect(task.content).toBe('Last day to respond: respond by Jan 15, 2025, 5:00 PM EST.');
		expect(task.level).toBe(1);
		expect(task.isUrgent).toBe(true);
		expect(task.actionLabel).toBe('Respond now');
		expect(task.href).toBe(
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_dp_1'
		);
	});

	it('exactly 24 hours is still the last day; just over it counts days', () => {
		expect(getDisputeTask([dispute('dp_1', DAY)], NOW)?.content).toMatch(/^Last day to respond/);
		expect(getDisputeTask([dispute('dp_1', DAY + 60_000)], NOW)?.content).toBe(
			'Respond by Jan 16, 2025 (1 day left).'
		);
	});

	it('urgent (level 1) within 3 days, level 2 from 3 to 7 days', () => {
		expect(getDisputeTask([dispute('dp_1', 3 * DAY)], NOW)?.level).toBe(1);
		const later = getDisputeTask([dispute('dp_1', 3 * DAY + 60_000)], NOW) as OverviewTask;
		expect(later.level).toBe(2);
		expect(later.isUrgent).toBe(false);
		expect(later.content).toBe('Respond by Jan 18, 2025 (3 days left).');
		expect(getDisputeTask([dispute('dp_1', 5 * DAY + 3_600_000)], NOW)?.content).toBe(
			'Respond by Jan 20, 2025 (5 days left).'
		);
	});

	it('several disputes in one currency: count and total; links to the awaiting-response list', () => {
		const task = getDisputeTask(
			[dispute('dp_2', 5 * DAY, 2000), dispute('dp_1', 2 * DAY, 1000), dispute('dp_3', 19 * DAY, 500)],
			NOW
		) as OverviewTask;
		expect(task.title).toBe('Respond to 3 active disputes for a total of $35.00');
		expect(task.content).toBe('The earliest is due by Jan 17, 2025 (2 days left).');
		expect(task.level).toBe(1);
		expect(task.actionLabel).toBe('See active disputes');
		expect(task.href).toBe(
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes&filter=awaiting_response'
		);
		expect(task.key).toBe('dispute-resolution-dp_1,dp_2,dp_3');
	});

	it('several disputes in different currencies: count only', () => {
		const task = getDisputeTask(
			[dispute('dp_1', 10 * 3_600_000, 1000, 'usd'), dispute('dp_2', 6 * DAY, 900, 'eur')],
			NOW
		) as OverviewTask;
		expect(task.title).toBe('Respond to 2 active disputes');
		expect(task.content).toBe(
			'Last day to respond to one of them: respond by Jan 15, 2025, 10:00 PM EST.'
		);
	});

	it('a new set of disputes has a new key (a dismissed task comes back)', () => {
		const a = getDisputeTask([dispute('dp_1', DAY * 2)], NOW) as OverviewTask;
		const b = getDisputeTask([dispute('dp_1', DAY * 2), dispute('dp_9', DAY * 4)], NOW) as OverviewTask;
		expect(a.key).not.toBe(b.key);
	});
});

describe('update-details task', () => {
	it('restricted_soon names the deadline', () => {
		const task = getUpdateDetailsTask(
			account({
				status: 'restricted_soon',
				currentDeadline: Date.parse('2025-01-29T19:00:00Z') / 1000,
			}),
			CONNECT
		) as OverviewTask;
		expect(task.content).toBe('Update by Jan 29, 2025, 2:00 PM EST to avoid a disruption in payouts.');
		expect(task.level).toBe(1);
		expect(task.isDismissable).toBe(false);
		const url = new URL(task.href as string, 'http://x');
		expect(url.pathname + '?' + url.searchParams.get('wcpay-login')).toBe('/wp-admin/admin.php?1');
		expect(url.searchParams.get('source')).toBe('overview-page__update-business-details-task');
	});

	it('restricted says payments and payouts are disabled, with the single requirement reason', () => {
		const task = getUpdateDetailsTask(
			account({
				status: 'restricted',
				pastDue: true,
				requirements: { errors: [{ code: 'x', reason: 'Upload a current document.' }] },
			}),
			CONNECT
		) as OverviewTask;
		expect(task.content).toBe(
			'Payments and payouts are disabled for this account until missing business information is updated. Upload a current document.'
		);
	});

	it('is not shown for a complete account, nor with progressive onboarding when details are submitted', () => {
		expect(getUpdateDetailsTask(account(), CONNECT)).toBeNull();
		expect(getUpdateDetailsTask(po({}), CONNECT)).toBeNull();
		expect(getUpdateDetailsTask(po({}, { detailsSubmitted: false }), CONNECT)).not.toBeNull();
	});

	it('follows the host when it says whether details are needed', () => {
		expect(getUpdateDetailsTask(account(), CONNECT, true)).not.toBeNull();
		expect(getUpdateDetailsTask(account({ status: 'restricted_soon' }), CONNECT, false)).toBeNull();
	});

	it('goes to the connect URL when the details were never submitted', () => {
		const task = getUpdateDetailsTask(account({ detailsSubmitted: false, status: 'pending' }), CONNECT);
		expect(task?.href).toContain('wcpay-connect=1');
	});
});

describe('reconnect, go-live and setup tasks', () => {
	it('reconnect only with a reconnect URL', () => {
		expect(getReconnectTask(null)).toBeNull();
		expect(getReconnectTask('https://wordpress.com/reconnect')?.href).toBe(
			'https://wordpress.com/reconnect'
		);
	});

	it('go-live only for a connected test-mode account whose store can go live', () => {
		const base = { isAccountConnected: true, testModeOnboarding: true, onBoardingDisabled: false };
		// The business-verification settings route, with where the merchant came from.
		const href = new URL(getGoLiveTask(base)?.href ?? '', 'http://store.test/wp-admin/');
		expect(href.pathname).toBe('/wp-admin/admin.php');
		expect(Object.fromEntries(href.searchParams)).toEqual({
			page: 'wc-settings',
			tab: 'checkout',
			path: '/woopayments/onboarding/business_verification',
			source: 'overview-page__go-live-task',
			from: 'WCPAY_OVERVIEW',
		});
		expect(getGoLiveTask(base)?.time).toBe('10 minutes');
		expect(getGoLiveTask({ ...base, isAccountConnected: false })).toBeNull();
		expect(getGoLiveTask({ ...base, testModeOnboarding: false })).toBeNull();
		expect(getGoLiveTask({ ...base, onBoardingDisabled: true })).toBeNull();
	});

	it('the completed setup task is deletable, only for verified accounts', () => {
		const task = getSetupCompleteTask(account()) as OverviewTask;
		expect(task).toMatchObject({ completed: true, isDeletable: true });
		expect(getSetupCompleteTask(account({ status: 'restricted' }))).toBeNull();
		expect(getSetupCompleteTask(po({}, { status: 'complete' }))).toBeNull();
	});
});

describe('task list', () => {
	const input = (a: AccountStatusSettings, disputes: Dispute[] = []) => ({
		account: a,
		connectUrl: CONNECT,
		isAccountConnected: true,
		testModeOnboarding: false,
		onBoardingDisabled: false,
		disputes,
		now: NOW,
	});

	it('has no tasks for rejected or under-review accounts', () => {
		expect(isRejectedOrUnderReview('rejected.fraud')).toBe(true);
		expect(isRejectedOrUnderReview('under_review')).toBe(true);
		expect(isRejectedOrUnderReview('restricted')).toBe(false);
		expect(getTasks(input(account({ status: 'rejected.other' }), [dispute('dp_1', DAY)])).length).toBe(0);
		expect(getTasks(input(account({ status: 'under_review' }), [dispute('dp_1', DAY)])).length).toBe(0);
	});

	it('sorts completed last, then by level (no level counts as 3), stable', () => {
		const t = (key: string, level: 1 | 2 | 3 | undefined, completed = false) =>
			({ key, level, completed }) as OverviewTask;
		const sorted = sortTasks([
			t('a', undefined),
			t('b', 1, true),
			t('c', 2),
			t('d', 3),
			t('e', 1),
			t('f', 2),
		]);
		expect(sorted.map((x) => x.key)).toEqual(['e', 'c', 'f', 'a', 'd', 'b']);
	});

	it('hides dismissed, deleted and snoozed tasks until the snooze ends', () => {
		const task = { key: 'k' } as OverviewTask;
		const now = NOW.getTime();
		expect(isTaskVisible(task, null, now)).toBe(true);
		expect(isTaskVisible(task, { dismissed: ['k'], deleted: [], remindMeLater: {} }, now)).toBe(false);
		expect(isTaskVisible(task, { dismissed: [], deleted: ['k'], remindMeLater: {} }, now)).toBe(false);
		expect(isTaskVisible(task, { dismissed: [], deleted: [], remindMeLater: { k: now + 1 } }, now)).toBe(
			false
		);
		expect(isTaskVisible(task, { dismissed: [], deleted: [], remindMeLater: { k: now } }, now)).toBe(
			true
		);
	});
});
