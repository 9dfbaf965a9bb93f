/**
 * `wcpay/inbox`: the overview's inbox (spec 000 §4 Inbox, §7, §8): the product's unactioned notes (page 1,
 * newest first), dismissing one or all (soft delete, `is_deleted`) with an Undo in the success notice,
 * triggering a note's action, and saving the last-read time in the user's `woocommerce_meta`.
 * Errors: 'There was an error getting your inbox. Please try again.' (with Reload), 'Message could not be
 * dismissed', 'Messages could not be dismissed'.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register, select as globalSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';

import { toApiError, type ApiError } from '../shared/api';
import { toUserMessage } from '../../utils/errors';
import { PAYMENTS_NOTE_SOURCE, type InboxNote, type NotesQuery } from './types';

export const STORE_NAME = 'wcpay/inbox';

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

/** The user meta key of the last time the inbox was read (milliseconds, as a string). */
export const INBOX_LAST_READ_META = 'wc_payments_overview_inbox_last_read';

export interface InboxState {
	notes: InboxNote[] | null;
	error: ApiError | null;
	/** Note ids being dismissed or actioned. */
	busy: Record<number, boolean>;
}

const initialState: InboxState = { notes: null, error: null, busy: {} };

type Action =
	| { type: 'RECEIVE_NOTES'; notes: InboxNote[] }
	| { type: 'RECEIVE_ERROR'; error: ApiError }
	| { type: 'REMOVE_NOTES'; ids: number[] }
	| { type: 'RESTORE_NOTES'; notes: InboxNote[] }
	| { type: 'SET_BUSY'; ids: number[]; busy: boolean };

function byDateDesc(a: InboxNote, b: InboxNote): number {
	return a.date_created_gmt === b.date_created_gmt
		? b.id - a.id
		: a.date_created_gmt < b.date_created_gmt
			? 1
			: -1;
}

