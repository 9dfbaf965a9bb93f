/**
 * A list domain in one object: its store name, REST paths, how a page query becomes the list's and the
 * summary's REST params, and the reads a route declares. The store (`createListStore`), the hooks
 * (`createListHooks`) and the routes all take the same definition, so the params a hook reads with, the
 * params a route preloads and the URL the resolver requests cannot drift apart.
 *
 * Kept free of store code: the route reads (a small chunk loaded beside the page) are built from it.
 */
import {
	toFilterParams,
	toListParams,
	type ListQuerySpec,
	type PageQuery,
	type RestParams,
} from './list-query';
import type { ListSelectors } from './list-state';
import { storeReads, type StoreRead, type StoreReadBuilder } from './reads';
import type { TypedStore } from './store';
import type { Query } from './types';

/** The list selectors a route may read: their arguments as the list store takes them, any answer. */
type ListReadSelectors = {
	[K in 'getList' | 'getSummary' | 'getItem']: ListSelectors<object, unknown>[K] extends (
		state: never,
		...args: infer P
	) => unknown
		? (state: never, ...args: P) => unknown
		: never;
};

/**
 * Any store `createListStore()` makes, as far as its reads are concerned: the list selectors they name,
 * whatever the list's item and summary types.
 */
type AnyListStore = TypedStore<unknown, Record<string, never>, ListReadSelectors>;

/** Keys of a list's REST params that page and sort rather than filter (the one list of them). */
export const PAGING_PARAMS: readonly string[] = ['page', 'pagesize', 'sort', 'direction'];

/** Params without paging and sorting: the key of a summary, the filters of an export. */
export function withoutPaging(params: RestParams): RestParams {
	return Object.fromEntries(Object.entries(params).filter(([key]) => !PAGING_PARAMS.includes(key)));
}

/** Params without sorting (paging kept): the key of a summary that pages with its list. */
export function withoutSorting(params: RestParams): RestParams {
	return Object.fromEntries(
		Object.entries(params).filter(([key]) => key !== 'sort' && key !== 'direction')
	);
}

export interface ListPaths {
	/** The list, e.g. `/deposits` (payments namespace). */
	list: string;
	/** The summary of a list's filters; absent when the domain has none. */
	summary?: string;
	/** One item; absent when the domain has no detail call. */
	item?: (id: string) => string;
	/** The CSV export's prepare call (GET, with the filters); absent without a server export. */
	export?: string;
}

export interface ListDefinitionConfig<Item> {
	storeName: string;
	/** The id of an item (the key of the item cache). */
	getId: (item: Item) => string;
	paths: ListPaths;
	/** Filters, sorts and defaults of the page query. */
	query: ListQuerySpec;
	/** Params every call of the list carries besides the page query's (who asks: e-mail, locale…). */
	context?: () => RestParams;
	/** The summary's params from the list's; default: without paging and sorting. */
	summaryParams?: (listParams: RestParams) => RestParams;
	/** A rule of the list on its params, applied last to the list's and the export's (default: none). */
	refine?: (params: RestParams) => RestParams;
}

export interface ListDefinition<Item = unknown, Summary = unknown> extends ListDefinitionConfig<Item> {
	/** Carries the item and summary types to the store and hooks made from this definition; never set. */
	readonly types?: { item: Item; summary: Summary };
	/** Page query → the list's REST params (paging, sort, filters, context). */
	params: (query: PageQuery) => RestParams;
	/** Page query → the summary's REST params. */
	summaryParams: (listParams: RestParams) => RestParams;
	/** Page query → the filters alone (and context): what an export sends. */
	filters: (query: PageQuery) => RestParams;
	/** The read of a page of rows (`getList( params )`). */
	listRead: (params: Query) => StoreRead;
	/** The read of a summary (`getSummary( summaryParams )`). */
	summaryRead: (summaryParams: Query) => StoreRead;
	/** The read of one item (`getItem( id )`). */
	itemRead: (id: string) => StoreRead;
	/** Called by `createListStore()` with the list's store: the reads above start through it. */
	resolveThrough: StoreReadBuilder<AnyListStore>['resolveThrough'];
}

/**
 * Defines a list domain.
 *
 * @example
 * export const depositsList = defineList< Deposit, DepositsSummary >( {
 *     storeName: STORE_NAME,
 *     getId: ( deposit ) => deposit.id,
 *     paths: { list: '/deposits', summary: '/deposits/summary', item: ( id ) => `/deposits/${ id }` },
 *     query: DEPOSITS_QUERY,
 * } );
 * depositsList.listRead( depositsList.params( getQuery() ) ); // what the payouts route preloads
 */
export function defineList<Item, Summary>(config: ListDefinitionConfig<Item>): ListDefinition<Item, Summary> {
	const context = config.context ?? (() => ({}));
	const summaryParams = config.summaryParams ?? withoutPaging;
	const refine = config.refine ?? ((params: RestParams) => params);
	const { paths, storeName } = config;
	const read = storeReads<AnyListStore>(storeName);
	return {
		...config,
		params: (query) => refine({ ...toListParams(query, config.query), ...context() }),
		summaryParams,
		filters: (query) => refine({ ...toFilterParams(query, config.query), ...context() }),
		listRead: (params) => read('getList', [params], paths.list, params),
		summaryRead: (params) => read('getSummary', [params], paths.summary ?? '', params),
		itemRead: (id) => read('getItem', [id], paths.item ? paths.item(encodeURIComponent(id)) : ''),
		resolveThrough: read.resolveThrough,
	};
}
