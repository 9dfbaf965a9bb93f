/**
 * Dates: one helper for the whole app.
 *
 * - Instants from the API are UTC. Strings without a zone designator ("2026-11-21 20:04:00", the GMT dates
 *   WooCommerce returns) are read as UTC; numbers below 1e11 are Unix seconds (Stripe's `created`), larger
 *   numbers milliseconds.
 * - Display and calendar maths happen in the store's timezone (`wcSettings.timeZone`), from the zone's
 *   offsets in the page's date data (./date-data.ts) or else `Intl.DateTimeFormat`, so the browser's own zone
 *   never leaks in. Displayed dates and times follow the
 *   store's `dateFormat` / `timeFormat` page settings (PHP tokens, src/utils/php-date.ts); a time is followed
 *   by its zone's name unless the format names the zone itself.
 * - Date filters (spec 001 §5): 'before' is the end of that day in UTC, 'after' the start of that day in UTC;
 *   'between' values are sorted ascending.
 */
import { __ } from '@wordpress/i18n';

import { getStoreDateTimeFormats, getStoreTimeZone } from '../settings';
import { getDisplayLocale, toBcp47 } from './locale';
import { filterDay } from './date-filters';
import { parseDate, type DateInput } from './parse-date';
import { formatNamesZone, formatPhpDate, timeZoneLabel, zonedFields } from './php-date';

export { parseDate, type DateInput } from './parse-date';
export { dateBetweenToUtc, dateFilterToUtc, sortBetween, type DateFilterRule } from './date-filters';

/** Options of {@link formatDateTime}. */
export interface FormatDateTimeOptions {
	/** Include hours and minutes. Default true. */
	withTime?: boolean;
	/** Name the zone ("EST", "GMT+5:30"). Defaults to `withTime`: a time without its zone can be misread. */
	withTimeZone?: boolean;
	/** IANA zone; defaults to the store's. */
	timeZone?: string;
	/** Display locale; defaults to the user's. */
	locale?: string;
}

/** Calendar fields of an instant in some zone. */
export interface ZonedParts {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
}

/** Milliseconds in a day. */
export const DAY_IN_MS = 24 * 60 * 60 * 1000;

/** Days between an authorization's creation and its capture-by date (spec 001 §9). */
export const CAPTURE_WINDOW_DAYS = 7;

/**
 * Calendar fields of an instant in a zone (24-hour clock).
 *
 * @param date     The instant.
 * @param timeZone IANA zone.
 */
export function getZonedParts(date: Date, timeZone: string = getStoreTimeZone()): ZonedParts {
	const { year, month, day, hour, minute, second } = zonedFields(date, timeZone);
	return { year, month, day, hour, minute, second };
}

/**
 * Offset of a zone from UTC at an instant, in minutes (e.g. 330 for Asia/Kolkata, -300 for New York in winter).
 *
 * @param timeZone IANA zone.
 * @param at       The instant; defaults to now.
 */
export function getTimeZoneOffsetMinutes(
	timeZone: string = getStoreTimeZone(),
	at: DateInput = new Date()
): number {
	const date = parseDate(at) ?? new Date();
	const p = getZonedParts(date, timeZone);
	const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
	const whole = Math.floor(date.getTime() / 1000) * 1000;
	return Math.round((asUtc - whole) / 60000);
}

/**
 * The zone's offset as "+05:30" / "-05:00" (what the transactions API takes as `user_timezone`).
 *
 * @param timeZone IANA zone.
 * @param at       The instant; defaults to now.
 */
export function formatUtcOffset(timeZone: string = getStoreTimeZone(), at: DateInput = new Date()): string {
	const minutes = getTimeZoneOffsetMinutes(timeZone, at);
	const sign = minutes < 0 ? '-' : '+';
	const abs = Math.abs(minutes);
	const hh = String(Math.floor(abs / 60)).padStart(2, '0');
	const mm = String(abs % 60).padStart(2, '0');
	return `${sign}${hh}:${mm}`;
}

/**
 * Format an instant in the store's timezone by the store's formats: with WordPress's defaults
 * "November 21, 2026, 3:04 pm EST"; date only: "November 21, 2026".
 * Returns '' for an invalid or empty input.
 *
 * @param input   The instant.
 * @param options withTime (default true), withTimeZone (default = withTime), timeZone, locale.
 */
