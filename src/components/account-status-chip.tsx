/**
 * The chips of the account status card (spec 002 §4.8): the account status, the payments indicator and the
 * payouts indicator. Texts and colours come from src/strings/account-status.ts.
 */
import {
	accountPaymentsStatusLabel,
	accountPayoutsStatusLabel,
	accountStatusLabel,
} from '../strings/account-status';
import { StatusChip } from './status-chip';

/**
 * The chip of an account status.
 *
 * @example
 * <AccountStatusChip status={ account.status } />
 */
export function AccountStatusChip({ status }: { status: string | null | undefined }) {
	const { label, tone } = accountStatusLabel(status);
	return <StatusChip type={tone} label={label} />;
}

/**
 * The chip of the account's payments indicator.
 *
 * @example
 * <AccountPaymentsStatusChip enabled={ account.paymentsEnabled } status={ account.status } />
 */
export function AccountPaymentsStatusChip({
	enabled,
	status,
}: {
	enabled: boolean;
	status: string | null | undefined;
}) {
	const { label, tone } = accountPaymentsStatusLabel(enabled, status);
	return <StatusChip type={tone} label={label} />;
}

/**
 * The chip of the account's payouts indicator.
 *
 * @example
 * <AccountPayoutsStatusChip depositsStatus={ account.deposits?.status } interval="weekly" />
 */
export function AccountPayoutsStatusChip({
	depositsStatus,
	interval,
}: {
	depositsStatus: string | null | undefined;
	interval: string | null | undefined;
}) {
	const { label, tone } = accountPayoutsStatusLabel(depositsStatus, interval);
	return <StatusChip type={tone} label={label} />;
}
