/**
 * The cases of the hostile-input matrix (hostile-input.test.ts), generated per route entry of the REST
 * router from its sample (route-samples.ts). Each case says what it may get:
 *
 * - `accept`: the valid request; it must be served (2xx, or the sample's documented status).
 * - `refuse`: the input is unusable (bad JSON, wrong types, missing required fields, strings over any
 *   sane limit, bodies over the server's limit, hostile ids, wrong files); it must get a 4xx.
 * - `either`: the input may legitimately be accepted (unknown fields ignored, paging clamped, a body of
 *   another content type read or ignored, a null meaning "absent"); whatever the answer, it is not a 5xx.
 *
 * Every 4xx must be a WordPress error (`code`, `message`, `data.status` = the HTTP status) and leave the
 * database as it was; the test checks that for every case.
 */
import type { RouteEntry } from './route-table';
import { fillPattern, servedBy } from './route-table';
import { type RouteSample, uploadBody } from './route-samples';
import { HUGE_STRING, MB, uploadCases } from './hostile-upload';
import type { Db } from '../../../mock-server/db/types';

export type Expectation = 'accept' | 'refuse' | 'either';

export interface HostileCase {
	name: string;
	method: string;
	path: string;
	query: string;
	headers: Record<string, string>;
	payload?: string | Buffer;
	expect: Expectation;
	/** The exact WordPress code / HTTP status a refusal must carry, when there is one. */
	code?: string;
	status?: number;
}

/** Above the server's body limit (16 MB, mock-server/app.ts). */
const OVER_LIMIT = Buffer.alloc(17 * 1024 * 1024, 0x61);

/** Path parameter values a client should never be able to use (inserted into the URL as written). */
export const HOSTILE_IDS = [
	'..',
	'..%2F..%2Fsettings',
	'%2e%2e%2f',
	'%2e%2e',
	'%00',
	'abc%00def',
	';',
	'1;DROP%20TABLE%20transactions',
	"'%20OR%20'1'%3D'1",
	'%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	'x'.repeat(5000),
	'9'.repeat(400),
	'-1',
	'0',
	'1.5',
	'1e309',
	'%C3%A9%F0%9F%98%80',
	'%FF%FE',
	'%20',
	'%2F',
	'*',
	'%25',
	'__proto__',
	'constructor',
	'toString',
];

const PAGING_KEYS = ['page', 'per_page', 'pagesize', 'limit'];
const PAGING_VALUES = ['-1', '0', 'abc', '1.5', '99999999999999999999', '1e3', '', '%00'];
const QUERY_KEYS = [
	'orderby',
	'order',
	'sort',
	'direction',
	'search',
	'search_term',
	'date_after',
	'date_between',
	'match',
	'status_is',
	'type_is',
	'currency_is',
	'user_email',
];

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

function kindOf(value: unknown): Kind {
	if (value === null) {
		return 'null';
	}
	if (Array.isArray(value)) {
		return 'array';
	}
	return typeof value as Kind;
}

/** Values of other types than `kind` (null is tried separately: it often means "absent"). */
const WRONG: Record<Kind, unknown[]> = {
	string: [12345, true, { x: 'y' }, ['x']],
	number: ['not-a-number', true, { x: 1 }, [1]],
	boolean: ['maybe', 2, { x: true }, [true]],
	object: ['text', 1, true, []],
	array: ['text', 1, true, { x: 'y' }],
	null: ['text', 1],
};

/** Every path (dotted) of a JSON value below its root, with its value. */
function paths(value: unknown, prefix = ''): { path: string; value: unknown }[] {
	if (value === null || typeof value !== 'object') {
		return [];
	}
	return Object.entries(value).flatMap(([key, child]) => {
		const path = prefix ? `${prefix}.${key}` : key;
		return [{ path, value: child }, ...paths(child, path)];
	});
}

/** A copy of `body` with `path` set to `value` (removed when `value` is undefined). */
function withPath(body: unknown, path: string, value: unknown): unknown {
	const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
	const keys = path.split('.');
	let node: Record<string, unknown> = copy;
	for (const key of keys.slice(0, -1)) {
		node = node[key] as Record<string, unknown>;
	}
	const last = keys[keys.length - 1];
	if (value === undefined) {
		if (Array.isArray(node)) {
			node.splice(Number(last), 1);
		} else {
			delete node[last];
		}
	} else {
		node[last] = value;
	}
	return copy;
}

