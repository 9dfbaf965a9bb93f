/**
 * Multi-currency REST of the mock (spec 002 §3.7, §7): the currencies (available, enabled, default) with
 * deterministic rates, the enabled list update, one currency's settings, the store settings; every route's
 * happy path, its validation errors (WordPress 400/404 with nothing changed) and persistence across a new app
 * on the same database file; the seeds of a finished and an unfinished setup; the page settings and the menu.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
	CurrenciesResponse,
	CurrencySettings,
	StoreSettingsResponse,
} from '../../../src/data/multi-currency/types';
import { control, rest, testApp } from './helpers';

const MC = '/wc/v3/payments/multi-currency';

const currencies = async (app: FastifyInstance) =>
	(await rest<CurrenciesResponse>(app, 'GET', `${MC}/currencies`)).body;

describe('multi-currency routes', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());
	beforeEach(async () => {
		await control(app, 'POST', 'reset', { scenario: 'established' });
	});

	it('lists the available, enabled and default currencies of an established store', async () => {
		const body = await currencies(app);
		expect(Object.keys(body.enabled)).toEqual(['USD', 'EUR', 'GBP']);
		expect(body.default).toMatchObject({ code: 'USD', id: 'usd', is_default: true, rate: 1 });
		expect(Object.keys(body.available)).toEqual(expect.arrayContaining(['JPY', 'INR', 'AUD', 'CAD']));
		expect(body.available.EUR).toMatchObject({ name: 'Euro', symbol: '€', flag: '🇪🇺', rate: 0.925926 });
		// GBP is seeded on a manual rate.
		expect(body.enabled.GBP.rate).toBe(0.79);
		expect(body.available.JPY.is_zero_decimal).toBe(true);
		expect(body.available.EUR.last_updated).toBe(Date.parse(app.mock.state.meta().now) / 1000);
	});

	it('updates the enabled currencies, keeping the store currency, and answers the new list', async () => {
		const res = await rest<CurrenciesResponse>(app, 'POST', `${MC}/update-enabled-currencies`, {
			body: { enabled: ['jpy', 'EUR', 'EUR'] },
		});
		expect(res.status).toBe(200);
		expect(Object.keys(res.body.enabled)).toEqual(['USD', 'EUR', 'JPY']);
		expect(Object.keys((await currencies(app)).enabled)).toEqual(['USD', 'EUR', 'JPY']);
		// GBP's manual rate survives being disabled and enabled again.
		await rest(app, 'POST', `${MC}/update-enabled-currencies`, { body: { enabled: ['GBP'] } });
		expect((await currencies(app)).enabled.GBP.rate).toBe(0.79);
	});

	it.each([
		[{}, 'rest_missing_callback_param'],
		[{ enabled: 'EUR' }, 'rest_invalid_param'],
		[{ enabled: ['EUR', 7] }, 'rest_invalid_param'],
		[{ enabled: ['EUR', 'XXX'] }, 'rest_invalid_param'],
	])('refuses %j with %s and changes nothing', async (body, code) => {
		const res = await rest(app, 'POST', `${MC}/update-enabled-currencies`, { body });
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(code);
		expect(Object.keys((await currencies(app)).enabled)).toEqual(['USD', 'EUR', 'GBP']);
	});

	it('reads and writes one currency settings', async () => {
		const read = await rest<CurrencySettings>(app, 'GET', `${MC}/currencies/GBP`);
		expect(read.body).toEqual({
			exchange_rate_type: 'manual',
			manual_rate: 0.79,
			price_rounding: '0.50',
			price_charm: '-0.01',
		});
		expect((await rest(app, 'GET', `${MC}/currencies/jpy`)).body).toEqual({
			exchange_rate_type: 'automatic',
			manual_rate: 0,
			price_rounding: '100',
			price_charm: '0.00',
		});
		const saved = await rest<CurrencySettings>(app, 'POST', `${MC}/currencies/EUR`, {
			body: {
				exchange_rate_type: 'manual',
				manual_rate: '0.9',
				price_rounding: '0.25',
				price_charm: -0.05,
			},
		});
		expect(saved.status).toBe(200);
		expect(saved.body).toEqual({
			exchange_rate_type: 'manual',
			manual_rate: 0.9,
			price_rounding: '0.25',
			price_charm: '-0.05',
		});
		expect((await currencies(app)).enabled.EUR.rate).toBe(0.9);
		await rest(app, 'POST', `${MC}/currencies/EUR`, { body: { exchange_rate_type: 'automatic' } });
		expect((await currencies(app)).enabled.EUR.rate).toBe(0.925926);
	});

	it.each([
		[{ exchange_rate_type: 'fixed' }, ['exchange_rate_type']],
		[{ exchange_rate_type: 'manual', manual_rate: 0 }, ['manual_rate']],
		[{ exchange_rate_type: 'manual', manual_rate: 'abc' }, ['manual_rate']],
		[{ price_rounding: '100' }, ['price_rounding']],
		[{ price_charm: '-1', colour: 'red' }, ['price_charm', 'colour']],
	])('refuses the settings %j naming %j, nothing changed', async (body, params) => {
		const res = await rest<{ code: string; data: { params: Record<string, string> } }>(
			app,
			'POST',
			`${MC}/currencies/EUR`,
			{ body }
		);
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(Object.keys(res.body.data.params).sort()).toEqual([...params].sort());
		expect((await rest(app, 'GET', `${MC}/currencies/EUR`)).body).toMatchObject({
			exchange_rate_type: 'automatic',
			price_rounding: '1.00',
		});
	});

	it('answers 404 for an unknown currency and 400 for the store currency', async () => {
		expect((await rest(app, 'GET', `${MC}/currencies/XXX`)).status).toBe(404);
		expect((await rest(app, 'POST', `${MC}/currencies/XXX`, { body: {} })).status).toBe(404);
		const store = await rest(app, 'POST', `${MC}/currencies/USD`, { body: { price_charm: '0.00' } });
		expect(store.status).toBe(400);
	});

	it('reads and saves the store settings (yes/no), with the site theme', async () => {
		const read = await rest<StoreSettingsResponse>(app, 'GET', `${MC}/get-settings`);
		expect(read.body).toMatchObject({
			wcpay_multi_currency_enable_auto_currency: false,
			wcpay_multi_currency_enable_storefront_switcher: true,
			site_theme: 'Storefront',
			date_format: 'F j, Y',
			time_format: 'g:i a',
		});
		const saved = await rest<StoreSettingsResponse>(app, 'POST', `${MC}/update-settings`, {
			body: {
				wcpay_multi_currency_enable_auto_currency: 'yes',
				wcpay_multi_currency_enable_storefront_switcher: 'no',
			},
		});
		expect(saved.body).toMatchObject({
			wcpay_multi_currency_enable_auto_currency: true,
			wcpay_multi_currency_enable_storefront_switcher: false,
		});
		await control(app, 'PATCH', 'site', { theme: 'Twenty Twenty-Five' });
		expect((await rest<StoreSettingsResponse>(app, 'GET', `${MC}/get-settings`)).body).toMatchObject({
			wcpay_multi_currency_enable_auto_currency: true,
			site_theme: 'Twenty Twenty-Five',
		});
	});

	it.each([
		[{}, 'rest_missing_callback_param'],
		[{ wcpay_multi_currency_enable_auto_currency: 'maybe' }, 'rest_invalid_param'],
		[
			{
				wcpay_multi_currency_enable_auto_currency: 'yes',
				wcpay_multi_currency_enable_storefront_switcher: 1,
			},
			'rest_invalid_param',
		],
	])('refuses the store settings %j (%s), nothing changed', async (body, code) => {
		const res = await rest(app, 'POST', `${MC}/update-settings`, { body });
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(code);
		expect((await rest(app, 'GET', `${MC}/get-settings`)).body).toMatchObject({
			wcpay_multi_currency_enable_auto_currency: false,
			wcpay_multi_currency_enable_storefront_switcher: true,
		});
	});

	it('seeds only the store currency before setup, and records the setup option', async () => {
		await control(app, 'POST', 'reset', { scenario: 'no-account' });
		expect(Object.keys((await currencies(app)).enabled)).toEqual(['USD']);
		expect((await rest(app, 'GET', `${MC}/get-settings`)).body).toMatchObject({
			wcpay_multi_currency_enable_auto_currency: false,
			wcpay_multi_currency_enable_storefront_switcher: false,
		});
		const saved = await rest(
			app,
			'POST',
			'/wc/v3/payments/settings/wcpay_multi_currency_setup_completed',
			{
				body: { value: true },
			}
		);
		expect(saved.body).toEqual({ success: true });
		expect(app.mock.state.option('wcpay_multi_currency_setup_completed')).toBe(true);
	});

	it('hands the enabled currencies and the setup flag to the page, and the menu follows the flag', async () => {
		await rest(app, 'POST', `${MC}/update-enabled-currencies`, { body: { enabled: ['EUR', 'JPY'] } });
		const page = await app.inject({
			method: 'GET',
			url: '/wp-admin/admin.php?page=wc-admin&path=/payments/overview',
		});
		expect(page.body).toContain('"enabledCurrencies":["USD","EUR","JPY"]');
		expect(page.body).toContain('"multiCurrencySetup":{"isSetupCompleted":"yes"}');
		expect(page.body).toContain(
			'href="/wp-admin/admin.php?page=wc-settings&amp;tab=wcpay_multi_currency"'
		);
		await rest(app, 'POST', '/wc/v3/payments/settings/wcpay_multi_currency_setup_completed', {
			body: { value: 'no' },
		});
		const before = await app.inject({
			method: 'GET',
			url: '/wp-admin/admin.php?page=wc-admin&path=/payments/overview',
		});
		expect(before.body).toContain('"multiCurrencySetup":{"isSetupCompleted":"no"}');
		expect(before.body).toContain('path=/payments/multi-currency-setup');
	});
});

describe('multi-currency persistence', () => {
	it('keeps the enabled currencies, a currency settings and the store settings across a restart', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-'));
		const file = path.join(dir, 'mock.sqlite');
		const first = await testApp({ db: file });
		await rest(first, 'POST', `${MC}/update-enabled-currencies`, { body: { enabled: ['EUR', 'CAD'] } });
		await rest(first, 'POST', `${MC}/currencies/CAD`, {
			body: {
				exchange_rate_type: 'manual',
				manual_rate: 1.5,
				price_rounding: '5.00',
				price_charm: '-0.05',
			},
		});
		await rest(first, 'POST', `${MC}/update-settings`, {
			body: { wcpay_multi_currency_enable_auto_currency: 'yes' },
		});
		await first.close();
		const second = await testApp({ db: file });
		try {
			const body = (await rest<CurrenciesResponse>(second, 'GET', `${MC}/currencies`)).body;
			expect(Object.keys(body.enabled)).toEqual(['USD', 'CAD', 'EUR']);
			expect(body.enabled.CAD.rate).toBe(1.5);
			expect((await rest(second, 'GET', `${MC}/currencies/CAD`)).body).toMatchObject({
				price_rounding: '5.00',
			});
			expect((await rest(second, 'GET', `${MC}/get-settings`)).body).toMatchObject({
				wcpay_multi_currency_enable_auto_currency: true,
				wcpay_multi_currency_enable_storefront_switcher: true,
			});
		} finally {
			await second.close();
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});
