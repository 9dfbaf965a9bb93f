/**
 * The dispute task (spec 000 §4, windows of §9): the disputes awaiting a response that can still be
 * answered, their deadlines, and the texts, level and link of the task.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { Dispute } from '../../../data/disputes/types';
import { DAY_IN_MS, formatDate, formatDateTime, parseDate } from '../../../utils/dates';
import { formatExplicitCurrency } from '../../../utils/money';
import { getAdminPageUrl } from '../../../utils/url';
import type { OverviewTask } from './shared';

/** Dispute urgency windows (spec 000 §9): last day, urgent, shown. */
export const DISPUTE_LAST_DAY_DAYS = 1;
export const DISPUTE_URGENT_DAYS = 3;
export const DISPUTE_SHOWN_DAYS = 7;

/** A dispute's deadline relative to now. */
export function disputeDeadline(dispute: Pick<Dispute, 'due_by'>, now: Date) {
	const due = parseDate(dispute.due_by);
	const msLeft = due ? due.getTime() - now.getTime() : NaN;
	return {
		due,
		msLeft,
		/** Due within 24 hours (spec 000 §4: "Last day"). */
		isLastDay: msLeft > 0 && msLeft <= DISPUTE_LAST_DAY_DAYS * DAY_IN_MS,
		/** Due within 3 days: urgent. */
		isUrgent: msLeft > 0 && msLeft <= DISPUTE_URGENT_DAYS * DAY_IN_MS,
		/** Due within 7 days: the task shows. */
		isSoon: msLeft > 0 && msLeft <= DISPUTE_SHOWN_DAYS * DAY_IN_MS,
		daysLeft: Number.isFinite(msLeft) ? Math.floor(msLeft / DAY_IN_MS) : NaN,
	};
}

/** The time (and date) a dispute is due, in the store's zone: "Jan 17, 2025, 10:00 AM EST". */
function dueText(due: Date): string {
	return formatDateTime(due);
}

/**
 * The dispute task (spec 000 §4): the disputes awaiting a response that can still be answered, shown only
 * when one is due within 7 days. One dispute names its amount and deadline ('Last day' and the time within
 * 24 hours, otherwise the days left); several show their count and, when they share a currency, their total.
 * Urgent (level 1) when one is due within 3 days, else level 2.
 */
export function getDisputeTask(disputes: readonly Dispute[], now: Date): OverviewTask | null {
	const open = disputes
		.filter((d) => disputeDeadline(d, now).msLeft > 0)
		.sort((a, b) => (disputeDeadline(a, now).msLeft || 0) - (disputeDeadline(b, now).msLeft || 0));
	if (open.length === 0 || !open.some((d) => disputeDeadline(d, now).isSoon)) {
		return null;
	}
	const first = open[0];
	const deadline = disputeDeadline(first, now);
	const urgent = open.some((d) => disputeDeadline(d, now).isUrgent);
	const currencies = new Set(open.map((d) => d.currency.toLowerCase()));
	const explicit = currencies.size > 1 ? true : undefined;
	let title: string;
	let content: string;
	if (open.length === 1) {
		title = sprintf(
			/* translators: %s: disputed amount, e.g. $13.70 */
			__('Respond to a dispute for %s', 'woocommerce-payments'),
			formatExplicitCurrency(first.amount, first.currency, { explicit })
		);
		content = deadline.isLastDay
			? sprintf(
					/* translators: %s: when the response is due, e.g. Jan 17, 2025, 10:00 AM EST */
					__('Last day to respond: respond by %s.', 'woocommerce-payments'),
					dueText(deadline.due as Date)
				)
			: sprintf(
					/* translators: 1: due date, 2: days left */
					_n(
						'Respond by %1$s (%2$d day left).',
						'Respond by %1$s (%2$d days left).',
						deadline.daysLeft,
						'woocommerce-payments'
					),
					formatDate(deadline.due),
					deadline.daysLeft
				);
	} else {
		if (currencies.size === 1) {
			const total = open.reduce((sum, d) => sum + d.amount, 0);
			title = sprintf(
				/* translators: 1: number of disputes, 2: their total amount */
				_n(
					'Respond to %1$d active dispute for a total of %2$s',
					'Respond to %1$d active disputes for a total of %2$s',
					open.length,
					'woocommerce-payments'
				),
				open.length,
				formatExplicitCurrency(total, first.currency)
			);
		} else {
			title = sprintf(
				/* translators: %d: number of disputes */
				_n(
					'Respond to %d active dispute',
					'Respond to %d active disputes',
					open.length,
					'woocommerce-payments'
				),
				open.length
			);
		}
		content = deadline.isLastDay
			? sprintf(
					/* translators: %s: when the first response is due */
					__('Last day to respond to one of them: respond by %s.', 'woocommerce-payments'),
					dueText(deadline.due as Date)
				)
			: sprintf(
					/* translators: 1: due date of the earliest, 2: days left */
					_n(
						'The earliest is due by %1$s (%2$d day left).',
						'The earliest is due by %1$s (%2$d days left).',
						deadline.daysLeft,
						'woocommerce-payments'
					),
					formatDate(deadline.due),
					deadline.daysLeft
				);
	}
	const ids = open
		.map((d) => d.dispute_id)
		.sort()
		.join(',');
	return {
		// A new set of disputes brings back a dismissed task.
		key: `dispute-resolution-${ids}`,
		title,
		content,
		level: urgent ? 1 : 2,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: true,
		isDeletable: false,
		allowSnooze: true,
		actionLabel:
			open.length === 1
				? __('Respond now', 'woocommerce-payments')
				: __('See active disputes', 'woocommerce-payments'),
		href:
			open.length === 1
				? getAdminPageUrl('/payments/transactions/details', { id: first.charge_id })
				: getAdminPageUrl('/payments/disputes', { filter: 'awaiting_response' }),
		isUrgent: urgent,
	};
}