function nested(depth: number): string {
	return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function multipartOf(body: Record<string, unknown>): { payload: string; contentType: string } {
	const boundary = '----matrixFormBoundary';
	const fields = Object.entries(body).map(
		([k, v]) =>
			`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`
	);
	return {
		payload: `${fields.join('')}--${boundary}--\r\n`,
		contentType: `multipart/form-data; boundary=${boundary}`,
	};
}

/** The cases of one route entry. `nonce` is added to every case's headers. */
export function hostileCases(entry: RouteEntry, sample: RouteSample | undefined, db: Db, nonce: string) {
	const cases: HostileCase[] = [];
	const params = sample?.params?.(db) ?? {};
	const encoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
	const path = fillPattern(entry.pattern, encoded);
	const baseQuery = sample?.query ?? '';
	const body = sample?.body?.(db);
	const json = (value: unknown) => ({
		headers: { 'content-type': 'application/json' },
		payload: JSON.stringify(value),
	});
	const valid = body !== undefined ? json(body) : { headers: {}, payload: undefined };
	const add = (c: Omit<HostileCase, 'path' | 'query' | 'headers'> & Partial<HostileCase>) =>
		cases.push({
			path,
			query: baseQuery,
			...c,
			headers: { ...c.headers, 'x-wp-nonce': nonce },
		});
	const writes = entry.methods.filter((m) => m !== 'GET');
	const required = new Set(sample?.required ?? []);
	const anyType = sample?.anyType ?? [];
	const free = (p: string) => anyType.some((a) => p === a || p.startsWith(`${a}.`));

	for (const method of entry.methods) {
		const upload = method !== 'GET' && sample?.upload ? uploadBody() : undefined;
		const good =
			method === 'GET'
				? { headers: {}, payload: undefined }
				: upload
					? { headers: { 'content-type': upload.contentType }, payload: upload.payload }
					: valid;
		add({
			name: 'the valid request',
			method,
			...good,
			expect: 'accept',
			status: sample?.baseline?.status,
		});
		// Ids with path characters, in each path parameter (the rest of the request valid).
		for (const name of entry.params) {
			for (const id of HOSTILE_IDS) {
				const hostilePath = fillPattern(entry.pattern, { ...encoded, [name]: id });
				const served = servedBy(method, hostilePath);
				add({
					name: `${name} = ${id.slice(0, 40)}`,
					method,
					path: hostilePath,
					...good,
					// An id that, decoded, names another route (e.g. "%2F" → the list) asks that route.
					expect: served === undefined || served === entry.pattern ? 'refuse' : 'either',
				});
			}
		}
		if (method === 'GET') {
			for (const key of PAGING_KEYS) {
				for (const value of [...PAGING_VALUES, '[]=1', '[a]=1']) {
					const pair = value.startsWith('[') ? `${key}${value}` : `${key}=${value}`;
					add({ name: `paging ${pair}`, method, query: `${baseQuery}&${pair}`, expect: 'either' });
				}
			}
			for (const key of QUERY_KEYS) {
				for (const pair of [
					`${key}=%27%3B%20DROP%20TABLE%20transactions%3B%20--`,
					`${key}=${'y'.repeat(100_000)}`,
					`${key}[]=a&${key}[]=b`,
					`${key}[a][b]=c`,
					// Names every object inherits: a lookup table must not read them as a column or a filter.
					`${key}=constructor`,
					`${key}=toString`,
				]) {
					add({
						name: `query ${pair.slice(0, 60)}`,
						method,
						query: `${baseQuery}&${pair}`,
						expect: 'either',
					});
				}
			}
			add({
				name: 'query __proto__',
				method,
				query: `${baseQuery}&__proto__[polluted]=1`,
				expect: 'either',
			});
			continue;
		}
		// Every write method: bad JSON and a body over the server's limit.
		add({
			name: 'invalid JSON',
			method,
			...json(0),
			payload: '{"a":',
			expect: 'refuse',
			code: 'rest_invalid_json',
		});
		add({
			name: 'body over the limit',
			method,
			headers: { 'content-type': 'application/json' },
			payload: OVER_LIMIT,
			expect: 'refuse',
			status: 413,
		});
		if (method !== writes[0]) {
			continue;
		}
		// The full set on the first write method (the others share the handler).
		for (const bad of [
			"{'a':1}",
			'{"a":1,}',
			'NaN',
			'\uFEFF{}',
			body ? JSON.stringify(body).slice(0, -1) : '[',
		]) {
			add({
				name: `invalid JSON ${bad.slice(0, 30)}`,
				method,
				...json(0),
				payload: bad,
				expect: 'refuse',
				code: 'rest_invalid_json',
			});
		}
		add({ name: 'deeply nested JSON', method, ...json(0), payload: nested(200_000), expect: 'either' });
		if (upload) {
			uploadCases(method).forEach((c) => add(c));
			continue;
		}
		const reads = body !== undefined;
		const strict = reads && required.size > 0 ? 'refuse' : 'either';
		for (const value of [[], [1, 2], 'text', 123, true, null]) {
			add({
				name: `body ${JSON.stringify(value)}`,
				method,
				...json(value),
				expect: value === null ? 'either' : strict,
			});
		}
		add({ name: 'body {}', method, ...json({}), expect: strict });
		const payload = body ?? {};
		const text = JSON.stringify(payload);
		for (const [type, raw] of [
			['text/plain', text],
			['', text],
			['application/json; charset=utf-16', text],
			['application/octet-stream', text],
			['application/xml', '<a>1</a>'],
			['application/x-www-form-urlencoded', 'a=1&b[]=2&c[d][e][f][g][h][i]=3&%%%'],
		]) {
			add({
				name: `content type "${type}"`,
				method,
				headers: type ? { 'content-type': type } : {},
				payload: raw,
				expect: 'either',
			});
		}
		const form = multipartOf(payload);
		add({
			name: 'multipart where JSON is expected',
			method,
			headers: { 'content-type': form.contentType },
			payload: form.payload,
			expect: 'either',
		});
		add({
			name: 'an unknown field',
			method,
			...json({ ...payload, matrix_unknown_field: 'x' }),
			expect: 'either',
		});
		add({
			name: '__proto__ field',
			method,
			...json(0),
			payload: `{"__proto__":{"polluted":"yes"},${text.slice(1)}`.replace(',}', '}'),
			expect: 'either',
		});
		add({
			name: 'constructor.prototype field',
			method,
			...json({ ...payload, constructor: { prototype: { polluted: 'yes' } } }),
			expect: 'either',
		});
		add({
			name: 'a 4 MB unknown field',
			method,
			...json({ ...payload, padding: 'p'.repeat(4 * MB) }),
			expect: 'either',
		});
		add({
			name: 'a deeply nested unknown field',
			method,
			...json(0),
			payload: `{"deep":${nested(5000)}${text === '{}' ? '' : `,${text.slice(1, -1)}`}}`,
			expect: 'either',
		});
		for (const name of required) {
			add({
				name: `missing ${name}`,
				method,
				...json(withPath(payload, name, undefined)),
				expect: 'refuse',
			});
		}
		for (const { path: field, value } of paths(payload)) {
			if (free(field)) {
				continue;
			}
			const kind = kindOf(value);
			const accepted = sample?.accepts?.[field] ?? [];
			for (const wrong of WRONG[kind]) {
				const legit = accepted.some((a) => JSON.stringify(a) === JSON.stringify(wrong));
				add({
					name: `${field} = ${JSON.stringify(wrong)}`,
					method,
					...json(withPath(payload, field, wrong)),
					expect: legit ? 'either' : 'refuse',
				});
			}
			add({
				name: `${field} = null`,
				method,
				...json(withPath(payload, field, null)),
				expect: required.has(field) ? 'refuse' : 'either',
			});
			if (kind === 'string') {
				add({
					name: `${field} = 1 MB string`,
					method,
					...json(withPath(payload, field, HUGE_STRING)),
					expect: 'refuse',
				});
			}
			if (kind === 'number') {
				for (const n of [-1, 0, 1.5, 1e308, -1e308]) {
					add({
						name: `${field} = ${n}`,
						method,
						...json(withPath(payload, field, n)),
						expect: 'either',
					});
				}
			}
		}
	}
	return cases;
}
