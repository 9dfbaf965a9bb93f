/**
 * `wcpaySettings.dateData` (src/settings/types.ts `DateData`): the store zone's UTC offsets and short names
 * over a span of years, and the display locale's month and weekday names, computed here with Node's `Intl`
 * as the plugin would with PHP's time zone database and the site's translations. The page formats dates
 * from it without starting the browser's ICU; the client's own `Intl` path gives the same text.
 */
import { intlTimeZoneLabel } from '../../src/components/store-time-zone';
import type { DateData } from '../../src/settings/types';
import { intlZoneOffsetMinutes } from '../../src/utils/php-date';

/** The span of the offsets around now: ten years back (old loans, documents), three ahead (deadlines). */
const YEARS_BACK = 10;
const YEARS_AHEAD = 3;
const DAY = 86_400_000;
const MINUTE = 60_000;

function shortName(locale: string, timeZone: string, at: number): string {
	try {
		return (
			new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
				.formatToParts(at)
				.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
		);
	} catch {
		return timeZone;
	}
}

/** The zone's offset changes over [from, to): each found to the minute. */
function zoneOffsets(timeZone: string, locale: string, from: number, to: number): DateData['offsets'] {
	const offsetAt = (at: number) => intlZoneOffsetMinutes(new Date(at), timeZone);
	const entry = (at: number, offset: number): [number, number, string, string] => [
		at,
		offset,
		shortName('en-US', timeZone, at),
		shortName(locale, timeZone, at),
	];
	const out: DateData['offsets'] = [entry(from, offsetAt(from))];
	let at = from;
	let current = out[0][1];
	while (at < to) {
		const next = Math.min(at + DAY, to);
		const offset = offsetAt(next);
		if (offset !== current) {
			// The change lies in (at, next]: find its first minute.
			let lo = at;
			let hi = next;
			while (hi - lo > MINUTE) {
				const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
				if (offsetAt(mid) === current) {
					lo = mid;
				} else {
					hi = mid;
				}
			}
			out.push(entry(hi, offset));
			current = offset;
		}
		at = next;
	}
	return out;
}

function names(locale: string, option: 'month' | 'weekday', width: 'long' | 'short'): string[] {
	const fmt = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', [option]: width });
	// 2021-01-03 was a Sunday.
	return option === 'month'
		? Array.from({ length: 12 }, (_, i) => fmt.format(Date.UTC(2021, i, 15)))
		: Array.from({ length: 7 }, (_, i) => fmt.format(Date.UTC(2021, 0, 3 + i)));
}

/** Built once per locale, zone and day; a few kept. */
const cache = new Map<string, DateData>();
const CACHE_SIZE = 8;

/**
 * The date data for a display locale (BCP 47) and a zone, around `now` (cached per day).
 *
 * @example
 * buildDateData( 'en-US', 'America/New_York', new Date() ).offsets[ 0 ]; // [ 1480000000000, -300, 'EST', 'EST' ]
 */
export function buildDateData(locale: string, timeZone: string, now: Date): DateData | undefined {
	const day = Math.floor(now.getTime() / DAY) * DAY;
	const key = `${locale}|${timeZone}|${day}`;
	const cached = cache.get(key);
	if (cached) {
		return cached;
	}
	let data: DateData;
	try {
		const year = new Date(day).getUTCFullYear();
		const from = Date.UTC(year - YEARS_BACK, 0, 1);
		const to = Date.UTC(year + YEARS_AHEAD + 1, 0, 1);
		data = {
			locale,
			timeZone,
			months: names(locale, 'month', 'long'),
			monthsShort: names(locale, 'month', 'short'),
			weekdays: names(locale, 'weekday', 'long'),
			weekdaysShort: names(locale, 'weekday', 'short'),
			zoneLabel: intlTimeZoneLabel(timeZone, locale, new Date(day)),
			offsets: zoneOffsets(timeZone, locale, from, to),
			from,
			to,
		};
	} catch {
		// An unknown zone or locale: the page formats with Intl.
		return undefined;
	}
	if (cache.size >= CACHE_SIZE) {
		cache.delete(cache.keys().next().value as string);
	}
	cache.set(key, data);
	return data;
}
