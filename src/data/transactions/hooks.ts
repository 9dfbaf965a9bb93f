/**
 * Hooks of `wcpay/transactions` for the transactions page (and the transactions of a payout). Each takes
 * the page query as it is in the URL (`getQuery()`), maps it to REST params once (query.ts) and reads
 * the store.
 */
import { resolveSelect, useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import type { ApiError } from '../shared/api';
import { summaryParamsOf, useListView, type ListView } from '../shared/list-extensions';
import type { ExportOutcome } from '../../utils/export-job';
import type { PageQuery, RestParams } from '../../utils/list-query';
import { toTransactionsFilters, toTransactionsParams } from './query';
import { store, type ExportRunOptions } from './store';
import type { SearchOption, Transaction, TransactionsSummary } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One page of transactions and the summary of its filters: `{ data, total, summary, isLoading,
 * isSummaryLoading, error, summaryError, params }`. A payout's page passes `{ ...query, deposit_id }`.
 */
export function useTransactions(
	query: PageQuery,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<Transaction, TransactionsSummary> & { params: RestParams } {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => toTransactionsParams(query), [key]);
	return { ...useListView<Transaction, TransactionsSummary>(store, params, { withSummary }), params };
}

/** Only the summary of the transactions matching the page query's filters. */
export function useTransactionsSummary(query: PageQuery): {
	summary?: TransactionsSummary;
	isLoading: boolean;
	error?: ApiError;
} {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => summaryParamsOf(toTransactionsFilters(query)), [key]);
	return useSelect(
		(select) => {
			const s = select(store) as any;
			return {
				summary: s.getSummary(params) as TransactionsSummary | undefined,
				isLoading: !s.hasFinishedResolution('getSummary', [params]),
				error: s.getSummaryError(params) as ApiError | undefined,
			};
		},
		[params]
	);
}

/** One transaction by transaction id (GET /transactions/{id}). */
export function useTransaction(id: string | null | undefined): {
	transaction?: Transaction;
	isLoading: boolean;
	error?: ApiError;
} {
	return useSelect(
		(select) => {
			if (!id) {
				return { transaction: undefined, isLoading: false, error: undefined };
			}
			const s = select(store) as any;
			const transaction = s.getItem(id) as Transaction | undefined;
			return {
				transaction,
				isLoading: !transaction && !s.hasFinishedResolution('getItem', [id]),
				error: s.getItemError(id) as ApiError | undefined,
			};
		},
		[id]
	);
}

/** Autocomplete options of a search term (≤ 10: orders, customers, e-mails), cached per term. */
export function useTransactionsSearch(term: string): { options: SearchOption[]; isLoading: boolean } {
	return useSelect(
		(select) => {
			const s = select(store) as any;
			return {
				options: s.getSearchOptions(term) as SearchOption[],
				isLoading: Boolean(term) && !s.hasFinishedResolution('getSearchOptions', [term]),
			};
		},
		[term]
	);
}

/** The same options as a promise, for an autocompleter's `options( term )` callback. */
export function searchTransactionOptions(term: string): Promise<SearchOption[]> {
	return (resolveSelect(store) as any).getSearchOptions(term);
}

/**
 * The transactions export: `exportTransactions(query, options)` exports every transaction matching the
 * page query's filters. Ask first with `needsExportConfirmation('transactions', total, hasActiveFilters(…))`.
 */
export function useTransactionsExport(): {
	exportTransactions: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportTransactions } = useDispatch(store) as any;
	const isExporting = useSelect((select) => (select(store) as any).isExporting() as boolean, []);
	const run = useCallback(
		(query: PageQuery, options?: ExportRunOptions) =>
			exportTransactions(toTransactionsFilters(query), options),
		[exportTransactions]
	);
	return { exportTransactions: run, isExporting };
}
