/**
 * What the multi-currency settings tab reads on load (spec 002 §3.7, §7): the currencies and the store
 * settings, and the settings of the currency being managed (`currency` in the URL). Loaded by the route beside
 * the page's chunk: keep it free of components and store code.
 */
import { currenciesRead, currencySettingsRead, storeSettingsRead } from '../../data/multi-currency/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';

/** The managed currency of the URL (`currency=EUR`), upper case; null for none or a malformed one. */
export function managedCurrency(value: unknown): string | null {
	return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : null;
}

/** The settings tab route's reads for a page query. */
export function multiCurrencySettingsRouteReads(query: PageQuery): StoreRead[] {
	const code = managedCurrency(query.currency);
	if (code) {
		return [critical(currenciesRead()), critical(currencySettingsRead(code))];
	}
	return [critical(currenciesRead()), critical(storeSettingsRead())];
}
