/**
 * The list part of every list store: its state (a list entry per REST params, a summary per params, items by
 * id, the export flag), its actions, its reducer and its memoised selectors. `createListStore()` (list-store.ts)
 * composes it with a domain's own parts into one store.
 */
import { createSelector } from '@wordpress/data';

import { queryKey } from './query-key';
import type { ThunkArgs } from './store';
import type { ApiError, Query } from './types';

/** The action type of a list store's `isExporting` flag: `{ type: SET_EXPORTING, exporting }`. */
export const SET_EXPORTING = 'SET_EXPORTING';

export interface ListEntry {
	ids: string[];
	total?: number;
	error?: ApiError;
}

export interface SummaryEntry<Summary> {
	data?: Summary;
	error?: ApiError;
}

export interface ListState<Item extends object, Summary> {
	lists: Record<string, ListEntry>;
	summaries: Record<string, SummaryEntry<Summary>>;
	items: Record<string, Item>;
	itemErrors: Record<string, ApiError>;
	isExporting: boolean;
}

export type ListAction<Item extends object, Summary> =
	| { type: 'RECEIVE_LIST'; key: string; items: Item[]; total?: number }
	| { type: 'RECEIVE_LIST_ERROR'; key: string; error: ApiError }
	| { type: 'RECEIVE_SUMMARY'; key: string; summary: Summary }
	| { type: 'RECEIVE_SUMMARY_ERROR'; key: string; error: ApiError }
	| { type: 'RECEIVE_ITEM'; item: Item }
	| { type: 'RECEIVE_ITEM_ERROR'; id: string; error: ApiError }
	| { type: 'UPDATE_ITEM'; id: string; patch: Partial<Item> }
	| { type: typeof SET_EXPORTING; exporting: boolean };

/** The selectors of the list part, over its own state. */
export interface ListSelectors<Item extends object, Summary> {
	/**
	 * The rows of a page (the same array while they do not change); `[]` until loaded.
	 *
	 * @example
	 * select( store ).getList( depositsList.params( query ) ); // Deposit[]
	 */
	getList: (state: ListState<Item, Summary>, params: Query) => Item[];
	/**
	 * Rows matching the filters on every page (`total_count`), once loaded.
	 *
	 * @example
	 * select( store ).getListTotal( params ); // 1204
	 */
	getListTotal: (state: ListState<Item, Summary>, params: Query) => number | undefined;
	/**
	 * The error of a page's load (its catalogue notice is raised by the resolver).
	 *
	 * @example
	 * select( store ).getListError( params ); // ApiError | undefined
	 */
	getListError: (state: ListState<Item, Summary>, params: Query) => ApiError | undefined;
	/**
	 * The summary of a list's filters; undefined until loaded.
	 *
	 * @example
	 * select( store ).getSummary( depositsList.summaryParams( params ) ); // DepositsSummary | undefined
	 */
	getSummary: (state: ListState<Item, Summary>, params: Query) => Summary | undefined;
	/**
	 * The error of a summary's load.
	 *
	 * @example
	 * select( store ).getSummaryError( summaryParams ); // ApiError | undefined
	 */
	getSummaryError: (state: ListState<Item, Summary>, params: Query) => ApiError | undefined;
	/**
	 * One item, from its own read or from a list that held it.
	 *
	 * @example
	 * select( store ).getItem( 'po_123' ); // Deposit | undefined
	 */
	getItem: (state: ListState<Item, Summary>, id: string) => Item | undefined;
	/**
	 * The error of an item's load (e.g. a 404).
	 *
	 * @example
	 * select( store ).getItemError( 'po_123' )?.data?.status; // 404
	 */
	getItemError: (state: ListState<Item, Summary>, id: string) => ApiError | undefined;
	/**
	 * Whether the list's export runs.
	 *
	 * @example
	 * select( store ).isExporting(); // false
	 */
	isExporting: (state: ListState<Item, Summary>) => boolean;
}

/** What a thunk of a list domain receives: the list's and the domain's actions and selectors. */
export type ListThunkArgs<
	Item extends object,
	Summary,
	ExtraAction = never,
	ExtraSelectors = unknown,
> = ThunkArgs<ListAction<Item, Summary> | ExtraAction, ListSelectors<Item, Summary> & ExtraSelectors>;

export const EMPTY_LIST_STATE = { lists: {}, summaries: {}, items: {}, itemErrors: {}, isExporting: false };

