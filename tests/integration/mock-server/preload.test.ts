/**
 * @jest-environment node
 *
 * The host page's preload hints (mock-server/host/preload.ts): a route's chunk files from dist/routes.json,
 * only safe chunk names that exist, the RTL twins of stylesheets, the route key of each host screen, and the
 * tags.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { hostRouteKey, preloadTags, routePreload } from '../../../mock-server/host/preload';

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

describe('host preload hints', () => {
	it("lists a route's existing chunk files, with the stylesheets' RTL twins", () => {
		const base = '/wp-content/plugins/woocommerce-payments/dist/chunks';
		expect(routePreload(dist, '/payments/payouts')).toEqual({
			scripts: [`${base}/payouts.1234abcd.js`, `${base}/reads.js`],
			styles: [`${base}/payouts.1234abcd.css`],
			rtlStyles: [`${base}/payouts.1234abcd-rtl.css`],
		});
	});

	it('points at the asset base path the page settings name', () => {
		expect(routePreload(dist, '/payments/payouts', '/cdn.example/wcpay/').scripts[0]).toBe(
			'/cdn.example/wcpay/dist/chunks/payouts.1234abcd.js'
		);
	});

	it('has nothing for an unknown route, no route, or no manifest', () => {
		const none = { scripts: [], styles: [], rtlStyles: [] };
		expect(routePreload(dist, '/payments/nothing-here')).toEqual(none);
		expect(routePreload(dist, null)).toEqual(none);
		fs.rmSync(path.join(dist, 'routes.json'));
		expect(routePreload(dist, '/payments/payouts')).toEqual(none);
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

	it('writes escaped preload tags, RTL stylesheets on a right-to-left page', () => {
		const preload = { scripts: ['/a.js?x=1&y=2'], styles: ['/a.css'], rtlStyles: ['/a-rtl.css'] };
		expect(preloadTags(preload, false)).toBe(
			'<link rel="preload" as="style" href="/a.css">\n<link rel="preload" as="script" href="/a.js?x=1&amp;y=2">\n'
		);
		expect(preloadTags(preload, true)).toContain('href="/a-rtl.css"');
		expect(preloadTags(undefined, false)).toBe('');
	});
});
