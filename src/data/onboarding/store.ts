/**
 * `wcpay/onboarding`: the calls of the connect page and the onboarding wizard (spec 000 §7): the test-drive
 * request to the connect URL, the account-status polls, the promotion activation, and the embedded
 * verification session with its finalize call. Only the session is kept in state (pages render from it); the
 * other actions are one-shot calls that resolve to their answer.
 */
import apiFetch from '@wordpress/api-fetch';

import { apiGet, apiPost, toApiError } from '../shared/api';
import { defineStore, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import type {
	KycFinalizeRequest,
	KycFinalizeResponse,
	KycSession,
	KycSessionRequest,
	SessionStatus,
	TestDriveResponse,
} from './types';

export interface OnboardingState {
	session: {
		status: SessionStatus;
		data: KycSession | null;
		error: ApiError | null;
	};
	isFinalizing: boolean;
}

const initialState: OnboardingState = {
	session: { status: 'idle', data: null, error: null },
	isFinalizing: false,
};

type Action =
	| { type: 'SESSION_START' }
	| { type: 'SESSION_RECEIVE'; data: KycSession }
	| { type: 'SESSION_ERROR'; error: ApiError }
	| { type: 'SESSION_RESET' }
	| { type: 'FINALIZING'; value: boolean };

export function reducer(state: OnboardingState = initialState, action: Action): OnboardingState {
	switch (action.type) {
		case 'SESSION_START':
			return { ...state, session: { status: 'loading', data: null, error: null } };
		case 'SESSION_RECEIVE':
			return { ...state, session: { status: 'ready', data: action.data, error: null } };
		case 'SESSION_ERROR':
			return { ...state, session: { status: 'error', data: null, error: action.error } };
		case 'SESSION_RESET':
			return { ...state, session: initialState.session };
		case 'FINALIZING':
			return { ...state, isFinalizing: action.value };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * The embedded verification session: `{ status, data, error }`.
	 *
	 * @example
	 * const { status, data } = select( onboardingStore ).getKycSession(); // status: 'idle' | 'loading' | 'ready' | 'error'
	 */
	getKycSession: (state: OnboardingState) => state.session,
	/**
	 * Whether the verification is being finalized.
	 *
	 * @example
	 * select( onboardingStore ).isFinalizing(); // false
	 */
	isFinalizing: (state: OnboardingState) => state.isFinalizing,
};

type Args = ThunkArgs<Action, typeof selectors>;

/** The error of an answer without a publishable key (spec 000 §8: "Unable to start onboarding"). */
const MISSING_KEY: ApiError = {
	code: 'wcpay_missing_publishable_key',
	message: 'The session has no publishable key.',
};

function isSession(value: unknown): value is KycSession {
	const v = value as Partial<KycSession> | null;
	return Boolean(v && typeof v.clientSecret === 'string' && v.clientSecret !== '');
}

/** Runs a session request and stores its outcome; resolves to the session or null. */
async function loadSession(dispatch: Args['dispatch'], request: () => Promise<unknown>) {
	dispatch({ type: 'SESSION_START' });
	try {
		const answer = await request();
		if (!isSession(answer) || typeof answer.publishableKey !== 'string' || answer.publishableKey === '') {
			dispatch({ type: 'SESSION_ERROR', error: MISSING_KEY });
			return null;
		}
		const data: KycSession = {
			clientSecret: answer.clientSecret,
			publishableKey: answer.publishableKey,
			locale: typeof answer.locale === 'string' ? answer.locale : '',
		};
		dispatch({ type: 'SESSION_RECEIVE', data });
		return data;
	} catch (error) {
		dispatch({ type: 'SESSION_ERROR', error: toApiError(error) });
		return null;
	}
}

export const actions = {
	/** POST /onboarding/kyc/session with the wizard's answers. */
	createKycSession:
		(request: KycSessionRequest) =>
		({ dispatch }: Args): Promise<KycSession | null> =>
			loadSession(dispatch, () => apiPost<unknown>('/onboarding/kyc/session', request)),
	/** GET /accounts/session: continue verification of an existing account (payout requirements). */
	createAccountSession:
		() =>
		({ dispatch }: Args): Promise<KycSession | null> =>
			loadSession(dispatch, () => apiGet<unknown>('/accounts/session')),
	resetSession: (): Action => ({ type: 'SESSION_RESET' }),
	/** POST /onboarding/kyc/finalize. Resolves to the answer; a failed call resolves to `success: false`. */
	finalizeKyc:
		(request: KycFinalizeRequest) =>
		async ({ dispatch }: Args): Promise<KycFinalizeResponse> => {
			dispatch({ type: 'FINALIZING', value: true });
			try {
				const answer = await apiPost<KycFinalizeResponse>('/onboarding/kyc/finalize', request);
				return {
					success: Boolean(answer?.success),
					params: answer && typeof answer.params === 'object' && answer.params ? answer.params : {},
				};
			} catch {
				return { success: false, params: {} };
			} finally {
				dispatch({ type: 'FINALIZING', value: false });
			}
		},
	/** POST /wc-analytics/admin/notes/experimental-activate-promo/{id}. Resolves to whether it succeeded. */
	activatePromo: (id: string) => async (): Promise<boolean> => {
		try {
			const answer = await apiPost<{ success?: boolean }>(
				`/wc-analytics/admin/notes/experimental-activate-promo/${encodeURIComponent(id)}`,
				{}
			);
			return Boolean(answer?.success);
		} catch {
			return false;
		}
	},
	/** GET the connect URL with test_drive=true, asking for JSON. Rejects when the call fails. */
	requestTestDrive: (url: string) => async (): Promise<TestDriveResponse> =>
		apiFetch<TestDriveResponse>({
			url,
			method: 'GET',
			headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
		}),
	/** GET /accounts (not cached: the test drive polls it). Resolves to the status, or '' on failure. */
	fetchAccountStatus: () => async (): Promise<string> => {
		try {
			const account = await apiGet<{ status?: unknown }>('/accounts');
			return typeof account?.status === 'string' ? account.status : '';
		} catch {
			return '';
		}
	},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors });
