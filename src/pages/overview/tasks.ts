/**
 * The overview's task list (spec 000 §4 Tasks, §9): which tasks exist for an account, their level, texts and
 * actions, their order and their visibility. Pure functions of their inputs, so every rule is unit-tested.
 *
 * Levels: 1 is the most urgent (red), 2 important (yellow), 3 informative; a task without a level counts as 3.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { Dispute } from '../../data/disputes/types';
import type { TaskVisibility } from '../../data/overview/types';
import type { AccountStatusSettings } from '../../settings/types';
import { DAY_IN_MS, formatDate, formatDateTime, parseDate } from '../../utils/dates';
import { formatCurrency, formatExplicitCurrency } from '../../utils/money';
import { getAdminPageUrl, getBusinessVerificationUrl } from '../../utils/url';

export type TaskLevel = 1 | 2 | 3;

export interface OverviewTask {
	key: string;
	title: string;
	content: string;
	level?: TaskLevel;
	completed: boolean;
	expandable: boolean;
	expanded: boolean;
	isDismissable: boolean;
	isDeletable: boolean;
	allowSnooze: boolean;
	/** Label of the action button. */
	actionLabel?: string;
	/** Where the action goes. */
	href?: string;
	/** Time estimate, e.g. "2 minutes". */
	time?: string;
	/** Shown in red: needs attention now. */
	isUrgent?: boolean;
}

/** Where the overview's outgoing links say they come from. */
export const OVERVIEW_FROM = 'WCPAY_OVERVIEW';

/** Progressive onboarding limits (spec 000 §9), sales in cents (USD). */
export const PO_SALES_LEVEL_2 = 100_000;
export const PO_SALES_NEAR_THRESHOLD = 300_000;
export const PO_SALES_THRESHOLD = 500_000;
export const PO_DAYS_LEVEL_2 = 7;
export const PO_DAYS_NEAR_THRESHOLD = 21;
export const PO_DAYS_THRESHOLD = 30;
export const PO_NO_PAYMENT_LEVEL_2_DAYS = 14;
export const PO_NO_PAYMENT_PAUSED_DAYS = 30;

/** Dispute urgency windows (spec 000 §9): last day, urgent, shown. */
export const DISPUTE_LAST_DAY_DAYS = 1;
export const DISPUTE_URGENT_DAYS = 3;
export const DISPUTE_SHOWN_DAYS = 7;

/** Whole days from `from` to `now` (floor), NaN for an invalid date. */
export function daysSince(from: string | number | Date | null | undefined, now: Date): number {
	const date = parseDate(from ?? null);
	return date ? Math.floor((now.getTime() - date.getTime()) / DAY_IN_MS) : NaN;
}

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

/** A dispute's deadline relative to now. */
export function disputeDeadline(dispute: Pick<Dispute, 'due_by'>, now: Date) {
	const due = parseDate(dispute.due_by);
	const msLeft = due ? due.getTime() - now.getTime() : NaN;
	return {
		due,
		msLeft,
		/** Due within 24 hours (spec 000 §4: "Last day"). */
		isLastDay: msLeft > 0 && msLeft <= DISPUTE_LAST_DAY_DAYS * DAY_IN_MS,
		/** Due within 3 days: urgent. */
		isUrgent: msLeft > 0 && msLeft <= DISPUTE_URGENT_DAYS * DAY_IN_MS,
		/** Due within 7 days: the task shows. */
		isSoon: msLeft > 0 && msLeft <= DISPUTE_SHOWN_DAYS * DAY_IN_MS,
		daysLeft: Number.isFinite(msLeft) ? Math.floor(msLeft / DAY_IN_MS) : NaN,
	};
}

/** The time (and date) a dispute is due, in the store's zone: "Jan 17, 2025, 10:00 AM EST". */
function dueText(due: Date): string {
	return formatDateTime(due);
}

