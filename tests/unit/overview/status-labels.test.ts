import {
	accountStatusLabel,
	ordinal,
	paymentsStatusLabel,
	payoutScheduleText,
	payoutsStatusLabel,
} from '../../../src/pages/overview/status-labels';

describe('account status labels (spec 002 §4.8)', () => {
	it.each([
		['complete', 'Complete', 'success'],
		['enabled', 'Enabled', 'success'],
		['restricted_soon', 'Restricted soon', 'warning'],
		['pending_verification', 'Pending verification', 'info'],
		['restricted_partially', 'Restricted partially', 'warning'],
		['restricted', 'Restricted', 'error'],
		['rejected', 'Rejected', 'error'],
		['rejected.fraud', 'Rejected', 'error'],
		['rejected.terms_of_service', 'Rejected', 'error'],
		['under_review', 'Under review', 'info'],
		['pending', 'Unknown', 'neutral'],
		['something_new', 'Unknown', 'neutral'],
		['', 'Unknown', 'neutral'],
	])('%s → %s', (status, label, tone) => {
		expect(accountStatusLabel(status)).toEqual({ label, tone });
	});

	it('a missing status is unknown', () => {
		expect(accountStatusLabel(undefined).label).toBe('Unknown');
	});
});

describe('payouts indicator', () => {
	it.each([
		['blocked', 'daily', 'Under Review'],
		['under_review', 'weekly', 'Under Review'],
		['pending_verification', 'daily', 'Pending verification'],
		['disabled', 'daily', 'Disabled'],
		['enabled', 'daily', 'Automatic'],
		['enabled', 'weekly', 'Automatic'],
		['enabled', 'monthly', 'Automatic'],
		['enabled', 'manual', 'Manual'],
		['enabled', 'hourly', 'Unknown'],
		['enabled', undefined, 'Unknown'],
	])('status %s, interval %s → %s', (status, interval, label) => {
		expect(payoutsStatusLabel(status, interval).label).toBe(label);
	});
});

describe('payments indicator', () => {
	it('Enabled, Pending verification or Disabled', () => {
		expect(paymentsStatusLabel(true, 'restricted_soon').label).toBe('Enabled');
		expect(paymentsStatusLabel(false, 'pending_verification').label).toBe('Pending verification');
		expect(paymentsStatusLabel(false, 'restricted').label).toBe('Disabled');
	});
});

describe('payout schedule text', () => {
	it('describes each interval', () => {
		expect(payoutScheduleText({ interval: 'daily' })).toBe(
			'Available funds are paid out automatically every day.'
		);
		expect(payoutScheduleText({ interval: 'weekly', weekly_anchor: 'friday' })).toBe(
			'Available funds are paid out automatically every Friday.'
		);
		expect(payoutScheduleText({ interval: 'monthly', monthly_anchor: 2 })).toBe(
			'Available funds are paid out automatically on the 2nd of every month.'
		);
		expect(payoutScheduleText({ interval: 'monthly', monthly_anchor: 31 })).toBe(
			'Available funds are paid out automatically on the last day of every month.'
		);
		expect(payoutScheduleText({ interval: 'manual' })).toBe(
			'Payouts are made manually, when you request them.'
		);
	});

	it('ordinals', () => {
		expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30].map(ordinal)).toEqual([
			'1st',
			'2nd',
			'3rd',
			'4th',
			'11th',
			'12th',
			'13th',
			'21st',
			'22nd',
			'23rd',
			'30th',
		]);
	});
});
