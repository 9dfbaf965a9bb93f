/**
 * The pill of a payment's risk level (spec 001 §3.5), wherever a list shows one (transactions, uncaptured):
 * normal in the success colour, elevated alert, highest danger (the alert chip in its strong variant), not
 * assessed light with 'N/A'. Tone and text come from `riskPill` (src/strings/risk-level.ts).
 */
import { riskPill } from '../strings/risk-level';
import { StatusChip } from './status-chip';
import './risk-chip.scss';

export interface RiskChipProps {
	/** Risk level: 0 normal, 1 elevated, 2 highest; anything else is not assessed. */
	risk: number | null | undefined;
	/** Text to show instead of the level's label. */
	label?: string;
}

/**
 * The risk level pill.
 *
 * @example
 * <RiskChip risk={ txn.risk_level } />
 */
export function RiskChip({ risk, label }: RiskChipProps) {
	const pill = riskPill(risk);
	return (
		<StatusChip
			type={pill.tone === 'danger' ? 'alert' : pill.tone}
			label={label ?? pill.label}
			className={`wcpay-risk-chip is-${pill.level}${pill.tone === 'danger' ? ' is-danger' : ''}`}
		/>
	);
}
