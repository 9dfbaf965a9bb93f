/**
 * The status text of a capital loan (spec 001 §3.7, spec 002 §4.9): 'Active' while it is not fully paid,
 * otherwise 'Paid off: {date}', the date in the store's timezone. Two wordings, two functions named for where
 * each is used: the loans list (which knows when a loan was paid off) and the transactions page's loan filter,
 * whose options come from `wcpaySettings.accountLoans.loans` (`id|active` / `id|other`, no date): there a
 * paid-off loan reads 'Paid off', without a date.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatDate, type DateInput } from '../utils/dates';

/**
 * A loan's status in the loans list: 'Active' when not fully paid, else 'Paid off: {date}'.
 *
 * @param fullyPaidAt When the loan was fully paid (Unix seconds, or any date input); null/undefined while
 *                    it is active.
 *
 * @example
 * loanStatusLabel( null ); // 'Active'
 * loanStatusLabel( 1736899200 ); // 'Paid off: Jan 14, 2025' (store in New York)
 */
export function loanStatusLabel(fullyPaidAt: DateInput | null | undefined): string {
	if (fullyPaidAt === null || fullyPaidAt === undefined || fullyPaidAt === '' || fullyPaidAt === 0) {
		return __('Active', 'woocommerce-payments');
	}
	return sprintf(
		/* translators: %s: the date the loan was fully repaid */
		__('Paid off: %s', 'woocommerce-payments'),
		formatDate(fullyPaidAt)
	);
}

/**
 * A loan's status in the transactions page's loan filter, from the page settings' marker (`active` or
 * anything else, `other`): 'Active' or 'Paid off' (the marker carries no date).
 *
 * @param state The marker after the `|` of an `accountLoans.loans` entry.
 *
 * @example
 * loanStatusLabelInFilter( 'active' ); // 'Active'
 * loanStatusLabelInFilter( 'other' ); // 'Paid off'
 */
export function loanStatusLabelInFilter(state: string | undefined): string {
	return state === 'active' ? __('Active', 'woocommerce-payments') : __('Paid off', 'woocommerce-payments');
}
