/**
 * A store read as data: which store, which selector with which arguments, and the one GET its resolver
 * makes. Domains build them in their `query.ts` (`settingsRead()`, `deposits.listRead( params )`, …) and
 * their resolvers fetch through them (`fetchRead()`), so a route that declares a read and the store that
 * resolves it ask for the same URL by construction. Routes hand them to `src/data/shared/preload.ts`.
 */
import apiFetch from '@wordpress/api-fetch';

import { restPath } from './api';
import type { Curried, MetadataSelectors, Resolved, SelectorsOf } from './store';
import type { Query } from './types';

export interface StoreRead {
	/** Store name, `wcpay/<domain>` (from the domain's `name.ts`). */
	store: string;
	/** The resolved selector, e.g. `getList`. */
	selector: string;
	args: readonly unknown[];
	/** The GET the selector's resolver makes: a full REST path with its query. */
	path: string;
	/** The page's first render waits for it (with a time limit), so that it shows the data at once. */
	critical?: boolean;
	/**
	 * The reads that this one's answer calls for (a payout's transactions, once the payout is known to be
	 * automatic): started as soon as the answer arrives, without waiting for the page's chunk.
	 */
	follow?: (answer: unknown) => readonly StoreRead[];
}

/** The selectors of store type `S` a read may name: its own, not the resolution metadata every store has. */
export type ReadName<S> = Exclude<keyof SelectorsOf<S>, keyof MetadataSelectors> & string;

/** The arguments selector `K` of store type `S` takes (without the state). */
export type ReadArgs<S, K extends ReadName<S>> = Parameters<Curried<SelectorsOf<S>>[K]>;

/** The selectors of store type `S` a read may name, as `resolveSelect( store )` answers them. */
export type ReadSelectors<S> = Pick<Resolved<SelectorsOf<S>>, ReadName<S>>;

/** The read builder of one store (see `storeReads`). */
export interface StoreReadBuilder<S> {
	<K extends ReadName<S>>(selector: K, args: ReadArgs<S, K>, path: string, query?: Query): StoreRead;
	/**
	 * Called by the store's own module once the store is defined (`read.resolveThrough( () => resolveRead(
	 * store ) )`): from then on the reads built here start through those selectors (`readStart`).
	 */
	resolveThrough(selectors: () => ReadSelectors<S>): void;
}

/**
 * How each read built by `storeReads` starts its store's resolver: a typed call of its selector, kept beside
 * the read (reads stay plain data: the host page and the tests see only names, arguments and paths).
 */
const starts = new WeakMap<StoreRead, () => (() => Promise<unknown>) | undefined>();

/**
 * The read builder of one store: `read( selector, args, path, query )` is a read of `selector( ...args )`
 * whose resolver GETs `path` with `query` (see `restPath`). The store's type comes in as a type alone
 * (`import type { store }`), so a domain's `query.ts` stays free of store code, while the selector's name
 * and its arguments are checked against the store. The store's module hands the store over once it is
 * defined (`resolveThrough`); each read then starts with a typed call of its selector (`readStart`).
 *
 * @example
 * import type { store } from './store';
 * export const read = storeReads< typeof store >( STORE_NAME );
 * read( 'getSettings', [], '/settings' );
 * // in ./store.ts, after defining the store:
 * read.resolveThrough( () => resolveRead( store ) );
 */
export function storeReads<S>(store: string): StoreReadBuilder<S> {
	let through: (() => ReadSelectors<S>) | undefined;
	const read = <K extends ReadName<S>>(
		selector: K,
		args: ReadArgs<S, K>,
		path: string,
		query: Query = {}
	): StoreRead => {
		const built: StoreRead = { store, selector, args, path: restPath(path, query) };
		starts.set(built, () => {
			const selectors = through?.();
			return selectors && (() => selectors[selector](...args));
		});
		return built;
	};
	return Object.assign(read, {
		resolveThrough: (selectors: () => ReadSelectors<S>) => {
			through = selectors;
		},
	});
}

/**
 * The call that starts a read's store resolver (and answers once it has run), or undefined while the
 * read's store is not defined on this page yet (its hooks will read it) or for a read not built by
 * `storeReads`.
 *
 * @example
 * readStart( settingsRead() )?.(); // resolveSelect( settingsStore ).getSettings()
 */
export function readStart(read: StoreRead): (() => Promise<unknown>) | undefined {
	return starts.get(read)?.();
}

/** `derived`, a copy of `read` with more to it, starts the same way. */
function sameStart(read: StoreRead, derived: StoreRead): StoreRead {
	const start = starts.get(read);
	if (start) {
		starts.set(derived, start);
	}
	return derived;
}

/** The same read, marked critical: the page's first render waits for it. */
export function critical(read: StoreRead): StoreRead {
	return sameStart(read, { ...read, critical: true });
}

/**
 * The same read, with the reads its answer calls for (see `StoreRead.follow`); none on a failure.
 *
 * @example
 * followedBy( critical( depositsList.itemRead( id ) ), ( payout ) => ( isAutomatic( payout ) ? [ … ] : [] ) );
 */
export function followedBy(read: StoreRead, follow: (answer: unknown) => readonly StoreRead[]): StoreRead {
	return sameStart(read, { ...read, follow });
}

/**
 * The GET of a read: what its store's resolver awaits.
 *
 * @example
 * const settings = await fetchRead< PaymentSettings >( settingsRead() );
 */
export function fetchRead<T>(read: StoreRead): Promise<T> {
	return apiFetch<T>({ path: read.path });
}
