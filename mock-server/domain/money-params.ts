/**
 * Reading and validating the query parameters of the money routes. A `ParamReader` collects every bad
 * parameter with a reason and `done()` throws one WordPress `rest_invalid_param` error naming them all,
 * like WordPress's REST server does. Values come from the query string (strings, PHP-style lists) or, for
 * the export calls, from a JSON body merged over it (numbers and booleans accepted there).
 */
import type { Query, QueryValue } from '../util/query';
import { isPlainObject } from '../util/json';
import { errors } from '../util/wp-error';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

type Raw = QueryValue | number | boolean | null | undefined | unknown[];

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const COUNTRY = /^[A-Za-z]{2}$/;
/** The longest value of a list parameter (characters). */
const MAX_LIST_ITEM = 1000;

/** A date bound: inclusive milliseconds. */
export interface DateRange {
	from?: number;
	to?: number;
}

function realDay(y: number, m: number, d: number): boolean {
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A filter date as milliseconds: "YYYY-MM-DD" is the start (`edge` 'start') or the last millisecond
 * (`edge` 'end') of that UTC day; a date-time is that instant (UTC unless it names a zone), and as an 'end'
 * it covers its whole second. Null when the value is not a date.
 */
export function parseFilterDate(value: string, edge: 'start' | 'end'): number | null {
	const text = value.trim();
	const day = DAY_ONLY.exec(text);
	if (day) {
		const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
		if (!realDay(y, m, d)) {
			return null;
		}
		const start = Date.UTC(y, m - 1, d);
		return edge === 'start' ? start : start + 86_400_000 - 1;
	}
	const dt = DATE_TIME.exec(text);
	if (!dt) {
		return null;
	}
	const [y, m, d, hh, mm] = [1, 2, 3, 4, 5].map((i) => Number(dt[i]));
	const ss = dt[6] ? Number(dt[6]) : 0;
	if (!realDay(y, m, d) || hh > 23 || mm > 59 || ss > 59) {
		return null;
	}
	const iso = `${dt[1]}-${dt[2]}-${dt[3]}T${dt[4]}:${dt[5]}:${String(ss).padStart(2, '0')}${
		dt[7] ? (dt[7] === 'Z' ? 'Z' : dt[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z'
	}`;
	const ms = Date.parse(iso);
	if (Number.isNaN(ms)) {
		return null;
	}
	return edge === 'start' ? ms : ms + 999;
}

/** The request's query with a JSON body (export calls) merged over it. */
export function mergeBodyIntoQuery(query: Query, body: unknown): Record<string, Raw> {
	const out: Record<string, Raw> = { ...query };
	if (isPlainObject(body)) {
		for (const [key, value] of Object.entries(body)) {
			if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
				out[key] = value as Raw;
			}
		}
	}
	return out;
}

export class ParamReader {
	private readonly problems: Record<string, string> = {};

	constructor(private readonly values: Record<string, Raw>) {}

	/** Whether the parameter was sent with a non-empty value. */
	has(name: string): boolean {
		const v = this.values[name];
		if (v === undefined || v === null || v === '') {
			return false;
		}
		return !(Array.isArray(v) && v.length === 0);
	}

	fail(name: string, reason: string): undefined {
		if (!this.problems[name]) {
			this.problems[name] = reason;
		}
		return undefined;
	}

	/** A single scalar value as text (a list or object is refused). */
	scalar(name: string): string | undefined {
		if (!this.has(name)) {
			return undefined;
		}
		const v = this.values[name];
		if (typeof v === 'string') {
			return v;
		}
		if (typeof v === 'number' || typeof v === 'boolean') {
			return String(v);
		}
		return this.fail(name, `${name} must be a single value.`);
	}

