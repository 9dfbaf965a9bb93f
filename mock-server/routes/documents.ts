/**
 * Documents (spec 001 §2.9, §7.7): `GET /documents` (`{ data, total_count }`), `GET /documents/summary`
 * (`{ count }`), both with the filters date before / after / between, type is / is not, match, and
 * `GET /documents/{id}`, the document's PDF (`application/pdf`, as an attachment) — the target of the
 * download link `{rest root}wc/v3/payments/documents/{id}?_wpnonce={nonce}`; 404 `wcpay_document_not_found`
 * for an unknown id. Domain: mock-server/domain/documents.ts; shapes: src/data/documents/types.ts.
 */
import {
	documentPdf,
	documentsSummary,
	getDocument,
	listDocuments,
	readDocumentsQuery,
} from '../domain/documents';
import { ParamReader } from '../domain/money-params';
import { requestValues } from './money-common';
import { READABLE, RestFile, type RestRouter } from './router';

const BASE = '/wc/v3/payments/documents';

export function registerDocumentRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) =>
		listDocuments(state.kv.db, readDocumentsQuery(new ParamReader(requestValues(request))))
	);
	router.add(READABLE, `${BASE}/summary`, ({ state, request }) =>
		documentsSummary(state.kv.db, readDocumentsQuery(new ParamReader(requestValues(request))))
	);
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) => {
		const { filename, body } = documentPdf(getDocument(state.kv.db, request.params.id));
		return new RestFile(body, 'application/pdf', {
			'content-disposition': `attachment; filename="${filename}"`,
		});
	});
}
