/**
 * Shapes of the overview's own data (spec 000 §2, §4 Tasks, Eligibility modal): the task visibility options and
 * the eligibility-modal dismissal (the active loan summary is the loans domain's: src/data/loans/types.ts). The mock server serves them
 * with these types (mock-server/routes/overview.ts).
 */

/**
 * The three task-visibility lists of spec 000 §4 ("stored as three account options"), under WooCommerce admin's
 * own option names, read and saved through `/wc-admin/options`:
 * - dismissed tasks: a list of task keys;
 * - deleted tasks (completed tasks removed from the list): a list of task keys;
 * - remind-me-later (snoozed) tasks: task key → the time in ms until which the task stays hidden.
 */
export const DISMISSED_TASKS_OPTION = 'woocommerce_dismissed_todo_tasks';
export const DELETED_TASKS_OPTION = 'woocommerce_deleted_todo_tasks';
export const REMIND_ME_LATER_TASKS_OPTION = 'woocommerce_remind_me_later_todo_tasks';

/** The connection-success modal (spec 000 §2, spec 002 §2.6): true once the merchant dismissed it. */
export const CONNECTION_SUCCESS_DISMISSED_OPTION = 'wcpay_connection_success_modal_dismissed';

/** Every option the overview reads, in one `GET /wc-admin/options?options=…` call. */
export const OVERVIEW_OPTIONS: readonly string[] = [
	DISMISSED_TASKS_OPTION,
	DELETED_TASKS_OPTION,
	REMIND_ME_LATER_TASKS_OPTION,
	CONNECTION_SUCCESS_DISMISSED_OPTION,
];

/** The task visibility lists, parsed. */
export interface TaskVisibility {
	dismissed: string[];
	deleted: string[];
	/** Task key → ms timestamp until which the task is hidden. */
	remindMeLater: Record<string, number>;
}

/** How a task left the list (and what Undo puts back). */
export type TaskVisibilityChange = 'dismiss' | 'delete' | 'snooze';

/** User preference: ids of instant payouts whose "in transit" notice was dismissed (spec 002 §4.7). */
export const INSTANT_DEPOSIT_NOTICES_PREFERENCE = 'wc_payments_dismissed_instant_deposit_notices';

/**
 * The active loan summary moved to the loans domain (`src/data/loans`, store `wcpay/loans`); the type is
 * re-exported here for the code that still names it from the overview.
 */
export type { ActiveLoanSummary } from '../loans/types';

/** POST /wc/v3/payments/accounts/dismiss-eligibility-modal answer. */
export interface EligibilityModalDismissed {
	success: true;
	progressiveOnboarding: {
		isEnabled: boolean;
		isComplete: boolean;
		isEligibilityModalDismissed: boolean;
	};
}

/** GET /wc/v3/payments/accounts/session: a session of the provider's embedded components. */
export interface EmbeddedSession {
	clientSecret: string;
	publishableKey: string;
	locale: string;
}
