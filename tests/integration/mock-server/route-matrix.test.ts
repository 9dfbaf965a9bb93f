/**
 * @jest-environment node
 *
 * The security matrix of the REST API (CONTRACT.md): every route of `buildRestRouter()` — every method of
 * every pattern, path parameters filled with real seeded ids and write routes sent a valid body, so that the
 * same request with the nonce is served (checked too) — refuses a request without a nonce and with a wrong
 * nonce (403 `rest_cookie_invalid_nonce`) and a user without the route's capability (403
 * `woocommerce_rest_cannot_view`), and none of them changes the database. Prints the number of cases.
 */
import type { FastifyInstance } from 'fastify';
import { NOW, control, testApp } from './helpers';
import { ROUTE_SAMPLES, needsSample, prepareSamples, uploadBody } from './route-samples';
import { DbWatch, type MethodRoute, fillPattern, methodRoutes, send, servedBy } from './route-table';

const ROUTES = methodRoutes();
const counted = { routes: 0, cases: 0 };

const INVALID_NONCE = {
	code: 'rest_cookie_invalid_nonce',
	message: 'Cookie check failed',
	data: { status: 403 },
};
const CANNOT_VIEW = {
	code: 'woocommerce_rest_cannot_view',
	message: 'Sorry, you cannot list resources.',
	data: { status: 403 },
};

/** The valid request of a route (path, headers, body), or a reason it cannot be built. */
function validRequest(app: FastifyInstance, route: MethodRoute) {
	const sample = ROUTE_SAMPLES[route.pattern];
	if (!sample && needsSample(route.methods, route.pattern)) {
		throw new Error(
			`No sample for ${route.pattern}: add its path parameters / valid body to tests/integration/mock-server/route-samples.ts`
		);
	}
	const params = Object.fromEntries(
		Object.entries(sample?.params?.(app.mock.db) ?? {}).map(([k, v]) => [k, encodeURIComponent(v)])
	);
	const path = fillPattern(route.pattern, params);
	const served = servedBy(route.method, path);
	if (served !== route.pattern) {
		throw new Error(`${route.method} ${path} is served by ${served ?? 'no route'}, not ${route.pattern}`);
	}
	const headers: Record<string, string> = {};
	let payload: string | Buffer | undefined;
	if (route.method !== 'GET' && sample?.upload) {
		const upload = uploadBody();
		headers['content-type'] = upload.contentType;
		payload = upload.payload;
	} else if (route.method !== 'GET' && sample?.body) {
		headers['content-type'] = 'application/json';
		payload = JSON.stringify(sample.body(app.mock.db));
	}
	return { method: route.method, path, query: sample?.query ?? '', headers, payload, sample };
}

const label = (r: MethodRoute) => `${r.method} ${r.pattern}`;

describe('REST security matrix', () => {
	afterAll(() => {
		// One line for the CI log: the figures of the matrix.
		console.log(
			`security matrix: ${counted.routes} routes × 3 = ${counted.cases} cases (a wrong nonce both as X-WP-Nonce and as _wpnonce)`
		);
	});

	describe('nonce', () => {
		let app: FastifyInstance;
		let watch: DbWatch;
		beforeAll(async () => {
			app = await testApp({ now: NOW });
			await prepareSamples(app);
			watch = new DbWatch(app.mock.db);
		});
		afterAll(() => app.close());

		it.each(ROUTES.map((r) => [label(r), r] as const))(
			'%s refuses no nonce and a wrong nonce, and serves the nonce',
			async (_name, route) => {
				const req = validRequest(app, route);
				const problems: string[] = [];
				const variants: [string, Record<string, string>, string][] = [
					['no nonce', {}, req.query],
					['wrong nonce (header)', { 'x-wp-nonce': `${app.mock.nonce}0` }, req.query],
					['wrong nonce (_wpnonce)', {}, `${req.query}&_wpnonce=0000000000`],
				];
				for (const [name, headers, query] of variants) {
					const { result, changed } = await watch.run(() =>
						send(app, { ...req, headers: { ...req.headers, ...headers }, query })
					);
					if (
						result.status !== 403 ||
						JSON.stringify(result.body) !== JSON.stringify(INVALID_NONCE)
					) {
						problems.push(
							`${name}: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`
						);
					}
					if (changed) {
						problems.push(`${name}: the database changed`);
					}
				}
				// The control: the same request with the nonce is served.
				const { result: good } = await watch.run(() =>
					send(app, { ...req, headers: { ...req.headers, 'x-wp-nonce': app.mock.nonce } })
				);
				const expected = req.sample?.baseline?.status;
				if (expected ? good.status !== expected : good.status >= 300) {
					problems.push(
						`with the nonce: ${good.status} ${JSON.stringify(good.body).slice(0, 300)} (fix the sample)`
					);
				}
				counted.routes++;
				counted.cases += 2;
				expect(problems).toEqual([]);
			},
			30_000
		);
	});

	describe('capability', () => {
		let app: FastifyInstance;
		let watch: DbWatch;
		beforeAll(async () => {
			app = await testApp({ now: NOW });
			await prepareSamples(app);
			const capabilities = new Set(ROUTES.map((r) => r.capability));
			// A subscriber: signed in, but none of the capabilities the routes need.
			const granted = ['read'].filter((c) => !capabilities.has(c));
			expect((await control(app, 'PATCH', 'user', { capabilities: granted })).status).toBe(200);
			watch = new DbWatch(app.mock.db);
		});
		afterAll(() => app.close());

		it.each(ROUTES.map((r) => [label(r), r] as const))(
			'%s refuses a user without its capability',
			async (_name, route) => {
				const req = validRequest(app, route);
				const { result, changed } = await watch.run(() =>
					send(app, { ...req, headers: { ...req.headers, 'x-wp-nonce': app.mock.nonce } })
				);
				counted.cases++;
				expect({ status: result.status, body: result.body, changed }).toEqual({
					status: 403,
					body: CANNOT_VIEW,
					changed: false,
				});
			}
		);
	});
});
