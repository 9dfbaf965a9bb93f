/**
 * What the fraud protection page reads, for its route (spec 000 §2): the payment settings object, which
 * holds the protection level and the stored rules, at once. Loaded by the route beside the page's chunk:
 * keep it free of components and store code.
 */
import { critical, type StoreRead } from '../../data/shared/reads';
import { settingsRead } from '../../data/settings/query';

/** The fraud protection route's reads. */
export function fraudProtectionRouteReads(): StoreRead[] {
	return [critical(settingsRead())];
}
