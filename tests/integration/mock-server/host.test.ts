/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOSTILE } from '../../../mock-server/seed';
import { control, inlineGlobal, page, testApp } from './helpers';

const OVERVIEW = '/wp-admin/admin.php?page=wc-admin&path=/payments/overview';

function makeBundles(options: { handles?: string[]; dependencies?: string[] } = {}) {
	const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-host-'));
	const dist = path.join(root, 'dist');
	const host = path.join(root, 'dist-host');
	fs.mkdirSync(path.join(dist, 'chunks'), { recursive: true });
	fs.mkdirSync(host);
	fs.writeFileSync(path.join(dist, 'index.js'), 'console.log("plugin");');
	fs.writeFileSync(path.join(dist, 'index.css'), '.x{}');
	fs.writeFileSync(path.join(dist, 'chunks', 'overview.123.js'), '/* chunk */');
	fs.writeFileSync(
		path.join(dist, 'index.asset.json'),
		JSON.stringify({ dependencies: options.dependencies ?? ['react', 'wp-data'], version: 'abc123' })
	);
	fs.writeFileSync(path.join(host, 'vendor.js'), 'window.wp = {};');
	fs.writeFileSync(path.join(host, 'vendor.css'), 'body{}');
	fs.writeFileSync(
		path.join(host, 'handles.json'),
		JSON.stringify(options.handles ?? ['react', 'wp-data'])
	);
	fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
	return { root, dist, host };
}

type Settings = Record<string, unknown> & {
	featureFlags: Record<string, boolean>;
	accountStatus: Record<string, unknown>;
};

