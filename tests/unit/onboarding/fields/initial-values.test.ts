/**
 * The values the onboarding wizard starts with (spec 000 §3): site title, home URL (with a coming-soon share
 * key), connect country and the category of the store's industry.
 */
import { initialSite, initialValues, mccFromIndustry } from '../../../../src/pages/onboarding/fields';
import { data } from './fixtures';

const availableCountries = {
	US: 'United States (US)',
	PR: 'Puerto Rico',
	GB: 'United Kingdom (UK)',
	JP: 'Japan',
	AT: 'Austria',
	DE: 'Germany',
};

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

	it.each(['constructor', 'toString', '__proto__'])(
		'leaves out a country named like an object member (%s)',
		(country) => {
			expect(
				initialValues({ siteTitle: '', homeUrl: '', country, availableCountries, data }).country
			).toBeUndefined();
		}
	);

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

	it('leaves out an empty home URL and a category the tree does not have', () => {
		expect(
			initialValues({
				siteTitle: 'My shop',
				homeUrl: '',
				country: 'US',
				availableCountries,
				profile: { industry: ['food_and_drink'] },
				data: { ...data, industryToMcc: { food_and_drink: 'not_in_the_tree' } },
			})
		).toEqual({ business_name: 'My shop', site: undefined, country: 'US', mcc: undefined });
	});

	it('keeps the home URL in coming-soon mode without a share key', () => {
		expect(initialSite('https://shop.example/', { woocommerce_coming_soon: 'yes' })).toBe(
			'https://shop.example/'
		);
		expect(initialSite('', { woocommerce_coming_soon: 'yes', woocommerce_share_key: 'k1' })).toBe('');
	});
});
