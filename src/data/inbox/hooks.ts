/** Hooks of `wcpay/inbox` for the overview's inbox card. */
import { useCallback } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

import type { Read } from '../shared/types';
import { store } from './store';
import type { InboxNote } from './types';

const EMPTY: InboxNote[] = [];

/**
 * The product's unactioned notes, newest first (`[]` until loaded), and which are busy.
 *
 * @example
 * const { data: notes, isLoading, error, isNoteBusy } = useInboxNotes();
 */
export function useInboxNotes(): Read<InboxNote[]> & { isNoteBusy: (id: number) => boolean } {
	// The busy flags are read as data, so that a flag cleared after a failed dismiss renders again.
	const { busy, ...read } = useSelect((select) => {
		const s = select(store);
		return {
			data: s.getNotes() ?? EMPTY,
			isLoading: !s.hasFinishedResolution('getNotes', []),
			error: s.getNotesError() ?? undefined,
			busy: s.getBusyNotes(),
		};
	}, []);
	const isNoteBusy = useCallback((id: number) => Boolean(busy[id]), [busy]);
	return { ...read, isNoteBusy };
}

/**
 * The inbox's actions: `dismissNote( note )`, `dismissAllNotes()` (both after the page's confirmation; the
 * success notice has Undo), `triggerNoteAction( noteId, actionId )`, `reloadNotes()`.
 *
 * @example
 * const { dismissNote } = useInboxActions();
 * await dismissNote( note );
 */
export function useInboxActions() {
	const { dismissNote, dismissAllNotes, undoDismiss, triggerNoteAction, reloadNotes } = useDispatch(store);
	return { dismissNote, dismissAllNotes, undoDismiss, triggerNoteAction, reloadNotes };
}
