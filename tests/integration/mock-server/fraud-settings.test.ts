/** @jest-environment node */
/**
 * The mock server and the stored fraud rules (spec 000 §3): POST /wc/v3/payments/settings takes
 * `advanced_fraud_protection_settings` only in the exact stored shape (keys, outcomes, operators, in/not_in
 * with lower-cased pipe-joined countries, amounts as cents|currency) and refuses anything else with a
 * WordPress 400 that changes nothing; GET answers what was stored. The host page hands the selling locations
 * (wcSettings.admin.preloadSettings.general) and the AVS default (accountStatus.fraudProtection).
 */
import type { FastifyInstance } from 'fastify';

import type { FraudRule, PaymentSettings, SettingsSaveAnswer } from '../../../src/data/settings/types';
import type { WcpaySettings, WcSettings as StoreSettings } from '../../../src/settings/types';
import { control, inlineGlobal, page, rest, testApp } from './helpers';
import { storedRule } from '../../support/fraud-rules';

type ErrorBody = { code: string; message: string; data: { status: number; params: Record<string, string> } };

const FIELD = 'advanced_fraud_protection_settings';

const EVERY_FILTER: FraudRule[] = [
	storedRule.avs('block'),
	storedRule.internationalIp('review', 'not_in', 'us|ca'),
	storedRule.ipMismatch('block'),
	storedRule.addressMismatch('review'),
	storedRule.price('review', '1050|usd', '100000|usd'),
	storedRule.items('block', undefined, 50),
];

