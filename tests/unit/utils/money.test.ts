/**
 * @jest-environment jsdom
 */
import {
	formatAmountNumber,
	formatCurrency,
	formatCurrencyName,
	formatExplicitCurrency,
	formatFee,
	formatPercent,
	getCurrencyData,
	getDisplayLocale,
	getLocaleSeparators,
	hasMultipleCurrencies,
	isZeroDecimalCurrency,
	toMajorUnits,
	toMinorUnits,
} from '../../../src/utils/money';
import type { CurrencyData, WcpaySettings, WcSettings } from '../../../src/settings/types';

const cd = (
	code: string,
	symbol: string,
	symbolPosition: CurrencyData['symbolPosition'],
	precision = 2
): CurrencyData => ({
	code,
	symbol,
	symbolPosition,
	thousandSeparator: ',',
	decimalSeparator: '.',
	precision,
});

/** Currency data as the host hands it over; some keyed by code, two by country like the reference plugin. */
const CURRENCY_DATA: Record<string, CurrencyData> = {
	AUD: cd('AUD', '$', 'left'),
	CAD: cd('CAD', '$', 'left'),
	CHF: cd('CHF', 'CHF', 'left_space'),
	DKK: cd('DKK', 'kr.', 'right_space'),
	EUR: cd('EUR', '&euro;', 'left'),
	GB: cd('GBP', '&pound;', 'left'),
	NOK: cd('NOK', 'kr', 'left_space'),
	NZD: cd('NZD', '$', 'left'),
	SEK: cd('SEK', 'kr', 'right_space'),
	US: cd('USD', '&#36;', 'left'),
	JPY: cd('JPY', '&yen;', 'left', 0),
	XOF: cd('XOF', 'CFA', 'right_space', 0),
};

function setSettings(wcpay: Partial<WcpaySettings> = {}, wc: Partial<WcSettings> = {}): void {
	window.wcpaySettings = {
		currencyData: CURRENCY_DATA,
		zeroDecimalCurrencies: ['jpy', 'krw', 'xof', 'vnd'],
		shouldUseExplicitPrice: false,
		...wcpay,
	} as WcpaySettings;
	window.wcSettings = {
		locale: { siteLocale: 'en_US', userLocale: 'en_US', weekdaysShort: [] },
		timeZone: 'UTC',
		adminUrl: '/wp-admin/',
		...wc,
	} as WcSettings;
}

beforeEach(() => {
	setSettings();
});

afterEach(() => {
	delete (window as Partial<Window>).wcpaySettings;
	delete (window as Partial<Window>).wcSettings;
});

describe('isZeroDecimalCurrency', () => {
	it.each([
		['jpy', true],
		['JPY', true],
		['krw', true],
		['xof', true],
		['usd', false],
		['eur', false],
		['bif', false], // not in the host's list, which wins over the default
	])('with the host list: %s → %s', (code, expected) => {
		expect(isZeroDecimalCurrency(code)).toBe(expected);
	});

	it.each([
		['bif', true],
		['clp', true],
		['djf', true],
		['gnf', true],
		['jpy', true],
		['kmf', true],
		['krw', true],
		['mga', true],
		['pyg', true],
		['rwf', true],
		['ugx', true],
		['vnd', true],
		['vuv', true],
		['xaf', true],
		['xof', true],
		['XPF', true],
		['usd', false],
		['huf', false],
	])('without settings, Stripe list: %s → %s', (code, expected) => {
		delete (window as Partial<Window>).wcpaySettings;
		expect(isZeroDecimalCurrency(code)).toBe(expected);
	});
});

describe('toMajorUnits / toMinorUnits', () => {
	it.each([
		[1234, 'usd', 12.34],
		[-1234, 'eur', -12.34],
		[0, 'gbp', 0],
		[1234, 'jpy', 1234],
		[1234567890, 'usd', 12345678.9],
	])('toMajorUnits( %d, %s ) = %d', (minor, currency, expected) => {
		expect(toMajorUnits(minor, currency)).toBe(expected);
	});

	it.each([
		[12.34, 'usd', 1234],
		[1.005, 'usd', 101],
		[0.1 + 0.2, 'usd', 30],
		[-12.34, 'eur', -1234],
		[1234, 'jpy', 1234],
		[1234.4, 'jpy', 1234],
		[12345678.9, 'usd', 1234567890],
	])('toMinorUnits( %d, %s ) = %d', (major, currency, expected) => {
		expect(toMinorUnits(major, currency)).toBe(expected);
	});
});

