/** The read of the payment settings object (GET /settings, spec 001 §7.1). Store-free, for route reads. */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** GET /settings: `getSettings()`. */
export function settingsRead() {
	return storeRead('getSettings', [], '/settings');
}
