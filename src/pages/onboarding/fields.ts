/**
 * The onboarding wizard's data and rules (spec 000 §3 "Onboarding data", §4 "Wizard", §5): country options,
 * business types per country (Puerto Rico as the United States, company first), structures, merchant
 * categories in groups, initial values, field visibility, validation and the self-assessment payload.
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

export type FieldName = 'country' | 'business_type' | 'company.structure' | 'mcc';

export const FIELD_NAMES: readonly FieldName[] = ['country', 'business_type', 'company.structure', 'mcc'];

export interface OnboardingValues {
	country?: string;
	business_type?: string;
	'company.structure'?: string;
	mcc?: string;
	business_name?: string;
	site?: string;
	/** Store-details step (the partner-hosted path): one of {@link ANNUAL_REVENUE_OPTIONS}. */
	annual_revenue?: string;
	/** Store-details step (the partner-hosted path): one of {@link GO_LIVE_OPTIONS}. */
	go_live_timeframe?: string;
}

export type FieldErrors = Partial<Record<FieldName, string>>;
export type Touched = Partial<Record<FieldName, boolean>>;

export interface Option {
	key: string;
	name: string;
}

export interface BusinessType extends Option {
	description: string;
	structures: Option[];
}

export interface CountryTypes extends Option {
	types: BusinessType[];
}

export interface MccItem {
	id: string;
	title: string;
	keywords: string[];
}

export interface MccGroup {
	id: string;
	title: string;
	items: MccItem[];
}

export interface FieldsData {
	businessTypes: CountryTypes[];
	mccGroups: MccGroup[];
	industryToMcc: Record<string, string>;
}

/** Annual revenue options of the store-details step (spec 000 §3). */
export const ANNUAL_REVENUE_OPTIONS = [
	'less_than_250k',
	'from_250k_to_1m',
	'from_1m_to_20m',
	'from_20m_to_100m',
	'more_than_100m',
] as const;

/** Go-live options of the store-details step (spec 000 §3). */
export const GO_LIVE_OPTIONS = [
	'already_live',
	'within_1month',
	'from_1_to_3months',
	'from_3_to_6months',
	'more_than_6months',
] as const;

/** The fields of the store-details step (the partner-hosted path). */
export type StoreFieldName = 'annual_revenue' | 'go_live_timeframe';

export const STORE_FIELD_NAMES: readonly StoreFieldName[] = ['annual_revenue', 'go_live_timeframe'];

export type StoreErrors = Partial<Record<StoreFieldName, string>>;
export type StoreTouched = Partial<Record<StoreFieldName, boolean>>;

/** The annual revenue choices with their labels, in order. */
export function annualRevenueOptions(): Option[] {
	const labels: Record<(typeof ANNUAL_REVENUE_OPTIONS)[number], string> = {
		less_than_250k: __('Less than $250k', 'woocommerce-payments'),
		from_250k_to_1m: __('$250k – $1M', 'woocommerce-payments'),
		from_1m_to_20m: __('$1M – $20M', 'woocommerce-payments'),
		from_20m_to_100m: __('$20M – $100M', 'woocommerce-payments'),
		more_than_100m: __('More than $100M', 'woocommerce-payments'),
	};
	return ANNUAL_REVENUE_OPTIONS.map((key) => ({ key, name: labels[key] }));
}

/** The go-live choices with their labels, in order. */
export function goLiveOptions(): Option[] {
	const labels: Record<(typeof GO_LIVE_OPTIONS)[number], string> = {
		already_live: __('My store is already live', 'woocommerce-payments'),
		within_1month: __('Within 1 month', 'woocommerce-payments'),
		from_1_to_3months: __('In 1 – 3 months', 'woocommerce-payments'),
		from_3_to_6months: __('In 3 – 6 months', 'woocommerce-payments'),
		more_than_6months: __('In more than 6 months', 'woocommerce-payments'),
	};
	return GO_LIVE_OPTIONS.map((key) => ({ key, name: labels[key] }));
}

/** Validation messages (spec 000 §5). */
export function errorMessages(): Record<FieldName | 'generic', string> {
	return {
		generic: __('Please provide a response', 'woocommerce-payments'),
		country: __('Please provide a country', 'woocommerce-payments'),
		business_type: __('Please provide a business type', 'woocommerce-payments'),
		'company.structure': __('Please provide a response', 'woocommerce-payments'),
		mcc: __('Please provide a type of goods or services', 'woocommerce-payments'),
	};
}

