/**
 * The overview's task list (spec 000 §4, §9): the tasks an account has, composed from the task modules;
 * none for rejected or under-review accounts; their order and their visibility.
 */
import type { Dispute } from '../../../../src/data/disputes/types';
import type { AccountStatusSettings } from '../../../../src/settings/types';
import {
	getTasks,
	isRejectedOrUnderReview,
	isTaskVisible,
	sortTasks,
	TASKS_BEFORE_COLLAPSE,
	type OverviewTask,
} from '../../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../../support/page-globals';
import { account, CONNECT, DAY, dispute, NOW, po } from './fixtures';

beforeEach(() => setPageGlobals());

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

	it('composes every task that applies, in a fixed order, before sorting', () => {
		const tasks = getTasks({
			...input(po({}, { detailsSubmitted: false }), [dispute('dp_1', 2 * DAY)]),
			reconnectUrl: 'https://wordpress.com/reconnect',
			testModeOnboarding: true,
		});
		expect(tasks.map((t) => t.key)).toEqual([
			'update-business-details',
			'reconnect-wpcom-user',
			'verify-bank-details',
			'go-live-payments',
			'dispute-resolution-dp_1',
		]);
		expect(sortTasks(tasks).map((t) => t.key)).toEqual([
			'update-business-details',
			'reconnect-wpcom-user',
			'dispute-resolution-dp_1',
			'verify-bank-details',
			'go-live-payments',
		]);
	});

	it('a verified account has only the completed setup task; the host can add the update-details task', () => {
		expect(getTasks(input(account())).map((t) => t.key)).toEqual(['complete-setup']);
		expect(getTasks({ ...input(account()), showUpdateDetailsTask: true }).map((t) => t.key)).toEqual([
			'update-business-details',
			'complete-setup',
		]);
	});

	it('has no tasks when the account could not be read', () => {
		expect(getTasks(input(account({ error: true }), [dispute('dp_1', DAY)]))).toEqual([]);
	});

	it('reads a missing status as neither rejected nor under review', () => {
		expect(isRejectedOrUnderReview(undefined)).toBe(false);
		expect(isRejectedOrUnderReview('rejected')).toBe(true);
	});

	it('shows five tasks before the list collapses (spec 000 §9)', () => {
		expect(TASKS_BEFORE_COLLAPSE).toBe(5);
	});
});
