/** The payout schedule in words (spec 001 §9) and the ordinals of its monthly anchor. */
import { ordinal, payoutScheduleText } from '../../../src/strings/payout-schedule';

describe('payout schedule text', () => {
	it.each([
		[{ interval: 'daily' }, 'Available funds are paid out automatically every day.'],
		[
			{ interval: 'weekly', weekly_anchor: 'friday' },
			'Available funds are paid out automatically every Friday.',
		],
		[
			{ interval: 'weekly', weekly_anchor: 'SUNDAY' },
			'Available funds are paid out automatically every Sunday.',
		],
		[{ interval: 'weekly' }, 'Available funds are paid out automatically every Monday.'],
		[
			{ interval: 'weekly', weekly_anchor: 'someday' },
			'Available funds are paid out automatically every Monday.',
		],
		[
			{ interval: 'monthly', monthly_anchor: 2 },
			'Available funds are paid out automatically on the 2nd of every month.',
		],
		[
			{ interval: 'monthly', monthly_anchor: 0 },
			'Available funds are paid out automatically on the 1st of every month.',
		],
		[{ interval: 'monthly' }, 'Available funds are paid out automatically on the 1st of every month.'],
		[
			{ interval: 'monthly', monthly_anchor: 31 },
			'Available funds are paid out automatically on the last day of every month.',
		],
		[{ interval: 'manual' }, 'Payouts are made manually, when you request them.'],
		[{ interval: 'hourly' }, ''],
		[{}, ''],
	])('%j → %s', (schedule, text) => {
		expect(payoutScheduleText(schedule)).toBe(text);
	});
});

describe('ordinals', () => {
	it.each([
		[1, '1st'],
		[2, '2nd'],
		[3, '3rd'],
		[4, '4th'],
		[11, '11th'],
		[12, '12th'],
		[13, '13th'],
		[21, '21st'],
		[22, '22nd'],
		[23, '23rd'],
		[30, '30th'],
		[111, '111th'],
	])('%d → %s', (n, text) => {
		expect(ordinal(n)).toBe(text);
	});
});
