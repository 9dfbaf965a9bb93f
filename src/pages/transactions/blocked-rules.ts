/**
 * Rules of the Blocked tab (spec 001 §2.6, §3.5): what it lists and how a status shows.
 */
import type { ChipType } from '../../components/status-chip';
import { fraudOutcomeStatusLabel } from '../../data/fraud-outcomes';

type PageQuery = Record<string, unknown>;

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

/** What the tab lists: blocked payments plus those held for review. */
export function blockedListQuery(query: PageQuery): PageQuery {
	return { ...query, additional_status: 'review' };
}
