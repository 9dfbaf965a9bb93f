import { onboardingFieldsData } from '../../../mock-server/host/onboarding-data';
import {
	applyChange,
	businessTypesFor,
	countryOptions,
	initialSite,
	initialValues,
	mccFromIndustry,
	parseCapabilities,
	parseFieldsData,
	structuresFor,
	toSelfAssessment,
	touchAll,
	validate,
	visibleFields,
	type FieldContext,
} from '../../../src/pages/onboarding/fields';

const data = parseFieldsData(onboardingFieldsData());
const availableCountries = {
	US: 'United States (US)',
	PR: 'Puerto Rico',
	GB: 'United Kingdom (UK)',
	JP: 'Japan',
	AT: 'Austria',
	DE: 'Germany',
};
const ctx: FieldContext = { availableCountries, data };

describe('reference data', () => {
	it('parses the mock server data, dropping malformed entries', () => {
		expect(data.businessTypes.length).toBeGreaterThanOrEqual(10);
		expect(data.mccGroups.length).toBeGreaterThanOrEqual(8);
		const parsed = parseFieldsData({
			business_types: [
				{ key: 'US', name: 'US', types: [{ name: 'no key' }, { key: 'individual' }] },
				'x',
			],
			mccs_display_tree: [
				{
					id: 'g',
					title: 'G',
					items: [
						{ id: 'a', title: 'A' },
						{ id: 'sub', items: [] },
					],
				},
				{},
			],
			industry_to_mcc: { a: 'a', b: 3 },
		});
		expect(parsed.businessTypes).toEqual([
			{
				key: 'US',
				name: 'US',
				types: [
					{
						key: 'individual',
						name: 'individual',
						description:
							'Select if you run your own business as an individual and are self-employed',
						structures: [],
					},
				],
			},
		]);
		expect(parsed.mccGroups).toEqual([
			{ id: 'g', title: 'G', items: [{ id: 'a', title: 'A', keywords: [] }] },
		]);
		expect(parsed.industryToMcc).toEqual({ a: 'a' });
		expect(parseFieldsData(undefined)).toEqual({ businessTypes: [], mccGroups: [], industryToMcc: {} });
	});

	it('countries are sorted by name', () => {
		expect(countryOptions(availableCountries).map((c) => c.key)).toEqual([
			'AT',
			'DE',
			'JP',
			'PR',
			'GB',
			'US',
		]);
	});
});

describe('business types (spec 000 §3)', () => {
	it('lists company first, with descriptions', () => {
		const types = businessTypesFor(data, 'US');
		expect(types.map((t) => t.key)).toEqual(['company', 'individual', 'non_profit', 'government_entity']);
		expect(types.every((t) => t.description.length > 0)).toBe(true);
		expect(types.find((t) => t.key === 'non_profit')?.description).toContain('Internal Revenue Service');
	});

	it('treats Puerto Rico as the United States', () => {
		expect(businessTypesFor(data, 'PR')).toEqual(businessTypesFor(data, 'US'));
	});

	it('gives the generic types to a supported country without data, none without a country', () => {
		expect(businessTypesFor(data, 'AT').map((t) => t.key)).toEqual([
			'company',
			'individual',
			'non_profit',
		]);
		expect(businessTypesFor(data, undefined)).toEqual([]);
	});

	it('has structures per type', () => {
		const us = businessTypesFor(data, 'US');
		expect(structuresFor(us, 'company').map((s) => s.key)).toContain('private_corporation');
		expect(structuresFor(us, 'individual')).toEqual([]);
		expect(structuresFor(businessTypesFor(data, 'JP'), 'company')).toEqual([]);
	});
});