describe('getLocaleSeparators (spec 000 §9)', () => {
	it.each([
		['fr', ' ', ','],
		['fr_FR', ' ', ','],
		['fr-CA', ' ', ','],
		['pl_PL', ' ', ','],
		['de-CH', "'", '.'],
		['de_CH', "'", '.'],
		['de_CH_informal', "'", '.'],
		['de', '.', ','],
		['de_DE', '.', ','],
		['de_DE_formal', '.', ','],
		['de-AT', '.', ','],
		['nl_NL', '.', ','],
		['it_IT', '.', ','],
		['es_ES', '.', ','],
		['pt_BR', '.', ','],
		['pt', '.', ','],
		['en', ',', '.'],
		['en_US', ',', '.'],
		['en_GB', ',', '.'],
		['ja', ',', '.'],
	])('%s → thousand %j, decimal %j', (locale, thousand, decimal) => {
		expect(getLocaleSeparators(locale)).toEqual({ thousand, decimal });
	});
});

describe('getDisplayLocale', () => {
	it('prefers the user locale, in BCP 47 form', () => {
		setSettings({}, { locale: { siteLocale: 'de_DE', userLocale: 'fr_FR', weekdaysShort: [] } });
		expect(getDisplayLocale()).toBe('fr-FR');
	});

	it('falls back to the site locale, then wcpaySettings.userLocale, then en-US', () => {
		setSettings({}, { locale: { siteLocale: 'de_CH_informal', userLocale: '', weekdaysShort: [] } });
		expect(getDisplayLocale()).toBe('de-CH');
		setSettings({ userLocale: { code: 'pl_PL' } }, {
			locale: undefined,
		} as unknown as Partial<WcSettings>);
		expect(getDisplayLocale()).toBe('pl-PL');
		delete (window as Partial<Window>).wcSettings;
		delete (window as Partial<Window>).wcpaySettings;
		expect(getDisplayLocale()).toBe('en-US');
	});
});

describe('getCurrencyData', () => {
	it('finds entries keyed by code or by country', () => {
		expect(getCurrencyData('chf')?.symbol).toBe('CHF');
		expect(getCurrencyData('usd')?.code).toBe('USD');
		expect(getCurrencyData('GBP')?.code).toBe('GBP');
		expect(getCurrencyData('brl')).toBeUndefined();
	});
});

describe('formatCurrency: every named currency (spec 000 §9), jpy and a zero-decimal one, locale en', () => {
	it.each([
		// code, minor, expected
		['aud', 123456, '$1,234.56'],
		['cad', 123456, '$1,234.56'],
		['chf', 123456, 'CHF 1,234.56'],
		['dkk', 123456, '1,234.56 kr.'],
		['eur', 123456, '€1,234.56'],
		['gbp', 123456, '£1,234.56'],
		['nok', 123456, 'kr 1,234.56'],
		['nzd', 123456, '$1,234.56'],
		['sek', 123456, '1,234.56 kr'],
		['usd', 123456, '$1,234.56'],
		['USD', 5, '$0.05'],
		['jpy', 123456, '¥123,456'],
		['xof', 5000, '5,000 CFA'],
		// zero
		['usd', 0, '$0.00'],
		['eur', -0, '€0.00'],
		['jpy', 0, '¥0'],
		['sek', 0, '0.00 kr'],
		// negatives: minus before the symbol
		['usd', -123456, '-$1,234.56'],
		['usd', -1, '-$0.01'],
		['chf', -123456, '-CHF 1,234.56'],
		['dkk', -50, '-0.50 kr.'],
		['sek', -123456, '-1,234.56 kr'],
		['jpy', -5000, '-¥5,000'],
		// large
		['usd', 1234567890, '$12,345,678.90'],
		['eur', -1234567890, '-€12,345,678.90'],
		['jpy', 1234567890, '¥1,234,567,890'],
		['sek', 1234567890, '12,345,678.90 kr'],
	])('%s %d → %s', (currency, minor, expected) => {
		expect(formatCurrency(minor, currency)).toBe(expected);
	});

	it('rounds a non-integer minor amount to the nearest minor unit', () => {
		expect(formatCurrency(1234.6, 'usd')).toBe('$12.35');
		expect(formatCurrency(-0.4, 'usd')).toBe('$0.00');
	});

	it('treats a non-finite amount as zero', () => {
		expect(formatCurrency(NaN, 'usd')).toBe('$0.00');
	});
});

