/**
 * Stored fraud rules in the exact shape of spec 000 §3, built per filter, for the tests that compare what the
 * fraud protection page writes or the mock server keeps (unit, integration and browser tests alike).
 */
import type { FraudCheck, FraudRule, FraudSingleCheck } from '../../src/data/settings/types';

type Outcome = 'block' | 'review';

/** A lower-bound / upper-bound check pair, as one check or an "or" of both. */
function range(
	key: 'order_total' | 'item_count',
	min: string | number | undefined,
	max: string | number | undefined
): FraudCheck {
	const checks: FraudSingleCheck[] = [
		...(min !== undefined ? [{ key, operator: 'less_than' as const, value: min }] : []),
		...(max !== undefined ? [{ key, operator: 'greater_than' as const, value: max }] : []),
	];
	return checks.length === 1 ? checks[0] : { operator: 'or', checks };
}

/** One builder per filter. */
export const storedRule = {
	avs: (outcome: Outcome): FraudRule => ({
		key: 'avs_verification',
		outcome,
		check: { key: 'avs_mismatch', operator: 'equals', value: true },
	}),
	internationalIp: (outcome: Outcome, operator: 'in' | 'not_in', countries: string): FraudRule => ({
		key: 'international_ip_address',
		outcome,
		check: { key: 'ip_country', operator, value: countries },
	}),
	ipMismatch: (outcome: Outcome): FraudRule => ({
		key: 'ip_address_mismatch',
		outcome,
		check: { key: 'ip_billing_country_same', operator: 'equals', value: false },
	}),
	addressMismatch: (outcome: Outcome): FraudRule => ({
		key: 'address_mismatch',
		outcome,
		check: { key: 'billing_shipping_address_same', operator: 'equals', value: false },
	}),
	/** Amounts as stored: cents, a pipe and the currency ('1050|usd'). */
	price: (outcome: Outcome, min?: string, max?: string): FraudRule => ({
		key: 'purchase_price_threshold',
		outcome,
		check: range('order_total', min, max),
	}),
	items: (outcome: Outcome, min?: number, max?: number): FraudRule => ({
		key: 'order_items_threshold',
		outcome,
		check: range('item_count', min, max),
	}),
};
