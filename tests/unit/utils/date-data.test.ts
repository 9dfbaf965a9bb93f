/**
 * Dates from the page's date data (src/utils/date-data.ts, printed by mock-server/host/date-data.ts) read
 * exactly as dates from `Intl`: every PHP token, around DST changes, in zones with half-hour offsets and
 * none, in several locales; the zone label of column headers; and nothing comes from the data for another
 * zone, another locale, an instant outside its span, or malformed data.
 */
import { buildDateData } from '../../../mock-server/host/date-data';
import { storeTimeZoneLabel } from '../../../src/components/store-time-zone';
import { resetDateData, zoneAt } from '../../../src/utils/date-data';
import { formatDate, formatDateTime, getZonedParts, toStoreDate } from '../../../src/utils/dates';
import { formatPhpDate } from '../../../src/utils/php-date';
import { setPageGlobals } from '../../support/page-globals';

const NOW = new Date('2026-11-28T00:00:00Z');
const EVERY_TOKEN = 'd D j l N S w z W F m M n t L o Y y a A g G h H i s u v e T O P p Z I U';

/** Instants around the zone's changes and across years (every 5 days, 2017–2028, plus each change ± a minute). */
function instants(timeZone: string): Date[] {
	const data = buildDateData('en-US', timeZone, NOW)!;
	const out: Date[] = [];
	for (let t = Date.UTC(2017, 0, 1); t < Date.UTC(2029, 0, 1); t += 5 * 86_400_000 + 3_611_000) {
		out.push(new Date(t));
	}
	for (const [at] of data.offsets.slice(1)) {
		out.push(new Date(at - 60_000), new Date(at), new Date(at + 60_000));
	}
	return out;
}

/** The same call with and without the page's date data. */
function both<T>(locale: string, timeZone: string, fn: () => T): { withData: T; withIntl: T } {
	setPageGlobals({
		wc: { timeZone, locale: { siteLocale: locale, userLocale: locale, weekdaysShort: [] } },
		wcpay: { dateData: buildDateData(locale.replace('_', '-'), timeZone, NOW) },
	});
	resetDateData();
	const withData = fn();
	setPageGlobals({
		wc: { timeZone, locale: { siteLocale: locale, userLocale: locale, weekdaysShort: [] } },
	});
	resetDateData();
	const withIntl = fn();
	return { withData, withIntl };
}

afterEach(() => resetDateData());

describe.each([
	['en_US', 'America/New_York'],
	['en_US', 'Asia/Kolkata'],
	['fr_FR', 'Europe/Paris'],
	['de_CH', 'Australia/Lord_Howe'],
	['he_IL', 'Asia/Jerusalem'],
	['en_US', 'UTC'],
])('%s in %s', (locale, timeZone) => {
	test('every PHP token and the store formats read the same as with Intl', () => {
		const dates = instants(timeZone);
		const bcp = locale.replace('_', '-');
		const { withData, withIntl } = both(locale, timeZone, () =>
			dates.map((d) =>
				[
					formatPhpDate(EVERY_TOKEN, d, timeZone, bcp),
					formatDateTime(d),
					toStoreDate(d),
					// A calendar day, read in UTC (table rows, document periods).
					formatDate(toStoreDate(d), { timeZone: 'UTC' }),
					formatPhpDate(EVERY_TOKEN, d, 'UTC', bcp),
				].join(' | ')
			)
		);
		expect(withData).toEqual(withIntl);
	});

	test('calendar parts and the column label read the same as with Intl', () => {
		const dates = instants(timeZone).slice(0, 200);
		const { withData, withIntl } = both(locale, timeZone, () => [
			...dates.map((d) => JSON.stringify(getZonedParts(d, timeZone))),
			storeTimeZoneLabel(timeZone, NOW),
		]);
		expect(withData).toEqual(withIntl);
	});
});

describe('what the data does not cover', () => {
	beforeEach(() => {
		setPageGlobals({ wcpay: { dateData: buildDateData('en-US', 'America/New_York', NOW) } });
		resetDateData();
	});

	test('the store zone inside the span is answered', () => {
		expect(zoneAt(new Date('2026-11-21T20:04:00Z'), 'America/New_York')).toEqual({
			offsetMinutes: -300,
			shortName: 'EST',
			localShortName: 'EST',
		});
		expect(zoneAt(new Date('2026-07-01T12:00:00Z'), 'America/New_York')?.offsetMinutes).toBe(-240);
	});

	test('another zone, an instant outside the span, malformed data: not answered', () => {
		expect(zoneAt(new Date('2026-11-21T20:04:00Z'), 'Europe/Paris')).toBeUndefined();
		expect(zoneAt(new Date('1990-01-01T00:00:00Z'), 'America/New_York')).toBeUndefined();
		expect(zoneAt(new Date('2060-01-01T00:00:00Z'), 'America/New_York')).toBeUndefined();
		setPageGlobals({ wcpay: { dateData: { locale: 'en-US', timeZone: 'America/New_York' } as never } });
		resetDateData();
		expect(zoneAt(new Date('2026-11-21T20:04:00Z'), 'America/New_York')).toBeUndefined();
	});

	test('outside the span the text still comes (from Intl)', () => {
		expect(formatDateTime('1990-01-01T12:00:00Z')).toBe('Jan 1, 1990, 7:00 AM EST');
	});
});

test('with the data, a page’s dates never construct an Intl.DateTimeFormat', () => {
	setPageGlobals({ wcpay: { dateData: buildDateData('en-US', 'America/New_York', NOW) } });
	const spy = jest.spyOn(Intl, 'DateTimeFormat');
	jest.isolateModules(() => {
		// Fresh modules: no formatter cached by an earlier test.
		/* eslint-disable @typescript-eslint/no-require-imports */
		const dates = require('../../../src/utils/dates') as typeof import('../../../src/utils/dates');
		const label =
			require('../../../src/components/store-time-zone') as typeof import('../../../src/components/store-time-zone');
		/* eslint-enable @typescript-eslint/no-require-imports */
		expect(dates.formatDateTime('2026-11-21T20:04:00Z')).toBe('Nov 21, 2026, 3:04 PM EST');
		expect(dates.formatDate('2026-07-04T03:00:00Z')).toBe('Jul 3, 2026');
		expect(dates.toStoreDate('2026-03-08T07:30:00Z')).toBe('2026-03-08');
		expect(dates.formatDate('2026-11-30', { timeZone: 'UTC' })).toBe('Nov 30, 2026');
		expect(label.storeTimeZoneLabel()).toBe('ET');
	});
	expect(spy).not.toHaveBeenCalled();
	spy.mockRestore();
});
