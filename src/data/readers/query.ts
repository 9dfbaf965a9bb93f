/**
 * The card readers store's reads (spec 001 §7.5): the readers list with its `limit`, and the reader fees of
 * one reader-fee charge. Store-free, for route reads and the store's resolvers.
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';
import { READERS_LIST_LIMIT } from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** The readers list endpoint. */
export const READERS_PATH = '/readers';

/** The reader fees of a charge: `/readers/charges/{id}`. */
export const READER_CHARGES_PATH = '/readers/charges';

/** GET /readers?limit={limit}: `getReaders( limit )` (the card readers page asks for 10). */
export function readersRead(limit: number = READERS_LIST_LIMIT) {
	return storeRead('getReaders', [limit], READERS_PATH, { limit });
}

/** GET /readers/charges/{id}: `getReaderChargeStats( id )`. */
export function readerChargeStatsRead(id: string) {
	return storeRead('getReaderChargeStats', [id], `${READER_CHARGES_PATH}/${encodeURIComponent(id)}`);
}

/**
 * The id a reader-fee view reads its fees with: the charge id, else the transaction id (the endpoint takes
 * either, and the payment intent id); null when neither is made of word characters (nothing is requested).
 */
export function readerChargeLookupId(
	chargeId: string | null | undefined,
	transactionId?: string | null
): string | null {
	for (const id of [chargeId, transactionId]) {
		if (typeof id === 'string' && /^\w+$/.test(id)) {
			return id;
		}
	}
	return null;
}
