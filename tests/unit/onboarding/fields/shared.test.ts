/**
 * What the onboarding wizard's steps share: the kyc self-assessment built from the answers (dotted names
 * nested, empty values dropped), the capabilities read from the query, and the validation messages.
 */
import { errorMessages, parseCapabilities, toSelfAssessment } from '../../../../src/pages/onboarding/fields';
import { BUSINESS } from './fixtures';

describe('payload', () => {
	it('nests dotted names and drops empty values', () => {
		expect(
			toSelfAssessment({
				country: 'US',
				business_type: 'company',
				'company.structure': 'private_corporation',
				mcc: undefined,
				business_name: '  ',
				site: 'https://shop.example/',
			})
		).toEqual({
			country: 'US',
			business_type: 'company',
			company: { structure: 'private_corporation' },
			site: 'https://shop.example/',
		});
		expect(toSelfAssessment({ country: 'US', business_type: 'individual' })).toEqual({
			country: 'US',
			business_type: 'individual',
		});
	});

	it('reads capabilities from the query', () => {
		expect(parseCapabilities('card_payments,klarna_payments:false, affirm_payments:true,<x>')).toEqual({
			card_payments: true,
			klarna_payments: false,
			affirm_payments: true,
		});
		expect(parseCapabilities(undefined)).toEqual({});
		expect(parseCapabilities(['a_b'])).toEqual({ a_b: true });
	});

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
});

describe('validation messages (spec 000 §5)', () => {
	it('one per business field, the structure and the store details using the generic one', () => {
		expect(errorMessages()).toEqual({
			generic: 'Please provide a response',
			country: 'Please provide a country',
			business_type: 'Please provide a business type',
			'company.structure': 'Please provide a response',
			mcc: 'Please provide a type of goods or services',
		});
	});
});

describe('capabilities', () => {
	it('reads nothing from a non-string and ignores malformed entries', () => {
		expect(parseCapabilities(3)).toEqual({});
		expect(parseCapabilities([])).toEqual({});
		expect(parseCapabilities('Card_Payments,a:maybe,,x:false')).toEqual({ x: false });
	});
});
