import type { ChipTone } from './status-labels';

/** A small status label (wp-admin style "pill"). */
export function Chip({ tone, children }: { tone: ChipTone; children: string }) {
	return <span className={`wcpay-overview-chip is-${tone}`}>{children}</span>;
}
