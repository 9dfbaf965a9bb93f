/**
 * The fee texts of the payment timeline (spec 002 §4.4): rate, tax and exchange-rate formats, fee-tax
 * labels by country, fee components, the breakdown under a capture and the conversion line. Table-driven.
 */
import type { FeeHistoryItem, FeeRates } from '../../../src/data/payment-details';
import {
	conversionText,
	feeBreakdown,
	feeItemText,
	feeTaxLabel,
	formatExchangeRate,
	formatFeeRate,
	formatRateAndFixed,
	formatTaxRate,
} from '../../../src/pages/payment-details/timeline/fees';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

describe('formats', () => {
	it.each([
		[0.029, '2.9%'],
		[0.012345, '1.235%'],
		[0.01, '1%'],
		[0.015, '1.5%'],
		[0.0599, '5.99%'],
		[0.081, '8.1%'],
		[0.0001234, '0.012%'],
		[0.12, '12%'],
		[0, '0%'],
		[0.0299999999, '3%'],
	])('fee rate %p reads %p (up to 3 decimals, no trailing zeros)', (rate, text) => {
		expect(formatFeeRate(rate)).toBe(text);
	});

	it.each([
		[0.2, '20.00%'],
		[0.081, '8.10%'],
		[0.255, '25.50%'],
		[0.1, '10.00%'],
		[0.12345, '12.35%'],
	])('tax rate %p reads %p (exactly 2 decimals)', (rate, text) => {
		expect(formatTaxRate(rate)).toBe(text);
	});

	it.each([
		[1.085, '1.08500'],
		[1, '1.00000'],
		[1.2345678, '1.23457'],
		[0.92593, '0.925930'],
		[0.0067, '0.006700'],
		[0.1234567, '0.123457'],
		[150.25, '150.25000'],
	])('exchange rate %p reads %p (5 decimals, 6 under 1)', (rate, text) => {
		expect(formatExchangeRate(rate)).toBe(text);
	});

	it('uses the display locale decimal separator', () => {
		setPageGlobals({ wc: { locale: { siteLocale: 'de_DE', userLocale: 'de_DE', weekdaysShort: [] } } });
		expect(formatFeeRate(0.029)).toBe('2,9%');
		expect(formatTaxRate(0.19)).toBe('19,00%');
		expect(formatExchangeRate(1.085)).toBe('1,08500');
	});
});

describe('feeTaxLabel', () => {
	it.each([
		['GB VAT', 'UK VAT'],
		['GB', 'UK VAT'],
		['DE VAT', 'DE VAT'],
		['FR VAT', 'FR VAT'],
		['IE', 'IE VAT'],
		['SE VAT', 'SE VAT'],
		['EL VAT', 'EL VAT'],
		['AU GST', 'AU GST'],
		['NZ GST', 'NZ GST'],
		['SG GST', 'SG GST'],
		['CH VAT', 'CH VAT'],
		['JP JCT', 'JP JCT'],
		['jp', 'JP JCT'],
		['US', 'Tax'],
		['NO VAT', 'Tax'],
		['Sales tax', 'Tax'],
		['', 'Tax'],
		[null, 'Tax'],
		[undefined, 'Tax'],
	])('%p is labelled %p', (description, label) => {
		expect(feeTaxLabel(description)).toBe(label);
	});
});