/**
 * The dispute task (spec 000 §4): the disputes awaiting a response that can still be answered, shown only
 * when one is due within 7 days. One dispute names its amount and deadline ('Last day' and the time within
 * 24 hours, otherwise the days left); several show their count and, when they share a currency, their total.
 * Urgent (level 1) when one is due within 3 days, else level 2.
 */
export function getDisputeTask(disputes: readonly Dispute[], now: Date): OverviewTask | null {
	const open = disputes
		.filter((d) => disputeDeadline(d, now).msLeft > 0)
		.sort((a, b) => (disputeDeadline(a, now).msLeft || 0) - (disputeDeadline(b, now).msLeft || 0));
	if (open.length === 0 || !open.some((d) => disputeDeadline(d, now).isSoon)) {
		return null;
	}
	const first = open[0];
	const deadline = disputeDeadline(first, now);
	const urgent = open.some((d) => disputeDeadline(d, now).isUrgent);
	const currencies = new Set(open.map((d) => d.currency.toLowerCase()));
	const explicit = currencies.size > 1 ? true : undefined;
	let title: string;
	let content: string;
	if (open.length === 1) {
		title = sprintf(
			/* translators: %s: disputed amount, e.g. $13.70 */
			__('Respond to a dispute for %s', 'woocommerce-payments'),
			formatExplicitCurrency(first.amount, first.currency, { explicit })
		);
		content = deadline.isLastDay
			? sprintf(
					/* translators: %s: when the response is due, e.g. Jan 17, 2025, 10:00 AM EST */
					__('Last day to respond: respond by %s.', 'woocommerce-payments'),
					dueText(deadline.due as Date)
				)
			: sprintf(
					/* translators: 1: due date, 2: days left */
					_n(
						'Respond by %1$s (%2$d day left).',
						'Respond by %1$s (%2$d days left).',
						deadline.daysLeft,
						'woocommerce-payments'
					),
					formatDate(deadline.due),
					deadline.daysLeft
				);
	} else {
		if (currencies.size === 1) {
			const total = open.reduce((sum, d) => sum + d.amount, 0);
			title = sprintf(
				/* translators: 1: number of disputes, 2: their total amount */
				_n(
					'Respond to %1$d active dispute for a total of %2$s',
					'Respond to %1$d active disputes for a total of %2$s',
					open.length,
					'woocommerce-payments'
				),
				open.length,
				formatExplicitCurrency(total, first.currency)
			);
		} else {
			title = sprintf(
				/* translators: %d: number of disputes */
				_n(
					'Respond to %d active dispute',
					'Respond to %d active disputes',
					open.length,
					'woocommerce-payments'
				),
				open.length
			);
		}
		content = deadline.isLastDay
			? sprintf(
					/* translators: %s: when the first response is due */
					__('Last day to respond to one of them: respond by %s.', 'woocommerce-payments'),
					dueText(deadline.due as Date)
				)
			: sprintf(
					/* translators: 1: due date of the earliest, 2: days left */
					_n(
						'The earliest is due by %1$s (%2$d day left).',
						'The earliest is due by %1$s (%2$d days left).',
						deadline.daysLeft,
						'woocommerce-payments'
					),
					formatDate(deadline.due),
					deadline.daysLeft
				);
	}
	const ids = open
		.map((d) => d.dispute_id)
		.sort()
		.join(',');
	return {
		// A new set of disputes brings back a dismissed task.
		key: `dispute-resolution-${ids}`,
		title,
		content,
		level: urgent ? 1 : 2,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: true,
		isDeletable: false,
		allowSnooze: true,
		actionLabel:
			open.length === 1
				? __('Respond now', 'woocommerce-payments')
				: __('See active disputes', 'woocommerce-payments'),
		href:
			open.length === 1
				? getAdminPageUrl('/payments/transactions/details', { id: first.charge_id })
				: getAdminPageUrl('/payments/disputes', { filter: 'awaiting_response' }),
		isUrgent: urgent,
	};
}

