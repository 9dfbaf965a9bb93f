/**
 * `wcpay/overview`: what the overview page reads and writes besides the money stores (docs/OVERVIEW.md).
 *
 * - The task-visibility lists (spec 000 §4 Tasks) and the connection-success dismissal: WooCommerce admin
 *   options, read in one `GET /wc-admin/options?options=…` call and saved with `POST /wc-admin/options`.
 *   Changes show at once; a failed save rolls back with 'Error saving option'.
 * - The progressive-onboarding eligibility modal's dismissal (`POST /accounts/dismiss-eligibility-modal`).
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { DAY_IN_MS } from '../../utils/dates';
import { toUserMessage } from '../../utils/errors';
import { STORE_NAME } from './name';
import { embeddedSessionRead, OPTIONS_PATH, overviewOptionsRead, storeRead } from './query';
import {
	CONNECTION_SUCCESS_DISMISSED_OPTION,
	DELETED_TASKS_OPTION,
	DISMISSED_TASKS_OPTION,
	REMIND_ME_LATER_TASKS_OPTION,
	type EligibilityModalDismissed,
	type EmbeddedSession,
	type TaskVisibility,
	type TaskVisibilityChange,
} from './types';

/** Id of the notice of a failed eligibility-modal dismissal. */
const ELIGIBILITY_ERROR_NOTICE = 'wcpay-eligibility-dismiss-error';

/** How long "Remind me tomorrow" hides a task (spec 000 §9: snooze 1 day). */
export const SNOOZE_MS = DAY_IN_MS;

export interface OverviewOptions {
	visibility: TaskVisibility;
	connectionSuccessDismissed: boolean;
}

export interface OverviewState {
	options: OverviewOptions | null;
	optionsError: ApiError | null;
	/** Set once the modal was dismissed in this page (the page settings say it for later loads). */
	eligibilityModalDismissed: boolean;
	/** The notifications banner's session: undefined until read, null when there is none. */
	embeddedSession: EmbeddedSession | null | undefined;
	/** The error of the last session read (the page says the notifications could not be loaded). */
	embeddedSessionError: ApiError | null;
}

const initialState: OverviewState = {
	options: null,
	optionsError: null,
	eligibilityModalDismissed: false,
	embeddedSession: undefined,
	embeddedSessionError: null,
};

type Action =
	| { type: 'RECEIVE_OPTIONS'; options: OverviewOptions }
	| { type: 'RECEIVE_OPTIONS_ERROR'; error: ApiError }
	| { type: 'SET_VISIBILITY'; visibility: TaskVisibility }
	| { type: 'SET_CONNECTION_SUCCESS_DISMISSED'; value: boolean }
	| { type: 'SET_ELIGIBILITY_MODAL_DISMISSED'; value: boolean }
	| { type: 'RECEIVE_EMBEDDED_SESSION'; session: EmbeddedSession | null; error?: ApiError };

const EMPTY_VISIBILITY: TaskVisibility = { dismissed: [], deleted: [], remindMeLater: {} };

export function reducer(state: OverviewState = initialState, action: Action): OverviewState {
	switch (action.type) {
		case 'RECEIVE_OPTIONS':
			return { ...state, options: action.options, optionsError: null };
		case 'RECEIVE_OPTIONS_ERROR':
			return {
				...state,
				optionsError: action.error,
				// Without the lists every task counts as visible: the page still works.
				options: state.options ?? { visibility: EMPTY_VISIBILITY, connectionSuccessDismissed: false },
			};
		case 'SET_VISIBILITY':
			return state.options
				? { ...state, options: { ...state.options, visibility: action.visibility } }
				: state;
		case 'SET_CONNECTION_SUCCESS_DISMISSED':
			return state.options
				? { ...state, options: { ...state.options, connectionSuccessDismissed: action.value } }
				: {
						...state,
						options: { visibility: EMPTY_VISIBILITY, connectionSuccessDismissed: action.value },
					};
		case 'SET_ELIGIBILITY_MODAL_DISMISSED':
			return { ...state, eligibilityModalDismissed: action.value };
		case 'RECEIVE_EMBEDDED_SESSION':
			return { ...state, embeddedSession: action.session, embeddedSessionError: action.error ?? null };
		default:
			return state;
	}
}

/** A list option as stored (`false` when unset, a list, or an object of WordPress's serialiser). */
function toKeyList(value: unknown): string[] {
	if (Array.isArray(value)) {
		return value.filter((v): v is string => typeof v === 'string');
	}
	if (value && typeof value === 'object') {
		return Object.values(value).filter((v): v is string => typeof v === 'string');
	}
	return [];
}

/** The remind-me-later option: key → ms timestamp (seconds are read as such too). */
function toReminders(value: unknown): Record<string, number> {
	const out: Record<string, number> = {};
	if (!value || typeof value !== 'object' || Array.isArray(value)) {
		return out;
	}
	for (const [key, raw] of Object.entries(value)) {
		const n = typeof raw === 'string' ? Number(raw) : raw;
		if (typeof n === 'number' && Number.isFinite(n) && n > 0) {
			out[key] = n < 1e11 ? n * 1000 : n;
		}
	}
	return out;
}

