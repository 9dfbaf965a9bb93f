/**
 * The onboarding wizard's step flow (spec 000 §4): which step each action leads to on the normal and the
 * partner-hosted path, and the connect URL that starts the partner-hosted verification.
 */
import { getQueryArgs } from '@wordpress/url';

import { hostedVerificationUrl, nextStep, type FieldContext } from '../../../../src/pages/onboarding/fields';
import { BUSINESS, data } from './fixtures';

const ctx: FieldContext = {
	availableCountries: { US: 'United States (US)', GB: 'United Kingdom (UK)' },
	data,
};

describe('wizard steps', () => {
	const full = { ...BUSINESS, annual_revenue: 'less_than_250k', go_live_timeframe: 'already_live' };

	it('business → embedded only without errors (the normal path is unchanged)', () => {
		expect(nextStep('business', 'continue', {}, ctx)).toBe('business');
		expect(nextStep('business', 'continue', BUSINESS, ctx)).toBe('embedded');
		expect(nextStep('embedded', 'back', BUSINESS, ctx)).toBe('business');
	});

	it('the embedded failure leads to store details; fallback elsewhere does nothing', () => {
		expect(nextStep('embedded', 'fallback', BUSINESS, ctx)).toBe('store');
		expect(nextStep('business', 'fallback', BUSINESS, ctx)).toBe('business');
	});

	it('store details → loading only when both answers are valid; Back goes to business', () => {
		expect(nextStep('store', 'continue', BUSINESS, ctx)).toBe('store');
		expect(nextStep('store', 'continue', { ...BUSINESS, annual_revenue: 'less_than_250k' }, ctx)).toBe(
			'store'
		);
		expect(nextStep('store', 'continue', full, ctx)).toBe('loading');
		expect(nextStep('store', 'back', full, ctx)).toBe('business');
		expect(nextStep('loading', 'back', full, ctx)).toBe('store');
	});

	it('store details do not move on when the business answers became invalid', () => {
		expect(nextStep('store', 'continue', { ...full, mcc: undefined }, ctx)).toBe('store');
	});
});

describe('wizard steps: the other actions', () => {
	it('continue stays on the embedded and loading steps; back from business stays on business', () => {
		expect(nextStep('embedded', 'continue', BUSINESS, ctx)).toBe('embedded');
		expect(nextStep('loading', 'continue', BUSINESS, ctx)).toBe('loading');
		expect(nextStep('business', 'back', BUSINESS, ctx)).toBe('business');
		expect(nextStep('store', 'fallback', BUSINESS, ctx)).toBe('store');
		expect(nextStep('loading', 'fallback', BUSINESS, ctx)).toBe('loading');
	});
});

describe('hosted verification URL', () => {
	it('the hosted connect URL carries the nested self-assessment, source, from and hosted=1', () => {
		const url = hostedVerificationUrl(
			'/wp-admin/admin.php?wcpay-connect=1&_wpnonce=n1',
			{ ...BUSINESS, annual_revenue: 'less_than_250k', go_live_timeframe: 'within_1month', site: '' },
			{ source: 'wcadmin-payment-task', from: 'WCPAY_ONBOARDING_WIZARD', capabilities: 'card_payments' }
		);
		expect(url.startsWith('/wp-admin/admin.php?')).toBe(true);
		expect(getQueryArgs(url)).toEqual({
			'wcpay-connect': '1',
			_wpnonce: 'n1',
			hosted: '1',
			self_assessment: {
				country: 'US',
				business_type: 'company',
				company: { structure: 'private_corporation' },
				mcc: 'most_popular__clothing_and_apparel',
				business_name: 'Shop',
				annual_revenue: 'less_than_250k',
				go_live_timeframe: 'within_1month',
			},
			source: 'wcadmin-payment-task',
			from: 'WCPAY_ONBOARDING_WIZARD',
			capabilities: 'card_payments',
		});
	});

	it('the hosted connect URL leaves out an empty self-assessment and missing capabilities', () => {
		const url = hostedVerificationUrl('/c?wcpay-connect=1', {}, { source: 's', from: 'f' });
		expect(getQueryArgs(url)).toEqual({ 'wcpay-connect': '1', hosted: '1', source: 's', from: 'f' });
	});
});
