/**
 * The URL side of every `DataTable` (spec 001 §5; DESIGN.md: query state lives in the URL): sorting, page
 * size and page are written into the query string with `@woocommerce/navigation`, under ONE paging rule —
 * a new sort, page size or filter goes back to page 1 by removing `paged`, and page 1 itself is written as
 * no `paged`. Also the query the table shows (the normalised page, size and sort the list was read with,
 * so `paged=abc` shows page 1) and the return to page 1 when the filters change while on a later page.
 */
import { useEffect, useRef } from '@wordpress/element';
import { getHistory, getNewPath, getPath, getQuery, updateQueryString } from '@woocommerce/navigation';

import type { DataTableColumn } from './columns';

/** Query changes: `undefined` removes a value. */
export type QueryUpdate = Record<string, string | string[] | undefined>;

/** A page query as `getQuery()` returns it. */
export type TableQuery = Readonly<Record<string, unknown>>;

/** The REST params a list was read with (`page`, `pagesize`, `sort`, `direction`, …). */
export type ListParams = Readonly<Record<string, unknown>>;

/** What the table shows as current: page, page size and sort. */
export interface ShownQuery {
	paged: string;
	per_page: number;
	orderby: string;
	order: string;
}

/**
 * What one change of the table (its `onQueryChange( param )( value, direction )`) writes.
 *
 * @example
 * tableQueryUpdate( 'sort', 'amount', 'asc' ); // { orderby: 'amount', order: 'asc', paged: undefined }
 * tableQueryUpdate( 'paged', '1' );            // { paged: undefined }
 */
export function tableQueryUpdate(param: string, value?: string, direction?: string): QueryUpdate {
	switch (param) {
		case 'sort':
			return { orderby: value, order: direction, paged: undefined };
		case 'per_page':
			return { per_page: value, paged: undefined };
		case 'paged':
			return { paged: value === '1' ? undefined : value };
		default:
			return { [param]: value };
	}
}

/**
 * Pushes query changes on the current page (or `path`), keeping every other value of the URL.
 *
 * @example
 * updateTableQuery( { per_page: '50', paged: undefined } );
 */
export function updateTableQuery(update: QueryUpdate, path: string = getPath() as string): void {
	updateQueryString(update, path, getQuery() as Record<string, unknown>);
}

/**
 * A new filter or search from a page's own control (search box…): written with the paging rule, so the
 * list starts again at page 1.
 *
 * @example
 * updateFilterQuery( { search: [ 'Ana' ] } );
 */
export function updateFilterQuery(values: QueryUpdate, path?: string): void {
	updateTableQuery({ ...values, paged: undefined }, path);
}

/**
 * The table's `onQueryChange`, writing into the URL of the current page (or `path`).
 *
 * @example
 * <TableCard onQueryChange={ tableQueryHandler() } … />
 */
export function tableQueryHandler(path?: string) {
	return (param: string) =>
		(value?: string, direction?: string): void => {
			updateTableQuery(tableQueryUpdate(param, value, direction), path);
		};
}

function first(value: unknown): unknown {
	return Array.isArray(value) ? value[0] : value;
}

