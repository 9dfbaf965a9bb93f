/**
 * The automatic opening of a document (spec 001 §2.9): when the page query has both `document_id` and
 * `document_type`, the document's download link opens in the same tab, once per page load.
 */
import { useEffect, useRef } from 'react';

import { documentDownloadUrl } from '../../data/documents';
import type { RestApi } from '../../data/shared/api';

/**
 * The link to open for the page query, or null when `document_id` or `document_type` is missing.
 *
 * @example
 * autoOpenUrl( { document_id: 'doc_1', document_type: 'vat_invoice' }, { root: '/wp-json/', nonce: 'n' } );
 * // '/wp-json/wc/v3/payments/documents/doc_1?_wpnonce=n'
 */
export function autoOpenUrl(query: Readonly<Record<string, unknown>>, api: RestApi): string | null {
	const id = query.document_id;
	const type = query.document_type;
	if (typeof id !== 'string' || id === '' || typeof type !== 'string' || type === '') {
		return null;
	}
	return documentDownloadUrl(id, api);
}

/**
 * Opens the document the page query names, in the same tab (a download: the page stays).
 *
 * @param query  Page query.
 * @param api    REST root and nonce.
 * @param open   How to open a URL (default: `window.location.assign`).
 */
export function useAutoOpenDocument(
	query: Readonly<Record<string, unknown>>,
	api: RestApi,
	open: (url: string) => void = (url) => window.location.assign(url)
): void {
	const opened = useRef(false);
	const url = autoOpenUrl(query, api);
	useEffect(() => {
		if (url && !opened.current) {
			opened.current = true;
			open(url);
		}
	}, [url, open]);
}
