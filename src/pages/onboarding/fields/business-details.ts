/**
 * The business-details step's fields (spec 000 §3, §4, §5): the reference data read defensively (business
 * types per country with Puerto Rico as the United States and company first, structures, merchant
 * categories in groups), the country options, the ties between fields, which fields show, and validation.
 */
import { __ } from '@wordpress/i18n';

import {
	errorMessages,
	FIELD_NAMES,
	isObject,
	str,
	type BusinessType,
	type CountryTypes,
	type FieldContext,
	type FieldErrors,
	type FieldName,
	type FieldsData,
	type MccGroup,
	type OnboardingValues,
	type Option,
	type Touched,
} from './shared';
import type { StoreFieldName } from './store-details';

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
