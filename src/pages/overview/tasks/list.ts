/**
 * The overview's task list (spec 000 §4 Tasks, §9): which tasks an account has (composed from one module per
 * task), their order, their visibility after dismiss, delete or snooze, and how many show before the list
 * collapses.
 */
import type { Dispute } from '../../../data/disputes/types';
import type { TaskVisibility } from '../../../data/overview/types';
import type { AccountStatusSettings } from '../../../settings/types';
import { isRejectedOrUnderReview } from '../../../utils/account';
import { getBankTask } from './bank';
import { getDisputeTask } from './dispute';
import { getGoLiveTask } from './go-live';
import { getReconnectTask } from './reconnect';
import { getSetupCompleteTask } from './setup-complete';
import type { OverviewTask } from './shared';
import { getUpdateDetailsTask } from './update-details';

export { isRejectedOrUnderReview };

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
