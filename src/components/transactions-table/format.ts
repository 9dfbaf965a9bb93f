/**
 * Date formatting for table rows: the same text as `formatDateTime()` / `formatDate()` of
 * src/utils/dates.ts (store timezone, with its short name), with the `Intl.DateTimeFormat` instances kept
 * between calls — building one costs about half a millisecond, and a page of rows formats dozens of dates
 * on every render.
 */
import { getStoreTimeZone } from '../../settings';
import { parseDate, type DateInput } from '../../utils/dates';
import { getDisplayLocale, toBcp47 } from '../../utils/locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
	const key = `${locale}|${timeZone}|${withTime}`;
	let found = formatters.get(key);
	if (!found) {
		const options: Intl.DateTimeFormatOptions = {
			timeZone,
			year: 'numeric',
			month: 'short',
			day: 'numeric',
			...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
		};
		try {
			found = new Intl.DateTimeFormat(locale, options);
		} catch {
			found = new Intl.DateTimeFormat('en-US', options);
		}
		formatters.set(key, found);
	}
	return found;
}

function format(input: DateInput | null | undefined, timeZone: string, withTime: boolean): string {
	const date = parseDate(input);
	if (!date) {
		return '';
	}
	const text = formatter(toBcp47(getDisplayLocale()), timeZone, withTime).format(date);
	return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** An instant in the store's timezone with its zone: "Nov 21, 2026, 3:04 PM EST". */
export function formatRowDateTime(input: DateInput | null | undefined): string {
	return format(input, getStoreTimeZone(), true);
}

/** A calendar day ("YYYY-MM-DD", no zone) as "Nov 21, 2026". */
export function formatRowDay(day: string | null | undefined): string {
	return format(day, 'UTC', false);
}
