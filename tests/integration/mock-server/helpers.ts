/** Shared helpers of the mock-server integration tests (in-process, `app.inject()`, no ports). */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createApp, type CreateAppOptions } from '../../../mock-server/app';

export const NOW = new Date('2025-01-15T00:00:00.000Z');

export function testApp(options: CreateAppOptions = {}): Promise<FastifyInstance> {
	return createApp({
		db: ':memory:',
		now: NOW,
		distDir: '/nonexistent/dist',
		hostDistDir: '/nonexistent/dist-host',
		...options,
	});
}

export interface Answer<T = unknown> {
	status: number;
	body: T;
	headers: Record<string, unknown>;
}

/** A REST call with the app's nonce (pass `nonce: null` for none). */
export async function rest<T = Record<string, unknown>>(
	app: FastifyInstance,
	method: InjectOptions['method'],
	path: string,
	options: {
		body?: unknown;
		nonce?: string | null;
		headers?: Record<string, string>;
		rawBody?: string;
	} = {}
): Promise<Answer<T>> {
	const nonce = options.nonce === undefined ? app.mock.nonce : options.nonce;
	const headers: Record<string, string> = { ...options.headers };
	if (nonce !== null) {
		headers['x-wp-nonce'] = nonce;
	}
	const payload =
		options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
	if (payload !== undefined) {
		headers['content-type'] = headers['content-type'] ?? 'application/json';
	}
	const res = await app.inject({ method, url: `/wp-json${path}`, headers, payload });
	return { status: res.statusCode, body: JSON.parse(res.body) as T, headers: res.headers };
}

/** A control-API call. */
export async function control<T = unknown>(
	app: FastifyInstance,
	method: InjectOptions['method'],
	path: string,
	body?: unknown
): Promise<Answer<T>> {
	const res = await app.inject({
		method,
		url: `/__mock/${path}`,
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		payload: body === undefined ? undefined : JSON.stringify(body),
	});
	return { status: res.statusCode, body: JSON.parse(res.body) as T, headers: res.headers };
}

export async function page(app: FastifyInstance, url: string): Promise<{ status: number; html: string }> {
	const res = await app.inject({ method: 'GET', url });
	return { status: res.statusCode, html: res.body };
}

/** The object assigned to `window.<name>` by the host page's inline settings script. */
export function inlineGlobal<T = Record<string, unknown>>(html: string, name: string): T {
	const match = new RegExp(`window\\.${name} = (.*);\\n`).exec(html);
	if (!match) {
		throw new Error(`window.${name} not found`);
	}
	return JSON.parse(match[1]) as T;
}
