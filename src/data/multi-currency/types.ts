/**
 * REST shapes of multi-currency (spec 002 §3.7, §7): the currencies (available, enabled, default), the
 * per-currency settings of `currencies/{code}`, the store settings of `get-settings` / `update-settings`,
 * and the constants the wizard and the settings tab share with the mock server (recommended currencies,
 * rounding and charm choices). The mock server validates and serialises with these types.
 */

/** One currency as GET /multi-currency/currencies lists it. `rate` is units of it per 1 store currency. */
export interface Currency {
	/** Lower-case code, e.g. 'eur'. */
	id: string;
	/** Upper-case ISO 4217 code, e.g. 'EUR'. */
	code: string;
	name: string;
	symbol: string;
	/** A flag emoji ('' when the currency has none). */
	flag: string;
	/** The rate in use: the manual rate when the currency's exchange rate type is manual. */
	rate: number;
	is_default: boolean;
	is_zero_decimal: boolean;
	/** Unix seconds of the automatic rate's last update. */
	last_updated: number;
}

/** GET /multi-currency/currencies and POST /multi-currency/update-enabled-currencies. */
export interface CurrenciesResponse {
	/** Every currency the store can enable, by upper-case code. */
	available: Record<string, Currency>;
	/** The enabled currencies by code: the store currency first, then by code. */
	enabled: Record<string, Currency>;
	/** The store currency. */
	default: Currency;
}

/** POST /multi-currency/update-enabled-currencies. */
export interface UpdateEnabledCurrenciesRequest {
	enabled: string[];
}

export const EXCHANGE_RATE_TYPES = ['automatic', 'manual'] as const;
export type ExchangeRateType = (typeof EXCHANGE_RATE_TYPES)[number];

/** GET and POST /multi-currency/currencies/{code}: the settings of one currency. */
export interface CurrencySettings {
	exchange_rate_type: ExchangeRateType;
	/** The fixed rate (units per 1 store currency); used when the type is manual; 0 when never set. */
	manual_rate: number;
	/** One of {@link roundingChoices}. */
	price_rounding: string;
	/** One of {@link charmChoices}. */
	price_charm: string;
}

/** GET /multi-currency/get-settings and the answer of POST /multi-currency/update-settings. */
export interface StoreSettingsResponse {
	wcpay_multi_currency_enable_auto_currency: boolean;
	wcpay_multi_currency_enable_storefront_switcher: boolean;
	/** The active theme's name; the storefront switcher is offered only for 'Storefront'. */
	site_theme: string;
	date_format: string;
	time_format: string;
	store_url: string;
}

export type YesNo = 'yes' | 'no';

/** POST /multi-currency/update-settings (spec 002 §7): both flags as 'yes' or 'no'. */
export interface StoreSettingsUpdate {
	wcpay_multi_currency_enable_auto_currency: YesNo;
	wcpay_multi_currency_enable_storefront_switcher: YesNo;
}

/** The store settings as the store keeps them (spec 002 §3.7 names). */
export interface StoreSettings {
	enable_auto_currency: boolean;
	enable_storefront_switcher: boolean;
	site_theme: string;
	date_format: string;
	time_format: string;
	store_url: string;
}

/** The theme whose breadcrumb can show a currency switcher (spec 002 §4.6). */
export const STOREFRONT_THEME = 'Storefront';

/** The option that records a finished setup wizard (spec 002 §3.7, §4.6). */
export const SETUP_COMPLETED_OPTION = 'wcpay_multi_currency_setup_completed';

/** Recommended currencies, in this order (spec 002 §4.6, §9). */
export const RECOMMENDED_CURRENCIES: readonly string[] = ['USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'INR'];

/** The page settings the host hands over for multi-currency (`wcpaySettings.multiCurrencySetup`). */
export interface MultiCurrencyPageSettings {
	multiCurrencySetup: { isSetupCompleted: YesNo };
}

export const DECIMAL_ROUNDING = ['none', '0.25', '0.50', '1.00', '5.00', '10.00'] as const;
export const ZERO_DECIMAL_ROUNDING = ['1', '10', '25', '50', '100', '500', '1000'] as const;
export const DECIMAL_CHARM = ['0.00', '-0.01', '-0.05'] as const;
export const ZERO_DECIMAL_CHARM = ['0.00', '-1', '-5', '-10', '-20', '-25', '-50', '-100'] as const;

/** The price rounding choices of a currency; the recommended one is '1.00' (or '100' without decimals). */
export function roundingChoices(isZeroDecimal: boolean): readonly string[] {
	return isZeroDecimal ? ZERO_DECIMAL_ROUNDING : DECIMAL_ROUNDING;
}

/** The charm pricing choices of a currency. */
export function charmChoices(isZeroDecimal: boolean): readonly string[] {
	return isZeroDecimal ? ZERO_DECIMAL_CHARM : DECIMAL_CHARM;
}

/** The settings of a currency never configured. */
export function defaultCurrencySettings(isZeroDecimal: boolean): CurrencySettings {
	return {
		exchange_rate_type: 'automatic',
		manual_rate: 0,
		price_rounding: isZeroDecimal ? '100' : '1.00',
		price_charm: '0.00',
	};
}
