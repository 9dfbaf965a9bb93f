/**
 * `wcpay/user`: the signed-in admin (`/wp/v2/users/me`) and their wc-admin preferences, which WordPress keeps
 * in `woocommerce_meta` as strings (structured values as JSON strings). Used for the greeting, hidden table
 * columns (`wc_payments_*_hidden_columns`), dismissed notices and prompts, and the inbox's last-read time.
 *
 * Failures never blank a page (defaults are used), but they are said, in this one place, through core/notices:
 * a failed load shows 'Your preferences could not be loaded.' and a failed save 'Your change could not be
 * saved.' (the change is rolled back, so the UI shows what is really stored), each with a Retry.
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { CURRENT_USER_PATH, currentUserRead, storeRead } from './query';

export interface CurrentUser {
	id: number;
	username: string;
	name: string;
	first_name: string;
	last_name: string;
	email: string;
	capabilities: Record<string, boolean>;
	woocommerce_meta: Record<string, string>;
}

export interface UserState {
	user: CurrentUser | null;
	error: ApiError | null;
	/** Preference values saved optimistically, by key, until the server confirms. */
	pending: Record<string, unknown>;
}

type Action =
	| { type: 'RECEIVE_USER'; user: CurrentUser }
	| { type: 'RECEIVE_ERROR'; error: ApiError }
	| { type: 'SET_PENDING'; values: Record<string, unknown> }
	| { type: 'CLEAR_PENDING'; keys: string[] };

const initial: UserState = { user: null, error: null, pending: {} };

export function reducer(state: UserState = initial, action: Action): UserState {
	switch (action.type) {
		case 'RECEIVE_USER':
			return { ...state, user: action.user, error: null };
		case 'RECEIVE_ERROR':
			return { ...state, error: action.error };
		case 'SET_PENDING':
			return { ...state, pending: { ...state.pending, ...action.values } };
		case 'CLEAR_PENDING': {
			const pending = { ...state.pending };
			action.keys.forEach((k) => delete pending[k]);
			return { ...state, pending };
		}
		default:
			return state;
	}
}

/** A preference as stored: JSON when it parses, else the raw string; undefined when unset. */
export function parsePreference(raw: string | undefined): unknown {
	if (raw === undefined || raw === '') {
		return undefined;
	}
	try {
		return JSON.parse(raw);
	} catch {
		return raw;
	}
}

export const selectors = {
	/**
	 * The signed-in admin; null until loaded.
	 *
	 * @example
	 * const user = select( userStore ).getCurrentUser(); // CurrentUser | null
	 */
	getCurrentUser: (state: UserState) => state.user,
	/**
	 * The error of the last user load or preference save; null after a success.
	 *
	 * @example
	 * select( userStore ).getUserError(); // ApiError | null
	 */
	getUserError: (state: UserState) => state.error,
	/**
	 * A wc-admin preference (a pending save shows at once); undefined when unset.
	 *
	 * @example
	 * select( userStore ).getUserPreference( 'wc_payments_payouts_hidden_columns' ); // [ 'bankAccount' ]
	 */
	getUserPreference: (state: UserState, key: string): unknown =>
		key in state.pending ? state.pending[key] : parsePreference(state.user?.woocommerce_meta?.[key]),
};

type Args = ThunkArgs<Action, typeof selectors>;

/** Notice ids of the failures (one of each at a time). */
export const USER_LOAD_ERROR_NOTICE = 'wcpay-user-load-error';
export const USER_SAVE_ERROR_NOTICE = 'wcpay-user-save-error';

/** Loads the user again (the Retry of a failed load). */
const reloadCurrentUser =
	() =>
	({ dispatch }: Args): void => {
		dispatch.invalidateResolutionForStoreSelector('getCurrentUser');
	};

/**
 * Saves preferences (any JSON value; `null` deletes). The new values show at once; on failure they are
 * rolled back, 'Your change could not be saved.' shows with a Retry (which sends them again) and the
 * promise resolves to false.
 */
function updateUserPreferences(values: Record<string, unknown>) {
	return async ({ dispatch, registry }: Args): Promise<boolean> => {
		dispatch({ type: 'SET_PENDING', values });
		const meta: Record<string, string | null> = {};
		for (const [key, value] of Object.entries(values)) {
			meta[key] = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
		}
		const notices = registry.dispatch(noticesStore);
		try {
			const user = await apiPost<CurrentUser>(CURRENT_USER_PATH, { woocommerce_meta: meta });
			dispatch({ type: 'RECEIVE_USER', user });
			void notices.removeNotice(USER_SAVE_ERROR_NOTICE);
			return true;
		} catch (error) {
			dispatch({ type: 'RECEIVE_ERROR', error: toApiError(error) });
			void notices.createErrorNotice(__('Your change could not be saved.', 'woocommerce-payments'), {
				id: USER_SAVE_ERROR_NOTICE,
				actions: [
					{
						label: __('Retry', 'woocommerce-payments'),
						onClick: () => void dispatch(updateUserPreferences(values)),
					},
				],
			});
			return false;
		} finally {
			dispatch({ type: 'CLEAR_PENDING', keys: Object.keys(values) });
		}
	};
}

export const actions = { reloadCurrentUser, updateUserPreferences };

export const resolvers = {
	getCurrentUser:
		() =>
		async ({ dispatch, registry }: Args) => {
			const notices = registry.dispatch(noticesStore);
			try {
				dispatch({ type: 'RECEIVE_USER', user: await fetchRead<CurrentUser>(currentUserRead()) });
				void notices.removeNotice(USER_LOAD_ERROR_NOTICE);
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', error: toApiError(error) });
				// The page goes on with the defaults; the merchant is told, once, and can retry.
				void notices.createWarningNotice(
					__('Your preferences could not be loaded.', 'woocommerce-payments'),
					{
						id: USER_LOAD_ERROR_NOTICE,
						actions: [
							{
								label: __('Retry', 'woocommerce-payments'),
								onClick: () => void dispatch(reloadCurrentUser()),
							},
						],
					}
				);
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
