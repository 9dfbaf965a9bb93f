/**
 * PHP-style date formats (the store's `dateFormat` / `timeFormat` page settings, e.g. "F j, Y" and "g:i a",
 * spec 000 §3): an instant rendered in a zone by the tokens of PHP's `date()`, as WordPress does. Names of
 * months and weekdays are the display locale's; a backslash escapes the next character. The zone's offsets
 * and the names come from the page's date data when it covers the zone, locale and instant
 * (./date-data.ts: no `Intl` on a page's first render), else from `Intl`. Store-free and stateless apart
 * from cached formatters.
 */
import { __ } from '@wordpress/i18n';

import { dateNames, zoneAt } from './date-data';

/** Calendar and clock fields of an instant in a zone. */
export interface Fields {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
	weekday: number; // 0 (Sunday) – 6
	offsetMinutes: number;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${locale}|${JSON.stringify(options)}`;
	let found = cache.get(key);
	if (!found) {
		try {
			found = new Intl.DateTimeFormat(locale, options);
		} catch {
			found = new Intl.DateTimeFormat('en-US', options);
		}
		cache.set(key, found);
	}
	return found;
}

/** The fields of an instant shifted by an offset, read as UTC. */
function shiftedFields(date: Date, offsetMinutes: number): Fields {
	const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetMinutes * 60000);
	return {
		year: local.getUTCFullYear(),
		month: local.getUTCMonth() + 1,
		day: local.getUTCDate(),
		hour: local.getUTCHours(),
		minute: local.getUTCMinutes(),
		second: local.getUTCSeconds(),
		weekday: local.getUTCDay(),
		offsetMinutes,
	};
}

/**
 * A zone's offset from UTC at an instant, in minutes, from `Intl` (whole seconds; e.g. -300 for New York in
 * winter). Also what the plugin computes its date data with (mock-server/host/date-data.ts).
 *
 * @param date     The instant.
 * @param timeZone IANA zone.
 */
export function intlZoneOffsetMinutes(date: Date, timeZone: string): number {
	const parts = formatter('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	}).formatToParts(date);
	const get = (type: Intl.DateTimeFormatPartTypes): number =>
		Number(parts.find((p) => p.type === type)?.value ?? 0);
	const asUtc = Date.UTC(
		get('year'),
		get('month') - 1,
		get('day'),
		get('hour') % 24,
		get('minute'),
		get('second')
	);
	return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

/**
 * Calendar and clock fields of an instant in a zone: from the page's date data when it covers them, else
 * from `Intl`.
 *
 * @param date     The instant.
 * @param timeZone IANA zone.
 */
export function zonedFields(date: Date, timeZone: string): Fields {
	const zone = zoneAt(date, timeZone);
	return shiftedFields(date, zone ? zone.offsetMinutes : intlZoneOffsetMinutes(date, timeZone));
}

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

function offset(minutes: number, colon: boolean): string {
	const sign = minutes < 0 ? '-' : '+';
	const abs = Math.abs(minutes);
	return `${sign}${pad(Math.floor(abs / 60))}${colon ? ':' : ''}${pad(abs % 60)}`;
}

function ordinalSuffix(day: number): string {
	if (day % 100 >= 11 && day % 100 <= 13) {
		return 'th';
	}
	return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

function isLeapYear(year: number): boolean {
	return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** ISO-8601 week number and week-based year of a calendar day. */
function isoWeek(year: number, month: number, day: number): { week: number; year: number } {
	const date = new Date(Date.UTC(year, month - 1, day));
	const weekday = date.getUTCDay() || 7;
	date.setUTCDate(date.getUTCDate() + 4 - weekday);
	const weekYear = date.getUTCFullYear();
	const firstDay = Date.UTC(weekYear, 0, 1);
	return { week: Math.ceil(((date.getTime() - firstDay) / 86400000 + 1) / 7), year: weekYear };
}

type NamedPart = 'weekdays' | 'weekdaysShort' | 'months' | 'monthsShort';

const NAME_OPTIONS: Record<NamedPart, Intl.DateTimeFormatOptions> = {
	weekdays: { weekday: 'long' },
	weekdaysShort: { weekday: 'short' },
	months: { month: 'long' },
	monthsShort: { month: 'short' },
};

/** Name of a date part in a locale (month or weekday, long or short), for the instant's fields `f`. */
function name(date: Date, f: Fields, locale: string, timeZone: string, part: NamedPart): string {
	const known = zoneAt(date, timeZone) && dateNames(locale);
	if (known) {
		return known[part][part.startsWith('month') ? f.month - 1 : f.weekday];
	}
	return formatter(locale, { timeZone, ...NAME_OPTIONS[part] }).format(date);
}

function zoneName(date: Date, locale: string, timeZone: string): string {
	const zone = zoneAt(date, timeZone);
	if (zone && locale === 'en-US') {
		return zone.shortName;
	}
	if (zone?.localShortName !== undefined && dateNames(locale)) {
		return zone.localShortName;
	}
	const part = formatter(locale, { timeZone, timeZoneName: 'short' })
		.formatToParts(date)
		.find((p) => p.type === 'timeZoneName');
	return part?.value ?? timeZone;
}

/** Whether a PHP format names the zone itself (then no zone needs adding). */
export function formatNamesZone(format: string): boolean {
	return /(^|[^\\])[eTOPpZcrU]/.test(format);
}

/**
 * Render an instant by a PHP `date()` format in a zone and locale.
 *
 * @param format   PHP format, e.g. "F j, Y g:i a".
 * @param date     The instant.
 * @param timeZone IANA zone.
 * @param locale   BCP 47 locale for month and weekday names.
 */
export function formatPhpDate(format: string, date: Date, timeZone: string, locale: string): string {
	const f = zonedFields(date, timeZone);
	const hour12 = f.hour % 12 || 12;
	const token = (char: string): string => {
		switch (char) {
			case 'd':
				return pad(f.day);
			case 'D':
				return name(date, f, locale, timeZone, 'weekdaysShort');
			case 'j':
				return String(f.day);
			case 'l':
				return name(date, f, locale, timeZone, 'weekdays');
			case 'N':
				return String(f.weekday || 7);
			case 'S':
				return ordinalSuffix(f.day);
			case 'w':
				return String(f.weekday);
			case 'z':
				return String(
					Math.round((Date.UTC(f.year, f.month - 1, f.day) - Date.UTC(f.year, 0, 1)) / 86400000)
				);
			case 'W':
				return pad(isoWeek(f.year, f.month, f.day).week);
			case 'F':
				return name(date, f, locale, timeZone, 'months');
			case 'm':
				return pad(f.month);
			case 'M':
				return name(date, f, locale, timeZone, 'monthsShort');
			case 'n':
				return String(f.month);
			case 't':
				return String(new Date(Date.UTC(f.year, f.month, 0)).getUTCDate());
			case 'L':
				return isLeapYear(f.year) ? '1' : '0';
			case 'o':
				return String(isoWeek(f.year, f.month, f.day).year);
			case 'Y':
				return String(f.year);
			case 'y':
				return pad(f.year % 100);
			case 'a':
				return f.hour < 12 ? __('am', 'woocommerce-payments') : __('pm', 'woocommerce-payments');
			case 'A':
				return f.hour < 12 ? __('AM', 'woocommerce-payments') : __('PM', 'woocommerce-payments');
			case 'g':
				return String(hour12);
			case 'G':
				return String(f.hour);
			case 'h':
				return pad(hour12);
			case 'H':
				return pad(f.hour);
			case 'i':
				return pad(f.minute);
			case 's':
				return pad(f.second);
			case 'u':
				return '000000';
			case 'v':
				return pad(date.getUTCMilliseconds(), 3);
			case 'e':
				return timeZone;
			case 'T':
				return zoneName(date, 'en-US', timeZone);
			case 'O':
				return offset(f.offsetMinutes, false);
			case 'P':
				return offset(f.offsetMinutes, true);
			case 'p':
				return f.offsetMinutes === 0 ? 'Z' : offset(f.offsetMinutes, true);
			case 'Z':
				return String(f.offsetMinutes * 60);
			case 'I': {
				const jan = zonedFields(new Date(Date.UTC(f.year, 0, 1)), timeZone).offsetMinutes;
				const jul = zonedFields(new Date(Date.UTC(f.year, 6, 1)), timeZone).offsetMinutes;
				return jan !== jul && f.offsetMinutes === Math.max(jan, jul) ? '1' : '0';
			}
			case 'c':
				return formatPhpDate('Y-m-d\\TH:i:sP', date, timeZone, locale);
			case 'r':
				return formatPhpDate('D, d M Y H:i:s O', date, timeZone, 'en-US');
			case 'U':
				return String(Math.floor(date.getTime() / 1000));
			default:
				return char;
		}
	};
	let out = '';
	for (let i = 0; i < format.length; i++) {
		const char = format[i];
		if (char === '\\' && i + 1 < format.length) {
			out += format[++i];
		} else {
			out += token(char);
		}
	}
	return out;
}

/** Name of the zone at an instant, as people read it ("EST", "GMT+5:30"). */
export function timeZoneLabel(date: Date, timeZone: string, locale: string): string {
	return zoneName(date, locale, timeZone);
}
