/**
 * The multi-currency rules (spec 002 §4.6, §5.4, §7): recommended-first ordering, the search, the Add
 * currencies button's disabled rule and text, the enabled list and store settings payloads, the currency
 * labels, the storefront rule, and the lists the overview and the transactions filter follow.
 */
import {
	addableCodes,
	enabledAfterAdding,
	followEnabledCurrencies,
	isAddCurrenciesDisabled,
	isSetupCompletedOnPage,
	offersStorefrontSwitcher,
	pageEnabledCurrencies,
	recommendedFirst,
	searchCurrencies,
	storeSettingsPayload,
	toStoreSettings,
} from '../../../src/data/multi-currency/currency-list';
import type { Currency } from '../../../src/data/multi-currency/types';
import { addButtonText } from '../../../src/pages/multi-currency-setup/add-currencies-task';
import { choiceLabel, parseManualRate } from '../../../src/pages/multi-currency-settings/currency-settings';
import { rateText } from '../../../src/pages/multi-currency-settings/enabled-currencies';
import { currencyLabel, currencyListLabel } from '../../../src/strings/currency-label';
import { setPageGlobals } from '../../support/page-globals';

const currency = (code: string, name: string, symbol: string, extra: Partial<Currency> = {}): Currency => ({
	id: code.toLowerCase(),
	code,
	name,
	symbol,
	flag: '',
	rate: 1,
	is_default: false,
	is_zero_decimal: false,
	last_updated: 0,
	...extra,
});

const AVAILABLE: Record<string, Currency> = Object.fromEntries(
	[
		currency('AED', 'United Arab Emirates dirham', 'د.إ'),
		currency('CHF', 'Swiss franc', 'CHF'),
		currency('EUR', 'Euro', '€'),
		currency('GBP', 'Pound sterling', '£'),
		currency('INR', 'Indian rupee', '₹'),
		currency('JPY', 'Japanese yen', '¥', { is_zero_decimal: true }),
		currency('USD', 'United States (US) dollar', '$', { is_default: true }),
		currency('ZAR', 'South African rand', 'R'),
	].map((c) => [c.code, c])
);

describe('recommended first', () => {
	it('lists the addable recommended currencies in the spec order, then the others in theirs', () => {
		const addable = addableCodes(AVAILABLE, ['USD', 'GBP']);
		expect(addable).toEqual(['AED', 'CHF', 'EUR', 'INR', 'JPY', 'ZAR']);
		expect(recommendedFirst(addable)).toEqual({
			recommended: ['EUR', 'JPY', 'INR'],
			others: ['AED', 'CHF', 'ZAR'],
		});
		expect(recommendedFirst(['USD', 'INR', 'CAD', 'AUD', 'GBP', 'JPY', 'EUR']).recommended).toEqual([
			'USD',
			'EUR',
			'JPY',
			'GBP',
			'AUD',
			'CAD',
			'INR',
		]);
	});
});

describe('search', () => {
	it('matches symbol, code and name, in any case; an empty search keeps all', () => {
		const codes = Object.keys(AVAILABLE);
		expect(searchCurrencies(AVAILABLE, codes, 'POUND')).toEqual(['GBP']);
		expect(searchCurrencies(AVAILABLE, codes, 'jp')).toEqual(['JPY']);
		expect(searchCurrencies(AVAILABLE, codes, '€')).toEqual(['EUR']);
		expect(searchCurrencies(AVAILABLE, codes, 'r')).toContain('ZAR');
		expect(searchCurrencies(AVAILABLE, codes, 'nothing like it')).toEqual([]);
		expect(searchCurrencies(AVAILABLE, ['EUR', 'GBP'], '  ')).toEqual(['EUR', 'GBP']);
	});
});

describe('the Add currencies button', () => {
	it('is disabled while saving, or with only the default currency enabled and none selected', () => {
		expect(isAddCurrenciesDisabled({ enabledCount: 1, selectedCount: 0, isSaving: false })).toBe(true);
		expect(isAddCurrenciesDisabled({ enabledCount: 1, selectedCount: 1, isSaving: false })).toBe(false);
		expect(isAddCurrenciesDisabled({ enabledCount: 2, selectedCount: 0, isSaving: false })).toBe(false);
		expect(isAddCurrenciesDisabled({ enabledCount: 2, selectedCount: 3, isSaving: true })).toBe(true);
	});

	it('says how many it adds, else Continue or Add currencies', () => {
		expect(addButtonText(0, 1)).toBe('Add currencies');
		expect(addButtonText(0, 3)).toBe('Continue');
		expect(addButtonText(1, 1)).toBe('Add 1 currency');
		expect(addButtonText(6, 1)).toBe('Add 6 currencies');
	});
});

