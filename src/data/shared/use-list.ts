import { useSelect } from '@wordpress/data';
import type { StoreDescriptor } from '@wordpress/data';

import type { ApiError, Query } from './api';

export interface ListResult<Item, Summary> {
	data: Item[];
	total?: number;
	summary?: Summary;
	isLoading: boolean;
	isSummaryLoading: boolean;
	error?: ApiError;
	summaryError?: ApiError;
}

/**
 * Reads one view of a list store: the page's rows, its summary and their loading state, from the
 * resolution metadata. Pages call the domain hook built on this (`useDeposits(query)`), never apiFetch.
 */
export function useList<Item, Summary = unknown>(
	store: StoreDescriptor,
	query: Query,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListResult<Item, Summary> {
	return useSelect(
		(select) => {
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			const s = select(store) as any;
			const data = s.getList(query) as Item[];
			const summary = withSummary ? (s.getSummary(query) as Summary | undefined) : undefined;
			return {
				data,
				total: s.getListTotal(query) as number | undefined,
				summary,
				isLoading: !s.hasFinishedResolution('getList', [query]),
				isSummaryLoading: withSummary && !s.hasFinishedResolution('getSummary', [query]),
				error: s.getListError(query) as ApiError | undefined,
				summaryError: withSummary ? (s.getSummaryError(query) as ApiError | undefined) : undefined,
			};
		},
		[store, JSON.stringify(query), withSummary]
	);
}