describe('formatCurrency: separators by locale', () => {
	it.each([
		['fr', 'usd', 1234567890, '$12 345 678,90'],
		['fr_FR', 'eur', -123456, '-€1 234,56'],
		['pl_PL', 'sek', 123456, '1 234,56 kr'],
		['de-CH', 'chf', 1234567890, "CHF 12'345'678.90"],
		['de_CH', 'usd', -123456, "-$1'234.56"],
		['de', 'eur', 1234567890, '€12.345.678,90'],
		['de_DE', 'jpy', 1234567890, '¥1.234.567.890'],
		['nl_NL', 'eur', 123456, '€1.234,56'],
		['it_IT', 'eur', 123456, '€1.234,56'],
		['es_ES', 'eur', 0, '€0,00'],
		['pt_BR', 'usd', 99, '$0,99'],
		['en', 'usd', 1234567890, '$12,345,678.90'],
		['en_GB', 'gbp', 123456, '£1,234.56'],
	])('locale %s: %s %d → %s', (locale, currency, minor, expected) => {
		expect(formatCurrency(minor, currency, { locale })).toBe(expected);
	});

	it('uses the user locale from wcSettings by default', () => {
		setSettings({}, { locale: { siteLocale: 'en_US', userLocale: 'fr_FR', weekdaysShort: [] } });
		expect(formatCurrency(123456, 'dkk')).toBe('1 234,56 kr.');
	});
});

describe('formatCurrency: Intl fallback for currencies missing from currencyData', () => {
	beforeEach(() => {
		setSettings({ currencyData: {} });
	});

	it.each([
		['usd', 'en', 123456, '$1,234.56'],
		['eur', 'en', -123456, '-€1,234.56'],
		['chf', 'en', 123456, 'CHF 1,234.56'],
		['eur', 'fr', 123456, '1 234,56 €'],
		['eur', 'fr', -123456, '-1 234,56 €'],
		['jpy', 'en', 123456, '¥123,456'],
		['krw', 'en', 123456, '₩123,456'],
	])('%s in %s: %d → %s', (currency, locale, minor, expected) => {
		expect(formatCurrency(minor, currency, { locale })).toBe(expected);
	});

	it('falls back to the code for a malformed currency', () => {
		expect(formatCurrency(123456, 'dollars', { locale: 'en' })).toBe('DOLLARS 1,234.56');
	});

	it('reads the symbol of a currency from Intl once per locale, however many amounts it formats', () => {
		const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
		try {
			const amounts = [100, 250, -99, 123456].map((minor) =>
				formatCurrency(minor, 'sek', { locale: 'en' })
			);
			expect(amounts[3]).toBe(formatCurrency(123456, 'sek', { locale: 'en' }));
			expect(NumberFormat).toHaveBeenCalledTimes(1);
			formatCurrency(100, 'sek', { locale: 'fr' });
			expect(NumberFormat).toHaveBeenCalledTimes(2);
		} finally {
			NumberFormat.mockRestore();
		}
	});

	it('works with no settings at all', () => {
		delete (window as Partial<Window>).wcpaySettings;
		delete (window as Partial<Window>).wcSettings;
		expect(formatCurrency(123456, 'usd')).toBe('$1,234.56');
		expect(formatCurrency(123456, 'jpy')).toBe('¥123,456');
	});
});

