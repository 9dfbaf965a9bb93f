/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { PaymentSettings, SettingsSaveAnswer } from '../../../src/data/settings/types';
import { READ_ONLY_SETTINGS } from '../../../mock-server/domain/settings-validation';
import { control, inlineGlobal, page, rest, testApp } from './helpers';

type ErrorBody = { code: string; message: string; data: { status: number; params: Record<string, string> } };

describe('payment settings REST', () => {
	let app: FastifyInstance;
	const getSettings = async () =>
		(await rest<PaymentSettings>(app, 'GET', '/wc/v3/payments/settings')).body;

	beforeEach(async () => {
		app = await testApp();
	});
	afterEach(() => app.close());

	it('reads the whole settings object', async () => {
		const settings = await getSettings();
		expect(settings).toMatchObject({
			is_wcpay_enabled: true,
			account_statement_descriptor: 'UNICORN SHOP',
			deposit_schedule_interval: 'daily',
			deposit_completed_waiting_period: true,
			account_domestic_currency: 'usd',
			is_test_mode_enabled: false,
		});
		expect(
			settings.enabled_payment_method_ids.every((id) =>
				settings.available_payment_method_ids.includes(id)
			)
		).toBe(true);
	});

	it('saves the whole object back and answers the updated object', async () => {
		const settings = await getSettings();
		const edited: PaymentSettings = {
			...settings,
			account_statement_descriptor: 'NEW NAME 42',
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: 31,
			enabled_payment_method_ids: ['card', 'affirm'],
			payment_request_button_border_radius: 12,
			is_manual_capture_enabled: true,
		};
		const res = await rest<SettingsSaveAnswer>(app, 'POST', '/wc/v3/payments/settings', { body: edited });
		expect(res.status).toBe(200);
		// The answer is data.payment_method_statuses (spec 001 §7.1), the statuses after the save.
		expect(Object.keys(res.body)).toEqual(['data']);
		expect(Object.keys(res.body.data)).toEqual(['payment_method_statuses']);
		expect(res.body.data.payment_method_statuses).toMatchObject({
			affirm: 'active',
			link: 'inactive',
			card: 'active',
		});
		const saved = await getSettings();
		expect(saved).toMatchObject({
			account_statement_descriptor: 'NEW NAME 42',
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: 31,
			enabled_payment_method_ids: ['card', 'affirm'],
			is_manual_capture_enabled: true,
		});
		expect(saved.payment_method_statuses).toEqual(res.body.data.payment_method_statuses);
		// The account's payout interval follows, in REST and in the page settings.
		const account = await rest<{ deposits: { interval: string } }>(
			app,
			'GET',
			'/wc/v3/payments/accounts'
		);
		expect(account.body.deposits.interval).toBe('monthly');
	});

	it('saves a partial object, ignoring unknown and read-only keys', async () => {
		const before = await getSettings();
		const res = await rest(app, 'POST', '/wc/v3/payments/settings', {
			body: {
				is_debug_log_enabled: true,
				no_such_key: 'x',
				available_payment_method_ids: ['card'],
				stripe_billing_subscription_count: 99,
				deposit_status: 'blocked',
			},
		});
		expect(res.status).toBe(200);
		expect(await getSettings()).toEqual({ ...before, is_debug_log_enabled: true });
		expect(READ_ONLY_SETTINGS).toEqual(
			expect.arrayContaining([
				'available_payment_method_ids',
				'payment_method_statuses',
				'deposit_restrictions',
			])
		);
	});

	it('saves empty descriptors and contacts: no field is required (spec 001 §5)', async () => {
		const settings = await getSettings();
		const res = await rest<SettingsSaveAnswer>(app, 'POST', '/wc/v3/payments/settings', {
			body: {
				...settings,
				account_statement_descriptor: '',
				account_statement_descriptor_kanji: '',
				account_statement_descriptor_kana: '',
				account_business_support_email: '',
				account_business_support_phone: '',
			},
		});
		expect(res.status).toBe(200);
		expect((await getSettings()).account_statement_descriptor).toBe('');
	});

	it.each<[string, unknown]>([
		['account_statement_descriptor', 'ABC'],
		['account_statement_descriptor', 'A'.repeat(23)],
		['account_statement_descriptor', '12345678'],
		['account_statement_descriptor', 'MY <SHOP>'],
		['account_statement_descriptor', "ADA'S SHOP"],
		['account_statement_descriptor', 'STAR*SHOP'],
		['account_statement_descriptor', 42],
		['account_business_support_email', 'not-an-email'],
		['account_business_support_phone', 'call me'],
		['deposit_schedule_monthly_anchor', 32],
		['deposit_schedule_monthly_anchor', 0],
		['deposit_schedule_monthly_anchor', 1.5],
		['deposit_schedule_monthly_anchor', ''],
		['deposit_schedule_weekly_anchor', 'someday'],
		['deposit_schedule_interval', 'hourly'],
		['enabled_payment_method_ids', ['card', 'bitcoin']],
		['enabled_payment_method_ids', 'card'],
		['payment_request_button_border_radius', 31],
		['payment_request_button_border_radius', 2.5],
		['payment_request_button_type', 'huge'],
		['payment_request_enabled_locations', ['product', 'basket']],
		['is_manual_capture_enabled', 'yes'],
		['current_protection_level', 'paranoid'],
		['advanced_fraud_protection_settings', [{ key: 'avs_verification', outcome: 'maybe', check: {} }]],
	])('rejects %s = %j with 400 and changes nothing', async (field, value) => {
		const before = await getSettings();
		const res = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings', {
			body: { ...before, is_debug_log_enabled: true, [field]: value },
		});
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(res.body.message).toBe(`Invalid parameter(s): ${field}`);
		expect(res.body.data.status).toBe(400);
		expect(Object.keys(res.body.data.params)).toEqual([field]);
		expect(res.body.data.params[field].length).toBeGreaterThan(10);
		expect(await getSettings()).toEqual(before);
	});

	it('lists every invalid field at once', async () => {
		const res = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings', {
			body: { account_statement_descriptor: '!', deposit_schedule_monthly_anchor: 99 },
		});
		expect(res.body.message).toBe(
			'Invalid parameter(s): account_statement_descriptor, deposit_schedule_monthly_anchor'
		);
	});

	it('accepts the edge values', async () => {
		const res = await rest<SettingsSaveAnswer>(app, 'POST', '/wc/v3/payments/settings', {
			body: {
				account_statement_descriptor: 'ABCDE',
				account_business_support_email: '',
				account_business_support_phone: '+1 (212) 555-0142',
				deposit_schedule_monthly_anchor: null,
				payment_request_button_border_radius: 0,
				enabled_payment_method_ids: [],
			},
		});
		expect(res.status).toBe(200);
	});

	it('refuses to change the payout schedule while payouts are blocked', async () => {
		await control(app, 'PATCH', 'account', { deposits: { restrictions: 'deposits_blocked' } });
		const res = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings', {
			body: { deposit_schedule_interval: 'weekly' },
		});
		expect(res.status).toBe(400);
		expect(Object.keys(res.body.data.params)).toEqual(['deposit_schedule_interval']);
		// Sending the unchanged value is fine.
		expect(
			(
				await rest(app, 'POST', '/wc/v3/payments/settings', {
					body: { deposit_schedule_interval: 'daily' },
				})
			).status
		).toBe(200);
	});

	it('keeps test mode on for a sandbox account', async () => {
		await control(app, 'POST', 'reset', { scenario: 'sandbox' });
		const res = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings', {
			body: { is_test_mode_enabled: false },
		});
		expect(res.status).toBe(400);
		expect(res.body.data.params).toHaveProperty('is_test_mode_enabled');
	});

	describe('single options', () => {
		it('saves a settings key through POST /settings/{option}, validated', async () => {
			const ok = await rest(app, 'POST', '/wc/v3/payments/settings/is_manual_capture_enabled', {
				body: { value: true },
			});
			expect(ok.status).toBe(200);
			expect((await getSettings()).is_manual_capture_enabled).toBe(true);
			const bad = await rest<ErrorBody>(
				app,
				'POST',
				'/wc/v3/payments/settings/account_statement_descriptor',
				{
					body: { value: 'x' },
				}
			);
			expect(bad.status).toBe(400);
			expect(bad.body.data.params).toHaveProperty('account_statement_descriptor');
		});

		it('saves plugin options, readable through wc-admin options and the page settings', async () => {
			expect(
				(
					await rest(app, 'POST', '/wc/v3/payments/settings/wcpay_next_deposit_notice_dismissed', {
						body: { value: true },
					})
				).status
			).toBe(200);
			expect(
				(
					await rest(app, 'POST', '/wc/v3/payments/settings/wcpay_multi_currency_setup_completed', {
						body: { value: 'yes' },
					})
				).status
			).toBe(200);
			const options = await rest(
				app,
				'GET',
				'/wc-admin/options?options=wcpay_next_deposit_notice_dismissed,nope'
			);
			expect(options.body).toEqual({ wcpay_next_deposit_notice_dismissed: true, nope: false });
			const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/payouts')).html;
			expect(inlineGlobal(html, 'wcpaySettings').isNextDepositNoticeDismissed).toBe(true);
		});

		it('rejects unknown options and a missing value', async () => {
			const unknown = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings/siteurl', {
				body: { value: 'x' },
			});
			expect(unknown.status).toBe(400);
			expect(unknown.body.code).toBe('rest_invalid_param');
			const missing = await rest<ErrorBody>(
				app,
				'POST',
				'/wc/v3/payments/settings/wcpay_exit_survey_dismissed',
				{
					body: {},
				}
			);
			expect(missing.status).toBe(400);
			expect(missing.body.code).toBe('rest_missing_callback_param');
		});

		it('schedules the billing migration once', async () => {
			const first = await rest(
				app,
				'POST',
				'/wc/v3/payments/settings/schedule-stripe-billing-migration'
			);
			expect(first.status).toBe(200);
			expect((await getSettings()).is_migrating_stripe_billing).toBe(true);
			expect(
				(await rest(app, 'POST', '/wc/v3/payments/settings/schedule-stripe-billing-migration')).status
			).toBe(400);
		});
	});

	describe('account, user and options', () => {
		it('answers the account status, the same as the page settings, after a control PATCH', async () => {
			await control(app, 'PATCH', 'account', {
				status: 'restricted_soon',
				progressiveOnboarding: { tpv: 123 },
			});
			const account = await rest<Record<string, unknown>>(app, 'GET', '/wc/v3/payments/accounts');
			expect(account.body).toMatchObject({
				status: 'restricted_soon',
				progressiveOnboarding: { tpv: 123, isEnabled: false },
			});
			const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/overview')).html;
			expect(inlineGlobal(html, 'wcpaySettings').accountStatus).toEqual(account.body);
		});

		it('answers error: true without an account, and a PATCH creates one', async () => {
			await control(app, 'POST', 'reset', { scenario: 'no-account' });
			expect((await rest(app, 'GET', '/wc/v3/payments/accounts')).body).toMatchObject({ error: true });
			await control(app, 'PATCH', 'account', { status: 'complete' });
			const account = await rest(app, 'GET', '/wc/v3/payments/accounts');
			expect(account.body).not.toHaveProperty('error');
			expect(account.body).toMatchObject({ status: 'complete', detailsSubmitted: true });
		});

		it('connects the site when a PATCH creates the account', async () => {
			await control(app, 'POST', 'reset', { scenario: 'not-connected' });
			await control(app, 'PATCH', 'account', { status: 'restricted' });
			const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/overview')).html;
			const settings = inlineGlobal(html, 'wcpaySettings');
			expect(settings).toMatchObject({ isJetpackConnected: true, isAccountConnected: true });
			expect(settings.accountStatus).toEqual((await rest(app, 'GET', '/wc/v3/payments/accounts')).body);
			expect(settings.accountStatus).toMatchObject({ status: 'restricted' });
		});

		it('reads the user and merges woocommerce_meta', async () => {
			const me = await rest<Record<string, unknown>>(app, 'GET', '/wp/v2/users/me');
			expect(me.body).toMatchObject({
				id: 1,
				first_name: 'Ada',
				capabilities: { manage_woocommerce: true },
			});
			const hidden = JSON.stringify(['fees', 'customer_email']);
			await rest(app, 'POST', '/wp/v2/users/me', {
				body: { woocommerce_meta: { wc_payments_transactions_hidden_columns: hidden, other: 'x' } },
			});
			const saved = await rest(app, 'POST', '/wp/v2/users/me', {
				body: { woocommerce_meta: { other: null } },
			});
			expect(saved.body.woocommerce_meta).toEqual({ wc_payments_transactions_hidden_columns: hidden });
			const bad = await rest<ErrorBody>(app, 'POST', '/wp/v2/users/me', {
				body: { woocommerce_meta: { a: ['x'] } },
			});
			expect(bad.status).toBe(400);
			expect(bad.body.data.params).toHaveProperty('woocommerce_meta');
		});

		it('stores and reads wc-admin options', async () => {
			const saved = await rest(app, 'POST', '/wc-admin/options', {
				body: { woocommerce_dismissed_todo_tasks: ['bank'], my_flag: 'yes' },
			});
			expect(saved.body).toEqual({ success: true });
			const read = await rest(
				app,
				'GET',
				'/wc-admin/options?options=woocommerce_dismissed_todo_tasks,my_flag'
			);
			expect(read.body).toEqual({ woocommerce_dismissed_todo_tasks: ['bank'], my_flag: 'yes' });
			expect((await rest(app, 'GET', '/wc-admin/options')).status).toBe(400);
			expect((await rest(app, 'POST', '/wc-admin/options', { body: { 'bad name!': 1 } })).status).toBe(
				400
			);
		});
	});
});
