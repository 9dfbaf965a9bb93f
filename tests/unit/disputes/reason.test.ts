/** Dispute reason labels (spec 002 §3.3): one per reason of the API, unknown ones null. */
import { DISPUTE_REASONS } from '../../../src/data/disputes/types';
import { disputeReasonLabel } from '../../../src/strings/dispute-reason';

describe('disputeReasonLabel', () => {
	it('labels every reason, each differently', () => {
		const labels = DISPUTE_REASONS.map((reason) => disputeReasonLabel(reason));
		expect(labels.every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
		expect(new Set(labels).size).toBe(DISPUTE_REASONS.length);
	});

	it.each([
		['fraudulent', 'Transaction unauthorized'],
		['product_not_received', 'Product not received'],
		['product_unacceptable', 'Product unacceptable'],
		['duplicate', 'Duplicate'],
		['subscription_canceled', 'Subscription canceled'],
		['credit_not_processed', 'Credit not processed'],
		['general', 'General'],
		['unrecognized', 'Unrecognized'],
	])('%s → %s', (reason, label) => {
		expect(disputeReasonLabel(reason)).toBe(label);
	});

	it('answers null for an unknown reason', () => {
		expect(disputeReasonLabel('nope')).toBeNull();
		expect(disputeReasonLabel(null)).toBeNull();
	});
});
