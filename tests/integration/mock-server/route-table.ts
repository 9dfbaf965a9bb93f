/**
 * The REST route table of the mock server, read from `buildRestRouter()` (so a new route is covered by the
 * route matrices without editing them), and the tools the matrices share: concrete paths from WordPress
 * patterns, raw requests through `app.inject()`, the WordPress error shape check and a database watch that
 * tells whether a request changed anything (and undoes what it did, so every case starts from the seed).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../mock-server/db/types';
import { buildRestRouter } from '../../../mock-server/routes/index';

/** One route entry of the router: its methods share one handler. */
export interface RouteEntry {
	methods: readonly string[];
	pattern: string;
	capability: string;
	/** Names of the pattern's path parameters, in order. */
	params: string[];
}

/** One method + pattern: what the security matrix counts as a route. */
export interface MethodRoute extends RouteEntry {
	method: string;
}

const router = buildRestRouter();

/** Every route entry of the REST router, in registration order. */
export function routeEntries(): RouteEntry[] {
	return router.list().map((route) => ({ ...route, params: paramNames(route.pattern) }));
}

/** Every method + pattern of the REST router. */
export function methodRoutes(): MethodRoute[] {
	return routeEntries().flatMap((entry) => entry.methods.map((method) => ({ ...entry, method })));
}

/** `(?P<id>…)` names of a WordPress route pattern. */
export function paramNames(pattern: string): string[] {
	return Array.from(pattern.matchAll(/\(\?P<(\w+)>/g), (m) => m[1]);
}

/**
 * A concrete path for a pattern: each `(?P<name>…)` group replaced by `values[name]` (inserted as given:
 * encode it yourself when it must be), optional characters (`/?`) dropped.
 */
export function fillPattern(pattern: string, values: Record<string, string>): string {
	let out = '';
	let i = 0;
	while (i < pattern.length) {
		if (pattern.startsWith('(?P<', i)) {
			const name = /^\(\?P<(\w+)>/.exec(pattern.slice(i))![1];
			// Skip the group, counting nested parentheses and character classes.
			let depth = 0;
			let inClass = false;
			let j = i;
			for (; j < pattern.length; j++) {
				const c = pattern[j];
				if (c === '\\') {
					j++;
				} else if (inClass) {
					inClass = c !== ']';
				} else if (c === '[') {
					inClass = true;
				} else if (c === '(') {
					depth++;
				} else if (c === ')' && --depth === 0) {
					break;
				}
			}
			if (values[name] === undefined) {
				throw new Error(`No value for path parameter "${name}" of ${pattern}`);
			}
			out += values[name];
			i = j + 1;
		} else if (pattern[i + 1] === '?' && pattern[i] !== '\\') {
			i += 2;
		} else {
			out += pattern[i];
			i++;
		}
	}
	return out;
}

/** The pattern that serves `method path` (the path as the REST layer sees it: decoded), or undefined. */
export function servedBy(method: string, rawPath: string): string | undefined {
	// Dot segments ("..", "%2e%2e") are resolved on the way, as an HTTP client does with a URL.
	let path = new URL(`/wp-json${rawPath}`, 'http://localhost').pathname.replace(/^\/wp-json/, '');
	try {
		path = decodeURIComponent(path);
	} catch {
		return undefined;
	}
	path = path.length > 1 ? path.replace(/\/+$/, '') : '/';
	return router.match(method, path || '/')?.route.pattern;
}

export interface RawRequest {
	method: string;
	/** REST path without `/wp-json` (not encoded again). */
	path: string;
	/** Raw query string without `?`. */
	query?: string;
	headers?: Record<string, string>;
	payload?: string | Buffer;
	remoteAddress?: string;
}

export interface RawAnswer {
	status: number;
	contentType: string;
	/** Parsed JSON, or the text when the body is not JSON. */
	body: unknown;
	json: boolean;
}

/** One REST call, sent as given (no nonce added). */
export async function send(app: FastifyInstance, req: RawRequest): Promise<RawAnswer> {
	const res = await app.inject({
		method: req.method as 'GET',
		url: `/wp-json${req.path}${req.query ? `?${req.query}` : ''}`,
		headers: req.headers ?? {},
		payload: req.payload,
		remoteAddress: req.remoteAddress,
	});
	const contentType = String(res.headers['content-type'] ?? '');
	let body: unknown = res.body;
	let json = false;
	if (contentType.startsWith('application/json')) {
		try {
			body = JSON.parse(res.body);
			json = true;
		} catch {
			json = false;
		}
	}
	return { status: res.statusCode, contentType, body, json };
}

/** Why an answer is not a WordPress error of its own status (`{ code, message, data: { status } }`), or null. */
export function wpErrorProblem(answer: RawAnswer): string | null {
	if (!answer.json) {
		return `not a JSON error (${answer.contentType || 'no content type'})`;
	}
	const body = answer.body as { code?: unknown; message?: unknown; data?: { status?: unknown } };
	if (!body || typeof body !== 'object' || Array.isArray(body)) {
		return 'the error is not an object';
	}
	if (typeof body.code !== 'string' || body.code === '') {
		return 'no string code';
	}
	if (typeof body.message !== 'string') {
		return 'no string message';
	}
	if (!body.data || typeof body.data !== 'object' || body.data.status !== answer.status) {
		return `data.status is ${JSON.stringify(body.data?.status)}, not ${answer.status}`;
	}
	return null;
}

/**
 * Watches the database: `hash()` digests every table's rows; `run(fn)` runs `fn` inside a savepoint, tells
 * whether the database differs afterwards (SQLite's change counter first, the digest when it moved), then
 * rolls everything back. Handlers' own transactions nest as savepoints (better-sqlite3).
 */
export class DbWatch {
	readonly baseline: string;

	constructor(private readonly db: Db) {
		this.baseline = this.hash();
	}

	private changes(): number {
		return (this.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
	}

	hash(): string {
		const digest = crypto.createHash('sha1');
		const tables = this.db
			.prepare(
				"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
			)
			.all() as { name: string }[];
		for (const { name } of tables) {
			const rows = (this.db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[])
				.map((row) =>
					JSON.stringify(row, (_k, v: unknown) =>
						Buffer.isBuffer(v) ? v.toString('base64') : (v as object)
					)
				)
				.sort();
			digest.update(`${name}\n${rows.join('\n')}\n`);
		}
		return digest.digest('hex');
	}

	/** Runs `fn` and undoes it; `changed` is only worked out when `check(result)` (a refusal, say) asks. */
	async run<T>(
		fn: () => Promise<T>,
		check: (result: T) => boolean = () => true
	): Promise<{ result: T; changed: boolean }> {
		this.db.exec('SAVEPOINT route_matrix_case');
		try {
			const before = this.changes();
			const result = await fn();
			const changed = check(result) && this.changes() !== before && this.hash() !== this.baseline;
			return { result, changed };
		} finally {
			this.db.exec('ROLLBACK TO route_matrix_case');
			this.db.exec('RELEASE route_matrix_case');
		}
	}
}
