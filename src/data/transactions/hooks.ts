/**
 * Hooks of `wcpay/transactions` for the transactions page, the transactions of a payout and the payment
 * details. List hooks take the page query as it is in the URL and map it with the transactions list
 * definition (query.ts).
 */
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { ExportRunOptions } from '../shared/export-thunk';
import { createListHooks } from '../shared/list-hooks';
import type { PageQuery } from '../shared/list-query';
import { resolveRead } from '../shared/store';
import type { ExportOutcome } from '../../utils/export-job';
import { transactionsList } from './query';
import { store } from './store';
import type { SearchOption } from './types';

export const {
	/**
	 * One page of transactions and the summary of its filters. A payout's page passes
	 * `{ ...query, deposit_id }`.
	 *
	 * @example
	 * const { data, total, summary, isLoading, isSummaryLoading, error } = useTransactions( getQuery() );
	 */
	useList: useTransactions,
	/**
	 * The summary (count, totals, store and customer currencies, payment methods) of the matching rows.
	 *
	 * @example
	 * const { data: summary, isLoading } = useTransactionsSummary( getQuery() );
	 */
	useSummary: useTransactionsSummary,
	/**
	 * One transaction by transaction id (GET /transactions/{id}).
	 *
	 * @example
	 * const { data: transaction, error } = useTransaction( query.transaction_id );
	 */
	useItem: useTransaction,
} = createListHooks(store, transactionsList);

/**
 * Autocomplete options of a search term (≤ 10: orders, customers, e-mails), cached per term.
 *
 * @example
 * const { options, isLoading } = useTransactionsSearch( 'Ana' );
 */
export function useTransactionsSearch(term: string): { options: SearchOption[]; isLoading: boolean } {
	return useSelect(
		(select) => {
			const s = select(store);
			return {
				options: s.getSearchOptions(term),
				isLoading: Boolean(term) && !s.hasFinishedResolution('getSearchOptions', [term]),
			};
		},
		[term]
	);
}

/**
 * The same options as a promise, for an autocompleter's `options( term )` callback; rejects with the
 * error when the load failed (the next call for the term asks again).
 *
 * @example
 * const options = await searchTransactionOptions( 'Ana' );
 */
export async function searchTransactionOptions(term: string): Promise<SearchOption[]> {
	const options = await resolveRead(store).getSearchOptions(term);
	const error = select(store).getSearchError(term);
	if (error) {
		// A failure is not cached: the next call for the term asks again.
		dispatch(store).forgetSearchOptions(term);
		throw error;
	}
	return options;
}

/**
 * The transactions export: `exportTransactions( query, options )` exports every transaction matching the
 * page query's filters (downloaded and e-mailed). Ask first with
 * `needsExportConfirmation( 'transactions', total, hasFilters )`.
 *
 * @example
 * const { exportTransactions, isExporting } = useTransactionsExport();
 * await exportTransactions( getQuery() );
 */
export function useTransactionsExport(): {
	exportTransactions: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportList } = useDispatch(store);
	const isExporting = useSelect((select) => select(store).isExporting(), []);
	const exportTransactions = useCallback(
		(query: PageQuery, options?: ExportRunOptions) =>
			exportList(transactionsList.filters(query), options),
		[exportList]
	);
	return { exportTransactions, isExporting };
}
