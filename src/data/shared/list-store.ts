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
import type { ActionCreator } from '@wordpress/data/build-types/types';

import { toApiError } from './api';
import type { ExportRunOptions } from './export-thunk';
import { toUserMessage } from '../../utils/errors';
import type { ExportOutcome } from '../../utils/export-job';
import type { ListDefinition } from './list-definition';
import {
	EMPTY_LIST_STATE,
	SET_EXPORTING,
	listActions,
	listReducer,
	listSelectors,
	type ListAction,
	type ListSelectors,
	type ListState,
	type ListThunkArgs,
} from './list-state';
import { queryKey } from './query-key';
import { fetchRead } from './reads';
import { defineStore, resolveRead, type ThunkRegistry, type TypedStore } from './store';
import type { ApiError, Query } from './types';
import { writeFailed, writeSucceeded } from './write-notices';

export * from './list-state';

/** A catalogue message raised as an error notice when a load fails; `null` for a silent failure. */
export type LoadMessage = string | null | ((error: ApiError) => string | null);

export interface ListStoreConfig<Item, Summary> {
	list: ListDefinition<Item, Summary>;
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

type NoExtra = Record<string, never>;

/** What a list GET answers (spec 001 §7): its rows and their total. */
interface ListAnswer<Item> {
	data?: Item[];
	total_count?: number;
}

/**
 * The notice kind of one read (a list or summary of these params, an item of this id): one notice however
 * often that read fails, taken back once it succeeds (write-notices.ts, as for writes).
 */
const readKind = (storeName: string, kind: 'list' | 'summary' | 'item', key: string) =>
	`load.${storeName}.${kind}.${key}`;

function notify(
	registry: ThunkRegistry,
	message: LoadMessage | undefined,
	error: ApiError,
	kind: string
): void {
	const text = typeof message === 'function' ? message(error) : message;
	if (text) {
		writeFailed(registry, kind, text);
	}
}

function listResolvers<Item extends object, Summary>(config: ListStoreConfig<Item, Summary>) {
	const { list, messages = {} } = config;
	const actions = listActions<Item, Summary>();
	return {
		getList:
			(params: Query) =>
			async ({ dispatch, registry }: ListThunkArgs<Item, Summary>) => {
				try {
					const answer = await fetchRead<ListAnswer<Item> | null>(list.listRead(params));
					const items = Array.isArray(answer?.data) ? answer.data : [];
					dispatch(actions.receiveList(params, items, answer?.total_count));
					writeSucceeded(registry, readKind(list.storeName, 'list', queryKey(params)));
				} catch (thrown) {
					const error = toApiError(thrown);
					if (config.emptyListCode && error.code === config.emptyListCode) {
						dispatch(actions.receiveList(params, [], 0));
						return;
					}
					dispatch(actions.receiveListError(params, error));
					notify(
						registry,
						messages.list,
						error,
						readKind(list.storeName, 'list', queryKey(params))
					);
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
					writeSucceeded(registry, readKind(list.storeName, 'summary', queryKey(params)));
				} catch (thrown) {
					const error = toApiError(thrown);
					dispatch(actions.receiveSummaryError(params, error));
					notify(
						registry,
						messages.summary,
						error,
						readKind(list.storeName, 'summary', queryKey(params))
					);
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
					writeSucceeded(registry, readKind(list.storeName, 'item', id));
				} catch (thrown) {
					const error = toApiError(thrown);
					dispatch(actions.receiveItemError(id, error));
					notify(registry, messages.item, error, readKind(list.storeName, 'item', id));
				}
			},
	};
}

/** A selector as a map of them holds it (method syntax: any state and arguments of its own). */
interface AnySelector {
	select(state: unknown, ...args: unknown[]): unknown;
}

function lift<Selectors extends Record<keyof Selectors, AnySelector['select']>, State>(
	selectors: Selectors,
	part: (state: State) => unknown
): Lifted<Selectors, State> {
	const lifted: Record<string, (state: State, ...args: unknown[]) => unknown> = {};
	for (const [name, selector] of Object.entries<AnySelector['select']>(selectors)) {
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
	ExtraSelectors extends Record<keyof ExtraSelectors, AnySelector['select']> = NoExtra,
	ExtraActions extends Record<string, ActionCreator> = NoExtra,
	ExtraResolvers extends object = NoExtra,
>(
	config: ListStoreConfig<Item, Summary>,
	extra?: ExtraParts<ExtraState, ExtraAction, ExtraSelectors, ExtraActions, ExtraResolvers>
): TypedStore<
	ComposedState<Item, Summary, ExtraState>,
	ReturnType<typeof listActions<Item, Summary>> & {
		exportList: (
			filters: Query,
			options?: ExportRunOptions
		) => (args: ListThunkArgs<Item, Summary>) => Promise<ExportOutcome>;
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
	// The export code loads when an export starts: pages that never export do not download it. The store
	// is flagged at once, so the button is busy while the code arrives.
	const exportList =
		(filters: Query, options?: ExportRunOptions) =>
		async (args: ListThunkArgs<Item, Summary>): Promise<ExportOutcome> => {
			args.dispatch({ type: SET_EXPORTING, exporting: true });
			let exports: typeof import('./export-thunk');
			try {
				exports = await import(/* webpackChunkName: "export" */ './export-thunk');
			} catch (error) {
				args.dispatch({ type: SET_EXPORTING, exporting: false });
				writeFailed(
					args.registry,
					`export.${config.list.paths.export ?? ''}`,
					toUserMessage(error, 'export')
				);
				return { status: 'failed', error };
			}
			const run = exports.createExportThunk({
				path: config.list.paths.export ?? '',
				emailNoticeId: config.exportOptions?.emailNoticeId,
			});
			return run(filters, options)(args);
		};
	const store = defineStore(config.list.storeName, {
		reducer,
		actions: { ...listActions<Item, Summary>(), exportList, ...(extra?.actions ?? ({} as ExtraActions)) },
		selectors: {
			...lift(listSelectors<Item, Summary>(), (state: State) => state.list),
			...lift(extra?.selectors ?? ({} as ExtraSelectors), (state: State) => state.extra),
		},
		resolvers: { ...listResolvers<Item, Summary>(config), ...(extra?.resolvers ?? {}) },
	});
	// The definition's reads (list, summary, item) start through this store (reads.ts `readStart`).
	config.list.resolveThrough(() => resolveRead(store));
	return store;
}
