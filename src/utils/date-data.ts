/**
 * Dates without `Intl`: the store zone's offsets and short names, and the display locale's month and
 * weekday names, as the plugin prints them in `wcpaySettings.dateData` (src/settings/types.ts `DateData`).
 * The first use of `Intl.DateTimeFormat` in a tab starts the browser's ICU date machinery, a dozen
 * milliseconds or more inside the first render of every page that shows a date; with these a date is a
 * lookup and a few UTC getters. Each answer is for exactly the zone and locale the data is for and inside
 * the span it covers; anything else answers `undefined`, and the caller formats with `Intl` as before.
 */
import type { DateData } from '../settings/types';

let checked: DateData | null | undefined;

function isDateData(value: unknown): value is DateData {
	const d = value as DateData | undefined;
	return (
		Boolean(d) &&
		typeof d?.locale === 'string' &&
		typeof d.timeZone === 'string' &&
		Array.isArray(d.months) &&
		d.months.length === 12 &&
		Array.isArray(d.monthsShort) &&
		d.monthsShort.length === 12 &&
		Array.isArray(d.weekdays) &&
		d.weekdays.length === 7 &&
		Array.isArray(d.weekdaysShort) &&
		d.weekdaysShort.length === 7 &&
		typeof d.zoneLabel === 'string' &&
		Array.isArray(d.offsets) &&
		d.offsets.length > 0 &&
		d.offsets.every(
			(o) =>
				Array.isArray(o) && Number.isFinite(o[0]) && Number.isFinite(o[1]) && typeof o[2] === 'string'
		) &&
		Number.isFinite(d.from) &&
		Number.isFinite(d.to)
	);
}

/** The page's date data when it is well formed (read once per page settings object). */
function data(): DateData | undefined {
	const raw = window.wcpaySettings?.dateData;
	if (checked === undefined || (checked !== null && checked !== raw)) {
		checked = isDateData(raw) ? raw : null;
	}
	return checked ?? undefined;
}

/** Forget what was read (tests that change the page settings). */
export function resetDateData(): void {
	checked = undefined;
}

/** The offset entry in force at an instant (binary search), when the data covers it. */
function entryAt(d: DateData, time: number): DateData['offsets'][number] | undefined {
	if (!(time >= d.from && time < d.to)) {
		return undefined;
	}
	const { offsets } = d;
	let lo = 0;
	let hi = offsets.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (offsets[mid][0] <= time) {
			lo = mid;
		} else {
			hi = mid - 1;
		}
	}
	return offsets[lo][0] <= time ? offsets[lo] : undefined;
}

/** The zone's offset from UTC at an instant, in minutes, and its short names. */
export interface ZoneAt {
	offsetMinutes: number;
	/** Short name in en-US ("EST"). */
	shortName: string;
	/** Short name in the data's locale (unknown for UTC). */
	localShortName: string | undefined;
}

/**
 * The store zone at an instant, from the page's data.
 *
 * @example
 * zoneAt( new Date( '2026-11-21T20:04:00Z' ), 'America/New_York' ); // { offsetMinutes: -300, shortName: 'EST', … }
 */
export function zoneAt(date: Date, timeZone: string): ZoneAt | undefined {
	if (timeZone === 'UTC' || timeZone === 'Etc/UTC') {
		// Calendar days are read in UTC: no offset. Its name is 'UTC' in en-US; other locales ask Intl.
		return { offsetMinutes: 0, shortName: 'UTC', localShortName: undefined };
	}
	const d = data();
	if (!d || d.timeZone !== timeZone) {
		return undefined;
	}
	const entry = entryAt(d, date.getTime());
	return entry
		? { offsetMinutes: entry[1], shortName: entry[2], localShortName: entry[3] ?? entry[2] }
		: undefined;
}

/** Month and weekday names of a locale, from the page's data. */
export function dateNames(
	locale: string
): Pick<DateData, 'months' | 'monthsShort' | 'weekdays' | 'weekdaysShort'> | undefined {
	const d = data();
	return d && d.locale === locale ? d : undefined;
}

/** The zone's label for column headers ("ET"), from the page's data. */
export function zoneLabelOf(timeZone: string, locale: string): string | undefined {
	const d = data();
	return d && d.timeZone === timeZone && d.locale === locale && d.zoneLabel ? d.zoneLabel : undefined;
}
