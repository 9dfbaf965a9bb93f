/**
 * `wcpay/transactions`: transactions list, summary and single transaction (list-store factory), the search
 * box's autocomplete options (`getSearchOptions(term)`) and the transactions CSV export (downloaded and
 * e-mailed).
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiGet, apiPost, toApiError, type ApiError, type Query } from '../shared/api';
import { composeListStore } from '../shared/list-extensions';
import { getPaymentsSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { runExportJob, type ExportJobOptions, type ExportOutcome } from '../../utils/export-job';
import type { ExportAvailability, ExportStarted } from '../deposits/types';
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

export type ExportRunOptions = { userEmail?: string; locale?: string } & Pick<
	ExportJobOptions,
	'download' | 'sleep' | 'attempts' | 'intervalMs'
>;

const EMPTY: SearchOption[] = [];

const actions = {
	/**
	 * Exports the transactions matching `filters` (REST filters: `toTransactionsFilters(query)`), e-mailed to
	 * `userEmail` (default: the signed-in user) and downloaded. Raises "We're processing your export. The
	 * file will download automatically and be emailed to {email}." first, and 'There was a problem
	 * generating your export.' on failure.
	 */
	exportTransactions:
		(filters: Query, options: ExportRunOptions = {}) =>
		async ({ dispatch, registry }: Thunk): Promise<ExportOutcome> => {
			const settings = getPaymentsSettings();
			const {
				userEmail = settings?.currentUserEmail ?? '',
				locale = settings?.userLocale?.code ?? '',
				...job
			} = options;
			dispatch({ type: 'SET_EXPORTING', exporting: true });
			registry.dispatch(noticesStore).createInfoNotice(
				sprintf(
					/* translators: %s: e-mail address of the current user */
					__(
						"We're processing your export. The file will download automatically and be emailed to %s.",
						'woocommerce-payments'
					),
					userEmail
				),
				{ type: 'snackbar', id: 'wcpay-transactions-export' }
			);
			try {
				const outcome = await runExportJob({
					...job,
					start: () =>
						apiPost<ExportStarted>('/transactions/download', {
							...filters,
							...(userEmail ? { user_email: userEmail } : {}),
							...(locale ? { locale } : {}),
						}),
					poll: (id) => apiGet<ExportAvailability>(`/exports/${encodeURIComponent(id)}`),
				});
				if (outcome.status === 'failed') {
					registry.dispatch(noticesStore).createErrorNotice(toUserMessage(outcome.error, 'export'));
				}
				return outcome;
			} finally {
				dispatch({ type: 'SET_EXPORTING', exporting: false });
			}
		},
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
