/**
 * PHP-style query string parsing, as WordPress sees `$_GET`: `a=1&b[]=2&b[]=3&c[x]=4` becomes
 * `{ a: '1', b: ['2', '3'], c: { x: '4' } }`. Later keys win for scalars, like PHP.
 */

export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 5;

export function parseQuery(search: string): Query {
	const out: Query = {};
	const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
	for (const [rawKey, value] of params) {
		const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
		if (!match) {
			setKey(out, rawKey, value);
			continue;
		}
		const path = [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (m) => m[1])].slice(
			0,
			MAX_DEPTH + 1
		);
		assign(out, path, value);
	}
	return out;
}

function setKey(target: Record<string, QueryValue>, key: string, value: QueryValue): void {
	if (!FORBIDDEN.has(key)) {
		target[key] = value;
	}
}

function assign(target: Record<string, QueryValue> | QueryValue[], path: string[], value: string): void {
	const [head, ...rest] = path;
	if (FORBIDDEN.has(head)) {
		return;
	}
	if (Array.isArray(target)) {
		if (rest.length === 0) {
			if (head === '') {
				target.push(value);
			} else {
				target[Number(head)] = value;
			}
			return;
		}
		const index = head === '' ? target.length : Number(head);
		const next = target[index];
		const child = container(next, rest[0]);
		target[index] = child;
		assign(child, rest, value);
		return;
	}
	if (rest.length === 0) {
		target[head] = value;
		return;
	}
	const child = container(target[head], rest[0]);
	target[head] = child;
	assign(child, rest, value);
}

function container(
	existing: QueryValue | undefined,
	nextKey: string
): Record<string, QueryValue> | QueryValue[] {
	const wantsArray = nextKey === '' || /^\d+$/.test(nextKey);
	if (wantsArray && Array.isArray(existing)) {
		return existing;
	}
	if (!wantsArray && existing && typeof existing === 'object' && !Array.isArray(existing)) {
		return existing;
	}
	if (Array.isArray(existing) && !wantsArray) {
		return Object.fromEntries(existing.map((v, i) => [String(i), v]));
	}
	return wantsArray ? [] : {};
}

/** A query value as a single string (first element of an array), or undefined. */
export function queryString(value: QueryValue | undefined): string | undefined {
	if (typeof value === 'string') {
		return value;
	}
	if (Array.isArray(value) && typeof value[0] === 'string') {
		return value[0];
	}
	return undefined;
}