	/** Free text up to `max` characters. */
	string(name: string, max = 200): string | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		if (v.length > max) {
			return this.fail(name, `${name} must be at most ${max} characters.`);
		}
		return v;
	}

	/** An integer in [min, max]; `fallback` when absent. */
	int(name: string, min: number, max: number, fallback: number): number;
	int(name: string, min: number, max: number): number | undefined;
	int(name: string, min: number, max: number, fallback?: number): number | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return fallback;
		}
		if (!/^\s*-?\d+\s*$/.test(v)) {
			this.fail(name, `${name} is not of type integer.`);
			return fallback;
		}
		const n = Number(v);
		if (n < min || n > max) {
			this.fail(
				name,
				max === Number.MAX_SAFE_INTEGER
					? `${name} must be greater than or equal to ${min}.`
					: `${name} must be between ${min} (inclusive) and ${max} (inclusive).`
			);
			return fallback;
		}
		return n;
	}

	/** One of `allowed` (compared as strings). */
	oneOf<T extends string | number>(name: string, allowed: readonly T[]): T | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		const found = allowed.find((a) => String(a) === v);
		if (found === undefined) {
			return this.fail(name, `${name} is not one of ${allowed.join(', ')}.`);
		}
		return found;
	}

	/** A list: a PHP-style list, or a comma-separated string; every item one of `allowed` when given. */
	list<T extends string = string>(name: string, allowed?: readonly T[], maxItems = 50): T[] | undefined {
		if (!this.has(name)) {
			return undefined;
		}
		const v = this.values[name];
		let items: string[];
		if (Array.isArray(v)) {
			if (!v.every((x) => typeof x === 'string' || typeof x === 'number')) {
				return this.fail(name, `${name} must be a list of values.`);
			}
			items = v.map(String);
		} else if (typeof v === 'string' || typeof v === 'number') {
			items = String(v).split(',');
		} else if (isPlainObject(v)) {
			const values = Object.values(v);
			if (!values.every((x) => typeof x === 'string')) {
				return this.fail(name, `${name} must be a list of values.`);
			}
			items = values as string[];
		} else {
			return this.fail(name, `${name} must be a list of values.`);
		}
		items = items.map((s) => s.trim()).filter((s) => s !== '');
		if (items.length === 0) {
			return undefined;
		}
		// Beyond any sane filter value, and SQLite refuses LIKE patterns over 50 000 bytes.
		if (items.some((s) => s.length > MAX_LIST_ITEM)) {
			return this.fail(name, `${name}: each value must be at most ${MAX_LIST_ITEM} characters.`);
		}
		if (items.length > maxItems) {
			return this.fail(name, `${name} accepts at most ${maxItems} values.`);
		}
		if (allowed) {
			const bad = items.find((i) => !allowed.includes(i as T));
			if (bad !== undefined) {
				return this.fail(name, `${name}: "${bad}" is not one of ${allowed.join(', ')}.`);
			}
		}
		return items as T[];
	}

	/** An e-mail address (at most 200 characters), e.g. the `user_email` of an export. */
	email(name: string): string | undefined {
		const v = this.string(name, 200);
		if (v === undefined) {
			return undefined;
		}
		if (!/^[^\s@]+@[^\s@]+$/.test(v)) {
			return this.fail(name, `${name} must be an e-mail address.`);
		}
		return v;
	}

	/** A three-letter currency code, returned lower case. */
	currency(name: string): string | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		if (!CURRENCY.test(v.trim())) {
			return this.fail(name, `${name} must be a three-letter ISO 4217 currency code.`);
		}
		return v.trim().toLowerCase();
	}

	/** A two-letter country code, returned upper case. */
	country(name: string): string | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		if (!COUNTRY.test(v.trim())) {
			return this.fail(name, `${name} must be a two-letter ISO 3166-1 country code.`);
		}
		return v.trim().toUpperCase();
	}

	/** An id of word characters (Stripe-like ids). */
	id(name: string): string | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		if (!/^\w{1,100}$/.test(v)) {
			return this.fail(name, `${name} must be an id of letters, digits and underscores.`);
		}
		return v;
	}

	/** A single filter date ("YYYY-MM-DD" or a date-time), as the inclusive bound of `edge`. */
	date(name: string, edge: 'start' | 'end'): number | undefined {
		const v = this.scalar(name);
		if (v === undefined) {
			return undefined;
		}
		const ms = parseFilterDate(v, edge);
		if (ms === null) {
			return this.fail(
				name,
				`${name} must be a date "YYYY-MM-DD" or a date-time "YYYY-MM-DD HH:MM:SS".`
			);
		}
		return ms;
	}

	/** A 'between' filter: two dates in any order, sorted; the first from its start, the last to its end. */
	dateBetween(name: string): DateRange | undefined {
		const items = this.list(name, undefined, 2);
		if (items === undefined) {
			return undefined;
		}
		if (items.length !== 2) {
			return this.fail(name, `${name} must hold exactly two dates.`);
		}
		const starts = items.map((i) => parseFilterDate(i, 'start'));
		const ends = items.map((i) => parseFilterDate(i, 'end'));
		if (starts.some((s) => s === null) || ends.some((e) => e === null)) {
			return this.fail(name, `${name} must hold two dates "YYYY-MM-DD" (or date-times).`);
		}
		const [a, b] = starts[0]! <= starts[1]! ? [0, 1] : [1, 0];
		return { from: starts[a]!, to: ends[b]! };
	}

	/** The date filters before/after/between of `prefix` (date_before, date_after, date_between). */
	dateFilters(prefix = 'date'): { before?: number; after?: number; between?: DateRange } {
		return {
			before: this.date(`${prefix}_before`, 'end'),
			after: this.date(`${prefix}_after`, 'start'),
			between: this.dateBetween(`${prefix}_between`),
		};
	}

	/** A boolean: true/false, 1/0, yes/no. */
	bool(name: string): boolean | undefined {
		if (!this.has(name)) {
			return undefined;
		}
		const v = this.values[name];
		if (typeof v === 'boolean') {
			return v;
		}
		const text = typeof v === 'string' || typeof v === 'number' ? String(v).toLowerCase() : '';
		if (['1', 'true', 'yes'].includes(text)) {
			return true;
		}
		if (['0', 'false', 'no'].includes(text)) {
			return false;
		}
		return this.fail(name, `${name} is not of type boolean.`);
	}

	/** Throws the collected problems as one `rest_invalid_param` error. */
	done(): void {
		if (Object.keys(this.problems).length > 0) {
			throw errors.invalidParams(this.problems);
		}
	}
}

/** page (≥ 1, default 1) and pagesize (1–100, default 25). */
export function readPaging(r: ParamReader): { page: number; pagesize: number } {
	return {
		page: r.int('page', 1, Number.MAX_SAFE_INTEGER, 1),
		pagesize: r.int('pagesize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
	};
}

/** sort (whitelisted) and direction (asc|desc). */
export function readSort<S extends string>(
	r: ParamReader,
	allowed: readonly S[],
	defaults: { sort: S; direction: 'asc' | 'desc' }
): { sort: S; direction: 'asc' | 'desc' } {
	return {
		sort: r.oneOf('sort', allowed) ?? defaults.sort,
		direction: r.oneOf('direction', ['asc', 'desc'] as const) ?? defaults.direction,
	};
}
