/**
 * Inbox notes, as WooCommerce admin serves them under `/wc-analytics/admin/notes` (spec 000 §4 Inbox, §7):
 * list (deleted notes left out unless asked), one note, update (status, is_deleted, is_read, date_reminder),
 * a batch update of several notes (dismiss all, and its undo), and triggering an action.
 */
import {
	NOTE_STATUSES,
	NOTE_TYPES,
	NOTES_ORDERBY,
	type InboxNote,
	type NoteAction,
} from '../../src/data/inbox/types';
import type { Db } from '../db/types';
import { isPlainObject } from '../util/json';
import { WpError } from '../util/wp-error';
import { ParamReader } from './money-params';
import { toNote, type NoteRow } from './money-rows';
import { Conditions, orderBy, stmt } from './money-sql';

export interface NotesQuery {
	page: number;
	perPage: number;
	statuses?: string[];
	sources?: string[];
	types?: string[];
	orderby: string;
	order: 'asc' | 'desc';
	withDeleted: boolean;
}

const ORDER_COLUMNS: Record<string, string> = {
	date: 'date_created',
	note_id: 'id',
	title: 'title',
	type: 'type',
	status: 'status',
};

export function readNotesQuery(r: ParamReader): NotesQuery {
	const sources = r.list('source', undefined, 20);
	if (sources?.some((s) => !/^[\w-]{1,100}$/.test(s))) {
		r.fail('source', 'source must be a comma-separated list of note sources.');
	}
	const q: NotesQuery = {
		page: r.int('page', 1, Number.MAX_SAFE_INTEGER, 1),
		perPage: r.int('per_page', 1, 100, 10),
		statuses: r.list('status', NOTE_STATUSES),
		sources,
		types: r.list('type', NOTE_TYPES),
		orderby: r.oneOf('orderby', NOTES_ORDERBY) ?? 'date',
		order: r.oneOf('order', ['asc', 'desc'] as const) ?? 'desc',
		withDeleted: r.bool('is_deleted') ?? false,
	};
	r.done();
	return q;
}

export function listNotes(db: Db, q: NotesQuery, timeZone: string): { notes: InboxNote[]; total: number } {
	const c = new Conditions();
	if (!q.withDeleted) {
		c.require('is_deleted = 0');
	}
	c.in('status', q.statuses, true);
	c.in('source', q.sources, true);
	c.in('type', q.types, true);
	const { where, params } = c.build();
	const total = (stmt(db, `SELECT COUNT(*) AS n FROM notes ${where}`).get(...params) as { n: number }).n;
	const rows = stmt(
		db,
		`SELECT * FROM notes ${where} ${orderBy(ORDER_COLUMNS[q.orderby], q.order, 'id')} LIMIT ? OFFSET ?`
	).all(...params, q.perPage, (q.page - 1) * q.perPage) as NoteRow[];
	return { notes: rows.map((row) => toNote(row, timeZone)), total };
}

function noteRow(db: Db, id: number): NoteRow {
	const row = stmt(db, 'SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
	if (!row) {
		throw new WpError(404, 'woocommerce_note_invalid_id', 'Sorry, there is no resource with that ID.');
	}
	return row;
}

export function noteId(raw: string): number {
	if (!/^\d{1,9}$/.test(raw)) {
		throw new WpError(404, 'woocommerce_note_invalid_id', 'Sorry, there is no resource with that ID.');
	}
	return Number(raw);
}

export function getNote(db: Db, id: number, timeZone: string): InboxNote {
	return toNote(noteRow(db, id), timeZone);
}

interface NotePatch {
	status?: string;
	is_deleted?: number;
	is_read?: number;
	date_reminder?: number | null;
}

/** Reads and validates an update body (every field optional; at least one). */
function readPatch(r: ParamReader, body: unknown): NotePatch {
	const patch: NotePatch = {};
	const status = r.oneOf('status', NOTE_STATUSES);
	if (status !== undefined) {
		patch.status = status;
	}
	const deleted = r.bool('is_deleted');
	if (deleted !== undefined) {
		patch.is_deleted = deleted ? 1 : 0;
	}
	const read = r.bool('is_read');
	if (read !== undefined) {
		patch.is_read = read ? 1 : 0;
	}
	if (isPlainObject(body) && 'date_reminder' in body) {
		const value = body.date_reminder;
		if (value === null || value === '') {
			patch.date_reminder = null;
		} else {
			const ms =
				typeof value === 'string'
					? Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`)
					: NaN;
			if (Number.isNaN(ms)) {
				r.fail('date_reminder', 'date_reminder must be a date-time "YYYY-MM-DDTHH:MM:SS" or null.');
			} else {
				patch.date_reminder = ms;
			}
		}
	}
	return patch;
}

function applyPatch(db: Db, id: number, patch: NotePatch): void {
	const columns = Object.keys(patch) as (keyof NotePatch)[];
	if (columns.length === 0) {
		return;
	}
	// Column names come from the fixed keys of NotePatch, values are bound.
	stmt(db, `UPDATE notes SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`).run(
		...columns.map((c) => patch[c] ?? null),
		id
	);
}

/** PUT|POST /notes/{id}. */
export function updateNote(db: Db, id: number, body: unknown, timeZone: string): InboxNote {
	const r = new ParamReader(isPlainObject(body) ? (body as Record<string, never>) : {});
	const patch = readPatch(r, body);
	r.done();
	noteRow(db, id);
	applyPatch(db, id, patch);
	return getNote(db, id, timeZone);
}

/** A note id in a list: a positive integer, as a number or as digits (not `true`, `[1]`, '1e3'). */
function isNoteId(value: unknown): boolean {
	const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
	return typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
}

/** PUT /notes/batch `{ noteIds: [..], is_deleted?, status?, is_read? }`: one update for several notes. */
export function batchUpdateNotes(db: Db, body: unknown, timeZone: string): InboxNote[] {
	const r = new ParamReader(isPlainObject(body) ? (body as Record<string, never>) : {});
	const ids = isPlainObject(body) ? body.noteIds : undefined;
	let noteIds: number[] = [];
	if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100) {
		r.fail('noteIds', 'noteIds is required: a list of 1 to 100 note ids.');
	} else if (!ids.every(isNoteId)) {
		r.fail('noteIds', 'noteIds must hold positive integer note ids.');
	} else {
		noteIds = [...new Set(ids.map(Number))];
	}
	const patch = readPatch(r, body);
	r.done();
	return db.transaction(() => {
		for (const id of noteIds) {
			noteRow(db, id);
		}
		for (const id of noteIds) {
			applyPatch(db, id, patch);
		}
		return noteIds.map((id) => getNote(db, id, timeZone));
	})();
}

/** POST /notes/{id}/action/{action_id}: the note takes the action's status. */
export function triggerNoteAction(db: Db, id: number, actionParam: string, timeZone: string): InboxNote {
	const row = noteRow(db, id);
	let actions: NoteAction[] = [];
	try {
		actions = JSON.parse(row.actions) as NoteAction[];
	} catch {
		actions = [];
	}
	const action = actions.find((a) => String(a.id) === actionParam);
	if (!action) {
		throw new WpError(
			404,
			'woocommerce_note_action_invalid_id',
			'Sorry, there is no resource with that ID.'
		);
	}
	applyPatch(db, id, { status: action.status });
	return getNote(db, id, timeZone);
}
