/**
 * Evidence files (spec 002 §2.4, §5.3, §7): the upload (POST /file, multipart `file` +
 * `purpose=dispute_evidence`, through api-fetch so the nonce goes along; the browser sets the multipart
 * content type) and the download (GET /file/{id}/content, base64, offered as a browser download). Both
 * reject with an `ApiError`; the callers show the messages ('Error downloading file', the server's upload
 * message under the field). And the preview image of a stored image file (GET /file/{id}).
 */
import apiFetch from '@wordpress/api-fetch';

import { downloadBlob } from '../../utils/download';
import { pageRestApi, restPath, restUrl, toApiError, type RestApi } from '../shared/api';
import type { FileContent, UploadedFile } from './types';

/**
 * POST /file: uploads one evidence file. Rejects with the server's `ApiError` (wrong type, too large, …).
 *
 * @example
 * const uploaded = await uploadEvidenceFile( input.files[ 0 ] ); // { id, filename, size, … }
 */
export async function uploadEvidenceFile(file: File): Promise<UploadedFile> {
	const body = new FormData();
	body.append('file', file, file.name);
	body.append('purpose', 'dispute_evidence');
	try {
		return await apiFetch<UploadedFile>({ path: restPath('/file'), method: 'POST', body });
	} catch (error) {
		throw toApiError(error);
	}
}

/** The bytes of base64 text. */
export function base64ToBytes(base64: string): Uint8Array {
	const binary = atob(base64);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) {
		bytes[i] = binary.charCodeAt(i);
	}
	return bytes;
}

/** The file's name without path parts or control characters (the server's name is remote text). */
export function safeDownloadName(filename: string): string {
	const last = filename.split(/[\\/]/).pop() ?? '';
	const base = Array.from(last)
		.filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
		.join('')
		.trim();
	return base || 'evidence';
}

/**
 * GET /file/{id}/content, then a browser download of the decoded file. Rejects with an `ApiError` on
 * failure (the caller shows 'Error downloading file').
 *
 * @example
 * downloadEvidenceFile( fileId ).catch( () => createErrorNotice( toUserMessage( null, 'evidence.download' ) ) );
 */
export async function downloadEvidenceFile(fileId: string): Promise<void> {
	let content: FileContent;
	try {
		content = await apiFetch<FileContent>({
			path: restPath(`/file/${encodeURIComponent(fileId)}/content`),
		});
	} catch (error) {
		throw toApiError(error);
	}
	let bytes: Uint8Array;
	try {
		bytes = base64ToBytes(content.file_content);
	} catch (error) {
		throw toApiError(error);
	}
	const blob = new Blob([bytes], { type: content.content_type || 'application/octet-stream' });
	downloadBlob(blob, safeDownloadName(content.filename));
}

/** Whether a file is an image (png, jpeg) by its type, else by its name: those have a preview image. */
export function isPreviewableFile(name: string | null | undefined, type?: string | null): boolean {
	if (type) {
		return /^(image\/)?(png|jpe?g)$/i.test(type);
	}
	return /\.(png|jpe?g)$/i.test(name ?? '');
}

/**
 * The URL of a stored file's preview image (spec 002 §7: under the REST URL, /file/{id}), with the nonce,
 * since an image cannot send headers.
 *
 * @example
 * filePreviewUrl( 'file_1', { root: '/wp-json/', nonce: 'abc' } ); // '/wp-json/wc/v3/payments/file/file_1?_wpnonce=abc'
 */
export function filePreviewUrl(fileId: string, api: RestApi = pageRestApi()): string {
	return restUrl(`/file/${encodeURIComponent(fileId)}`, api);
}