/** Descriptions used when the reference data has none. */
function genericDescription(key: string, country: string): string {
	switch (key) {
		case 'individual':
			return __(
				'Select if you run your own business as an individual and are self-employed',
				'woocommerce-payments'
			);
		case 'company':
			return __(
				'Select if you filed documentation to register your business with a government agency',
				'woocommerce-payments'
			);
		case 'non_profit':
			return country === 'US'
				? __(
						'Select if you have been granted tax-exempt status by the Internal Revenue Service (IRS)',
						'woocommerce-payments'
					)
				: __('Select if you run a non-business entity', 'woocommerce-payments');
		case 'government_entity':
			return __('Select if your business is classed as a government entity', 'woocommerce-payments');
		default:
			return '';
	}
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string {
	return typeof value === 'string' ? value : '';
}

function toOption(value: unknown): Option | null {
	if (!isObject(value) || !str(value.key)) {
		return null;
	}
	return { key: str(value.key), name: str(value.name) || str(value.key) };
}

/**
 * The reference data from `wcpaySettings.onboardingFieldsData`, read defensively: malformed entries are left
 * out; only two levels of categories (groups of items) are kept.
 */
export function parseFieldsData(raw: unknown): FieldsData {
	const data = isObject(raw) ? raw : {};
	const businessTypes: CountryTypes[] = (Array.isArray(data.business_types) ? data.business_types : [])
		.map((country): CountryTypes | null => {
			const base = toOption(country);
			if (!base || !isObject(country)) {
				return null;
			}
			const types = (Array.isArray(country.types) ? country.types : [])
				.map((type): BusinessType | null => {
					const option = toOption(type);
					if (!option || !isObject(type)) {
						return null;
					}
					return {
						...option,
						description: str(type.description) || genericDescription(option.key, base.key),
						structures: (Array.isArray(type.structures) ? type.structures : [])
							.map(toOption)
							.filter((s): s is Option => s !== null && s.key !== 'nil'),
					};
				})
				.filter((t): t is BusinessType => t !== null);
			return { ...base, types };
		})
		.filter((c): c is CountryTypes => c !== null);
	const mccGroups: MccGroup[] = (Array.isArray(data.mccs_display_tree) ? data.mccs_display_tree : [])
		.map((group): MccGroup | null => {
			if (!isObject(group) || !str(group.id) || !Array.isArray(group.items)) {
				return null;
			}
			const items = group.items
				.filter(
					(item): item is Record<string, unknown> => isObject(item) && !item.items && !!str(item.id)
				)
				.map((item) => ({
					id: str(item.id),
					title: str(item.title) || str(item.id),
					keywords: Array.isArray(item.keywords)
						? item.keywords.filter((k): k is string => typeof k === 'string')
						: [],
				}));
			return items.length
				? { id: str(group.id), title: str(group.title) || str(group.id), items }
				: null;
		})
		.filter((g): g is MccGroup => g !== null);
	const industryToMcc: Record<string, string> = {};
	if (isObject(data.industry_to_mcc)) {
		for (const [industry, mcc] of Object.entries(data.industry_to_mcc)) {
			if (typeof mcc === 'string') {
				industryToMcc[industry] = mcc;
			}
		}
	}
	return { businessTypes, mccGroups, industryToMcc };
}

/** Supported countries as options, sorted by name. */
export function countryOptions(available: Readonly<Record<string, string>> | undefined): Option[] {
	return Object.entries(available ?? {})
		.map(([key, name]) => ({ key, name }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

function genericTypes(country: string): BusinessType[] {
	return ['individual', 'company', 'non_profit'].map((key) => ({
		key,
		name:
			key === 'individual'
				? __('Individual', 'woocommerce-payments')
				: key === 'company'
					? __('Company', 'woocommerce-payments')
					: __('Non-profit', 'woocommerce-payments'),
		description: genericDescription(key, country),
		structures: [],
	}));
}

/**
 * The business types of a country, company first. Puerto Rico uses the United States' types; a supported
 * country without its own data gets the generic types. No country → none.
 */
export function businessTypesFor(data: FieldsData, country: string | undefined): BusinessType[] {
	if (!country) {
		return [];
	}
	const key = country === 'PR' ? 'US' : country;
	const found = data.businessTypes.find((c) => c.key === key);
	const types = found && found.types.length ? found.types : genericTypes(key);
	return [...types].sort((a, b) => (a.key === 'company' ? -1 : b.key === 'company' ? 1 : 0));
}

/** The structures of a business type ([] when it has none). */
export function structuresFor(types: BusinessType[], type: string | undefined): Option[] {
	return types.find((t) => t.key === type)?.structures ?? [];
}

/** Every category id of the tree. */
export function mccIds(data: FieldsData): string[] {
	return data.mccGroups.flatMap((g) => g.items.map((i) => i.id));
}

/** The store profile's first industry (a slug, or `{ slug }`), mapped to a category id. */
export function mccFromIndustry(profile: unknown, industryToMcc: Record<string, string>): string | undefined {
	const industries = isObject(profile) && Array.isArray(profile.industry) ? profile.industry : [];
	const first = industries[0];
	const slug = typeof first === 'string' ? first : isObject(first) ? str(first.slug) : '';
	return slug ? industryToMcc[slug] : undefined;
}

export interface InitialContext {
	siteTitle: string;
	homeUrl: string;
	/** WooCommerce's coming-soon settings (`wcSettings.admin.siteVisibilitySettings`). */
	visibility?: Record<string, unknown>;
	country: string;
	availableCountries: Readonly<Record<string, string>>;
	profile?: unknown;
	data: FieldsData;
}

/**
 * The site URL the wizard starts with: the home URL, with the share key appended when the site is in
 * coming-soon mode without a private link.
 */
export function initialSite(homeUrl: string, visibility: Record<string, unknown> | undefined): string {
	const comingSoon = visibility?.woocommerce_coming_soon === 'yes';
	const privateLink = visibility?.woocommerce_private_link === 'yes';
	const shareKey = str(visibility?.woocommerce_share_key);
	if (comingSoon && !privateLink && shareKey && homeUrl) {
		return addQueryArgs(homeUrl, { 'woo-share': shareKey });
	}
	return homeUrl;
}

/** Initial values (spec 000 §3): site title, home URL, connect country, category from the store profile. */
export function initialValues(ctx: InitialContext): OnboardingValues {
	const mcc = mccFromIndustry(ctx.profile, ctx.data.industryToMcc);
	return {
		business_name: ctx.siteTitle || undefined,
		site: initialSite(ctx.homeUrl, ctx.visibility) || undefined,
		country: ctx.country && ctx.availableCountries[ctx.country] ? ctx.country : undefined,
		mcc: mcc && mccIds(ctx.data).includes(mcc) ? mcc : undefined,
	};
}

/**
 * A value change with its ties (spec 000 §4): a new country clears the business type (and with it the
 * structure); a new business type clears the structure.
 */
export function applyChange(
	values: OnboardingValues,
	name: FieldName | StoreFieldName,
	value: string | undefined
): OnboardingValues {
	const next: OnboardingValues = { ...values, [name]: value || undefined };
	if (name === 'country' && value !== values.country) {
		next.business_type = undefined;
		next['company.structure'] = undefined;
	}
	if (name === 'business_type' && value !== values.business_type) {
		next['company.structure'] = undefined;
	}
	return next;
}

export interface FieldContext {
	availableCountries: Readonly<Record<string, string>>;
	data: FieldsData;
}

/**
 * Which fields show (spec 000 §4): business type once a country is chosen; structure only when the type has
 * structures; category (and the terms) once country, type and any needed structure are chosen.
 */
export function visibleFields(
	values: OnboardingValues,
	ctx: FieldContext
): Record<FieldName | 'terms', boolean> {
	const types = businessTypesFor(ctx.data, values.country);
	const structures = structuresFor(types, values.business_type);
	const hasType = Boolean(values.business_type && types.some((t) => t.key === values.business_type));
	const needsStructure = hasType && structures.length > 0;
	const structureDone = !needsStructure || structures.some((s) => s.key === values['company.structure']);
	const showRest = Boolean(values.country) && hasType && structureDone;
	return {
		country: true,
		business_type: Boolean(values.country) && types.length > 0,
		'company.structure': needsStructure,
		mcc: showRest,
		terms: showRest,
	};
}

/** Every field error (spec 000 §5); a field that does not apply has none. */
export function validate(values: OnboardingValues, ctx: FieldContext): FieldErrors {
	const messages = errorMessages();
	const errors: FieldErrors = {};
	const country = values.country;
	if (!country || !ctx.availableCountries[country]) {
		errors.country = messages.country;
	}
	const types = businessTypesFor(ctx.data, country);
	const type = types.find((t) => t.key === values.business_type);
	if (!type) {
		errors.business_type = messages.business_type;
	}
	if (
		type &&
		type.structures.length > 0 &&
		!type.structures.some((s) => s.key === values['company.structure'])
	) {
		errors['company.structure'] = messages['company.structure'];
	}
	if (!values.mcc || !mccIds(ctx.data).includes(values.mcc)) {
		errors.mcc = messages.mcc;
	}
	return errors;
}

/** All fields touched (Continue with errors, spec 000 §4). */
export function touchAll(): Touched {
	return Object.fromEntries(FIELD_NAMES.map((name) => [name, true])) as Touched;
}

/**
 * The store-details step's errors: both choices are required and must be one of their options (spec 000 §5:
 * the generic "Please provide a response").
 */
export function validateStoreDetails(values: OnboardingValues): StoreErrors {
	const message = errorMessages().generic;
	const errors: StoreErrors = {};
	if (!(ANNUAL_REVENUE_OPTIONS as readonly string[]).includes(values.annual_revenue ?? '')) {
		errors.annual_revenue = message;
	}
	if (!(GO_LIVE_OPTIONS as readonly string[]).includes(values.go_live_timeframe ?? '')) {
		errors.go_live_timeframe = message;
	}
	return errors;
}

/** Every store-details field touched (Continue with errors). */
export function touchAllStoreDetails(): StoreTouched {
	return Object.fromEntries(STORE_FIELD_NAMES.map((name) => [name, true])) as StoreTouched;
}

/** The wizard's steps: the normal path is business → embedded; the partner-hosted path adds store → loading. */
export type WizardStep = 'business' | 'embedded' | 'store' | 'loading';

/**
 * The step a wizard action leads to. `fallback` (the embedded verification cannot load) → store details;
 * `continue` moves on only when the current step has no errors; `back` returns (store details → business,
 * loading → store details).
 */
export function nextStep(
	step: WizardStep,
	action: 'continue' | 'back' | 'fallback',
	values: OnboardingValues,
	ctx: FieldContext
): WizardStep {
	switch (action) {
		case 'fallback':
			return step === 'embedded' ? 'store' : step;
		case 'back':
			return step === 'loading' ? 'store' : 'business';
		case 'continue':
			if (step === 'business') {
				return Object.keys(validate(values, ctx)).length === 0 ? 'embedded' : 'business';
			}
			if (step === 'store') {
				return Object.keys(validate(values, ctx)).length === 0 &&
					Object.keys(validateStoreDetails(values)).length === 0
					? 'loading'
					: 'store';
			}
			return step;
	}
}

/** The connect URL flag asking for the partner-hosted verification (the mock's `host/connect.ts`). */
export const HOSTED_FLAG = 'hosted';

/**
 * The connect URL that starts the partner-hosted verification: the self-assessment (nested like the kyc session
 * payload, empty values dropped), `source`, `from`, the capabilities of the query and `hosted=1`.
 */
export function hostedVerificationUrl(
	connectUrl: string,
	values: OnboardingValues,
	args: { source: string; from: string; capabilities?: string }
): string {
	const selfAssessment = toSelfAssessment(values);
	return addQueryArgs(connectUrl, {
		[HOSTED_FLAG]: '1',
		...(Object.keys(selfAssessment).length ? { self_assessment: selfAssessment } : {}),
		source: args.source,
		from: args.from,
		...(args.capabilities ? { capabilities: args.capabilities } : {}),
	});
}

/**
 * The self-assessment of POST /onboarding/kyc/session: dotted names become nested objects and empty values are
 * dropped (`{ 'company.structure': 'x' }` → `{ company: { structure: 'x' } }`).
 */
export function toSelfAssessment(values: OnboardingValues): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(values)) {
		if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
			continue;
		}
		const path = key.split('.');
		let target = out;
		for (const part of path.slice(0, -1)) {
			if (!isObject(target[part])) {
				target[part] = {};
			}
			target = target[part] as Record<string, unknown>;
		}
		target[path[path.length - 1]] = value;
	}
	return out;
}

/**
 * Capabilities from the query (`capabilities=card_payments,klarna_payments`, `id:false` to decline one) as
 * POST /onboarding/kyc/session takes them.
 */
export function parseCapabilities(raw: unknown): Record<string, boolean> {
	const text = Array.isArray(raw) ? raw[0] : raw;
	const out: Record<string, boolean> = {};
	if (typeof text !== 'string') {
		return out;
	}
	for (const part of text.split(',')) {
		const match = /^\s*([a-z0-9_]{1,64})(?::(true|false))?\s*$/.exec(part);
		if (match) {
			out[match[1]] = match[2] !== 'false';
		}
	}
	return out;
}
