/**
 * Validation of the stored fraud rules (`advanced_fraud_protection_settings`, spec 000 §3 "Stored rule"): a
 * list (or null) of at most one rule per filter, each `{ key, outcome, check }` with exactly the check shape of
 * its filter (src/data/settings/types.ts `FraudSingleCheck`). Anything else is refused with a reason, so the
 * settings route answers 400 `rest_invalid_param` and changes nothing.
 */
import { FRAUD_FILTER_KEYS, type FraudFilterKey } from '../../src/data/settings/types';
import { isPlainObject } from '../util/json';

type Check = Record<string, unknown>;

const COUNTRY_LIST = /^[a-z]{2}(\|[a-z]{2})*$/;
const AMOUNT = /^([1-9][0-9]{0,11})\|([a-z]{3})$/;

/** The fixed check of a yes/no filter. */
const FIXED: Partial<Record<FraudFilterKey, { key: string; value: boolean }>> = {
	avs_verification: { key: 'avs_mismatch', value: true },
	address_mismatch: { key: 'billing_shipping_address_same', value: false },
	ip_address_mismatch: { key: 'ip_billing_country_same', value: false },
};

function hasOnly(object: Check, keys: readonly string[]): boolean {
	return Object.keys(object).every((key) => keys.includes(key));
}

function fixedReason(check: unknown, expected: { key: string; value: boolean }): string | null {
	const shape = `{ key: "${expected.key}", operator: "equals", value: ${expected.value} }`;
	return isPlainObject(check) &&
		hasOnly(check, ['key', 'operator', 'value']) &&
		check.key === expected.key &&
		check.operator === 'equals' &&
		check.value === expected.value
		? null
		: `the check must be ${shape}`;
}

function countryReason(check: unknown): string | null {
	if (
		!isPlainObject(check) ||
		!hasOnly(check, ['key', 'operator', 'value']) ||
		check.key !== 'ip_country' ||
		(check.operator !== 'in' && check.operator !== 'not_in')
	) {
		return 'the check must be { key: "ip_country", operator: "in" or "not_in", value }';
	}
	if (typeof check.value !== 'string' || !COUNTRY_LIST.test(check.value)) {
		return 'the value must be lower-case two-letter country codes joined by "|"';
	}
	const codes = check.value.split('|');
	return new Set(codes).size === codes.length ? null : 'the value lists a country twice';
}

/** A bound's value as a number (items: a positive integer; amounts: cents of `'<cents>|<currency>'`). */
function boundValue(value: unknown, amounts: boolean): { n: number; currency?: string } | null {
	if (amounts) {
		const match = typeof value === 'string' ? AMOUNT.exec(value) : null;
		return match ? { n: Number(match[1]), currency: match[2] } : null;
	}
	return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000
		? { n: value }
		: null;
}

function thresholdReason(check: unknown, key: 'item_count' | 'order_total'): string | null {
	const amounts = key === 'order_total';
	const valueText = amounts
		? 'a value "<cents>|<currency>" (cents above 0, lower-case currency code)'
		: 'an integer value of at least 1';
	const bound = (item: unknown, operator: string) =>
		isPlainObject(item) &&
		hasOnly(item, ['key', 'operator', 'value']) &&
		item.key === key &&
		item.operator === operator
			? boundValue(item.value, amounts)
			: null;
	if (isPlainObject(check) && check.operator === 'or') {
		const checks = check.checks;
		if (!hasOnly(check, ['operator', 'checks']) || !Array.isArray(checks) || checks.length !== 2) {
			return `an "or" check must list exactly the lower bound (less_than) and the upper bound (greater_than) of ${key}`;
		}
		const lower = bound(checks[0], 'less_than');
		const upper = bound(checks[1], 'greater_than');
		if (!lower || !upper) {
			return `the bounds must be ${key} less_than then greater_than, each with ${valueText}`;
		}
		if (lower.currency !== upper.currency) {
			return 'both bounds must use the same currency';
		}
		if (amounts ? upper.n <= lower.n : upper.n < lower.n) {
			return amounts
				? 'the maximum purchase price must be greater than the minimum'
				: 'the maximum item count must not be below the minimum';
		}
		return null;
	}
	const operator = isPlainObject(check) ? check.operator : undefined;
	if ((operator !== 'less_than' && operator !== 'greater_than') || !bound(check, operator as string)) {
		return `the check must be ${key} less_than or greater_than with ${valueText}, or an "or" of both`;
	}
	return null;
}

function checkReason(key: FraudFilterKey, check: unknown): string | null {
	const fixed = FIXED[key];
	if (fixed) {
		return fixedReason(check, fixed);
	}
	switch (key) {
		case 'international_ip_address':
			return countryReason(check);
		case 'order_items_threshold':
			return thresholdReason(check, 'item_count');
		default:
			return thresholdReason(check, 'order_total');
	}
}

function isFilterKey(value: unknown): value is FraudFilterKey {
	return typeof value === 'string' && (FRAUD_FILTER_KEYS as readonly string[]).includes(value);
}

/** Why `value` is not a valid list of stored fraud rules (null when it is, or when it is null). */
export function fraudRulesReason(value: unknown, field: string): string | null {
	if (value === null) {
		return null;
	}
	if (!Array.isArray(value)) {
		return `${field} is not of type array or null.`;
	}
	const seen = new Set<string>();
	for (const [index, rule] of value.entries()) {
		const at = `${field}[${index}]`;
		if (!isPlainObject(rule)) {
			return `${at} is not an object.`;
		}
		if (!hasOnly(rule, ['key', 'outcome', 'check'])) {
			return `${at} has keys other than key, outcome and check.`;
		}
		if (!isFilterKey(rule.key)) {
			return `${at}.key is not one of ${FRAUD_FILTER_KEYS.join(', ')}.`;
		}
		if (seen.has(rule.key)) {
			return `${at}.key "${rule.key}" appears twice.`;
		}
		seen.add(rule.key);
		if (rule.outcome !== 'review' && rule.outcome !== 'block') {
			return `${at}.outcome is not one of review and block.`;
		}
		const reason = checkReason(rule.key, rule.check);
		if (reason) {
			return `${at}.check is invalid for ${rule.key}: ${reason}.`;
		}
	}
	return null;
}