describe('formatCurrency withCode / formatExplicitCurrency', () => {
	it.each([
		[1000, 'usd', '$10.00 USD'],
		[-1000, 'eur', '-€10.00 EUR'],
		[1000, 'jpy', '¥1,000 JPY'],
		[1000, 'chf', 'CHF 10.00'], // the code is already shown
	])('withCode: %d %s → %s', (minor, currency, expected) => {
		expect(formatCurrency(minor, currency, { withCode: true })).toBe(expected);
		expect(formatCurrency(minor, currency, { explicit: true })).toBe(expected);
	});

	it('adds the code only when shouldUseExplicitPrice is on', () => {
		expect(formatExplicitCurrency(1000, 'usd')).toBe('$10.00');
		setSettings({ shouldUseExplicitPrice: true });
		expect(formatExplicitCurrency(1000, 'usd')).toBe('$10.00 USD');
		expect(formatExplicitCurrency(1000, 'usd', { explicit: false })).toBe('$10.00');
	});

	it('adds the code when the caller shows several currencies', () => {
		const currencies = ['usd', 'eur'];
		expect(
			formatExplicitCurrency(1000, 'eur', {
				explicit: hasMultipleCurrencies(currencies),
				locale: 'de_DE',
			})
		).toBe('€10,00 EUR');
	});
});

describe('formatCurrency on a right-to-left page', () => {
	afterEach(() => document.documentElement.removeAttribute('dir'));

	it('isolates the amount left to right, so "-$0.79 USD" does not read "USD $0.79-"', () => {
		document.documentElement.setAttribute('dir', 'rtl');
		expect(formatCurrency(-79, 'usd', { withCode: true })).toBe('\u2066-$0.79 USD\u2069');
		expect(formatExplicitCurrency(5282, 'gbp', { explicit: true })).toBe('\u2066£52.82 GBP\u2069');
		// A file's text carries no marks.
		expect(formatCurrency(-79, 'usd', { withCode: true, plainText: true })).toBe('-$0.79 USD');
	});

	it('a left-to-right page gets the text alone', () => {
		document.documentElement.setAttribute('dir', 'ltr');
		expect(formatCurrency(-79, 'usd')).toBe('-$0.79');
	});
});

describe('hasMultipleCurrencies', () => {
	it.each([
		[[], false],
		[['usd'], false],
		[['usd', 'USD', null, ''], false],
		[['usd', 'eur'], true],
	])('%j → %s', (list, expected) => {
		expect(hasMultipleCurrencies(list as string[])).toBe(expected);
	});
});

describe('formatAmountNumber', () => {
	it.each([
		[123456, 'usd', 'en', '1,234.56'],
		[-123456, 'usd', 'fr', '-1 234,56'],
		[50, 'usd', 'de-CH', '0.50'],
		[1234567, 'jpy', 'de', '1.234.567'],
	])('%d %s %s → %s', (minor, currency, locale, expected) => {
		expect(formatAmountNumber(minor, currency, locale)).toBe(expected);
	});
});

describe('formatPercent / formatFee', () => {
	it.each([
		[2.9, 'en', '2.9%'],
		[2.9, 'fr', '2,9%'],
		[1.5, 'de', '1,5%'],
		[3, 'en', '3%'],
		[0.029 * 100, 'en', '2.9%'],
		[1.2345, 'en', '1.235%'],
		[0, 'en', '0%'],
	])('formatPercent( %d, %s ) = %s', (percent, locale, expected) => {
		expect(formatPercent(percent, locale)).toBe(expected);
	});

	it.each([
		[2.9, 30, 'usd', undefined, '2.9% + $0.30'],
		[1.4, 25, 'eur', 'fr_FR', '1,4% + €0,25'],
		[1.5, 0, 'gbp', undefined, '1.5%'],
		[3.6, 40, 'jpy', undefined, '3.6% + ¥40'],
		[2.9, 30, 'sek', 'pl', '2,9% + 0,30 kr'],
	])('formatFee( %d, %d, %s, %s ) = %s', (percent, fixed, currency, locale, expected) => {
		expect(formatFee(percent, fixed, currency, locale)).toBe(expected);
	});
});

describe('formatCurrencyName', () => {
	it.each([
		['aud', 'Australian dollar'],
		['cad', 'Canadian dollar'],
		['chf', 'Swiss franc'],
		['dkk', 'Danish krone'],
		['EUR', 'Euro'],
		['gbp', 'Pound sterling'],
		['nok', 'Norwegian krone'],
		['nzd', 'New Zealand dollar'],
		['sek', 'Swedish krona'],
		['usd', 'United States (US) dollar'],
		['jpy', 'JPY'],
	])('%s → %s', (code, expected) => {
		expect(formatCurrencyName(code)).toBe(expected);
	});
});
