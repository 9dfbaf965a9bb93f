import type { FastifyInstance } from 'fastify';

import { createApp } from '../../mock-server/app';
import { setupApiFetch } from '../../src/api/setup';

/** The real mock server on an ephemeral loopback port, with api-fetch pointed at it (root + nonce). */
export async function startLiveServer(scenario = 'established'): Promise<{
	app: FastifyInstance;
	base: string;
	control: (method: string, path: string, body?: unknown) => Promise<unknown>;
}> {
	const app = await createApp({ db: ':memory:', scenario, seed: 1 });
	await app.listen({ port: 0, host: '127.0.0.1' });
	const address = app.server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	const base = `http://127.0.0.1:${port}`;
	// api-fetch calls `window.fetch`: point `window` at the global scope, where Node's fetch lives. Done here,
	// after the modules loaded, so libraries that sniff `window` at load time still see a server.
	const g = globalThis as unknown as { window?: unknown };
	g.window ??= globalThis;
	setupApiFetch({ root: `${base}/wp-json/`, nonce: app.mock.nonce });
	const control = async (method: string, path: string, body?: unknown) => {
		const res = await fetch(`${base}/__mock/${path}`, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return res.json();
	};
	return { app, base, control };
}
