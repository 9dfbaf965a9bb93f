/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { control, rest, testApp } from './helpers';

describe('REST authentication, routing and decoding', () => {
	let app: FastifyInstance;
	beforeEach(async () => {
		app = await testApp();
	});
	afterEach(() => app.close());

	it('rejects a call without a nonce or with a wrong one', async () => {
		for (const nonce of [null, 'wrong']) {
			const res = await rest(app, 'GET', '/wc/v3/payments/settings', { nonce });
			expect(res.status).toBe(403);
			expect(res.body).toEqual({
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
				data: { status: 403 },
			});
		}
	});

	it('accepts the nonce as the _wpnonce query parameter', async () => {
		const res = await app.inject({
			method: 'GET',
			url: `/wp-json/wc/v3/payments/settings?_wpnonce=${app.mock.nonce}`,
		});
		expect(res.statusCode).toBe(200);
	});

	it('checks the nonce before the route, like WordPress', async () => {
		expect((await rest(app, 'GET', '/wc/v3/nothing-here', { nonce: null })).status).toBe(403);
		const res = await rest(app, 'GET', '/wc/v3/nothing-here');
		expect(res.status).toBe(404);
		expect(res.body).toEqual({
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			data: { status: 404 },
		});
	});

	it('answers rest_no_route for a known path with an unsupported method', async () => {
		expect((await rest(app, 'DELETE', '/wc/v3/payments/settings')).body).toMatchObject({
			code: 'rest_no_route',
		});
	});

	it('rejects a user without manage_woocommerce', async () => {
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		for (const path of ['/wc/v3/payments/settings', '/wc/v3/payments/accounts', '/wp/v2/users/me']) {
			const res = await rest(app, 'GET', path);
			expect(res.status).toBe(403);
			expect(res.body).toEqual({
				code: 'woocommerce_rest_cannot_view',
				message: 'Sorry, you cannot list resources.',
				data: { status: 403 },
			});
		}
	});

	it('answers bad JSON with rest_invalid_json and changes nothing', async () => {
		const before = await rest(app, 'GET', '/wc/v3/payments/settings');
		const res = await rest(app, 'POST', '/wc/v3/payments/settings', {
			rawBody: '{"is_wcpay_enabled": fal',
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
		expect((await rest(app, 'GET', '/wc/v3/payments/settings')).body).toEqual(before.body);
	});

	it('rejects a body that is not an object', async () => {
		const res = await rest(app, 'POST', '/wc/v3/payments/settings', { body: [1, 2] });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ code: 'rest_invalid_param' });
	});

	it('supports ?_method= and X-HTTP-Method-Override', async () => {
		const viaQuery = await app.inject({
			method: 'GET',
			url: `/wp-json/wc/v3/payments/settings?_method=POST&_wpnonce=${app.mock.nonce}`,
		});
		expect(viaQuery.statusCode).toBe(200);
		const viaHeader = await rest(app, 'POST', '/wp/v2/users/me', {
			headers: { 'x-http-method-override': 'PUT' },
			body: { woocommerce_meta: { a: '1' } },
		});
		expect(viaHeader.status).toBe(200);
		const log = await control<{ method: string; path: string }[]>(app, 'GET', 'requests');
		expect(log.body.map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /wc/v3/payments/settings',
			'PUT /wp/v2/users/me',
		]);
	});

	it('accepts a trailing slash and form-encoded bodies', async () => {
		const res = await rest(app, 'POST', '/wc/v3/payments/settings/', {
			rawBody: 'is_debug_log_enabled=1',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		});
		// Form values are strings, and the settings want a boolean.
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ data: { params: { is_debug_log_enabled: expect.any(String) } } });
	});
});
