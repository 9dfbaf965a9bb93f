/** The payments account status (spec 000 §7): the same object as `wcpaySettings.accountStatus`. */
import { advanceTestDrive } from '../domain/onboarding';
import { READABLE, type RestRouter } from './router';

export function registerAccountRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc/v3/payments/accounts', ({ state }) => {
		// A test drive being set up answers `pending` for a few polls, then completes (domain/onboarding.ts).
		advanceTestDrive(state);
		return state.accountStatus();
	});
}
