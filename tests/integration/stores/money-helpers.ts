/**
 * Helpers of the store integration tests: the live mock server of a test file, a data registry with several
 * money stores and core/notices, and waiting for resolvers.
 */
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import type { FastifyInstance } from 'fastify';

import { startLiveServer } from '../../support/live-server';

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

type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

/**
 * The real mock server for this test file: started before its tests (api-fetch pointed at it), closed after
 * them, and reset to `scenario` (seed 1) before each test. Call at the top level of a test file; the answer's
 * members read the server once it runs.
 */
export function withLiveServer(scenario = 'established') {
	let server: LiveServer | undefined;
	const live = (): LiveServer => {
		if (!server) {
			throw new Error('The live server is not running (withLiveServer runs it around the tests).');
		}
		return server;
	};
	beforeAll(async () => {
		server = await startLiveServer(scenario);
	});
	afterAll(() => server?.app.close());
	beforeEach(async () => {
		await live().control('POST', 'reset', { scenario, seed: 1 });
	});
	return {
		/** The mock server's app (its db, nonce). */
		app: (): FastifyInstance => live().app,
		/** The server's origin, e.g. "http://127.0.0.1:40123". */
		base: (): string => live().base,
		/** A call of the control API (`/__mock/{path}`). */
		control: (method: string, path: string, body?: unknown) => live().control(method, path, body),
	};
}
