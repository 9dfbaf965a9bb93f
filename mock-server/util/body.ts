import { parseQuery } from './query';

export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string; raw: string };

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
		try {
			return { ok: true, value: JSON.parse(text) as unknown };
		} catch (error) {
			return { ok: false, error: error instanceof Error ? error.message : 'Syntax error', raw: text };
		}
	}
	return { ok: true, value: undefined };
}
