/**
 * Multi-currency (spec 002 §3.7, §4.6, §5.4, §7): the currencies a store can enable (a fixed catalogue with
 * deterministic automatic rates against the store currency), the enabled ones and each currency's settings
 * (table `multi_currency_currencies` of migration 9), and the store settings (table
 * `multi_currency_store_settings`). Every write is validated first and refused with a WordPress 400 and
 * nothing changed. The store currency is always enabled and has no settings of its own. The site theme (for
 * the Storefront switcher) is the site document's `theme` (`PATCH /__mock/site {"theme": …}`), Storefront
 * when unset.
 */
import type { Db } from '../db/types';
import {
	EXCHANGE_RATE_TYPES,
	STOREFRONT_THEME,
	charmChoices,
	defaultCurrencySettings,
	roundingChoices,
	type CurrenciesResponse,
	type Currency,
	type CurrencySettings,
	type StoreSettingsResponse,
	type YesNo,
} from '../../src/data/multi-currency/types';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/zero-decimal-currencies';
import { WpError, errors } from '../util/wp-error';
import type { MockState } from './state';

/** Code, name, symbol, flag, and the US dollars one unit is worth (fixed: the rates must be reproducible). */
type CatalogueEntry = readonly [code: string, name: string, symbol: string, flag: string, usd: number];

const CATALOGUE: readonly CatalogueEntry[] = [
	['AED', 'United Arab Emirates dirham', 'د.إ', '🇦🇪', 0.2723],
	['AUD', 'Australian dollar', '$', '🇦🇺', 0.66],
	['BRL', 'Brazilian real', 'R$', '🇧🇷', 0.2],
	['CAD', 'Canadian dollar', '$', '🇨🇦', 0.74],
	['CHF', 'Swiss franc', 'CHF', '🇨🇭', 1.12],
	['CNY', 'Chinese yuan', '¥', '🇨🇳', 0.138],
	['CZK', 'Czech koruna', 'Kč', '🇨🇿', 0.043],
	['DKK', 'Danish krone', 'kr.', '🇩🇰', 0.145],
	['EUR', 'Euro', '€', '🇪🇺', 1.08],
	['GBP', 'Pound sterling', '£', '🇬🇧', 1.27],
	['HKD', 'Hong Kong dollar', 'HK$', '🇭🇰', 0.128],
	['HUF', 'Hungarian forint', 'Ft', '🇭🇺', 0.0027],
	['INR', 'Indian rupee', '₹', '🇮🇳', 0.012],
	['JPY', 'Japanese yen', '¥', '🇯🇵', 0.0067],
	['KRW', 'South Korean won', '₩', '🇰🇷', 0.00073],
	['MXN', 'Mexican peso', '$', '🇲🇽', 0.058],
	['NOK', 'Norwegian krone', 'kr', '🇳🇴', 0.094],
	['NZD', 'New Zealand dollar', '$', '🇳🇿', 0.6],
	['PLN', 'Polish złoty', 'zł', '🇵🇱', 0.25],
	['SEK', 'Swedish krona', 'kr', '🇸🇪', 0.095],
	['SGD', 'Singapore dollar', '$', '🇸🇬', 0.74],
	['USD', 'United States (US) dollar', '$', '🇺🇸', 1],
	['ZAR', 'South African rand', 'R', '🇿🇦', 0.054],
];

const BY_CODE = new Map(CATALOGUE.map((entry) => [entry[0], entry]));

/** Codes the store can enable (upper case). */
export const AVAILABLE_CODES: readonly string[] = CATALOGUE.map((entry) => entry[0]);

export interface CurrencyRow {
	code: string;
	enabled: number;
	exchange_rate_type: string;
	manual_rate: number;
	price_rounding: string;
	price_charm: string;
}

export function createMultiCurrencySchema(db: Db): void {
	db.exec(`
		CREATE TABLE multi_currency_currencies (
			code TEXT PRIMARY KEY NOT NULL,
			enabled INTEGER NOT NULL,
			exchange_rate_type TEXT NOT NULL,
			manual_rate REAL NOT NULL,
			price_rounding TEXT NOT NULL,
			price_charm TEXT NOT NULL
		);
		CREATE TABLE multi_currency_store_settings (
			name TEXT PRIMARY KEY NOT NULL,
			value TEXT NOT NULL
		);
	`);
}

