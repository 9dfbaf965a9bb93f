/**
 * The dispute section's texts (spec 002 §4.2, §9): the action panel's statuses, each footer, the time left.
 */
import {
	acceptIsRefund,
	disputeFooterText,
	respondByText,
	showsDisputeActions,
} from '../../../src/pages/payment-details/dispute-rules';
import { setPageGlobals } from '../../support/page-globals';

const DAY = 86_400_000;
const created = '2026-01-02 10:00:00';

beforeEach(() => setPageGlobals());

describe('dispute section rules', () => {
	it('shows the actions for the statuses that need a response; an inquiry accepts by refunding', () => {
		expect(showsDisputeActions('needs_response')).toBe(true);
		expect(showsDisputeActions('warning_needs_response')).toBe(true);
		expect(showsDisputeActions('under_review')).toBe(false);
		expect(acceptIsRefund('warning_needs_response')).toBe(true);
		expect(acceptIsRefund('needs_response')).toBe(false);
	});

	it.each([
		[{ status: 'under_review' }, /can take 60 days or more/],
		[
			{ status: 'under_review', evidenceSubmittedAt: '1767348000' },
			/submitted evidence for this dispute on/,
		],
		[{ status: 'warning_under_review' }, /120 days or more/],
		[{ status: 'won' }, /credited back/],
		[{ status: 'lost', closedByMerchant: true, closedAt: '1767348000' }, /You accepted this dispute on/],
		[{ status: 'lost', hasEvidence: false }, /no evidence was submitted/],
		[{ status: 'lost', hasEvidence: true }, /decided in favor of the cardholder/],
		[{ status: 'warning_closed' }, /inquiry was closed/],
		[{ status: 'charge_refunded' }, /payment was refunded/],
	] as const)('%j', (input, text) => {
		expect(disputeFooterText({ created, ...input })).toMatch(text);
	});

	it('has no footer for a dispute that needs a response', () => {
		expect(disputeFooterText({ status: 'needs_response', created })).toBeNull();
	});

	it('counts days left, then the last day, then past due', () => {
		const now = Date.parse('2026-01-05T00:00:00Z');
		expect(respondByText(now + 5 * DAY, now)).toBe('5 days left to respond');
		expect(respondByText(now + DAY, now)).toBe('1 day left to respond');
		expect(respondByText(now + DAY / 2, now)).toBe('Last day today');
		expect(respondByText(now - 1, now)).toBe('Past due');
	});
});
