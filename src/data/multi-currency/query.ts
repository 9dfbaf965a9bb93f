/**
 * The multi-currency reads (spec 002 §7): the currencies (available, enabled, default), one currency's
 * settings, and the store settings. Store-free, for route reads.
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** The multi-currency REST base under the payments namespace. */
export const MULTI_CURRENCY_PATH = '/multi-currency';

/** GET /multi-currency/currencies: `getCurrencies()`. */
export function currenciesRead() {
	return storeRead('getCurrencies', [], `${MULTI_CURRENCY_PATH}/currencies`);
}

/** GET /multi-currency/currencies/{code}: `getCurrencySettings( code )`. */
export function currencySettingsRead(code: string) {
	return storeRead(
		'getCurrencySettings',
		[code],
		`${MULTI_CURRENCY_PATH}/currencies/${encodeURIComponent(code)}`
	);
}

/** GET /multi-currency/get-settings: `getStoreSettings()`. */
export function storeSettingsRead() {
	return storeRead('getStoreSettings', [], `${MULTI_CURRENCY_PATH}/get-settings`);
}
