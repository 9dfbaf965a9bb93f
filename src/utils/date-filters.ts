/**
 * Date filters as the API expects them (spec 001 §5): 'before' is the end of that day in UTC, 'after' the
 * start of that day in UTC; 'between' values are sorted ascending. Store-free and small: the list queries of
 * the plugin entry use it.
 */
import { DATE_PREFIX, isRealDay, parseDate } from './parse-date';

/** Which end of a day a filter value means. */
export type DateFilterRule = 'before' | 'after';

/**
 * The "yyyy-mm-dd" part of a filter value, or null when it is not a real day.
 *
 * @param value "yyyy-mm-dd", optionally followed by a time that is ignored.
 */
export function filterDay(value: string): string | null {
	const match = DATE_PREFIX.exec(String(value ?? '').trim());
	if (!match) {
		return null;
	}
	const [, y, m, d] = match.map(Number);
	return isRealDay(y, m, d) ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * A date filter value as the API expects it (spec 001 §5): 'before' is the end of that day in UTC
 * ("yyyy-mm-dd 23:59:59"), 'after' the start of that day in UTC ("yyyy-mm-dd 00:00:00"). The day is taken as a
 * UTC day; there is no timezone shift. Returns null for a value that is not a real "yyyy-mm-dd" day.
 *
 * @param value The chosen day, "yyyy-mm-dd".
 * @param rule  'before' or 'after'.
 */
export function dateFilterToUtc(value: string, rule: DateFilterRule): string | null {
	const day = filterDay(value);
	if (!day) {
		return null;
	}
	return rule === 'before' ? `${day} 23:59:59` : `${day} 00:00:00`;
}

/**
 * The two values of a 'between' filter sorted ascending (spec 001 §5). Compares as dates when both parse,
 * otherwise as strings ("yyyy-mm-dd" sorts correctly either way).
 *
 * @param values The two chosen days, in any order.
 */
export function sortBetween<T extends string>(values: readonly [T, T]): [T, T] {
	const [a, b] = values;
	const da = parseDate(a);
	const db = parseDate(b);
	const aFirst = da && db ? da.getTime() <= db.getTime() : a <= b;
	return aFirst ? [a, b] : [b, a];
}

/**
 * A 'between' filter as the API expects it: sorted ascending, the first day from its start ("00:00:00"), the
 * last day to its end ("23:59:59"), both UTC. Null unless exactly two real days are given.
 *
 * @param values The two chosen days, in any order.
 */
export function dateBetweenToUtc(values: readonly string[] | null | undefined): [string, string] | null {
	if (!Array.isArray(values) || values.length !== 2) {
		return null;
	}
	const first = filterDay(values[0]);
	const second = filterDay(values[1]);
	if (!first || !second) {
		return null;
	}
	const [start, end] = sortBetween([first, second]);
	return [`${start} 00:00:00`, `${end} 23:59:59`];
}
