/**
 * wc-admin's generic option store: `GET /wc-admin/options?options=a,b` answers `{ a: value, b: false }`
 * (false when unset, like get_option); `POST /wc-admin/options` `{ name: value, … }` saves them.
 */
import { errors } from '../util/wp-error';
import { queryString } from '../util/query';
import { OPTION_NAME, bodyObject, optionValueReason } from './params';
import { EDITABLE, READABLE, type RestRouter } from './router';

export function registerOptionRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc-admin/options', ({ state, request }) => {
		const raw = request.query.options;
		const names = (
			Array.isArray(raw)
				? raw.filter((v): v is string => typeof v === 'string')
				: [queryString(raw) ?? '']
		)
			.join(',')
			.split(',')
			.map((name) => name.trim())
			.filter(Boolean);
		if (names.length === 0) {
			throw errors.invalidParams({
				options: 'options is required: a comma-separated list of option names.',
			});
		}
		const bad = names.find((name) => !OPTION_NAME.test(name));
		if (bad !== undefined) {
			throw errors.invalidParams({ options: `Invalid option name "${bad}".` });
		}
		return Object.fromEntries(names.map((name) => [name, state.option(name)]));
	});

	router.add(EDITABLE, '/wc-admin/options', ({ state, request }) => {
		const body = bodyObject(request.body);
		const params: Record<string, string> = {};
		for (const [name, value] of Object.entries(body)) {
			const reason = OPTION_NAME.test(name)
				? optionValueReason(value, name)
				: `Invalid option name "${name}".`;
			if (reason) {
				params[name] = reason;
			}
		}
		if (Object.keys(body).length === 0) {
			params.body = 'Send at least one option: { "name": value }.';
		}
		if (Object.keys(params).length > 0) {
			throw errors.invalidParams(params);
		}
		state.setOptions(body);
		return { success: true };
	});
}
