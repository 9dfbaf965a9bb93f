/**
 * The store's time zone as a short label for column headers and captions ("ET", "GMT+1", "UTC"), so that
 * merchants read table times in the right zone (DESIGN.md: show the timezone where it could be misread).
 * The generic name ("ET" rather than "EST"/"EDT") stays right for rows on both sides of a DST change.
 */
import { getStoreTimeZone } from '../settings';
import { zoneLabelOf } from '../utils/date-data';
import { getDisplayLocale, toBcp47 } from '../utils/locale';

/**
 * A zone's label in a locale from `Intl`: its generic short name when the browser knows it ("ET"), else its
 * short name ("EST"), else the zone's id. Also what the plugin prints in its date data
 * (mock-server/host/date-data.ts).
 *
 * @param timeZone IANA zone.
 * @param locale   BCP 47 locale.
 * @param at       Instant whose name to use for the short form.
 */
export function intlTimeZoneLabel(timeZone: string, locale: string, at: Date): string {
	for (const style of ['shortGeneric', 'short'] as const) {
		try {
			const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
				.formatToParts(at)
				.find((p) => p.type === 'timeZoneName');
			if (part?.value) {
				return part.value;
			}
		} catch {
			// Unknown style or zone: try the next.
		}
	}
	return timeZone;
}

/**
 * Short name of a time zone in the display locale: from the page's date data, else from `Intl`.
 *
 * @param timeZone IANA zone; default the store's.
 * @param at       Instant whose name to use for the short form.
 */
export function storeTimeZoneLabel(timeZone: string = getStoreTimeZone(), at: Date = new Date()): string {
	const locale = toBcp47(getDisplayLocale());
	return zoneLabelOf(timeZone, locale) ?? intlTimeZoneLabel(timeZone, locale, at);
}
