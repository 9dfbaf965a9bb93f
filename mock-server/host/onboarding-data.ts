/**
 * Reference data of the onboarding wizard (spec 000 §3 "Onboarding data"), handed to the page as
 * `wcpaySettings.onboardingFieldsData` on the onboarding screens and used by the REST handlers to validate a
 * self-assessment: business types per country (with descriptions and company structures), merchant
 * categories (MCCs) in groups, and the store-profile industry → MCC map.
 *
 * A realistic subset: eleven countries, 42 categories in nine groups. Countries the payments provider supports
 * but that are not listed here get the generic types (no structures), as the client does.
 */
import { connectCountries } from './reference-data';

export interface Structure {
	key: string;
	name: string;
}

export interface BusinessType {
	key: string;
	name: string;
	description: string;
	structures: Structure[];
}

export interface CountryBusinessTypes {
	key: string;
	name: string;
	types: BusinessType[];
}

export interface MccItem {
	id: string;
	type: 'option';
	title: string;
	keywords: string[];
}

export interface MccGroup {
	id: string;
	type: 'group';
	title: string;
	items: MccItem[];
}

export interface OnboardingFieldsData {
	business_types: CountryBusinessTypes[];
	mccs_display_tree: MccGroup[];
	industry_to_mcc: Record<string, string>;
}

const DESCRIPTIONS = {
	individual: 'Select if you run your own business as an individual and are self-employed',
	company: 'Select if you filed documentation to register your business with a government agency',
	non_profit: 'Select if you run a non-business entity',
	non_profit_us: 'Select if you have been granted tax-exempt status by the Internal Revenue Service (IRS)',
	government_entity: 'Select if your business is classed as a government entity',
};

const s = (key: string, name: string): Structure => ({ key, name });

const individual: BusinessType = {
	key: 'individual',
	name: 'Individual',
	description: DESCRIPTIONS.individual,
	structures: [],
};

function company(structures: Structure[]): BusinessType {
	return { key: 'company', name: 'Company', description: DESCRIPTIONS.company, structures };
}

function nonProfit(structures: Structure[] = [], description = DESCRIPTIONS.non_profit): BusinessType {
	return { key: 'non_profit', name: 'Non-profit', description, structures };
}

const EU_COMPANY = [
	s('private_company', 'Private company'),
	s('public_company', 'Public company'),
	s('private_partnership', 'Private partnership'),
];

/** Types in the order the provider lists them (individual first): the client puts company first. */
const TYPES_BY_COUNTRY: Record<string, BusinessType[]> = {
	US: [
		individual,
		company([
			s('sole_proprietorship', 'Single-member LLC'),
			s('multi_member_llc', 'Multi-member LLC'),
			s('private_partnership', 'Private partnership'),
			s('private_corporation', 'Private corporation'),
			s('public_corporation', 'Public corporation'),
			s('unincorporated_association', 'Unincorporated association'),
		]),
		nonProfit(
			[
				s('incorporated_non_profit', 'Incorporated non-profit'),
				s('unincorporated_non_profit', 'Unincorporated non-profit'),
			],
			DESCRIPTIONS.non_profit_us
		),
		{
			key: 'government_entity',
			name: 'Government entity',
			description: DESCRIPTIONS.government_entity,
			structures: [
				s('governmental_unit', 'Governmental unit'),
				s('government_instrumentality', 'Government instrumentality'),
				s('tax_exempt_government_instrumentality', 'Tax-exempt government instrumentality'),
			],
		},
	],
	CA: [
		individual,
		company([
			s('private_corporation', 'Private corporation'),
			s('public_corporation', 'Public corporation'),
		]),
		nonProfit(),
	],
	GB: [
		individual,
		company([
			s('private_company', 'Private limited company'),
			s('public_company', 'Public limited company'),
			s('private_partnership', 'Limited liability partnership'),
		]),
		nonProfit(),
	],
	DE: [individual, company(EU_COMPANY), nonProfit()],
	FR: [individual, company(EU_COMPANY), nonProfit()],
	ES: [individual, company(EU_COMPANY), nonProfit()],
	IT: [individual, company(EU_COMPANY), nonProfit()],
	NL: [individual, company(EU_COMPANY), nonProfit()],
	IE: [individual, company(EU_COMPANY), nonProfit()],
	AU: [
		individual,
		company([
			s('private_company', 'Proprietary company'),
			s('public_company', 'Public company'),
			s('private_partnership', 'Partnership'),
		]),
		nonProfit(),
	],
	// A company without structures: the structure field stays hidden for it.
	JP: [individual, company([]), nonProfit()],
};

const item = (group: string, key: string, title: string, keywords: string[] = []): MccItem => ({
	id: `${group}__${key}`,
	type: 'option',
	title,
	keywords,
});

function group(id: string, title: string, items: Array<[string, string, string[]?]>): MccGroup {
	return { id, type: 'group', title, items: items.map(([key, name, words]) => item(id, key, name, words)) };
}

