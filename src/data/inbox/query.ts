/** The overview inbox's read (spec 000 §7) and the notes endpoint. Store-free, for route reads. */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';
import { PAYMENTS_NOTE_SOURCE, type NotesQuery } from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** WooCommerce admin's notes endpoint. */
export const NOTES_PATH = '/wc-analytics/admin/notes';

/** The overview's query (spec 000 §7): page 1, unactioned notes of the product, newest first. */
export const INBOX_QUERY: NotesQuery = {
	page: 1,
	per_page: 25,
	status: 'unactioned',
	source: PAYMENTS_NOTE_SOURCE,
	orderby: 'date',
	order: 'desc',
};

/** GET the notes of {@link INBOX_QUERY}: `getNotes()`. */
export function notesRead() {
	return storeRead('getNotes', [], NOTES_PATH, { ...INBOX_QUERY });
}

/** The user preference of the last time the inbox was read (milliseconds, as a string). */
export const INBOX_LAST_READ_META = 'wc_payments_overview_inbox_last_read';
