/**
 * The one list store every list domain shares (deposits, transactions, disputes, documents,
 * authorizations, fraud outcomes, loans): a normalised query key → `{ ids, total, error }`, a summary per
 * query, items by id, and a list that warms the detail cache. Writing it once keeps its fixes in one place.
 */
import { createReduxStore, register, select as globalSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { apiGet, toApiError, type ApiError, type Query } from './api';
import { queryKey } from './query-key';

export interface ListEntry {
	ids: string[];
	total?: number;
	error?: ApiError;
}

export interface SummaryEntry<Summary> {
	data?: Summary;
	error?: ApiError;
}

export interface ListState<Item, Summary> {
	lists: Record<string, ListEntry>;
	summaries: Record<string, SummaryEntry<Summary>>;
	items: Record<string, Item>;
	itemErrors: Record<string, ApiError>;
}

export interface ListStoreConfig<Item, Summary> {
	/** Store name, `wcpay/<domain>`. */
	name: string;
	/** REST path of the list under the payments namespace, e.g. `/deposits`. */
	path: string;
	/** REST path of the summary, e.g. `/deposits/summary`; omit when the domain has none. */
	summaryPath?: string;
	/** REST path of one item; omit when the domain has no detail call. */
	itemPath?: (id: string) => string;
	/** The id of an item. */
	getId: (item: Item) => string;
	/** Page query (as in the URL) → REST query. Defaults to the query unchanged. */
	toParams?: (query: Query) => Query;
	/** Summary query; defaults to the list params without paging and sorting. */
	toSummaryParams?: (query: Query) => Query;
	/** List response → items and total. Defaults to `{ data, total_count }`. */
	parseList?: (response: unknown) => { items: Item[]; total?: number };
	/** Catalogue messages raised as error notices when a load fails; `null` for a silent failure. */
	/** Only types the store's summary. */
	summaryType?: Summary;
	messages?: {
		list?: string | null;
		summary?: string | null;
		item?: (error: ApiError) => string | null;
	};
}

type Action<Item, Summary> =
	| { type: 'RECEIVE_LIST'; key: string; items: Item[]; total?: number }
	| { type: 'RECEIVE_LIST_ERROR'; key: string; error: ApiError }
	| { type: 'RECEIVE_SUMMARY'; key: string; summary: Summary }
	| { type: 'RECEIVE_SUMMARY_ERROR'; key: string; error: ApiError }
	| { type: 'RECEIVE_ITEM'; item: Item }
	| { type: 'RECEIVE_ITEM_ERROR'; id: string; error: ApiError }
	| { type: 'UPDATE_ITEM'; id: string; patch: Partial<Item> };

const PAGING_KEYS = ['paged', 'per_page', 'page', 'pagesize', 'orderby', 'order', 'sort', 'direction'];

function withoutPaging(query: Query): Query {
	const out: Query = {};
	for (const [key, value] of Object.entries(query)) {
		if (!PAGING_KEYS.includes(key)) {
			out[key] = value;
		}
	}
	return out;
}

function defaultParseList<Item>(response: unknown): { items: Item[]; total?: number } {
	const r = (response || {}) as { data?: Item[]; total_count?: number };
	return { items: Array.isArray(r.data) ? r.data : [], total: r.total_count };
}

/** Builds the reducer, actions, selectors and resolvers of a list store. Exported for tests. */
export function createListStoreConfig<Item, Summary = unknown>(config: ListStoreConfig<Item, Summary>) {
	const toParams = config.toParams ?? ((q: Query) => q);
	const toSummaryParams = config.toSummaryParams ?? ((q: Query) => withoutPaging(toParams(q)));
	const parseList = config.parseList ?? defaultParseList<Item>;
	const initial: ListState<Item, Summary> = { lists: {}, summaries: {}, items: {}, itemErrors: {} };

	function reducer(state = initial, action: Action<Item, Summary>): ListState<Item, Summary> {
		switch (action.type) {
			case 'RECEIVE_LIST': {
				const items = { ...state.items };
				const ids = action.items.map((item) => {
					const id = config.getId(item);
					// The list warms the detail cache, without dropping detail-only fields.
					items[id] = { ...(items[id] as object), ...(item as object) } as Item;
					return id;
				});
				return {
					...state,
					items,
					lists: { ...state.lists, [action.key]: { ids, total: action.total } },
				};
			}
			case 'RECEIVE_LIST_ERROR':
				return {
					...state,
					lists: { ...state.lists, [action.key]: { ids: [], error: action.error } },
				};
			case 'RECEIVE_SUMMARY':
				return {
					...state,
					summaries: { ...state.summaries, [action.key]: { data: action.summary } },
				};
			case 'RECEIVE_SUMMARY_ERROR':
				return { ...state, summaries: { ...state.summaries, [action.key]: { error: action.error } } };
			case 'RECEIVE_ITEM': {
				const id = config.getId(action.item);
				const itemErrors = { ...state.itemErrors };
				delete itemErrors[id];
				return {
					...state,
					items: {
						...state.items,
						[id]: { ...(state.items[id] as object), ...(action.item as object) } as Item,
					},
					itemErrors,
				};
			}
			case 'RECEIVE_ITEM_ERROR':
				return { ...state, itemErrors: { ...state.itemErrors, [action.id]: action.error } };
			case 'UPDATE_ITEM': {
				const current = state.items[action.id];
				if (!current) {
					return state;
				}
				return { ...state, items: { ...state.items, [action.id]: { ...current, ...action.patch } } };
			}
			default:
				return state;
		}
	}

	const actions = {
		receiveList: (query: Query, items: Item[], total?: number) =>
			({ type: 'RECEIVE_LIST', key: queryKey(query), items, total }) as const,
		receiveListError: (query: Query, error: ApiError) =>
			({ type: 'RECEIVE_LIST_ERROR', key: queryKey(query), error }) as const,
		receiveSummary: (query: Query, summary: Summary) =>
			({ type: 'RECEIVE_SUMMARY', key: queryKey(query), summary }) as const,
		receiveSummaryError: (query: Query, error: ApiError) =>
			({ type: 'RECEIVE_SUMMARY_ERROR', key: queryKey(query), error }) as const,
		receiveItem: (item: Item) => ({ type: 'RECEIVE_ITEM', item }) as const,
		receiveItemError: (id: string, error: ApiError) =>
			({ type: 'RECEIVE_ITEM_ERROR', id, error }) as const,
		updateItem: (id: string, patch: Partial<Item>) => ({ type: 'UPDATE_ITEM', id, patch }) as const,
		/** Drops every cached list, summary and item resolution so that the next read fetches again. */
		invalidate:
			() =>
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			({ dispatch }: { dispatch: any }) => {
				dispatch.invalidateResolutionForStoreSelector('getList');
				dispatch.invalidateResolutionForStoreSelector('getSummary');
				dispatch.invalidateResolutionForStoreSelector('getItem');
			},
	};

	// Memoised per view: the same list entry and items give the same array, whatever query object
	// instance asks (args are compared by key, not identity), so hooks do not re-render for nothing.
	const emptyItems: Item[] = [];
	const listCache = new Map<string, { entry: ListEntry; items: Record<string, Item>; result: Item[] }>();
	const getList = (state: ListState<Item, Summary>, query: Query): Item[] => {
		const key = queryKey(query);
		const entry = state.lists[key];
		if (!entry) {
			return emptyItems;
		}
		const cached = listCache.get(key);
		if (cached && cached.entry === entry && cached.items === state.items) {
			return cached.result;
		}
		const result = entry.ids.map((id) => state.items[id]).filter(Boolean);
		listCache.set(key, { entry, items: state.items, result });
		return result;
	};

	const selectors = {
		getList,
		getListTotal: (state: ListState<Item, Summary>, query: Query) => state.lists[queryKey(query)]?.total,
		getListError: (state: ListState<Item, Summary>, query: Query) => state.lists[queryKey(query)]?.error,
		getSummary: (state: ListState<Item, Summary>, query: Query) => state.summaries[queryKey(query)]?.data,
		getSummaryError: (state: ListState<Item, Summary>, query: Query) =>
			state.summaries[queryKey(query)]?.error,
		getItem: (state: ListState<Item, Summary>, id: string): Item | undefined => state.items[id],
		getItemError: (state: ListState<Item, Summary>, id: string) => state.itemErrors[id],
	};

	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	type Thunk = { dispatch: any; registry: any };
	const notifyError = (registry: Thunk['registry'], message: string | null | undefined) => {
		if (message) {
			registry.dispatch(noticesStore).createErrorNotice(message);
		}
	};

	const resolvers = {
		getList:
			(query: Query) =>
			async ({ dispatch, registry }: Thunk) => {
				try {
					const response = await apiGet<unknown>(config.path, toParams(query));
					const { items, total } = parseList(response);
					dispatch.receiveList(query, items, total);
				} catch (error) {
					dispatch.receiveListError(query, toApiError(error));
					notifyError(registry, config.messages?.list);
				}
			},
		getSummary:
			(query: Query) =>
			async ({ dispatch, registry }: Thunk) => {
				if (!config.summaryPath) {
					return;
				}
				try {
					const summary = await apiGet<Summary>(config.summaryPath, toSummaryParams(query));
					dispatch.receiveSummary(query, summary);
				} catch (error) {
					dispatch.receiveSummaryError(query, toApiError(error));
					notifyError(registry, config.messages?.summary);
				}
			},
		getItem:
			(id: string) =>
			async ({ dispatch, registry }: Thunk) => {
				if (!config.itemPath) {
					return;
				}
				try {
					dispatch.receiveItem(await apiGet<Item>(config.itemPath(id)));
				} catch (error) {
					const apiError = toApiError(error);
					dispatch.receiveItemError(id, apiError);
					notifyError(registry, config.messages?.item?.(apiError));
				}
			},
	};

	return { reducer, actions, selectors, resolvers };
}

/** Creates and registers a list store; returns the store descriptor for `useSelect`/`useDispatch`. */
export function createListStore<Item, Summary = unknown>(config: ListStoreConfig<Item, Summary>) {
	const store = createReduxStore(config.name, createListStoreConfig<Item, Summary>(config));
	// Registering twice (hot reload, tests) is harmless: the registry keeps the first.
	if (!globalSelect(config.name as never)) {
		register(store);
	}
	return store;
}
