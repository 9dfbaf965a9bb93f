/**
 * The labels of the account status card (spec 002 §4.8): every account status, the payouts indicator for
 * every deposits status and interval, the payments indicator, and unknown values.
 */
import {
	accountPaymentsStatusLabel,
	accountPayoutsStatusLabel,
	accountStatusLabel,
} from '../../../src/strings/account-status';

describe('account status (spec 002 §4.8)', () => {
	it.each([
		['complete', 'Complete', 'success'],
		['enabled', 'Enabled', 'success'],
		['restricted_soon', 'Restricted soon', 'warning'],
		['pending_verification', 'Pending verification', 'primary'],
		['restricted_partially', 'Restricted partially', 'warning'],
		['restricted', 'Restricted', 'alert'],
		['rejected', 'Rejected', 'alert'],
		['rejected.fraud', 'Rejected', 'alert'],
		['rejected.terms_of_service', 'Rejected', 'alert'],
		['rejected.other', 'Rejected', 'alert'],
		['under_review', 'Under review', 'primary'],
		['pending', 'Unknown', 'light'],
		['something_new', 'Unknown', 'light'],
		['', 'Unknown', 'light'],
	])('%s → %s (%s)', (status, label, tone) => {
		expect(accountStatusLabel(status)).toEqual({ label, tone });
	});

	it.each([[undefined], [null]])('a missing status (%s) is unknown', (status) => {
		expect(accountStatusLabel(status)).toEqual({ label: 'Unknown', tone: 'light' });
	});
});

describe('payouts indicator', () => {
	it.each([
		['blocked', 'daily', 'Under Review', 'warning'],
		['under_review', 'weekly', 'Under Review', 'warning'],
		['pending_verification', 'daily', 'Pending verification', 'primary'],
		['disabled', 'daily', 'Disabled', 'alert'],
		['enabled', 'daily', 'Automatic', 'success'],
		['enabled', 'weekly', 'Automatic', 'success'],
		['enabled', 'monthly', 'Automatic', 'success'],
		['enabled', 'manual', 'Manual', 'success'],
		['enabled', 'hourly', 'Unknown', 'light'],
		['enabled', undefined, 'Unknown', 'light'],
		[undefined, 'daily', 'Automatic', 'success'],
		['something_new', 'manual', 'Manual', 'success'],
	])('status %s, interval %s → %s (%s)', (status, interval, label, tone) => {
		expect(accountPayoutsStatusLabel(status, interval)).toEqual({ label, tone });
	});
});

describe('payments indicator', () => {
	it.each([
		[true, 'restricted_soon', 'Enabled', 'success'],
		[true, undefined, 'Enabled', 'success'],
		[false, 'pending_verification', 'Pending verification', 'primary'],
		[false, 'pending', 'Pending verification', 'primary'],
		[false, 'restricted', 'Disabled', 'alert'],
		[false, 'something_new', 'Disabled', 'alert'],
		[false, null, 'Disabled', 'alert'],
	])('enabled %s, status %s → %s (%s)', (enabled, status, label, tone) => {
		expect(accountPaymentsStatusLabel(enabled, status)).toEqual({ label, tone });
	});
});
