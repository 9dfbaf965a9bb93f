/**
 * The setup-complete task (spec 000 §4): done, deletable, only once the business details are verified.
 */
import { getSetupCompleteTask, type OverviewTask } from '../../../../src/pages/overview/tasks';
import { account, po } from './fixtures';

describe('setup-complete task', () => {
	it('the completed setup task is deletable, only for verified accounts', () => {
		const task = getSetupCompleteTask(account()) as OverviewTask;
		expect(task).toMatchObject({ completed: true, isDeletable: true });
		expect(getSetupCompleteTask(account({ status: 'restricted' }))).toBeNull();
		expect(getSetupCompleteTask(po({}, { status: 'complete' }))).toBeNull();
	});

	it('shows for an enabled account too, and once progressive onboarding is complete', () => {
		expect(getSetupCompleteTask(account({ status: 'enabled' }))).not.toBeNull();
		expect(getSetupCompleteTask(po({ isComplete: true }, { status: 'complete' }))).not.toBeNull();
	});

	it('is hidden while the details are not submitted', () => {
		expect(getSetupCompleteTask(account({ detailsSubmitted: false }))).toBeNull();
	});

	it('is a collapsed, informative task with no action', () => {
		expect(getSetupCompleteTask(account())).toEqual({
			key: 'complete-setup',
			title: 'Set up WooPayments',
			content: 'Your business details are verified: you can accept payments and receive payouts.',
			level: 3,
			completed: true,
			expandable: false,
			expanded: false,
			isDismissable: false,
			isDeletable: true,
			allowSnooze: false,
		});
	});
});
