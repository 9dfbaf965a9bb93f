/**
 * Payout status display (spec 001 §4.1), shared by the payouts list, the payout details page and any view
 * that shows a payout's status (overview payouts card, transactions' payout status column):
 *
 * - paid: 'Completed (paid)', or 'Completed (deducted)' for a withdrawal; success colour;
 * - pending: warning; in_transit: primary; failed: alert; canceled: light.
 * - The status filter offers every status but "deducted", with paid labelled 'Completed'.
 */
import { __ } from '@wordpress/i18n';

import type { DepositStatus, DepositType } from '../data/deposits/types';
import { StatusChip, type ChipType } from './status-chip';

/** Chip colour of each payout status. */
export const PAYOUT_STATUS_CHIP_TYPES: Readonly<Record<DepositStatus, ChipType>> = {
	paid: 'success',
	pending: 'warning',
	in_transit: 'primary',
	canceled: 'light',
	failed: 'alert',
};

/**
 * The label of a payout status as a chip shows it.
 *
 * @param status Payout status.
 * @param type   'deposit' or 'withdrawal' (a paid withdrawal is 'Completed (deducted)').
 */
export function payoutStatusLabel(
	status: DepositStatus | string,
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
			return String(status ?? '');
	}
}

/** Chip colour of a status; unknown statuses are light. */
export function payoutStatusChipType(status: DepositStatus | string): ChipType {
	return PAYOUT_STATUS_CHIP_TYPES[status as DepositStatus] ?? 'light';
}

/** The options of a payout status filter: every status but "deducted", paid labelled 'Completed'. */
export function payoutStatusFilterOptions(): { value: DepositStatus; label: string }[] {
	return [
		{ value: 'paid', label: __('Completed', 'woocommerce-payments') },
		{ value: 'pending', label: __('Pending', 'woocommerce-payments') },
		{ value: 'in_transit', label: __('In transit', 'woocommerce-payments') },
		{ value: 'canceled', label: __('Canceled', 'woocommerce-payments') },
		{ value: 'failed', label: __('Failed', 'woocommerce-payments') },
	];
}

/** The status chip of a payout. */
export function PayoutStatusChip({
	status,
	type = 'deposit',
}: {
	status: DepositStatus | string;
	type?: string;
}) {
	return <StatusChip type={payoutStatusChipType(status)} label={payoutStatusLabel(status, type)} />;
}
