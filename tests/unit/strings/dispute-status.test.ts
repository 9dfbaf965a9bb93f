/**
 * Dispute status labels (spec 002 §4.2): every status, the chip text of a dispute and of an inquiry, which
 * statuses need a response, and unknown statuses.
 */
import { DISPUTE_STATUSES } from '../../../src/data/disputes/types';
import {
	disputeChipLabel,
	disputeNeedsResponse,
	disputeStatusLabel,
	isInquiryStatus,
} from '../../../src/strings/dispute-status';

const TABLE: Array<[string, string, string, boolean, boolean]> = [
	// status, label, chip text, inquiry, needs response
	['needs_response', 'Needs response', 'Disputed: Needs response', false, true],
	['under_review', 'In review', 'Disputed: In review', false, false],
	['charge_refunded', 'Refunded', 'Disputed: Refunded', false, false],
	['won', 'Won', 'Disputed: Won', false, false],
	['lost', 'Lost', 'Disputed: Lost', false, false],
	['warning_needs_response', 'Needs response', 'Inquiry: Needs response', true, true],
	['warning_under_review', 'In review', 'Inquiry: In review', true, false],
	['warning_closed', 'Closed', 'Inquiry: Closed', true, false],
];

describe('dispute statuses', () => {
	it.each(TABLE)('%s → %s, chip %s', (status, label, chip, inquiry, needsResponse) => {
		expect(disputeStatusLabel(status)).toBe(label);
		expect(disputeChipLabel(status)).toBe(chip);
		expect(isInquiryStatus(status)).toBe(inquiry);
		expect(disputeNeedsResponse(status)).toBe(needsResponse);
	});

	it('covers every status', () => {
		expect(TABLE.map(([s]) => s).sort()).toEqual([...DISPUTE_STATUSES].sort());
	});

	it.each([['something_new'], ['warning_something'], ['']])(
		'an unknown status (%s) has no label',
		(status) => {
			expect(disputeStatusLabel(status)).toBeNull();
			expect(disputeChipLabel(status)).toBeNull();
			expect(disputeNeedsResponse(status)).toBe(false);
		}
	);
});
