/**
 * @jest-environment node
 *
 * The served route's chunks on the host page (mock-server/host/route-chunks.ts): a route's chunk files from
 * dist/routes.json, only safe chunk names that exist, the RTL twins of stylesheets, the route key of each
 * host screen, and the tags (stylesheets named as the chunk loader names them, scripts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
	hostRouteKey,
	routeChunkFallbackScript,
	routeChunks,
	routeScriptTags,
	routeStyleTags,
} from '../../../mock-server/host/route-chunks';

let dist: string;

beforeEach(() => {
	dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-preload-'));
	fs.mkdirSync(path.join(dist, 'chunks'));
	for (const file of [
		'payouts.1234abcd.js',
		'payouts.1234abcd.css',
		'payouts.1234abcd-rtl.css',
		'reads.js',
	]) {
		fs.writeFileSync(path.join(dist, 'chunks', file), '');
	}
	fs.writeFileSync(
		path.join(dist, 'routes.json'),
		JSON.stringify({
			routes: {
				'/payments/payouts': {
					scripts: [
						'chunks/payouts.1234abcd.js',
						'chunks/reads.js',
						'chunks/missing.js',
						'../secret.js',
					],
					styles: ['chunks/payouts.1234abcd.css'],
				},
			},
		})
	);
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('host route chunks', () => {
	it("lists a route's existing chunk files, with the stylesheets' RTL twins", () => {
		const base = '/wp-content/plugins/woocommerce-payments/dist/chunks';
		expect(routeChunks(dist, '/payments/payouts')).toEqual({
			base: '/wp-content/plugins/woocommerce-payments/dist',
			scripts: [`${base}/payouts.1234abcd.js`, `${base}/reads.js`],
			styles: [`${base}/payouts.1234abcd.css`],
			rtlStyles: [`${base}/payouts.1234abcd-rtl.css`],
		});
	});

	it('points at the asset base path the page settings name', () => {
		expect(routeChunks(dist, '/payments/payouts', '/cdn.example/wcpay/').scripts[0]).toBe(
			'/cdn.example/wcpay/dist/chunks/payouts.1234abcd.js'
		);
	});

	it('has nothing for an unknown route, no route, or no manifest', () => {
		const none = {
			base: '/wp-content/plugins/woocommerce-payments/dist',
			scripts: [],
			styles: [],
			rtlStyles: [],
		};
		expect(routeChunks(dist, '/payments/nothing-here')).toEqual(none);
		expect(routeChunks(dist, null)).toEqual(none);
		fs.rmSync(path.join(dist, 'routes.json'));
		expect(routeChunks(dist, '/payments/payouts')).toEqual(none);
	});

	it('knows the route key of each host screen', () => {
		expect(hostRouteKey({ kind: 'wc-admin', path: '/payments/payouts/' })).toBe('/payments/payouts');
		expect(
			hostRouteKey(
				{ kind: 'wc-settings-checkout' },
				'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
			)
		).toBe('wc-settings:checkout:woocommerce_payments');
		expect(hostRouteKey({ kind: 'wc-settings-multi-currency' })).toBe('wc-settings:wcpay_multi_currency');
		expect(hostRouteKey({ kind: 'other' })).toBeNull();
	});

	it('writes escaped tags: stylesheets named by their path under the bundle folder, RTL twins on a right-to-left page, scripts', () => {
		const chunks = {
			base: '/cdn/dist',
			scripts: ['/cdn/dist/chunks/a.js?x=1&y=2'],
			styles: ['/cdn/dist/chunks/a.css'],
			rtlStyles: ['/cdn/dist/chunks/a-rtl.css'],
		};
		expect(routeStyleTags(chunks, false)).toBe(
			'<link rel="stylesheet" href="/cdn/dist/chunks/a.css" data-href="chunks/a.css" media="all" data-wcpay-route-chunk>\n'
		);
		expect(routeStyleTags(chunks, true)).toBe(
			'<link rel="stylesheet" href="/cdn/dist/chunks/a-rtl.css" data-href="chunks/a-rtl.css" media="all" data-wcpay-route-chunk>\n'
		);
		expect(routeScriptTags(chunks)).toBe(
			'<script src="/cdn/dist/chunks/a.js?x=1&amp;y=2" data-wcpay-route-chunk></script>\n'
		);
		expect(routeChunkFallbackScript(chunks)).toContain(
			'hasAttribute("data-wcpay-route-chunk"))t.remove()'
		);
		expect(routeChunkFallbackScript({ ...chunks, scripts: [], styles: [] })).toBe('');
		expect(routeChunkFallbackScript(undefined)).toBe('');
		expect(routeStyleTags(undefined, false)).toBe('');
		expect(routeScriptTags(undefined)).toBe('');
	});
});
