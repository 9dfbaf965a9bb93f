/**
 * @jest-environment jsdom
 */
import {
	addDays,
	addDaysToDateString,
	captureByDate,
	dateBetweenToUtc,
	dateFilterToUtc,
	daysBetween,
	formatDate,
	formatDateTime,
	formatUtcOffset,
	getTimeZoneOffsetMinutes,
	greetingFor,
	parseDate,
	sortBetween,
	toStoreDate,
} from '../../../src/utils/dates';
import type { WcpaySettings, WcSettings } from '../../../src/settings/types';

function setStore(
	timeZone: string | undefined,
	userLocale = 'en_US',
	formats: { dateFormat?: string; timeFormat?: string } = { dateFormat: 'M j, Y', timeFormat: 'g:i A' }
): void {
	window.wcSettings = {
		adminUrl: '/wp-admin/',
		timeZone,
		locale: { siteLocale: 'en_US', userLocale, weekdaysShort: [] },
	} as unknown as WcSettings;
	window.wcpaySettings = { featureFlags: {}, ...formats } as unknown as WcpaySettings;
}

beforeEach(() => {
	setStore('America/New_York');
});

afterEach(() => {
	delete (window as Partial<Window>).wcSettings;
	delete (window as Partial<Window>).wcpaySettings;
});

describe('parseDate', () => {
	it.each([
		['2026-11-21T20:04:00Z', '2026-11-21T20:04:00.000Z'],
		['2026-11-21T20:04:00', '2026-11-21T20:04:00.000Z'], // no zone → UTC
		['2026-11-21 20:04:00', '2026-11-21T20:04:00.000Z'], // WooCommerce GMT format
		['2026-11-21T15:04:00-05:00', '2026-11-21T20:04:00.000Z'],
		['2026-11-21T20:04:00.123+00:00', '2026-11-21T20:04:00.123Z'],
		['2026-11-21', '2026-11-21T00:00:00.000Z'],
		[1795291440, '2026-11-21T20:04:00.000Z'], // Unix seconds
		[1795291440000, '2026-11-21T20:04:00.000Z'], // milliseconds
		['1795291440', '2026-11-21T20:04:00.000Z'],
	])('%j → %s', (input, expected) => {
		expect(parseDate(input)?.toISOString()).toBe(expected);
	});

	it.each([[''], ['not a date'], ['2026-02-30'], [null], [undefined], [NaN]])('%j → null', (input) => {
		expect(parseDate(input as string)).toBeNull();
	});

	it('copies a Date', () => {
		const d = new Date('2026-01-01T00:00:00Z');
		const parsed = parseDate(d);
		expect(parsed).not.toBe(d);
		expect(parsed?.getTime()).toBe(d.getTime());
	});
});

describe('formatDateTime in the store timezone', () => {
	it.each([
		// zone, input, options, expected
		['America/New_York', '2026-11-21T20:04:00Z', {}, 'Nov 21, 2026, 3:04 PM EST'],
		['America/New_York', '2026-11-21 20:04:00', {}, 'Nov 21, 2026, 3:04 PM EST'],
		['America/New_York', '2026-07-04T16:30:00Z', {}, 'Jul 4, 2026, 12:30 PM EDT'],
		['America/New_York', '2026-11-21T20:04:00Z', { withTimeZone: false }, 'Nov 21, 2026, 3:04 PM'],
		['America/New_York', '2026-11-21T03:00:00Z', { withTime: false }, 'Nov 20, 2026'],
		['Asia/Kolkata', '2026-11-21T20:04:00Z', {}, 'Nov 22, 2026, 1:34 AM GMT+5:30'],
		['Asia/Kolkata', '2026-11-21T18:29:00Z', { withTime: false }, 'Nov 21, 2026'],
		['Asia/Kolkata', '2026-11-21T18:30:00Z', { withTime: false }, 'Nov 22, 2026'],
		['UTC', '2026-11-21T20:04:00Z', {}, 'Nov 21, 2026, 8:04 PM UTC'],
		// DST boundaries in New York: spring forward 2026-03-08 07:00 UTC, fall back 2026-11-01 06:00 UTC.
		['America/New_York', '2026-03-08T06:59:00Z', {}, 'Mar 8, 2026, 1:59 AM EST'],
		['America/New_York', '2026-03-08T07:00:00Z', {}, 'Mar 8, 2026, 3:00 AM EDT'],
		['America/New_York', '2026-11-01T05:30:00Z', {}, 'Nov 1, 2026, 1:30 AM EDT'],
		['America/New_York', '2026-11-01T06:30:00Z', {}, 'Nov 1, 2026, 1:30 AM EST'],
	])('%s: %s %j → %s', (zone, input, options, expected) => {
		setStore(zone);
		expect(formatDateTime(input, options)).toBe(expected);
	});

	it('takes an explicit zone and locale', () => {
		expect(
			formatDateTime('2026-11-21T20:04:00Z', { timeZone: 'Asia/Kolkata', withTimeZone: false })
		).toBe('Nov 22, 2026, 1:34 AM');
		// The store's format stays; the names follow the locale.
		expect(formatDateTime('2026-12-21T20:04:00Z', { locale: 'de_DE', withTimeZone: false })).toBe(
			'Dez 21, 2026, 3:04 PM'
		);
	});

	it('defaults to UTC when the store has no zone', () => {
		setStore(undefined);
		expect(formatDateTime('2026-11-21T20:04:00Z')).toBe('Nov 21, 2026, 8:04 PM UTC');
	});

	it('returns an empty string for invalid input', () => {
		expect(formatDateTime('garbage')).toBe('');
		expect(formatDateTime(null)).toBe('');
	});

	it('formatDate shows the day only', () => {
		setStore('Asia/Kolkata');
		expect(formatDate('2026-11-21T20:04:00Z')).toBe('Nov 22, 2026');
	});
});

