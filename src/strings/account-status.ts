/**
 * The labels of the account status card (spec 002 §4.8): the account status, the payments indicator and the
 * payouts indicator, each with the colour of its chip (the chip types of src/components/status-chip.tsx).
 * The chips are src/components/account-status-chip.tsx.
 */
import { __ } from '@wordpress/i18n';

import type { ChipType } from '../components/status-chip';

/** The text of a status and the colour of its chip. */
export interface StatusLabel {
	label: string;
	tone: ChipType;
}

/**
 * The account status: complete, enabled, restricted_soon, pending_verification, restricted_partially,
 * restricted, any value starting with rejected, under_review; anything else is 'Unknown'.
 *
 * @example
 * accountStatusLabel( 'rejected.fraud' ); // { label: 'Rejected', tone: 'alert' }
 */
export function accountStatusLabel(status: string | null | undefined): StatusLabel {
	const value = typeof status === 'string' ? status : '';
	if (value.startsWith('rejected')) {
		return { label: __('Rejected', 'woocommerce-payments'), tone: 'alert' };
	}
	switch (value) {
		case 'complete':
			return { label: __('Complete', 'woocommerce-payments'), tone: 'success' };
		case 'enabled':
			return { label: __('Enabled', 'woocommerce-payments'), tone: 'success' };
		case 'restricted_soon':
			return { label: __('Restricted soon', 'woocommerce-payments'), tone: 'warning' };
		case 'pending_verification':
			return { label: __('Pending verification', 'woocommerce-payments'), tone: 'primary' };
		case 'restricted_partially':
			return { label: __('Restricted partially', 'woocommerce-payments'), tone: 'warning' };
		case 'restricted':
			return { label: __('Restricted', 'woocommerce-payments'), tone: 'alert' };
		case 'under_review':
			return { label: __('Under review', 'woocommerce-payments'), tone: 'primary' };
		default:
			return { label: __('Unknown', 'woocommerce-payments'), tone: 'light' };
	}
}

/**
 * The payouts indicator: blocked or under_review → 'Under Review'; pending_verification → 'Pending
 * verification'; disabled → 'Disabled'; otherwise 'Automatic' for a daily, weekly or monthly schedule and
 * 'Manual' for a manual one; anything else 'Unknown'.
 *
 * @param depositsStatus The account's `deposits.status`.
 * @param interval       The payout interval in force.
 *
 * @example
 * accountPayoutsStatusLabel( 'enabled', 'weekly' ); // { label: 'Automatic', tone: 'success' }
 */
export function accountPayoutsStatusLabel(
	depositsStatus: string | null | undefined,
	interval: string | null | undefined
): StatusLabel {
	switch (depositsStatus) {
		case 'blocked':
		case 'under_review':
			return { label: __('Under Review', 'woocommerce-payments'), tone: 'warning' };
		case 'pending_verification':
			return { label: __('Pending verification', 'woocommerce-payments'), tone: 'primary' };
		case 'disabled':
			return { label: __('Disabled', 'woocommerce-payments'), tone: 'alert' };
	}
	switch (interval) {
		case 'daily':
		case 'weekly':
		case 'monthly':
			return { label: __('Automatic', 'woocommerce-payments'), tone: 'success' };
		case 'manual':
			return { label: __('Manual', 'woocommerce-payments'), tone: 'success' };
		default:
			return { label: __('Unknown', 'woocommerce-payments'), tone: 'light' };
	}
}

/**
 * The payments indicator: 'Enabled', 'Pending verification' (not yet enabled, verification pending) or
 * 'Disabled'.
 *
 * @param paymentsEnabled The account's `paymentsEnabled`.
 * @param status          The account status.
 *
 * @example
 * accountPaymentsStatusLabel( false, 'pending_verification' ); // { label: 'Pending verification', tone: 'primary' }
 */
export function accountPaymentsStatusLabel(
	paymentsEnabled: boolean,
	status: string | null | undefined
): StatusLabel {
	if (paymentsEnabled) {
		return { label: __('Enabled', 'woocommerce-payments'), tone: 'success' };
	}
	if (status === 'pending_verification' || status === 'pending') {
		return { label: __('Pending verification', 'woocommerce-payments'), tone: 'primary' };
	}
	return { label: __('Disabled', 'woocommerce-payments'), tone: 'alert' };
}
