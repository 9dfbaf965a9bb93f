/** Fraud outcome status labels (spec 001 §3.5): every status, and unknown statuses as they are. */
import { FRAUD_OUTCOME_STATUSES } from '../../../src/data/transactions/types';
import { fraudOutcomeStatusLabel } from '../../../src/strings/fraud-outcome-status';

describe('fraudOutcomeStatusLabel', () => {
	const labels: Array<[string, string]> = [
		['allow', 'Succeeded'],
		['review', 'Needs review'],
		['block', 'Payment blocked'],
	];

	it.each(labels)('%s → %s', (status, label) => {
		expect(fraudOutcomeStatusLabel(status)).toBe(label);
	});

	it('covers every status', () => {
		expect(labels.map(([s]) => s).sort()).toEqual([...FRAUD_OUTCOME_STATUSES].sort());
	});

	it.each([['review_blocked'], ['']])('an unknown status (%s) shows as it is', (status) => {
		expect(fraudOutcomeStatusLabel(status)).toBe(status);
	});
});
