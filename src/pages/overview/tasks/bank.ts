/**
 * The bank-details (payouts) task of progressive onboarding (spec 000 §4, limits of §9): its level and state
 * from the days since creation or since the first payment and the sales so far, its texts per state, and
 * the connect URL that collects the payout requirements.
 */
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { AccountStatusSettings } from '../../../settings/types';
import { DAY_IN_MS, formatDate, parseDate } from '../../../utils/dates';
import { formatCurrency } from '../../../utils/money';
import { daysSince, OVERVIEW_FROM, type OverviewTask, type TaskLevel } from './shared';

/** Progressive onboarding limits (spec 000 §9), sales in cents (USD). */
export const PO_SALES_LEVEL_2 = 100_000;
export const PO_SALES_NEAR_THRESHOLD = 300_000;
export const PO_SALES_THRESHOLD = 500_000;
export const PO_DAYS_LEVEL_2 = 7;
export const PO_DAYS_NEAR_THRESHOLD = 21;
export const PO_DAYS_THRESHOLD = 30;
export const PO_NO_PAYMENT_LEVEL_2_DAYS = 14;
export const PO_NO_PAYMENT_PAUSED_DAYS = 30;

/** The states of the bank-details task of spec 000 §4. */
export type BankTaskState =
	| 'after_payment'
	| 'no_payment_14_days'
	| 'payments_paused'
	| 'started'
	| 'approaching'
	| 'near_threshold'
	| 'threshold_reached';

/**
 * Level and state of the bank task (spec 000 §4):
 * - no first transaction: < 14 days since creation → 3 "after payment"; ≥ 14 → 2 "no payment 14 days";
 *   ≥ 30 → 1 "payments paused";
 * - with a first transaction: 3; sales ≥ $1,000 or ≥ 7 days since it → 2; ≥ $3,000 or ≥ 21 days → 1 "near
 *   threshold"; ≥ $5,000 or ≥ 30 days → 1 "threshold reached".
 */
export function bankTaskLevel(input: {
	created: string | null;
	firstTransactionDate: string | null;
	/** Sales so far in cents. */
	tpv: number;
	now: Date;
}): { level: TaskLevel; state: BankTaskState } {
	const { firstTransactionDate, now } = input;
	if (!firstTransactionDate || !parseDate(firstTransactionDate)) {
		const days = daysSince(input.created, now);
		if (days >= PO_NO_PAYMENT_PAUSED_DAYS) {
			return { level: 1, state: 'payments_paused' };
		}
		if (days >= PO_NO_PAYMENT_LEVEL_2_DAYS) {
			return { level: 2, state: 'no_payment_14_days' };
		}
		return { level: 3, state: 'after_payment' };
	}
	const days = daysSince(firstTransactionDate, now);
	const tpv = Number.isFinite(input.tpv) ? input.tpv : 0;
	if (tpv >= PO_SALES_THRESHOLD || days >= PO_DAYS_THRESHOLD) {
		return { level: 1, state: 'threshold_reached' };
	}
	if (tpv >= PO_SALES_NEAR_THRESHOLD || days >= PO_DAYS_NEAR_THRESHOLD) {
		return { level: 1, state: 'near_threshold' };
	}
	if (tpv >= PO_SALES_LEVEL_2 || days >= PO_DAYS_LEVEL_2) {
		return { level: 2, state: 'approaching' };
	}
	return { level: 3, state: 'started' };
}

/** The connect URL that collects the payout requirements (bank details), from the overview. */
export function setUpPayoutsUrl(connectUrl: string, source: string): string {
	return addQueryArgs(connectUrl, { collect_payout_requirements: 'true', source, from: OVERVIEW_FROM });
}

/**
 * The bank-details task of progressive onboarding; null when hidden (spec 000 §4: progressive onboarding off
 * or complete, no creation date, or status pending, complete or enabled).
 */
export function getBankTask(
	account: AccountStatusSettings,
	connectUrl: string,
	now: Date
): OverviewTask | null {
	const po = account.progressiveOnboarding;
	if (!po?.isEnabled || po.isComplete || !account.created) {
		return null;
	}
	if (['pending', 'complete', 'enabled'].includes(account.status)) {
		return null;
	}
	const { level, state } = bankTaskLevel({
		created: account.created,
		firstTransactionDate: po.firstTransactionDate,
		tpv: po.tpv,
		now,
	});
	const threshold = formatCurrency(PO_SALES_THRESHOLD, 'usd');
	const first = parseDate(po.firstTransactionDate);
	const deadline = first ? formatDate(first.getTime() + PO_DAYS_THRESHOLD * DAY_IN_MS) : '';
	const sales = formatCurrency(po.tpv || 0, 'usd');
	let title: string;
	let content: string;
	switch (state) {
		case 'after_payment':
			title = __('Set up payouts to receive your funds', 'woocommerce-payments');
			content = sprintf(
				/* translators: %s: sales limit, e.g. $5,000.00 */
				__(
					'After your first payment you will have 30 days, or until you reach %s in sales, to verify your bank details. Set them up now so your payouts can start right away.',
					'woocommerce-payments'
				),
				threshold
			);
			break;
		case 'no_payment_14_days':
			title = __('Verify your bank details', 'woocommerce-payments');
			content = __(
				'You have not received a payment yet. Verify your bank details now so your payouts can start as soon as you make your first sale.',
				'woocommerce-payments'
			);
			break;
		case 'payments_paused':
			title = __('Payments paused: verify your bank details', 'woocommerce-payments');
			content = __(
				'Your account has been open for 30 days without verified bank details, so payments are paused. Verify your bank details to resume payments and receive payouts.',
				'woocommerce-payments'
			);
			break;
		case 'near_threshold':
			title = sprintf(
				/* translators: %s: deadline date */
				__('Verify your bank details by %s', 'woocommerce-payments'),
				deadline
			);
			content = sprintf(
				/* translators: 1: sales so far, 2: sales limit, 3: deadline date */
				__(
					'You have made %1$s in sales and are close to the limit of %2$s, or 30 days after your first payment. Verify your bank details by %3$s to keep accepting payments.',
					'woocommerce-payments'
				),
				sales,
				threshold,
				deadline
			);
			break;
		case 'threshold_reached':
			title = __('Payments paused: verify your bank details', 'woocommerce-payments');
			content = sprintf(
				/* translators: %s: sales limit */
				__(
					'You have reached the limit of %s in sales, or 30 days after your first payment. Verify your bank details to resume payments and receive your payouts.',
					'woocommerce-payments'
				),
				threshold
			);
			break;
		default:
			title = __('Verify your bank details to start receiving payouts', 'woocommerce-payments');
			content = sprintf(
				/* translators: 1: sales so far, 2: deadline date, 3: sales limit */
				__(
					'You have made %1$s in sales so far. Verify your bank details by %2$s, or before reaching %3$s in sales, to keep accepting payments and start receiving your payouts.',
					'woocommerce-payments'
				),
				sales,
				deadline,
				threshold
			);
	}
	return {
		key: 'verify-bank-details',
		title,
		content,
		level,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: false,
		isDeletable: false,
		allowSnooze: level > 1,
		actionLabel: __('Set up payouts', 'woocommerce-payments'),
		href: setUpPayoutsUrl(connectUrl, 'overview-page__verify-bank-details-task'),
		time: __('2 minutes', 'woocommerce-payments'),
		isUrgent: level === 1,
	};
}
