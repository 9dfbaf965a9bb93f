/**
 * Page query (the URL, as `getQuery()` of @woocommerce/navigation gives it) → REST query of a list, for
 * every list store (spec 001 §5): paging (`paged`, `per_page` → `page`, `pagesize`; non-numeric become 1
 * and 25), sorting (`orderby`, `order` → `sort`, `direction`, whitelisted, with the list's defaults), the
 * match mode, date filters ('before' the end of that day UTC, 'after' its start, 'between' sorted) and the
 * list's own filters, each validated so that a hand-edited URL never makes the API answer 400.
 *
 * Each list domain declares its filters once (src/data/<domain>/query.ts) and maps with `toListParams()`.
 */
import { dateBetweenToUtc, dateFilterToUtc } from '../../utils/date-filters';
import { parsePaging } from '../../utils/url';
import type { QueryValue } from './types';

/** A page query as `getQuery()` returns it: whatever the URL holds. */
export type PageQuery = Readonly<Record<string, unknown>>;

/** The REST params a list query maps to (every value present and valid). */
export type RestParams = Record<string, Exclude<QueryValue, null | undefined | boolean>>;

/** How one filter of the page query becomes a REST value. */
export type FilterKind =
	/** One of `values` (compared as strings). */
	| { kind: 'enum'; values: readonly (string | number)[] }
	/** A list of `values` (a URL list, or comma-separated). */
	| { kind: 'enumList'; values: readonly string[] }
	/** A three-letter currency code, sent lower case. */
	| { kind: 'currency' }
	/** A two-letter country code, sent upper case. */
	| { kind: 'country' }
	/** An id of word characters. */
	| { kind: 'id' }
	/** Free text, trimmed, at most 200 characters. */
	| { kind: 'text' }
	/** Search terms: a list of non-empty strings. */
	| { kind: 'search' }
	/** date_before / date_after. */
	| { kind: 'dateBefore' }
	| { kind: 'dateAfter' }
	/** date_between: two days. */
	| { kind: 'dateBetween' };

export interface ListQuerySpec {
	/** Filters the list accepts: page query key → kind (the REST key is the same). */
	filters: Readonly<Record<string, FilterKind>>;
	/** REST sort names the list accepts. */
	sorts: readonly string[];
	/** Page `orderby` values that name a REST sort differently (e.g. `dueBy` → `due_by`). */
	sortAliases?: Readonly<Record<string, string>>;
	defaultSort: string;
	defaultDirection: 'asc' | 'desc';
	/** Whether the list has the match mode (all/any) of the advanced filters. Default true. */
	match?: boolean;
}

/** Filters every list with dates shares. */
export const DATE_FILTERS: Readonly<Record<string, FilterKind>> = {
	date_before: { kind: 'dateBefore' },
	date_after: { kind: 'dateAfter' },
	date_between: { kind: 'dateBetween' },
};

function first(value: unknown): unknown {
	return Array.isArray(value) ? value[0] : value;
}

function asList(value: unknown): string[] {
	if (Array.isArray(value)) {
		return value.map((v) => String(v).trim()).filter(Boolean);
	}
	if (typeof value === 'string' || typeof value === 'number') {
		return String(value)
			.split(',')
			.map((v) => v.trim())
			.filter(Boolean);
	}
	if (value && typeof value === 'object') {
		return Object.values(value as Record<string, unknown>)
			.map((v) => String(v).trim())
			.filter(Boolean);
	}
	return [];
}

/** One filter's REST value, or undefined when absent or invalid. */
export function filterValue(kind: FilterKind, raw: unknown): RestParams[string] | undefined {
	if (raw === undefined || raw === null || raw === '') {
		return undefined;
	}
	const text = () => {
		const v = first(raw);
		return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
	};
	switch (kind.kind) {
		case 'enum': {
			const v = text();
			const found = kind.values.find((a) => String(a) === v);
			return found === undefined ? undefined : found;
		}
		case 'enumList': {
			const values = asList(raw).filter((v) => kind.values.includes(v));
			return values.length > 0 ? [...new Set(values)] : undefined;
		}
		case 'currency': {
			const v = text();
			return /^[A-Za-z]{3}$/.test(v) ? v.toLowerCase() : undefined;
		}
		case 'country': {
			const v = text();
			return /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : undefined;
		}
		case 'id': {
			const v = text();
			return /^\w{1,100}$/.test(v) ? v : undefined;
		}
		case 'text': {
			const v = text();
			return v !== '' && v.length <= 200 ? v : undefined;
		}
		case 'search': {
			const values = (
				Array.isArray(raw) ? raw.map((v) => String(v).trim()) : [String(first(raw) ?? '').trim()]
			)
				.filter((v) => v !== '' && v.length <= 200)
				.slice(0, 20);
			return values.length > 0 ? values : undefined;
		}
		case 'dateBefore':
			return dateFilterToUtc(text(), 'before') ?? undefined;
		case 'dateAfter':
			return dateFilterToUtc(text(), 'after') ?? undefined;
		case 'dateBetween': {
			const between = dateBetweenToUtc(asList(raw));
			return between ? [...between] : undefined;
		}
	}
}

/** The REST sort and direction of a page query. */
export function toSort(query: PageQuery, spec: ListQuerySpec): { sort: string; direction: 'asc' | 'desc' } {
	const orderby = first(query.orderby);
	const requested = typeof orderby === 'string' ? (spec.sortAliases?.[orderby] ?? orderby) : undefined;
	const sort = requested && spec.sorts.includes(requested) ? requested : spec.defaultSort;
	const order = first(query.order);
	const direction = order === 'asc' || order === 'desc' ? order : spec.defaultDirection;
	return { sort, direction };
}

/** Only the filters (no paging or sorting): what a summary or an export sends. */
export function toFilterParams(query: PageQuery, spec: ListQuerySpec): RestParams {
	const params: RestParams = {};
	for (const [key, kind] of Object.entries(spec.filters)) {
		const value = filterValue(kind, query[key]);
		if (value !== undefined) {
			params[key] = value;
		}
	}
	if ((spec.match ?? true) && first(query.match) === 'any') {
		params.match = 'any';
	}
	return params;
}

/** The REST query of a list page: page, pagesize, sort, direction and the filters. */
export function toListParams(query: PageQuery, spec: ListQuerySpec): RestParams {
	const { page, perPage } = parsePaging(query);
	return { page, pagesize: perPage, ...toSort(query, spec), ...toFilterParams(query, spec) };
}

/** Whether the page query sets any filter of the list (export confirmations only ask without filters). */
export function hasActiveFilters(query: PageQuery, spec: ListQuerySpec): boolean {
	return Object.keys(toFilterParams(query, spec)).some((key) => key !== 'match');
}
