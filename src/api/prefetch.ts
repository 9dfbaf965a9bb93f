/**
 * Early reads: a page's route may start its first GET requests while its chunk is still loading. The answer
 * waits in memory and is handed to the first api-fetch GET of the same path and query (any order of the
 * query values, `_locale` ignored), so the page's stores get it without a second request. An answer nobody
 * asked for within 15 s is dropped. Only for GET requests that parse JSON (api-fetch's default).
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

const TTL_MS = 15_000;

const pending = new Map<string, { promise: Promise<unknown>; at: number }>();
let installed = false;
let issuing = false;

/** A request's identity: path plus its query values, sorted; `_locale` left out. */
export function requestKey(path: string): string {
	const at = path.indexOf('?');
	const base = at === -1 ? path : path.slice(0, at);
	const params = new URLSearchParams(at === -1 ? '' : path.slice(at + 1));
	params.delete('_locale');
	const pairs = [...params.entries()].sort(([a, av], [b, bv]) =>
		a === b ? av.localeCompare(bv) : a < b ? -1 : 1
	);
	return pairs.length ? `${base}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : base;
}

function install(): void {
	if (installed) {
		return;
	}
	installed = true;
	apiFetch.use((options: APIFetchOptions, next: (o: APIFetchOptions) => Promise<unknown>) => {
		const method = (options.method ?? 'GET').toUpperCase();
		if (!issuing && method === 'GET' && options.parse !== false && typeof options.path === 'string') {
			const key = requestKey(options.path);
			const entry = pending.get(key);
			if (entry) {
				pending.delete(key);
				if (Date.now() - entry.at <= TTL_MS) {
					return entry.promise;
				}
			}
		}
		return next(options);
	});
}

/** Starts GET requests now; the first api-fetch GET of each path takes its answer. */
export function prefetchGets(paths: readonly string[]): void {
	install();
	for (const path of paths) {
		const key = requestKey(path);
		const existing = pending.get(key);
		if (existing && Date.now() - existing.at <= TTL_MS) {
			continue;
		}
		issuing = true;
		let promise: Promise<unknown>;
		try {
			promise = apiFetch({ path });
		} finally {
			issuing = false;
		}
		// The taker handles a failure; an answer nobody takes must not be an unhandled rejection.
		promise.catch(() => undefined);
		pending.set(key, { promise, at: Date.now() });
	}
}
