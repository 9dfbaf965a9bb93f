/**
 * The update-details task (spec 000 §4): whether the account needs more business details, and the task's
 * text (deadline, restriction, unfinished verification, the verification problems) and link.
 */
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { AccountStatusSettings } from '../../../settings/types';
import { requirementErrorMessages } from '../../../strings/verification-errors';
import { formatDateTime } from '../../../utils/dates';
import { accountLinkWithSource, OVERVIEW_FROM, type OverviewTask } from './shared';

/** Whether the account needs more business details (spec 000 §4 update-details task). */
export function needsMoreDetails(account: AccountStatusSettings, override?: boolean): boolean {
	if (typeof override === 'boolean') {
		return override;
	}
	return (
		['restricted_soon', 'restricted', 'restricted_partially'].includes(account.status) ||
		(account.requirements?.errors?.length ?? 0) > 0 ||
		!account.detailsSubmitted
	);
}

/**
 * The update-details task (spec 000 §4): when the account needs more details (with progressive onboarding,
 * only when the details are not submitted). restricted_soon names the deadline; restricted says payments and
 * payouts are disabled.
 */
export function getUpdateDetailsTask(
	account: AccountStatusSettings,
	connectUrl: string,
	override?: boolean
): OverviewTask | null {
	if (!needsMoreDetails(account, override)) {
		return null;
	}
	if (account.progressiveOnboarding?.isEnabled && account.detailsSubmitted) {
		return null;
	}
	let content: string;
	if (account.status === 'restricted_soon' && account.currentDeadline) {
		content = sprintf(
			/* translators: %s: the deadline, e.g. Jan 29, 2025, 7:00 PM EST */
			__('Update by %s to avoid a disruption in payouts.', 'woocommerce-payments'),
			formatDateTime(account.currentDeadline)
		);
	} else if (account.status === 'restricted') {
		content = __(
			'Payments and payouts are disabled for this account until missing business information is updated.',
			'woocommerce-payments'
		);
	} else if (!account.detailsSubmitted) {
		content = __(
			'Finish verifying your business details to start accepting payments and receiving payouts.',
			'woocommerce-payments'
		);
	} else {
		content = __(
			'Your payments provider needs more information about your business to keep your account in good standing.',
			'woocommerce-payments'
		);
	}
	// Each verification problem once, by its code's message (spec 000 §5, §8): one follows the text, several
	// are listed under it.
	const errors = requirementErrorMessages(account.requirements?.errors);
	if (errors.length === 1) {
		content = `${content} ${errors[0]}`;
	}
	const source = 'overview-page__update-business-details-task';
	return {
		key: 'update-business-details',
		title: __('Update WooPayments business details', 'woocommerce-payments'),
		content,
		...(errors.length > 1 ? { details: errors } : {}),
		level: 1,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: false,
		isDeletable: false,
		allowSnooze: false,
		actionLabel: __('Update', 'woocommerce-payments'),
		href:
			account.detailsSubmitted && account.accountLink
				? accountLinkWithSource(account.accountLink, source)
				: addQueryArgs(connectUrl, { source, from: OVERVIEW_FROM }),
		isUrgent: account.status === 'restricted',
	};
}
