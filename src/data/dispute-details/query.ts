/**
 * The single-dispute reads (spec 002 §7): a dispute by id (GET /disputes/{id}) and an evidence file's
 * details (GET /file/{id}/details). Store-free, for route reads.
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

const id = (value: string) => encodeURIComponent(value);

/** Whether an id may be requested: word characters only ('dp_…', 'file_…'). */
export function isValidDisputeId(value: string | null | undefined): value is string {
	return typeof value === 'string' && /^\w{1,64}$/.test(value);
}

/** GET /disputes/{id}: `getDispute( id )`. */
export function disputeRead(disputeId: string) {
	return storeRead('getDispute', [disputeId], `/disputes/${id(disputeId)}`);
}

/** GET /file/{id}/details: `getFileDetails( id )`. */
export function fileDetailsRead(fileId: string) {
	return storeRead('getFileDetails', [fileId], `/file/${id(fileId)}/details`);
}
