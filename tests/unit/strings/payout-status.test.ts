/**
 * Payout status labels (spec 001 §3.1, §4.1): the chip's wording for every status and type, the filter's
 * wording (paid 'Completed', no "deducted"), and unknown values.
 */
import { DEPOSIT_STATUSES } from '../../../src/data/deposits/types';
import {
	payoutStatusFilterOptions,
	payoutStatusLabel,
	payoutStatusLabelInFilter,
} from '../../../src/strings/payout-status';

describe('payoutStatusLabel (the chip, spec 001 §4.1)', () => {
	it.each([
		['paid', 'deposit', 'Completed (paid)'],
		['paid', 'withdrawal', 'Completed (deducted)'],
		['pending', 'deposit', 'Pending'],
		['pending', 'withdrawal', 'Pending'],
		['in_transit', 'deposit', 'In transit'],
		['in_transit', 'withdrawal', 'In transit'],
		['canceled', 'deposit', 'Canceled'],
		['canceled', 'withdrawal', 'Canceled'],
		['failed', 'deposit', 'Failed'],
		['failed', 'withdrawal', 'Failed'],
		['paid', 'something_new', 'Completed (paid)'],
		['weird', 'deposit', 'weird'],
	])('%s %s → %s', (status, type, label) => {
		expect(payoutStatusLabel(status, type)).toBe(label);
	});

	it('reads a payout as a deposit by default', () => {
		expect(payoutStatusLabel('paid')).toBe('Completed (paid)');
	});

	it.each([[null], [undefined], ['']])('no status (%s) reads empty', (status) => {
		expect(payoutStatusLabel(status)).toBe('');
	});
});

describe('payoutStatusLabelInFilter (spec 001 §4.1)', () => {
	it.each([
		['paid', 'Completed'],
		['pending', 'Pending'],
		['in_transit', 'In transit'],
		['canceled', 'Canceled'],
		['failed', 'Failed'],
		['weird', 'weird'],
	])('%s → %s', (status, label) => {
		expect(payoutStatusLabelInFilter(status)).toBe(label);
	});

	it('offers every status once, paid labelled Completed, no deducted', () => {
		const options = payoutStatusFilterOptions();
		expect(options.map((o) => o.value)).toEqual([...DEPOSIT_STATUSES]);
		expect(options.map((o) => o.label)).toEqual([
			'Completed',
			'Pending',
			'In transit',
			'Canceled',
			'Failed',
		]);
		expect(options.map((o) => o.label).join()).not.toMatch(/deducted/i);
	});
});
