/** The read of the signed-in admin (GET /wp/v2/users/me). Store-free, for route reads. */
import { storeRead } from '../shared/reads';
import { STORE_NAME } from './name';

/** The users endpoint of the signed-in admin. */
export const CURRENT_USER_PATH = '/wp/v2/users/me';

/** GET /wp/v2/users/me: `getCurrentUser()`. */
export function currentUserRead() {
	return storeRead(STORE_NAME, 'getCurrentUser', [], CURRENT_USER_PATH);
}