describe('fee components', () => {
	const item = (over: Partial<FeeHistoryItem>): FeeHistoryItem => ({
		type: 'base',
		percentage_rate: 0.029,
		fixed_rate: 30,
		currency: 'usd',
		...over,
	});

	it.each([
		[item({}), 'Base fee: 2.9% + $0.30'],
		[
			item({
				type: 'additional',
				additional_type: 'international',
				percentage_rate: 0.015,
				fixed_rate: 0,
			}),
			'International card fee: 1.5%',
		],
		[
			item({ type: 'additional', additional_type: 'fx', percentage_rate: 0.01, fixed_rate: 0 }),
			'Currency conversion fee: 1%',
		],
		[
			item({
				type: 'additional',
				additional_type: 'wcpay-subscription',
				percentage_rate: 0.005,
				fixed_rate: 0,
			}),
			'Subscription transaction fee: 0.5%',
		],
		[
			item({ type: 'additional', additional_type: 'other', percentage_rate: 0.002, fixed_rate: 0 }),
			'Additional fee: 0.2%',
		],
		[item({ type: 'discount', percentage_rate: -0.01, fixed_rate: 0 }), 'Discount: 1%'],
		[
			item({ percentage_rate: 0.008, fixed_rate: 500, currency: 'eur', capped: true }),
			'Base fee: capped at €5.00',
		],
		[item({ percentage_rate: 0, fixed_rate: 25, currency: 'eur' }), 'Base fee: €0.25'],
	])('component %# reads %p', (fee, text) => {
		expect(feeItemText(fee)).toBe(text);
	});

	it('writes rate and fixed parts', () => {
		expect(formatRateAndFixed(0.029, 30, 'usd')).toBe('2.9% + $0.30');
		expect(formatRateAndFixed(0.015, 0, 'usd')).toBe('1.5%');
		expect(formatRateAndFixed(0, 30, 'gbp')).toBe('£0.30');
	});
});

describe('feeBreakdown', () => {
	const base: FeeRates = {
		percentage: 0.054,
		fixed: 30,
		fixed_currency: 'usd',
		history: [
			{ type: 'base', percentage_rate: 0.029, fixed_rate: 30, currency: 'usd' },
			{
				type: 'additional',
				additional_type: 'international',
				percentage_rate: 0.015,
				fixed_rate: 0,
				currency: 'usd',
			},
			{
				type: 'additional',
				additional_type: 'fx',
				percentage_rate: 0.01,
				fixed_rate: 0,
				currency: 'usd',
			},
		],
	};

	it('lists each component', () => {
		expect(feeBreakdown(base)).toEqual([
			'Base fee: 2.9% + $0.30',
			'International card fee: 1.5%',
			'Currency conversion fee: 1%',
		]);
	});

	it('adds the fee before tax and the tax with its label and rate', () => {
		expect(
			feeBreakdown({
				...base,
				history: base.history?.slice(0, 1),
				before_tax: { amount: 50, currency: 'usd' },
				tax: { amount: 10, currency: 'usd', description: 'GB VAT', percentage_rate: 0.2 },
			})
		).toEqual(['Base fee: 2.9% + $0.30', 'Fee before tax: -$0.50', 'UK VAT (20.00%): -$0.10']);
	});

	it('gives the total rate without components, and the fee exchange rate', () => {
		expect(
			feeBreakdown({
				percentage: 0.039,
				fixed: 30,
				fixed_currency: 'eur',
				fee_exchange_rate: { rate: 0.92593, fromCurrency: 'usd' },
			})
		).toEqual(['Fee rate: 3.9% + €0.30', 'Fee converted at 1 USD = 0.925930 EUR']);
		expect(
			feeBreakdown({
				...base,
				fee_exchange_rate: { rate: 1, fromCurrency: 'USD' },
			})
		).toHaveLength(3);
	});
});

describe('conversionText', () => {
	const td = (over: object) => ({
		customer_currency: 'eur',
		customer_amount: 1000,
		store_currency: 'usd',
		store_amount: 1085,
		store_fee: 0,
		...over,
	});

	it.each([
		[td({}), '€10.00 → $10.85: 1.08500 USD/EUR'],
		[
			td({ customer_currency: 'jpy', customer_amount: 1500, store_amount: 1005 }),
			'¥1,500 → $10.05: 0.006700 USD/JPY',
		],
		[
			td({ customer_currency: 'cad', customer_amount: 1000, store_amount: 740 }),
			'$10.00 CAD → $7.40 USD: 0.740000 USD/CAD',
		],
		[
			td({
				customer_currency: 'gbp',
				store_currency: 'eur',
				customer_amount: -500,
				store_amount: -588,
			}),
			'-£5.00 → -€5.88: 1.17600 EUR/GBP',
		],
	])('conversion %# reads %p', (details, text) => {
		expect(conversionText(details)).toBe(text);
	});

	it('is null without a conversion', () => {
		expect(conversionText(undefined)).toBeNull();
		expect(conversionText(td({ customer_currency: 'usd' }))).toBeNull();
		expect(conversionText(td({ customer_currency: 'USD' }))).toBeNull();
		expect(conversionText(td({ customer_amount: 0 }))).toBeNull();
	});
});
