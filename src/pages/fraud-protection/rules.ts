/**
 * The fraud protection form and its two translations (spec 000 §3): stored rules → form (`readRules`) and
 * form → stored rules (`writeRules`), plus the comparison the Save button and the leave-page warning use.
 * Pure functions of the form and the page's environment (review flag, AVS default, selling locations,
 * store currency), so they are unit-tested without a page.
 */
import type {
	FraudCheck,
	FraudFilterKey,
	FraudRule,
	FraudRuleOutcome,
	FraudSingleCheck,
} from '../../data/settings/types';

/** One filter as the form holds it: on or off, and whether a match blocks (else holds for review). */
export interface FilterState {
	enabled: boolean;
	block: boolean;
}

/** The purchase price filter: amounts as typed (major units; '' means no limit). */
export interface PriceFilterState extends FilterState {
	min_amount: string;
	max_amount: string;
}

/** The order items filter: counts as typed ('' means no limit). */
export interface ItemsFilterState extends FilterState {
	min_items: string;
	max_items: string;
}

export interface FraudForm {
	avs_verification: FilterState;
	international_ip_address: FilterState;
	ip_address_mismatch: FilterState;
	address_mismatch: FilterState;
	purchase_price_threshold: PriceFilterState;
	order_items_threshold: ItemsFilterState;
}

/** WooCommerce's selling locations: all countries, all except some, or specific ones. */
export interface SellingLocations {
	type: 'all' | 'all_except' | 'specific';
	/** Upper-case codes: the excluded ones ('all_except') or the allowed ones ('specific'). */
	countries: string[];
}

/** What the page reads besides the settings object. */
export interface FraudEnvironment {
	/** The review feature flag: without it every rule blocks and no choice is shown. */
	isReviewActive: boolean;
	/** The account's decline-on-AVS-failure setting: the AVS filter's default. */
	declineOnAVSFailure: boolean;
	selling: SellingLocations;
	/** Lower-case store currency of the stored amounts (default usd). */
	currency: string;
}

/**
 * Whether the store sells to every country (the International IP Address filter is then disabled): all
 * countries, all except none, or — nothing to compare with — specific countries with none listed.
 */
export function sellsToAllCountries(selling: SellingLocations): boolean {
	return selling.type === 'all' || selling.countries.length === 0;
}