/** Whether the account needs more business details (spec 000 §4 update-details task). */
export function needsMoreDetails(account: AccountStatusSettings, override?: boolean): boolean {
	if (typeof override === 'boolean') {
		return override;
	}
	return (
		['restricted_soon', 'restricted', 'restricted_partially'].includes(account.status) ||
		(account.requirements?.errors?.length ?? 0) > 0 ||
		!account.detailsSubmitted
	);
}

/** The account-details link (provider dashboard) with where it was opened from. */
export function accountLinkWithSource(accountLink: string, source: string): string {
	return accountLink ? addQueryArgs(accountLink, { from: OVERVIEW_FROM, source }) : '';
}

/**
 * The update-details task (spec 000 §4): when the account needs more details (with progressive onboarding,
 * only when the details are not submitted). restricted_soon names the deadline; restricted says payments and
 * payouts are disabled.
 */
export function getUpdateDetailsTask(
	account: AccountStatusSettings,
	connectUrl: string,
	override?: boolean
): OverviewTask | null {
	if (!needsMoreDetails(account, override)) {
		return null;
	}
	if (account.progressiveOnboarding?.isEnabled && account.detailsSubmitted) {
		return null;
	}
	let content: string;
	if (account.status === 'restricted_soon' && account.currentDeadline) {
		content = sprintf(
			/* translators: %s: the deadline, e.g. Jan 29, 2025, 7:00 PM EST */
			__('Update by %s to avoid a disruption in payouts.', 'woocommerce-payments'),
			formatDateTime(account.currentDeadline)
		);
	} else if (account.status === 'restricted') {
		content = __(
			'Payments and payouts are disabled for this account until missing business information is updated.',
			'woocommerce-payments'
		);
	} else if (!account.detailsSubmitted) {
		content = __(
			'Finish verifying your business details to start accepting payments and receiving payouts.',
			'woocommerce-payments'
		);
	} else {
		content = __(
			'Your payments provider needs more information about your business to keep your account in good standing.',
			'woocommerce-payments'
		);
	}
	const errors = (account.requirements?.errors ?? []).map((e) => e.reason).filter(Boolean);
	if (errors.length === 1) {
		content = `${content} ${errors[0]}`;
	}
	const source = 'overview-page__update-business-details-task';
	return {
		key: 'update-business-details',
		title: __('Update WooPayments business details', 'woocommerce-payments'),
		content,
		level: 1,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: false,
		isDeletable: false,
		allowSnooze: false,
		actionLabel: __('Update', 'woocommerce-payments'),
		href:
			account.detailsSubmitted && account.accountLink
				? accountLinkWithSource(account.accountLink, source)
				: addQueryArgs(connectUrl, { source, from: OVERVIEW_FROM }),
		isUrgent: account.status === 'restricted',
	};
}

/** The reconnect task (spec 000 §4): only when a reconnect URL exists. */
export function getReconnectTask(reconnectUrl: string | null | undefined): OverviewTask | null {
	if (!reconnectUrl) {
		return null;
	}
	return {
		key: 'reconnect-wpcom-user',
		title: __('Reconnect WooPayments', 'woocommerce-payments'),
		content: __(
			'WooPayments is missing a connected WordPress.com account. Some functionality will be limited without a connected account.',
			'woocommerce-payments'
		),
		level: 1,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: false,
		isDeletable: false,
		allowSnooze: false,
		actionLabel: __('Reconnect', 'woocommerce-payments'),
		href: reconnectUrl,
		isUrgent: true,
	};
}

/**
 * The go-live task (spec 000 §4): a connected test-mode (sandbox) account whose store can go live (new
 * accounts can be created: onboarding is not paused).
 */
