/**
 * `wcpay/transactions`: transactions list, summary and single transaction (list-store factory), the search
 * box's autocomplete options (`getSearchOptions(term)`) and the transactions CSV export (downloaded and
 * e-mailed).
 */
import { __ } from '@wordpress/i18n';

import { apiGet, toApiError, type ApiError } from '../shared/api';
import { createExportThunk } from '../shared/export-thunk';
import { composeListStore } from '../shared/list-extensions';
import { toUserMessage } from '../../utils/errors';
import type { SearchOption, Transaction, TransactionsSummary } from './types';

export const STORE_NAME = 'wcpay/transactions';

export interface TransactionsExtraState {
	/** Autocomplete options per search term. */
	searchOptions: Record<string, SearchOption[]>;
	searchErrors: Record<string, ApiError>;
	isExporting: boolean;
}

const initialState: TransactionsExtraState = { searchOptions: {}, searchErrors: {}, isExporting: false };

type ExtraAction =
	| { type: 'RECEIVE_SEARCH_OPTIONS'; term: string; options: SearchOption[] }
	| { type: 'RECEIVE_SEARCH_ERROR'; term: string; error: ApiError }
	| { type: 'SET_EXPORTING'; exporting: boolean };

function reducer(state: TransactionsExtraState, action: ExtraAction): TransactionsExtraState {
	switch (action.type) {
		case 'RECEIVE_SEARCH_OPTIONS':
			return { ...state, searchOptions: { ...state.searchOptions, [action.term]: action.options } };
		case 'RECEIVE_SEARCH_ERROR':
			return { ...state, searchErrors: { ...state.searchErrors, [action.term]: action.error } };
		case 'SET_EXPORTING':
			return { ...state, isExporting: action.exporting };
		default:
			return state;
	}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

export type { ExportRunOptions } from '../shared/export-thunk';

const EMPTY: SearchOption[] = [];

const actions = {
	/**
	 * Exports the transactions matching `filters` (REST filters: `toTransactionsFilters(query)`), e-mailed to
	 * `userEmail` (default: the signed-in user) and downloaded. Raises "We're processing your export. The
	 * file will download automatically and be emailed to {email}." first, and 'There was a problem
	 * generating your export.' on failure.
	 */
	exportTransactions: createExportThunk({
		path: '/transactions/download',
		emailNoticeId: 'wcpay-transactions-export',
	}),
};

const selectors = {
	/** Options for a search term (resolved from GET /transactions/search); [] until loaded. */
	getSearchOptions: (state: TransactionsExtraState, term: string) => state.searchOptions[term] ?? EMPTY,
	getSearchError: (state: TransactionsExtraState, term: string) => state.searchErrors[term],
	isExporting: (state: TransactionsExtraState) => state.isExporting,
};

const resolvers = {
	getSearchOptions:
		(term: string) =>
		async ({ dispatch }: Thunk) => {
			if (!term || !term.trim()) {
				dispatch({ type: 'RECEIVE_SEARCH_OPTIONS', term, options: [] });
				return;
			}
			try {
				const options = await apiGet<SearchOption[]>('/transactions/search', { search_term: term });
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

export const { store, config: storeConfig } = composeListStore<
	Transaction,
	TransactionsSummary,
	TransactionsExtraState
>(
	{
		name: STORE_NAME,
		path: '/transactions',
		summaryPath: '/transactions/summary',
		itemPath: (id) => `/transactions/${encodeURIComponent(id)}`,
		getId: (t) => t.transaction_id,
		messages: {
			list: __('Error retrieving transactions.', 'woocommerce-payments'),
			summary: null,
			item: (error) => toUserMessage(error, 'transaction.load'),
		},
	},
	{ initialState, reducer, actions, selectors, resolvers }
);