/** A number typed in a limit field: 0 for blank, zero or unreadable (no limit). */
export function limitValue(text: string): number {
	const value = Number.parseFloat(text);
	return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Major units → `'<cents>|<currency>'` (spec 000 §9: amounts ×100). */
export function toStoredAmount(text: string, currency: string): string {
	return `${Math.round(limitValue(text) * 100)}|${currency}`;
}

/** `'<cents>|<currency>'` → major units as the form shows them ('' when unreadable). */
export function fromStoredAmount(value: unknown): string {
	const cents = Number.parseInt(String(value ?? '').split('|')[0] ?? '', 10);
	return Number.isFinite(cents) && cents > 0 ? String(cents / 100) : '';
}

function defaultFilter(env: FraudEnvironment): FilterState {
	return { enabled: false, block: !env.isReviewActive };
}

/** The form of a store that never configured its rules (or of the rules left out). */
export function defaultForm(env: FraudEnvironment): FraudForm {
	return {
		avs_verification: {
			enabled: env.declineOnAVSFailure,
			block: env.declineOnAVSFailure || !env.isReviewActive,
		},
		international_ip_address: defaultFilter(env),
		ip_address_mismatch: defaultFilter(env),
		address_mismatch: defaultFilter(env),
		purchase_price_threshold: { ...defaultFilter(env), min_amount: '', max_amount: '' },
		order_items_threshold: { ...defaultFilter(env), min_items: '', max_items: '' },
	};
}

function isSingle(check: FraudCheck | undefined | null): check is FraudSingleCheck {
	return check !== null && check !== undefined && 'key' in check;
}

/** The value of the check with this key and operator, in a single check or an "or" of checks. */
function findValue(check: FraudCheck | undefined | null, key: string, operator: string): unknown {
	if (!check) {
		return undefined;
	}
	if (isSingle(check)) {
		return check.key === key && check.operator === operator ? check.value : undefined;
	}
	for (const child of check.checks ?? []) {
		const value = findValue(child, key, operator);
		if (value !== undefined) {
			return value;
		}
	}
	return undefined;
}

function countText(value: unknown): string {
	return typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : '';
}

/**
 * Stored rules → form. Never configured (null): the defaults, with the AVS filter as the account's
 * decline-on-AVS-failure setting. Otherwise a filter is on exactly when it has a rule. Without the review
 * flag every filter blocks; the International IP Address filter is off while the store sells everywhere.
 */
export function readRules(rules: FraudRule[] | null | undefined, env: FraudEnvironment): FraudForm {
	const form = defaultForm(env);
	if (rules === null || rules === undefined) {
		return finish(form, env);
	}
	form.avs_verification = defaultFilter(env);
	for (const rule of rules) {
		const state: FilterState = {
			enabled: true,
			block: !env.isReviewActive || rule.outcome === 'block',
		};
		switch (rule.key) {
			case 'purchase_price_threshold':
				form.purchase_price_threshold = {
					...state,
					min_amount: fromStoredAmount(findValue(rule.check, 'order_total', 'less_than')),
					max_amount: fromStoredAmount(findValue(rule.check, 'order_total', 'greater_than')),
				};
				break;
			case 'order_items_threshold':
				form.order_items_threshold = {
					...state,
					min_items: countText(findValue(rule.check, 'item_count', 'less_than')),
					max_items: countText(findValue(rule.check, 'item_count', 'greater_than')),
				};
				break;
			case 'avs_verification':
			case 'international_ip_address':
			case 'ip_address_mismatch':
			case 'address_mismatch':
				form[rule.key] = state;
				break;
		}
	}
	return finish(form, env);
}

function finish(form: FraudForm, env: FraudEnvironment): FraudForm {
	if (sellsToAllCountries(env.selling)) {
		form.international_ip_address = { ...form.international_ip_address, enabled: false };
	}
	return form;
}

function bounds(
	key: 'order_total' | 'item_count',
	min: string | number | null,
	max: string | number | null
): FraudCheck | null {
	const lower: FraudSingleCheck | null = min === null ? null : { key, operator: 'less_than', value: min };
	const upper: FraudSingleCheck | null =
		max === null ? null : { key, operator: 'greater_than', value: max };
	if (lower && upper) {
		return { operator: 'or', checks: [lower, upper] };
	}
	return lower ?? upper;
}

function checkOf(key: FraudFilterKey, form: FraudForm, env: FraudEnvironment): FraudCheck | null {
	switch (key) {
		case 'avs_verification':
			return { key: 'avs_mismatch', operator: 'equals', value: true };
		case 'address_mismatch':
			return { key: 'billing_shipping_address_same', operator: 'equals', value: false };
		case 'ip_address_mismatch':
			return { key: 'ip_billing_country_same', operator: 'equals', value: false };
		case 'international_ip_address':
			// The rule matches the failure: outside the allowed list, or inside the excluded one.
			return sellsToAllCountries(env.selling)
				? null
				: {
						key: 'ip_country',
						operator: env.selling.type === 'specific' ? 'not_in' : 'in',
						value: env.selling.countries.join('|').toLowerCase(),
					};
		case 'purchase_price_threshold': {
			const { min_amount: min, max_amount: max } = form.purchase_price_threshold;
			return bounds(
				'order_total',
				limitValue(min) ? toStoredAmount(min, env.currency) : null,
				limitValue(max) ? toStoredAmount(max, env.currency) : null
			);
		}
		case 'order_items_threshold': {
			const min = Number.parseInt(form.order_items_threshold.min_items, 10);
			const max = Number.parseInt(form.order_items_threshold.max_items, 10);
			return bounds('item_count', min > 0 ? min : null, max > 0 ? max : null);
		}
	}
}

/** The filters in the page's card order (CVC verification is the account's, not a stored rule). */
export const FORM_FILTERS: readonly FraudFilterKey[] = [
	'avs_verification',
	'international_ip_address',
	'ip_address_mismatch',
	'address_mismatch',
	'purchase_price_threshold',
	'order_items_threshold',
];

/** Form → stored rules: one rule per enabled filter that has something to check, in card order. */
export function writeRules(form: FraudForm, env: FraudEnvironment): FraudRule[] {
	const rules: FraudRule[] = [];
	for (const key of FORM_FILTERS) {
		if (!form[key].enabled) {
			continue;
		}
		const check = checkOf(key, form, env);
		if (check) {
			const outcome: FraudRuleOutcome = !env.isReviewActive || form[key].block ? 'block' : 'review';
			rules.push({ key, outcome, check });
		}
	}
	return rules;
}

/** Whether any filter is on (the protection level follows it, spec 000 §4). */
export function anyFilterEnabled(form: FraudForm): boolean {
	return FORM_FILTERS.some((key) => form[key].enabled);
}

/**
 * What the merchant can see of the form, for "changed?": a filter that is off is just off, the action
 * counts only with the review flag, limits only while their filter is on.
 */
function visible(form: FraudForm, env: FraudEnvironment): unknown[] {
	return FORM_FILTERS.map((key) => {
		const state = form[key];
		if (!state.enabled) {
			return false;
		}
		const limits =
			key === 'purchase_price_threshold'
				? [form.purchase_price_threshold.min_amount, form.purchase_price_threshold.max_amount]
				: key === 'order_items_threshold'
					? [form.order_items_threshold.min_items, form.order_items_threshold.max_items]
					: [];
		return [env.isReviewActive ? state.block : true, ...limits];
	});
}

/** Whether the form differs from what was loaded or last saved. */
export function isFormChanged(form: FraudForm, saved: FraudForm, env: FraudEnvironment): boolean {
	return JSON.stringify(visible(form, env)) !== JSON.stringify(visible(saved, env));
}
