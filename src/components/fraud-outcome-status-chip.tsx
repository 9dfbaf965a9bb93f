/**
 * The chip of a fraud outcome's status (spec 001 §3.5), on the Blocked tab: review in the warning colour,
 * block alert, allow success; an unknown status shows as it is in a light chip. The text is
 * `fraudOutcomeStatusLabel` (src/strings/fraud-outcome-status.ts), the same as in the tab's CSV.
 */
import type { FraudOutcomeStatus } from '../data/transactions/types';
import { fraudOutcomeStatusLabel } from '../strings/fraud-outcome-status';
import { StatusChip, type ChipType } from './status-chip';

/**
 * Chip colour of a fraud outcome status; an unknown status is light.
 *
 * @example
 * fraudOutcomeStatusChipType( 'review' ); // 'warning'
 */
export function fraudOutcomeStatusChipType(status: FraudOutcomeStatus | string): ChipType {
	switch (status) {
		case 'review':
			return 'warning';
		case 'block':
			return 'alert';
		case 'allow':
			return 'success';
		default:
			return 'light';
	}
}

/**
 * The status chip of a fraud outcome.
 *
 * @example
 * <FraudOutcomeStatusChip status={ outcome.status } />
 */
export function FraudOutcomeStatusChip({ status }: { status: FraudOutcomeStatus | string }) {
	return <StatusChip type={fraudOutcomeStatusChipType(status)} label={fraudOutcomeStatusLabel(status)} />;
}
