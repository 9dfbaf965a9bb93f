/**
 * The download of a document (spec 001 §7.7): the document's link (`documentDownloadUrl`) is fetched first
 * and the PDF offered as a file under the server's file name, so that a failed download never leaves the
 * merchant on the server's raw error answer. A failure raises the error notice 'The document could not be
 * downloaded.' with a Retry that downloads it again (the page stays as it was).
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { downloadBlob } from '../../utils/download';
import { toApiError } from '../shared/api';
import type { ApiError } from '../shared/types';

/** The id of the failure notice (a new failure replaces it). */
export const DOWNLOAD_NOTICE_ID = 'wcpay-document-download';

/**
 * The file name of a `content-disposition` header (`attachment; filename="a.pdf"`), or null.
 *
 * @example
 * attachmentFilename( 'attachment; filename="vat_invoice-doc_1.pdf"' ); // 'vat_invoice-doc_1.pdf'
 */
export function attachmentFilename(header: string | null): string | null {
	const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
	if (!match) {
		return null;
	}
	let name = match[1];
	try {
		name = decodeURIComponent(name);
	} catch {
		// Not percent-encoded: the name as it is.
	}
	// Only the last path segment: the server never chooses a folder.
	return name.split(/[\\/]/).pop() || null;
}

/** The document id at the end of a download link's path (the fallback file name). */
function linkDocumentId(url: string): string {
	const path = url.split('?')[0];
	return decodeURIComponent(path.split('/').pop() || 'document');
}

/**
 * Fetches a download link: the file and its name. Rejects with an `ApiError` (the server's, or
 * `fetch_error` when the request did not complete).
 *
 * @example
 * const { blob, filename } = await fetchDocumentFile( documentDownloadUrl( 'doc_1', api ) );
 */
export async function fetchDocumentFile(url: string): Promise<{ blob: Blob; filename: string }> {
	let response: Response;
	try {
		response = await window.fetch(url, { credentials: 'same-origin' });
	} catch (error) {
		throw toApiError(error);
	}
	if (!response.ok) {
		let body: unknown = null;
		try {
			body = await response.json();
		} catch {
			body = null;
		}
		const fallback: ApiError = {
			code: 'http_error',
			message: response.statusText,
			data: { status: response.status },
		};
		throw body && typeof body === 'object' && 'code' in body ? toApiError(body) : fallback;
	}
	const blob = await response.blob();
	const filename =
		attachmentFilename(response.headers.get('content-disposition')) ?? `${linkDocumentId(url)}.pdf`;
	return { blob, filename };
}

/**
 * Downloads a document through its link: the file is offered as a download (the page stays); a failure
 * raises the error notice with its Retry. Resolves to whether the file was offered.
 *
 * @example
 * await downloadDocument( documentDownloadUrl( 'doc_1', api ) ); // true
 */
export async function downloadDocument(url: string): Promise<boolean> {
	const notices = dispatch(noticesStore);
	void notices.removeNotice(DOWNLOAD_NOTICE_ID);
	try {
		const { blob, filename } = await fetchDocumentFile(url);
		downloadBlob(blob, filename);
		return true;
	} catch {
		void notices.createErrorNotice(__('The document could not be downloaded.', 'woocommerce-payments'), {
			id: DOWNLOAD_NOTICE_ID,
			actions: [
				{
					label: __('Retry', 'woocommerce-payments'),
					onClick: () => void downloadDocument(url),
				},
			],
		});
		return false;
	}
}
