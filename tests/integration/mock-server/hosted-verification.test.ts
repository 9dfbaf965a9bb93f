/** @jest-environment node */
/**
 * The partner-hosted verification: the connect URL with `hosted=1` (validated self-assessment, account created
 * or kept, one-time token) and the mock partner's page `/mock-partner/verify` (GET shows what it received;
 * POST checks capability and nonce like the connect URL, then submits or returns, once).
 */
import type { FastifyInstance } from 'fastify';

import {
	HOSTED_TOKEN_TTL_MS,
	findHostedVerification,
	startHostedVerification,
} from '../../../mock-server/domain/hosted-verification';
import { control, rest, testApp } from './helpers';

type State = { account_status: string | null; is_jetpack_connected: boolean };
type Logged = { method: string; path: string; query: Record<string, unknown>; body: unknown; status: number };

/** The wizard's self-assessment, as the client nests it into the query. */
const SELF_ASSESSMENT: Record<string, string> = {
	'self_assessment[country]': 'US',
	'self_assessment[business_type]': 'company',
	'self_assessment[company][structure]': 'private_corporation',
	'self_assessment[mcc]': 'most_popular__clothing_and_apparel',
	'self_assessment[business_name]': `Ada's <img src=x onerror=alert(1)> "Shop" 🦄`,
	'self_assessment[site]': 'http://127.0.0.1:8484/',
	'self_assessment[annual_revenue]': 'less_than_250k',
	'self_assessment[go_live_timeframe]': 'within_1month',
};
const WIZARD_ARGS = { source: 'wcadmin-payment-task', from: 'WCPAY_ONBOARDING_WIZARD' };

