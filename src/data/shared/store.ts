/**
 * Typed store descriptors. `defineStore()` creates a `@wordpress/data` store from a typed config and
 * registers it once, answering a descriptor whose selectors include the resolution metadata every store has
 * (`hasFinishedResolution`, …), so that `select( store ).getX()` and `useDispatch( store ).doY()` are typed
 * end to end, with no cast at the call site.
 *
 * Thunks (actions and resolvers) receive {@link ThunkArgs}: `dispatch` takes the store's own action
 * objects, another thunk, or a metadata action (`invalidateResolutionForStoreSelector`); `select` is the
 * store's curried selectors; `registry` reaches other stores.
 */
import { createReduxStore, register, resolveSelect, select as registrySelect } from '@wordpress/data';
import type { dispatch as registryDispatch } from '@wordpress/data';
import type { ActionCreator, ReduxStoreConfig, StoreDescriptor } from '@wordpress/data/build-types/types';

/** The resolution metadata selectors of every registered store, with their state argument. */
export interface MetadataSelectors {
	hasStartedResolution: (state: unknown, selectorName: string, args?: unknown[]) => boolean;
	hasFinishedResolution: (state: unknown, selectorName: string, args?: unknown[]) => boolean;
	isResolving: (state: unknown, selectorName: string, args?: unknown[]) => boolean;
}

/** The resolution metadata actions of every registered store. */
export type MetadataActions = {
	invalidateResolution: (selectorName: string, args: unknown[]) => void;
	invalidateResolutionForStore: () => void;
	invalidateResolutionForStoreSelector: (selectorName: string) => void;
};

/** Selectors without their state argument, as `select( store )` answers them. */
export type Curried<Selectors> = {
	[K in keyof Selectors]: Selectors[K] extends (state: never, ...args: infer P) => infer R
		? (...args: P) => R
		: never;
};

/** Selectors as `resolveSelect( store )` answers them: each resolves once its resolver has run. */
export type Resolved<Selectors> = {
	[K in keyof Selectors]: Selectors[K] extends (state: never, ...args: infer P) => infer R
		? (...args: P) => Promise<R>
		: never;
};

/** The registry a thunk reaches other stores through. */
export interface ThunkRegistry {
	dispatch: typeof registryDispatch;
	select: typeof registrySelect;
}

/** `dispatch` inside a thunk: an action object of the store, another thunk, or a metadata action. */
export interface ThunkDispatch<Action, Selectors> extends MetadataActions {
	(action: Action): void;
	<R>(thunk: (args: ThunkArgs<Action, Selectors>) => R): R;
}

/** What a thunk (an action or a resolver) receives. */
export interface ThunkArgs<Action, Selectors> {
	dispatch: ThunkDispatch<Action, Selectors>;
	select: Curried<Selectors>;
	registry: ThunkRegistry;
}

/** A thunk of a store with these actions and selectors. */
export type Thunk<Action, Selectors, R = void> = (args: ThunkArgs<Action, Selectors>) => R;

/** The descriptor `defineStore()` answers: the registry adds the metadata actions and selectors to its own. */
export type TypedStore<State, Actions extends Record<string, ActionCreator>, Selectors> = StoreDescriptor<
	ReduxStoreConfig<State, Actions & MetadataActions, Selectors & MetadataSelectors>
>;

/** The selectors of a typed store (for `Curried<…>` and `Resolved<…>`). */
export type SelectorsOf<S> =
	S extends StoreDescriptor<ReduxStoreConfig<unknown, Record<string, ActionCreator>, infer Sel>>
		? Sel
		: never;

/** Any store `defineStore()` created: what every store has, its metadata actions and selectors. */
type DefinedStore = StoreDescriptor<ReduxStoreConfig<unknown, MetadataActions, MetadataSelectors>>;

/** The stores defined so far, by name: the first definition of each. */
const defined = new Map<string, DefinedStore>();

/**
 * The store defined under `name` (a domain's `name.ts` constant), or undefined while its module has not
 * been evaluated on this page: how code that names stores as data (refresh lists) reaches them.
 *
 * @example
 * const store = definedStore( STORE_NAME ); // undefined until the page's chunk has defined it
 */
export function definedStore(name: string): DefinedStore | undefined {
	return defined.get(name);
}

/**
 * Creates a store and registers it in the default registry (once: a second definition with the same name,
 * e.g. a module evaluated again, keeps the first).
 *
 * @example
 * export const store = defineStore( STORE_NAME, { reducer, actions, selectors, resolvers } );
 * const settings = select( store ).getSettings(); // typed
 */
export function defineStore<State, Actions extends Record<string, ActionCreator>, Selectors>(
	name: string,
	config: ReduxStoreConfig<State, Actions, Selectors>
): TypedStore<State, Actions, Selectors> {
	// The registry adds the metadata selectors to every store; the type says so.
	const store = createReduxStore(name, config) as TypedStore<State, Actions, Selectors>;
	if (!defined.has(name)) {
		defined.set(name, store);
		register(store);
	}
	return store;
}

/**
 * `resolveSelect( store )`, typed: each selector answers a promise of its value once resolved.
 *
 * @example
 * const rows = await resolveRead( depositsStore ).getList( params );
 */
export function resolveRead<
	S extends StoreDescriptor<ReduxStoreConfig<unknown, Record<string, ActionCreator>, unknown>>,
>(store: S): Resolved<SelectorsOf<S>> {
	return resolveSelect(store);
}
