/** In-page navigation of the settings tab: manage one currency (`currency=EUR` in the URL) and back. */
import { getHistory, getNewPath, getQuery } from '@woocommerce/navigation';

/** Opens a currency's settings, or the list with null. */
export function showCurrency(code: string | null): void {
	const query = { ...(getQuery() as Record<string, unknown>), currency: code ?? undefined };
	if (!code) {
		delete query.currency;
	}
	getHistory().push(getNewPath({}, '/', query));
}
