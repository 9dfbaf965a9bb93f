/**
 * `wcpay/fraud-outcomes`: payments held for review or blocked by the fraud rules (blocked tab). The
 * server answers a list without rows with `wcpay_fraud_outcome_not_found`, which is an empty list here
 * (spec 001 §7.3). Also the tab's search options, and every row of a filter for the export the page builds
 * on the client (spec 001 §4.5).
 */

import { apiGet, toApiError } from '../shared/api';
import { createListStore, type ListThunkArgs } from '../shared/list-store';
import { fetchRead } from '../shared/reads';
import { resolveRead } from '../shared/store';
import { SET_EXPORTING } from '../shared/list-state';
import type { ApiError, Query } from '../shared/types';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { getErrorCode, toUserMessage } from '../../utils/errors';
import { fraudOutcomesList, searchOptionsRead, storeRead } from './query';
import type {
	FraudOutcome,
	FraudOutcomesListResponse,
	FraudOutcomesListStatus,
	FraudOutcomesSummary,
	SearchOption,
} from './types';

const NOT_FOUND = 'wcpay_fraud_outcome_not_found';

export interface FraudOutcomesExtraState {
	searchOptions: Record<string, SearchOption[]>;
	/** The error of a status and term's options load (its options are [] meanwhile). */
	searchErrors: Record<string, ApiError>;
}

type ExtraAction =
	| { type: 'RECEIVE_SEARCH_OPTIONS'; key: string; options: SearchOption[] }
	| { type: 'RECEIVE_SEARCH_ERROR'; key: string; error: ApiError };

function reducer(state: FraudOutcomesExtraState, action: ExtraAction): FraudOutcomesExtraState {
	switch (action.type) {
		case 'RECEIVE_SEARCH_OPTIONS': {
			const { [action.key]: _dropped, ...searchErrors } = state.searchErrors;
			return {
				...state,
				searchOptions: { ...state.searchOptions, [action.key]: action.options },
				searchErrors,
			};
		}
		case 'RECEIVE_SEARCH_ERROR':
			return { ...state, searchErrors: { ...state.searchErrors, [action.key]: action.error } };
		default:
			return state;
	}
}

const EMPTY: SearchOption[] = [];
const searchKey = (status: string, term: string) => `${status}:${term}`;

const selectors = {
	/**
	 * Options for `term` among outcomes of `status`, filtered by label on the client (spec 001 §7.3); [] until loaded.
	 *
	 * @example
	 * select( fraudOutcomesStore ).getSearchOptions( 'block', 'Ana' ); // [ { label, value } ]
	 */
	getSearchOptions: (state: FraudOutcomesExtraState, status: FraudOutcomesListStatus, term: string) =>
		state.searchOptions[searchKey(status, term)] ?? EMPTY,
	/**
	 * The error of the options load of `status` and `term`, if it failed.
	 *
	 * @example
	 * select( fraudOutcomesStore ).getSearchError( 'block', 'Ana' ); // ApiError | undefined
	 */
	getSearchError: (
		state: FraudOutcomesExtraState,
		status: FraudOutcomesListStatus,
		term: string
	): ApiError | undefined => state.searchErrors[searchKey(status, term)],
};

type Args = ListThunkArgs<FraudOutcome, FraudOutcomesSummary, ExtraAction, typeof selectors>;

/** Every row matching `filters` (all pages of 100); an empty list for wcpay_fraud_outcome_not_found. */
async function fetchAll(filters: Query): Promise<FraudOutcome[]> {
	const rows: FraudOutcome[] = [];
	for (let page = 1; page <= 1000; page++) {
		let response: FraudOutcomesListResponse;
		try {
			response = await apiGet<FraudOutcomesListResponse>(fraudOutcomesList.paths.list, {
				...filters,
				page,
				pagesize: 100,
			});
		} catch (error) {
			if (getErrorCode(error) === NOT_FOUND) {
				return rows;
			}
			throw error;
		}
		rows.push(...response.data);
		if (rows.length >= response.total_count || response.data.length === 0) {
			return rows;
		}
	}
	return rows;
}

/**
 * Every row matching `filters` (default: status block plus additional status review), for an export built
 * on the client; the store is flagged as exporting meanwhile. Resolves to the rows, or null after 'There
 * was a problem generating your export.'.
 */
const fetchExportRows =
	(filters: Query = { status: 'block', additional_status: 'review' }) =>
	async ({ dispatch, registry }: Args): Promise<FraudOutcome[] | null> => {
		dispatch({ type: SET_EXPORTING, exporting: true });
		try {
			const rows = await fetchAll(filters);
			writeSucceeded(registry, 'export.fraud-outcomes');
			return rows;
		} catch (error) {
			writeFailed(registry, 'export.fraud-outcomes', toUserMessage(error, 'export'));
			return null;
		} finally {
			dispatch({ type: SET_EXPORTING, exporting: false });
		}
	};

const resolvers = {
	getSearchOptions:
		(status: FraudOutcomesListStatus, term: string) =>
		async ({ dispatch }: Args) => {
			const key = searchKey(status, term);
			if (!term.trim()) {
				dispatch({ type: 'RECEIVE_SEARCH_OPTIONS', key, options: [] });
				return;
			}
			try {
				const options = await fetchRead<SearchOption[]>(searchOptionsRead(status, term));
				const needle = term.trim().toLowerCase().replace(/^#/, '');
				dispatch({
					type: 'RECEIVE_SEARCH_OPTIONS',
					key,
					options: (Array.isArray(options) ? options : []).filter((o) =>
						o.label.toLowerCase().includes(needle)
					),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_SEARCH_ERROR', key, error: toApiError(error) });
			}
		},
};

/** Forgets a failed options load of `status` and `term`, so that the next read asks again. */
const forgetSearchOptions =
	(status: FraudOutcomesListStatus, term: string) =>
	({ dispatch }: Args): void => {
		dispatch.invalidateResolution('getSearchOptions', [status, term]);
	};

export const store = createListStore(
	{
		list: fraudOutcomesList,
		emptyListCode: NOT_FOUND,
		messages: { list: (error) => toUserMessage(error, 'transactions.review') || null, summary: null },
	},
	{
		initialState: { searchOptions: {}, searchErrors: {} },
		reducer,
		selectors,
		actions: { fetchExportRows, forgetSearchOptions },
		resolvers,
	}
);

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
