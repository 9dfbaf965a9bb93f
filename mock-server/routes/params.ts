/** Parameter checks shared by the REST handlers; each throws a WordPress `rest_invalid_param` error. */
import { isPlainObject, type JsonObject } from '../util/json';
import { errors } from '../util/wp-error';

/** The JSON body as an object (an absent body is an empty object). */
export function bodyObject(body: unknown): JsonObject {
	if (body === undefined || body === null) {
		return {};
	}
	if (!isPlainObject(body)) {
		throw errors.invalidParams({ body: 'The request body must be a JSON object.' });
	}
	return body;
}

export const OPTION_NAME = /^[A-Za-z0-9_-]{1,191}$/;

/** A value WordPress can store as an option: scalars, lists and objects of them, not too large. */
export function optionValueReason(value: unknown, name: string): string | null {
	if (value === undefined) {
		return `${name} needs a value.`;
	}
	if (JSON.stringify(value).length > 65_535) {
		return `${name} is too large (at most 64 KB of JSON).`;
	}
	return null;
}
