/**
 * `wcpay/fraud-outcomes`: payments held for review or blocked by the fraud rules (blocked tab). The
 * server answers a list without rows with `wcpay_fraud_outcome_not_found`, which is an empty list here
 * (spec 001 §7.3). Also the tab's search options and its CSV export, built on the client from every
 * matching row (spec 001 §4.5).
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiGet, toApiError, type ApiError, type Query } from '../shared/api';
import { composeListStore } from '../shared/list-extensions';
import { csvFileName, downloadCSV, toCSV } from '../../utils/csv';
import { formatDateTime } from '../../utils/dates';
import { getErrorCode, toUserMessage } from '../../utils/errors';
import { formatCurrency } from '../../utils/money';
import type { FraudOutcome, FraudOutcomesListResponse, FraudOutcomesSummary, SearchOption } from './types';

export const STORE_NAME = 'wcpay/fraud-outcomes';

const NOT_FOUND = 'wcpay_fraud_outcome_not_found';

export interface FraudOutcomesExtraState {
	searchOptions: Record<string, SearchOption[]>;
	isExporting: boolean;
}

type ExtraAction =
	| { type: 'RECEIVE_SEARCH_OPTIONS'; key: string; options: SearchOption[] }
	| { type: 'SET_EXPORTING'; exporting: boolean };

function reducer(state: FraudOutcomesExtraState, action: ExtraAction): FraudOutcomesExtraState {
	switch (action.type) {
		case 'RECEIVE_SEARCH_OPTIONS':
			return { ...state, searchOptions: { ...state.searchOptions, [action.key]: action.options } };
		case 'SET_EXPORTING':
			return { ...state, isExporting: action.exporting };
		default:
			return state;
	}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

const EMPTY: SearchOption[] = [];
const searchKey = (status: string, term: string) => `${status}:${term}`;

/** Status labels of spec 001 §3.5 (an unknown status shows as is). */
export function fraudOutcomeStatusLabel(status: string): string {
	switch (status) {
		case 'allow':
			return __('Succeeded', 'woocommerce-payments');
		case 'review':
			return __('Needs review', 'woocommerce-payments');
		case 'block':
			return __('Payment blocked', 'woocommerce-payments');
		default:
			return status;
	}
}

/** Every row matching `filters` (all pages of 100); an empty list for wcpay_fraud_outcome_not_found. */
async function fetchAll(filters: Query): Promise<FraudOutcome[]> {
	const rows: FraudOutcome[] = [];
	for (let page = 1; page <= 1000; page++) {
		let response: FraudOutcomesListResponse;
		try {
			response = await apiGet<FraudOutcomesListResponse>('/transactions/fraud-outcomes', {
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

const actions = {
	/**
	 * The blocked tab's export: fetches every row of `filters` (default: status block plus additional status
	 * review) and downloads them as CSV (Date/Time, Amount, Customer, Status). Resolves to the row count, or
	 * null after 'There was a problem generating your export.'.
	 */
	exportFraudOutcomes:
		(filters: Query = { status: 'block', additional_status: 'review' }, download = downloadCSV) =>
		async ({ dispatch, registry }: Thunk): Promise<number | null> => {
			dispatch({ type: 'SET_EXPORTING', exporting: true });
			try {
				const rows = await fetchAll(filters);
				const csv = toCSV(
					[
						__('Date / Time', 'woocommerce-payments'),
						__('Amount', 'woocommerce-payments'),
						__('Customer', 'woocommerce-payments'),
						__('Status', 'woocommerce-payments'),
					],
					rows.map((o) => [
						formatDateTime(o.created),
						formatCurrency(o.amount, o.currency, { withCode: true }),
						o.customer_name ?? '',
						fraudOutcomeStatusLabel(o.status),
					])
				);
				download(csvFileName('blocked-transactions'), csv);
				return rows.length;
			} catch (error) {
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'export'));
				return null;
			} finally {
				dispatch({ type: 'SET_EXPORTING', exporting: false });
			}
		},
};

const selectors = {
	/** Options for `term` among outcomes of `status`, filtered by label on the client (spec 001 §7.3). */
	getSearchOptions: (state: FraudOutcomesExtraState, status: string, term: string) =>
		state.searchOptions[searchKey(status, term)] ?? EMPTY,
	isExporting: (state: FraudOutcomesExtraState) => state.isExporting,
};

const resolvers = {
	// Replaces the factory's list resolver: "not found" is an empty list, not an error.
	getList:
		(params: Query) =>
		async ({ dispatch, registry }: Thunk) => {
			try {
				const response = await apiGet<FraudOutcomesListResponse>(
					'/transactions/fraud-outcomes',
					params
				);
				dispatch.receiveList(params, response?.data ?? [], response?.total_count ?? 0);
			} catch (error) {
				if (getErrorCode(error) === NOT_FOUND) {
					dispatch.receiveList(params, [], 0);
					return;
				}
				dispatch.receiveListError(params, toApiError(error) as ApiError);
				const message = toUserMessage(error, 'transactions.review');
				if (message) {
					registry.dispatch(noticesStore).createErrorNotice(message);
				}
			}
		},
	getSearchOptions:
		(status: string, term: string) =>
		async ({ dispatch }: Thunk) => {
			const key = searchKey(status, term);
			if (!term.trim()) {
				dispatch({ type: 'RECEIVE_SEARCH_OPTIONS', key, options: [] });
				return;
			}
			try {
				const options = await apiGet<SearchOption[]>('/transactions/fraud-outcomes/search', {
					status,
					search_term: term,
				});
				const needle = term.trim().toLowerCase().replace(/^#/, '');
				dispatch({
					type: 'RECEIVE_SEARCH_OPTIONS',
					key,
					options: (Array.isArray(options) ? options : []).filter((o) =>
						o.label.toLowerCase().includes(needle)
					),
				});
			} catch {
				dispatch({ type: 'RECEIVE_SEARCH_OPTIONS', key, options: [] });
			}
		},
};

export const { store, config: storeConfig } = composeListStore<
	FraudOutcome,
	FraudOutcomesSummary,
	FraudOutcomesExtraState
>(
	{
		name: STORE_NAME,
		path: '/transactions/fraud-outcomes',
		summaryPath: '/transactions/fraud-outcomes/summary',
		getId: (o) => o.payment_intent.id,
		messages: {
			list: __('Error retrieving on review transactions.', 'woocommerce-payments'),
			summary: null,
		},
	},
	{ initialState: { searchOptions: {}, isExporting: false }, reducer, actions, selectors, resolvers }
);
