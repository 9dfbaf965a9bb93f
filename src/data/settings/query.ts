/** The read of the payment settings object (GET /settings, spec 001 §7.1). Store-free, for route reads. */
import { storeRead } from '../shared/reads';
import { STORE_NAME } from './name';

/** GET /settings: `getSettings()`. */
export function settingsRead() {
	return storeRead(STORE_NAME, 'getSettings', [], '/settings');
}
