/**
 * The reconnect task (spec 000 §4): only with a reconnect URL, urgent and not dismissable.
 */
import { getReconnectTask } from '../../../../src/pages/overview/tasks';

describe('reconnect task', () => {
	it('reconnect only with a reconnect URL', () => {
		expect(getReconnectTask(null)).toBeNull();
		expect(getReconnectTask('https://wordpress.com/reconnect')?.href).toBe(
			'https://wordpress.com/reconnect'
		);
	});

	it('is hidden for an empty or missing URL', () => {
		expect(getReconnectTask('')).toBeNull();
		expect(getReconnectTask(undefined)).toBeNull();
	});

	it('is urgent and can be neither dismissed, snoozed nor deleted', () => {
		expect(getReconnectTask('https://wordpress.com/reconnect')).toEqual({
			key: 'reconnect-wpcom-user',
			title: 'Reconnect WooPayments',
			content:
				'WooPayments is missing a connected WordPress.com account. Some functionality will be limited without a connected account.',
			level: 1,
			completed: false,
			expandable: true,
			expanded: true,
			isDismissable: false,
			isDeletable: false,
			allowSnooze: false,
			actionLabel: 'Reconnect',
			href: 'https://wordpress.com/reconnect',
			isUrgent: true,
		});
	});
});
