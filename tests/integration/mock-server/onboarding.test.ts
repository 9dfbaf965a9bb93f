/** @jest-environment node */
/**
 * The onboarding REST calls of spec 000 §7: embedded verification session (validated self-assessment),
 * finalize, the account session of progressive onboarding, and the promotion activation.
 */
import type { FastifyInstance } from 'fastify';

import { control, rest, testApp } from './helpers';

const SESSION = '/wc/v3/payments/onboarding/kyc/session';
const FINALIZE = '/wc/v3/payments/onboarding/kyc/finalize';

const US_COMPANY = {
	country: 'US',
	business_type: 'company',
	company: { structure: 'private_corporation' },
	mcc: 'most_popular__software_services',
	business_name: `Ada's "Unicorn" Shop 🦄`,
	site: 'http://127.0.0.1:8484/',
};

describe('onboarding REST', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());

	const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario });

	it('creates the account from a valid self-assessment and answers the session', async () => {
		await reset('not-connected');
		const res = await rest<Record<string, string>>(app, 'POST', SESSION, {
			body: {
				self_assessment: US_COMPANY,
				capabilities: { card_payments: true, klarna_payments: false },
			},
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			clientSecret: expect.stringMatching(/^accs_secret__/),
			publishableKey: expect.stringMatching(/^pk_live_/),
			locale: 'en_US',
		});
		const account = (await rest(app, 'GET', '/wc/v3/payments/accounts')).body;
		expect(account).toMatchObject({ status: 'pending', detailsSubmitted: false, country: 'US' });
		expect(
			(await control<{ is_jetpack_connected: boolean }>(app, 'GET', 'state')).body.is_jetpack_connected
		).toBe(true);
	});

	it('gives test keys while test-mode onboarding is on', async () => {
		await reset('no-account');
		await control(app, 'PATCH', 'settings', { is_test_mode_onboarding: true });
		const res = await rest<Record<string, string>>(app, 'POST', SESSION, {
			body: { self_assessment: US_COMPANY },
		});
		expect(res.body.publishableKey).toMatch(/^pk_test_/);
	});

	it.each([
		[{ country: 'BR' }, 'self_assessment.country'],
		[{ country: 'US', business_type: 'partnership' }, 'self_assessment.business_type'],
		[{ country: 'US', business_type: 'company' }, 'self_assessment.company.structure'],
		[
			{ country: 'US', business_type: 'company', company: { structure: 'private_company' } },
			'self_assessment.company.structure',
		],
		[{ country: 'US', business_type: 'individual', mcc: 'nope' }, 'self_assessment.mcc'],
		[{ site: 'javascript:alert(1)' }, 'self_assessment.site'],
		[{ business_name: '' }, 'self_assessment.business_name'],
		[{ favourite_colour: 'blue' }, 'self_assessment.favourite_colour'],
	])('refuses %j (%s)', async (selfAssessment, param) => {
		await reset('no-account');
		const res = await rest<{ code: string; data: { params: Record<string, string> } }>(
			app,
			'POST',
			SESSION,
			{
				body: { self_assessment: selfAssessment },
			}
		);
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(Object.keys(res.body.data.params)).toContain(param);
		expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).body).toMatchObject({ error: true });
	});

	it('refuses malformed capabilities and unknown parameters', async () => {
		await reset('no-account');
		const res = await rest<{ data: { params: Record<string, string> } }>(app, 'POST', SESSION, {
			body: { capabilities: { card_payments: 'yes' }, extra: 1 },
		});
		expect(res.status).toBe(400);
		expect(Object.keys(res.body.data.params).sort()).toEqual(['capabilities', 'extra']);
	});

	it('treats Puerto Rico as the United States and allows a company without structures in Japan', async () => {
		await reset('no-account');
		const pr = await rest(app, 'POST', SESSION, {
			body: {
				self_assessment: {
					country: 'PR',
					business_type: 'non_profit',
					company: { structure: 'incorporated_non_profit' },
				},
			},
		});
		expect(pr.status).toBe(200);
		await reset('no-account');
		const jp = await rest(app, 'POST', SESSION, {
			body: { self_assessment: { country: 'JP', business_type: 'company' } },
		});
		expect(jp.status).toBe(200);
	});

	it('refuses new accounts while onboarding is paused', async () => {
		await reset('no-account');
		await control(app, 'PATCH', 'site', { onboardingDisabled: true });
		const res = await rest<{ code: string }>(app, 'POST', SESSION, {
			body: { self_assessment: US_COMPANY },
		});
		expect(res.status).toBe(403);
		expect(res.body.code).toBe('wcpay_onboarding_disabled');
	});

	it('needs the nonce', async () => {
		const res = await rest<{ code: string }>(app, 'POST', SESSION, { body: {}, nonce: null });
		expect(res.status).toBe(403);
		expect(res.body.code).toBe('rest_cookie_invalid_nonce');
	});

	it('finalize: without a session it fails; after one the account is complete', async () => {
		await reset('invalid-account');
		const before = await rest(app, 'POST', FINALIZE, {
			body: { source: 'wcpay-connect-page', from: 'X' },
		});
		expect(before.body).toEqual({ success: false, params: { source: 'wcpay-connect-page', from: 'X' } });

		await rest(app, 'POST', SESSION, { body: {} });
		const after = await rest(app, 'POST', FINALIZE, {
			body: { source: 'wcpay-connect-page', from: 'WCPAY_ONBOARDING_WIZARD' },
		});
		expect(after.body).toMatchObject({
			success: true,
			params: {
				source: 'wcpay-connect-page',
				from: 'WCPAY_ONBOARDING_WIZARD',
				'wcpay-connection-success': '1',
			},
		});
		expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).body).toMatchObject({
			status: 'complete',
			detailsSubmitted: true,
		});
		// The session is used up.
		expect((await rest(app, 'POST', FINALIZE, { body: {} })).body).toMatchObject({ success: false });
	});

	it('finalize: refuses bad parameters and a missing account', async () => {
		await reset('invalid-account');
		const bad = await rest(app, 'POST', FINALIZE, { body: { source: '<script>' } });
		expect(bad.status).toBe(400);
		await reset('no-account');
		const none = await rest<{ code: string }>(app, 'POST', FINALIZE, { body: {} });
		expect(none.status).toBe(400);
		expect(none.body.code).toBe('wcpay_account_missing');
	});

	it('account session completes progressive onboarding on finalize', async () => {
		await reset('progressive');
		const session = await rest(app, 'GET', '/wc/v3/payments/accounts/session');
		expect(session.body).toMatchObject({
			clientSecret: expect.any(String),
			publishableKey: expect.any(String),
		});
		await rest(app, 'POST', FINALIZE, { body: { from: 'WCPAY_ONBOARDING_KYC' } });
		const account = (
			await rest<{ progressiveOnboarding: { isComplete: boolean } }>(
				app,
				'GET',
				'/wc/v3/payments/accounts'
			)
		).body;
		expect(account.progressiveOnboarding.isComplete).toBe(true);
		await reset('no-account');
		expect((await rest(app, 'GET', '/wc/v3/payments/accounts/session')).status).toBe(400);
	});

	it('activates the offered promotion only', async () => {
		await reset('no-account');
		const path = (id: string) => `/wc-analytics/admin/notes/experimental-activate-promo/${id}`;
		expect((await rest(app, 'POST', path('promo-1'))).status).toBe(404);
		await control(app, 'PATCH', 'page-settings', {
			connectIncentive: { id: 'promo-1', description: 'Save', tc_url: 'https://example.com' },
		});
		expect((await rest(app, 'POST', path('promo-2'))).status).toBe(404);
		const ok = await rest(app, 'POST', path('promo-1'));
		expect(ok).toMatchObject({ status: 200, body: { success: true } });
		const options = await rest(app, 'GET', '/wc-admin/options?options=wcpay_mock_activated_promos');
		expect(options.body).toEqual({ wcpay_mock_activated_promos: ['promo-1'] });
	});
});
