/** A data registry with several money stores and core/notices, for the store integration tests. */
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/* eslint-disable @typescript-eslint/no-explicit-any */

export type LoggedRequest = {
	method: string;
	path: string;
	query: Record<string, unknown>;
	body: unknown;
	status: number;
};

/** A fresh registry with core/notices and the given store descriptors (keyed by their names). */
export function moneyRegistry(stores: Record<string, unknown>) {
	const registry = createRegistry() as any;
	registry.register(noticesStore);
	for (const store of Object.values(stores)) {
		registry.register(store);
	}
	return {
		registry,
		select: (name: string): any => registry.select(name),
		dispatch: (name: string): any => registry.dispatch(name),
		resolve: (name: string): any => registry.resolveSelect(name),
		notices: (): { content: string; status: string; actions: { label: string; url?: string }[] }[] =>
			registry.select(noticesStore).getNotices(),
		texts: (): string[] =>
			registry
				.select(noticesStore)
				.getNotices()
				.map((n: { content: string }) => n.content),
	};
}

/** An immediate sleep for the export polling. */
export const noWait = () => Promise.resolve();

/** Waits until `check` holds (resolvers run after their selector is first called). */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
	const start = Date.now();
	while (!check()) {
		if (Date.now() - start > timeoutMs) {
			throw new Error('Timed out waiting for the store');
		}
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
}
