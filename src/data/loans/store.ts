/**
 * `wcpay/loans`: the capital loans (spec 001 §2.8, §3.7, §7.6) — the active loan summary
 * (`GET /capital/active_loan_summary`, read by the loans page and the overview's active-loan card) and the
 * loans list (`GET /capital/loans`, answer in `data`). Each is read once per page load; a failure of either
 * raises 'Error retrieving the active loan summary.' (spec 001 §8: the same text for the list), one notice
 * for both.
 */
import { store as noticesStore } from '@wordpress/notices';

import { toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs, type ThunkRegistry } from '../shared/store';
import type { ApiError } from '../shared/types';
import { toUserMessage } from '../../utils/errors';
import { STORE_NAME } from './name';
import { activeLoanRead, loansRead, storeRead } from './query';
import type { ActiveLoanSummary, CapitalLoan, CapitalLoansResponse } from './types';

/** The id of the loans' load-error notice (one notice for both reads). */
export const LOANS_ERROR_NOTICE_ID = 'wcpay-loans-load-error';

export interface LoansState {
	activeLoan: ActiveLoanSummary | null;
	activeLoanError: ApiError | null;
	/** The loans list; null until loaded. */
	loans: CapitalLoan[] | null;
	loansError: ApiError | null;
}

const initialState: LoansState = {
	activeLoan: null,
	activeLoanError: null,
	loans: null,
	loansError: null,
};

type Action =
	| { type: 'RECEIVE_ACTIVE_LOAN'; summary: ActiveLoanSummary }
	| { type: 'RECEIVE_ACTIVE_LOAN_ERROR'; error: ApiError }
	| { type: 'RECEIVE_LOANS'; loans: CapitalLoan[] }
	| { type: 'RECEIVE_LOANS_ERROR'; error: ApiError };

export function reducer(state: LoansState = initialState, action: Action): LoansState {
	switch (action.type) {
		case 'RECEIVE_ACTIVE_LOAN':
			return { ...state, activeLoan: action.summary, activeLoanError: null };
		case 'RECEIVE_ACTIVE_LOAN_ERROR':
			return { ...state, activeLoan: null, activeLoanError: action.error };
		case 'RECEIVE_LOANS':
			return { ...state, loans: action.loans, loansError: null };
		case 'RECEIVE_LOANS_ERROR':
			return { ...state, loans: null, loansError: action.error };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * The active loan summary; null until loaded (and after a failed load).
	 *
	 * @example
	 * const summary = select( loansStore ).getActiveLoanSummary(); // ActiveLoanSummary | null
	 */
	getActiveLoanSummary: (state: LoansState) => state.activeLoan,
	/**
	 * The error of the last active loan load; null after a success.
	 *
	 * @example
	 * select( loansStore ).getActiveLoanSummaryError(); // ApiError | null
	 */
	getActiveLoanSummaryError: (state: LoansState) => state.activeLoanError,
	/**
	 * Every loan of the account, as the API lists them; null until loaded (and after a failed load).
	 *
	 * @example
	 * const loans = select( loansStore ).getLoans(); // CapitalLoan[] | null
	 */
	getLoans: (state: LoansState) => state.loans,
	/**
	 * The error of the last loans list load; null after a success.
	 *
	 * @example
	 * select( loansStore ).getLoansError(); // ApiError | null
	 */
	getLoansError: (state: LoansState) => state.loansError,
};

type Args = ThunkArgs<Action, typeof selectors>;

function raiseLoadError(registry: ThunkRegistry, error: unknown): void {
	void registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'loans.load'), {
		id: LOANS_ERROR_NOTICE_ID,
	});
}

/** A list answer as the page uses it: entries without an id are left out. */
function toLoans(answer: CapitalLoansResponse | null | undefined): CapitalLoan[] {
	const data = Array.isArray(answer?.data) ? answer.data : [];
	return data.filter((loan) => typeof loan?.stripe_loan_id === 'string' && loan.stripe_loan_id !== '');
}

export const resolvers = {
	getActiveLoanSummary:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_ACTIVE_LOAN',
					summary: await fetchRead<ActiveLoanSummary>(activeLoanRead()),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_ACTIVE_LOAN_ERROR', error: toApiError(error) });
				raiseLoadError(registry, error);
			}
		},

	getLoans:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				const answer = await fetchRead<CapitalLoansResponse>(loansRead());
				dispatch({ type: 'RECEIVE_LOANS', loans: toLoans(answer) });
			} catch (error) {
				dispatch({ type: 'RECEIVE_LOANS_ERROR', error: toApiError(error) });
				raiseLoadError(registry, error);
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions: {}, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
