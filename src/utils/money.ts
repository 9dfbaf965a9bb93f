/**
 * Money: amounts travel as integers in the currency's minor unit (cents), except zero-decimal currencies
 * whose minor unit is the major unit (spec 000 §9, spec 001 §9). One formatter for the whole app.
 *
 * - Symbol and symbol position come from `wcpaySettings.currencyData` when the currency is known there,
 *   otherwise from `Intl.NumberFormat` for the display locale.
 * - Thousand and decimal separators come from the display locale (spec 000 §9): space for fr/pl,
 *   apostrophe for de-CH, dot for de/nl/it/es/pt, otherwise comma; the decimal separator is the other one
 *   (comma after a dot or space, dot after an apostrophe or comma).
 * - Negative amounts carry a leading minus before the symbol: "-$1,234.56", "-1 234,56 €".
 */
import { __, sprintf } from '@wordpress/i18n';

import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from './zero-decimal-currencies';

export { DEFAULT_ZERO_DECIMAL_CURRENCIES };

import type { CurrencyData } from '../settings/types';
import { getDisplayLocale, toBcp47 } from './locale';
import { ownEntry } from './own-entry';

export { getDisplayLocale } from './locale';

/** Where the symbol goes relative to the number. */
export type SymbolPosition = CurrencyData['symbolPosition'];

/** Thousand and decimal separators of a display locale. */
export interface LocaleSeparators {
	thousand: string;
	decimal: string;
}

/** Options of {@link formatCurrency}. */
export interface FormatCurrencyOptions {
	/** Display locale (BCP 47 or WordPress style, e.g. "fr_FR"); defaults to the user's locale. */
	locale?: string;
	/** Append the upper-case currency code ("$10.00 USD") unless the text already shows it. */
	withCode?: boolean;
	/** Alias of `withCode`. */
	explicit?: boolean;
	/** Text for a file (a CSV): never wrapped in direction marks, even on a right-to-left page. */
	plainText?: boolean;
}

/** Left-to-right isolate … pop directional isolate: an amount keeps its own order inside right-to-left text. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * Whether the admin page is right-to-left (the host sets `dir="rtl"` on the document for such a locale). Read
 * for every amount, so a DOM attribute rather than `isRTL()`, a translation lookup each time.
 */
function isRtlPage(): boolean {
	return typeof document !== 'undefined' && document.documentElement?.dir === 'rtl';
}

/** Options of {@link formatExplicitCurrency}. */
export interface FormatExplicitCurrencyOptions {
	/** Display locale; defaults to the user's locale. */
	locale?: string;
	/**
	 * Whether to add the code. Defaults to `wcpaySettings.shouldUseExplicitPrice`; pass `true` when the view
	 * mixes several currencies (e.g. `hasMultipleCurrencies( list )`).
	 */
	explicit?: boolean;
}

/**
 * Whether amounts of this currency are already in their major unit (no cents).
 * Reads `wcpaySettings.zeroDecimalCurrencies` when present, else Stripe's standard list.
 *
 * @param currency ISO 4217 code, any case.
 */
export function isZeroDecimalCurrency(currency: string): boolean {
	const list = window.wcpaySettings?.zeroDecimalCurrencies;
	const codes = Array.isArray(list) && list.length > 0 ? list : DEFAULT_ZERO_DECIMAL_CURRENCIES;
	const code = String(currency ?? '').toLowerCase();
	return codes.some((c) => String(c).toLowerCase() === code);
}

/**
 * Minor units → major units: divided by 100, except for zero-decimal currencies.
 *
 * @param minor    Amount in minor units.
 * @param currency ISO 4217 code.
 */
export function toMajorUnits(minor: number, currency: string): number {
	return isZeroDecimalCurrency(currency) ? minor : minor / 100;
}

/**
 * Major units → integer minor units: times 100 (rounded to the nearest cent), except for zero-decimal
 * currencies (rounded to the nearest unit).
 *
 * @param major    Amount in major units, e.g. 10.5 for $10.50.
 * @param currency ISO 4217 code.
 */
export function toMinorUnits(major: number, currency: string): number {
	const minor = isZeroDecimalCurrency(currency) ? major : major * 100;
	// Guard against binary fractions such as 1.005 * 100 = 100.49999…
	return Math.round(Number(minor.toFixed(6)));
}

