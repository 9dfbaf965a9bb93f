/** What the payment settings screen reads, for its route (spec 001 §7.1): the settings object, at once. */
import { settingsRead } from '../../data/settings/query';
import { critical, type StoreRead } from '../../data/shared/reads';

/** The payment settings route's reads. */
export function paymentSettingsRouteReads(): StoreRead[] {
	return [critical(settingsRead())];
}
