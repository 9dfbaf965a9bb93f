/**
 * The go-live task (spec 000 §4): a connected sandbox account whose store can go live, linked to the
 * business-verification settings route.
 */
import { getGoLiveTask } from '../../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../../support/page-globals';

beforeEach(() => setPageGlobals());

const base = { isAccountConnected: true, testModeOnboarding: true, onBoardingDisabled: false };

describe('go-live task', () => {
	it('go-live only for a connected test-mode account whose store can go live', () => {
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

	it('is informative (level 3), can be dismissed and snoozed, not deleted', () => {
		expect(getGoLiveTask(base)).toMatchObject({
			key: 'go-live-payments',
			title: 'Set up live payments on your store',
			content:
				'You are using a sandbox test account. Provide some additional details about your business so you can begin accepting real payments.',
			level: 3,
			completed: false,
			isDismissable: true,
			isDeletable: false,
			allowSnooze: true,
			actionLabel: 'Set up live payments',
		});
		expect(getGoLiveTask(base)?.isUrgent).toBeUndefined();
	});
});