/** The stored option values → what the page uses. */
export function parseOverviewOptions(values: Record<string, unknown>): OverviewOptions {
	const flag = values[CONNECTION_SUCCESS_DISMISSED_OPTION];
	return {
		visibility: {
			dismissed: toKeyList(values[DISMISSED_TASKS_OPTION]),
			deleted: toKeyList(values[DELETED_TASKS_OPTION]),
			remindMeLater: toReminders(values[REMIND_ME_LATER_TASKS_OPTION]),
		},
		connectionSuccessDismissed: flag === true || flag === 'yes' || flag === '1' || flag === 1,
	};
}

/** The visibility after a change (or its undo) of one task. */
export function applyVisibilityChange(
	visibility: TaskVisibility,
	change: TaskVisibilityChange,
	key: string,
	undo: boolean,
	now: number = Date.now()
): TaskVisibility {
	const without = (list: string[]) => list.filter((k) => k !== key);
	switch (change) {
		case 'dismiss':
			return {
				...visibility,
				dismissed: undo ? without(visibility.dismissed) : [...without(visibility.dismissed), key],
			};
		case 'delete':
			return {
				...visibility,
				deleted: undo ? without(visibility.deleted) : [...without(visibility.deleted), key],
			};
		case 'snooze': {
			const remindMeLater = { ...visibility.remindMeLater };
			if (undo) {
				delete remindMeLater[key];
			} else {
				remindMeLater[key] = now + SNOOZE_MS;
			}
			return { ...visibility, remindMeLater };
		}
	}
}

/** The option holding a change's list, with its new value. */
function optionOf(change: TaskVisibilityChange, visibility: TaskVisibility): Record<string, unknown> {
	switch (change) {
		case 'dismiss':
			return { [DISMISSED_TASKS_OPTION]: visibility.dismissed };
		case 'delete':
			return { [DELETED_TASKS_OPTION]: visibility.deleted };
		case 'snooze':
			return { [REMIND_ME_LATER_TASKS_OPTION]: visibility.remindMeLater };
	}
}

function saveOptions(values: Record<string, unknown>): Promise<unknown> {
	return apiPost(OPTIONS_PATH, values);
}

export const selectors = {
	/**
	 * The overview's options (task lists, connection-success dismissal); null until loaded.
	 *
	 * @example
	 * const options = select( overviewStore ).getOverviewOptions(); // { visibility, connectionSuccessDismissed } | null
	 */
	getOverviewOptions: (state: OverviewState) => state.options,
	/**
	 * The error of the last options load; null after a success.
	 *
	 * @example
	 * select( overviewStore ).getOverviewOptionsError(); // ApiError | null
	 */
	getOverviewOptionsError: (state: OverviewState) => state.optionsError,
	/**
	 * The error of the last notifications-session read; null after a success.
	 *
	 * @example
	 * select( overviewStore ).getEmbeddedSessionError(); // ApiError | null
	 */
	getEmbeddedSessionError: (state: OverviewState) => state.embeddedSessionError,
	/**
	 * The dismissed, deleted and snoozed tasks; null until loaded.
	 *
	 * @example
	 * select( overviewStore ).getTaskVisibility(); // { dismissed: [], deleted: [], remindMeLater: {} }
	 */
	getTaskVisibility: (state: OverviewState) => state.options?.visibility ?? null,
	/**
	 * Whether the eligibility modal was dismissed on this page.
	 *
	 * @example
	 * select( overviewStore ).isEligibilityModalDismissed(); // false
	 */
	isEligibilityModalDismissed: (state: OverviewState) => state.eligibilityModalDismissed,
	/**
	 * The notifications banner's session: undefined until read, null when there is none.
	 *
	 * @example
	 * const session = select( overviewStore ).getEmbeddedSession(); // EmbeddedSession | null | undefined
	 */
	getEmbeddedSession: (state: OverviewState) => state.embeddedSession,
};

type Args = ThunkArgs<Action, typeof selectors>;

function successText(change: TaskVisibilityChange): string {
	switch (change) {
		case 'dismiss':
			return __('Task dismissed', 'woocommerce-payments');
		case 'delete':
			return __('Task deleted', 'woocommerce-payments');
		case 'snooze':
			return __('Task postponed until tomorrow', 'woocommerce-payments');
	}
}

/** Puts a hidden task back (the Undo of the snackbar). */
const undoTaskVisibility =
	(change: TaskVisibilityChange, key: string) =>
	async ({ dispatch, select, registry }: Args): Promise<boolean> => {
		const before = select.getTaskVisibility() ?? EMPTY_VISIBILITY;
		const next = applyVisibilityChange(before, change, key, true);
		dispatch({ type: 'SET_VISIBILITY', visibility: next });
		try {
			await saveOptions(optionOf(change, next));
			writeSucceeded(registry, 'overview.tasks');
			return true;
		} catch (error) {
			dispatch({ type: 'SET_VISIBILITY', visibility: before });
			writeFailed(registry, 'overview.tasks', toUserMessage(error, 'settings.option'));
			return false;
		}
	};