describe('partner-hosted verification', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());

	const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario });
	const state = async () => (await control<State>(app, 'GET', 'state')).body;
	const account = async () =>
		(
			await rest<{ id?: string; status: string; detailsSubmitted: boolean }>(
				app,
				'GET',
				'/wc/v3/payments/accounts'
			)
		).body;
	const log = async () => (await control<Logged[]>(app, 'GET', 'requests')).body;
	const connect = (query: Record<string, string>) => {
		const search = new URLSearchParams({ 'wcpay-connect': '1', _wpnonce: app.mock.nonce, ...query });
		return app.inject({ method: 'GET', url: `/wp-admin/admin.php?${search.toString()}` });
	};
	const location = (res: { headers: Record<string, unknown> }) =>
		new URL(String(res.headers.location), 'http://x');
	const adminTarget = (res: { headers: Record<string, unknown> }) => {
		const url = location(res);
		return { path: url.searchParams.get('path'), params: Object.fromEntries(url.searchParams) };
	};
	/** Starts the hosted flow; answers the page token. */
	const start = async (
		query: Record<string, string> = { hosted: '1', ...SELF_ASSESSMENT, ...WIZARD_ARGS }
	) => {
		const res = await connect(query);
		expect(res.statusCode).toBe(302);
		const url = location(res);
		expect(url.pathname).toBe('/mock-partner/verify');
		return url.searchParams.get('session') as string;
	};
	const view = (token?: string) =>
		app.inject({
			method: 'GET',
			url:
				token === undefined
					? '/mock-partner/verify'
					: `/mock-partner/verify?session=${encodeURIComponent(token)}`,
		});
	const post = (form: Record<string, string>) =>
		app.inject({
			method: 'POST',
			url: '/mock-partner/verify',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams(form).toString(),
		});

	describe('connect URL with hosted=1', () => {
		it('connects the site, creates the unfinished account and leads to the partner page; logged', async () => {
			await reset('not-connected');
			const res = await connect({
				hosted: '1',
				...SELF_ASSESSMENT,
				...WIZARD_ARGS,
				capabilities: 'card_payments',
			});
			expect(res.statusCode).toBe(302);
			const url = location(res);
			expect(url.pathname).toBe('/mock-partner/verify');
			expect(url.searchParams.get('session')).toMatch(/^[A-Za-z0-9_-]{32}$/);
			expect(await state()).toEqual(
				expect.objectContaining({ is_jetpack_connected: true, account_status: 'pending' })
			);
			expect(await account()).toMatchObject({ country: 'US', detailsSubmitted: false });
			const entries = (await log()).filter((r) => r.path === '/wp-admin/admin.php');
			expect(entries).toEqual([
				expect.objectContaining({
					method: 'GET',
					status: 302,
					query: expect.objectContaining({
						hosted: '1',
						from: 'WCPAY_ONBOARDING_WIZARD',
						self_assessment: expect.objectContaining({
							country: 'US',
							company: { structure: 'private_corporation' },
							annual_revenue: 'less_than_250k',
						}),
					}),
				}),
			]);
		});

		it.each([
			['an unsupported country', { ...SELF_ASSESSMENT, 'self_assessment[country]': 'ZZ' }],
			[
				'a missing company structure',
				{ ...SELF_ASSESSMENT, 'self_assessment[company][structure]': '' },
			],
			['an unknown field', { ...SELF_ASSESSMENT, 'self_assessment[password]': 'x' }],
			['a bad annual revenue', { ...SELF_ASSESSMENT, 'self_assessment[annual_revenue]': 'a_billion' }],
			[
				'a bad go-live timeframe',
				{ ...SELF_ASSESSMENT, 'self_assessment[go_live_timeframe]': 'never' },
			],
			['a non-http site', { ...SELF_ASSESSMENT, 'self_assessment[site]': 'javascript:alert(1)' }],
			['a self-assessment that is not an object', { self_assessment: 'US' }],
		])('%s → back to the wizard with the connection-error flag, no account', async (_name, sa) => {
			await reset('not-connected');
			const res = await connect({ hosted: '1', ...sa, ...WIZARD_ARGS });
			expect(res.statusCode).toBe(302);
			expect(adminTarget(res)).toEqual({
				path: '/payments/onboarding',
				params: {
					page: 'wc-admin',
					path: '/payments/onboarding',
					'wcpay-connection-error': '1',
					...WIZARD_ARGS,
				},
			});
			expect((await state()).account_status).toBeNull();
		});

		it('is checked like every connect call: capability, then nonce', async () => {
			await reset('not-connected');
			expect((await connect({ hosted: '1', _wpnonce: 'nope' })).statusCode).toBe(403);
			await control(app, 'PATCH', 'user', { capabilities: ['read'] });
			const res = await connect({ hosted: '1', ...SELF_ASSESSMENT });
			expect(res.statusCode).toBe(403);
			expect(res.body).toContain('Sorry, you are not allowed to access this page.');
			expect(await state()).toMatchObject({ account_status: null, is_jetpack_connected: false });
		});

		it('keeps an unfinished account; a verified one goes to the overview; paused onboarding to connect', async () => {
			await reset('invalid-account');
			const before = (await account()).id;
			await start({ hosted: '1', source: 'wcpay-connect-page', from: 'WCPAY_ONBOARDING_KYC' });
			expect((await account()).id).toBe(before);

			await reset('established');
			const done = await connect({ hosted: '1', ...SELF_ASSESSMENT, ...WIZARD_ARGS });
			expect(adminTarget(done).path).toBe('/payments/overview');

			await reset('no-account');
			await control(app, 'PATCH', 'site', { onboardingDisabled: true });
			const paused = await connect({ hosted: '1', ...SELF_ASSESSMENT, ...WIZARD_ARGS });
			expect(adminTarget(paused).path).toBe('/payments/connect');
			expect((await state()).account_status).toBeNull();
		});
	});

	describe('the partner page', () => {
		it('is a standalone, accessible page showing what the store sent, escaped', async () => {
			await reset('not-connected');
			const token = await start();
			const res = await view(token);
			expect(res.statusCode).toBe(200);
			expect(res.headers['content-type']).toMatch(/text\/html/);
			expect(res.headers['cache-control']).toMatch(/no-store/);
			expect(res.headers['x-frame-options']).toBe('DENY');
			expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
			const html = res.body;
			expect(html).toMatch(/<html lang="en">/);
			expect(html).toMatch(/<title>Verify your business – Financial partner \(mock\)<\/title>/);
			expect(html).toContain('<h1>Verify your business</h1>');
			expect(html).toContain('stands in for the secure verification site');
			for (const text of [
				'United States (US)',
				'Company',
				'Private corporation',
				'Less than $250k',
				'Within 1 month',
				'http://127.0.0.1:8484/',
			]) {
				expect(html).toContain(text);
			}
			expect(html).not.toContain('<img src=x');
			expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Shop&quot;');
			expect(html).toContain(`name="_wpnonce" value="${app.mock.nonce}"`);
			expect(html).toContain(`name="session" value="${token}"`);
			expect(html).toMatch(/<button type="submit"[^>]*value="submit">Submit verification<\/button>/);
			expect(html).toMatch(/value="return">Return to the store without finishing<\/button>/);
			expect(html).toContain('@media (max-width:520px)');
			expect(html).toContain(':focus-visible');
			expect((await log()).map((r) => `${r.method} ${r.path} ${r.status}`)).toContain(
				'GET /mock-partner/verify 200'
			);
		});

		it('a missing or unknown token shows a clear error page with a link back', async () => {
			await reset('not-connected');
			await start();
			const missing = await view();
			expect(missing.statusCode).toBe(400);
			expect(missing.body).toContain('<h1>This verification link can’t be used</h1>');
			expect(missing.body).toContain(
				'href="/wp-admin/admin.php?page=wc-admin&amp;path=/payments/connect"'
			);
			for (const token of ['A'.repeat(32), '<script>', 'x']) {
				const res = await view(token);
				expect(res.statusCode).toBe(404);
				expect(res.body).toContain('already been used, has expired or is not valid');
				expect(res.body).not.toContain('<script>');
			}
		});

		it('Submit: nonce and capability first, then the account is verified → overview with success; once', async () => {
			await reset('not-connected');
			const token = await start();
			const wrong = await post({ session: token, _wpnonce: 'nope', action: 'submit' });
			expect(wrong.statusCode).toBe(403);
			expect(wrong.body).toContain('The link you followed has expired.');
			await control(app, 'PATCH', 'user', { capabilities: ['read'] });
			expect(
				(await post({ session: token, _wpnonce: app.mock.nonce, action: 'submit' })).statusCode
			).toBe(403);
			expect((await view(token)).statusCode).toBe(403);
			await control(app, 'PATCH', 'user', { capabilities: ['read', 'manage_woocommerce'] });
			expect((await account()).status).toBe('pending');

			const res = await post({ session: token, _wpnonce: app.mock.nonce, action: 'submit' });
			expect(res.statusCode).toBe(303);
			expect(adminTarget(res)).toEqual({
				path: '/payments/overview',
				params: {
					page: 'wc-admin',
					path: '/payments/overview',
					'wcpay-connection-success': '1',
					...WIZARD_ARGS,
				},
			});
			expect(await account()).toMatchObject({ status: 'complete', detailsSubmitted: true });
			expect((await log()).find((r) => r.method === 'POST' && r.status === 303)).toMatchObject({
				path: '/mock-partner/verify',
				body: expect.objectContaining({ action: 'submit' }),
			});

			// No replay.
			expect(
				(await post({ session: token, _wpnonce: app.mock.nonce, action: 'submit' })).statusCode
			).toBe(404);
			expect((await view(token)).statusCode).toBe(404);
		});

		it('Return without finishing: the account stays unfinished → the connect page; once', async () => {
			await reset('not-connected');
			const token = await start();
			const res = await post({ session: token, _wpnonce: app.mock.nonce, action: 'return' });
			expect(res.statusCode).toBe(303);
			expect(adminTarget(res)).toEqual({
				path: '/payments/connect',
				params: { page: 'wc-admin', path: '/payments/connect', ...WIZARD_ARGS },
			});
			expect(await account()).toMatchObject({ status: 'pending', detailsSubmitted: false });
			expect(
				(await post({ session: token, _wpnonce: app.mock.nonce, action: 'submit' })).statusCode
			).toBe(404);
		});

		it('an unknown choice changes nothing and keeps the token', async () => {
			await reset('not-connected');
			const token = await start();
			const res = await post({ session: token, _wpnonce: app.mock.nonce, action: 'approve-all' });
			expect(res.statusCode).toBe(400);
			expect((await view(token)).statusCode).toBe(200);
		});

		it('a newer start, a finalize or an account reset makes the earlier token unusable', async () => {
			await reset('not-connected');
			const first = await start();
			const second = await start();
			expect((await view(first)).statusCode).toBe(404);
			expect((await view(second)).statusCode).toBe(200);

			// The embedded flow finalized meanwhile.
			await rest(app, 'POST', '/wc/v3/payments/onboarding/kyc/finalize', { body: {} });
			expect((await view(second)).statusCode).toBe(404);

			await reset('not-connected');
			const third = await start();
			const resetRes = await connect({ 'wcpay-reset-account': 'true' });
			expect(resetRes.statusCode).toBe(302);
			expect(
				(await post({ session: third, _wpnonce: app.mock.nonce, action: 'submit' })).statusCode
			).toBe(404);
			expect((await state()).account_status).toBeNull();
		});

		it('a token expires', async () => {
			await reset('not-connected');
			const now = Date.now();
			const token = startHostedVerification(app.mock.state, {
				selfAssessment: {},
				capabilities: {},
				collectPayoutRequirements: false,
				now,
			});
			expect(findHostedVerification(app.mock.state, token, now + 1000)).not.toBeNull();
			expect(findHostedVerification(app.mock.state, token, now + HOSTED_TOKEN_TTL_MS + 1)).toBeNull();
		});

		it('payout requirements (progressive onboarding) through the partner page complete progressive onboarding', async () => {
			await reset('progressive');
			const token = await start({
				hosted: '1',
				collect_payout_requirements: 'true',
				source: 'wcpay-overview',
				from: 'WCPAY_ONBOARDING_KYC',
			});
			const page = await view(token);
			expect(page.body).toContain('<h1>Set up payouts</h1>');
			expect(page.body).toContain('Your store sent no business details');
			const res = await post({ session: token, _wpnonce: app.mock.nonce, action: 'submit' });
			expect(adminTarget(res).params['wcpay-connection-success']).toBe('1');
			const after = (
				await rest<{ progressiveOnboarding: { isComplete: boolean } }>(
					app,
					'GET',
					'/wc/v3/payments/accounts'
				)
			).body;
			expect(after.progressiveOnboarding.isComplete).toBe(true);
		});
	});

	describe('kyc session self-assessment', () => {
		it('accepts annual revenue and go-live timeframe, and refuses other values', async () => {
			await reset('not-connected');
			const body = {
				country: 'US',
				business_type: 'individual',
				mcc: 'most_popular__clothing_and_apparel',
				annual_revenue: 'from_1m_to_20m',
				go_live_timeframe: 'already_live',
			};
			const ok = await rest(app, 'POST', '/wc/v3/payments/onboarding/kyc/session', {
				body: { self_assessment: body },
			});
			expect(ok.status).toBe(200);
			const bad = await rest<{ code: string; data: { params: Record<string, string> } }>(
				app,
				'POST',
				'/wc/v3/payments/onboarding/kyc/session',
				{ body: { self_assessment: { ...body, annual_revenue: 'lots', go_live_timeframe: 'soon' } } }
			);
			expect(bad.status).toBe(400);
			expect(Object.keys(bad.body.data.params).sort()).toEqual([
				'self_assessment.annual_revenue',
				'self_assessment.go_live_timeframe',
			]);
		});
	});
});
