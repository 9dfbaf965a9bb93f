/**
 * The multi-currency rules that need no store (spec 002 §4.6, §5.4): the currencies that can still be added,
 * recommended ones first (USD, EUR, JPY, GBP, AUD, CAD, INR), the search over symbol, code and name, the
 * Add currencies button's disabled rule, the enabled list a save sends, the store settings payload ('yes' /
 * 'no'), and the currency lists the overview and the transactions filter follow (the page settings'
 * enabled currencies). Pure functions: the pages and the store share them.
 */
import { findPaymentsSettings } from '../../settings';
import {
	RECOMMENDED_CURRENCIES,
	STOREFRONT_THEME,
	type Currency,
	type StoreSettings,
	type StoreSettingsResponse,
	type StoreSettingsUpdate,
} from './types';

/**
 * The codes of the available currencies that are not enabled yet, in the server's order.
 *
 * @example
 * addableCodes( { USD, EUR, JPY }, [ 'USD' ] ); // [ 'EUR', 'JPY' ]
 */
export function addableCodes(available: Record<string, Currency>, enabled: readonly string[]): string[] {
	return Object.keys(available).filter((code) => !enabled.includes(code));
}

/**
 * Splits codes into the recommended ones (in the recommended order) and the others (in their order).
 *
 * @example
 * recommendedFirst( [ 'AED', 'INR', 'EUR' ] ); // { recommended: [ 'EUR', 'INR' ], others: [ 'AED' ] }
 */
export function recommendedFirst(codes: readonly string[]): { recommended: string[]; others: string[] } {
	return {
		recommended: RECOMMENDED_CURRENCIES.filter((code) => codes.includes(code)),
		others: codes.filter((code) => !RECOMMENDED_CURRENCIES.includes(code)),
	};
}

/**
 * The codes whose "symbol code name" contains the search text (any case); all of them for an empty text.
 *
 * @example
 * searchCurrencies( available, [ 'EUR', 'GBP' ], 'pound' ); // [ 'GBP' ]
 */
export function searchCurrencies(
	available: Record<string, Currency>,
	codes: readonly string[],
	text: string
): string[] {
	const needle = text.trim().toLocaleLowerCase();
	if (!needle) {
		return [...codes];
	}
	return codes.filter((code) => {
		const currency = available[code];
		const haystack = currency ? `${currency.symbol} ${currency.code} ${currency.name}` : code;
		return haystack.toLocaleLowerCase().includes(needle);
	});
}

/**
 * The Add currencies button is disabled while saving, or when only the default currency is enabled and none
 * is selected (spec 002 §5.4).
 *
 * @example
 * isAddCurrenciesDisabled( { enabledCount: 1, selectedCount: 0, isSaving: false } ); // true
 */
export function isAddCurrenciesDisabled({
	enabledCount,
	selectedCount,
	isSaving,
}: {
	enabledCount: number;
	selectedCount: number;
	isSaving: boolean;
}): boolean {
	return isSaving || (enabledCount <= 1 && selectedCount < 1);
}

/**
 * The enabled list a save sends: the enabled codes and the selected ones, once each, sorted.
 *
 * @example
 * enabledAfterAdding( [ 'USD' ], [ 'JPY', 'EUR' ] ); // [ 'EUR', 'JPY', 'USD' ]
 */
export function enabledAfterAdding(enabled: readonly string[], selected: readonly string[]): string[] {
	return [...new Set([...enabled, ...selected])].sort();
}

/**
 * The body of POST /multi-currency/update-settings (spec 002 §7).
 *
 * @example
 * storeSettingsPayload( true, false );
 * // { wcpay_multi_currency_enable_auto_currency: 'yes', wcpay_multi_currency_enable_storefront_switcher: 'no' }
 */
export function storeSettingsPayload(
	autoCurrency: boolean,
	storefrontSwitcher: boolean
): StoreSettingsUpdate {
	return {
		wcpay_multi_currency_enable_auto_currency: autoCurrency ? 'yes' : 'no',
		wcpay_multi_currency_enable_storefront_switcher: storefrontSwitcher ? 'yes' : 'no',
	};
}

/** The store settings of a REST answer, under the names of spec 002 §3.7. */
export function toStoreSettings(response: StoreSettingsResponse): StoreSettings {
	return {
		enable_auto_currency: Boolean(response.wcpay_multi_currency_enable_auto_currency),
		enable_storefront_switcher: Boolean(response.wcpay_multi_currency_enable_storefront_switcher),
		site_theme: String(response.site_theme ?? ''),
		date_format: String(response.date_format ?? ''),
		time_format: String(response.time_format ?? ''),
		store_url: String(response.store_url ?? ''),
	};
}

/** Whether the storefront switcher option is offered: only with the Storefront theme (spec 002 §4.6). */
export function offersStorefrontSwitcher(settings: Pick<StoreSettings, 'site_theme'> | null): boolean {
	return settings?.site_theme === STOREFRONT_THEME;
}

/** The enabled currencies the host page hands over (`wcpaySettings.enabledCurrencies`), lower case. */
export function pageEnabledCurrencies(): string[] {
	const list = findPaymentsSettings()?.enabledCurrencies;
	return Array.isArray(list) ? list.map((code) => String(code).toLowerCase()) : [];
}

/**
 * The currencies a selector or filter offers: the enabled currencies (lower case, in their order) when the
 * page knows them, else the currencies the data has.
 *
 * @example
 * followEnabledCurrencies( [ 'usd', 'eur', 'gbp' ], [ 'usd', 'jpy' ] ); // [ 'usd', 'jpy' ]
 */
export function followEnabledCurrencies(
	dataCurrencies: readonly string[],
	enabled: readonly string[] = pageEnabledCurrencies()
): string[] {
	if (enabled.length === 0) {
		return [...dataCurrencies];
	}
	return [...new Set(enabled.map((code) => code.toLowerCase()))];
}

/** Whether the setup wizard was finished, as the host page says (`wcpaySettings.multiCurrencySetup`). */
export function isSetupCompletedOnPage(): boolean {
	const value = findPaymentsSettings()?.multiCurrencySetup?.isSetupCompleted;
	return value === 'yes' || value === true;
}

/** Whether multi-currency is on, as the host page says (`wcpaySettings.isMultiCurrencyEnabled`). */
export function isMultiCurrencyEnabledOnPage(): boolean {
	return Boolean(findPaymentsSettings()?.isMultiCurrencyEnabled);
}
