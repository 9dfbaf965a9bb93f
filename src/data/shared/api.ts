/**
 * The REST calls of the stores: the payments namespace, query cleaning (the same filters always give the
 * same URL), GET and POST helpers, and the normalisation of whatever a failed call threw into `ApiError`.
 * Stores and the route reads build their paths with `restPath()`, so a preloaded read and the store's own
 * request are the same URL by construction.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import type { ApiError, Query, QueryValue } from './types';

/** The payments REST base (spec 001 §7). */
export const NAMESPACE = '/wc/v3/payments';

/** Paths in another REST namespace than the payments one (users, wc-admin options, inbox notes). */
const OTHER_NAMESPACE = /^\/(wp\/v2|wc-admin|wc-analytics)\//;

type CleanValue = Exclude<QueryValue, null | undefined>;

/** Drops empty values and sorts the keys, so that the same filters always give the same URL. */
export function cleanQuery(query: Query): Record<string, CleanValue> {
	const out: Record<string, CleanValue> = {};
	for (const key of Object.keys(query).sort()) {
		const value = query[key];
		if (value === undefined || value === null || value === '') {
			continue;
		}
		if (Array.isArray(value) && value.length === 0) {
			continue;
		}
		out[key] = value;
	}
	return out;
}

/**
 * The path of a read: `path` (under the payments namespace unless it starts with another REST namespace,
 * e.g. `/wp/v2/…`) with the cleaned query.
 *
 * @example
 * restPath( '/deposits', { page: 1, status_is: 'paid' } ); // '/wc/v3/payments/deposits?page=1&status_is=paid'
 */
export function restPath(path: string, query: Query = {}): string {
	const base = OTHER_NAMESPACE.test(path) || path.startsWith(NAMESPACE) ? path : `${NAMESPACE}${path}`;
	return addQueryArgs(base, cleanQuery(query));
}

/** Where the REST API lives and the nonce a plain link or image carries (`window.wpApiSettings`). */
export interface RestApi {
	root: string;
	nonce: string;
}

/** The REST root and nonce the host page handed over. */
export function pageRestApi(): RestApi {
	const settings = window.wpApiSettings;
	return { root: settings?.root ?? '/wp-json/', nonce: settings?.nonce ?? '' };
}

/**
 * The URL of a payments REST path for a plain link or image, which cannot send headers: the REST root, the
 * path and the nonce as `_wpnonce`.
 *
 * @example
 * restUrl( '/documents/doc_1', { root: '/wp-json/', nonce: 'abc' } );
 * // '/wp-json/wc/v3/payments/documents/doc_1?_wpnonce=abc'
 */
export function restUrl(path: string, api: RestApi): string {
	const root = api.root.endsWith('/') ? api.root : `${api.root}/`;
	return `${root}${NAMESPACE.slice(1)}${path}?_wpnonce=${encodeURIComponent(api.nonce)}`;
}

/** GET a path (see {@link restPath}) with query args. */
export function apiGet<T>(path: string, query: Query = {}): Promise<T> {
	return apiFetch<T>({ path: restPath(path, query) });
}

/** POST JSON to a path (see {@link restPath}). */
export function apiPost<T>(path: string, data: unknown): Promise<T> {
	return apiFetch<T>({ path: restPath(path), method: 'POST', data });
}

/** Normalises whatever a failed call threw into the WordPress error shape. */
export function toApiError(error: unknown): ApiError {
	if (error && typeof error === 'object' && 'code' in error) {
		const e = error as Partial<ApiError>;
		return { code: String(e.code), message: String(e.message ?? ''), data: e.data };
	}
	if (error instanceof Error) {
		return { code: 'fetch_error', message: error.message };
	}
	return { code: 'unknown_error', message: String(error ?? '') };
}
