/**
 * Inbox notes (spec 000 §3 "Inbox note", §4 Inbox, §7), served by WooCommerce's `/wc-analytics/admin/notes`
 * API. Shapes follow WooCommerce admin's note object. The mock server validates and serialises with them.
 */

export const NOTE_STATUSES = ['unactioned', 'actioned', 'snoozed'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export const NOTE_TYPES = ['error', 'warning', 'update', 'info', 'marketing', 'survey', 'email'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export const NOTE_LAYOUTS = ['plain', 'thumbnail', 'banner'] as const;
export type NoteLayout = (typeof NOTE_LAYOUTS)[number];

/** The source of the product's own notes: the overview lists only these. */
export const PAYMENTS_NOTE_SOURCE = 'woocommerce-payments';

export interface NoteAction {
	id: number;
	/** Stable name, e.g. 'view-payouts'. */
	name: string;
	label: string;
	/** Where the action goes (absolute, or admin-relative); '' for actions that only change the status. */
	url: string;
	/** The status the note takes when the action is triggered. */
	status: NoteStatus;
	primary: boolean;
	actioned_text: string;
}

/** One note (spec 000 §3). */
export interface InboxNote {
	id: number;
	name: string;
	title: string;
	/** HTML: render only through utils/sanitize (allowed tags a, b, em, i, strong, p, br). */
	content: string;
	type: NoteType;
	status: NoteStatus;
	source: string;
	locale: string;
	actions: NoteAction[];
	/** Store-local time "YYYY-MM-DDTHH:MM:SS". */
	date_created: string;
	/** UTC "YYYY-MM-DDTHH:MM:SS". */
	date_created_gmt: string;
	date_reminder: string | null;
	date_reminder_gmt: string | null;
	layout: NoteLayout;
	/** Image URL of thumbnail and banner layouts, or ''. */
	image: string;
	is_deleted: boolean;
	is_read: boolean;
	is_snoozable: boolean;
}

export const NOTES_ORDERBY = ['date', 'note_id', 'title', 'type', 'status'] as const;
export type NotesOrderBy = (typeof NOTES_ORDERBY)[number];

/** GET /wc-analytics/admin/notes query. Totals come in the X-WP-Total / X-WP-TotalPages headers. */
export interface NotesQuery {
	page?: number;
	/** 1–100, default 10 (WordPress). */
	per_page?: number;
	/** Comma-separated statuses. */
	status?: string;
	/** Comma-separated sources. */
	source?: string;
	/** Comma-separated types. */
	type?: string;
	orderby?: NotesOrderBy;
	order?: 'asc' | 'desc';
	/** Include soft-deleted notes; default false. */
	is_deleted?: boolean;
}

/** PUT|POST /wc-analytics/admin/notes/{id} body (every field optional). */
export interface NoteUpdate {
	status?: NoteStatus;
	/** 1 soft-deletes the note, 0 restores it (spec 000 §4; the server also takes true/false). */
	is_deleted?: 0 | 1 | boolean;
	is_read?: boolean;
	date_reminder?: string | null;
}

/** PUT /wc-analytics/admin/notes/batch body: the same update for several notes. */
export interface NotesBatchUpdate extends NoteUpdate {
	noteIds: number[];
}
