/**
 * The payout schedule in words (spec 001 §9: daily, weekly on a weekday, monthly on a day 1 to 31, or
 * manual), as the overview's payouts card and the payouts page's next-payout notice say it.
 */
import { __, sprintf } from '@wordpress/i18n';

import { weekdayLabel } from './weekdays';

/**
 * The sentence of a payout schedule: "…every day.", "…every Monday.", "…on day 15 of every month.", "…on
 * the last day of every month." (anchor 31) or the manual one; '' for an unknown interval. A missing or
 * unknown weekly anchor reads as Monday; a monthly anchor below 1 as the 1st.
 *
 * @example
 * payoutScheduleText( { interval: 'weekly', weekly_anchor: 'friday' } );
 * // 'Available funds are paid out automatically every Friday.'
 */
export function payoutScheduleText(schedule: {
	interval?: string | null;
	weekly_anchor?: string | null;
	monthly_anchor?: number | null;
}): string {
	switch (schedule.interval) {
		case 'daily':
			return __('Available funds are paid out automatically every day.', 'woocommerce-payments');
		case 'weekly': {
			const day = weekdayLabel(schedule.weekly_anchor) ?? weekdayLabel('monday') ?? '';
			return sprintf(
				/* translators: %s: day of the week */
				__('Available funds are paid out automatically every %s.', 'woocommerce-payments'),
				day
			);
		}
		case 'monthly': {
			const anchor = Number(schedule.monthly_anchor ?? 1);
			if (anchor >= 31) {
				return __(
					'Available funds are paid out automatically on the last day of every month.',
					'woocommerce-payments'
				);
			}
			return sprintf(
				/* translators: %d: day of the month, 1 to 30 */
				__(
					'Available funds are paid out automatically on day %d of every month.',
					'woocommerce-payments'
				),
				Math.max(1, anchor)
			);
		}
		case 'manual':
			return __('Payouts are made manually, when you request them.', 'woocommerce-payments');
		default:
			return '';
	}
}
