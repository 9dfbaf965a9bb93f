import { cleanQuery } from './api';
import type { Query } from './types';

/**
 * A stable key for a query: the same filters in any order, with empty values dropped, give the same
 * key, so a list, its summary and its paging are cached once per distinct view.
 */
export function queryKey(query: Query): string {
	const clean = cleanQuery(query);
	return JSON.stringify(
		Object.keys(clean).map((key) => {
			const value = clean[key];
			return [key, Array.isArray(value) ? [...value].map(String).sort() : String(value)];
		})
	);
}
