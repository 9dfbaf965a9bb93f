/** The names of the days of the week (the payout schedule's weekly anchor, spec 001 §9). */
import { WEEKDAYS, weekdayLabel, weekdayOptions } from '../../../src/strings/weekdays';

describe('weekdays', () => {
	it.each([
		['monday', 'Monday'],
		['tuesday', 'Tuesday'],
		['wednesday', 'Wednesday'],
		['thursday', 'Thursday'],
		['friday', 'Friday'],
		['saturday', 'Saturday'],
		['sunday', 'Sunday'],
		['Friday', 'Friday'],
	])('%s → %s', (day, label) => {
		expect(weekdayLabel(day)).toBe(label);
	});

	it.each([['someday'], [''], [null], [undefined]])('%s is no weekday', (day) => {
		expect(weekdayLabel(day)).toBeNull();
	});

	it('offers every day once, Monday first', () => {
		expect(weekdayOptions()).toEqual(WEEKDAYS.map((value) => ({ value, label: weekdayLabel(value) })));
		expect(weekdayOptions().map((o) => o.label)).toEqual([
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		]);
	});
});
