import { parseQuery } from './query';

export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string; raw: string };

/** PHP's json_decode depth (WordPress decodes bodies with it): deeper bodies are refused, like there. */
export const MAX_JSON_DEPTH = 512;

/** Whether JSON text nests arrays/objects deeper than `max` (strings skipped; the text need not be valid). */
export function tooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (inString) {
			if (c === 0x5c) {
				i++;
			} else if (c === 0x22) {
				inString = false;
			}
		} else if (c === 0x22) {
			inString = true;
		} else if (c === 0x5b || c === 0x7b) {
			if (++depth > max) {
				return true;
			}
		} else if (c === 0x5d || c === 0x7d) {
			depth--;
		}
	}
	return false;
}

/**
 * Decodes a raw request body (the app keeps bodies raw, see app.ts) by content type: JSON, or form
 * encoding (PHP-style keys). Other types (multipart uploads) are left to the route, as `value: undefined`.
 */
export function parseBody(raw: unknown, contentType: string | undefined): ParsedBody {
	if (!Buffer.isBuffer(raw) || raw.length === 0) {
		return { ok: true, value: undefined };
	}
	const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
	const text = raw.toString('utf8');
	if (type === 'application/x-www-form-urlencoded') {
		return { ok: true, value: parseQuery(text) };
	}
	if (type === 'application/json' || type.endsWith('+json') || type === '' || type === 'text/plain') {
		if (text.trim() === '') {
			return { ok: true, value: undefined };
		}
		if (tooDeep(text)) {
			return { ok: false, error: 'Maximum stack depth exceeded', raw: text };
		}
		try {
			return { ok: true, value: JSON.parse(text) as unknown };
		} catch (error) {
			return { ok: false, error: error instanceof Error ? error.message : 'Syntax error', raw: text };
		}
	}
	return { ok: true, value: undefined };
}

/**
 * A control API body (CONTRACT.md): JSON whatever the declared type, since test clients differ in what they
 * declare for a JSON string (`application/octet-stream`, a form type, none); else as {@link parseBody}.
 */
export function parseControlBody(raw: unknown, contentType: string | undefined): ParsedBody {
	if (Buffer.isBuffer(raw) && /^\s*[[{]/.test(raw.toString('utf8'))) {
		return parseBody(raw, 'application/json');
	}
	return parseBody(raw, contentType);
}
