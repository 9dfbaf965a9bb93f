/**
 * The fraud protection form ⇄ the stored rules of spec 000 §3: every filter's exact stored shape, amounts
 * as cents|currency, countries lower-cased and pipe-joined (in / not_in), the AVS default from the account,
 * the review flag, and "changed?" for the Save button and the leave-page warning.
 */
import type { FraudRule } from '../../../../src/data/settings/types';
import {
	defaultForm,
	fromStoredAmount,
	isFormChanged,
	readRules,
	sellsToAllCountries,
	toStoredAmount,
	writeRules,
	type FraudEnvironment,
	type FraudForm,
} from '../../../../src/pages/fraud-protection/rules';
import { storedRule } from '../../../support/fraud-rules';

const env = (over: Partial<FraudEnvironment> = {}): FraudEnvironment => ({
	isReviewActive: true,
	declineOnAVSFailure: true,
	selling: { type: 'specific', countries: ['US', 'CA'] },
	currency: 'usd',
	...over,
});

function allOn(): FraudForm {
	return {
		avs_verification: { enabled: true, block: true },
		international_ip_address: { enabled: true, block: false },
		ip_address_mismatch: { enabled: true, block: true },
		address_mismatch: { enabled: true, block: false },
		purchase_price_threshold: { enabled: true, block: false, min_amount: '10.50', max_amount: '1000' },
		order_items_threshold: { enabled: true, block: true, min_items: '2', max_items: '50' },
	};
}

describe('writeRules', () => {
	it('writes every filter in the stored shape of spec 000 §3, in card order', () => {
		expect(writeRules(allOn(), env())).toEqual([
			storedRule.avs('block'),
			storedRule.internationalIp('review', 'not_in', 'us|ca'),
			storedRule.ipMismatch('block'),
			storedRule.addressMismatch('review'),
			storedRule.price('review', '1050|usd', '100000|usd'),
			storedRule.items('block', 2, 50),
		]);
	});

	it('uses `in` with the excluded countries when the store sells to all but some', () => {
		const rules = writeRules(allOn(), env({ selling: { type: 'all_except', countries: ['RU', 'BY'] } }));
		expect(rules[1].check).toEqual({ key: 'ip_country', operator: 'in', value: 'ru|by' });
	});

	it('leaves the international IP rule out when the store sells to all countries', () => {
		const rules = writeRules(allOn(), env({ selling: { type: 'all', countries: [] } }));
		expect(rules.map((r) => r.key)).not.toContain('international_ip_address');
		expect(sellsToAllCountries({ type: 'all_except', countries: [] })).toBe(true);
	});

	it('writes a single bound when only one limit is set, and skips disabled filters', () => {
		const form = defaultForm(env({ declineOnAVSFailure: false }));
		form.purchase_price_threshold = { enabled: true, block: true, min_amount: '', max_amount: '0.29' };
		form.order_items_threshold = { enabled: true, block: false, min_items: '3', max_items: '' };
		expect(writeRules(form, env({ currency: 'eur' }))).toEqual([
			{
				key: 'purchase_price_threshold',
				outcome: 'block',
				check: { key: 'order_total', operator: 'greater_than', value: '29|eur' },
			},
			{
				key: 'order_items_threshold',
				outcome: 'review',
				check: { key: 'item_count', operator: 'less_than', value: 3 },
			},
		]);
	});

	it('always blocks without the review flag', () => {
		const rules = writeRules(allOn(), env({ isReviewActive: false }));
		expect(new Set(rules.map((r) => r.outcome))).toEqual(new Set(['block']));
	});
});

describe('readRules', () => {
	it('reads back what writeRules wrote', () => {
		const e = env();
		const form = allOn();
		const back = readRules(writeRules(form, e), e);
		expect(back).toEqual({
			...form,
			purchase_price_threshold: { ...form.purchase_price_threshold, min_amount: '10.5' },
		});
		expect(isFormChanged(back, form, e)).toBe(true); // '10.50' vs '10.5' as typed
		expect(writeRules(back, e)).toEqual(writeRules(form, e));
	});

	it('reads the seeded shape: a single upper bound, review', () => {
		const form = readRules(
			[
				{
					key: 'purchase_price_threshold',
					outcome: 'review',
					check: { key: 'order_total', operator: 'greater_than', value: '100000|usd' },
				},
			],
			env()
		);
		expect(form.purchase_price_threshold).toEqual({
			enabled: true,
			block: false,
			min_amount: '',
			max_amount: '1000',
		});
		// Stored rules exist: the AVS filter is on only with its own rule.
		expect(form.avs_verification.enabled).toBe(false);
	});

	it('takes the AVS default from the account when nothing was ever stored', () => {
		expect(readRules(null, env()).avs_verification).toEqual({ enabled: true, block: true });
		expect(readRules(null, env({ declineOnAVSFailure: false })).avs_verification.enabled).toBe(false);
	});

	it('shows every rule as blocking without the review flag', () => {
		const form = readRules(
			[
				{
					key: 'address_mismatch',
					outcome: 'review',
					check: { key: 'billing_shipping_address_same', operator: 'equals', value: false },
				},
			],
			env({ isReviewActive: false })
		);
		expect(form.address_mismatch).toEqual({ enabled: true, block: true });
	});

	it('turns the international IP filter off while the store sells to all countries', () => {
		const rules: FraudRule[] = [
			{
				key: 'international_ip_address',
				outcome: 'block',
				check: { key: 'ip_country', operator: 'not_in', value: 'us' },
			},
		];
		expect(readRules(rules, env()).international_ip_address.enabled).toBe(true);
		expect(
			readRules(rules, env({ selling: { type: 'all', countries: [] } })).international_ip_address
				.enabled
		).toBe(false);
	});
});

describe('amounts and changes', () => {
	it('converts major units to cents|currency and back', () => {
		expect(toStoredAmount('0.29', 'usd')).toBe('29|usd');
		expect(toStoredAmount('1000', 'usd')).toBe('100000|usd');
		expect(fromStoredAmount('1050|usd')).toBe('10.5');
		expect(fromStoredAmount('garbage')).toBe('');
	});

	it('ignores what the merchant cannot see: limits of a filter that is off, the action without the flag', () => {
		const e = env({ isReviewActive: false });
		const saved = defaultForm(e);
		const form = { ...saved, address_mismatch: { enabled: false, block: false } };
		expect(isFormChanged(form, saved, e)).toBe(false);
		const on = { ...saved, address_mismatch: { enabled: true, block: false } };
		expect(isFormChanged(on, saved, e)).toBe(true);
	});
});