describe('payloads', () => {
	it('sends the enabled and the selected codes once each, sorted', () => {
		expect(enabledAfterAdding(['USD', 'GBP'], ['JPY', 'EUR', 'GBP'])).toEqual([
			'EUR',
			'GBP',
			'JPY',
			'USD',
		]);
	});

	it('sends both store flags as yes or no, and reads the answer under the spec names', () => {
		expect(storeSettingsPayload(true, false)).toEqual({
			wcpay_multi_currency_enable_auto_currency: 'yes',
			wcpay_multi_currency_enable_storefront_switcher: 'no',
		});
		expect(storeSettingsPayload(false, true)).toEqual({
			wcpay_multi_currency_enable_auto_currency: 'no',
			wcpay_multi_currency_enable_storefront_switcher: 'yes',
		});
		expect(
			toStoreSettings({
				wcpay_multi_currency_enable_auto_currency: true,
				wcpay_multi_currency_enable_storefront_switcher: false,
				site_theme: 'Storefront',
				date_format: 'F j, Y',
				time_format: 'g:i a',
				store_url: 'http://x/',
			})
		).toEqual({
			enable_auto_currency: true,
			enable_storefront_switcher: false,
			site_theme: 'Storefront',
			date_format: 'F j, Y',
			time_format: 'g:i a',
			store_url: 'http://x/',
		});
	});

	it('offers the storefront switcher only with the Storefront theme', () => {
		expect(offersStorefrontSwitcher({ site_theme: 'Storefront' })).toBe(true);
		expect(offersStorefrontSwitcher({ site_theme: 'Twenty Twenty-Five' })).toBe(false);
		expect(offersStorefrontSwitcher(null)).toBe(false);
	});

	it('reads a manual rate as a positive number (comma as decimal point)', () => {
		expect(parseManualRate('0,95')).toBe(0.95);
		expect(parseManualRate(' 1.5 ')).toBe(1.5);
		expect(parseManualRate('0')).toBeNull();
		expect(parseManualRate('-1')).toBeNull();
		expect(parseManualRate('abc')).toBeNull();
	});
});

describe('labels', () => {
	it('names a currency with symbol and code, and lists several in a sentence', () => {
		expect(currencyLabel(AVAILABLE.EUR)).toBe('Euro (€ EUR)');
		expect(currencyLabel(AVAILABLE.CHF)).toBe('Swiss franc (CHF)');
		expect(currencyListLabel([AVAILABLE.EUR])).toBe('Euro (€ EUR)');
		expect(currencyListLabel([AVAILABLE.EUR, AVAILABLE.GBP])).toBe(
			'Euro (€ EUR) and Pound sterling (£ GBP)'
		);
		expect(currencyListLabel([AVAILABLE.EUR, AVAILABLE.GBP, AVAILABLE.CHF])).toBe(
			'Euro (€ EUR), Pound sterling (£ GBP), and Swiss franc (CHF)'
		);
	});

	it('shows a rate against the store currency, and the rounding choices', () => {
		expect(rateText({ ...AVAILABLE.EUR, rate: 0.925926 }, AVAILABLE.USD)).toBe('1 USD → 0.93 EUR');
		expect(rateText(AVAILABLE.USD, AVAILABLE.USD)).toBe('Default currency');
		expect(
			rateText(
				{ ...AVAILABLE.USD, is_default: false, rate: 0.0067 },
				{ ...AVAILABLE.JPY, is_default: true }
			)
		).toBe('1,000 JPY → 6.70 USD');
		expect(choiceLabel('1.00', '1.00')).toBe('1.00 (recommended)');
		expect(choiceLabel('none', '1.00')).toBe('None');
		expect(choiceLabel('0.00', '')).toBe('None');
		expect(choiceLabel('-0.05', '')).toBe('-0.05');
	});
});

describe('page settings', () => {
	it('follows the enabled currencies when the page has them, else the data', () => {
		setPageGlobals({
			wcpay: { enabledCurrencies: ['USD', 'JPY'], multiCurrencySetup: { isSetupCompleted: 'yes' } },
		});
		expect(pageEnabledCurrencies()).toEqual(['usd', 'jpy']);
		expect(followEnabledCurrencies(['usd', 'eur', 'gbp'])).toEqual(['usd', 'jpy']);
		expect(isSetupCompletedOnPage()).toBe(true);
		setPageGlobals({ wcpay: { multiCurrencySetup: { isSetupCompleted: 'no' } } });
		expect(followEnabledCurrencies(['usd', 'eur'])).toEqual(['usd', 'eur']);
		expect(isSetupCompletedOnPage()).toBe(false);
	});
});