export function reducer(state: InboxState = initialState, action: Action): InboxState {
	switch (action.type) {
		case 'RECEIVE_NOTES':
			return { ...state, notes: action.notes, error: null };
		case 'RECEIVE_ERROR':
			return { ...state, error: action.error };
		case 'REMOVE_NOTES':
			return { ...state, notes: (state.notes ?? []).filter((n) => !action.ids.includes(n.id)) };
		case 'RESTORE_NOTES': {
			const ids = new Set(action.notes.map((n) => n.id));
			const kept = (state.notes ?? []).filter((n) => !ids.has(n.id));
			return { ...state, notes: [...kept, ...action.notes].sort(byDateDesc) };
		}
		case 'SET_BUSY': {
			const busy = { ...state.busy };
			for (const id of action.ids) {
				if (action.busy) {
					busy[id] = true;
				} else {
					delete busy[id];
				}
			}
			return { ...state, busy };
		}
		default:
			return state;
	}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

function putNote(id: number, data: Record<string, unknown>): Promise<InboxNote> {
	return apiFetch<InboxNote>({ path: `${NOTES_PATH}/${id}`, method: 'PUT', data });
}

function putBatch(noteIds: number[], data: Record<string, unknown>): Promise<InboxNote[]> {
	return apiFetch<InboxNote[]>({ path: `${NOTES_PATH}/batch`, method: 'PUT', data: { noteIds, ...data } });
}

export const actions = {
	receiveNotes: (notes: InboxNote[]) => ({ type: 'RECEIVE_NOTES', notes }) as const,
	receiveError: (error: ApiError) => ({ type: 'RECEIVE_ERROR', error }) as const,

	/** Loads the notes again. */
	reloadNotes:
		() =>
		({ dispatch }: Thunk) => {
			dispatch.invalidateResolutionForStoreSelector('getNotes');
		},

	/** Dismisses one note (confirm first); the success notice offers Undo. Resolves to true on success. */
	dismissNote:
		(note: InboxNote) =>
		async ({ dispatch, registry }: Thunk): Promise<boolean> => {
			dispatch({ type: 'SET_BUSY', ids: [note.id], busy: true });
			try {
				await putNote(note.id, { is_deleted: true });
				dispatch({ type: 'REMOVE_NOTES', ids: [note.id] });
				registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('Message dismissed', 'woocommerce-payments'), {
						type: 'snackbar',
						actions: [
							{
								label: __('Undo', 'woocommerce-payments'),
								onClick: () => dispatch.undoDismiss([note]),
							},
						],
					});
				return true;
			} catch (error) {
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'inbox.dismiss'));
				return false;
			} finally {
				dispatch({ type: 'SET_BUSY', ids: [note.id], busy: false });
			}
		},

	/** Dismisses every listed note with one batch call (confirm first); Undo restores them all. */
	dismissAllNotes:
		() =>
		async ({ dispatch, select, registry }: Thunk): Promise<boolean> => {
			const notes: InboxNote[] = select.getNotes() ?? [];
			if (notes.length === 0) {
				return true;
			}
			const ids = notes.map((n) => n.id);
			dispatch({ type: 'SET_BUSY', ids, busy: true });
			try {
				await putBatch(ids, { is_deleted: true });
				dispatch({ type: 'REMOVE_NOTES', ids });
				registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('All messages dismissed', 'woocommerce-payments'), {
						type: 'snackbar',
						actions: [
							{
								label: __('Undo', 'woocommerce-payments'),
								onClick: () => dispatch.undoDismiss(notes),
							},
						],
					});
				return true;
			} catch (error) {
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'inbox.dismissAll'));
				return false;
			} finally {
				dispatch({ type: 'SET_BUSY', ids, busy: false });
			}
		},

	/** Restores dismissed notes (is_deleted back to false). */
	undoDismiss:
		(notes: InboxNote[]) =>
		async ({ dispatch, registry }: Thunk): Promise<boolean> => {
			const ids = notes.map((n) => n.id);
			try {
				const restored =
					notes.length === 1
						? [await putNote(ids[0], { is_deleted: false })]
						: await putBatch(ids, { is_deleted: false });
				dispatch({ type: 'RESTORE_NOTES', notes: restored });
				return true;
			} catch (error) {
				registry
					.dispatch(noticesStore)
					.createErrorNotice(
						toUserMessage(error, notes.length === 1 ? 'inbox.dismiss' : 'inbox.dismissAll')
					);
				return false;
			}
		},

	/**
	 * Triggers a note's action (POST …/notes/{id}/action/{actionId}): the note takes the action's status and
	 * leaves the unactioned list. The caller opens `action.url` itself. Resolves to the updated note.
	 */
	triggerNoteAction:
		(noteId: number, actionId: number) =>
		async ({ dispatch }: Thunk): Promise<InboxNote | null> => {
			dispatch({ type: 'SET_BUSY', ids: [noteId], busy: true });
			try {
				const note = await apiFetch<InboxNote>({
					path: `${NOTES_PATH}/${noteId}/action/${actionId}`,
					method: 'POST',
				});
				if (note.status !== 'unactioned' || note.is_deleted) {
					dispatch({ type: 'REMOVE_NOTES', ids: [noteId] });
				}
				return note;
			} catch {
				return null;
			} finally {
				dispatch({ type: 'SET_BUSY', ids: [noteId], busy: false });
			}
		},

	/** Saves now as the inbox's last-read time (user meta); the overview calls it once the notes loaded. */
	markInboxRead:
		(at: number = Date.now()) =>
		async (): Promise<boolean> => {
			try {
				await apiFetch({
					path: '/wp/v2/users/me',
					method: 'POST',
					data: { woocommerce_meta: { [INBOX_LAST_READ_META]: String(at) } },
				});
				return true;
			} catch {
				return false;
			}
		},
};

export const selectors = {
	/** The notes, or null until loaded. */
	getNotes: (state: InboxState) => state.notes,
	getNotesError: (state: InboxState) => state.error,
	isNoteBusy: (state: InboxState, id: number) => Boolean(state.busy[id]),
};

export const resolvers = {
	getNotes:
		() =>
		async ({ dispatch, registry }: Thunk) => {
			try {
				const notes = await apiFetch<InboxNote[]>({
					path: addQueryArgs(NOTES_PATH, INBOX_QUERY as Record<string, unknown>),
				});
				dispatch.receiveNotes(Array.isArray(notes) ? notes : []);
			} catch (error) {
				dispatch.receiveError(toApiError(error));
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'inbox.load'), {
					id: 'wcpay-inbox-error',
					actions: [
						{
							label: __('Reload', 'woocommerce-payments'),
							onClick: () => dispatch.reloadNotes(),
						},
					],
				});
			}
		},
};

export const storeConfig = { reducer, actions, selectors, resolvers };
export const store = createReduxStore(STORE_NAME, storeConfig);

if (!globalSelect(STORE_NAME as never)) {
	register(store);
}
