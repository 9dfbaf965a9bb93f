/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { control, page, rest, testApp } from './helpers';

type Logged = {
	method: string;
	path: string;
	query: Record<string, unknown>;
	body: unknown;
	status: number | null;
};

describe('control API', () => {
	let app: FastifyInstance;
	beforeEach(async () => {
		app = await testApp();
	});
	afterEach(() => app.close());

	describe('faults', () => {
		it('answers the next `times` matching calls with the error, then lets calls through', async () => {
			const added = await control(app, 'POST', 'faults', {
				method: 'GET',
				path: '/wc/v3/payments/settings',
				status: 503,
				code: 'wcpay_server_error',
				message: 'Down for maintenance',
				data: { retry: true },
				times: 2,
			});
			expect(added.status).toBe(200);
			for (let i = 0; i < 2; i++) {
				const res = await rest(app, 'GET', '/wc/v3/payments/settings');
				expect(res.status).toBe(503);
				expect(res.body).toEqual({
					code: 'wcpay_server_error',
					message: 'Down for maintenance',
					data: { status: 503, retry: true },
				});
			}
			expect((await rest(app, 'GET', '/wc/v3/payments/settings')).status).toBe(200);
		});

		it('defaults to one 500 and matches the method', async () => {
			await control(app, 'POST', 'faults', { method: 'post', path: '/wc/v3/payments/settings' });
			expect((await rest(app, 'GET', '/wc/v3/payments/settings')).status).toBe(200);
			const res = await rest(app, 'POST', '/wc/v3/payments/settings', { body: {} });
			expect(res.status).toBe(500);
			expect(res.body).toMatchObject({ code: 'wcpay_mock_fault', data: { status: 500 } });
			expect((await rest(app, 'POST', '/wc/v3/payments/settings', { body: {} })).status).toBe(200);
		});

		it('treats a path that is not equal as an anchored regular expression', async () => {
			await control(app, 'POST', 'faults', {
				path: '/wc/v3/payments/settings/.*',
				status: 400,
				times: 5,
			});
			expect((await rest(app, 'GET', '/wc/v3/payments/settings')).status).toBe(200);
			expect(
				(
					await rest(app, 'POST', '/wc/v3/payments/settings/wcpay_exit_survey_dismissed', {
						body: { value: true },
					})
				).status
			).toBe(400);
			await control(app, 'DELETE', 'faults');
			await control(app, 'POST', 'faults', { path: 'payments', status: 418 });
			expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).status).toBe(200);
			expect((await control<unknown[]>(app, 'GET', 'faults')).body).toHaveLength(1);
		});

		it('sees a path as requested and without its trailing slash (the spec names `/refund/`)', async () => {
			const refund = { body: { charge_id: 'ch_none', amount: 100 } };
			await control(app, 'POST', 'faults', {
				method: 'POST',
				path: '/wc/v3/payments/refund/',
				status: 502,
			});
			expect((await rest(app, 'POST', '/wc/v3/payments/refund/', refund)).status).toBe(502);
			// A fault named without the slash still meets the call made with it.
			await control(app, 'POST', 'faults', {
				method: 'POST',
				path: '/wc/v3/payments/refund',
				status: 503,
			});
			expect((await rest(app, 'POST', '/wc/v3/payments/refund/', refund)).status).toBe(503);
			// Without a fault both forms reach the one route.
			expect((await rest(app, 'POST', '/wc/v3/payments/refund/', refund)).status).toBe(404);
			expect((await rest(app, 'POST', '/wc/v3/payments/refund', refund)).status).toBe(404);
			const log = (await control<Logged[]>(app, 'GET', 'requests')).body;
			expect(log.map((r) => `${r.path} ${r.status}`)).toEqual([
				'/wc/v3/payments/refund/ 502',
				'/wc/v3/payments/refund/ 503',
				'/wc/v3/payments/refund/ 404',
				'/wc/v3/payments/refund 404',
			]);
		});

		it('applies to routes that do not exist yet, and before the nonce check', async () => {
			await control(app, 'POST', 'faults', { path: '/wc/v3/payments/deposits', status: 502 });
			expect((await rest(app, 'GET', '/wc/v3/payments/deposits', { nonce: null })).status).toBe(502);
		});

		it('delays the answer by delay_ms', async () => {
			await control(app, 'POST', 'faults', {
				path: '/wc/v3/payments/accounts',
				status: 500,
				delay_ms: 150,
			});
			const started = Date.now();
			expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).status).toBe(500);
			expect(Date.now() - started).toBeGreaterThanOrEqual(140);
		});

		it('only delays with passthrough', async () => {
			await control(app, 'POST', 'faults', {
				path: '/wc/v3/payments/accounts',
				delay_ms: 50,
				passthrough: true,
			});
			expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).status).toBe(200);
		});

		it('validates the fault', async () => {
			const res = await control<{ code: string; data: { params: Record<string, string> } }>(
				app,
				'POST',
				'faults',
				{
					path: '([',
					status: 99,
					times: 0,
				}
			);
			expect(res.status).toBe(400);
			expect(Object.keys(res.body.data.params).sort()).toEqual(['path', 'status', 'times']);
		});

		it('clears with DELETE', async () => {
			await control(app, 'POST', 'faults', { path: '/wc/v3/payments/settings' });
			await control(app, 'DELETE', 'faults');
			expect((await rest(app, 'GET', '/wc/v3/payments/settings')).status).toBe(200);
		});
	});

	describe('request log', () => {
		it('lists REST calls in order with path, query object, body and status, including faulted ones', async () => {
			await control(app, 'POST', 'faults', { path: '/wc/v3/payments/accounts', status: 500 });
			await rest(app, 'GET', '/wc/v3/payments/accounts');
			await rest(app, 'GET', '/wc-admin/options?options=a,b&list[]=1&list[]=2');
			await rest(app, 'POST', '/wc/v3/payments/settings', { body: { is_debug_log_enabled: true } });
			await rest(app, 'GET', '/wc/v3/payments/settings', { nonce: 'bad' });
			await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/overview');
			const log = (await control<Logged[]>(app, 'GET', 'requests')).body;
			expect(log).toEqual([
				{ method: 'GET', path: '/wc/v3/payments/accounts', query: {}, body: null, status: 500 },
				{
					method: 'GET',
					path: '/wc-admin/options',
					query: { options: 'a,b', list: ['1', '2'] },
					body: null,
					status: 200,
				},
				{
					method: 'POST',
					path: '/wc/v3/payments/settings',
					query: {},
					body: { is_debug_log_enabled: true },
					status: 200,
				},
				{ method: 'GET', path: '/wc/v3/payments/settings', query: {}, body: null, status: 403 },
			]);
		});

		it('starts empty after a reset', async () => {
			await rest(app, 'GET', '/wc/v3/payments/accounts');
			await control(app, 'POST', 'reset', {});
			expect((await control(app, 'GET', 'requests')).body).toEqual([]);
		});
	});

	describe('reset and state', () => {
		it('lists the scenarios', async () => {
			const res = await control<{ scenarios: string[] }>(app, 'GET', 'scenarios');
			expect(res.body.scenarios).toEqual(
				expect.arrayContaining([
					'established',
					'not-connected',
					'no-account',
					'invalid-account',
					'sandbox',
					'restricted-soon',
					'restricted',
					'under-review',
					'rejected',
					'empty',
					'progressive',
				])
			);
		});

		it('answers 400 listing the known scenarios for an unknown one, and keeps the state', async () => {
			await control(app, 'PATCH', 'settings', { is_debug_log_enabled: true });
			const res = await control<{ code: string; message: string; data: { scenarios: string[] } }>(
				app,
				'POST',
				'reset',
				{
					scenario: 'nope',
				}
			);
			expect(res.status).toBe(400);
			expect(res.body.message).toContain('established');
			expect(res.body.data.scenarios).toContain('sandbox');
			expect((await rest(app, 'GET', '/wc/v3/payments/settings')).body.is_debug_log_enabled).toBe(true);
		});

		it('reports the scenario, seed and account status', async () => {
			await control(app, 'POST', 'reset', { scenario: 'restricted', seed: 7 });
			expect((await control(app, 'GET', 'state')).body).toMatchObject({
				scenario: 'restricted',
				seed: 7,
				account_status: 'restricted',
				counts: { accounts: 1 },
			});
			await control(app, 'POST', 'reset', { scenario: 'not-connected' });
			expect((await control(app, 'GET', 'state')).body).toMatchObject({
				account_status: null,
				counts: { accounts: 0 },
			});
		});

		it('gives the same data for the same scenario and seed, byte for byte', async () => {
			const snapshot = async (scenario: string, seed: number) => {
				await control(app, 'POST', 'reset', { scenario, seed });
				return JSON.stringify({
					state: (await control(app, 'GET', 'state')).body,
					settings: (await rest(app, 'GET', '/wc/v3/payments/settings')).body,
					account: (await rest(app, 'GET', '/wc/v3/payments/accounts')).body,
					kv: app.mock.kv.dump(),
				});
			};
			for (const scenario of ['established', 'progressive', 'sandbox']) {
				const first = await snapshot(scenario, 3);
				await control(app, 'PATCH', 'account', { status: 'rejected.fraud' });
				await rest(app, 'POST', '/wc/v3/payments/settings', { body: { is_debug_log_enabled: true } });
				expect(await snapshot(scenario, 3)).toBe(first);
			}
			const otherSeed = await snapshot('established', 4);
			expect(otherSeed).not.toBe(await snapshot('established', 3));
		});

		it('gives the same kv rows in two independent apps', async () => {
			const other = await testApp({ scenario: 'progressive', seed: 11 });
			try {
				await control(app, 'POST', 'reset', {
					scenario: 'progressive',
					seed: 11,
					now: '2025-01-15T00:00:00.000Z',
				});
				expect(other.mock.kv.dump()).toEqual(app.mock.kv.dump());
			} finally {
				await other.close();
			}
		});

		it('reads a JSON body whatever type it is sent as (a string body, a form post)', async () => {
			for (const type of ['application/octet-stream', 'application/x-www-form-urlencoded', undefined]) {
				const res = await app.inject({
					method: 'POST',
					url: '/__mock/reset',
					headers: type ? { 'content-type': type } : {},
					payload: JSON.stringify({ scenario: 'empty', seed: 3 }),
				});
				expect(res.statusCode).toBe(200);
				expect((await control(app, 'GET', 'state')).body).toMatchObject({
					scenario: 'empty',
					seed: 3,
				});
				await control(app, 'POST', 'reset', {});
			}
			// A form post of fields is still read as a form.
			const form = await app.inject({
				method: 'POST',
				url: '/__mock/reset',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				payload: 'scenario=sandbox',
			});
			expect(form.statusCode).toBe(200);
			expect((await control(app, 'GET', 'state')).body).toMatchObject({ scenario: 'sandbox' });
		});

		it('validates the reset body', async () => {
			expect((await control(app, 'POST', 'reset', { seed: -1 })).status).toBe(400);
			expect((await control(app, 'POST', 'reset', { seed: 1.5 })).status).toBe(400);
			expect((await control(app, 'POST', 'reset', { now: 'yesterday' })).status).toBe(400);
		});
	});

	describe('patches', () => {
		it('deep-merges page settings into wcpaySettings', async () => {
			await control(app, 'PATCH', 'page-settings', { featureFlags: { documents: false } });
			const res = await control(app, 'PATCH', 'page-settings', {
				featureFlags: { customSearch: false },
				errorMessage: 'Oops',
			});
			expect(res.body).toEqual({
				featureFlags: { documents: false, customSearch: false },
				errorMessage: 'Oops',
			});
		});

		it('deep-merges the settings object', async () => {
			await control(app, 'PATCH', 'settings', {
				payment_method_statuses: { eps: 'pending_verification' },
			});
			const settings = (
				await rest<{ payment_method_statuses: Record<string, string> }>(
					app,
					'GET',
					'/wc/v3/payments/settings'
				)
			).body;
			expect(settings.payment_method_statuses).toMatchObject({
				eps: 'pending_verification',
				card: 'active',
			});
		});

		it('patches the settings the account answers (payout status, restrictions, waiting period, currency)', async () => {
			await control(app, 'PATCH', 'settings', {
				deposit_status: 'blocked',
				deposit_restrictions: 'deposits_blocked',
				deposit_completed_waiting_period: false,
				account_domestic_currency: 'eur',
			});
			const settings = (await rest<Record<string, unknown>>(app, 'GET', '/wc/v3/payments/settings'))
				.body;
			expect(settings).toMatchObject({
				deposit_status: 'blocked',
				deposit_restrictions: 'deposits_blocked',
				deposit_completed_waiting_period: false,
				account_domestic_currency: 'eur',
			});
			const account = (await control<{ deposits: Record<string, unknown> }>(app, 'GET', 'account'))
				.body;
			expect(account.deposits).toMatchObject({ status: 'blocked', restrictions: 'deposits_blocked' });
		});

		it('updates the user', async () => {
			const res = await control(app, 'PATCH', 'user', { first_name: 'Grace' });
			expect(res.body).toMatchObject({
				first_name: 'Grace',
				capabilities: { manage_woocommerce: true },
			});
		});

		it('rejects non-object bodies and bad JSON', async () => {
			expect((await control(app, 'PATCH', 'account', [1])).status).toBe(400);
			const bad = await app.inject({
				method: 'PATCH',
				url: '/__mock/account',
				headers: { 'content-type': 'application/json' },
				payload: '{',
			});
			expect(bad.statusCode).toBe(400);
			expect(JSON.parse(bad.body)).toMatchObject({ code: 'rest_invalid_json' });
		});
	});

	describe('access', () => {
		it('answers loopback clients only', async () => {
			const res = await app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '10.1.2.3' });
			expect(res.statusCode).toBe(403);
		});

		it('is off with control: false', async () => {
			const closed = await testApp({ control: false });
			try {
				expect((await closed.inject({ method: 'GET', url: '/__mock/state' })).statusCode).toBe(404);
			} finally {
				await closed.close();
			}
		});
	});
});
