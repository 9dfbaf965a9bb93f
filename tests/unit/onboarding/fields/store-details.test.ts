/**
 * The store-details step's fields (the partner-hosted path, spec 000 §3 annual revenue and go-live options,
 * §5 "Please provide a response"): their options, labels and validation.
 */
import {
	ANNUAL_REVENUE_OPTIONS,
	GO_LIVE_OPTIONS,
	annualRevenueOptions,
	goLiveOptions,
	touchAllStoreDetails,
	validateStoreDetails,
} from '../../../../src/pages/onboarding/fields';

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
});