function isZeroDecimal(code: string): boolean {
	return DEFAULT_ZERO_DECIMAL_CURRENCIES.includes(code.toLowerCase());
}

function storeCurrency(state: MockState): string {
	const code = state.site().currency.toUpperCase();
	return BY_CODE.has(code) ? code : 'USD';
}

/** Units of `code` per 1 unit of `base`, six significant digits. */
export function automaticRate(base: string, code: string): number {
	const from = BY_CODE.get(base)?.[4] ?? 1;
	const to = BY_CODE.get(code)?.[4] ?? 1;
	return Number((from / to).toPrecision(6));
}

function rows(db: Db): Map<string, CurrencyRow> {
	const list = db.prepare('SELECT * FROM multi_currency_currencies').all() as CurrencyRow[];
	return new Map(list.map((row) => [row.code, row]));
}

function settingsOf(row: CurrencyRow | undefined, code: string): CurrencySettings {
	if (!row) {
		return defaultCurrencySettings(isZeroDecimal(code));
	}
	return {
		exchange_rate_type: row.exchange_rate_type === 'manual' ? 'manual' : 'automatic',
		manual_rate: row.manual_rate,
		price_rounding: row.price_rounding,
		price_charm: row.price_charm,
	};
}

/** The enabled codes: the store currency first, then by code. */
export function enabledCodes(state: MockState): string[] {
	const base = storeCurrency(state);
	const enabled = [...rows(state.kv.db).values()]
		.filter((row) => row.enabled === 1 && row.code !== base && BY_CODE.has(row.code))
		.map((row) => row.code)
		.sort();
	return [base, ...enabled];
}

/** GET /multi-currency/currencies. */
export function currencies(state: MockState): CurrenciesResponse {
	const base = storeCurrency(state);
	const stored = rows(state.kv.db);
	const updated = Math.floor(new Date(state.meta().now).getTime() / 1000);
	const toCurrency = ([code, name, symbol, flag]: CatalogueEntry): Currency => {
		const settings = settingsOf(stored.get(code), code);
		const manual = code !== base && settings.exchange_rate_type === 'manual' && settings.manual_rate > 0;
		return {
			id: code.toLowerCase(),
			code,
			name,
			symbol,
			flag,
			rate: code === base ? 1 : manual ? settings.manual_rate : automaticRate(base, code),
			is_default: code === base,
			is_zero_decimal: isZeroDecimal(code),
			last_updated: updated,
		};
	};
	const available: Record<string, Currency> = {};
	for (const entry of CATALOGUE) {
		available[entry[0]] = toCurrency(entry);
	}
	const enabled: Record<string, Currency> = {};
	for (const code of enabledCodes(state)) {
		enabled[code] = available[code];
	}
	return { available, enabled, default: available[base] };
}

function upsert(db: Db, row: CurrencyRow): void {
	db.prepare(
		`INSERT INTO multi_currency_currencies
			(code, enabled, exchange_rate_type, manual_rate, price_rounding, price_charm)
		VALUES (@code, @enabled, @exchange_rate_type, @manual_rate, @price_rounding, @price_charm)
		ON CONFLICT (code) DO UPDATE SET enabled = excluded.enabled,
			exchange_rate_type = excluded.exchange_rate_type, manual_rate = excluded.manual_rate,
			price_rounding = excluded.price_rounding, price_charm = excluded.price_charm`
	).run(row);
}

/** Writes the enabled flags of every currency (the codes already validated); settings are kept. */
export function writeEnabled(db: Db, base: string, codes: readonly string[]): void {
	const stored = rows(db);
	const wanted = new Set([base, ...codes]);
	db.transaction(() => {
		for (const code of AVAILABLE_CODES) {
			const row = stored.get(code);
			const enabled = wanted.has(code) ? 1 : 0;
			if (row ? row.enabled !== enabled : enabled === 1) {
				upsert(db, { ...rowFromSettings(code, settingsOf(row, code)), enabled });
			}
		}
	})();
}

function rowFromSettings(code: string, settings: CurrencySettings): CurrencyRow {
	return { code, enabled: 0, ...settings };
}