function positive(value: unknown, fallback: number): number {
	const n = Number(first(value));
	return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The query the table shows: page, page size and sort from the list's REST params (what was read), so
 * a hand-edited URL shows what the list shows. A sort the columns name differently (an alias such as
 * `capture_date` → `capture_by`) shows on the column the URL names.
 *
 * @example
 * shownQuery( { paged: 'abc' }, { page: 1, pagesize: 25, sort: 'date', direction: 'desc' }, columns );
 * // { paged: '1', per_page: 25, orderby: 'date', order: 'desc' }
 */
export function shownQuery(
	query: TableQuery,
	params: ListParams,
	columns: readonly DataTableColumn[]
): ShownQuery {
	const sortable = columns.filter((c) => c.isSortable).map((c) => c.key);
	const sort = first(params.sort);
	const orderby = first(query.orderby);
	const defaultColumn = columns.find((c) => c.defaultSort);
	let shownSort = typeof sort === 'string' ? sort : (defaultColumn?.key ?? '');
	if (!sortable.includes(shownSort) && typeof orderby === 'string' && sortable.includes(orderby)) {
		shownSort = orderby;
	}
	const direction = first(params.direction);
	return {
		paged: String(positive(params.page, 1)),
		per_page: positive(params.pagesize, 25),
		orderby: shownSort,
		order:
			direction === 'asc' || direction === 'desc' ? direction : (defaultColumn?.defaultOrder ?? 'desc'),
	};
}

/** Changes the current URL's query (at `path`, else the current one) in place: replaced, not pushed. */
function replaceQuery(update: Record<string, unknown>, path?: string): void {
	const where = path ?? (getPath() as string);
	getHistory().replace(getNewPath(update, where, getQuery() as Record<string, unknown>));
}

/**
 * Moves the current URL (or `path`) to `page` in place: replaced, not pushed, so Back skips the correction;
 * page 1 is no `paged`.
 */
function replacePage(page: number, path?: string): void {
	replaceQuery({ paged: page === 1 ? undefined : String(page) }, path);
}

/** The filter part of a query, as a stable string (to notice filter changes). */
export function filterSignature(query: TableQuery, keys: readonly string[]): string {
	return JSON.stringify(keys.map((k) => query[k] ?? null));
}

/**
 * Back to page 1 when the filters change while on a later page (a filter bar may keep `paged` in the links
 * it builds): `paged` leaves the URL, which is replaced, not pushed, so Back still returns to the previous
 * filters.
 *
 * @example
 * useFirstPageOnFilterChange( query, [ 'search', 'type_is' ] );
 */
export function useFirstPageOnFilterChange(query: TableQuery, keys: readonly string[], path?: string): void {
	const signature = filterSignature(query, keys);
	const previous = useRef(signature);
	const paged = first(query.paged);
	useEffect(() => {
		if (previous.current === signature) {
			return;
		}
		previous.current = signature;
		if (paged !== undefined && paged !== null && paged !== '' && String(paged) !== '1') {
			replacePage(1, path);
		}
	}, [signature, paged, path]);
}

/**
 * Back to the last page when the list has fewer pages than the page asked for (a hand-edited `paged`, or
 * the last row of the last page captured, refunded or filtered away): `paged` becomes the last page, in
 * place (replaced, not pushed). Only once the list has loaded and has rows at all.
 *
 * @example
 * useLastPageWhenPastTheEnd( { page: 4, pagesize: 5 }, 15, false ); // → paged=3
 */
export function useLastPageWhenPastTheEnd(
	params: ListParams,
	totalRows: number,
	isLoading: boolean,
	path?: string
): void {
	const page = positive(params.page, 1);
	const pageSize = positive(params.pagesize, 25);
	const lastPage = Math.max(1, Math.ceil(totalRows / pageSize));
	useEffect(() => {
		if (isLoading || totalRows <= 0 || page <= lastPage) {
			return;
		}
		replacePage(lastPage, path);
	}, [isLoading, totalRows, page, lastPage, path]);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A "between" date filter picked later day first (`date_between[0]` after `date_between[1]`) is put in
 * ascending order in the URL, in place (replaced, not pushed): the request sends the two days sorted
 * ascending (spec 001 §5, src/data/shared/list-query.ts), and the filter bar's label, drawn from the URL,
 * then reads the same way ("between Nov 10 and Nov 20").
 *
 * @example
 * useAscendingDateBetween( { date_between: [ '2026-11-20', '2026-11-10' ] } ); // → date_between[0]=2026-11-10
 */
export function useAscendingDateBetween(query: TableQuery, path?: string): void {
	const between = query.date_between;
	const from = Array.isArray(between) ? String(between[0] ?? '') : '';
	const to = Array.isArray(between) ? String(between[1] ?? '') : '';
	const reversed = DAY.test(from) && DAY.test(to) && from > to;
	useEffect(() => {
		if (reversed) {
			replaceQuery({ date_between: [to, from] }, path);
		}
	}, [reversed, from, to, path]);
}
