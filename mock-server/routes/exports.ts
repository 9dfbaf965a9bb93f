/**
 * Export availability and download (spec 001 §4.5): `GET /exports/{export_id}` answers
 * `{ export_id, status, download_url }` (pending on the first poll, then success); the download URL is
 * `/wp-json/wc/v3/payments/exports/{export_id}/download?_wpnonce=<nonce>`, which serves the CSV (UTF-8 with a
 * byte-order mark, as an attachment).
 */
import { exportAvailability, exportFile } from '../domain/money-exports';
import { requestNonce } from './money-common';
import { READABLE, RestFile, type RestRouter } from './router';

const BASE = '/wc/v3/payments/exports';

export function registerExportRoutes(router: RestRouter): void {
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)/download`, ({ state, request }) => {
		const { filename, csv } = exportFile(state.kv.db, request.params.id);
		return new RestFile(`\uFEFF${csv}`, 'text/csv; charset=utf-8', {
			'content-disposition': `attachment; filename="${filename}"`,
		});
	});

	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		exportAvailability(state.kv.db, request.params.id, requestNonce(request))
	);
}
