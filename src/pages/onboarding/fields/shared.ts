/**
 * What the onboarding wizard's steps share (spec 000 §3 "Onboarding data", §5): the field names, values,
 * errors and reference-data types, the validation messages, the kyc self-assessment payload built from the
 * values, and the capabilities read from the query.
 */
import { __ } from '@wordpress/i18n';

export type FieldName = 'country' | 'business_type' | 'company.structure' | 'mcc';

export const FIELD_NAMES: readonly FieldName[] = ['country', 'business_type', 'company.structure', 'mcc'];

export interface OnboardingValues {
	country?: string;
	business_type?: string;
	'company.structure'?: string;
	mcc?: string;
	business_name?: string;
	site?: string;
	/** Store-details step (the partner-hosted path): one of `ANNUAL_REVENUE_OPTIONS` (./store-details). */
	annual_revenue?: string;
	/** Store-details step (the partner-hosted path): one of `GO_LIVE_OPTIONS` (./store-details). */
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

export interface FieldContext {
	availableCountries: Readonly<Record<string, string>>;
	data: FieldsData;
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

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a string, '' otherwise. */
export function str(value: unknown): string {
	return typeof value === 'string' ? value : '';
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