export function getGoLiveTask(input: {
	isAccountConnected: boolean;
	testModeOnboarding: boolean;
	onBoardingDisabled: boolean;
}): OverviewTask | null {
	if (!input.isAccountConnected || !input.testModeOnboarding || input.onBoardingDisabled) {
		return null;
	}
	return {
		key: 'go-live-payments',
		title: __('Set up live payments on your store', 'woocommerce-payments'),
		content: __(
			'You are using a sandbox test account. Provide some additional details about your business so you can begin accepting real payments.',
			'woocommerce-payments'
		),
		level: 3,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: true,
		isDeletable: false,
		allowSnooze: true,
		actionLabel: __('Set up live payments', 'woocommerce-payments'),
		// The business-verification settings route (spec 000 §2).
		href: getBusinessVerificationUrl({ source: 'overview-page__go-live-task', from: OVERVIEW_FROM }),
		time: __('10 minutes', 'woocommerce-payments'),
	};
}

/** The completed setup task: the account is verified (it can be deleted from the list). */
export function getSetupCompleteTask(account: AccountStatusSettings): OverviewTask | null {
	const po = account.progressiveOnboarding;
	if (!['complete', 'enabled'].includes(account.status) || !account.detailsSubmitted) {
		return null;
	}
	if (po?.isEnabled && !po.isComplete) {
		return null;
	}
	return {
		key: 'complete-setup',
		title: __('Set up WooPayments', 'woocommerce-payments'),
		content: __(
			'Your business details are verified: you can accept payments and receive payouts.',
			'woocommerce-payments'
		),
		level: 3,
		completed: true,
		expandable: false,
		expanded: false,
		isDismissable: false,
		isDeletable: true,
		allowSnooze: false,
	};
}

/** Whether a status hides tasks, inbox and the notifications banner (spec 000 §4). */
export function isRejectedOrUnderReview(status: string | undefined): boolean {
	return typeof status === 'string' && (status.startsWith('rejected') || status === 'under_review');
}

export interface TasksInput {
	account: AccountStatusSettings;
	connectUrl: string;
	isAccountConnected: boolean;
	testModeOnboarding: boolean;
	onBoardingDisabled: boolean;
	reconnectUrl?: string | null;
	/** The host's own "needs more details" verdict, when it sends one. */
	showUpdateDetailsTask?: boolean;
	/** Disputes awaiting a response (the overview reads 50). */
	disputes: readonly Dispute[];
	now: Date;
}

/** Every task of the account, unsorted and unfiltered by the visibility lists. */
export function getTasks(input: TasksInput): OverviewTask[] {
	const { account } = input;
	if (!account || account.error || isRejectedOrUnderReview(account.status)) {
		return [];
	}
	return [
		getUpdateDetailsTask(account, input.connectUrl, input.showUpdateDetailsTask),
		getReconnectTask(input.reconnectUrl),
		getBankTask(account, input.connectUrl, input.now),
		getGoLiveTask(input),
		getDisputeTask(input.disputes, input.now),
		getSetupCompleteTask(account),
	].filter((t): t is OverviewTask => t !== null);
}

/** Spec 000 §4: completed last, then level ascending (a task without a level counts as 3); stable. */
export function sortTasks(tasks: readonly OverviewTask[]): OverviewTask[] {
	return tasks
		.map((task, index) => ({ task, index }))
		.sort((a, b) => {
			if (a.task.completed !== b.task.completed) {
				return a.task.completed ? 1 : -1;
			}
			const level = (a.task.level ?? 3) - (b.task.level ?? 3);
			return level !== 0 ? level : a.index - b.index;
		})
		.map(({ task }) => task);
}

/** Whether a task is shown: not dismissed, not deleted, not snoozed until after now. */
export function isTaskVisible(task: OverviewTask, visibility: TaskVisibility | null, now: number): boolean {
	if (!visibility) {
		return true;
	}
	if (visibility.dismissed.includes(task.key) || visibility.deleted.includes(task.key)) {
		return false;
	}
	const until = visibility.remindMeLater[task.key];
	return !(typeof until === 'number' && until > now);
}

/** Tasks shown before the list collapses (spec 000 §9). */
export const TASKS_BEFORE_COLLAPSE = 5;
