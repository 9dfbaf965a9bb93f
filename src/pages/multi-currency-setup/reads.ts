/**
 * What the multi-currency setup wizard reads on load (spec 002 §2.5, §7): the currencies and the store
 * settings — nothing when setup is already complete (the page redirects). Loaded by the route beside the
 * page's chunk: keep it free of components and store code.
 */
import { isSetupCompletedOnPage } from '../../data/multi-currency/currency-list';
import { currenciesRead, storeSettingsRead } from '../../data/multi-currency/query';
import { critical, type StoreRead } from '../../data/shared/reads';

/** The wizard route's reads. */
export function multiCurrencySetupRouteReads(): StoreRead[] {
	if (isSetupCompletedOnPage()) {
		return [];
	}
	return [critical(currenciesRead()), storeSettingsRead()];
}
