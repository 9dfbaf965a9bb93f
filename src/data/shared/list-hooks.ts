/**
 * The hooks of every list domain, made once: `createListHooks( store, definition )` answers `useList`,
 * `useSummary` and `useItem`, which a domain exports under its own names (`useDeposits`, …). Each takes
 * the page query as it is in the URL (`getQuery()`), maps it to REST params with the domain's definition
 * (the same mapping the route reads use) and reads the store. All answer the shape of {@link Read}.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import type { ActionCreator, ReduxStoreConfig, StoreDescriptor } from '@wordpress/data/build-types/types';
import { useCallback, useMemo } from '@wordpress/element';

import type { ListDefinition } from './list-definition';
import type { PageQuery, RestParams } from './list-query';
import type { ComposedState, Lifted, ListSelectors } from './list-store';
import type { MetadataSelectors } from './store';
import type { ApiError, Read } from './types';

/** One page of a list and the summary of its filters. */
export interface ListRead<Item, Summary> extends Read<Item[]> {
	/** Rows matching the filters on every page (`total_count`), once loaded. */
	total?: number;
	summary?: Summary;
	isSummaryLoading: boolean;
	summaryError?: ApiError;
	/** Set while the summary has failed: its Retry (for `DataTable`'s `summaryFailure`). */
	summaryFailure?: SummaryFailure;
	/** The REST params the rows were read with. */
	params: RestParams;
}

/** A failed summary: whether it is being read again, and how to read it again. */
export interface SummaryFailure {
	isRetrying: boolean;
	retry: () => void;
}

/** One item of a list; `isInvalidId` when the id may not be requested (nothing is). */
export interface ItemRead<Item> extends Read<Item | undefined> {
	isInvalidId: boolean;
}

/** Any list store of these items and summaries, whatever its own parts. */
export type ListStoreOf<Item extends object, Summary> = StoreDescriptor<
	ReduxStoreConfig<
		unknown,
		Record<string, ActionCreator>,
		Lifted<ListSelectors<Item, Summary>, ComposedState<Item, Summary, never>> & MetadataSelectors
	>
>;

export interface ListHooksOptions {
	/** Whether an item id may be requested (default: any non-empty string). */
	isValidId?: (id: unknown) => id is string;
}

const anyId = (id: unknown): id is string => typeof id === 'string' && id !== '';

/**
 * The hooks of a list domain.
 *
 * @example
 * export const { useList: useDeposits, useSummary: useDepositsSummary, useItem: useDeposit } =
 *     createListHooks( store, depositsList, { isValidId: isValidDetailId } );
 *
 * const { data, total, summary, isLoading, error } = useDeposits( getQuery() );
 */
export function createListHooks<Item extends object, Summary>(
	store: ListStoreOf<Item, Summary>,
	list: ListDefinition<Item, Summary>,
	{ isValidId = anyId }: ListHooksOptions = {}
) {
	/** The REST params of a page query, kept while the query's content stays the same. */
	function useParams(query: PageQuery): RestParams {
		const key = JSON.stringify(query);
		// `key` stands for `query`: a new object with the same content maps to the same params object.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		return useMemo(() => list.params(query), [key]);
	}

	/**
	 * One page of rows and the summary of its filters: `{ data, total, summary, isLoading,
	 * isSummaryLoading, error, summaryError, summaryFailure, params }`. Paging or sorting does not read the
	 * summary again; a failed summary answers `summaryFailure` (its Retry reads that summary again).
	 * With `withSummary: false` the summary is neither read nor answered.
	 */
	function useList(
		query: PageQuery,
		{ withSummary = true }: { withSummary?: boolean } = {}
	): ListRead<Item, Summary> {
		const params = useParams(query);
		const summaryParams = useMemo(() => list.summaryParams(params), [params]);
		const view = useSelect(
			(select) => {
				const s = select(store);
				return {
					data: s.getList(params),
					total: s.getListTotal(params),
					summary: withSummary ? s.getSummary(summaryParams) : undefined,
					isLoading: !s.hasFinishedResolution('getList', [params]),
					isSummaryLoading: withSummary && !s.hasFinishedResolution('getSummary', [summaryParams]),
					error: s.getListError(params),
					summaryError: withSummary ? s.getSummaryError(summaryParams) : undefined,
				};
			},
			[params, summaryParams, withSummary]
		);
		const { retrySummary } = useDispatch(store);
		const retry = useCallback(() => {
			void retrySummary(summaryParams);
		}, [retrySummary, summaryParams]);
		const failed = view.summaryError !== undefined;
		const retrying = view.isSummaryLoading;
		const summaryFailure = useMemo(
			() => (failed ? { isRetrying: retrying, retry } : undefined),
			[failed, retrying, retry]
		);
		return useMemo(() => ({ ...view, summaryFailure, params }), [view, summaryFailure, params]);
	}

	/** Only the summary of the rows matching the page query's filters: `{ data, isLoading, error }`. */
	function useSummary(query: PageQuery): Read<Summary | undefined> {
		const params = useParams(query);
		const summaryParams = useMemo(() => list.summaryParams(params), [params]);
		return useSelect(
			(select) => {
				const s = select(store);
				return {
					data: s.getSummary(summaryParams),
					isLoading: !s.hasFinishedResolution('getSummary', [summaryParams]),
					error: s.getSummaryError(summaryParams),
				};
			},
			[summaryParams]
		);
	}

	/** One item by id: `{ data, isLoading, error, isInvalidId }`. An invalid id is never requested. */
	function useItem(id: string | null | undefined): ItemRead<Item> {
		return useSelect(
			(select) => {
				if (!isValidId(id)) {
					return { data: undefined, isLoading: false, error: undefined, isInvalidId: true };
				}
				const s = select(store);
				const data = s.getItem(id);
				return {
					data,
					isLoading: !data && !s.hasFinishedResolution('getItem', [id]),
					error: s.getItemError(id),
					isInvalidId: false,
				};
			},
			[id]
		);
	}

	return { useList, useSummary, useItem };
}
