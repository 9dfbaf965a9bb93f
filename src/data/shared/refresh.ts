/**
 * Cross-store refreshes: after a write in one store, the reads of others that show the same data are
 * invalidated (the next read fetches again). Stores are named through their domain's `name.ts`, so a
 * refresh list cannot name a store that does not exist; stores not registered on this page are skipped.
 */
import { definedStore, type ThunkRegistry } from './store';

/**
 * Invalidates every cached read of the stores `names` that are registered.
 *
 * @example
 * invalidateStores( registry, [ TRANSACTIONS_STORE, FRAUD_OUTCOMES_STORE ] );
 */
export function invalidateStores(registry: ThunkRegistry, names: readonly string[]): void {
	for (const name of names) {
		// A store not defined on this page has nothing cached: nothing to refresh. A registry the store is not
		// registered in (a test's own) answers no actions for it.
		const store = definedStore(name);
		if (store) {
			registry.dispatch(store)?.invalidateResolutionForStore();
		}
	}
}
