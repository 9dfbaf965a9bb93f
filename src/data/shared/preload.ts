/**
 * The one preloading path. A route declares the reads its page needs (`RouteDef.reads`, built from the
 * domains' `query.ts`); `loadWithReads()` starts their GETs at once, while the page's chunk is still on the
 * wire, then — once the chunk has registered its stores — starts the stores' resolvers for the same reads
 * and waits (a bounded time) for the critical ones, so the page's first render already shows its data.
 *
 * The early answers wait in an api-fetch middleware and are handed to the first GET of the same path and
 * query (any order of the query values, `_locale` ignored): the store's own resolver, which therefore makes
 * no second request. An answer nobody takes within 15 s is dropped. Only GETs that parse JSON.
 *
 * The host page may have started the route's GETs even earlier, before the bundles arrived
 * (`window.wcpayEarlyReads`, mock-server/host/early-reads.ts): `adoptEarlyReads()` takes those browser
 * responses into the same waiting list, read as api-fetch reads a response (JSON on 2xx, the WordPress
 * error body thrown otherwise), so a store cannot tell an early answer from its own.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { markLoad } from '../../utils/load-marks';
import { readStart, type StoreRead } from './reads';

const TTL_MS = 15_000;

/** The longest a page's first render waits for its critical reads (a slow network still shows the page). */
export const CRITICAL_READS_TIMEOUT_MS = 3000;

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

/** What api-fetch throws for a body that is not JSON. */
const invalidJson = () => ({
	code: 'invalid_json',
	message: __('The response is not a valid JSON response.', 'woocommerce-payments'),
});

/** A browser response read as api-fetch reads it (`parse: true`): the JSON body, or its error thrown. */
async function readAsApiFetch(response: Response): Promise<unknown> {
	if (response.status >= 200 && response.status < 300) {
		if (response.status === 204) {
			return null;
		}
		try {
			return await response.json();
		} catch {
			throw invalidJson();
		}
	}
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		throw invalidJson();
	}
	throw (
		body || {
			code: 'unknown_error',
			message: __('An unknown error occurred.', 'woocommerce-payments'),
		}
	);
}

/**
 * Takes the host page's early GETs (once) into the waiting list; the first api-fetch GET of each path
 * and query gets its answer. A failed fetch reads as api-fetch's offline error.
 */
export function adoptEarlyReads(): void {
	const early = window.wcpayEarlyReads;
	if (!early) {
		return;
	}
	window.wcpayEarlyReads = undefined;
	install();
	for (const [path, response] of Object.entries(early)) {
		const key = requestKey(path);
		if (pending.has(key) || !(response instanceof Promise)) {
			continue;
		}
		const promise = response.then(readAsApiFetch, () => {
			throw {
				code: 'fetch_error',
				message: __('You are probably offline.', 'woocommerce-payments'),
			};
		});
		promise.catch(() => undefined);
		pending.set(key, { promise, at: Date.now() });
	}
}

/** Starts the GETs of `reads` now; the first api-fetch GET of each path takes its answer. */
export function preloadReads(reads: readonly StoreRead[]): void {
	install();
	for (const { path } of reads) {
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

/**
 * For each of `reads` that names follow-up reads (`StoreRead.follow`), waits for its early answer (started
 * by `preloadReads` or the host page) and starts the GETs its answer calls for at once. Resolves to all
 * the follow-up reads once every answer is in; never rejects (a failed answer calls for none).
 */
export function preloadFollowers(reads: readonly StoreRead[]): Promise<StoreRead[]> {
	const lists = reads.map((read): Promise<readonly StoreRead[]> => {
		const follow = read.follow;
		const entry = follow && pending.get(requestKey(read.path));
		if (!follow || !entry) {
			return Promise.resolve([]);
		}
		return entry.promise.then(
			(answer) => {
				const next = follow(answer);
				preloadReads(next);
				return next;
			},
			() => []
		);
	});
	return Promise.all(lists).then((all) => all.flat());
}

/**
 * Starts the stores' resolvers of `reads` (stores not registered yet are left to their hooks) and settles
 * when the critical ones have, or after `timeoutMs`. Never rejects.
 */
export function resolveReads(
	reads: readonly StoreRead[],
	timeoutMs: number = CRITICAL_READS_TIMEOUT_MS
): Promise<void> {
	const waits: Array<Promise<unknown>> = [];
	for (const read of reads) {
		const start = readStart(read);
		if (!start) {
			continue;
		}
		const settled = Promise.resolve()
			.then(start)
			.catch(() => undefined);
		if (read.critical) {
			waits.push(settled);
		}
	}
	if (waits.length === 0) {
		return Promise.resolve();
	}
	return Promise.race([
		Promise.all(waits).then(() => undefined),
		new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
	]);
}

/**
 * Loads a page with its reads: the page's chunk and its reads' (small) chunk load side by side; the GETs
 * start as soon as the reads are known, while the page's chunk is still loading; once it has arrived the
 * stores' resolvers start and the critical reads are awaited, with the reads their answers call for
 * (`StoreRead.follow`, started as each answer arrives). Resolves to the page module. A reads chunk
 * that fails to load only costs the early start: the page's hooks read as usual. The chunk's arrival and
 * the reads' settling are marked for the load's timeline (src/utils/load-marks.ts).
 *
 * @example
 * const page = await loadWithReads(
 *     () => import( './pages/payouts' ),
 *     () => import( './pages/payouts/reads' ).then( ( m ) => m.payoutsRouteReads( getQuery() ) )
 * );
 */
export async function loadWithReads<M>(
	load: () => Promise<M>,
	loadReads: () => Promise<readonly StoreRead[]> = () => Promise.resolve([])
): Promise<M> {
	const reads = loadReads().then(
		(list) => {
			preloadReads(list);
			return list;
		},
		(): readonly StoreRead[] => []
	);
	const followers = reads.then(preloadFollowers);
	const page = await load();
	markLoad('pageChunk');
	// One time limit for the critical reads and those their answers call for.
	let timer: ReturnType<typeof setTimeout> | undefined;
	const deadline = new Promise<void>((resolve) => {
		timer = setTimeout(resolve, CRITICAL_READS_TIMEOUT_MS);
	});
	await Promise.race([
		Promise.all([resolveReads(await reads), followers.then((list) => resolveReads(list))]),
		deadline,
	]);
	clearTimeout(timer);
	markLoad('pageReads');
	return page;
}
