import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A fresh data registry with core/notices and one store descriptor, with untyped accessors for tests. */
export function testRegistry(name: string, store: unknown) {
	const registry = createRegistry() as any;
	registry.register(noticesStore);
	registry.register(store);
	return {
		registry,
		select: (): any => registry.select(name),
		dispatch: (): any => registry.dispatch(name),
		resolve: (): any => registry.resolveSelect(name),
		notices: (): string[] =>
			registry
				.select(noticesStore)
				.getNotices()
				.map((n: { content: string }) => n.content),
	};
}
