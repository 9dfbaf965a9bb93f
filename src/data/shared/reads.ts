/**
 * A store read as data: which store, which selector with which arguments, and the one GET its resolver
 * makes. Domains build them in their `query.ts` (`settingsRead()`, `deposits.listRead( params )`, …) and
 * their resolvers fetch through them (`fetchRead()`), so a route that declares a read and the store that
 * resolves it ask for the same URL by construction. Routes hand them to `src/data/shared/preload.ts`.
 */
import apiFetch from '@wordpress/api-fetch';

import { restPath } from './api';
import type { Curried, MetadataSelectors, SelectorsOf } from './store';
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

/**
 * The read builder of one store: `read( selector, args, path, query )` is a read of `selector( ...args )`
 * whose resolver GETs `path` with `query` (see `restPath`). The store's type comes in as a type alone
 * (`import type { store }`), so a domain's `query.ts` stays free of store code, while the selector's name
 * and its arguments are checked against the store: the name `preload.ts` later calls by is one the store
 * has, with arguments it takes.
 *
 * @example
 * import type { store } from './store';
 * const read = storeReads< typeof store >( STORE_NAME );
 * read( 'getSettings', [], '/settings' );
 */
export function storeReads<S>(store: string) {
	return <K extends ReadName<S>>(
		selector: K,
		args: ReadArgs<S, K>,
		path: string,
		query: Query = {}
	): StoreRead => ({
		store,
		selector,
		args,
		path: restPath(path, query),
	});
}

/** The same read, marked critical: the page's first render waits for it. */
export function critical(read: StoreRead): StoreRead {
	return { ...read, critical: true };
}

/**
 * The same read, with the reads its answer calls for (see `StoreRead.follow`); none on a failure.
 *
 * @example
 * followedBy( critical( depositsList.itemRead( id ) ), ( payout ) => ( isAutomatic( payout ) ? [ … ] : [] ) );
 */
export function followedBy(read: StoreRead, follow: (answer: unknown) => readonly StoreRead[]): StoreRead {
	return { ...read, follow };
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
