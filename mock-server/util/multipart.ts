/**
 * A small `multipart/form-data` parser (RFC 7578) for the upload routes: the app keeps request bodies raw
 * (app.ts), so a route reads its parts from the bytes itself, with limits on the number of parts, the size
 * of each part's headers and the size of each part. No dependency: the bytes are split on the boundary
 * from the content type, each part's headers are read as UTF-8 (browsers send names raw, with `"`, CR and
 * LF as `%22`, `%0D`, `%0A`, which are decoded), and `name` / `filename` come from its Content-Disposition
 * (`filename*` of RFC 5987 preferred).
 */

export interface MultipartPart {
	/** The form field name. */
	name: string;
	/** The file name as sent (a file part), or undefined (a plain field). Not sanitised. */
	filename?: string;
	/** The part's declared Content-Type, lower case, without parameters ('' when none). */
	contentType: string;
	data: Buffer;
}

export interface MultipartLimits {
	/** At most this many parts (default 10). */
	maxParts?: number;
	/** At most this many bytes of headers per part (default 8 KB). */
	maxHeaderBytes?: number;
	/** At most this many bytes in one part's body (default 16 MB). */
	maxPartBytes?: number;
}

/** Why a body could not be read as multipart; `tooLarge` when a part exceeded `maxPartBytes`. */
export class MultipartError extends Error {
	constructor(
		message: string,
		readonly tooLarge = false
	) {
		super(message);
	}
}

/**
 * The boundary of a `multipart/form-data` content type, or undefined when the type is another one or names
 * no valid boundary (1–70 characters, RFC 2046).
 *
 * @example
 * multipartBoundary( 'multipart/form-data; boundary=----abc' ); // '----abc'
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
	if (!contentType) {
		return undefined;
	}
	const [type, ...params] = contentType.split(';');
	if (type.trim().toLowerCase() !== 'multipart/form-data') {
		return undefined;
	}
	for (const param of params) {
		const eq = param.indexOf('=');
		if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') {
			continue;
		}
		let value = param.slice(eq + 1).trim();
		if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
			value = value.slice(1, -1);
		}
		return /^[0-9A-Za-z'()+_,\-./:=? ]{1,70}$/.test(value) && !value.endsWith(' ') ? value : undefined;
	}
	return undefined;
}

/** The parameters of a header value (`form-data; name="file"; filename="a.pdf"`), keys lower case. */
function headerParams(value: string): Record<string, string> {
	const out: Record<string, string> = {};
	let i = value.indexOf(';');
	while (i !== -1 && i < value.length) {
		i++;
		while (value[i] === ' ' || value[i] === '\t') {
			i++;
		}
		const eq = value.indexOf('=', i);
		if (eq === -1) {
			break;
		}
		const key = value.slice(i, eq).trim().toLowerCase();
		i = eq + 1;
		let param = '';
		if (value[i] === '"') {
			i++;
			while (i < value.length && value[i] !== '"') {
				// Only \" and \\ are escapes: a Windows path keeps its backslashes (stripped later).
				if (value[i] === '\\' && (value[i + 1] === '"' || value[i + 1] === '\\')) {
					i++;
				}
				param += value[i];
				i++;
			}
			i = value.indexOf(';', i);
		} else {
			const end = value.indexOf(';', i);
			param = (end === -1 ? value.slice(i) : value.slice(i, end)).trim();
			i = end;
		}
		if (!(key in out)) {
			out[key] = param;
		}
	}
	return out;
}

/** `filename*=UTF-8''…` (RFC 5987), decoded; undefined when malformed. */
function extendedValue(value: string): string | undefined {
	const match = /^utf-8'[^']*'(.*)$/i.exec(value);
	if (!match) {
		return undefined;
	}
	try {
		return decodeURIComponent(match[1]);
	} catch {
		return undefined;
	}
}

