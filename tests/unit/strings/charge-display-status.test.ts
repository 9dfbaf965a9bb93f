/**
 * The pill of a charge's display status (spec 002 §4.1, §4.2): every status's label and tone, disputes and
 * inquiries (alerts when they need a response), and unknown statuses as they are in a light pill.
 */
import { DISPUTE_STATUSES } from '../../../src/data/disputes/types';
import { chargeDisplayStatusPill } from '../../../src/strings/charge-display-status';

describe('chargeDisplayStatusPill', () => {
	it.each([
		['paid', 'Paid', 'success'],
		['authorized', 'Payment authorized', 'primary'],
		['failed', 'Payment failed', 'alert'],
		['blocked', 'Payment blocked', 'alert'],
		['fraud_outcome_review', 'Needs review', 'warning'],
		['fraud_outcome_block', 'Payment blocked', 'alert'],
		['refunded_partial', 'Partial refund', 'light'],
		['refunded_full', 'Refunded', 'light'],
		['refund_failed', 'Refund failure', 'alert'],
		['pending', 'Pending', 'light'],
		['disputed_needs_response', 'Disputed: Needs response', 'alert'],
		['disputed_under_review', 'Disputed: In review', 'light'],
		['disputed_charge_refunded', 'Disputed: Refunded', 'light'],
		['disputed_won', 'Disputed: Won', 'light'],
		['disputed_lost', 'Disputed: Lost', 'light'],
		['disputed_warning_needs_response', 'Inquiry: Needs response', 'alert'],
		['disputed_warning_under_review', 'Inquiry: In review', 'light'],
		['disputed_warning_closed', 'Inquiry: Closed', 'light'],
	])('%s → %s (%s)', (status, label, tone) => {
		expect(chargeDisplayStatusPill(status)).toEqual({ label, tone });
	});

	it('has a chip text for every dispute status', () => {
		for (const status of DISPUTE_STATUSES) {
			expect(chargeDisplayStatusPill(`disputed_${status}`).label).toMatch(/^(Disputed|Inquiry): /);
		}
	});

	it.each([['mystery'], ['disputed_mystery'], ['requires_capture'], ['']])(
		'an unknown status (%s) shows as it is, light',
		(status) => {
			expect(chargeDisplayStatusPill(status)).toEqual({ label: status, tone: 'light' });
		}
	);
});
