/**
 * The chip of a payout's status (spec 001 §4.1): pending in the warning colour, in_transit primary, paid
 * success, failed alert, canceled light; the text is `payoutStatusLabel` (src/strings/payout-status.ts), so a
 * paid withdrawal reads 'Completed (deducted)'. The one payout status chip: the payouts list, the payout
 * details page, the overview payouts card and the transactions' payout status column.
 */
import type { DepositStatus, DepositType } from '../data/deposits/types';
import { payoutStatusLabel } from '../strings/payout-status';
import { StatusChip, type ChipType } from './status-chip';
import { ownEntry } from '../utils/own-entry';

/** Chip colour of each payout status (spec 001 §4.1). */
export const PAYOUT_STATUS_CHIP_TYPES: Readonly<Record<DepositStatus, ChipType>> = {
	paid: 'success',
	pending: 'warning',
	in_transit: 'primary',
	canceled: 'light',
	failed: 'alert',
};

/**
 * Chip colour of a payout status; an unknown status is light.
 *
 * @example
 * payoutStatusChipType( 'in_transit' ); // 'primary'
 */
export function payoutStatusChipType(status: DepositStatus | string): ChipType {
	return ownEntry(PAYOUT_STATUS_CHIP_TYPES, status) ?? 'light';
}

export interface PayoutStatusChipProps {
	/** Payout status. */
	status: DepositStatus | string;
	/** 'deposit' (default) or 'withdrawal'. */
	type?: DepositType | string;
}

/**
 * The status chip of a payout.
 *
 * @example
 * <PayoutStatusChip status={ deposit.status } type={ deposit.type } />
 */
export function PayoutStatusChip({ status, type = 'deposit' }: PayoutStatusChipProps) {
	return <StatusChip type={payoutStatusChipType(status)} label={payoutStatusLabel(status, type)} />;
}
