/**
 * Risk level labels (spec 001 §3.3, §3.5): the lists' pill for every level ('N/A' when not assessed) and
 * the payment details wording ('Not assessed'), with unknown values.
 */
import { riskLevelLabelInPaymentDetails, riskPill } from '../../../src/strings/risk-level';

describe('riskPill (the lists, spec 001 §3.5)', () => {
	it.each([
		[0, 'normal', 'success', 'Normal'],
		[1, 'elevated', 'alert', 'Elevated'],
		[2, 'highest', 'danger', 'Highest'],
		[3, 'not_assessed', 'light', 'N/A'],
		[-1, 'not_assessed', 'light', 'N/A'],
		[null, 'not_assessed', 'light', 'N/A'],
		[undefined, 'not_assessed', 'light', 'N/A'],
	])('%s → %s, %s, %s', (risk, level, tone, label) => {
		expect(riskPill(risk)).toEqual({ level, tone, label });
	});
});

describe('riskLevelLabelInPaymentDetails (spec 002 §3.1)', () => {
	it.each([
		['normal', 'Normal'],
		['elevated', 'Elevated'],
		['highest', 'Highest'],
		['not_assessed', 'Not assessed'],
		['something_new', 'Not assessed'],
		['', 'Not assessed'],
		[null, 'Not assessed'],
		[undefined, 'Not assessed'],
	])('%s → %s', (risk, label) => {
		expect(riskLevelLabelInPaymentDetails(risk)).toBe(label);
	});

	it('names a known level as the lists do', () => {
		expect(riskLevelLabelInPaymentDetails('highest')).toBe(riskPill(2).label);
	});
});