/** One part: its header block and body. */
function readPart(raw: Buffer, limits: Required<MultipartLimits>): MultipartPart {
	const split = raw.indexOf('\r\n\r\n');
	if (split === -1) {
		throw new MultipartError('A part of the multipart body has no header block.');
	}
	if (split > limits.maxHeaderBytes) {
		throw new MultipartError('The headers of a part of the multipart body are too long.');
	}
	const data = raw.subarray(split + 4);
	if (data.length > limits.maxPartBytes) {
		throw new MultipartError('A part of the multipart body is too large.', true);
	}
	let name: string | undefined;
	let filename: string | undefined;
	let contentType = '';
	for (const line of raw.subarray(0, split).toString('utf8').split('\r\n')) {
		const colon = line.indexOf(':');
		if (colon === -1) {
			continue;
		}
		const header = line.slice(0, colon).trim().toLowerCase();
		const value = line.slice(colon + 1).trim();
		if (header === 'content-disposition') {
			if (value.split(';')[0].trim().toLowerCase() !== 'form-data') {
				throw new MultipartError('A part of the multipart body is not form data.');
			}
			const params = headerParams(value);
			name = params.name;
			const extended =
				params['filename*'] === undefined ? undefined : extendedValue(params['filename*']);
			// Browsers escape `"`, CR and LF of a name as %22, %0D, %0A (HTML's form encoding).
			filename =
				extended ??
				params.filename?.replace(/%(22|0d|0a)/gi, (_, hex: string) =>
					String.fromCharCode(parseInt(hex, 16))
				);
		} else if (header === 'content-type') {
			contentType = value.split(';')[0].trim().toLowerCase();
		}
	}
	if (name === undefined) {
		throw new MultipartError('A part of the multipart body has no name.');
	}
	return { name, filename, contentType, data };
}

/**
 * The parts of a `multipart/form-data` body. Throws `MultipartError` for a body that does not follow the
 * format or breaks a limit (`tooLarge` for a part above `maxPartBytes`).
 *
 * @example
 * const parts = parseMultipart( request.rawBody, boundary, { maxParts: 5 } );
 * const file = parts.find( ( p ) => p.name === 'file' && p.filename !== undefined );
 */
export function parseMultipart(
	body: Buffer,
	boundary: string,
	limits: MultipartLimits = {}
): MultipartPart[] {
	const l: Required<MultipartLimits> = {
		maxParts: limits.maxParts ?? 10,
		maxHeaderBytes: limits.maxHeaderBytes ?? 8 * 1024,
		maxPartBytes: limits.maxPartBytes ?? 16 * 1024 * 1024,
	};
	const delimiter = Buffer.from(`--${boundary}`);
	const separator = Buffer.from(`\r\n--${boundary}`);
	// The preamble (usually empty) ends at the first delimiter.
	let start = body.indexOf(delimiter);
	if (start === -1 || (start > 0 && body.indexOf(separator) !== start - 2)) {
		throw new MultipartError('The multipart body does not start with its boundary.');
	}
	start += delimiter.length;
	const parts: MultipartPart[] = [];
	for (;;) {
		// After a delimiter: "--" closes the body, CRLF opens a part (transport padding allowed).
		if (body[start] === 0x2d && body[start + 1] === 0x2d) {
			return parts;
		}
		while (body[start] === 0x20 || body[start] === 0x09) {
			start++;
		}
		if (body[start] !== 0x0d || body[start + 1] !== 0x0a) {
			throw new MultipartError('The multipart body is malformed after a boundary.');
		}
		start += 2;
		const end = body.indexOf(separator, start);
		if (end === -1) {
			throw new MultipartError('The multipart body is not closed by its boundary.');
		}
		if (parts.length >= l.maxParts) {
			throw new MultipartError(`The multipart body has more than ${l.maxParts} parts.`);
		}
		parts.push(readPart(body.subarray(start, end), l));
		start = end + separator.length;
	}
}
