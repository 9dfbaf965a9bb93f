/**
 * What the overview tasks share: whole days since a date, and the account-details link that says it was
 * opened from the overview.
 */
import { accountLinkWithSource, daysSince, OVERVIEW_FROM } from '../../../../src/pages/overview/tasks';
import { ago, DAY, NOW } from './fixtures';

describe('days since', () => {
	it('counts whole days, rounding down', () => {
		expect(daysSince(ago(0), NOW)).toBe(0);
		expect(daysSince(ago(13, 23 * 3_600_000), NOW)).toBe(13);
		expect(daysSince(ago(14), NOW)).toBe(14);
		expect(daysSince(new Date(NOW.getTime() - 2 * DAY), NOW)).toBe(2);
		// A date in the future counts negative days.
		expect(daysSince(new Date(NOW.getTime() + DAY / 2), NOW)).toBe(-1);
	});

	it('is NaN for a missing or unreadable date', () => {
		expect(daysSince(null, NOW)).toBeNaN();
		expect(daysSince(undefined, NOW)).toBeNaN();
		expect(daysSince('not a date', NOW)).toBeNaN();
	});
});

describe('account link with source', () => {
	it('adds the overview and the source to the account link', () => {
		const url = new URL(
			accountLinkWithSource('/wp-admin/admin.php?wcpay-login=1', 'overview-page__account-status'),
			'http://x'
		);
		expect(Object.fromEntries(url.searchParams)).toEqual({
			'wcpay-login': '1',
			from: OVERVIEW_FROM,
			source: 'overview-page__account-status',
		});
		expect(OVERVIEW_FROM).toBe('WCPAY_OVERVIEW');
	});

	it('is empty without an account link', () => {
		expect(accountLinkWithSource('', 'somewhere')).toBe('');
	});
});
