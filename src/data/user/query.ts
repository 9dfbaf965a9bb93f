/** The read of the signed-in admin (GET /wp/v2/users/me). Store-free, for route reads. */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** The users endpoint of the signed-in admin. */
export const CURRENT_USER_PATH = '/wp/v2/users/me';

/** GET /wp/v2/users/me: `getCurrentUser()`. */
export function currentUserRead() {
	return storeRead('getCurrentUser', [], CURRENT_USER_PATH);
}
