/**
 * `GET|POST /wp/v2/users/me`: the signed-in user, with wc-admin's `woocommerce_meta` (string values; JSON
 * strings for structured preferences such as hidden-column lists). POST merges `woocommerce_meta` keys; a
 * null value deletes one.
 */
import type { UserDoc } from '../domain/types';
import { isPlainObject } from '../util/json';
import { errors } from '../util/wp-error';
import { bodyObject } from './params';
import { EDITABLE, READABLE, type RestRouter } from './router';

const META_KEY = /^[A-Za-z0-9_-]{1,191}$/;
const MAX_META_LENGTH = 65_535;

export function userResponse(user: UserDoc) {
	const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
	return {
		id: user.id,
		username: user.username,
		name,
		first_name: user.first_name,
		last_name: user.last_name,
		email: user.email,
		slug: user.username,
		roles: user.roles,
		capabilities: Object.fromEntries(user.capabilities.map((c) => [c, true])),
		is_super_admin: false,
		woocommerce_meta: user.woocommerce_meta,
	};
}

export function registerUserRoutes(router: RestRouter): void {
	router.add(READABLE, '/wp/v2/users/me', ({ state }) => userResponse(state.user()));

	router.add(EDITABLE, '/wp/v2/users/me', ({ state, request }) => {
		const body = bodyObject(request.body);
		const meta = body.woocommerce_meta;
		if (meta === undefined) {
			return userResponse(state.user());
		}
		if (!isPlainObject(meta)) {
			throw errors.invalidParams({ woocommerce_meta: 'woocommerce_meta is not of type object.' });
		}
		const params: Record<string, string> = {};
		const values: Record<string, string | null> = {};
		for (const [key, value] of Object.entries(meta)) {
			if (!META_KEY.test(key)) {
				params.woocommerce_meta = `Invalid meta key "${key}": letters, digits, _ and - only.`;
			} else if (value !== null && typeof value !== 'string') {
				params.woocommerce_meta = `woocommerce_meta[${key}] is not of type string (store structured values as JSON strings).`;
			} else if (typeof value === 'string' && value.length > MAX_META_LENGTH) {
				params.woocommerce_meta = `woocommerce_meta[${key}] is longer than ${MAX_META_LENGTH} characters.`;
			} else {
				values[key] = value;
			}
		}
		if (Object.keys(params).length > 0) {
			throw errors.invalidParams(params);
		}
		return userResponse(state.updateUserMeta(values));
	});
}
