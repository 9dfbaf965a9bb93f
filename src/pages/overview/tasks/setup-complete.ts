/**
 * The setup-complete task (spec 000 §4): shown done once the business details are verified.
 */
import { __ } from '@wordpress/i18n';

import type { AccountStatusSettings } from '../../../settings/types';
import type { OverviewTask } from './shared';

/** The completed setup task: the account is verified (it can be deleted from the list). */
export function getSetupCompleteTask(account: AccountStatusSettings): OverviewTask | null {
	const po = account.progressiveOnboarding;
	if (!['complete', 'enabled'].includes(account.status) || !account.detailsSubmitted) {
		return null;
	}
	if (po?.isEnabled && !po.isComplete) {
		return null;
	}
	return {
		key: 'complete-setup',
		title: __('Set up WooPayments', 'woocommerce-payments'),
		content: __(
			'Your business details are verified: you can accept payments and receive payouts.',
			'woocommerce-payments'
		),
		level: 3,
		completed: true,
		expandable: false,
		expanded: false,
		isDismissable: false,
		isDeletable: true,
		allowSnooze: false,
	};
}
