/**
 * The bank-details (payouts) task of progressive onboarding (spec 000 §4, §9): its level and state, when it
 * shows, its texts per state and its link.
 */
import {
	bankTaskLevel,
	getBankTask,
	setUpPayoutsUrl,
	type OverviewTask,
} from '../../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../../support/page-globals';
import { ago, account, CONNECT, NOW, po } from './fixtures';

beforeEach(() => setPageGlobals());

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

	it('an unreadable first transaction date counts as no payment yet', () => {
		expect(
			bankTaskLevel({ created: ago(20), firstTransactionDate: 'not a date', tpv: 900_000, now: NOW })
		).toEqual({ level: 2, state: 'no_payment_14_days' });
	});

	it('unreadable sales count as none', () => {
		expect(
			bankTaskLevel({ created: ago(10), firstTransactionDate: ago(1), tpv: Number.NaN, now: NOW })
		).toEqual({ level: 3, state: 'started' });
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

	it('is one fixed, expanded task that cannot be dismissed or deleted', () => {
		expect(getBankTask(po({}), CONNECT, NOW)).toMatchObject({
			key: 'verify-bank-details',
			completed: false,
			expandable: true,
			expanded: true,
			isDismissable: false,
			isDeletable: false,
		});
	});

	it('before the first payment: set up payouts, with 30 days or $5,000 after it to verify', () => {
		const task = getBankTask(po({}), CONNECT, NOW) as OverviewTask;
		expect(task.title).toBe('Set up payouts to receive your funds');
		expect(task.content).toBe(
			'After your first payment you will have 30 days, or until you reach $5,000.00 in sales, to verify your bank details. Set them up now so your payouts can start right away.'
		);
		expect(task.isUrgent).toBe(false);
	});

	it('14 days without a payment: verify your bank details (level 2, can be snoozed)', () => {
		const task = getBankTask(po({}, { created: ago(14) }), CONNECT, NOW) as OverviewTask;
		expect(task.level).toBe(2);
		expect(task.title).toBe('Verify your bank details');
		expect(task.content).toMatch(/^You have not received a payment yet\./);
		expect(task.allowSnooze).toBe(true);
		expect(task.isUrgent).toBe(false);
	});

	it('30 days without a payment: payments paused', () => {
		const task = getBankTask(po({}, { created: ago(30) }), CONNECT, NOW) as OverviewTask;
		expect(task.level).toBe(1);
		expect(task.title).toBe('Payments paused: verify your bank details');
		expect(task.content).toMatch(/^Your account has been open for 30 days without verified bank details/);
	});

	it('started and approaching: verify to start receiving payouts, with the sales, deadline and limit', () => {
		const started = getBankTask(
			po({ firstTransactionDate: '2025-01-10T15:00:00Z', tpv: 64_211 }),
			CONNECT,
			NOW
		) as OverviewTask;
		expect(started.title).toBe('Verify your bank details to start receiving payouts');
		expect(started.content).toBe(
			'You have made $642.11 in sales so far. Verify your bank details by Feb 9, 2025, or before reaching $5,000.00 in sales, to keep accepting payments and start receiving your payouts.'
		);
		const approaching = getBankTask(
			po({ firstTransactionDate: '2025-01-10T15:00:00Z', tpv: 150_000 }),
			CONNECT,
			NOW
		) as OverviewTask;
		expect(approaching.level).toBe(2);
		expect(approaching.title).toBe('Verify your bank details to start receiving payouts');
	});

	it('near the threshold: verify by the deadline, naming the sales and the limit', () => {
		const task = getBankTask(
			po({ firstTransactionDate: '2025-01-10T15:00:00Z', tpv: 300_000 }),
			CONNECT,
			NOW
		) as OverviewTask;
		expect(task.level).toBe(1);
		expect(task.title).toBe('Verify your bank details by Feb 9, 2025');
		expect(task.content).toBe(
			'You have made $3,000.00 in sales and are close to the limit of $5,000.00, or 30 days after your first payment. Verify your bank details by Feb 9, 2025 to keep accepting payments.'
		);
		expect(task.allowSnooze).toBe(false);
	});
});

describe('set-up-payouts URL', () => {
	it('adds the payout requirements flag, the source and the overview to the connect URL', () => {
		const url = new URL(setUpPayoutsUrl(CONNECT, 'somewhere'), 'http://x');
		expect(url.pathname).toBe('/wp-admin/admin.php');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			'wcpay-connect': '1',
			_wpnonce: 'abc',
			collect_payout_requirements: 'true',
			source: 'somewhere',
			from: 'WCPAY_OVERVIEW',
		});
	});
});
