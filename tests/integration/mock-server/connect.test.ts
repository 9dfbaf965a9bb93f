/** @jest-environment node */
/**
 * The connect URL and the account link of the mock (spec 000 §4, §7; CONTRACT "The connect URL …"): each
 * redirect does what the spec says, leaves its trace in the request log and in the state.
 */
import type { FastifyInstance } from 'fastify';

import { TEST_DRIVE_PENDING_POLLS } from '../../../mock-server/domain/onboarding';
import { control, inlineGlobal, page, rest, testApp } from './helpers';

type State = { account_status: string | null; is_jetpack_connected: boolean };

describe('connect URL', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());

	const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario });
	const connect = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
		const search = new URLSearchParams({ 'wcpay-connect': '1', _wpnonce: app.mock.nonce, ...query });
		return app.inject({ method: 'GET', url: `/wp-admin/admin.php?${search.toString()}`, headers });
	};
	const location = (res: { headers: Record<string, unknown> }) => {
		const url = new URL(String(res.headers.location), 'http://x');
		return { path: url.searchParams.get('path'), params: Object.fromEntries(url.searchParams) };
	};
	const state = async () => (await control<State>(app, 'GET', 'state')).body;

	it('refuses a wrong or missing nonce with a 403 page', async () => {
		await reset('not-connected');
		for (const nonce of ['nope', '']) {
			const res = await connect({ _wpnonce: nonce });
			expect(res.statusCode).toBe(403);
			expect(res.headers['content-type']).toMatch(/text\/html/);
			expect(res.body).toContain('The link you followed has expired.');
		}
		expect((await state()).is_jetpack_connected).toBe(false);
	});

	it('refuses a user without the store-management capability', async () => {
		await reset('not-connected');
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		const res = await connect();
		expect(res.statusCode).toBe(403);
		expect(res.body).toContain('Sorry, you are not allowed to access this page.');
	});

	it('connects the site and goes to the wizard with from, source and capabilities', async () => {
		await reset('not-connected');
		const res = await connect({
			from: 'WCPAY_CONNECT',
			source: 'wcadmin-payment-task',
			capabilities: 'card_payments,klarna_payments,<bad>',
		});
		expect(res.statusCode).toBe(302);
		expect(location(res)).toEqual({
			path: '/payments/onboarding',
			params: {
				page: 'wc-admin',
				path: '/payments/onboarding',
				from: 'WCPAY_CONNECT',
				source: 'wcadmin-payment-task',
				capabilities: 'card_payments,klarna_payments',
			},
		});
		expect(await state()).toMatchObject({ is_jetpack_connected: true, account_status: null });
		const log = (await control<Array<Record<string, unknown>>>(app, 'GET', 'requests')).body;
		expect(log).toEqual([
			expect.objectContaining({
				method: 'GET',
				path: '/wp-admin/admin.php',
				query: expect.objectContaining({ 'wcpay-connect': '1', from: 'WCPAY_CONNECT' }),
				status: 302,
			}),
		]);
	});

	it.each([
		['no-account', '/payments/onboarding'],
		['invalid-account', '/payments/onboarding/kyc'],
		['established', '/payments/overview'],
	])('%s: plain connect goes to %s', async (scenario, path) => {
		await reset(scenario);
		expect(location(await connect({ source: 'x' })).path).toBe(path);
	});

	it('keeps a paused onboarding on the connect page', async () => {
		await reset('no-account');
		await control(app, 'PATCH', 'site', { onboardingDisabled: true });
		expect(location(await connect()).path).toBe('/payments/connect');
	});

	it('test drive (JSON): creates a sandbox account that is pending for a few polls, then complete', async () => {
		await reset('no-account');
		const res = await connect(
			{ test_drive: 'true', source: 'wcpay-connect-page', from: 'WCPAY_CONNECT' },
			{ accept: 'application/json' }
		);
		expect(res.statusCode).toBe(200);
		const body = JSON.parse(res.body) as { success: boolean; data: { redirect_to: string } };
		expect(body.success).toBe(true);
		expect(body.data.redirect_to).toContain('path=/payments/overview');
		expect(body.data.redirect_to).toContain('wcpay-connection-success=1');

		const statuses: string[] = [];
		for (let i = 0; i < TEST_DRIVE_PENDING_POLLS + 2; i++) {
			statuses.push(String((await rest(app, 'GET', '/wc/v3/payments/accounts')).body.status));
		}
		expect(statuses).toEqual([
			...Array(TEST_DRIVE_PENDING_POLLS).fill('pending'),
			'complete',
			'complete',
		]);
		const settings = (await rest(app, 'GET', '/wc/v3/payments/settings')).body;
		expect(settings).toMatchObject({ is_test_mode_enabled: true, is_test_mode_onboarding: true });
		const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/overview')).html;
		expect(inlineGlobal(html, 'wcpaySettings')).toMatchObject({
			isAccountConnected: true,
			isAccountValid: true,
			testModeOnboarding: true,
		});
	});

	it('test drive (JSON): refuses when a live account exists, and answers injected faults', async () => {
		await reset('established');
		const live = await connect({ test_drive: 'true' }, { accept: 'application/json' });
		expect(JSON.parse(live.body)).toMatchObject({ success: false });

		await reset('no-account');
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: '/wp-admin/admin.php',
			status: 500,
			code: 'wcpay_test_drive_failed',
			message: 'Nope.',
		});
		const failed = await connect({ test_drive: 'true' }, { accept: 'application/json' });
		expect(failed.statusCode).toBe(500);
		expect(JSON.parse(failed.body)).toMatchObject({ code: 'wcpay_test_drive_failed' });
		expect((await state()).account_status).toBeNull();
	});

	it('test drive (navigation) connects the site first and comes back with the auto-start flag', async () => {
		await reset('not-connected');
		const res = await connect({
			test_drive: 'true',
			auto_start_test_drive_onboarding: 'true',
			source: 'wcpay-connect-page',
		});
		expect(location(res)).toMatchObject({
			path: '/payments/connect',
			params: {
				test_drive: 'true',
				auto_start_test_drive_onboarding: 'true',
				source: 'wcpay-connect-page',
			},
		});
		expect((await state()).is_jetpack_connected).toBe(true);
	});

	it('test drive success goes to the overview, or the settings page when asked', async () => {
		await reset('sandbox');
		const overview = location(await connect({ test_drive: 'true', 'wcpay-sandbox-success': 'true' }));
		expect(overview).toMatchObject({
			path: '/payments/overview',
			params: { 'wcpay-sandbox-success': 'true' },
		});
		const res = await connect({
			test_drive: 'true',
			'wcpay-sandbox-success': 'true',
			redirect_to_settings_page: 'true',
		});
		expect(String(res.headers.location)).toContain(
			'page=wc-settings&tab=checkout&section=woocommerce_payments'
		);
		expect(String(res.headers.location)).toContain('wcpay-sandbox-success=true');
		await reset('no-account');
		expect(
			location(await connect({ test_drive: 'true', 'wcpay-sandbox-success': 'true' }))
		).toMatchObject({
			path: '/payments/connect',
			params: { test_drive_error: 'true' },
		});
	});

	it('reset deletes an unfinished account and comes back to the connect page', async () => {
		await reset('invalid-account');
		const res = await connect({ 'wcpay-reset-account': 'true', source: 'wcpay-connect-page' });
		expect(location(res)).toMatchObject({
			path: '/payments/connect',
			params: { source: 'wcpay-connect-page' },
		});
		expect((await state()).account_status).toBeNull();
	});

	it('reset keeps a finished live account and reports the error on the overview', async () => {
		await reset('established');
		const res = await connect({ 'wcpay-reset-account': 'true' });
		expect(location(res)).toMatchObject({
			path: '/payments/overview',
			params: { 'wcpay-reset-account-error': '1' },
		});
		expect((await state()).account_status).toBe('complete');
	});

	it('disabling test-mode onboarding removes the sandbox account and continues live', async () => {
		await reset('sandbox');
		const res = await connect({ 'wcpay-disable-onboarding-test-mode': 'true', from: 'WCPAY_CONNECT' });
		expect(location(res).path).toBe('/payments/onboarding');
		expect((await state()).account_status).toBeNull();
		expect((await rest(app, 'GET', '/wc/v3/payments/settings')).body).toMatchObject({
			is_test_mode_onboarding: false,
			is_test_mode_enabled: false,
		});
	});

	it('collect_payout_requirements goes to the kyc continuation', async () => {
		await reset('progressive');
		const res = await connect({
			collect_payout_requirements: 'true',
			from: 'WCPAY_OVERVIEW',
			source: 's',
		});
		expect(location(res)).toMatchObject({
			path: '/payments/onboarding/kyc',
			params: { collect_payout_requirements: 'true', from: 'WCPAY_OVERVIEW', source: 's' },
		});
	});

	it('connection errors go back to the wizard or the connect page with the flag', async () => {
		await reset('no-account');
		expect(
			location(await connect({ 'wcpay-connection-error': '1', from: 'WCPAY_ONBOARDING_WIZARD' }))
		).toMatchObject({ path: '/payments/onboarding', params: { 'wcpay-connection-error': '1' } });
		expect(location(await connect({ 'wcpay-connection-error': '1' }))).toMatchObject({
			path: '/payments/connect',
			params: { 'wcpay-connection-error': '1' },
		});
	});

	it('leaving the kyc page never loops back into it', async () => {
		await reset('invalid-account');
		expect(location(await connect({ from: 'WCPAY_ONBOARDING_KYC' })).path).toBe('/payments/connect');
		await reset('established');
		expect(location(await connect({ from: 'WCPAY_ONBOARDING_KYC' })).path).toBe('/payments/overview');
	});

	describe('account link (wcpay-login)', () => {
		it('opens the mock provider dashboard for a connected account', async () => {
			await reset('established');
			const res = await app.inject({ method: 'GET', url: '/wp-admin/admin.php?wcpay-login=1' });
			expect(res.statusCode).toBe(200);
			expect(res.body).toContain('Payment provider dashboard');
			expect(res.body).toContain(
				String((await control<{ id: string }>(app, 'GET', 'account')).body.id)
			);
		});

		it('goes back to the overview with the login error without an account, refuses a wrong nonce', async () => {
			await reset('not-connected');
			const res = await app.inject({ method: 'GET', url: '/wp-admin/admin.php?wcpay-login=1' });
			expect(location(res)).toMatchObject({
				path: '/payments/overview',
				params: { 'wcpay-login-error': 'true' },
			});
			const wrong = await app.inject({
				method: 'GET',
				url: '/wp-admin/admin.php?wcpay-login=1&_wpnonce=x',
			});
			expect(wrong.statusCode).toBe(403);
		});
	});

	describe('page settings for onboarding', () => {
		it('hands the reference data to the onboarding screens only', async () => {
			await reset('no-account');
			const onboarding = inlineGlobal<{ onboardingFieldsData?: Record<string, unknown[]> }>(
				(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/onboarding')).html,
				'wcpaySettings'
			);
			expect(onboarding.onboardingFieldsData?.business_types.length).toBeGreaterThanOrEqual(10);
			const groups = onboarding.onboardingFieldsData?.mccs_display_tree as Array<{ items: unknown[] }>;
			expect(groups.length).toBeGreaterThanOrEqual(8);
			expect(groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(40);
			const connectPage = inlineGlobal<Record<string, unknown>>(
				(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/connect')).html,
				'wcpaySettings'
			);
			expect(connectPage.onboardingFieldsData).toBeUndefined();
		});

		it('exposes the store profile and the coming-soon settings in wcSettings', async () => {
			await reset('no-account');
			await rest(app, 'POST', '/wc-admin/options', {
				body: { woocommerce_coming_soon: 'yes', woocommerce_share_key: 'abc123' },
			});
			const wc = inlineGlobal<{ admin: Record<string, unknown> }>(
				(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/onboarding')).html,
				'wcSettings'
			);
			expect(wc.admin).toMatchObject({
				onboarding: { profile: { industry: [{ slug: 'clothing_and_accessories' }] } },
				siteVisibilitySettings: {
					woocommerce_coming_soon: 'yes',
					woocommerce_private_link: 'no',
					woocommerce_share_key: 'abc123',
				},
			});
		});
	});
});
