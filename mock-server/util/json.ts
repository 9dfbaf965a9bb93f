/** Small JSON helpers shared by the REST layer, the control API and the repositories. */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: unknown };

export function isPlainObject(value: unknown): value is JsonObject {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		return false;
	}
	const proto = Object.getPrototypeOf(value) as unknown;
	return proto === Object.prototype || proto === null;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Deep merge for JSON documents: plain objects merge key by key, everything else (arrays, null, scalars)
 * replaces. Neither input is modified. Keys that could pollute prototypes are dropped.
 */
export function deepMerge<T>(base: T, patch: unknown): T {
	if (!isPlainObject(base) || !isPlainObject(patch)) {
		return (patch === undefined ? base : clone(patch)) as T;
	}
	const out: JsonObject = { ...base };
	for (const [key, value] of Object.entries(patch)) {
		if (FORBIDDEN_KEYS.has(key) || value === undefined) {
			continue;
		}
		out[key] =
			isPlainObject(out[key]) && isPlainObject(value) ? deepMerge(out[key], value) : clone(value);
	}
	return out as T;
}

/** A structural copy of a JSON value. */
export function clone<T>(value: T): T {
	return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * JSON for an inline <script>: `<`, `>`, `&` and the two JavaScript line terminators are escaped so that no
 * string (e.g. `</script>`) can end the script element early.
 */
export function jsonForScript(value: unknown): string {
	return JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');
}
