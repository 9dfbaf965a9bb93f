/**
 * The labels of a payout's status (spec 001 §3.1, §4.1): paid, pending, in_transit, canceled, failed. The spec
 * wants two wordings, so there are two functions named for where each is used: the chip of a payout (payouts
 * list, payout details, overview payouts card, transactions' payout status column, exports) and the options
 * of the payouts status filter. The chip's colours live in src/components/payout-status-chip.tsx.
 */
import { __ } from '@wordpress/i18n';

import { DEPOSIT_STATUSES, type DepositStatus, type DepositType } from '../data/deposits/types';

/**
 * The label of a payout status as its chip shows it (spec 001 §4.1): paid is 'Completed (paid)', or
 * 'Completed (deducted)' for a withdrawal; an unknown status shows as it is.
 *
 * @param status Payout status.
 * @param type   'deposit' (default) or 'withdrawal'.
 *
 * @example
 * payoutStatusLabel( 'paid' ); // 'Completed (paid)'
 * payoutStatusLabel( 'paid', 'withdrawal' ); // 'Completed (deducted)'
 */
export function payoutStatusLabel(
	status: DepositStatus | string | null | undefined,
	type: DepositType | string = 'deposit'
): string {
	switch (status) {
		case 'paid':
			return type === 'withdrawal'
				? __('Completed (deducted)', 'woocommerce-payments')
				: __('Completed (paid)', 'woocommerce-payments');
		case 'pending':
			return __('Pending', 'woocommerce-payments');
		case 'in_transit':
			return __('In transit', 'woocommerce-payments');
		case 'canceled':
			return __('Canceled', 'woocommerce-payments');
		case 'failed':
			return __('Failed', 'woocommerce-payments');
		default:
			return status ?? '';
	}
}

/**
 * The label of a payout status in the payouts status filter: spec 001 §4.1 labels paid 'Completed' there
 * (the filter offers no "deducted"); every other status reads as on its chip.
 *
 * @example
 * payoutStatusLabelInFilter( 'paid' ); // 'Completed'
 * payoutStatusLabelInFilter( 'in_transit' ); // 'In transit'
 */
export function payoutStatusLabelInFilter(status: DepositStatus | string): string {
	return status === 'paid' ? __('Completed', 'woocommerce-payments') : payoutStatusLabel(status);
}

/**
 * The options of a payout status filter: every status of spec 001 §3.1 in its order ("deducted" is not a
 * status), paid labelled 'Completed'.
 *
 * @example
 * payoutStatusFilterOptions()[ 0 ]; // { value: 'paid', label: 'Completed' }
 */
export function payoutStatusFilterOptions(): { value: DepositStatus; label: string }[] {
	return DEPOSIT_STATUSES.map((value) => ({ value, label: payoutStatusLabelInFilter(value) }));
}