/** POST /multi-currency/update-enabled-currencies `{ enabled }`: 400 for anything but known codes. */
export function updateEnabledCurrencies(state: MockState, body: Record<string, unknown>): CurrenciesResponse {
	if (!('enabled' in body)) {
		throw errors.missingParams(['enabled']);
	}
	const list = body.enabled;
	if (!Array.isArray(list) || list.some((code) => typeof code !== 'string')) {
		throw errors.invalidParams({ enabled: 'enabled is not of type array of strings.' });
	}
	const codes = (list as string[]).map((code) => code.trim().toUpperCase());
	const unknown = codes.filter((code) => !BY_CODE.has(code));
	if (unknown.length > 0) {
		throw errors.invalidParams({
			enabled: `Unknown currencies: ${unknown.slice(0, 10).join(', ')}.`.slice(0, 300),
		});
	}
	writeEnabled(state.kv.db, storeCurrency(state), codes);
	return currencies(state);
}

/** The code of the path, upper case; 404 when it names no currency the store can enable. */
export function knownCode(raw: string): string {
	const code = raw.toUpperCase();
	if (!BY_CODE.has(code)) {
		throw new WpError(404, 'wcpay_multi_currency_invalid_currency', 'Invalid currency passed.');
	}
	return code;
}

/** GET /multi-currency/currencies/{code}. */
export function currencySettings(state: MockState, code: string): CurrencySettings {
	return settingsOf(rows(state.kv.db).get(code), code);
}

function numberValue(value: unknown): number | null {
	if (typeof value === 'number') {
		return Number.isFinite(value) ? value : null;
	}
	if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) {
		return Number(value);
	}
	return null;
}

/**
 * POST /multi-currency/currencies/{code}: the body is the settings (every key optional, merged into what is
 * stored); 400 `rest_invalid_param` naming each bad field, nothing changed.
 */
export function updateCurrencySettings(
	state: MockState,
	code: string,
	body: Record<string, unknown>
): CurrencySettings {
	if (code === storeCurrency(state)) {
		throw new WpError(
			400,
			'wcpay_multi_currency_default_currency',
			'The store currency has no settings.'
		);
	}
	const zero = isZeroDecimal(code);
	const current = currencySettings(state, code);
	const next: CurrencySettings = { ...current };
	const bad: Record<string, string> = {};
	const known = ['exchange_rate_type', 'manual_rate', 'price_rounding', 'price_charm'];
	for (const key of Object.keys(body)) {
		if (!known.includes(key)) {
			bad[key.slice(0, 40)] = `Unknown setting ${key.slice(0, 40)}.`;
		}
	}
	if ('exchange_rate_type' in body) {
		const type = body.exchange_rate_type;
		if (typeof type === 'string' && (EXCHANGE_RATE_TYPES as readonly string[]).includes(type)) {
			next.exchange_rate_type = type as CurrencySettings['exchange_rate_type'];
		} else {
			bad.exchange_rate_type = 'exchange_rate_type is not one of automatic, manual.';
		}
	}
	if ('manual_rate' in body) {
		const rate = numberValue(body.manual_rate);
		if (rate === null || rate < 0 || rate > 1_000_000_000) {
			bad.manual_rate = 'manual_rate must be a positive number.';
		} else {
			next.manual_rate = rate;
		}
	}
	if (next.exchange_rate_type === 'manual' && !bad.manual_rate && !(next.manual_rate > 0)) {
		bad.manual_rate = 'manual_rate must be a positive number.';
	}
	const choice = (key: 'price_rounding' | 'price_charm', choices: readonly string[]) => {
		if (!(key in body)) {
			return;
		}
		const value = body[key];
		const text = typeof value === 'number' ? String(value) : value;
		const match = choices.find(
			(c) => c === text || (typeof text === 'string' && Number(c) === Number(text))
		);
		if (typeof text === 'string' && text !== '' && match) {
			next[key] = match;
		} else {
			bad[key] = `${key} is not one of ${choices.join(', ')}.`;
		}
	};
	choice('price_rounding', roundingChoices(zero));
	choice('price_charm', charmChoices(zero));
	if (Object.keys(bad).length > 0) {
		throw errors.invalidParams(bad);
	}
	const enabled = enabledCodes(state).includes(code) ? 1 : 0;
	upsert(state.kv.db, { ...rowFromSettings(code, next), enabled });
	return next;
}

