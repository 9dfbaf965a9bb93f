/**
 * The fraud protection page's rules before a save (spec 000 §4, §5): the limit inputs' accepted characters,
 * the range checks of the two threshold filters with their catalogue messages, the inline warnings, and the
 * protection level a save sets (or the refusal when no filter is on and the level is already basic).
 */
import { __ } from '@wordpress/i18n';

import type { FraudProtectionLevel } from '../../data/settings/types';
import { anyFilterEnabled, limitValue, type FraudForm } from './rules';

/** Purchase price input: digits with at most one decimal point (anything else typed is not taken). */
export function isPriceInput(text: string): boolean {
	return /^\d*\.?\d*$/.test(text);
}

/** Order items input: digits only. */
export function isItemsInput(text: string): boolean {
	return /^\d*$/.test(text);
}

/** Keys the items inputs ignore (a number input would otherwise take them). */
export function isBlockedItemsKey(key: string): boolean {
	return /^[+\-.,e]$/.test(key);
}

function count(text: string): number {
	const value = Number.parseInt(text, 10);
	return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The price filter is on and has neither limit (its inline warning). */
export function isPriceRangeMissing(form: FraudForm): boolean {
	const { min_amount: min, max_amount: max } = form.purchase_price_threshold;
	return !limitValue(min) && !limitValue(max);
}

/** The items filter is on and has neither limit (its inline warning). */
export function isItemRangeMissing(form: FraudForm): boolean {
	const { min_items: min, max_items: max } = form.order_items_threshold;
	return !count(min) && !count(max);
}

/** Why the form cannot be saved (the first reason, in card order), or null. */
export function validateFraudForm(form: FraudForm): string | null {
	const price = form.purchase_price_threshold;
	if (price.enabled) {
		if (isPriceRangeMissing(form)) {
			return __(
				'A price range must be set for the "Purchase Price threshold" filter.',
				'woocommerce-payments'
			);
		}
		const min = limitValue(price.min_amount);
		const max = limitValue(price.max_amount);
		if (min && max && max <= min) {
			return __(
				'Maximum purchase price must be greater than the minimum purchase price.',
				'woocommerce-payments'
			);
		}
	}
	const items = form.order_items_threshold;
	if (items.enabled) {
		if (isItemRangeMissing(form)) {
			return __(
				'An item range must be set for the "Order Item Threshold" filter.',
				'woocommerce-payments'
			);
		}
		const min = count(items.min_items);
		const max = count(items.max_items);
		if (min && max && min > max) {
			return __(
				'Maximum item count must be greater than the minimum item count on the "Order Item Threshold" rule.',
				'woocommerce-payments'
			);
		}
	}
	return null;
}

/**
 * The protection level a save sets: advanced when a filter is on; basic when none is on and the level was
 * advanced; null (refused) when none is on and the level is already basic.
 */
export function levelForSave(form: FraudForm, current: FraudProtectionLevel): FraudProtectionLevel | null {
	if (anyFilterEnabled(form)) {
		return 'advanced';
	}
	return current === 'basic' ? null : 'basic';
}

/** The catalogue's refusal when no filter is on at the basic level. */
export function noFilterMessage(): string {
	return __(
		'At least one risk filter needs to be enabled for advanced protection.',
		'woocommerce-payments'
	);
}
