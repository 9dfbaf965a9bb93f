/**
 * The types every part of the data layer shares: the error a failed call answers, the value of a REST
 * query, and the one shape every read hook answers. Domains import these; this module imports nothing.
 */

/** An error as api-fetch rejects it: WordPress's `{ code, message, data: { status } }`. */
export interface ApiError {
	code: string;
	message: string;
	data?: { status?: number; [key: string]: unknown };
}

/** One value of a REST query (api-fetch encodes a list as `key[]=a&key[]=b`; empty values are dropped). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A REST query: the parameters of one read, as the stores key their caches by them. */
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * What every read hook answers: the value, whether it is still loading, and the error of its last load.
 * A list's `data` is `[]` until loaded; a single value's is `undefined` (or `null` where the store says
 * "none").
 *
 * @example
 * const { data: deposit, isLoading, error } = useDeposit( id );
 */
export interface Read<T> {
	data: T;
	isLoading: boolean;
	error?: ApiError;
}