describe('host page', () => {
	let app: FastifyInstance;
	let bundles: ReturnType<typeof makeBundles>;

	beforeEach(async () => {
		bundles = makeBundles();
		app = await testApp({ distDir: bundles.dist, hostDistDir: bundles.host });
	});
	afterEach(async () => {
		await app.close();
		fs.rmSync(bundles.root, { recursive: true, force: true });
	});

	it('is a wp-admin-like page with the mount point', async () => {
		const { status, html } = await page(app, `${OVERVIEW}&selected_currency=eur`);
		expect(status).toBe(200);
		expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-US">/);
		expect(html).toMatch(/<title>Overview ‹ Payments ‹ .* — WordPress<\/title>/);
		expect(html).toContain('<a class="screen-reader-text skip-link" href="#wpbody-content">');
		expect(html).toContain('<nav id="adminmenuwrap" aria-label="Main menu">');
		expect(html).toContain(
			'<main id="wpbody-content" tabindex="-1">\n<div class="wrap"><div id="wcpay-app" data-screen="wc-admin" data-path="/payments/overview"></div></div>'
		);
	});

	it('loads the settings, then the vendor bundle, then the plugin', async () => {
		const { html } = await page(app, OVERVIEW);
		const order = [
			html.indexOf('window.wcSettings = '),
			html.indexOf('window.wpApiSettings = '),
			html.indexOf('window.wcpaySettings = '),
			html.indexOf('<script src="/wp-content/plugins/woocommerce-payments/dist-host/vendor.js?ver='),
			html.indexOf(
				'<script src="/wp-content/plugins/woocommerce-payments/dist/index.js?ver=abc123"></script>'
			),
		];
		expect(order.every((i) => i > 0)).toBe(true);
		expect([...order].sort((a, b) => a - b)).toEqual(order);
		const vendorCss = html.indexOf(
			'href="/wp-content/plugins/woocommerce-payments/dist-host/vendor.css?ver='
		);
		const pluginCss = html.indexOf(
			'href="/wp-content/plugins/woocommerce-payments/dist/index.css?ver=abc123"'
		);
		expect(vendorCss).toBeGreaterThan(0);
		expect(pluginCss).toBeGreaterThan(vendorCss);
		expect(inlineGlobal(html, 'wpApiSettings')).toEqual({ root: '/wp-json/', nonce: app.mock.nonce });
		expect(html).not.toContain('Script handles the plugin needs');
	});

	it('escapes hostile strings in the inline JSON and the markup', async () => {
		await control(app, 'PATCH', 'user', { first_name: `Eve ${HOSTILE.scriptClose}` });
		const { html } = await page(app, OVERVIEW);
		expect(html.match(/<script>alert\(1\)<\/script>/g)).toBeNull();
		expect(html).not.toContain('<img src=x');
		const settingsScript = /<script id="wcpay-settings">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
		expect(settingsScript).not.toMatch(/[<>]/);
		const wcSettings = inlineGlobal<{ siteTitle: string; currentUserData: { first_name: string } }>(
			html,
			'wcSettings'
		);
		expect(wcSettings.siteTitle).toContain(HOSTILE.html);
		expect(wcSettings.currentUserData.first_name).toBe(`Eve ${HOSTILE.scriptClose}`);
		expect(html).toContain('Howdy, Eve &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
	});

	it('fills every page setting from the database', async () => {
		const settings = inlineGlobal<Settings>((await page(app, OVERVIEW)).html, 'wcpaySettings');
		expect(settings).toMatchObject({
			isJetpackConnected: true,
			isAccountConnected: true,
			isAccountValid: true,
			testMode: false,
			storeCurrency: 'USD',
			connectUrl: `/wp-admin/admin.php?wcpay-connect=1&_wpnonce=${app.mock.nonce}`,
			featureFlags: {
				isAuthAndCaptureEnabled: true,
				customSearch: true,
				paymentTimeline: true,
				documents: true,
			},
			accountStatus: {
				status: 'complete',
				deposits: { interval: 'daily', completed_waiting_period: true },
			},
			zeroDecimalCurrencies: expect.arrayContaining(['jpy', 'krw']),
			currentUserEmail: 'ada@example.com',
		});
		expect(Object.keys(settings.connect as object)).toEqual(['country', 'availableCountries']);
		expect(
			Object.keys((settings.connect as { availableCountries: object }).availableCountries).length
		).toBeGreaterThanOrEqual(35);
		expect(Object.keys(settings.currencyData as object)).toEqual(
			expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY'])
		);
		const wcSettings = inlineGlobal<Record<string, unknown>>(
			(await page(app, OVERVIEW)).html,
			'wcSettings'
		);
		expect(wcSettings).toMatchObject({
			adminUrl: '/wp-admin/',
			currency: { code: 'USD' },
			locale: { siteLocale: 'en_US', userLocale: 'en_US' },
			timeZone: 'America/New_York',
			dateFormat: 'F j, Y',
			wcVersion: '9.9.0',
			currentUserData: { first_name: 'Ada' },
		});
	});

	it('merges the page-settings patch and hides menu entries by flag', async () => {
		expect((await page(app, OVERVIEW)).html).toContain('>Documents</a>');
		await control(app, 'PATCH', 'page-settings', { featureFlags: { documents: false }, testMode: true });
		const { html } = await page(app, OVERVIEW);
		expect(html).not.toContain('>Documents</a>');
		const settings = inlineGlobal<Settings>(html, 'wcpaySettings');
		expect(settings.featureFlags).toMatchObject({ documents: false, customSearch: true });
		expect(settings.testMode).toBe(true);
	});

	describe('menu', () => {
		const payments = (html: string) => {
			const section =
				/<li class="menu-top[^"]*" id="toplevel_page_wc-admin-path--payments">([\s\S]*?)<\/ul><\/li>/.exec(
					html
				)?.[1] ?? '';
			const href = /^<a href="([^"]+)"/.exec(section)?.[1];
			const entries = Array.from(
				section.matchAll(/<li[^>]*><a href="[^"]+"[^>]*>([^<]+)<\/a><\/li>/g),
				(m) => m[1]
			);
			const current = /<a href="[^"]+" aria-current="page">([^<]+)</.exec(section)?.[1];
			return { href: href?.replace(/&amp;/g, '&'), entries, current };
		};

		it('shows the account pages and points Payments to the overview when connected', async () => {
			const menu = payments(
				(
					await page(
						app,
						'/wp-admin/admin.php?page=wc-admin&path=/payments/transactions/details&id=pi_1'
					)
				).html
			);
			expect(menu.href).toBe('/wp-admin/admin.php?page=wc-admin&path=/payments/overview');
			expect(menu.entries).toEqual([
				'Overview',
				'Transactions',
				'Payouts',
				'Disputes',
				'Documents',
				'Card readers',
				'Loans',
				'Fraud protection',
				'Settings',
				'Multi-currency',
			]);
			expect(menu.current).toBe('Transactions');
		});

		it.each(['not-connected', 'no-account', 'invalid-account'])(
			'shows Connect and points Payments to it for %s',
			async (scenario) => {
				await control(app, 'POST', 'reset', { scenario });
				const menu = payments(
					(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/connect')).html
				);
				expect(menu.href).toBe('/wp-admin/admin.php?page=wc-admin&path=/payments/connect');
				expect(menu.entries).toEqual(['Connect', 'Settings']);
				expect(menu.current).toBe('Connect');
			}
		);

		it('hides Loans without loans', async () => {
			await control(app, 'POST', 'reset', { scenario: 'empty' });
			expect(payments((await page(app, OVERVIEW)).html).entries).not.toContain('Loans');
		});

		it('marks the settings screens', async () => {
			const checkout = await page(
				app,
				'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
			);
			expect(checkout.html).toContain('data-screen="wc-settings-checkout"');
			expect(payments(checkout.html).current).toBe('Settings');
			const mc = await page(app, '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency');
			expect(mc.html).toContain('data-screen="wc-settings-multi-currency"');
			expect(payments(mc.html).current).toBe('Multi-currency');
		});

		it("serves the payments settings routes (business verification) to the app; other tabs stay the store's", async () => {
			const route = await page(
				app,
				'/wp-admin/admin.php?page=wc-settings&tab=checkout&path=%2Fwoopayments%2Fonboarding%2Fbusiness_verification'
			);
			expect(route.status).toBe(200);
			expect(route.html).toContain('data-screen="wc-settings-checkout"');
			const other = await page(
				app,
				'/wp-admin/admin.php?page=wc-settings&tab=checkout&path=%2Felsewhere'
			);
			expect(other.html).not.toContain('data-screen="wc-settings-checkout"');
		});
	});

	it('defines the store tracking client, enabled once the merchant opts in; keeps a client already there', async () => {
		const off = (await page(app, OVERVIEW)).html;
		expect(off).toContain('window.wcTracks = window.wcTracks || { isEnabled: false');
		expect(off).toContain('"/mock-tracks/event"');
		await control(app, 'PATCH', 'site', { allowTracking: true });
		expect((await page(app, OVERVIEW)).html).toContain(
			'window.wcTracks = window.wcTracks || { isEnabled: true'
		);
	});

	it('answers "not allowed" without the bundle to a user without manage_woocommerce', async () => {
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		const { status, html } = await page(app, OVERVIEW);
		expect(status).toBe(403);
		expect(html).toContain('Sorry, you are not allowed to access this page.');
		expect(html).not.toContain('wcpaySettings');
		expect(html).not.toContain('index.js');
	});

	it('says when the bundles are not built', async () => {
		const bare = await testApp();
		try {
			const { status, html } = await page(bare, OVERVIEW);
			expect(status).toBe(200);
			expect(html).toContain('The bundles are not built');
			expect(html).toContain('npm run build');
			expect(html).not.toContain('<script src=');
		} finally {
			await bare.close();
		}
	});

	it('lists script handles the vendor bundle lacks', async () => {
		const other = makeBundles({
			dependencies: ['react', 'wc-components', 'wp-data'],
			handles: ['react'],
		});
		const app2 = await testApp({ distDir: other.dist, hostDistDir: other.host });
		try {
			const { html } = await page(app2, OVERVIEW);
			expect(html).toContain(
				'<!-- Script handles the plugin needs that the host vendor bundle does not provide: wc-components, wp-data -->'
			);
		} finally {
			await app2.close();
			fs.rmSync(other.root, { recursive: true, force: true });
		}
	});

	it('serves the bundles with their content types and nothing outside them', async () => {
		const js = await app.inject({
			method: 'GET',
			url: '/wp-content/plugins/woocommerce-payments/dist/chunks/overview.123.js',
		});
		expect(js.statusCode).toBe(200);
		expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
		const css = await app.inject({
			method: 'GET',
			url: '/wp-content/plugins/woocommerce-payments/dist-host/vendor.css',
		});
		expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
		const notModified = await app.inject({
			method: 'GET',
			url: '/wp-content/plugins/woocommerce-payments/dist-host/vendor.css',
			headers: { 'if-none-match': String(css.headers.etag) },
		});
		expect(notModified.statusCode).toBe(304);
		for (const url of [
			'/wp-content/plugins/woocommerce-payments/dist/../secret.txt',
			'/wp-content/plugins/woocommerce-payments/dist/%2e%2e/secret.txt',
			'/wp-content/plugins/woocommerce-payments/dist/..%2fsecret.txt',
			'/wp-content/plugins/woocommerce-payments/dist/chunks',
			'/wp-content/plugins/woocommerce-payments/dist/missing.js',
		]) {
			const res = await app.inject({ method: 'GET', url });
			expect([url, res.statusCode]).toEqual([url, 404]);
			expect(res.body).not.toContain('secret');
		}
	});

	it('hands out the nonce at the nonce refresh endpoint', async () => {
		const res = await app.inject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=rest-nonce' });
		expect(res.statusCode).toBe(200);
		expect(res.body).toBe(app.mock.nonce);
	});

	it('redirects /wp-admin/ to the overview', async () => {
		const res = await app.inject({ method: 'GET', url: '/wp-admin/' });
		expect(res.statusCode).toBe(302);
		expect(res.headers.location).toBe(OVERVIEW);
	});
});
