/**
 * The business-details step's fields (spec 000 §3, §4, §5): the reference data, the country options,
 * business types and structures, validation, which fields show, and the ties between fields.
 */
import {
	applyChange,
	businessTypesFor,
	countryOptions,
	mccIds,
	parseFieldsData,
	structuresFor,
	touchAll,
	validate,
	visibleFields,
	type FieldContext,
} from '../../../../src/pages/onboarding/fields';
import { BUSINESS, data } from './fixtures';

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

describe('reference data: fallbacks', () => {
	it('drops "nil" structures, names an entry by its key and a category group by its id', () => {
		const parsed = parseFieldsData({
			business_types: [
				{
					key: 'GB',
					types: [
						{
							key: 'company',
							name: 'Company',
							description: 'Registered',
							structures: [{ key: 'nil' }, { key: 'ltd', name: 'Ltd' }, { name: 'no key' }],
						},
					],
				},
			],
			mccs_display_tree: [
				{ id: 'g', items: [{ id: 'a', keywords: ['x', 3] }] },
				{ id: 'empty', title: 'Empty', items: [{ id: 'sub', items: [{ id: 'b' }] }] },
				{ id: 'no-items', title: 'No items' },
			],
			industry_to_mcc: ['not', 'an', 'object'],
		});
		expect(parsed.businessTypes).toEqual([
			{
				key: 'GB',
				name: 'GB',
				types: [
					{
						key: 'company',
						name: 'Company',
						description: 'Registered',
						structures: [{ key: 'ltd', name: 'Ltd' }],
					},
				],
			},
		]);
		expect(parsed.mccGroups).toEqual([
			{ id: 'g', title: 'g', items: [{ id: 'a', title: 'a', keywords: ['x'] }] },
		]);
		expect(parsed.industryToMcc).toEqual({});
	});

	it('gives generic descriptions by type, the non-profit one depending on the country', () => {
		const parsed = parseFieldsData({
			business_types: [
				{
					key: 'DE',
					types: [{ key: 'non_profit' }, { key: 'government_entity' }, { key: 'other' }],
				},
				{ key: 'US', types: [{ key: 'company' }, { key: 'non_profit' }] },
			],
		});
		expect(parsed.businessTypes[0].types.map((t) => t.description)).toEqual([
			'Select if you run a non-business entity',
			'Select if your business is classed as a government entity',
			'',
		]);
		expect(parsed.businessTypes[1].types.map((t) => t.description)).toEqual([
			'Select if you filed documentation to register your business with a government agency',
			'Select if you have been granted tax-exempt status by the Internal Revenue Service (IRS)',
		]);
	});

	it('no countries without the available list', () => {
		expect(countryOptions(undefined)).toEqual([]);
	});

	it('lists every category id of the tree', () => {
		const ids = mccIds(data);
		expect(ids).toContain('most_popular__clothing_and_apparel');
		expect(ids).toContain('retail__bookstores');
		expect(ids.length).toBe(data.mccGroups.reduce((n, g) => n + g.items.length, 0));
		expect(mccIds({ businessTypes: [], mccGroups: [], industryToMcc: {} })).toEqual([]);
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

	it('gives the generic types, with their names, to a country whose data has no types', () => {
		const sparse = parseFieldsData({ business_types: [{ key: 'FR', name: 'France', types: [] }] });
		expect(businessTypesFor(sparse, 'FR').map((t) => [t.key, t.name])).toEqual([
			['company', 'Company'],
			['individual', 'Individual'],
			['non_profit', 'Non-profit'],
		]);
		expect(structuresFor(businessTypesFor(sparse, 'FR'), undefined)).toEqual([]);
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

	it('changing country or type with the same value keeps the structure', () => {
		expect(applyChange(BUSINESS, 'business_type', 'company')['company.structure']).toBe(
			'private_corporation'
		);
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

describe('store answers', () => {
	it('changing a store answer keeps the business answers (and an empty one is unset)', () => {
		const next = applyChange(BUSINESS, 'annual_revenue', 'from_1m_to_20m');
		expect(next).toEqual({ ...BUSINESS, annual_revenue: 'from_1m_to_20m' });
		expect(applyChange(next, 'annual_revenue', '').annual_revenue).toBeUndefined();
	});
});