/** The reducer of the list part. Exported for tests. */
export function listReducer<Item extends object, Summary>(
	config: { getId: (item: Item) => string },
	state: ListState<Item, Summary>,
	action: ListAction<Item, Summary>
): ListState<Item, Summary> {
	switch (action.type) {
		case 'RECEIVE_LIST': {
			const items = { ...state.items };
			const ids = action.items.map((item) => {
				const id = config.getId(item);
				// The list warms the detail cache, without dropping detail-only fields.
				items[id] = { ...items[id], ...item };
				return id;
			});
			return { ...state, items, lists: { ...state.lists, [action.key]: { ids, total: action.total } } };
		}
		case 'RECEIVE_LIST_ERROR':
			return { ...state, lists: { ...state.lists, [action.key]: { ids: [], error: action.error } } };
		case 'RECEIVE_SUMMARY':
			return { ...state, summaries: { ...state.summaries, [action.key]: { data: action.summary } } };
		case 'RECEIVE_SUMMARY_ERROR':
			return { ...state, summaries: { ...state.summaries, [action.key]: { error: action.error } } };
		case 'RECEIVE_ITEM': {
			const id = config.getId(action.item);
			const { [id]: _dropped, ...itemErrors } = state.itemErrors;
			return {
				...state,
				items: { ...state.items, [id]: { ...state.items[id], ...action.item } },
				itemErrors,
			};
		}
		case 'RECEIVE_ITEM_ERROR':
			return { ...state, itemErrors: { ...state.itemErrors, [action.id]: action.error } };
		case 'UPDATE_ITEM': {
			const current = state.items[action.id];
			return current
				? { ...state, items: { ...state.items, [action.id]: { ...current, ...action.patch } } }
				: state;
		}
		case SET_EXPORTING:
			return { ...state, isExporting: action.exporting };
		default:
			return state;
	}
}

/** The selectors of the list part. Exported for tests. */
export function listSelectors<Item extends object, Summary>(): ListSelectors<Item, Summary> {
	type State = ListState<Item, Summary>;
	const EMPTY: Item[] = [];
	// Memoised per view key, list entry and items: the same rows give the same array, whatever params
	// object (with the same content) asks.
	const getListOfKey = createSelector(
		(state: State, key: string): Item[] => {
			const entry = state.lists[key];
			return entry ? entry.ids.map((id) => state.items[id]).filter(Boolean) : EMPTY;
		},
		(state: State, key: string) => [state.lists[key], state.items]
	);
	return {
		getList: (state, params) => getListOfKey(state, queryKey(params)),
		getListTotal: (state, params) => state.lists[queryKey(params)]?.total,
		getListError: (state, params) => state.lists[queryKey(params)]?.error,
		getSummary: (state, params) => state.summaries[queryKey(params)]?.data,
		getSummaryError: (state, params) => state.summaries[queryKey(params)]?.error,
		getItem: (state, id) => state.items[id],
		getItemError: (state, id) => state.itemErrors[id],
		isExporting: (state) => state.isExporting,
	};
}

/** The action creators of the list part. */
export function listActions<Item extends object, Summary>() {
	type Action = ListAction<Item, Summary>;
	return {
		receiveList: (params: Query, items: Item[], total?: number): Action => ({
			type: 'RECEIVE_LIST',
			key: queryKey(params),
			items,
			total,
		}),
		receiveListError: (params: Query, error: ApiError): Action => ({
			type: 'RECEIVE_LIST_ERROR',
			key: queryKey(params),
			error,
		}),
		receiveSummary: (params: Query, summary: Summary): Action => ({
			type: 'RECEIVE_SUMMARY',
			key: queryKey(params),
			summary,
		}),
		receiveSummaryError: (params: Query, error: ApiError): Action => ({
			type: 'RECEIVE_SUMMARY_ERROR',
			key: queryKey(params),
			error,
		}),
		receiveItem: (item: Item): Action => ({ type: 'RECEIVE_ITEM', item }),
		receiveItemError: (id: string, error: ApiError): Action => ({
			type: 'RECEIVE_ITEM_ERROR',
			id,
			error,
		}),
		updateItem: (id: string, patch: Partial<Item>): Action => ({ type: 'UPDATE_ITEM', id, patch }),
		/**
		 * Reads a failed summary again (its Retry): the summary of these params resolves anew, the error
		 * stays until the new answer replaces it.
		 */
		retrySummary:
			(params: Query) =>
			({ dispatch }: ListThunkArgs<Item, Summary>): void => {
				dispatch.invalidateResolution('getSummary', [params]);
			},
		/** Drops every cached list, summary and item so that the next read fetches again. */
		invalidate:
			() =>
			({ dispatch }: ListThunkArgs<Item, Summary>): void => {
				dispatch.invalidateResolutionForStoreSelector('getList');
				dispatch.invalidateResolutionForStoreSelector('getSummary');
				dispatch.invalidateResolutionForStoreSelector('getItem');
			},
	};
}
