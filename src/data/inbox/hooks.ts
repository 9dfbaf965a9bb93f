/** Hooks of `wcpay/inbox` for the overview's inbox card. */
import { useDispatch, useSelect } from '@wordpress/data';

import type { ApiError } from '../shared/api';
import type { ResolutionSelectors } from '../shared/resolution';
import { store } from './store';
import type { InboxNote } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The product's unactioned notes, newest first: `{ notes, isLoading, error, isNoteBusy }`. */
export function useInboxNotes(): {
	notes: InboxNote[];
	isLoading: boolean;
	error: ApiError | null;
	isNoteBusy: (id: number) => boolean;
} {
	return useSelect((select) => {
		const s = select(store) as any as ResolutionSelectors & {
			getNotes: () => InboxNote[] | null;
			getNotesError: () => ApiError | null;
			isNoteBusy: (id: number) => boolean;
		};
		const notes = s.getNotes();
		return {
			notes: notes ?? EMPTY,
			isLoading: !s.hasFinishedResolution('getNotes', []),
			error: s.getNotesError(),
			isNoteBusy: s.isNoteBusy,
		};
	}, []);
}

const EMPTY: InboxNote[] = [];

/**
 * The inbox's actions: `dismissNote(note)`, `dismissAllNotes()` (both after the page's confirmation; the
 * success notice has Undo), `triggerNoteAction(noteId, actionId)`, `reloadNotes()`, `markInboxRead()`.
 */
export function useInboxActions(): {
	dismissNote: (note: InboxNote) => Promise<boolean>;
	dismissAllNotes: () => Promise<boolean>;
	undoDismiss: (notes: InboxNote[]) => Promise<boolean>;
	triggerNoteAction: (noteId: number, actionId: number) => Promise<InboxNote | null>;
	reloadNotes: () => void;
	markInboxRead: (at?: number) => Promise<boolean>;
} {
	const { dismissNote, dismissAllNotes, undoDismiss, triggerNoteAction, reloadNotes, markInboxRead } =
		useDispatch(store) as any;
	return { dismissNote, dismissAllNotes, undoDismiss, triggerNoteAction, reloadNotes, markInboxRead };
}