/**
 * Normalise a WordPress ("de_CH_informal") or BCP 47 ("de-CH") locale to lower-case BCP 47 ("de-ch-informal").
 *
 * @param locale Locale string.
 */
function normaliseLocale(locale: string): string {
	return locale.replace(/_/g, '-').toLowerCase();
}

/**
 * Thousand and decimal separators for a locale, per spec 000 §9: space for fr/pl, apostrophe for de-CH,
 * dot for de/nl/it/es/pt, otherwise comma. The space is a plain ASCII space.
 *
 * @param locale Locale, e.g. "fr_FR", "de-CH", "en".
 */
export function getLocaleSeparators(locale: string = getDisplayLocale()): LocaleSeparators {
	const normalised = normaliseLocale(locale);
	const language = normalised.split('-')[0];
	if (normalised === 'de-ch' || normalised.startsWith('de-ch-')) {
		return { thousand: "'", decimal: '.' };
	}
	if (language === 'fr' || language === 'pl') {
		return { thousand: ' ', decimal: ',' };
	}
	if (['de', 'nl', 'it', 'es', 'pt'].includes(language)) {
		return { thousand: '.', decimal: ',' };
	}
	return { thousand: ',', decimal: '.' };
}

/**
 * The host's currency settings for a code: `currencyData[CODE]` or the entry whose `code` matches (the
 * reference plugin keys the object by country).
 *
 * @param currency ISO 4217 code.
 */
export function getCurrencyData(currency: string): CurrencyData | undefined {
	const data = window.wcpaySettings?.currencyData;
	if (!data || typeof data !== 'object') {
		return undefined;
	}
	const code = currency.toUpperCase();
	const direct = data[code];
	if (direct && typeof direct === 'object') {
		return direct;
	}
	return Object.values(data).find(
		(entry) => entry && typeof entry === 'object' && String(entry.code).toUpperCase() === code
	);
}

interface IntlSymbol {
	symbol: string;
	position: SymbolPosition;
}

/** The symbols read from `Intl` by currency and locale: a formatter costs far more to build than to keep. */
const intlSymbols = new Map<string, IntlSymbol>();

/**
 * Symbol and its position for a currency in a locale, from `Intl.NumberFormat` (narrow symbol), read once
 * per currency and locale (a page of rows formats the same few currencies again and again).
 * Unknown or malformed codes fall back to the code itself, placed left with a space.
 *
 * @param currency ISO 4217 code.
 * @param locale   BCP 47 locale.
 */
function getIntlSymbol(currency: string, locale: string): IntlSymbol {
	const key = `${currency.toUpperCase()}|${locale}`;
	let found = intlSymbols.get(key);
	if (!found) {
		found = readIntlSymbol(currency, locale);
		intlSymbols.set(key, found);
	}
	return found;
}

function readIntlSymbol(currency: string, locale: string): IntlSymbol {
	const code = currency.toUpperCase();
	try {
		const parts = new Intl.NumberFormat(locale, {
			style: 'currency',
			currency: code,
			currencyDisplay: 'narrowSymbol',
		}).formatToParts(1);
		const currencyIndex = parts.findIndex((p) => p.type === 'currency');
		const integerIndex = parts.findIndex((p) => p.type === 'integer');
		if (currencyIndex < 0 || integerIndex < 0) {
			throw new Error('no currency part');
		}
		const symbol = parts[currencyIndex].value;
		const left = currencyIndex < integerIndex;
		const between = left
			? parts.slice(currencyIndex + 1, integerIndex)
			: parts.slice(integerIndex + 1, currencyIndex).filter((p) => p.type === 'literal');
		const spaced = between.some((p) => /\s/.test(p.value));
		// A letter symbol ("CHF", "kr") always reads better spaced from the digits.
		const needsSpace = spaced || /[A-Za-z]$/.test(symbol);
		if (left) {
			return { symbol, position: needsSpace ? 'left_space' : 'left' };
		}
		return { symbol, position: needsSpace ? 'right_space' : 'right' };
	} catch {
		return { symbol: code, position: 'left_space' };
	}
}

/**
 * Group the digits of a non-negative integer string with a thousand separator.
 *
 * @param digits    Digits only.
 * @param separator Thousand separator.
 */
