/** Helpers of the money integration tests: one shared app per file, CSV download and parsing. */
import type { FastifyInstance } from 'fastify';

export { NOW, control, rest, testApp } from '../mock-server/helpers';

/** GET a URL (path with query) of the app with its nonce, raw. */
export async function raw(app: FastifyInstance, url: string, nonce: string | null = app.mock.nonce) {
	const res = await app.inject({
		method: 'GET',
		url,
		headers: nonce === null ? {} : { 'x-wp-nonce': nonce },
	});
	return { status: res.statusCode, body: res.body, headers: res.headers };
}

export { parseCsv } from '../../support/csv';

/** Every page of a list route (pagesize 100), concatenated. */
export async function allPages<T>(
	app: FastifyInstance,
	path: string,
	rest: (app: FastifyInstance, method: 'GET', path: string) => Promise<{ status: number; body: unknown }>
): Promise<T[]> {
	const out: T[] = [];
	for (let page = 1; page < 1000; page++) {
		const sep = path.includes('?') ? '&' : '?';
		const res = await rest(app, 'GET', `${path}${sep}pagesize=100&page=${page}`);
		const body = res.body as { data: T[]; total_count: number };
		out.push(...body.data);
		if (out.length >= body.total_count || body.data.length === 0) {
			break;
		}
	}
	return out;
}
