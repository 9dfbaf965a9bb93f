/**
 * Rules of the Blocked tab (spec 001 §2.6, §3.5): what it lists and how a status shows.
 */
import type { ChipType } from '../../components/status-chip';
import { fraudOutcomeStatusLabel } from '../../strings/fraud-outcome-status';

/** The pill of a fraud outcome status: known statuses in their colour, anything else light, as it is. */
export function fraudStatusChip(status: string): { type: ChipType; label: string } {
	switch (status) {
		case 'review':
			return { type: 'warning', label: fraudOutcomeStatusLabel(status) };
		case 'block':
			return { type: 'alert', label: fraudOutcomeStatusLabel(status) };
		case 'allow':
			return { type: 'success', label: fraudOutcomeStatusLabel(status) };
		default:
			return { type: 'light', label: fraudOutcomeStatusLabel(status) };
	}
}
