/**
 * `wcpay/inbox`: the overview's inbox (spec 000 §4 Inbox, §7, §8): the product's unactioned notes (page 1,
 * newest first), dismissing one or all (soft delete, `is_deleted`) with an Undo in the success notice,
 * triggering a note's action, and saving the last-read time in the user's `woocommerce_meta`.
 * Errors: 'There was an error getting your inbox. Please try again.' (with Reload), 'Message could not be
 * dismissed', 'Messages could not be dismissed'.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { toUserMessage } from '../../utils/errors';
import { STORE_NAME } from './name';
import { NOTES_PATH, notesRead, storeRead } from './query';
import type { InboxNote, NoteUpdate } from './types';

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

export const selectors = {
	/**
	 * The notes, or null until loaded.
	 *
	 * @example
	 * const notes = select( inboxStore ).getNotes(); // InboxNote[] | null
	 */
	getNotes: (state: InboxState) => state.notes,
	/**
	 * The error of the last notes load; null after a success.
	 *
	 * @example
	 * select( inboxStore ).getNotesError(); // ApiError | null
	 */
	getNotesError: (state: InboxState) => state.error,
	/**
	 * Whether a note is being dismissed or actioned.
	 *
	 * @example
	 * select( inboxStore ).isNoteBusy( 12 ); // false
	 */
	isNoteBusy: (state: InboxState, id: number) => Boolean(state.busy[id]),
	/**
	 * Note id → true while it is being dismissed or actioned (a new object whenever a flag changes).
	 *
	 * @example
	 * select( inboxStore ).getBusyNotes(); // { 12: true }
	 */
	getBusyNotes: (state: InboxState) => state.busy,
};

type Args = ThunkArgs<Action, typeof selectors>;

function putNote(id: number, data: NoteUpdate): Promise<InboxNote> {
	return apiFetch<InboxNote>({ path: `${NOTES_PATH}/${id}`, method: 'PUT', data });
}

function putBatch(noteIds: number[], data: NoteUpdate): Promise<InboxNote[]> {
	return apiFetch<InboxNote[]>({ path: `${NOTES_PATH}/batch`, method: 'PUT', data: { noteIds, ...data } });
}

/** Id of the notice of a failed note action. */
const ACTION_ERROR_NOTICE = 'wcpay-inbox-action-error';

/** Loads the notes again. */
const reloadNotes =
	() =>
	({ dispatch }: Args): void => {
		dispatch.invalidateResolutionForStoreSelector('getNotes');
	};

/** Restores dismissed notes (is_deleted=0, spec 000 §4). */
const undoDismiss =
	(notes: InboxNote[]) =>
	async ({ dispatch, registry }: Args): Promise<boolean> => {
		const ids = notes.map((n) => n.id);
		try {
			const restored =
				notes.length === 1
					? [await putNote(ids[0], { is_deleted: 0 })]
					: await putBatch(ids, { is_deleted: 0 });
			dispatch({ type: 'RESTORE_NOTES', notes: restored });
			writeSucceeded(registry, 'inbox.undo');
			return true;
		} catch (error) {
			writeFailed(
				registry,
				'inbox.undo',
				toUserMessage(error, notes.length === 1 ? 'inbox.dismiss' : 'inbox.dismissAll')
			);
			return false;
		}
	};

export const actions = {
	reloadNotes,
	undoDismiss,

	/** Dismisses one note (confirm first); the success notice offers Undo. Resolves to true on success. */
	dismissNote:
		(note: InboxNote) =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'SET_BUSY', ids: [note.id], busy: true });
			try {
				await putNote(note.id, { is_deleted: 1 });
				dispatch({ type: 'REMOVE_NOTES', ids: [note.id] });
				writeSucceeded(registry, 'inbox.dismiss');
				void registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('Message dismissed', 'woocommerce-payments'), {
						type: 'snackbar',
						actions: [
							{
								label: __('Undo', 'woocommerce-payments'),
								onClick: () => void dispatch(undoDismiss([note])),
							},
						],
					});
				return true;
			} catch (error) {
				writeFailed(registry, 'inbox.dismiss', toUserMessage(error, 'inbox.dismiss'));
				return false;
			} finally {
				dispatch({ type: 'SET_BUSY', ids: [note.id], busy: false });
			}
		},

	/** Dismisses every listed note with one batch call (confirm first); Undo restores them all. */
	dismissAllNotes:
		() =>
		async ({ dispatch, select, registry }: Args): Promise<boolean> => {
			const notes = select.getNotes() ?? [];
			if (notes.length === 0) {
				return true;
			}
			const ids = notes.map((n) => n.id);
			dispatch({ type: 'SET_BUSY', ids, busy: true });
			try {
				await putBatch(ids, { is_deleted: 1 });
				dispatch({ type: 'REMOVE_NOTES', ids });
				writeSucceeded(registry, 'inbox.dismiss');
				writeSucceeded(registry, 'inbox.dismissAll');
				void registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('All messages dismissed', 'woocommerce-payments'), {
						type: 'snackbar',
						actions: [
							{
								label: __('Undo', 'woocommerce-payments'),
								onClick: () => void dispatch(undoDismiss(notes)),
							},
						],
					});
				return true;
			} catch (error) {
				writeFailed(registry, 'inbox.dismissAll', toUserMessage(error, 'inbox.dismissAll'));
				return false;
			} finally {
				dispatch({ type: 'SET_BUSY', ids, busy: false });
			}
		},

	/**
	 * Triggers a note's action (POST …/notes/{id}/action/{actionId}): the note takes the action's status and
	 * leaves the unactioned list. The caller opens `action.url` itself. Resolves to the updated note, or null
	 * after a failure: the note stays and an error notice says the action failed.
	 */
	triggerNoteAction:
		(noteId: number, actionId: number) =>
		async ({ dispatch, registry }: Args): Promise<InboxNote | null> => {
			dispatch({ type: 'SET_BUSY', ids: [noteId], busy: true });
			try {
				const note = await apiPost<InboxNote>(`${NOTES_PATH}/${noteId}/action/${actionId}`, {});
				void registry.dispatch(noticesStore).removeNotice(ACTION_ERROR_NOTICE);
				if (note.status !== 'unactioned' || note.is_deleted) {
					dispatch({ type: 'REMOVE_NOTES', ids: [noteId] });
				}
				return note;
			} catch {
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(
						__('The action could not be completed. Please try again.', 'woocommerce-payments'),
						{ id: ACTION_ERROR_NOTICE }
					);
				return null;
			} finally {
				dispatch({ type: 'SET_BUSY', ids: [noteId], busy: false });
			}
		},
};

export const resolvers = {
	getNotes:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				const notes = await fetchRead<InboxNote[]>(notesRead());
				dispatch({ type: 'RECEIVE_NOTES', notes: Array.isArray(notes) ? notes : [] });
				// A Reload that went through: the earlier load error no longer holds.
				void registry.dispatch(noticesStore).removeNotice('wcpay-inbox-error');
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', error: toApiError(error) });
				void registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'inbox.load'), {
					id: 'wcpay-inbox-error',
					actions: [
						{
							label: __('Reload', 'woocommerce-payments'),
							onClick: () => dispatch(reloadNotes()),
						},
					],
				});
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
