/**
 * The chip of a payment's (charge's) display status (spec 001 §4.2, spec 002 §4.1, §4.2): the status of
 * `getChargeDisplayStatus`, its text and colour from `chargeDisplayStatusPill`
 * (src/strings/charge-display-status.ts). The payment details summary shows it; any row that carries a
 * charge can.
 */
import { chargeDisplayStatusPill, type ChargeDisplayStatus } from '../strings/charge-display-status';
import { StatusChip } from './status-chip';

/**
 * The status chip of a payment.
 *
 * @example
 * <ChargeStatusChip status={ getChargeDisplayStatus( charge, intent, charge.fraud_meta_box_type ) } />
 */
export function ChargeStatusChip({ status }: { status: ChargeDisplayStatus }) {
	const pill = chargeDisplayStatusPill(status);
	return <StatusChip type={pill.tone} label={pill.label} />;
}
