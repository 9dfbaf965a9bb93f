/** Hooks of `wcpay/overview` (docs/OVERVIEW.md). */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { resolveRead } from '../shared/store';
import type { ApiError } from '../shared/types';
import { store } from './store';
import type { EmbeddedSession, TaskVisibility, TaskVisibilityChange } from './types';

/**
 * The task-visibility lists and the connection-success dismissal (one options call). `visibility` is null
 * until loaded; after a failed load every task counts as visible.
 *
 * @example
 * const { visibility, connectionSuccessDismissed, isLoading } = useOverviewOptions();
 */
export function useOverviewOptions(): {
	visibility: TaskVisibility | null;
	connectionSuccessDismissed: boolean | null;
	isLoading: boolean;
	error: ApiError | null;
} {
	return useSelect((select) => {
		const s = select(store);
		const options = s.getOverviewOptions();
		return {
			visibility: options?.visibility ?? null,
			connectionSuccessDismissed: options ? options.connectionSuccessDismissed : null,
			isLoading: !s.hasFinishedResolution('getOverviewOptions', []),
			error: s.getOverviewOptionsError(),
		};
	}, []);
}

/**
 * Dismiss, delete and snooze a task (each with an Undo snackbar); each resolves to whether it was saved.
 *
 * @example
 * const { dismissTask } = useTaskActions();
 * await dismissTask( 'dispute-resolution-task' );
 */
export function useTaskActions(): {
	dismissTask: (key: string) => Promise<boolean>;
	deleteTask: (key: string) => Promise<boolean>;
	snoozeTask: (key: string) => Promise<boolean>;
	undoTask: (change: TaskVisibilityChange, key: string) => Promise<boolean>;
} {
	const { changeTaskVisibility, undoTaskVisibility } = useDispatch(store);
	const dismissTask = useCallback(
		(key: string) => changeTaskVisibility('dismiss', key),
		[changeTaskVisibility]
	);
	const deleteTask = useCallback(
		(key: string) => changeTaskVisibility('delete', key),
		[changeTaskVisibility]
	);
	const snoozeTask = useCallback(
		(key: string) => changeTaskVisibility('snooze', key),
		[changeTaskVisibility]
	);
	return { dismissTask, deleteTask, snoozeTask, undoTask: undoTaskVisibility };
}

/**
 * Dismisses the connection-success modal for good.
 *
 * @example
 * const dismiss = useDismissConnectionSuccess();
 * await dismiss();
 */
export function useDismissConnectionSuccess(): () => Promise<boolean> {
	return useDispatch(store).dismissConnectionSuccess;
}

/**
 * The eligibility modal's dismissal: `{ isDismissedHere, dismiss }`.
 *
 * @example
 * const { isDismissedHere, dismiss } = useEligibilityModalDismissal();
 */
export function useEligibilityModalDismissal(): {
	isDismissedHere: boolean;
	dismiss: () => Promise<boolean>;
} {
	const isDismissedHere = useSelect((select) => select(store).isEligibilityModalDismissed(), []);
	const { dismissEligibilityModal } = useDispatch(store);
	return { isDismissedHere, dismiss: dismissEligibilityModal };
}

/**
 * The notifications banner's embedded-components session, as a promise (null when there is none). Read once
 * per page load; the route starts it early.
 *
 * @example
 * const session = embeddedSession(); // Promise< EmbeddedSession | null >
 */
export function embeddedSession(): Promise<EmbeddedSession | null> {
	return resolveRead(store)
		.getEmbeddedSession()
		.then((session) => session ?? null);
}

/**
 * Reads the overview options again (the Retry of a failed load).
 *
 * @example
 * const reload = useReloadOverviewOptions();
 * <Button onClick={ reload }>Retry</Button>
 */
export function useReloadOverviewOptions(): () => void {
	return useDispatch(store).reloadOverviewOptions;
}

/**
 * The notifications session's read error (null when it did not fail) and its Retry, which reads it again;
 * `embeddedSession()` then answers the new read.
 *
 * @example
 * const { error, retry } = useEmbeddedSessionError();
 */
export function useEmbeddedSessionError(): { error: ApiError | null; retry: () => void } {
	const error = useSelect((select) => select(store).getEmbeddedSessionError(), []);
	const { reloadEmbeddedSession } = useDispatch(store);
	return { error, retry: reloadEmbeddedSession };
}
