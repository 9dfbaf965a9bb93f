/**
 * Reading instants, without the display helpers of dates.ts (the plugin entry needs only this):
 * "yyyy-mm-dd" alone is midnight UTC, date-times without a zone designator are UTC, numbers below 1e11 are
 * Unix seconds and larger ones milliseconds.
 */

/** What `parseDate()` accepts. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Whether y-m-d is a real calendar day.
 *
 * @param year  Full year.
 * @param month 1-12.
 * @param day   1-31.
 */
export function isRealDay(year: number, month: number, day: number): boolean {
	const d = new Date(Date.UTC(year, month - 1, day));
	return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Parse any accepted input into a Date; `null` when it is not a valid point in time.
 * "yyyy-mm-dd" alone is midnight UTC; date-times without a zone are UTC.
 *
 * @param input Date, ISO/GMT string, or Unix seconds / milliseconds.
 */
export function parseDate(input: DateInput | null | undefined): Date | null {
	if (input === null || input === undefined || input === '') {
		return null;
	}
	let date: Date;
	if (input instanceof Date) {
		date = new Date(input.getTime());
	} else if (typeof input === 'number') {
		date = new Date(Math.abs(input) < 1e11 ? input * 1000 : input);
	} else if (typeof input === 'string') {
		const text = input.trim();
		const dateOnly = DATE_ONLY.exec(text);
		if (dateOnly) {
			const [, y, m, d] = dateOnly.map(Number);
			if (!isRealDay(y, m, d)) {
				return null;
			}
			date = new Date(Date.UTC(y, m - 1, d));
		} else if (/^\d+$/.test(text)) {
			return parseDate(Number(text));
		} else {
			if (DATE_PREFIX.test(text)) {
				const iso = text.replace(' ', 'T');
				date = new Date(HAS_ZONE.test(iso) ? iso : `${iso}Z`);
			} else {
				date = new Date(text);
			}
		}
	} else {
		return null;
	}
	return Number.isNaN(date.getTime()) ? null : date;
}
