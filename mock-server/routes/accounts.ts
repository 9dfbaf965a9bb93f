/** The payments account status (spec 000 §7): the same object as `wcpaySettings.accountStatus`. */
import { READABLE, type RestRouter } from './router';

export function registerAccountRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc/v3/payments/accounts', ({ state }) => state.accountStatus());
}
