/**
 * Labels of the account status card (spec 002 §4.8): the account status, the payouts indicator and the
 * payments indicator, each with a tone for its chip.
 */
import { __, sprintf } from '@wordpress/i18n';

export type ChipTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface StatusLabel {
	label: string;
	tone: ChipTone;
}

/**
 * complete, enabled, restricted_soon, pending_verification, restricted_partially, restricted, any value
 * starting with rejected, under_review; anything else is 'Unknown'.
 */
export function accountStatusLabel(status: string | null | undefined): StatusLabel {
	const value = typeof status === 'string' ? status : '';
	if (value.startsWith('rejected')) {
		return { label: __('Rejected', 'woocommerce-payments'), tone: 'error' };
	}
	switch (value) {
		case 'complete':
			return { label: __('Complete', 'woocommerce-payments'), tone: 'success' };
		case 'enabled':
			return { label: __('Enabled', 'woocommerce-payments'), tone: 'success' };
		case 'restricted_soon':
			return { label: __('Restricted soon', 'woocommerce-payments'), tone: 'warning' };
		case 'pending_verification':
			return { label: __('Pending verification', 'woocommerce-payments'), tone: 'info' };
		case 'restricted_partially':
			return { label: __('Restricted partially', 'woocommerce-payments'), tone: 'warning' };
		case 'restricted':
			return { label: __('Restricted', 'woocommerce-payments'), tone: 'error' };
		case 'under_review':
			return { label: __('Under review', 'woocommerce-payments'), tone: 'info' };
		default:
			return { label: __('Unknown', 'woocommerce-payments'), tone: 'neutral' };
	}
}

/**
 * Payouts: blocked or under_review → 'Under Review'; pending_verification → 'Pending verification'; disabled →
 * 'Disabled'; otherwise 'Automatic' for a daily, weekly or monthly schedule and 'Manual' for a manual one;
 * anything else 'Unknown'.
 */
export function payoutsStatusLabel(
	depositsStatus: string | null | undefined,
	interval: string | null | undefined
): StatusLabel {
	switch (depositsStatus) {
		case 'blocked':
		case 'under_review':
			return { label: __('Under Review', 'woocommerce-payments'), tone: 'warning' };
		case 'pending_verification':
			return { label: __('Pending verification', 'woocommerce-payments'), tone: 'info' };
		case 'disabled':
			return { label: __('Disabled', 'woocommerce-payments'), tone: 'error' };
	}
	switch (interval) {
		case 'daily':
		case 'weekly':
		case 'monthly':
			return { label: __('Automatic', 'woocommerce-payments'), tone: 'success' };
		case 'manual':
			return { label: __('Manual', 'woocommerce-payments'), tone: 'success' };
		default:
			return { label: __('Unknown', 'woocommerce-payments'), tone: 'neutral' };
	}
}

/** Payments: 'Enabled', 'Pending verification' (not yet enabled, verification pending) or 'Disabled'. */
export function paymentsStatusLabel(
	paymentsEnabled: boolean,
	status: string | null | undefined
): StatusLabel {
	if (paymentsEnabled) {
		return { label: __('Enabled', 'woocommerce-payments'), tone: 'success' };
	}
	if (status === 'pending_verification' || status === 'pending') {
		return { label: __('Pending verification', 'woocommerce-payments'), tone: 'info' };
	}
	return { label: __('Disabled', 'woocommerce-payments'), tone: 'error' };
}

/** The payout schedule in words: "Every day", "Every Monday", "Monthly on the 15th", "Manual". */
export function payoutScheduleText(schedule: {
	interval?: string | null;
	weekly_anchor?: string | null;
	monthly_anchor?: number | null;
}): string {
	switch (schedule.interval) {
		case 'daily':
			return __('Available funds are paid out automatically every day.', 'woocommerce-payments');
		case 'weekly': {
			const days: Record<string, string> = {
				monday: __('Monday', 'woocommerce-payments'),
				tuesday: __('Tuesday', 'woocommerce-payments'),
				wednesday: __('Wednesday', 'woocommerce-payments'),
				thursday: __('Thursday', 'woocommerce-payments'),
				friday: __('Friday', 'woocommerce-payments'),
				saturday: __('Saturday', 'woocommerce-payments'),
				sunday: __('Sunday', 'woocommerce-payments'),
			};
			const day = days[String(schedule.weekly_anchor ?? 'monday').toLowerCase()] ?? days.monday;
			return sprintf(
				/* translators: %s: day of the week */
				__('Available funds are paid out automatically every %s.', 'woocommerce-payments'),
				day
			);
		}
		case 'monthly': {
			const anchor = Number(schedule.monthly_anchor ?? 1);
			if (anchor >= 31) {
				return __(
					'Available funds are paid out automatically on the last day of every month.',
					'woocommerce-payments'
				);
			}
			return sprintf(
				/* translators: %s: day of the month with its ordinal suffix, e.g. 15th */
				__(
					'Available funds are paid out automatically on the %s of every month.',
					'woocommerce-payments'
				),
				ordinal(Math.max(1, anchor))
			);
		}
		case 'manual':
			return __('Payouts are made manually, when you request them.', 'woocommerce-payments');
		default:
			return '';
	}
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
	const rem100 = n % 100;
	if (rem100 >= 11 && rem100 <= 13) {
		return `${n}th`;
	}
	switch (n % 10) {
		case 1:
			return `${n}st`;
		case 2:
			return `${n}nd`;
		case 3:
			return `${n}rd`;
		default:
			return `${n}th`;
	}
}