describe('fraud rules in the payment settings', () => {
	let app: FastifyInstance;
	const getSettings = async () =>
		(await rest<PaymentSettings>(app, 'GET', '/wc/v3/payments/settings')).body;

	beforeEach(async () => {
		app = await testApp();
	});
	afterEach(() => app.close());

	it('seeds the established store with advanced rules in the stored shape', async () => {
		const settings = await getSettings();
		expect(settings.current_protection_level).toBe('advanced');
		expect(settings[FIELD]).toEqual([
			{
				key: 'avs_verification',
				outcome: 'block',
				check: { key: 'avs_mismatch', operator: 'equals', value: true },
			},
			{
				key: 'purchase_price_threshold',
				outcome: 'review',
				check: { key: 'order_total', operator: 'greater_than', value: '100000|usd' },
			},
		]);
	});

	it('stores every filter and a reload answers it back', async () => {
		const before = await getSettings();
		const res = await rest<SettingsSaveAnswer>(app, 'POST', '/wc/v3/payments/settings', {
			body: { ...before, current_protection_level: 'advanced', [FIELD]: EVERY_FILTER },
		});
		expect(res.status).toBe(200);
		expect((await getSettings())[FIELD]).toEqual(EVERY_FILTER);
	});

	it('stores the basic level with no rules, and null', async () => {
		for (const [level, rules] of [
			['basic', []],
			['basic', null],
		] as const) {
			const res = await rest<SettingsSaveAnswer>(app, 'POST', '/wc/v3/payments/settings', {
				body: { current_protection_level: level, [FIELD]: rules },
			});
			expect(res.status).toBe(200);
			expect((await getSettings())[FIELD]).toEqual(rules);
		}
	});

	const rule = (over: Record<string, unknown>) => ({ ...EVERY_FILTER[0], ...over });
	const price = (checks: unknown) => ({ key: 'purchase_price_threshold', outcome: 'block', check: checks });
	const items = (checks: unknown) => ({ key: 'order_items_threshold', outcome: 'block', check: checks });
	const ip = (operator: string, value: unknown) => ({
		key: 'international_ip_address',
		outcome: 'block',
		check: { key: 'ip_country', operator, value },
	});
	const total = (operator: string, value: unknown) => ({ key: 'order_total', operator, value });
	const count = (operator: string, value: unknown) => ({ key: 'item_count', operator, value });

	it.each([
		['not a list', { key: 'avs_verification' }],
		['a rule that is not an object', ['avs_verification']],
		['an unknown key', [rule({ key: 'velocity' })]],
		['a rule id that is not a filter', [rule({ key: 'block' })]],
		['a filter twice', [EVERY_FILTER[0], EVERY_FILTER[0]]],
		['an unknown outcome', [rule({ outcome: 'allow' })]],
		['an extra field', [rule({ note: 'x' })]],
		['a missing check', [{ key: 'avs_verification', outcome: 'block' }]],
		['the wrong check key', [rule({ check: { key: 'cvc', operator: 'equals', value: true } })]],
		[
			'the wrong fixed value',
			[rule({ check: { key: 'avs_mismatch', operator: 'equals', value: false } })],
		],
		[
			'the wrong fixed operator',
			[rule({ check: { key: 'avs_mismatch', operator: 'not_equals', value: true } })],
		],
		['upper-case countries', [ip('in', 'US|CA')]],
		['comma-joined countries', [ip('not_in', 'us,ca')]],
		['no countries', [ip('in', '')]],
		['a country twice', [ip('in', 'us|us')]],
		['another country operator', [ip('equals', 'us')]],
		['an amount without currency', [price(total('greater_than', '1000'))]],
		['an amount as a number', [price(total('greater_than', 1000))]],
		['an amount in major units', [price(total('greater_than', '10.50|usd'))]],
		['an upper-case currency', [price(total('greater_than', '1000|USD'))]],
		['a zero amount', [price(total('less_than', '0|usd'))]],
		['another amount operator', [price(total('equals', '1000|usd'))]],
		[
			'bounds in the wrong order',
			[
				price({
					operator: 'or',
					checks: [total('greater_than', '9000|usd'), total('less_than', '100|usd')],
				}),
			],
		],
		[
			'a maximum price not above the minimum',
			[
				price({
					operator: 'or',
					checks: [total('less_than', '5000|usd'), total('greater_than', '5000|usd')],
				}),
			],
		],
		[
			'two currencies',
			[
				price({
					operator: 'or',
					checks: [total('less_than', '100|usd'), total('greater_than', '900|eur')],
				}),
			],
		],
		['an "and" of bounds', [price({ operator: 'and', checks: [total('less_than', '100|usd')] })]],
		['a fractional item count', [items(count('less_than', 1.5))]],
		['an item count below 1', [items(count('greater_than', 0))]],
		['an item count as text', [items(count('greater_than', '5'))]],
		[
			'a minimum item count above the maximum',
			[items({ operator: 'or', checks: [count('less_than', 10), count('greater_than', 5)] })],
		],
		['item bounds on the price key', [items(total('less_than', '100|usd'))]],
	])('refuses %s with 400 rest_invalid_param and changes nothing', async (_name, value) => {
		const before = await getSettings();
		const res = await rest<ErrorBody>(app, 'POST', '/wc/v3/payments/settings', {
			body: { ...before, current_protection_level: 'basic', [FIELD]: value },
		});
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(res.body.data.status).toBe(400);
		expect(Object.keys(res.body.data.params)).toEqual([FIELD]);
		expect(await getSettings()).toEqual(before);
	});

	it('hands the page the selling locations (all countries by default) and the AVS default', async () => {
		const wcSettings = async () =>
			inlineGlobal<StoreSettings>(
				(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/fraud-protection')).html,
				'wcSettings'
			);
		expect((await wcSettings()).admin).toMatchObject({
			preloadSettings: {
				general: {
					woocommerce_allowed_countries: 'all',
					woocommerce_all_except_countries: [],
					woocommerce_specific_allowed_countries: [],
				},
			},
		});
		const saved = await rest(app, 'POST', '/wc-admin/options', {
			body: {
				woocommerce_allowed_countries: 'specific',
				woocommerce_specific_allowed_countries: ['US', 'CA'],
			},
		});
		expect(saved.status).toBe(200);
		expect((await wcSettings()).admin).toMatchObject({
			preloadSettings: {
				general: {
					woocommerce_allowed_countries: 'specific',
					woocommerce_specific_allowed_countries: ['US', 'CA'],
				},
			},
		});

		await control(app, 'PATCH', 'account', { fraudProtection: { declineOnAVSFailure: false } });
		const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/fraud-protection'))
			.html;
		expect(inlineGlobal<WcpaySettings>(html, 'wcpaySettings').accountStatus.fraudProtection).toEqual({
			declineOnAVSFailure: false,
		});
	});
});
