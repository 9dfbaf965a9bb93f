import { __, sprintf } from '@wordpress/i18n';

import { getStoreSettings } from '../../settings';
import { greetingFor } from '../../utils/dates';

/**
 * Overview (spec 000 §2): the greeting by time of day in the store's timezone, with the admin's first
 * name and a wave. The cards of the overview (tasks, payouts, balances, inbox) arrive with their issue.
 */
export default function OverviewPage() {
	const firstName = getStoreSettings()?.currentUserData?.first_name?.trim();
	const greeting = greetingFor(new Date());
	const text = firstName
		? /* translators: 1: greeting (Good morning…), 2: the admin's first name */
			sprintf(__('%1$s, %2$s', 'woocommerce-payments'), greeting, firstName)
		: greeting;
	return (
		<div className="wcpay-overview" data-bench-ready="overview">
			<h2 className="wcpay-overview__greeting">
				{text} <span aria-hidden="true">👋</span>
			</h2>
		</div>
	);
}
