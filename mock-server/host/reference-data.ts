/** Static reference data for the page settings: countries, currencies, Stripe's zero-decimal currencies. */
import type { CurrencyData } from '../../src/settings/types';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/zero-decimal-currencies';

const ISO_COUNTRIES = (
	'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
	'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
	'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
	'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
	'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
	'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
	'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
	'YT ZA ZM ZW'
).split(' ');

/** WooCommerce's spelling for a few countries. */
const WC_NAMES: Record<string, string> = {
	US: 'United States (US)',
	GB: 'United Kingdom (UK)',
	AE: 'United Arab Emirates',
	CZ: 'Czech Republic',
	HK: 'Hong Kong',
	MO: 'Macao',
	PS: 'Palestinian Territory',
	VA: 'Vatican',
	CI: 'Ivory Coast',
	MM: 'Myanmar',
	TR: 'Türkiye',
};

/** Every country, code to English name, sorted by code (WooCommerce's `wcSettings.countries`). */
export function allCountries(): Record<string, string> {
	const names = new Intl.DisplayNames(['en'], { type: 'region' });
	return Object.fromEntries(ISO_COUNTRIES.map((code) => [code, WC_NAMES[code] ?? names.of(code) ?? code]));
}

/** Countries where the payments provider can onboard an account. */
export const CONNECT_COUNTRIES: readonly string[] = [
	'AE',
	'AT',
	'AU',
	'BE',
	'BG',
	'CA',
	'CH',
	'CY',
	'CZ',
	'DE',
	'DK',
	'EE',
	'ES',
	'FI',
	'FR',
	'GB',
	'GR',
	'HK',
	'HR',
	'HU',
	'IE',
	'IT',
	'JP',
	'LT',
	'LU',
	'LV',
	'MT',
	'NL',
	'NO',
	'NZ',
	'PL',
	'PR',
	'PT',
	'RO',
	'SE',
	'SG',
	'SI',
	'SK',
	'US',
	'MX',
];

export function connectCountries(): Record<string, string> {
	const all = allCountries();
	return Object.fromEntries(CONNECT_COUNTRIES.map((code) => [code, all[code] ?? code]));
}

function currency(
	code: string,
	symbol: string,
	symbolPosition: CurrencyData['symbolPosition'],
	thousandSeparator: string,
	decimalSeparator: string,
	precision = 2
): CurrencyData {
	return { code, symbol, symbolPosition, thousandSeparator, decimalSeparator, precision };
}

/** Formatting data keyed by currency code (upper case), as the currency's home locale writes it. */
export const CURRENCY_DATA: Readonly<Record<string, CurrencyData>> = {
	USD: currency('USD', '$', 'left', ',', '.'),
	EUR: currency('EUR', '€', 'right_space', '.', ','),
	GBP: currency('GBP', '£', 'left', ',', '.'),
	JPY: currency('JPY', '¥', 'left', ',', '.', 0),
	AUD: currency('AUD', '$', 'left', ',', '.'),
	CAD: currency('CAD', '$', 'left', ',', '.'),
	CHF: currency('CHF', 'CHF', 'left_space', "'", '.'),
	DKK: currency('DKK', 'kr.', 'right_space', '.', ','),
	NOK: currency('NOK', 'kr', 'left_space', ' ', ','),
	NZD: currency('NZD', '$', 'left', ',', '.'),
	SEK: currency('SEK', 'kr', 'right_space', ' ', ','),
	PLN: currency('PLN', 'zł', 'right_space', ' ', ','),
	CZK: currency('CZK', 'Kč', 'right_space', ' ', ','),
	HUF: currency('HUF', 'Ft', 'right_space', ' ', ','),
	KRW: currency('KRW', '₩', 'left', ',', '.', 0),
	MXN: currency('MXN', '$', 'left', ',', '.'),
	SGD: currency('SGD', '$', 'left', ',', '.'),
	HKD: currency('HKD', 'HK$', 'left', ',', '.'),
	BRL: currency('BRL', 'R$', 'left_space', '.', ','),
	INR: currency('INR', '₹', 'left', ',', '.'),
	AED: currency('AED', 'د.إ', 'right_space', ',', '.'),
};

/** Stripe's zero-decimal currencies (lower case, as the plugin lists them). */
export const ZERO_DECIMAL_CURRENCIES = DEFAULT_ZERO_DECIMAL_CURRENCIES;

export const WEEKDAYS_SHORT: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Offset of `timeZone` from UTC in hours (fractional for e.g. Asia/Kolkata) at `date`. */
export function timeZoneOffsetHours(timeZone: string, date: Date): number {
	try {
		const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
			.formatToParts(date)
			.find((p) => p.type === 'timeZoneName')?.value;
		const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
		if (!m) {
			return 0;
		}
		const hours = Number(m[2]) + Number(m[3]) / 60;
		return m[1] === '-' ? -hours : hours;
	} catch {
		return 0;
	}
}