describe('the store date and time formats (spec 000 §3 dateFormat / timeFormat)', () => {
	const AT = '2026-11-21T20:04:05Z';

	it.each([
		['F j, Y', 'g:i a', 'November 21, 2026, 3:04 pm EST'],
		['d/m/Y', 'H:i', '21/11/2026, 15:04 EST'],
		['Y-m-d', 'H:i:s', '2026-11-21, 15:04:05 EST'],
		['l, jS \\o\\f F Y', 'h:i A', 'Saturday, 21st of November 2026, 03:04 PM EST'],
		['D M j y', 'G:i', 'Sat Nov 21 26, 15:04 EST'],
		['n.j.Y', 'g:i a T', '11.21.2026, 3:04 pm EST'],
		['Y-m-d', 'H:i P', '2026-11-21, 15:04 -05:00'],
		['Y-m-d', 'H:i e', '2026-11-21, 15:04 America/New_York'],
	])('%s + %s → %s', (dateFormat, timeFormat, expected) => {
		setStore('America/New_York', 'en_US', { dateFormat, timeFormat });
		expect(formatDateTime(AT)).toBe(expected);
	});

	it('a date alone uses the date format only', () => {
		setStore('America/New_York', 'en_US', { dateFormat: 'd/m/Y', timeFormat: 'H:i' });
		expect(formatDate(AT)).toBe('21/11/2026');
	});

	it("falls back to WordPress's defaults when the host names none", () => {
		setStore('UTC', 'en_US', {});
		expect(formatDateTime(AT)).toBe('November 21, 2026, 8:04 pm UTC');
	});

	it('ordinals, day of year, ISO week, days in month, leap year, epoch seconds', () => {
		setStore('UTC', 'en_US', { dateFormat: 'jS|z|W|o|t|L|U|N|w', timeFormat: '' });
		expect(formatDate('2024-12-30T12:00:00Z')).toBe('30th|364|01|2025|31|1|1735560000|1|1');
		setStore('UTC', 'en_US', { dateFormat: 'jS jS jS jS', timeFormat: '' });
		expect(formatDate('2026-01-01T00:00:00Z')).toBe('1st 1st 1st 1st');
		setStore('UTC', 'en_US', { dateFormat: '\\Y\\m jS', timeFormat: '' });
		expect(formatDate('2026-01-12T00:00:00Z')).toBe('Ym 12th');
		expect(formatDate('2026-01-22T00:00:00Z')).toBe('Ym 22nd');
	});

	it('I says whether daylight saving time is in effect', () => {
		setStore('America/New_York', 'en_US', { dateFormat: 'I', timeFormat: '' });
		expect(formatDate('2026-07-01T12:00:00Z')).toBe('1');
		expect(formatDate('2026-01-01T12:00:00Z')).toBe('0');
	});
});

