/**
 * The respond-by rule of the disputes list (spec 002 §9) with a fixed now: past due, last day today within
 * 24 hours, highlighted within 72 hours, otherwise the date in the store's timezone; only for disputes that
 * need a response.
 */
import {
	DEADLINE_HIGHLIGHT_MS,
	DEADLINE_LAST_DAY_MS,
	deadlineUrgency,
	disputeDeadline,
} from '../../../src/pages/disputes/deadline';
import { setPageGlobals } from '../../support/page-globals';

const NOW = Date.parse('2025-01-15T12:00:00Z');
const HOUR = 3_600_000;

/** A UTC "YYYY-MM-DD HH:MM:SS" `ms` after NOW. */
function inMs(ms: number): string {
	return new Date(NOW + ms).toISOString().slice(0, 19).replace('T', ' ');
}

beforeEach(() => setPageGlobals());

describe('deadline constants', () => {
	it('are 72 and 24 hours', () => {
		expect(DEADLINE_HIGHLIGHT_MS).toBe(72 * HOUR);
		expect(DEADLINE_LAST_DAY_MS).toBe(24 * HOUR);
	});
});

describe('deadlineUrgency', () => {
	it.each([
		[-1000, 'past_due'],
		[-30 * 24 * HOUR, 'past_due'],
		[0, 'last_day'],
		[HOUR, 'last_day'],
		[24 * HOUR - 1000, 'last_day'],
		[24 * HOUR, 'soon'],
		[71 * HOUR, 'soon'],
		[72 * HOUR - 1000, 'soon'],
		[72 * HOUR, 'none'],
		[10 * 24 * HOUR, 'none'],
	])('needs_response due %d ms from now → %s', (ms, urgency) => {
		expect(deadlineUrgency('needs_response', inMs(ms), NOW)).toBe(urgency);
		// An inquiry awaiting a response follows the same rule.
		expect(deadlineUrgency('warning_needs_response', inMs(ms), NOW)).toBe(urgency);
	});

	it.each(['under_review', 'won', 'lost', 'charge_refunded', 'warning_under_review', 'warning_closed'])(
		'%s is never urgent, whatever its deadline',
		(status) => {
			expect(deadlineUrgency(status, inMs(-HOUR), NOW)).toBe('none');
			expect(deadlineUrgency(status, inMs(HOUR), NOW)).toBe('none');
		}
	);

	it('no deadline or an invalid one is not urgent', () => {
		expect(deadlineUrgency('needs_response', null, NOW)).toBe('none');
		expect(deadlineUrgency('needs_response', 'not a date', NOW)).toBe('none');
	});
});

describe('disputeDeadline', () => {
	it("reads 'Past due' after the deadline", () => {
		expect(disputeDeadline({ status: 'needs_response', due_by: inMs(-HOUR) }, NOW)).toEqual({
			urgency: 'past_due',
			text: 'Past due',
			highlighted: true,
		});
	});

	it("reads 'Last day today' within 24 hours", () => {
		expect(disputeDeadline({ status: 'needs_response', due_by: inMs(23 * HOUR) }, NOW)).toEqual({
			urgency: 'last_day',
			text: 'Last day today',
			highlighted: true,
		});
	});

	it('shows the date in the store timezone, highlighted within 72 hours', () => {
		// 2025-01-17 20:00 UTC is 3:00 PM in New York.
		expect(disputeDeadline({ status: 'needs_response', due_by: '2025-01-17 20:00:00' }, NOW)).toEqual({
			urgency: 'soon',
			text: 'Jan 17, 2025, 3:00 PM',
			highlighted: true,
		});
		expect(disputeDeadline({ status: 'needs_response', due_by: '2025-01-25 20:00:00' }, NOW)).toEqual({
			urgency: 'none',
			text: 'Jan 25, 2025, 3:00 PM',
			highlighted: false,
		});
	});

	it('follows the store timezone, not the browser', () => {
		setPageGlobals({ wc: { timeZone: 'Asia/Kolkata' } });
		expect(disputeDeadline({ status: 'won', due_by: '2025-01-17 20:00:00' }, NOW).text).toBe(
			'Jan 18, 2025, 1:30 AM'
		);
	});

	it('a dispute that needs no response shows its date even when past', () => {
		expect(disputeDeadline({ status: 'lost', due_by: inMs(-48 * HOUR) }, NOW)).toEqual({
			urgency: 'none',
			text: 'Jan 13, 2025, 7:00 AM',
			highlighted: false,
		});
	});

	it('no deadline shows a dash', () => {
		expect(disputeDeadline({ status: 'warning_closed', due_by: null }, NOW).text).toBe('–');
	});
});
