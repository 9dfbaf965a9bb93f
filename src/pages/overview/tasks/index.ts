/**
 * The overview's tasks (spec 000 §4 Tasks, §9): one module per task, what they share, and the list that
 * composes, sorts and filters them. Pure functions of their inputs, so every rule is unit-tested.
 */
export { daysSince, accountLinkWithSource, OVERVIEW_FROM, type OverviewTask, type TaskLevel } from './shared';
export {
	bankTaskLevel,
	getBankTask,
	setUpPayoutsUrl,
	PO_DAYS_LEVEL_2,
	PO_DAYS_NEAR_THRESHOLD,
	PO_DAYS_THRESHOLD,
	PO_NO_PAYMENT_LEVEL_2_DAYS,
	PO_NO_PAYMENT_PAUSED_DAYS,
	PO_SALES_LEVEL_2,
	PO_SALES_NEAR_THRESHOLD,
	PO_SALES_THRESHOLD,
	type BankTaskState,
} from './bank';
export {
	disputeDeadline,
	getDisputeTask,
	DISPUTE_LAST_DAY_DAYS,
	DISPUTE_SHOWN_DAYS,
	DISPUTE_URGENT_DAYS,
} from './dispute';
export { getUpdateDetailsTask, needsMoreDetails } from './update-details';
export { getReconnectTask } from './reconnect';
export { getGoLiveTask } from './go-live';
export { getSetupCompleteTask } from './setup-complete';
export {
	getTasks,
	isRejectedOrUnderReview,
	isTaskVisible,
	sortTasks,
	TASKS_BEFORE_COLLAPSE,
	type TasksInput,
} from './list';