describe('toStoreDate', () => {
	it.each([
		['America/New_York', '2026-03-08T04:59:59Z', '2026-03-07'],
		['America/New_York', '2026-03-08T05:00:00Z', '2026-03-08'],
		['America/New_York', '2026-03-09T03:59:59Z', '2026-03-08'], // after spring forward: UTC-4
		['America/New_York', '2026-03-09T04:00:00Z', '2026-03-09'],
		['America/New_York', '2026-11-02T04:59:59Z', '2026-11-01'], // after fall back: UTC-5
		['Asia/Kolkata', '2026-11-21T18:29:59Z', '2026-11-21'],
		['Asia/Kolkata', '2026-11-21T18:30:00Z', '2026-11-22'],
		['UTC', '2026-11-21T23:59:59Z', '2026-11-21'],
		['America/New_York', 'nope', ''],
	])('%s: %s → %s', (zone, input, expected) => {
		setStore(zone);
		expect(toStoreDate(input)).toBe(expected);
	});

	it('takes an explicit zone', () => {
		expect(toStoreDate('2026-11-21T18:30:00Z', 'Asia/Kolkata')).toBe('2026-11-22');
	});
});

describe('time zone offsets', () => {
	it.each([
		['Asia/Kolkata', '2026-01-15T00:00:00Z', 330, '+05:30'],
		['America/New_York', '2026-01-15T00:00:00Z', -300, '-05:00'],
		['America/New_York', '2026-07-15T00:00:00Z', -240, '-04:00'],
		['UTC', '2026-07-15T00:00:00Z', 0, '+00:00'],
		['Asia/Kathmandu', '2026-07-15T00:00:00Z', 345, '+05:45'],
	])('%s at %s: %d min, %s', (zone, at, minutes, text) => {
		expect(getTimeZoneOffsetMinutes(zone, at)).toBe(minutes);
		expect(formatUtcOffset(zone, at)).toBe(text);
	});
});

describe('date filters (spec 001 §5)', () => {
	it.each([
		['2026-11-21', 'before', '2026-11-21 23:59:59'],
		['2026-11-21', 'after', '2026-11-21 00:00:00'],
		['2026-03-08', 'before', '2026-03-08 23:59:59'], // DST day: still a UTC day
		['2026-03-08', 'after', '2026-03-08 00:00:00'],
		['2024-02-29', 'before', '2024-02-29 23:59:59'],
		['2026-11-21 10:00:00', 'after', '2026-11-21 00:00:00'],
		['2026-02-30', 'before', null],
		['21/11/2026', 'after', null],
		['', 'after', null],
	] as const)('%s %s → %s', (value, rule, expected) => {
		expect(dateFilterToUtc(value, rule)).toBe(expected);
	});

	it.each(['America/New_York', 'Asia/Kolkata', 'UTC'])('does not shift by the store zone (%s)', (zone) => {
		setStore(zone);
		expect(dateFilterToUtc('2026-11-21', 'before')).toBe('2026-11-21 23:59:59');
		expect(dateFilterToUtc('2026-11-21', 'after')).toBe('2026-11-21 00:00:00');
	});

	it.each([
		[
			['2026-11-01', '2026-11-21'],
			['2026-11-01', '2026-11-21'],
		],
		[
			['2026-11-21', '2026-11-01'],
			['2026-11-01', '2026-11-21'],
		],
		[
			['2026-11-21', '2026-11-21'],
			['2026-11-21', '2026-11-21'],
		],
		[
			['2027-01-01', '2026-12-31'],
			['2026-12-31', '2027-01-01'],
		],
	] as const)('sortBetween( %j ) → %j', (values, expected) => {
		expect(sortBetween(values)).toEqual(expected);
	});

	it.each([
		[
			['2026-11-21', '2026-11-01'],
			['2026-11-01 00:00:00', '2026-11-21 23:59:59'],
		],
		[
			['2026-11-01', '2026-11-21'],
			['2026-11-01 00:00:00', '2026-11-21 23:59:59'],
		],
		[
			['2026-11-21', '2026-11-21'],
			['2026-11-21 00:00:00', '2026-11-21 23:59:59'],
		],
		[['2026-11-21'], null],
		[['2026-11-21', 'x'], null],
		[null, null],
	])('dateBetweenToUtc( %j ) → %j', (values, expected) => {
		expect(dateBetweenToUtc(values as string[] | null)).toEqual(expected);
	});
});

