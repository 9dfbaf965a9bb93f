/**
 * The dispute task (spec 000 §4, §9): which disputes count, when the task shows, its urgency, texts, key and
 * link, and the deadline arithmetic behind them.
 */
import { disputeDeadline, getDisputeTask, type OverviewTask } from '../../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../../support/page-globals';
import { DAY, dispute, NOW } from './fixtures';

beforeEach(() => setPageGlobals());

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

	it('can be dismissed and snoozed, not deleted', () => {
		expect(getDisputeTask([dispute('dp_1', 2 * DAY)], NOW)).toMatchObject({
			key: 'dispute-resolution-dp_1',
			completed: false,
			expandable: true,
			expanded: true,
			isDismissable: true,
			isDeletable: false,
			allowSnooze: true,
		});
	});

	it('leaves out past-due disputes and ones without a readable deadline from the count and the key', () => {
		const unreadable = { ...dispute('dp_3', 2 * DAY), due_by: 'soon' };
		const task = getDisputeTask(
			[dispute('dp_1', -DAY, 5000), dispute('dp_2', 4 * DAY, 1370), unreadable],
			NOW
		) as OverviewTask;
		expect(task.title).toBe('Respond to a dispute for $13.70');
		expect(task.key).toBe('dispute-resolution-dp_2');
		expect(task.href).toContain('id=ch_dp_2');
	});

	it('currencies that differ only in case count as one, with a total', () => {
		const task = getDisputeTask(
			[dispute('dp_1', 2 * DAY, 1000, 'usd'), dispute('dp_2', 4 * DAY, 500, 'USD')],
			NOW
		) as OverviewTask;
		expect(task.title).toBe('Respond to 2 active disputes for a total of $15.00');
	});

	it('several disputes with the earliest due in more than 3 days: level 2, days left of the earliest', () => {
		const task = getDisputeTask(
			[dispute('dp_1', 6 * DAY + 3_600_000), dispute('dp_2', 4 * DAY + 3_600_000)],
			NOW
		) as OverviewTask;
		expect(task.level).toBe(2);
		expect(task.isUrgent).toBe(false);
		expect(task.content).toBe('The earliest is due by Jan 19, 2025 (4 days left).');
	});
});

describe('dispute deadline', () => {
	it('measures the time left and the last-day, urgent and shown windows', () => {
		const in5h = disputeDeadline(dispute('dp_1', 5 * 3_600_000), NOW);
		expect(in5h.msLeft).toBe(5 * 3_600_000);
		expect(in5h).toMatchObject({ isLastDay: true, isUrgent: true, isSoon: true, daysLeft: 0 });
		expect(in5h.due?.toISOString()).toBe('2025-01-15T22:00:00.000Z');
		expect(disputeDeadline(dispute('dp_1', 2 * DAY), NOW)).toMatchObject({
			isLastDay: false,
			isUrgent: true,
			isSoon: true,
			daysLeft: 2,
		});
		expect(disputeDeadline(dispute('dp_1', 7 * DAY + 1), NOW)).toMatchObject({
			isLastDay: false,
			isUrgent: false,
			isSoon: false,
			daysLeft: 7,
		});
	});

	it('a past or unreadable deadline is in no window', () => {
		expect(disputeDeadline(dispute('dp_1', -1000), NOW)).toMatchObject({
			isLastDay: false,
			isUrgent: false,
			isSoon: false,
			daysLeft: -1,
		});
		const unreadable = disputeDeadline({ due_by: 'soon' }, NOW);
		expect(unreadable.due).toBeNull();
		expect(unreadable.msLeft).toBeNaN();
		expect(unreadable.daysLeft).toBeNaN();
		expect(unreadable.isSoon).toBe(false);
	});
});
