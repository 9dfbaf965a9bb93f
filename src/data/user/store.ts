/**
 * `wcpay/user`: the signed-in admin (`/wp/v2/users/me`) and their wc-admin preferences, which WordPress keeps
 * in `woocommerce_meta` as strings (structured values as JSON strings). Used for the greeting, hidden table
 * columns (`wc_payments_*_hidden_columns`), dismissed notices and prompts, and the inbox's last-read time.
 */
import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { CURRENT_USER_PATH, currentUserRead } from './query';

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

export const actions = {
	/**
	 * Saves preferences (any JSON value; `null` deletes). The new values show at once; on failure they are
	 * rolled back and the promise resolves to false.
	 */
	updateUserPreferences:
		(values: Record<string, unknown>) =>
		async ({ dispatch }: Args): Promise<boolean> => {
			dispatch({ type: 'SET_PENDING', values });
			const meta: Record<string, string | null> = {};
			for (const [key, value] of Object.entries(values)) {
				meta[key] = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
			}
			try {
				const user = await apiPost<CurrentUser>(CURRENT_USER_PATH, { woocommerce_meta: meta });
				dispatch({ type: 'RECEIVE_USER', user });
				return true;
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', error: toApiError(error) });
				return false;
			} finally {
				dispatch({ type: 'CLEAR_PENDING', keys: Object.keys(values) });
			}
		},
};

export const resolvers = {
	getCurrentUser:
		() =>
		async ({ dispatch }: Args) => {
			try {
				dispatch({ type: 'RECEIVE_USER', user: await fetchRead<CurrentUser>(currentUserRead()) });
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', error: toApiError(error) });
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });
