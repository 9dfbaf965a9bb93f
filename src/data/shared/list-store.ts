/**
 * The one list store every list domain shares (payouts, transactions, disputes, authorizations, fraud
 * outcomes, and the lists to come): REST params → `{ ids, total, error }`, a summary per params, items by id
 * (a list warms the detail cache), the export flag, and the export action when the domain has a server
 * export. A domain adds its own state, actions, selectors and resolvers as `extra`; the factory answers one
 * typed descriptor with both parts.
 *
 * The store is keyed by REST params: hooks and routes map the page query once, with the domain's
 * definition (list-definition.ts), before they read.
 */
import { createSelector } from '@wordpress/data';
import type { ActionCreator } from '@wordpress/data/build-types/types';
import { store as noticesStore } from '@wordpress/notices';

import { toApiError } from './api';
import { createExportThunk, SET_EXPORTING } from './export-thunk';
import type { ListDefinition } from './list-definition';
import { queryKey } from './query-key';
import { fetchRead } from './reads';
import { defineStore, type ThunkArgs, type ThunkRegistry, type TypedStore } from './store';
import type { ApiError, Query } from './types';

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

/** A catalogue message raised as an error notice when a load fails; `null` for a silent failure. */
export type LoadMessage = string | null | ((error: ApiError) => string | null);

export interface ListStoreConfig<Item, Summary> {
	list: ListDefinition<Item, Summary>;
	/** List answer → items and total. Default: `{ data, total_count }`. */
	parseList?: (response: unknown) => { items: Item[]; total?: number };
	/** An error code that means "no rows" rather than a failure (e.g. `wcpay_fraud_outcome_not_found`). */
	emptyListCode?: string;
	messages?: { list?: LoadMessage; summary?: LoadMessage; item?: LoadMessage };
	/** The export of `list.paths.export`; `emailNoticeId` when the file is also e-mailed. */
	exportOptions?: { emailNoticeId?: string };
}

/** A domain's own part of a list store; its selectors take its own state. */
export interface ExtraParts<ExtraState, ExtraAction, ExtraSelectors, ExtraActions, ExtraResolvers> {
	initialState: ExtraState;
	reducer: (state: ExtraState, action: ExtraAction) => ExtraState;
	selectors?: ExtraSelectors;
	actions?: ExtraActions;
	resolvers?: ExtraResolvers;
}

export interface ComposedState<Item extends object, Summary, ExtraState> {
	list: ListState<Item, Summary>;
	extra: ExtraState;
}

/** Selectors over one part of the state, as selectors of the composed state. */
export type Lifted<Selectors, State> = {
	[K in keyof Selectors]: Selectors[K] extends (state: never, ...args: infer P) => infer R
		? (state: State, ...args: P) => R
		: never;
};

/** What a thunk of a list domain receives: the list's and the domain's actions and selectors. */
export type ListThunkArgs<
	Item extends object,
	Summary,
	ExtraAction = never,
	ExtraSelectors = unknown,
> = ThunkArgs<ListAction<Item, Summary> | ExtraAction, ListSelectors<Item, Summary> & ExtraSelectors>;

type NoExtra = Record<string, never>;

function defaultParseList<Item>(response: unknown): { items: Item[]; total?: number } {
	const r = (response || {}) as { data?: Item[]; total_count?: number };
	return { items: Array.isArray(r.data) ? r.data : [], total: r.total_count };
}

function notify(registry: ThunkRegistry, message: LoadMessage | undefined, error: ApiError): void {
	const text = typeof message === 'function' ? message(error) : message;
	if (text) {
		registry.dispatch(noticesStore).createErrorNotice(text);
	}
}

const EMPTY_LIST_STATE = { lists: {}, summaries: {}, items: {}, itemErrors: {}, isExporting: false };

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

function listResolvers<Item extends object, Summary>(config: ListStoreConfig<Item, Summary>) {
	const { list, messages = {} } = config;
	const parseList = config.parseList ?? defaultParseList<Item>;
	const actions = listActions<Item, Summary>();
	return {
		getList:
			(params: Query) =>
			async ({ dispatch, registry }: ListThunkArgs<Item, Summary>) => {
				try {
					const { items, total } = parseList(await fetchRead(list.listRead(params)));
					dispatch(actions.receiveList(params, items, total));
				} catch (thrown) {
					const error = toApiError(thrown);
					if (config.emptyListCode && error.code === config.emptyListCode) {
						dispatch(actions.receiveList(params, [], 0));
						return;
					}
					dispatch(actions.receiveListError(params, error));
					notify(registry, messages.list, error);
				}
			},
		getSummary:
			(params: Query) =>
			async ({ dispatch, registry }: ListThunkArgs<Item, Summary>) => {
				if (!list.paths.summary) {
					return;
				}
				try {
					dispatch(
						actions.receiveSummary(params, await fetchRead<Summary>(list.summaryRead(params)))
					);
				} catch (thrown) {
					const error = toApiError(thrown);
					dispatch(actions.receiveSummaryError(params, error));
					notify(registry, messages.summary, error);
				}
			},
		getItem:
			(id: string) =>
			async ({ dispatch, registry }: ListThunkArgs<Item, Summary>) => {
				if (!list.paths.item) {
					return;
				}
				try {
					dispatch(actions.receiveItem(await fetchRead<Item>(list.itemRead(id))));
				} catch (thrown) {
					const error = toApiError(thrown);
					dispatch(actions.receiveItemError(id, error));
					notify(registry, messages.item, error);
				}
			},
	};
}

function lift<Selectors extends object, State>(
	selectors: Selectors,
	part: (state: State) => unknown
): Lifted<Selectors, State> {
	const lifted: Record<string, (state: State, ...args: unknown[]) => unknown> = {};
	const own = selectors as Record<string, (state: unknown, ...args: unknown[]) => unknown>;
	for (const [name, selector] of Object.entries(own)) {
		lifted[name] = (state: State, ...args: unknown[]) => selector(part(state), ...args);
	}
	return lifted as Lifted<Selectors, State>;
}

/**
 * Creates and registers a list store, with a domain's own parts when given.
 *
 * @example
 * export const store = createListStore( {
 *     list: depositsList,
 *     messages: { list: __( 'Error retrieving payouts.', 'woocommerce-payments' ) },
 * } );
 * select( store ).getList( depositsList.params( query ) ); // Deposit[]
 */
export function createListStore<
	Item extends object,
	Summary,
	ExtraState = NoExtra,
	ExtraAction extends { type: string } = never,
	ExtraSelectors extends object = NoExtra,
	ExtraActions extends Record<string, ActionCreator> = NoExtra,
	ExtraResolvers extends object = NoExtra,
>(
	config: ListStoreConfig<Item, Summary>,
	extra?: ExtraParts<ExtraState, ExtraAction, ExtraSelectors, ExtraActions, ExtraResolvers>
): TypedStore<
	ComposedState<Item, Summary, ExtraState>,
	ReturnType<typeof listActions<Item, Summary>> & {
		exportList: ReturnType<typeof createExportThunk>;
	} & ExtraActions,
	Lifted<ListSelectors<Item, Summary>, ComposedState<Item, Summary, ExtraState>> &
		Lifted<ExtraSelectors, ComposedState<Item, Summary, ExtraState>>
> {
	type State = ComposedState<Item, Summary, ExtraState>;
	const initialState = {
		list: { ...EMPTY_LIST_STATE } as ListState<Item, Summary>,
		extra: (extra?.initialState ?? {}) as ExtraState,
	};
	// Every action reaches both parts; each handles its own types and returns its state otherwise.
	const reducer = (state: State = initialState, action: ListAction<Item, Summary> | ExtraAction): State => {
		const list = listReducer(config.list, state.list, action as ListAction<Item, Summary>);
		const own = extra ? extra.reducer(state.extra, action as ExtraAction) : state.extra;
		return list === state.list && own === state.extra ? state : { list, extra: own };
	};
	const exportList = createExportThunk({
		path: config.list.paths.export ?? '',
		emailNoticeId: config.exportOptions?.emailNoticeId,
	});
	return defineStore(config.list.storeName, {
		reducer,
		actions: { ...listActions<Item, Summary>(), exportList, ...(extra?.actions ?? ({} as ExtraActions)) },
		selectors: {
			...lift(listSelectors<Item, Summary>(), (state: State) => state.list),
			...lift(extra?.selectors ?? ({} as ExtraSelectors), (state: State) => state.extra),
		},
		resolvers: { ...listResolvers<Item, Summary>(config), ...(extra?.resolvers ?? {}) },
	});
}
