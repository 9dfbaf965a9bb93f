/**
 * The store-details step's fields (the partner-hosted path, spec 000 §3, §5): the annual revenue and
 * go-live options with their labels, and their validation (both required, generic message).
 */
import { __ } from '@wordpress/i18n';

import { errorMessages, type OnboardingValues, type Option } from './shared';

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
