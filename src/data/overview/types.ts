/**
 * Shapes of the overview's own data (spec 000 §2, §4 Tasks, Eligibility modal; spec 001 §3.7, §7.6): the task
 * visibility options, the active loan summary and the eligibility-modal dismissal. The mock server serves them
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

/** The connection-success card (spec 000 §2, spec 002 §2.6): true once the merchant dismissed it. */
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

/** GET /wc/v3/payments/capital/active_loan_summary (spec 001 §3.7, §7.6). Amounts in minor units. */
export interface ActiveLoanSummary {
	details: {
		/** The loan disbursed, minor units. */
		advance_amount: number;
		/** Unix seconds. */
		advance_paid_out_at: number;
		/** Lower-case ISO 4217. */
		currency: string;
		/** The current minimum-repayment period. */
		current_repayment_interval: {
			/** Unix seconds: the end of the period. */
			due_at: number;
			paid_amount: number;
			remaining_amount: number;
		};
		/** The fixed fee of the loan, minor units. */
		fee_amount: number;
		/** Repaid so far (advance and fee), minor units. */
		paid_amount: number;
		/** Still owed (advance + fee − paid), minor units. */
		remaining_amount: number;
		/** Unix seconds: the first repayment. */
		repayments_begin_at: number;
		/** Share of each sale withheld for repayment: 0.1 means 10 %. */
		withhold_rate: number;
	};
}

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