describe('addDays / captureByDate', () => {
	it.each([
		['2026-03-07T12:00:00Z', 1, '2026-03-08T12:00:00.000Z'], // across the New York DST change
		['2026-11-21T20:04:00Z', -21, '2026-10-31T20:04:00.000Z'],
		['2026-12-31T23:00:00Z', 1, '2027-01-01T23:00:00.000Z'],
	])('addDays( %s, %d ) → %s', (input, days, expected) => {
		expect(addDays(input, days)?.toISOString()).toBe(expected);
	});

	it('addDays returns null for invalid input', () => {
		expect(addDays('x', 1)).toBeNull();
	});

	it.each([
		['2026-02-28', 1, '2026-03-01'],
		['2024-02-28', 1, '2024-02-29'],
		['2026-01-01', -1, '2025-12-31'],
		['2026-03-07', 2, '2026-03-09'],
		['bad', 1, ''],
	])('addDaysToDateString( %s, %d ) → %s', (value, days, expected) => {
		expect(addDaysToDateString(value, days)).toBe(expected);
	});

	it.each([
		['2026-03-05T10:00:00Z', '2026-03-12T10:00:00.000Z'], // spans the DST change: still 7×24 h
		['2026-11-21 20:04:00', '2026-11-28T20:04:00.000Z'],
		[1795291440, '2026-11-28T20:04:00.000Z'],
	])('captureByDate( %j ) → %s', (created, expected) => {
		expect(captureByDate(created)?.toISOString()).toBe(expected);
	});
});

describe('greetingFor (spec 000 §2)', () => {
	it.each([
		// New York, EST (UTC-5)
		['2026-11-21T09:59:00Z', 'America/New_York', 'Good evening'], // 4:59
		['2026-11-21T10:00:00Z', 'America/New_York', 'Good morning'], // 5:00
		['2026-11-21T16:59:00Z', 'America/New_York', 'Good morning'], // 11:59
		['2026-11-21T17:00:00Z', 'America/New_York', 'Good afternoon'], // 12:00
		['2026-11-21T21:59:00Z', 'America/New_York', 'Good afternoon'], // 16:59
		['2026-11-21T22:00:00Z', 'America/New_York', 'Good evening'], // 17:00
		['2026-11-21T05:00:00Z', 'America/New_York', 'Good evening'], // 0:00
		// New York, EDT (UTC-4)
		['2026-07-21T09:00:00Z', 'America/New_York', 'Good morning'], // 5:00
		// Kolkata (UTC+5:30)
		['2026-11-20T23:29:00Z', 'Asia/Kolkata', 'Good evening'], // 4:59
		['2026-11-20T23:30:00Z', 'Asia/Kolkata', 'Good morning'], // 5:00
		['2026-11-21T06:30:00Z', 'Asia/Kolkata', 'Good afternoon'], // 12:00
		['2026-11-21T11:30:00Z', 'Asia/Kolkata', 'Good evening'], // 17:00
	])('%s in %s → %s', (at, zone, expected) => {
		expect(greetingFor(at, zone)).toBe(expected);
	});

	it('defaults to the store zone', () => {
		setStore('Asia/Kolkata');
		expect(greetingFor('2026-11-20T23:30:00Z')).toBe('Good morning');
	});
});

describe('daysBetween', () => {
	it.each([
		['2026-03-07T17:00:00Z', '2026-03-09T17:00:00Z', 'America/New_York', 2], // over DST: 47 h
		['2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', 'America/New_York', 1], // 23:30 → 0:30
		['2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', 'UTC', 0],
		['2026-11-21T05:30:00Z', '2026-11-21T04:30:00Z', 'America/New_York', -1],
		['2026-11-21T18:00:00Z', '2026-11-21T19:00:00Z', 'Asia/Kolkata', 1], // 23:30 → 0:30
		['2026-01-01', '2026-12-31', 'UTC', 364],
	])('%s → %s in %s: %d', (from, to, zone, expected) => {
		expect(daysBetween(from, to, zone)).toBe(expected);
	});

	it('is NaN for invalid input', () => {
		expect(daysBetween('x', '2026-01-01')).toBeNaN();
	});
});
