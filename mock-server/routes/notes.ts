/**
 * WooCommerce admin's inbox notes API (`/wc-analytics/admin/notes`, spec 000 §7): list (totals in the
 * X-WP-Total / X-WP-TotalPages headers), one note, update, batch update (dismiss all and its undo) and
 * triggering an action. Same REST checks as every route (nonce, manage_woocommerce).
 * Shapes: src/data/inbox/types.ts; docs/DATA.md.
 */
import {
	batchUpdateNotes,
	getNote,
	listNotes,
	noteId,
	readNotesQuery,
	triggerNoteAction,
	updateNote,
} from '../domain/money-notes';
import { ParamReader } from '../domain/money-params';
import { requestValues } from './money-common';
import { CREATABLE, EDITABLE, READABLE, RestResponse, type RestRouter } from './router';

const BASE = '/wc-analytics/admin/notes';

export function registerNoteRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) => {
		const q = readNotesQuery(new ParamReader(requestValues(request)));
		const { notes, total } = listNotes(state.kv.db, q, state.site().timeZone);
		return new RestResponse(200, notes, {
			'x-wp-total': String(total),
			'x-wp-totalpages': String(Math.ceil(total / q.perPage)),
		});
	});

	// Batch updates: `/batch` (and WooCommerce's own name, `/update`).
	for (const path of [`${BASE}/batch`, `${BASE}/update`]) {
		router.add(EDITABLE, path, ({ state, request }) =>
			batchUpdateNotes(state.kv.db, request.body, state.site().timeZone)
		);
	}

	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		getNote(state.kv.db, noteId(request.params.id), state.site().timeZone)
	);

	router.add(EDITABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		updateNote(state.kv.db, noteId(request.params.id), request.body, state.site().timeZone)
	);

	router.add(CREATABLE, `${BASE}/(?P<id>[^/]+)/action/(?P<action>[^/]+)`, ({ state, request }) =>
		triggerNoteAction(
			state.kv.db,
			noteId(request.params.id),
			request.params.action,
			state.site().timeZone
		)
	);
}
