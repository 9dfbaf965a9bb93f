import {
	cleanCapabilitiesParam,
	connectButtonLabel,
	determineSource,
	isAccountSetupSessionError,
	isCountrySupported,
	needsSetupNotice,
	showsResetButton,
	showsSandboxNotice,
	showsTestAccountWarning,
	sortedCountryNames,
} from '../../../src/pages/connect/utils';

const NOT_CONNECTED = { isJetpackConnected: false, isAccountConnected: false, isAccountValid: false };
const NO_ACCOUNT = { isJetpackConnected: true, isAccountConnected: false, isAccountValid: false };
const INVALID = { isJetpackConnected: true, isAccountConnected: true, isAccountValid: false };
const VALID = { isJetpackConnected: true, isAccountConnected: true, isAccountValid: true };

describe('connect page: source and from (spec 000 §2, §5)', () => {
	it.each([
		[{ source: 'wcadmin-payment-task' }, 'wcadmin-payment-task'],
		[{ source: 'my source!<script>' }, 'mysourcescript'],
		[{ source: 'a_b-c' }, 'a_b-c'],
		[{ source: ['first', 'second'] }, 'first'],
		[{ source: '!!!', from: 'WCADMIN_PAYMENT_TASK' }, 'wcadmin-payment-task'],
		[{ from: 'WCADMIN_PAYMENT_TASK' }, 'wcadmin-payment-task'],
		[{ from: 'WCADMIN_PAYMENT_SETTINGS' }, 'wcadmin-settings-page'],
		[{ from: 'WCADMIN_PAYMENT_INCENTIVE' }, 'wcadmin-incentive-page'],
		[{ source: 'unknown', from: 'WCADMIN_PAYMENT_SETTINGS' }, 'wcadmin-settings-page'],
		[{ from: 'SOMETHING_ELSE' }, 'wcpay-connect-page'],
		[{}, 'wcpay-connect-page'],
	])('%j → %s', (query, source) => {
		expect(determineSource(query)).toBe(source);
	});
});

describe('connect button (spec 000 §4, §5)', () => {
	it.each([
		[NOT_CONNECTED, 'Connect your store'],
		[{ ...NOT_CONNECTED, isAccountConnected: true }, 'Connect your store'],
		[NO_ACCOUNT, 'Verify business details'],
		[INVALID, 'Finish business details verifications'],
		[VALID, 'Verify business details'],
	])('%j → %s', (state, label) => {
		expect(connectButtonLabel(state)).toBe(label);
	});

	it('does not push the unfinished-account label during an account-setup-session error', () => {
		expect(connectButtonLabel(INVALID, true)).toBe('Verify business details');
	});

	it('an error text mentioning an account setup session disables the button', () => {
		expect(isAccountSetupSessionError('There is an existing account setup session in progress.')).toBe(
			true
		);
		expect(isAccountSetupSessionError('Account Setup Session expired')).toBe(true);
		expect(isAccountSetupSessionError('Something else')).toBe(false);
		expect(isAccountSetupSessionError(undefined)).toBe(false);
	});
});

describe('connect page notices', () => {
	it('"Please complete your setup" for an unfinished account or an unconnected site', () => {
		expect(needsSetupNotice(NOT_CONNECTED)).toBe(true);
		expect(needsSetupNotice(INVALID)).toBe(true);
		expect(needsSetupNotice(NO_ACCOUNT)).toBe(false);
		expect(needsSetupNotice(VALID)).toBe(false);
	});

	it('sandbox notice: no account and test-mode onboarding', () => {
		expect(showsSandboxNotice(NO_ACCOUNT, true)).toBe(true);
		expect(showsSandboxNotice(NOT_CONNECTED, true)).toBe(true);
		expect(showsSandboxNotice(NO_ACCOUNT, false)).toBe(false);
		expect(showsSandboxNotice(INVALID, true)).toBe(false);
	});

	it('test-account warning: unfinished account, test-mode onboarding, site connected', () => {
		expect(showsTestAccountWarning(INVALID, true)).toBe(true);
		expect(showsTestAccountWarning(INVALID, false)).toBe(false);
		expect(showsTestAccountWarning(VALID, true)).toBe(false);
		expect(showsTestAccountWarning({ ...INVALID, isJetpackConnected: false }, true)).toBe(false);
	});

	it('reset button: an account without submitted details, or dev mode', () => {
		expect(showsResetButton(INVALID, false, false)).toBe(true);
		expect(showsResetButton(VALID, true, false)).toBe(false);
		expect(showsResetButton(VALID, true, true)).toBe(true);
		expect(showsResetButton(NO_ACCOUNT, undefined, true)).toBe(false);
	});
});

describe('supported countries', () => {
	const available = { US: 'United States (US)', AT: 'Austria', GB: 'United Kingdom (UK)', DE: 'Germany' };

	it('lists names sorted', () => {
		expect(sortedCountryNames(available)).toEqual([
			'Austria',
			'Germany',
			'United Kingdom (UK)',
			'United States (US)',
		]);
	});

	it('checks the store country', () => {
		expect(isCountrySupported(available, 'US')).toBe(true);
		expect(isCountrySupported(available, 'BR')).toBe(false);
		expect(isCountrySupported(available, '')).toBe(false);
		expect(isCountrySupported(available, 'toString')).toBe(false);
	});
});

describe('capabilities passed along', () => {
	it('keeps well-formed ids only', () => {
		expect(cleanCapabilitiesParam({ capabilities: 'card_payments, klarna_payments:false,<x>' })).toBe(
			'card_payments,klarna_payments:false'
		);
		expect(cleanCapabilitiesParam({ capabilities: '<x>' })).toBeUndefined();
		expect(cleanCapabilitiesParam({})).toBeUndefined();
	});
});