export function formatDateTime(
	input: DateInput | null | undefined,
	options: FormatDateTimeOptions = {}
): string {
	const date = parseDate(input);
	if (!date) {
		return '';
	}
	const withTime = options.withTime ?? true;
	const timeZone = options.timeZone || getStoreTimeZone();
	const locale = toBcp47(options.locale || getDisplayLocale());
	const { dateFormat, timeFormat } = getStoreDateTimeFormats();
	const format = withTime ? `${dateFormat}, ${timeFormat}` : dateFormat;
	let text = formatPhpDate(format, date, timeZone, locale);
	if ((options.withTimeZone ?? withTime) && !formatNamesZone(format)) {
		text = `${text} ${timeZoneLabel(date, timeZone, locale)}`;
	}
	// ICU 72+ puts narrow no-break spaces in some names; keep plain spaces so texts compare and copy cleanly.
	return text.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Format a calendar date only, by the store's date format: "November 21, 2026" (no zone).
 *
 * @param input   The instant.
 * @param options timeZone and locale.
 */
export function formatDate(
	input: DateInput | null | undefined,
	options: Omit<FormatDateTimeOptions, 'withTime' | 'withTimeZone'> = {}
): string {
	return formatDateTime(input, { ...options, withTime: false, withTimeZone: false });
}

/**
 * The calendar day of an instant in the store's zone, as "yyyy-mm-dd"; '' for invalid input.
 *
 * @param input    The instant (UTC).
 * @param timeZone IANA zone; defaults to the store's.
 */
export function toStoreDate(
	input: DateInput | null | undefined,
	timeZone: string = getStoreTimeZone()
): string {
	const date = parseDate(input);
	if (!date) {
		return '';
	}
	const { year, month, day } = getZonedParts(date, timeZone);
	return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Add whole days to an instant, as exact 24-hour periods (an instant has no calendar; use
 * {@link addDaysToDateString} for calendar days). Null for invalid input.
 *
 * @param input The instant.
 * @param days  Days to add; may be negative.
 */
export function addDays(input: DateInput, days: number): Date | null {
	const date = parseDate(input);
	return date ? new Date(date.getTime() + days * DAY_IN_MS) : null;
}

/**
 * Add calendar days to a "yyyy-mm-dd" day; '' for an invalid day.
 *
 * @param value "yyyy-mm-dd".
 * @param days  Days to add; may be negative.
 */
export function addDaysToDateString(value: string, days: number): string {
	const day = filterDay(value);
	if (!day) {
		return '';
	}
	const [y, m, d] = day.split('-').map(Number);
	return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The capture-by date of an authorization: created plus 7 days (spec 001 §9). Null for invalid input.
 *
 * @param created When the authorization was created.
 */
export function captureByDate(created: DateInput): Date | null {
	return addDays(created, CAPTURE_WINDOW_DAYS);
}

/**
 * The overview greeting for an instant in a zone (spec 000 §2): 'Good morning' 5:00-11:59, 'Good afternoon'
 * 12:00-16:59, otherwise 'Good evening'. Translated.
 *
 * @param input    The instant; defaults to now.
 * @param timeZone IANA zone; defaults to the store's.
 */
export function greetingFor(input: DateInput = new Date(), timeZone: string = getStoreTimeZone()): string {
	const date = parseDate(input) ?? new Date();
	const { hour } = getZonedParts(date, timeZone);
	if (hour >= 5 && hour < 12) {
		return __('Good morning', 'woocommerce-payments');
	}
	if (hour >= 12 && hour < 17) {
		return __('Good afternoon', 'woocommerce-payments');
	}
	return __('Good evening', 'woocommerce-payments');
}

/**
 * Calendar days from one instant to another, counted on the calendar of a zone (DST-safe): positive when
 * `to` is later. NaN for invalid input.
 *
 * @param from     Start instant.
 * @param to       End instant.
 * @param timeZone IANA zone; defaults to the store's.
 */
export function daysBetween(from: DateInput, to: DateInput, timeZone: string = getStoreTimeZone()): number {
	const a = toStoreDate(from, timeZone);
	const b = toStoreDate(to, timeZone);
	if (!a || !b) {
		return NaN;
	}
	const toUtcDay = (ymd: string): number => {
		const [y, m, d] = ymd.split('-').map(Number);
		return Date.UTC(y, m - 1, d);
	};
	return Math.round((toUtcDay(b) - toUtcDay(a)) / DAY_IN_MS);
}
