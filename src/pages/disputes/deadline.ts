/**
 * The respond-by deadline of a row of the disputes list (spec 002 §9): for a dispute that needs a response,
 * a deadline already passed reads 'Past due', one within 24 hours reads 'Last day today', and one within 72
 * hours is highlighted; every other deadline (and every dispute that needs no response) shows its date and
 * time in the store's timezone (the column names the zone). Pure: `now` is a parameter, so the rule is tested with a fixed clock.
 */
import { __ } from '@wordpress/i18n';

import type { Dispute } from '../../data/disputes';
import { disputeNeedsResponse } from '../../strings/dispute-status';
import { formatDateTime, parseDate } from '../../utils/dates';

const HOUR_MS = 60 * 60 * 1000;

/** A deadline closer than this is highlighted (spec 002 §9). */
export const DEADLINE_HIGHLIGHT_MS = 72 * HOUR_MS;

/** A deadline closer than this reads 'Last day today' (spec 002 §9). */
export const DEADLINE_LAST_DAY_MS = 24 * HOUR_MS;

/**
 * How urgent a row's deadline is: `past_due`, `last_day` (within 24 hours), `soon` (within 72 hours) or
 * `none` (later, no deadline, or a dispute that needs no response).
 */
export type DeadlineUrgency = 'past_due' | 'last_day' | 'soon' | 'none';

export interface DisputeDeadline {
	urgency: DeadlineUrgency;
	/** What the cell reads. */
	text: string;
	/** Highlighted (any urgency but `none`). */
	highlighted: boolean;
}

/**
 * The urgency of a dispute's deadline at `now` (ms).
 *
 * @example
 * deadlineUrgency( 'needs_response', '2025-01-17 10:00:00', Date.parse( '2025-01-17T00:00:00Z' ) ); // 'last_day'
 */
export function deadlineUrgency(
	status: Dispute['status'] | string,
	dueBy: Dispute['due_by'] | undefined,
	now: number
): DeadlineUrgency {
	const due = parseDate(dueBy ?? null);
	if (!due || !disputeNeedsResponse(status)) {
		return 'none';
	}
	const left = due.getTime() - now;
	if (left < 0) {
		return 'past_due';
	}
	if (left < DEADLINE_LAST_DAY_MS) {
		return 'last_day';
	}
	return left < DEADLINE_HIGHLIGHT_MS ? 'soon' : 'none';
}

/**
 * What the 'Respond by' cell of a dispute shows at `now` (ms).
 *
 * @example
 * disputeDeadline( { status: 'needs_response', due_by: '2025-01-16 10:00:00' }, Date.parse( '2025-01-17T00:00:00Z' ) );
 * // { urgency: 'past_due', text: 'Past due', highlighted: true }
 */
export function disputeDeadline(dispute: Pick<Dispute, 'status' | 'due_by'>, now: number): DisputeDeadline {
	const urgency = deadlineUrgency(dispute.status, dispute.due_by, now);
	let text: string;
	switch (urgency) {
		case 'past_due':
			text = __('Past due', 'woocommerce-payments');
			break;
		case 'last_day':
			text = __('Last day today', 'woocommerce-payments');
			break;
		default:
			text = formatDateTime(dispute.due_by, { withTimeZone: false }) || '–';
	}
	return { urgency, text, highlighted: urgency !== 'none' };
}