function storeFlag(db: Db, name: string): boolean {
	const row = db.prepare('SELECT value FROM multi_currency_store_settings WHERE name = ?').get(name) as
		{ value: string } | undefined;
	return row?.value === 'yes';
}

/** The site's theme name (the site document's `theme`), Storefront when unset. */
export function siteTheme(state: MockState): string {
	const theme: unknown = Reflect.get(state.site(), 'theme');
	return typeof theme === 'string' && theme.trim() !== '' ? theme.slice(0, 100) : STOREFRONT_THEME;
}

/** GET /multi-currency/get-settings. */
export function storeSettings(state: MockState, storeUrl: string): StoreSettingsResponse {
	const db = state.kv.db;
	return {
		wcpay_multi_currency_enable_auto_currency: storeFlag(db, 'enable_auto_currency'),
		wcpay_multi_currency_enable_storefront_switcher: storeFlag(db, 'enable_storefront_switcher'),
		site_theme: siteTheme(state),
		date_format: 'F j, Y',
		time_format: 'g:i a',
		store_url: storeUrl,
	};
}

/** Writes the two store flags (already validated). */
export function writeStoreFlags(
	db: Db,
	flags: { enable_auto_currency: YesNo; enable_storefront_switcher: YesNo }
) {
	const put = db.prepare(
		'INSERT INTO multi_currency_store_settings (name, value) VALUES (?, ?) ' +
			'ON CONFLICT (name) DO UPDATE SET value = excluded.value'
	);
	db.transaction(() => {
		put.run('enable_auto_currency', flags.enable_auto_currency);
		put.run('enable_storefront_switcher', flags.enable_storefront_switcher);
	})();
}

const FLAG_FIELDS = {
	enable_auto_currency: 'wcpay_multi_currency_enable_auto_currency',
	enable_storefront_switcher: 'wcpay_multi_currency_enable_storefront_switcher',
} as const;

/**
 * POST /multi-currency/update-settings: both flags as 'yes' or 'no' (booleans accepted); a missing one keeps
 * its value; 400 `rest_invalid_param` for anything else, nothing changed.
 */
export function updateStoreSettings(
	state: MockState,
	body: Record<string, unknown>,
	storeUrl: string
): StoreSettingsResponse {
	const db = state.kv.db;
	const bad: Record<string, string> = {};
	const next = {
		enable_auto_currency: (storeFlag(db, 'enable_auto_currency') ? 'yes' : 'no') as YesNo,
		enable_storefront_switcher: (storeFlag(db, 'enable_storefront_switcher') ? 'yes' : 'no') as YesNo,
	};
	for (const [key, field] of Object.entries(FLAG_FIELDS) as [keyof typeof next, string][]) {
		if (!(field in body)) {
			continue;
		}
		const value = body[field];
		if (value === 'yes' || value === true) {
			next[key] = 'yes';
		} else if (value === 'no' || value === false) {
			next[key] = 'no';
		} else {
			bad[field] = `${field} is not one of yes, no.`;
		}
	}
	if (!Object.values(FLAG_FIELDS).some((field) => field in body) && Object.keys(bad).length === 0) {
		throw errors.missingParams(Object.values(FLAG_FIELDS));
	}
	if (Object.keys(bad).length > 0) {
		throw errors.invalidParams(bad);
	}
	writeStoreFlags(db, next);
	return storeSettings(state, storeUrl);
}

/** Whether the setup wizard was finished (option `wcpay_multi_currency_setup_completed`: 'yes' or true). */
export function isSetupCompleted(state: MockState): boolean {
	const value = state.option('wcpay_multi_currency_setup_completed');
	return value === 'yes' || value === true || value === '1' || value === 1;
}

/** The page settings' enabled currencies: the enabled codes when multi-currency is on, else the store's. */
export function pageEnabledCurrencies(state: MockState): string[] {
	return state.settings().is_multi_currency_enabled ? enabledCodes(state) : [storeCurrency(state)];
}