describe('wizard rules (spec 000 §4, §5)', () => {
	it('validates every field with its message', () => {
		expect(validate({}, ctx)).toEqual({
			country: 'Please provide a country',
			business_type: 'Please provide a business type',
			mcc: 'Please provide a type of goods or services',
		});
		expect(validate({ country: 'BR' }, ctx).country).toBe('Please provide a country');
		expect(validate({ country: 'US', business_type: 'company' }, ctx)['company.structure']).toBe(
			'Please provide a response'
		);
		expect(
			validate({ country: 'US', business_type: 'company', 'company.structure': 'nope' }, ctx)
		).toHaveProperty(['company.structure']);
		expect(
			validate(
				{
					country: 'US',
					business_type: 'company',
					'company.structure': 'private_corporation',
					mcc: 'nope',
				},
				ctx
			)
		).toEqual({ mcc: 'Please provide a type of goods or services' });
		expect(
			validate(
				{
					country: 'US',
					business_type: 'company',
					'company.structure': 'private_corporation',
					mcc: 'retail__bookstores',
				},
				ctx
			)
		).toEqual({});
		expect(validate({ country: 'JP', business_type: 'company', mcc: 'retail__bookstores' }, ctx)).toEqual(
			{}
		);
	});

	it('shows business type once a country is chosen, structure only when the type has some, category and terms last', () => {
		expect(visibleFields({}, ctx)).toEqual({
			country: true,
			business_type: false,
			'company.structure': false,
			mcc: false,
			terms: false,
		});
		expect(visibleFields({ country: 'US' }, ctx)).toMatchObject({ business_type: true, mcc: false });
		expect(visibleFields({ country: 'US', business_type: 'company' }, ctx)).toMatchObject({
			'company.structure': true,
			mcc: false,
			terms: false,
		});
		expect(
			visibleFields(
				{ country: 'US', business_type: 'company', 'company.structure': 'private_corporation' },
				ctx
			)
		).toMatchObject({ mcc: true, terms: true });
		expect(visibleFields({ country: 'US', business_type: 'individual' }, ctx)).toMatchObject({
			'company.structure': false,
			mcc: true,
			terms: true,
		});
		expect(visibleFields({ country: 'PR', business_type: 'company' }, ctx)['company.structure']).toBe(
			true
		);
	});

	it('changing country clears the business type (and structure); changing type clears the structure', () => {
		const full = {
			country: 'US',
			business_type: 'company',
			'company.structure': 'private_corporation',
			mcc: 'retail__bookstores',
		};
		expect(applyChange(full, 'country', 'GB')).toEqual({
			country: 'GB',
			business_type: undefined,
			'company.structure': undefined,
			mcc: 'retail__bookstores',
		});
		expect(applyChange(full, 'business_type', 'individual')).toMatchObject({
			business_type: 'individual',
			'company.structure': undefined,
		});
		expect(applyChange(full, 'country', 'US')).toEqual(full);
		expect(applyChange(full, 'mcc', 'education__schools')).toMatchObject({ business_type: 'company' });
	});

	it('Continue with errors touches every field', () => {
		expect(touchAll()).toEqual({
			country: true,
			business_type: true,
			'company.structure': true,
			mcc: true,
		});
	});
});

describe('initial values (spec 000 §3)', () => {
	it('site title, home URL, connect country and the category of the store industry', () => {
		expect(
			initialValues({
				siteTitle: 'My shop',
				homeUrl: 'https://shop.example/',
				country: 'US',
				availableCountries,
				profile: { industry: [{ slug: 'clothing_and_accessories' }] },
				data,
			})
		).toEqual({
			business_name: 'My shop',
			site: 'https://shop.example/',
			country: 'US',
			mcc: 'most_popular__clothing_and_apparel',
		});
	});

	it('leaves out an unsupported country and an unknown industry', () => {
		expect(
			initialValues({
				siteTitle: '',
				homeUrl: 'https://shop.example/',
				country: 'BR',
				availableCountries,
				profile: { industry: ['unknown'] },
				data,
			})
		).toEqual({
			business_name: undefined,
			site: 'https://shop.example/',
			country: undefined,
			mcc: undefined,
		});
	});

	it('reads the industry as a slug or { slug }', () => {
		const map = { food_and_drink: 'x' };
		expect(mccFromIndustry({ industry: ['food_and_drink'] }, map)).toBe('x');
		expect(mccFromIndustry({ industry: [{ slug: 'food_and_drink' }] }, map)).toBe('x');
		expect(mccFromIndustry({}, map)).toBeUndefined();
		expect(mccFromIndustry(null, map)).toBeUndefined();
	});

	it('appends the share key in coming-soon mode without a private link', () => {
		const home = 'https://shop.example/';
		expect(
			initialSite(home, {
				woocommerce_coming_soon: 'yes',
				woocommerce_private_link: 'no',
				woocommerce_share_key: 'k1',
			})
		).toBe('https://shop.example/?woo-share=k1');
		expect(
			initialSite(home, {
				woocommerce_coming_soon: 'yes',
				woocommerce_private_link: 'yes',
				woocommerce_share_key: 'k1',
			})
		).toBe(home);
		expect(initialSite(home, { woocommerce_coming_soon: 'no', woocommerce_share_key: 'k1' })).toBe(home);
		expect(initialSite(home, undefined)).toBe(home);
	});
});

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
});
