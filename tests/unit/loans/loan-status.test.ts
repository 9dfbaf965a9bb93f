/**
 * Loan status labels (spec 001 §3.7, spec 002 §4.9): 'Active' while not fully paid, 'Paid off: {date}' with
 * the date in the store's timezone; the transactions filter's wording without a date.
 */
import { loanStatusLabel, loanStatusLabelInFilter } from '../../../src/strings/loan-status';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

describe('loanStatusLabel (the loans list)', () => {
	it('reads Active while the loan is not fully paid', () => {
		expect(loanStatusLabel(null)).toBe('Active');
		expect(loanStatusLabel(undefined)).toBe('Active');
		expect(loanStatusLabel(0)).toBe('Active');
	});

	it('reads Paid off with the day in the store timezone', () => {
		// 2025-01-15 00:00 UTC is still Jan 14 in New York (the page globals' zone)…
		expect(loanStatusLabel(1736899200)).toBe('Paid off: Jan 14, 2025');
		// …and already Jan 15 in Tokyo.
		setPageGlobals({ wc: { timeZone: 'Asia/Tokyo' } });
		expect(loanStatusLabel(1736899200)).toBe('Paid off: Jan 15, 2025');
		expect(loanStatusLabel('2025-01-15 12:00:00')).toBe('Paid off: Jan 15, 2025');
	});
});

describe('loanStatusLabelInFilter (the transactions loan filter)', () => {
	it('reads Active or Paid off from the page settings marker', () => {
		expect(loanStatusLabelInFilter('active')).toBe('Active');
		expect(loanStatusLabelInFilter('other')).toBe('Paid off');
		expect(loanStatusLabelInFilter(undefined)).toBe('Paid off');
	});
});
