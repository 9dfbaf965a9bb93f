import { StatusChip } from './status-chip';
import { riskPill } from '../strings/transactions';

/**
 * A risk level pill (spec 001 §3.5): normal in the success colour, elevated alert, highest danger (the
 * alert chip in its strong variant), not assessed light with 'N/A'.
 */
export function RiskChip({ risk, label }: { risk: number | null | undefined; label?: string }) {
	const pill = riskPill(risk);
	return (
		<StatusChip
			type={pill.tone === 'danger' ? 'alert' : pill.tone}
			label={label ?? pill.label}
			className={`wcpay-risk-chip is-${pill.level}${pill.tone === 'danger' ? ' is-danger' : ''}`}
		/>
	);
}