function groupThousands(digits: string, separator: string): string {
	return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Format a non-negative major-unit amount with the given number of decimals and the locale's separators,
 * without symbol. Uses exact integer arithmetic for the minor-unit case.
 *
 * @param minorAbs   Absolute amount in minor units (integer).
 * @param decimals   0 for zero-decimal currencies, else 2.
 * @param separators Locale separators.
 */
function formatDigits(minorAbs: number, decimals: number, separators: LocaleSeparators): string {
	const rounded = Math.round(minorAbs);
	if (decimals === 0) {
		return groupThousands(String(rounded), separators.thousand);
	}
	const whole = Math.floor(rounded / 100);
	const cents = String(rounded % 100).padStart(2, '0');
	return groupThousands(String(whole), separators.thousand) + separators.decimal + cents;
}

/**
 * Format an amount in minor units without a currency symbol, e.g. 123456 USD → "1,234.56" (en) or
 * "1 234,56" (fr). Negative amounts get a leading minus.
 *
 * @param minor    Amount in minor units.
 * @param currency ISO 4217 code (decides the decimals).
 * @param locale   Display locale; defaults to the user's locale.
 */
export function formatAmountNumber(
	minor: number,
	currency: string,
	locale: string = getDisplayLocale()
): string {
	const value = Number.isFinite(minor) ? minor : 0;
	const decimals = isZeroDecimalCurrency(currency) ? 0 : 2;
	const negative = Math.round(value) < 0;
	const digits = formatDigits(Math.abs(value), decimals, getLocaleSeparators(locale));
	return (negative ? '-' : '') + digits;
}

/**
 * Append the upper-case code unless the formatted text already contains it.
 *
 * @param formatted Formatted amount.
 * @param currency  ISO 4217 code.
 */
function appendCode(formatted: string, currency: string): string {
	const code = currency.toUpperCase();
	return formatted.includes(code) ? formatted : `${formatted} ${code}`;
}

/**
 * Format an amount given in minor units for display, e.g. `formatCurrency( 123456, 'usd' )` → "$1,234.56",
 * `formatCurrency( -123456, 'eur', { locale: 'fr_FR' } )` → "-1 234,56 €", `formatCurrency( 1000, 'jpy' )` → "¥1,000".
 * On a right-to-left page the text is isolated left to right (U+2066 … U+2069), so its parts keep their order.
 *
 * @param minor    Amount in minor units (cents), or in units for zero-decimal currencies.
 * @param currency ISO 4217 code, any case.
 * @param options  Locale and whether to append the code.
 */
export function formatCurrency(minor: number, currency: string, options: FormatCurrencyOptions = {}): string {
	const code = String(currency || '').toUpperCase();
	const locale = toBcp47(options.locale || getDisplayLocale());
	const value = Number.isFinite(minor) ? minor : 0;
	const negative = Math.round(value) < 0;
	const decimals = isZeroDecimalCurrency(code) ? 0 : 2;
	const digits = formatDigits(Math.abs(value), decimals, getLocaleSeparators(locale));

	const known = code ? getCurrencyData(code) : undefined;
	const { symbol, position } =
		known && typeof known.symbol === 'string' && known.symbol !== ''
			? { symbol: decodeSymbol(known.symbol), position: known.symbolPosition || 'left' }
			: getIntlSymbol(code || 'XXX', locale);

	let body: string;
	switch (position) {
		case 'left_space':
			body = `${symbol} ${digits}`;
			break;
		case 'right':
			body = `${digits}${symbol}`;
			break;
		case 'right_space':
			body = `${digits} ${symbol}`;
			break;
		case 'left':
		default:
			body = `${symbol}${digits}`;
	}
	const formatted = (negative ? '-' : '') + body;
	const text = options.withCode || options.explicit ? appendCode(formatted, code) : formatted;
	// On a right-to-left page the amount reads as written ("-$0.79 USD"), not reordered by the text around
	// it ("USD $0.79-").
	return isRtlPage() && !options.plainText ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;
}

/** The named entities WooCommerce uses in currency symbols. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
	amp: '&',
	euro: '€',
	pound: '£',
	yen: '¥',
	cent: '¢',
	nbsp: ' ',
	quot: '"',
	apos: "'",
	lt: '<',
	gt: '>',
};

/**
 * WooCommerce hands symbols over HTML-encoded ("&euro;", "&#36;"); turn the common forms into text without
 * touching the DOM.
 *
 * @param symbol Symbol from currencyData.
 */
function decodeSymbol(symbol: string): string {
	if (!symbol.includes('&')) {
		return symbol;
	}
	return symbol.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
		if (entity[0] === '#') {
			const cp =
				entity[1].toLowerCase() === 'x'
					? parseInt(entity.slice(2), 16)
					: parseInt(entity.slice(1), 10);
			return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : match;
		}
		return ownEntry(NAMED_ENTITIES, entity.toLowerCase()) ?? match;
	});
}

