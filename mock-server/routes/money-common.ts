/** Helpers the money routes share: the request's parameter values and the options of an export. */
import type { MockState } from '../domain/state';
import { mergeBodyIntoQuery } from '../domain/money-params';
import { queryString } from '../util/query';
import type { RestRequest } from './router';

export const INSTANT_DEPOSIT_TYPES = ['instant'] as const;

/** The query values, with the JSON body merged over them when `withBody` (export calls take either). */
export function requestValues(request: RestRequest, withBody = false) {
	return withBody ? mergeBodyIntoQuery(request.query, request.body) : { ...request.query };
}

/** Who an export is for: `user_email` (validated by the list reader) or the signed-in user. */
export function exportOptions(state: MockState, values: Record<string, unknown>, email: boolean) {
	const userEmail =
		typeof values.user_email === 'string' && values.user_email !== ''
			? values.user_email
			: state.user().email;
	const locale = typeof values.locale === 'string' ? values.locale : null;
	const filters: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(values)) {
		if (!['_wpnonce', '_locale', '_method', 'user_email', 'locale'].includes(key)) {
			filters[key] = value;
		}
	}
	return { filters, userEmail, locale, email };
}

/** The nonce the request carried (header or `_wpnonce`): download links carry it on. */
export function requestNonce(request: RestRequest): string {
	const header = request.headers['x-wp-nonce'];
	return (Array.isArray(header) ? header[0] : header) ?? queryString(request.query._wpnonce) ?? '';
}
