/**
 * Two additions to the list-store factory for the money stores (deposits, transactions, authorizations,
 * fraud outcomes, disputes):
 *
 * - `composeListStore()`: a list store (list-store.ts) plus a domain's own state, actions, selectors and
 *   resolvers (the balance overview, capture/cancel flags, search options…), in one registered store.
 *   The list part keeps its state under `list`, the domain part under `extra`.
 * - `useListView()`: one view of a list store keyed by REST params: the rows by the list params and the
 *   summary by the summary params (without paging and sorting), so that paging or sorting does not fetch
 *   the summary again.
 */
import { createReduxStore, register, select as globalSelect, useSelect } from '@wordpress/data';
import type { StoreDescriptor } from '@wordpress/data';

import type { ApiError, Query } from './api';
import { createListStoreConfig, type ListState, type ListStoreConfig } from './list-store';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Keys of a REST list query that page and sort rather than filter. */
export const LIST_PAGING_PARAMS = ['page', 'pagesize', 'sort', 'direction'];

/** The REST params of a view without paging and sorting: the key of its summary. */
export function summaryParamsOf(params: Query): Query {
	const out: Query = {};
	for (const [key, value] of Object.entries(params)) {
		if (!LIST_PAGING_PARAMS.includes(key)) {
			out[key] = value;
		}
	}
	return out;
}

export interface ExtraStoreParts<ExtraState> {
	initialState: ExtraState;
	reducer: (state: ExtraState, action: any) => ExtraState;
	actions?: Record<string, (...args: any[]) => any>;
	/** Selectors over the domain's own state (`extra`). */
	selectors?: Record<string, (state: ExtraState, ...args: any[]) => any>;
	resolvers?: Record<string, (...args: any[]) => any>;
}

export interface ComposedState<Item, Summary, ExtraState> {
	list: ListState<Item, Summary>;
	extra: ExtraState;
}

/** The store config (reducer, actions, selectors, resolvers) of a list store with domain parts. */
export function composeListStoreConfig<Item, Summary, ExtraState>(
	listConfig: ListStoreConfig<Item, Summary>,
	extra: ExtraStoreParts<ExtraState>
) {
	const list = createListStoreConfig<Item, Summary>({
		...listConfig,
		// The store is keyed by REST params: the hooks map the page query once, before selecting.
		toParams: (q: Query) => q,
		toSummaryParams: (q: Query) => q,
	});
	type State = ComposedState<Item, Summary, ExtraState>;
	const initial: State = {
		list: list.reducer(undefined, { type: '@@INIT' } as never),
		extra: extra.initialState,
	};
	const reducer = (state: State = initial, action: any): State => {
		const nextList = list.reducer(state.list, action);
		const nextExtra = extra.reducer(state.extra, action);
		return nextList === state.list && nextExtra === state.extra
			? state
			: { list: nextList, extra: nextExtra };
	};
	const selectors: Record<string, (state: State, ...args: any[]) => any> = {};
	for (const [name, selector] of Object.entries(list.selectors)) {
		selectors[name] = (state: State, ...args: any[]) => (selector as any)(state.list, ...args);
	}
	for (const [name, selector] of Object.entries(extra.selectors ?? {})) {
		selectors[name] = (state: State, ...args: any[]) => selector(state.extra, ...args);
	}
	return {
		reducer,
		actions: { ...list.actions, ...(extra.actions ?? {}) },
		selectors,
		resolvers: { ...list.resolvers, ...(extra.resolvers ?? {}) },
	};
}

/** Creates and registers (once) a list store with domain parts; returns its descriptor. */
export function composeListStore<Item, Summary, ExtraState>(
	listConfig: ListStoreConfig<Item, Summary>,
	extra: ExtraStoreParts<ExtraState>
): { store: StoreDescriptor; config: ReturnType<typeof composeListStoreConfig<Item, Summary, ExtraState>> } {
	const config = composeListStoreConfig(listConfig, extra);
	const store = createReduxStore(listConfig.name, config as any);
	if (!globalSelect(listConfig.name as never)) {
		register(store);
	}
	return { store, config };
}

export interface ListView<Item, Summary> {
	/** The page's rows (an empty list until loaded). */
	data: Item[];
	/** Rows matching the filters on every page (`total_count`), once loaded. */
	total?: number;
	summary?: Summary;
	isLoading: boolean;
	isSummaryLoading: boolean;
	error?: ApiError;
	summaryError?: ApiError;
}

/**
 * Reads one view of a list store from REST params: the rows by `params`, the summary by the params without
 * paging and sorting. With `withSummary: false` the summary is neither fetched nor returned.
 */
export function useListView<Item, Summary>(
	store: StoreDescriptor,
	params: Query,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<Item, Summary> {
	const key = JSON.stringify(params);
	return useSelect(
		(select) => {
			const s = select(store) as any;
			const summaryParams = summaryParamsOf(params);
			return {
				data: s.getList(params) as Item[],
				total: s.getListTotal(params) as number | undefined,
				summary: withSummary ? (s.getSummary(summaryParams) as Summary | undefined) : undefined,
				isLoading: !s.hasFinishedResolution('getList', [params]),
				isSummaryLoading: withSummary && !s.hasFinishedResolution('getSummary', [summaryParams]),
				error: s.getListError(params) as ApiError | undefined,
				summaryError: withSummary
					? (s.getSummaryError(summaryParams) as ApiError | undefined)
					: undefined,
			};
		},
		// `key` stands for `params` (a new object with the same content must not select again).
		[store, key, withSummary]
	);
}

/** Invalidates the cached reads of other stores when they are registered (cross-store refreshes). */
export function invalidateStores(registry: any, names: readonly string[]): void {
	for (const name of names) {
		const actions = registry.dispatch(name);
		if (!actions) {
			continue;
		}
		if (typeof actions.invalidate === 'function') {
			actions.invalidate();
		} else if (typeof actions.invalidateResolutionForStore === 'function') {
			actions.invalidateResolutionForStore();
		}
	}
}
