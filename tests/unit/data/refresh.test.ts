/**
 * Cross-store refresh (src/data/shared/refresh.ts): the stores named are reached through their typed
 * descriptors; their cached reads are read again, and a name with no store (or a registry without it) is
 * skipped.
 */
import { createRegistry, resolveSelect } from '@wordpress/data';
import * as data from '@wordpress/data';

import { invalidateStores } from '../../../src/data/shared/refresh';
import { defineStore } from '../../../src/data/shared/store';

const NAME = 'wcpay/test-refresh';
let reads = 0;
const store = defineStore(NAME, {
	reducer: (state: number = 0, action: { type: string; value?: number }) =>
		action.type === 'SET' ? (action.value ?? 0) : state,
	actions: { set: (value: number) => ({ type: 'SET', value }) },
	selectors: { getValue: (state: number) => state },
	resolvers: {
		getValue:
			() =>
			({ dispatch }: { dispatch: (action: { type: string; value: number }) => void }) => {
				reads += 1;
				dispatch({ type: 'SET', value: reads });
			},
	},
});

describe('invalidateStores', () => {
	it('reads a named store again, and skips names and registries without that store', async () => {
		expect(await resolveSelect(store).getValue()).toBe(1);
		expect(await resolveSelect(store).getValue()).toBe(1);
		invalidateStores(data, [NAME, 'wcpay/no-such-store']);
		expect(await resolveSelect(store).getValue()).toBe(2);
		// A registry of its own, where the store is not registered (its type says less than the default one's).
		const other = createRegistry() as unknown as Parameters<typeof invalidateStores>[0];
		expect(() => invalidateStores(other, [NAME])).not.toThrow();
		expect(await resolveSelect(store).getValue()).toBe(2);
	});
});
