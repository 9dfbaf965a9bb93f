/** Hooks of `wcpay/overview` (docs/OVERVIEW.md). */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { ApiError } from '../shared/api';
import type { ResolutionSelectors } from '../shared/resolution';
import { store, type OverviewOptions } from './store';
import type { ActiveLoanSummary, EmbeddedSession, TaskVisibility, TaskVisibilityChange } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

type Selectors = ResolutionSelectors & {
	getOverviewOptions: () => OverviewOptions | null;
	getOverviewOptionsError: () => ApiError | null;
	getActiveLoanSummary: () => ActiveLoanSummary | null;
	getActiveLoanSummaryError: () => ApiError | null;
	isEligibilityModalDismissed: () => boolean;
};

/**
 * The task-visibility lists and the connection-success dismissal (one options call):
 * `{ visibility, connectionSuccessDismissed, isLoading, error }`. `visibility` is null until loaded; after a
 * failed load every task counts as visible.
 */
export function useOverviewOptions(): {
	visibility: TaskVisibility | null;
	connectionSuccessDismissed: boolean | null;
	isLoading: boolean;
	error: ApiError | null;
} {
	return useSelect((select) => {
		const s = select(store) as unknown as Selectors;
		const options = s.getOverviewOptions();
		return {
			visibility: options?.visibility ?? null,
			connectionSuccessDismissed: options ? options.connectionSuccessDismissed : null,
			isLoading: !s.hasFinishedResolution('getOverviewOptions', []),
			error: s.getOverviewOptionsError(),
		};
	}, []);
}

/** Dismiss, delete and snooze a task (each with an Undo snackbar). */
export function useTaskActions(): {
	dismissTask: (key: string) => Promise<boolean>;
	deleteTask: (key: string) => Promise<boolean>;
	snoozeTask: (key: string) => Promise<boolean>;
	undoTask: (change: TaskVisibilityChange, key: string) => Promise<boolean>;
} {
	const { changeTaskVisibility, undoTaskVisibility } = useDispatch(store) as any;
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

/** Dismisses the connection-success card for good. */
export function useDismissConnectionSuccess(): () => Promise<boolean> {
	return (useDispatch(store) as any).dismissConnectionSuccess;
}

/**
 * The active loan summary; nothing is requested unless `enabled` (the account has an active loan).
 */
export function useActiveLoanSummary(enabled: boolean): {
	summary: ActiveLoanSummary | null;
	isLoading: boolean;
	error: ApiError | null;
} {
	return useSelect(
		(select) => {
			if (!enabled) {
				return { summary: null, isLoading: false, error: null };
			}
			const s = select(store) as unknown as Selectors;
			return {
				summary: s.getActiveLoanSummary(),
				isLoading: !s.hasFinishedResolution('getActiveLoanSummary', []),
				error: s.getActiveLoanSummaryError(),
			};
		},
		[enabled]
	);
}

/** The eligibility modal's dismissal: `{ isDismissedHere, dismiss }`. */
export function useEligibilityModalDismissal(): {
	isDismissedHere: boolean;
	dismiss: () => Promise<boolean>;
} {
	const isDismissedHere = useSelect(
		(select) => (select(store) as unknown as Selectors).isEligibilityModalDismissed(),
		[]
	);
	const { dismissEligibilityModal } = useDispatch(store) as any;
	return { isDismissedHere, dismiss: dismissEligibilityModal };
}

/** Starts an embedded-components session (notifications banner); resolves to null when there is none. */
export function useFetchEmbeddedSession(): () => Promise<EmbeddedSession | null> {
	return (useDispatch(store) as any).fetchEmbeddedSession;
}
