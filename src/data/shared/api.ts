import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/** The payments REST base (spec 001 §7). */
export const NAMESPACE = '/wc/v3/payments';

export type QueryValue = string | number | boolean | null | undefined | string[];
export type Query = Record<string, QueryValue>;

/** An error as api-fetch rejects it: WordPress's `{ code, message, data: { status } }`. */
export interface ApiError {
	code: string;
	message: string;
	data?: { status?: number; [key: string]: unknown };
}

/** Drops empty values so that the same filters always give the same URL. */
export function cleanQuery(query: Query): Record<string, string | number | boolean | string[]> {
	const out: Record<string, string | number | boolean | string[]> = {};
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

/** GET a path under the payments namespace with query args. */
export function apiGet<T>(path: string, query: Query = {}): Promise<T> {
	return apiFetch<T>({ path: addQueryArgs(`${NAMESPACE}${path}`, cleanQuery(query)) });
}

/** POST JSON to a path under the payments namespace. */
export function apiPost<T>(path: string, data: unknown): Promise<T> {
	return apiFetch<T>({ path: `${NAMESPACE}${path}`, method: 'POST', data });
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
