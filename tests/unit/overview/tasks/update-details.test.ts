/**
 * The update-details task (spec 000 §4): when the account needs more details, the text for each status, the
 * single requirement reason, and where the action goes.
 */
import {
	getUpdateDetailsTask,
	needsMoreDetails,
	type OverviewTask,
} from '../../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../../support/page-globals';
import { account, CONNECT, po } from './fixtures';

beforeEach(() => setPageGlobals());

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

	it('names verification problems by code: one follows the text, several are listed once each', () => {
		const one = getUpdateDetailsTask(
			account({
				status: 'restricted_soon',
				requirements: {
					errors: [
						{ code: 'invalid_dob_age_under_18', reason: 'provider text' },
						{ code: 'invalid_value_other', reason: 'Invalid value.' },
					],
				},
			}),
			CONNECT
		) as OverviewTask;
		expect(one.content).toMatch(/ Underage\. Age must be at least 18\.$/);
		expect(one.details).toBeUndefined();
		const several = getUpdateDetailsTask(
			account({
				status: 'restricted',
				requirements: {
					errors: [
						{ code: 'verification_missing_owners', reason: 'a' },
						{ code: 'verification_missing_owners', reason: 'b' },
						{ code: 'unknown_code', reason: 'Call the bank.' },
					],
				},
			}),
			CONNECT
		) as OverviewTask;
		expect(several.content).toBe(
			'Payments and payouts are disabled for this account until missing business information is updated.'
		);
		expect(several.details).toEqual([
			'Information about the business owners is missing. Add every owner of the business.',
			'Call the bank.',
		]);
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

	it('is one fixed, urgent-level task that cannot be dismissed, snoozed or deleted', () => {
		expect(getUpdateDetailsTask(account({ status: 'restricted_soon' }), CONNECT)).toMatchObject({
			key: 'update-business-details',
			title: 'Update WooPayments business details',
			level: 1,
			completed: false,
			expandable: true,
			expanded: true,
			isDismissable: false,
			isDeletable: false,
			allowSnooze: false,
			actionLabel: 'Update',
			// Red only once payments are disabled.
			isUrgent: false,
		});
		expect(getUpdateDetailsTask(account({ status: 'restricted' }), CONNECT)?.isUrgent).toBe(true);
	});

	it('unsubmitted details: finish verifying, from the connect URL with the source and the overview', () => {
		const task = getUpdateDetailsTask(
			account({ detailsSubmitted: false, status: 'pending' }),
			CONNECT
		) as OverviewTask;
		expect(task.content).toBe(
			'Finish verifying your business details to start accepting payments and receiving payouts.'
		);
		const url = new URL(task.href as string, 'http://x');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			'wcpay-connect': '1',
			_wpnonce: 'abc',
			source: 'overview-page__update-business-details-task',
			from: 'WCPAY_OVERVIEW',
		});
	});

	it('otherwise: the provider needs more information; restricted_soon without a deadline says the same', () => {
		const generic =
			'Your payments provider needs more information about your business to keep your account in good standing.';
		expect(getUpdateDetailsTask(account({ status: 'restricted_partially' }), CONNECT)?.content).toBe(
			generic
		);
		expect(getUpdateDetailsTask(account({ status: 'restricted_soon' }), CONNECT)?.content).toBe(generic);
	});

	it('adds a requirement reason only when there is exactly one', () => {
		const two = getUpdateDetailsTask(
			account({
				requirements: {
					errors: [
						{ code: 'a', reason: 'Upload a current document.' },
						{ code: 'b', reason: 'Confirm your address.' },
					],
				},
			}),
			CONNECT
		) as OverviewTask;
		expect(two.content).toBe(
			'Your payments provider needs more information about your business to keep your account in good standing.'
		);
		// An error without a reason does not count.
		const blank = getUpdateDetailsTask(
			account({
				requirements: {
					errors: [
						{ code: 'a', reason: '' },
						{ code: 'b', reason: 'Confirm your address.' },
					],
				},
			}),
			CONNECT
		) as OverviewTask;
		expect(blank.content).toMatch(/ Confirm your address\.$/);
	});

	it('submitted details without an account link go to the connect URL', () => {
		const task = getUpdateDetailsTask(account({ status: 'restricted', accountLink: '' }), CONNECT);
		expect(task?.href).toContain('wcpay-connect=1');
	});
});

describe('needs more details', () => {
	it('for restricted statuses, requirement errors or unsubmitted details', () => {
		expect(needsMoreDetails(account())).toBe(false);
		for (const status of ['restricted_soon', 'restricted', 'restricted_partially']) {
			expect(needsMoreDetails(account({ status }))).toBe(true);
		}
		expect(needsMoreDetails(account({ requirements: { errors: [{ code: 'x', reason: '' }] } }))).toBe(
			true
		);
		expect(needsMoreDetails(account({ detailsSubmitted: false }))).toBe(true);
	});

	it("the host's verdict wins", () => {
		expect(needsMoreDetails(account(), true)).toBe(true);
		expect(needsMoreDetails(account({ status: 'restricted' }), false)).toBe(false);
	});
});
