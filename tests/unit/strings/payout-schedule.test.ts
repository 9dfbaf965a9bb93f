/** The payout schedule in words (spec 001 §9), as the overview's payouts card and the next-payout notice say it. */
import { payoutScheduleText } from '../../../src/strings/payout-schedule';

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
			'Available funds are paid out automatically on day 2 of every month.',
		],
		[
			{ interval: 'monthly', monthly_anchor: 0 },
			'Available funds are paid out automatically on day 1 of every month.',
		],
		[{ interval: 'monthly' }, 'Available funds are paid out automatically on day 1 of every month.'],
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
