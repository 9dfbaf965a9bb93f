/**
 * The go-live task (spec 000 §4): a sandbox account is asked to verify its business to take real payments.
 */
import { __ } from '@wordpress/i18n';

import { getBusinessVerificationUrl } from '../../../utils/url';
import { OVERVIEW_FROM, type OverviewTask } from './shared';

/**
 * The go-live task (spec 000 §4): a connected test-mode (sandbox) account whose store can go live (new
 * accounts can be created: onboarding is not paused).
 */
export function getGoLiveTask(input: {
	isAccountConnected: boolean;
	testModeOnboarding: boolean;
	onBoardingDisabled: boolean;
}): OverviewTask | null {
	if (!input.isAccountConnected || !input.testModeOnboarding || input.onBoardingDisabled) {
		return null;
	}
	return {
		key: 'go-live-payments',
		title: __('Set up live payments on your store', 'woocommerce-payments'),
		content: __(
			'You are using a sandbox test account. Provide some additional details about your business so you can begin accepting real payments.',
			'woocommerce-payments'
		),
		level: 3,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: true,
		isDeletable: false,
		allowSnooze: true,
		actionLabel: __('Set up live payments', 'woocommerce-payments'),
		// The business-verification settings route (spec 000 §2).
		href: getBusinessVerificationUrl({ source: 'overview-page__go-live-task', from: OVERVIEW_FROM }),
		time: __('10 minutes', 'woocommerce-payments'),
	};
}
