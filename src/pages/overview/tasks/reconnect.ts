/**
 * The reconnect task (spec 000 §4): WooPayments lost its connected WordPress.com account.
 */
import { __ } from '@wordpress/i18n';

import type { OverviewTask } from './shared';

/** The reconnect task (spec 000 §4): only when a reconnect URL exists. */
export function getReconnectTask(reconnectUrl: string | null | undefined): OverviewTask | null {
	if (!reconnectUrl) {
		return null;
	}
	return {
		key: 'reconnect-wpcom-user',
		title: __('Reconnect WooPayments', 'woocommerce-payments'),
		content: __(
			'WooPayments is missing a connected WordPress.com account. Some functionality will be limited without a connected account.',
			'woocommerce-payments'
		),
		level: 1,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: false,
		isDeletable: false,
		allowSnooze: false,
		actionLabel: __('Reconnect', 'woocommerce-payments'),
		href: reconnectUrl,
		isUrgent: true,
	};
}