const MCC_TREE: MccGroup[] = [
	group('most_popular', 'Most popular', [
		['software_services', 'Software services', ['saas', 'apps', 'web development']],
		['clothing_and_apparel', 'Clothing and accessories', ['fashion', 'shoes', 'apparel']],
		['beauty_and_personal_care', 'Beauty and personal care', ['cosmetics', 'skincare', 'salon']],
		['ticketing_and_events', 'Ticketing and events', ['concerts', 'tickets', 'festivals']],
		['convenience_stores', 'Convenience stores', ['corner shop', 'general store']],
	]),
	group('retail', 'Retail', [
		['home_goods', 'Home goods and furniture', ['furniture', 'decor', 'garden']],
		['electronics', 'Electronics and computers', ['computers', 'phones', 'gadgets']],
		['bookstores', 'Bookstores', ['books', 'magazines']],
		['jewelry', 'Jewelry and watches', ['rings', 'watches']],
		['sporting_goods', 'Sporting goods', ['sports', 'outdoor', 'fitness equipment']],
		['toys_and_games', 'Toys and games', ['toys', 'board games', 'hobby']],
		['pet_supplies', 'Pet supplies', ['pets', 'animals', 'pet food']],
		['arts_and_crafts', 'Arts and crafts', ['art supplies', 'handmade', 'crafts']],
		['florists', 'Florists', ['flowers', 'plants']],
	]),
	group('digital_products', 'Digital products', [
		['books', 'Books', ['ebooks', 'audiobooks']],
		['games', 'Games', ['video games', 'in-game items']],
		['music_or_other_media', 'Music or other media', ['music', 'video', 'streaming']],
		['software', 'Software', ['downloads', 'plugins', 'themes']],
		['other_digital_goods', 'Other digital goods', ['digital downloads', 'templates']],
	]),
	group('food_and_drink', 'Food and drink', [
		['restaurants', 'Restaurants and takeaways', ['cafe', 'delivery', 'bar']],
		['grocery_stores', 'Grocery stores', ['food', 'supermarket']],
		['caterers', 'Caterers', ['catering', 'events']],
		['specialty_food', 'Specialty food and drink', ['coffee', 'tea', 'bakery', 'wine']],
	]),
	group('professional_services', 'Professional services', [
		['consulting', 'Consulting', ['business services', 'advisory']],
		['legal_services', 'Legal services', ['lawyer', 'attorney']],
		['accounting', 'Accounting and bookkeeping', ['tax preparation', 'bookkeeping']],
		['marketing', 'Marketing and advertising', ['agency', 'advertising', 'seo']],
		['photography', 'Photography', ['photographer', 'studio']],
	]),
	group('education', 'Education', [
		['online_courses', 'Online courses', ['e-learning', 'classes', 'workshops']],
		['schools', 'Schools and colleges', ['university', 'school']],
		['tutoring', 'Tutoring and coaching', ['tutor', 'lessons', 'coaching']],
	]),
	group('health_and_wellness', 'Health and wellness', [
		['fitness', 'Gyms and fitness studios', ['gym', 'yoga', 'personal trainer']],
		['medical_services', 'Medical services', ['doctor', 'clinic', 'dentist']],
		['supplements', 'Vitamins and supplements', ['nutrition', 'health food']],
	]),
	group('home_services', 'Home and repair services', [
		['cleaning', 'Cleaning services', ['cleaner', 'housekeeping']],
		['repair', 'Repair and maintenance', ['plumber', 'electrician', 'handyman']],
		['landscaping', 'Landscaping and gardening', ['gardener', 'lawn care']],
		['moving', 'Moving and storage', ['movers', 'storage']],
	]),
	group('memberships', 'Memberships and organizations', [
		['clubs', 'Clubs and associations', ['membership', 'club']],
		['charities', 'Charities', ['donations', 'non-profit', 'fundraising']],
		['religious_organizations', 'Religious organizations', ['church', 'temple', 'mosque']],
		['subscriptions', 'Subscription boxes', ['subscription', 'box']],
	]),
];

/** WooCommerce store-profile industries → the category the wizard starts with. */
const INDUSTRY_TO_MCC: Record<string, string> = {
	clothing_and_accessories: 'most_popular__clothing_and_apparel',
	health_and_beauty: 'most_popular__beauty_and_personal_care',
	food_and_drink: 'food_and_drink__specialty_food',
	home_furniture_and_garden: 'retail__home_goods',
	education_and_learning: 'education__online_courses',
	electronics_and_computers: 'retail__electronics',
	arts_and_crafts: 'retail__arts_and_crafts',
	sports_and_recreation: 'retail__sporting_goods',
};

/** The generic types of a supported country without its own data. */
function genericTypes(): BusinessType[] {
	return [individual, company([]), nonProfit()];
}

/** Everything `wcpaySettings.onboardingFieldsData` holds. */
export function onboardingFieldsData(): OnboardingFieldsData {
	const names = connectCountries();
	return {
		business_types: Object.keys(TYPES_BY_COUNTRY).map((key) => ({
			key,
			name: names[key] ?? key,
			types: TYPES_BY_COUNTRY[key].map((t) => ({ ...t, structures: [...t.structures] })),
		})),
		mccs_display_tree: MCC_TREE.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i })) })),
		industry_to_mcc: { ...INDUSTRY_TO_MCC },
	};
}

/** Business types of a supported country; Puerto Rico is treated as the United States. */
export function businessTypesFor(country: string): BusinessType[] {
	const key = country === 'PR' ? 'US' : country;
	return TYPES_BY_COUNTRY[key] ?? genericTypes();
}

/** Whether a category id is one of the tree's items. */
export function isKnownMcc(id: string): boolean {
	return MCC_TREE.some((g) => g.items.some((i) => i.id === id));
}
