/**
 * Evidence files (spec 002 §5.3, §7): POST /file (multipart `file` + `purpose=dispute_evidence`; the body
 * stays raw and is parsed by mock-server/util/multipart.ts), GET /file/{id}/details, GET /file/{id}/content
 * (base64) and GET /file/{id} (the raw file, for previews). Domain: mock-server/domain/files.ts.
 */
import { getFileContent, getFileDetails, getFileRaw, uploadFile } from '../domain/files';
import { queryString } from '../util/query';
import { CREATABLE, READABLE, RestFile, type RestRouter } from './router';

const BASE = '/wc/v3/payments/file';

export function registerFileRoutes(router: RestRouter): void {
	router.add(CREATABLE, BASE, ({ state, request }) => {
		const contentType = request.headers['content-type'];
		return uploadFile(state.kv.db, {
			contentType: Array.isArray(contentType) ? contentType[0] : contentType,
			body: request.rawBody,
			query: { purpose: queryString(request.query.purpose) },
		});
	});
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)/details`, ({ state, request }) =>
		getFileDetails(state.kv.db, request.params.id)
	);
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)/content`, ({ state, request }) =>
		getFileContent(state.kv.db, request.params.id)
	);
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) => {
		const file = getFileRaw(state.kv.db, request.params.id);
		return new RestFile(file.body, file.type, { 'content-disposition': file.disposition });
	});
}
