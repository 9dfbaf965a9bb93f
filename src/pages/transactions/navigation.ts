/**
 * URL state of the transactions page: every filter, search, sort, page and tab lives in the query string
 * (@woocommerce/navigation), so each view is a bookmarkable URL that survives reload.
 */
import { useEffect, useRef } from '@wordpress/element';
import { getHistory, getNewPath, getPath, getQuery, updateQueryString } from '@woocommerce/navigation';

export const TRANSACTIONS_PATH = '/payments/transactions';

export type QueryUpdate = Record<string, string | string[] | undefined>;

/** Pushes query changes (undefined removes a value) on the current page (the transactions page, or a payout's). */
export function updatePageQuery(values: QueryUpdate, path: string = getPath() as string): void {
	updateQueryString(values, path, getQuery() as Record<string, unknown>);
}

/** Replaces the current history entry with query changes (corrections, not merchant choices). */
export function replacePageQuery(values: QueryUpdate, path: string = getPath() as string): void {
	getHistory().replace(getNewPath(values, path, getQuery() as Record<string, unknown>));
}

/**
 * TableCard's `onQueryChange`: sorting writes orderby/order; a new page size starts again at page 1.
 */
export function onTableQueryChange(param: string, path: string = getPath() as string) {
	return (value: string, direction?: string) => {
		if (param === 'sort') {
			updatePageQuery({ orderby: value, order: direction, paged: '1' }, path);
		} else if (param === 'per_page') {
			updatePageQuery({ per_page: value, paged: '1' }, path);
		} else {
			updatePageQuery({ [param]: value }, path);
		}
	};
}

/** The filter part of a query, as a stable string (to notice filter changes). */
export function filterSignature(query: Readonly<Record<string, unknown>>, keys: readonly string[]): string {
	return JSON.stringify(keys.map((k) => query[k] ?? null));
}

/**
 * Back to page 1 when the filters change while on a later page (the filter bar keeps `paged` in the
 * links it builds); the URL is replaced, not pushed, so Back still returns to the previous filters.
 */
export function useFirstPageOnFilterChange(
	query: Readonly<Record<string, unknown>>,
	keys: readonly string[],
	path: string = getPath() as string
): void {
	const signature = filterSignature(query, keys);
	const previous = useRef(signature);
	useEffect(() => {
		if (previous.current === signature) {
			return;
		}
		previous.current = signature;
		const paged = Array.isArray(query.paged) ? query.paged[0] : query.paged;
		if (paged && paged !== '1') {
			getHistory().replace(
				getNewPath({ paged: undefined }, path, getQuery() as Record<string, unknown>)
			);
		}
	}, [signature, query.paged, path]);
}