/**
 * Whether a list of currency codes holds more than one distinct currency (then amounts should name their code).
 *
 * @param currencies Codes, any case; empty values are ignored.
 */
export function hasMultipleCurrencies(currencies: ReadonlyArray<string | null | undefined>): boolean {
	const distinct = new Set(
		currencies.filter((c): c is string => typeof c === 'string' && c !== '').map((c) => c.toLowerCase())
	);
	return distinct.size > 1;
}

/**
 * Like {@link formatCurrency}, adding the code ("$10.00 USD") when `wcpaySettings.shouldUseExplicitPrice` is on
 * or when the caller says the view shows several currencies (`explicit: true`).
 *
 * @param minor    Amount in minor units.
 * @param currency ISO 4217 code.
 * @param options  Locale, and `explicit` to override the setting.
 */
export function formatExplicitCurrency(
	minor: number,
	currency: string,
	options: FormatExplicitCurrencyOptions = {}
): string {
	const explicit = options.explicit ?? Boolean(window.wcpaySettings?.shouldUseExplicitPrice);
	return formatCurrency(minor, currency, { locale: options.locale, withCode: explicit });
}

/**
 * Format a percentage: at most 3 decimals, trailing zeros trimmed, the locale's decimal separator.
 *
 * @param percent Percent value, e.g. 2.9.
 * @param locale  Display locale.
 */
export function formatPercent(percent: number, locale: string = getDisplayLocale()): string {
	const value = Number.isFinite(percent) ? percent : 0;
	// Round half up on the decimal value, not on its binary approximation (1.2345 → 1.235).
	const text = String(Math.round(Number((value * 1000).toFixed(6))) / 1000);
	return text.replace('.', getLocaleSeparators(locale).decimal) + '%';
}

/**
 * A fee as shown to merchants: "2.9% + $0.30"; with no fixed part just "2.9%".
 *
 * @param percent    Percentage, e.g. 2.9 (not the 0.029 rate).
 * @param fixedMinor Fixed part in minor units, e.g. 30.
 * @param currency   ISO 4217 code of the fixed part.
 * @param locale     Display locale.
 */
export function formatFee(percent: number, fixedMinor: number, currency: string, locale?: string): string {
	const displayLocale = locale || getDisplayLocale();
	const percentText = formatPercent(percent, displayLocale);
	if (!fixedMinor) {
		return percentText;
	}
	return sprintf(
		/* translators: %1$s: percentage fee, e.g. 2.9%; %2$s: fixed fee, e.g. $0.30 */
		__('%1$s + %2$s', 'woocommerce-payments'),
		percentText,
		formatCurrency(fixedMinor, currency, { locale: displayLocale })
	);
}

/**
 * Translated names of the named currencies of spec 000 §9; other codes read as their upper-case code.
 *
 * @param currency ISO 4217 code.
 */
export function formatCurrencyName(currency: string): string {
	const names: Record<string, string> = {
		aud: __('Australian dollar', 'woocommerce-payments'),
		cad: __('Canadian dollar', 'woocommerce-payments'),
		chf: __('Swiss franc', 'woocommerce-payments'),
		dkk: __('Danish krone', 'woocommerce-payments'),
		eur: __('Euro', 'woocommerce-payments'),
		gbp: __('Pound sterling', 'woocommerce-payments'),
		nok: __('Norwegian krone', 'woocommerce-payments'),
		nzd: __('New Zealand dollar', 'woocommerce-payments'),
		sek: __('Swedish krona', 'woocommerce-payments'),
		usd: __('United States (US) dollar', 'woocommerce-payments'),
	};
	return names[String(currency).toLowerCase()] ?? String(currency).toUpperCase();
}