export const actions = {
	undoTaskVisibility,
	/** Reads the options again (the Retry of a failed load). */
	reloadOverviewOptions:
		() =>
		({ dispatch }: Args): void =>
			dispatch.invalidateResolutionForStoreSelector('getOverviewOptions'),
	/** Reads the notifications session again (the Retry of a failed read). */
	reloadEmbeddedSession:
		() =>
		({ dispatch }: Args): void =>
			dispatch.invalidateResolutionForStoreSelector('getEmbeddedSession'),
	/**
	 * Hides a task: dismiss (dismissed list), delete (deleted list) or snooze for 24 h (remind-me-later),
	 * saved at once; the snackbar offers Undo. Resolves to true when saved.
	 */
	changeTaskVisibility:
		(change: TaskVisibilityChange, key: string, now: number = Date.now()) =>
		async ({ dispatch, select, registry }: Args): Promise<boolean> => {
			const before = select.getTaskVisibility() ?? EMPTY_VISIBILITY;
			const next = applyVisibilityChange(before, change, key, false, now);
			dispatch({ type: 'SET_VISIBILITY', visibility: next });
			try {
				await saveOptions(optionOf(change, next));
			} catch (error) {
				dispatch({ type: 'SET_VISIBILITY', visibility: before });
				writeFailed(registry, 'overview.tasks', toUserMessage(error, 'settings.option'));
				return false;
			}
			writeSucceeded(registry, 'overview.tasks');
			void registry.dispatch(noticesStore).createSuccessNotice(successText(change), {
				type: 'snackbar',
				id: `wcpay-task-${change}`,
				actions: [
					{
						label: __('Undo', 'woocommerce-payments'),
						onClick: () => void dispatch(undoTaskVisibility(change, key)),
					},
				],
			});
			return true;
		},

	/** Hides the connection-success modal for good (the option is saved). */
	dismissConnectionSuccess:
		() =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'SET_CONNECTION_SUCCESS_DISMISSED', value: true });
			try {
				await saveOptions({ [CONNECTION_SUCCESS_DISMISSED_OPTION]: true });
				return true;
			} catch (error) {
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'settings.option'));
				return false;
			}
		},

	/**
	 * Marks the eligibility modal dismissed on the account (closes it at once). A failure keeps it closed
	 * for this page but says it may show again, with a Retry.
	 */
	dismissEligibilityModal:
		() =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'SET_ELIGIBILITY_MODAL_DISMISSED', value: true });
			const notices = registry.dispatch(noticesStore);
			try {
				await apiPost<EligibilityModalDismissed>('/accounts/dismiss-eligibility-modal', {});
				void notices.removeNotice(ELIGIBILITY_ERROR_NOTICE);
				return true;
			} catch {
				void notices.createErrorNotice(
					__(
						'Your choice could not be saved: the setup message may show again.',
						'woocommerce-payments'
					),
					{
						id: ELIGIBILITY_ERROR_NOTICE,
						actions: [
							{
								label: __('Retry', 'woocommerce-payments'),
								onClick: () => void dispatch(actions.dismissEligibilityModal()),
							},
						],
					}
				);
				return false;
			}
		},
};

export const resolvers = {
	/**
	 * An embedded-components session for the notifications banner (GET /accounts/session); null when there
	 * is none (no account, a failed call, an answer without a publishable key).
	 */
	getEmbeddedSession:
		() =>
		async ({ dispatch }: Args) => {
			let session: EmbeddedSession | null = null;
			let failure: ApiError | undefined;
			try {
				const answer = await fetchRead<Partial<EmbeddedSession>>(embeddedSessionRead());
				if (answer && typeof answer.publishableKey === 'string' && answer.publishableKey !== '') {
					session = {
						clientSecret: String(answer.clientSecret ?? ''),
						publishableKey: answer.publishableKey,
						locale: typeof answer.locale === 'string' ? answer.locale : '',
					};
				}
			} catch (error) {
				// No session: no banner; the page says so, with a Retry.
				failure = toApiError(error);
			}
			dispatch({ type: 'RECEIVE_EMBEDDED_SESSION', session, error: failure });
		},

	getOverviewOptions:
		() =>
		async ({ dispatch }: Args) => {
			try {
				const values = await fetchRead<Record<string, unknown>>(overviewOptionsRead());
				dispatch({ type: 'RECEIVE_OPTIONS', options: parseOverviewOptions(values ?? {}) });
			} catch (error) {
				dispatch({ type: 'RECEIVE_OPTIONS_ERROR', error: toApiError(error) });
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
