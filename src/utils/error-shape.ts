/**
 * Reading a failed call: whatever api-fetch (or anything else) rejected with — a WordPress REST error
 * `{ code, message, data: { status } }`, a client-side failure (`fetch_error`, `invalid_json`), a thrown
 * `Error` — asked for its code, status, whether it is a network failure, and the server's own message.
 */
import { decodeEntities } from '@wordpress/html-entities';

/** Codes api-fetch produces on the client, whose messages are not the server's. */
const CLIENT_SIDE_CODES = ['fetch_error', 'invalid_json', 'parse_error', 'rest_no_route_client'];

/**
 * Whether a value is a plain object (not null, not an array).
 *
 * @param value Anything.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error's code, when it has a string one.
 *
 * @param error Anything a call rejected with.
 */
export function getErrorCode(error: unknown): string | undefined {
	return isObject(error) && typeof error.code === 'string' && error.code !== '' ? error.code : undefined;
}

/**
 * The HTTP status of a REST error (`data.status`), when present.
 *
 * @param error Anything a call rejected with.
 */
export function getErrorStatus(error: unknown): number | undefined {
	if (!isObject(error) || !isObject(error.data)) {
		return undefined;
	}
	const status = Number(error.data.status);
	return Number.isFinite(status) && status > 0 ? status : undefined;
}

/**
 * Whether the call failed before reaching the server (api-fetch's `fetch_error`, an aborted or failed `fetch`).
 *
 * @param error Anything a call rejected with.
 */
export function isNetworkError(error: unknown): boolean {
	if (getErrorCode(error) === 'fetch_error') {
		return true;
	}
	if (error instanceof Error) {
		return (
			error.name === 'AbortError' ||
			(error instanceof TypeError && /fetch|network/i.test(error.message))
		);
	}
	return false;
}

/**
 * The message the server sent with a REST error, as plain text (tags removed, entities decoded); undefined
 * for client-side failures, thrown `Error`s, and errors without a message.
 *
 * @param error Anything a call rejected with.
 */
export function getServerMessage(error: unknown): string | undefined {
	if (!isObject(error) || error instanceof Error) {
		return undefined;
	}
	const code = getErrorCode(error);
	if (!code || CLIENT_SIDE_CODES.includes(code)) {
		return undefined;
	}
	if (typeof error.message !== 'string') {
		return undefined;
	}
	const text = decodeEntities(error.message.replace(/<[^>]*>/g, ''))
		.replace(/\s+/g, ' ')
		.trim();
	return text === '' ? undefined : text;
}
