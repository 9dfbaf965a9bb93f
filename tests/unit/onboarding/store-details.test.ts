/**
 * The rules of the partner-hosted path of the wizard (spec 000 §3 annual revenue and go-live options, §5
 * "Please provide a response"): store-details validation, step transitions and the hosted connect URL.
 */
import { getQueryArgs } from '@wordpress/url';

import { onboardingFieldsData } from '../../../mock-server/host/onboarding-data';
import {
	ANNUAL_REVENUE_OPTIONS,
	GO_LIVE_OPTIONS,
	annualRevenueOptions,
	applyChange,
	goLiveOptions,
	hostedVerificationUrl,
	nextStep,
	parseFieldsData,
	toSelfAssessment,
	touchAllStoreDetails,
	validateStoreDetails,
	type FieldContext,
	type OnboardingValues,
} from '../../../src/pages/onboarding/fields';

const ctx: FieldContext = {
	availableCountries: { US: 'United States (US)', GB: 'United Kingdom (UK)' },
	data: parseFieldsData(onboardingFieldsData()),
};

const BUSINESS: OnboardingValues = {
	country: 'US',
	business_type: 'company',
	'company.structure': 'private_corporation',
	mcc: 'most_popular__clothing_and_apparel',
	business_name: 'Shop',
	site: 'https://shop.example/',
};

describe('store-details options', () => {
	it('lists the five annual revenue options of the spec, in order, with labels', () => {
		expect(annualRevenueOptions().map((o) => o.key)).toEqual([
			'less_than_250k',
			'from_250k_to_1m',
			'from_1m_to_20m',
			'from_20m_to_100m',
			'more_than_100m',
		]);
		expect(annualRevenueOptions()[0].name).toBe('Less than $250k');
		expect(annualRevenueOptions().every((o) => o.name && o.name !== o.key)).toBe(true);
	});

	it('lists the five go-live options of the spec, in order, with labels', () => {
		expect(goLiveOptions().map((o) => o.key)).toEqual([
			'already_live',
			'within_1month',
			'from_1_to_3months',
			'from_3_to_6months',
			'more_than_6months',
		]);
		expect(goLiveOptions().every((o) => o.name && o.name !== o.key)).toBe(true);
	});
});

describe('store-details validation', () => {
	it('requires both answers with the generic message', () => {
		expect(validateStoreDetails({})).toEqual({
			annual_revenue: 'Please provide a response',
			go_live_timeframe: 'Please provide a response',
		});
		expect(validateStoreDetails({ annual_revenue: 'less_than_250k' })).toEqual({
			go_live_timeframe: 'Please provide a response',
		});
	});

	it('accepts every option and refuses anything else', () => {
		for (const revenue of ANNUAL_REVENUE_OPTIONS) {
			for (const live of GO_LIVE_OPTIONS) {
				expect(validateStoreDetails({ annual_revenue: revenue, go_live_timeframe: live })).toEqual(
					{}
				);
			}
		}
		expect(
			validateStoreDetails({ annual_revenue: 'a_billion', go_live_timeframe: 'already_live' })
		).toEqual({ annual_revenue: 'Please provide a response' });
		expect(validateStoreDetails({ annual_revenue: 'less_than_250k', go_live_timeframe: '' })).toEqual({
			go_live_timeframe: 'Please provide a response',
		});
	});

	it('touches both fields at once', () => {
		expect(touchAllStoreDetails()).toEqual({ annual_revenue: true, go_live_timeframe: true });
	});

	it('changing a store answer keeps the business answers (and an empty one is unset)', () => {
		const next = applyChange(BUSINESS, 'annual_revenue', 'from_1m_to_20m');
		expect(next).toEqual({ ...BUSINESS, annual_revenue: 'from_1m_to_20m' });
		expect(applyChange(next, 'annual_revenue', '').annual_revenue).toBeUndefined();
	});
});

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

describe('payloads', () => {
	it('the kyc self-assessment includes annual revenue and go-live once set, empty ones dropped', () => {
		expect(
			toSelfAssessment({ ...BUSINESS, annual_revenue: 'from_250k_to_1m', go_live_timeframe: '' })
		).toEqual({
			country: 'US',
			business_type: 'company',
			company: { structure: 'private_corporation' },
			mcc: 'most_popular__clothing_and_apparel',
			business_name: 'Shop',
			site: 'https://shop.example/',
			annual_revenue: 'from_250k_to_1m',
		});
	});

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
