/**
 * The overview store's reads (spec 000 §7): the WooCommerce admin options behind the tasks, and the
 * embedded-components session (the active loan summary is read by `wcpay/loans`). Store-free, for route reads.
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';
import { OVERVIEW_OPTIONS } from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** WooCommerce admin's options endpoint (read and saved). */
export const OPTIONS_PATH = '/wc-admin/options';

/** GET /wc-admin/options?options=…: `getOverviewOptions()` (task lists, connection-success dismissal). */
export function overviewOptionsRead() {
	return storeRead('getOverviewOptions', [], OPTIONS_PATH, {
		options: OVERVIEW_OPTIONS.join(','),
	});
}

/** GET /accounts/session: `getEmbeddedSession()` (the notifications banner). */
export function embeddedSessionRead() {
	return storeRead('getEmbeddedSession', [], '/accounts/session');
}
