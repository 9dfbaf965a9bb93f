/**
 * `wcpay/transactions`: transactions list, summary, single transaction and export (the shared list store;
 * the export is also e-mailed), and the search box's autocomplete options (`getSearchOptions( term )`).
 */
import { __ } from '@wordpress/i18n';

import { toApiError } from '../shared/api';
import { createListStore, type ListThunkArgs } from '../shared/list-store';
import { fetchRead } from '../shared/reads';
import { resolveRead } from '../shared/store';
import type { ApiError } from '../shared/types';
import { toUserMessage } from '../../utils/errors';
import { searchOptionsRead, transactionsList, storeRead } from './query';
import type { SearchOption, Transaction, TransactionsSummary } from './types';

export interface TransactionsExtraState {
	/** Autocomplete options per search term. */
	searchOptions: Record<string, SearchOption[]>;
	searchErrors: Record<string, ApiError>;
}

type ExtraAction =
	| { type: 'RECEIVE_SEARCH_OPTIONS'; term: string; options: SearchOption[] }
	| { type: 'RECEIVE_SEARCH_ERROR'; term: string; error: ApiError };

function reducer(state: TransactionsExtraState, action: ExtraAction): TransactionsExtraState {
	switch (action.type) {
		case 'RECEIVE_SEARCH_OPTIONS': {
			const { [action.term]: _dropped, ...searchErrors } = state.searchErrors;
			return {
				...state,
				searchOptions: { ...state.searchOptions, [action.term]: action.options },
				searchErrors,
			};
		}
		case 'RECEIVE_SEARCH_ERROR':
			return { ...state, searchErrors: { ...state.searchErrors, [action.term]: action.error } };
		default:
			return state;
	}
}

const EMPTY: SearchOption[] = [];

const selectors = {
	/**
	 * Options for a search term (resolved from GET /transactions/search); [] until loaded.
	 *
	 * @example
	 * select( transactionsStore ).getSearchOptions( 'Ana' ); // [ { label: 'Ana Lee (ana@example.com)', value: … } ]
	 */
	getSearchOptions: (state: TransactionsExtraState, term: string) => state.searchOptions[term] ?? EMPTY,
	/**
	 * The error of a search term's options load.
	 *
	 * @example
	 * select( transactionsStore ).getSearchError( 'Ana' ); // ApiError | undefined
	 */
	getSearchError: (state: TransactionsExtraState, term: string): ApiError | undefined =>
		state.searchErrors[term],
};

type Args = ListThunkArgs<Transaction, TransactionsSummary, ExtraAction, typeof selectors>;

const resolvers = {
	getSearchOptions:
		(term: string) =>
		async ({ dispatch }: Args) => {
			if (!term || !term.trim()) {
				dispatch({ type: 'RECEIVE_SEARCH_OPTIONS', term, options: [] });
				return;
			}
			try {
				const options = await fetchRead<SearchOption[]>(searchOptionsRead(term));
				dispatch({
					type: 'RECEIVE_SEARCH_OPTIONS',
					term,
					options: Array.isArray(options) ? options : [],
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_SEARCH_ERROR', term, error: toApiError(error) });
			}
		},
};

const actions = {
	/** Forgets a failed term's options load, so that the next read of the term asks again. */
	forgetSearchOptions:
		(term: string) =>
		({ dispatch }: Args): void => {
			dispatch.invalidateResolution('getSearchOptions', [term]);
		},
};

export const store = createListStore(
	{
		list: transactionsList,
		messages: {
			list: __('Error retrieving transactions.', 'woocommerce-payments'),
			summary: null,
			item: (error) => toUserMessage(error, 'transaction.load'),
		},
		exportOptions: { emailNoticeId: 'wcpay-transactions-export' },
	},
	{ initialState: { searchOptions: {}, searchErrors: {} }, reducer, selectors, actions, resolvers }
);

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
