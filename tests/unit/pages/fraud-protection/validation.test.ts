/**
 * The fraud protection page's rules before a save (spec 000 §4, §5): the inputs' accepted characters, each
 * validation message of the catalogue, and the protection level a save sets (or refuses).
 */
import { defaultForm, type FraudForm } from '../../../../src/pages/fraud-protection/rules';
import {
	isBlockedItemsKey,
	isItemsInput,
	isPriceInput,
	levelForSave,
	noFilterMessage,
	validateFraudForm,
} from '../../../../src/pages/fraud-protection/validation';
import { isVersionAtLeast } from '../../../../src/pages/fraud-protection/environment';

const base = (): FraudForm =>
	defaultForm({
		isReviewActive: true,
		declineOnAVSFailure: false,
		selling: { type: 'all', countries: [] },
		currency: 'usd',
	});

function withPrice(min: string, max: string): FraudForm {
	return {
		...base(),
		purchase_price_threshold: { enabled: true, block: true, min_amount: min, max_amount: max },
	};
}

function withItems(min: string, max: string): FraudForm {
	return {
		...base(),
		order_items_threshold: { enabled: true, block: true, min_items: min, max_items: max },
	};
}

describe('inputs', () => {
	it('takes digits and one decimal point for prices', () => {
		expect(isPriceInput('12.50')).toBe(true);
		expect(isPriceInput('')).toBe(true);
		expect(isPriceInput('.5')).toBe(true);
		expect(isPriceInput('1.2.3')).toBe(false);
		expect(isPriceInput('1,5')).toBe(false);
		expect(isPriceInput('-1')).toBe(false);
		expect(isPriceInput('1e3')).toBe(false);
	});

	it('takes integers only for items and ignores + - . , e keys', () => {
		expect(isItemsInput('12')).toBe(true);
		expect(isItemsInput('1.5')).toBe(false);
		for (const key of ['+', '-', '.', ',', 'e']) {
			expect(isBlockedItemsKey(key)).toBe(true);
		}
		expect(isBlockedItemsKey('5')).toBe(false);
		expect(isBlockedItemsKey('Backspace')).toBe(false);
	});
});

describe('validateFraudForm', () => {
	it('accepts the defaults and filters that are off', () => {
		expect(validateFraudForm(base())).toBeNull();
	});

	it('needs a price range when the price filter is on', () => {
		const message = 'A price range must be set for the "Purchase Price threshold" filter.';
		expect(validateFraudForm(withPrice('', ''))).toBe(message);
		expect(validateFraudForm(withPrice('0', '0.00'))).toBe(message);
		expect(validateFraudForm(withPrice('5', ''))).toBeNull();
	});

	it('needs the maximum price above the minimum', () => {
		const message = 'Maximum purchase price must be greater than the minimum purchase price.';
		expect(validateFraudForm(withPrice('100', '50'))).toBe(message);
		expect(validateFraudForm(withPrice('50', '50'))).toBe(message);
		expect(validateFraudForm(withPrice('50', '50.01'))).toBeNull();
	});

	it('needs an item range when the items filter is on', () => {
		const message = 'An item range must be set for the "Order Item Threshold" filter.';
		expect(validateFraudForm(withItems('', ''))).toBe(message);
		expect(validateFraudForm(withItems('0', '0'))).toBe(message);
		expect(validateFraudForm(withItems('', '3'))).toBeNull();
	});

	it('needs the minimum item count not above the maximum', () => {
		const message =
			'Maximum item count must be greater than the minimum item count on the "Order Item Threshold" rule.';
		expect(validateFraudForm(withItems('10', '5'))).toBe(message);
		expect(validateFraudForm(withItems('5', '5'))).toBeNull();
	});
});

describe('levelForSave', () => {
	it('is advanced when any filter is on', () => {
		const form = { ...base(), address_mismatch: { enabled: true, block: true } };
		expect(levelForSave(form, 'basic')).toBe('advanced');
		expect(levelForSave(form, 'advanced')).toBe('advanced');
	});

	it('falls back to basic from advanced when none is on, and refuses at basic', () => {
		expect(levelForSave(base(), 'advanced')).toBe('basic');
		expect(levelForSave(base(), 'basic')).toBeNull();
		expect(noFilterMessage()).toBe(
			'At least one risk filter needs to be enabled for advanced protection.'
		);
	});
});

describe('isVersionAtLeast (the 9.8.3 back-link rule)', () => {
	it.each([
		['9.8.3', true],
		['9.9.0', true],
		['10.0', true],
		['9.8.2', false],
		['9.8', false],
		['8.9.9', false],
		[undefined, false],
	])('%s → %s', (version, expected) => {
		expect(isVersionAtLeast(version, '9.8.3')).toBe(expected);
	});
});
