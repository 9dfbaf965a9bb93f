/**
 * The documents list (spec 001 §2.9, §5.3, §7.7) as a list definition: paging (page 1, 25 per page), sort
 * (default date desc), match, dates and type is / is not, and who asks (`user_email`, `locale`). Store-free:
 * the route table builds its reads from here. Also the download link of a document: `{rest root}wc/v3/payments/documents/{id}?_wpnonce={nonce}`.
 */
import { restUrl, type RestApi } from '../shared/api';
import { defineList } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec } from '../shared/list-query';
import { requesterParams } from '../shared/requester';
import { STORE_NAME } from './name';
import { DOCUMENT_TYPES, DOCUMENTS_SORTS, type Document, type DocumentsSummary } from './types';

export const DOCUMENTS_QUERY: ListQuerySpec = {
	filters: {
		...DATE_FILTERS,
		type_is: { kind: 'enum', values: DOCUMENT_TYPES },
		type_is_not: { kind: 'enum', values: DOCUMENT_TYPES },
	},
	sorts: DOCUMENTS_SORTS,
	defaultSort: 'date',
	defaultDirection: 'desc',
};

/** GET /documents and /documents/summary, with the current user's e-mail (`user_email`, spec 001 §7.7). */
export const documentsList = defineList<Document, DocumentsSummary>({
	storeName: STORE_NAME,
	getId: (document) => document.document_id,
	paths: { list: '/documents', summary: '/documents/summary' },
	query: DOCUMENTS_QUERY,
	context: () => requesterParams(),
});

/**
 * The download link of a document (spec 001 §7.7): the REST root, the payments documents path and the REST
 * nonce, so that it works as a plain link (a new tab or the same tab).
 *
 * @example
 * documentDownloadUrl( 'doc_1', { root: '/wp-json/', nonce: 'abc' } );
 * // '/wp-json/wc/v3/payments/documents/doc_1?_wpnonce=abc'
 */
export function documentDownloadUrl(documentId: string, api: RestApi): string {
	return restUrl(`/documents/${encodeURIComponent(documentId)}`, api);
}
