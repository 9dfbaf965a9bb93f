/**
 * @jest-environment node
 *
 * The host page's early GETs (mock-server/host/early-reads.ts): the route's reads as the client's own
 * route table builds them with this page's settings, printed before any stylesheet with the nonce, none
 * for a route without reads, an unknown route or a route behind a flag that is off; the server's globals
 * are left as they were.
 */
import type { FastifyInstance } from 'fastify';

import { earlyReadPaths, earlyReadsScript } from '../../../mock-server/host/early-reads';
import { testApp } from './helpers';

let app: FastifyInstance;

beforeEach(async () => {
	app = await testApp();
});
afterEach(() => app.close());

async function adminPage(query: string): Promise<string> {
	const res = await app.inject({ method: 'GET', url: `/wp-admin/admin.php?${query}` });
	expect(res.statusCode).toBe(200);
	return res.body;
}

/** The [path, url] pairs of the page's early script, or null without one. */
function early(html: string): Array<[string, string]> | null {
	const match = /<script id="wcpay-early-reads">\(function\(\)\{var r=(\[.*?\]),n="([^"]+)"/.exec(html);
	if (!match) {
		return null;
	}
	expect(match[2]).toBe(app.mock.nonce);
	return JSON.parse(match[1]) as Array<[string, string]>;
}

describe('early reads of the host page', () => {
	it("starts the payouts route's reads, as api-fetch would send them, before the stylesheets", async () => {
		const html = await adminPage('page=wc-admin&path=%2Fpayments%2Fpayouts');
		const pairs = early(html);
		expect(pairs?.map(([p]) => p)).toEqual([
			'/wp/v2/users/me',
			'/wc/v3/payments/deposits?direction=desc&locale=en_US&page=1&pagesize=25&sort=date&user_email=ada%40example.com',
			'/wc/v3/payments/deposits/summary?locale=en_US&user_email=ada%40example.com',
			'/wc/v3/payments/deposits/overview-all',
		]);
		expect(pairs?.[1][1]).toBe(
			'/wp-json/wc/v3/payments/deposits?direction=desc&locale=en_US&page=1&pagesize=25&sort=date&user_email=ada%40example.com&_locale=user'
		);
		expect(html.indexOf('id="wcpay-early-reads"')).toBeLessThan(html.indexOf('<style>'));
	});

	it("follows the page's query and the page settings (the transactions' filters and timezone)", async () => {
		const html = await adminPage('page=wc-admin&path=%2Fpayments%2Ftransactions&paged=2&type_is=charge');
		const list = early(html)?.find(([p]) => p.startsWith('/wc/v3/payments/transactions?'));
		expect(list?.[0]).toMatch(/[?&]page=2(&|$)/);
		expect(list?.[0]).toMatch(/[?&]type_is=charge(&|$)/);
		expect(list?.[0]).toMatch(/[?&]user_timezone=/);
	});

	it('prints nothing for the not-found route, a flagged-off route, or a page outside the plugin', async () => {
		expect(early(await adminPage('page=wc-admin&path=%2Fpayments%2Fnothing-here'))).toBeNull();
		await app.inject({
			method: 'PATCH',
			url: '/__mock/page-settings',
			payload: { featureFlags: { documents: false } },
		});
		expect(early(await adminPage('page=wc-admin&path=%2Fpayments%2Fdocuments'))).toBeNull();
		expect(early(await adminPage('page=wc-settings&tab=general'))).toBeNull();
	});

	it('leaves no browser globals behind and never throws', async () => {
		expect(Reflect.has(globalThis, 'window')).toBe(false);
		// Deliberately incomplete page settings: the builders must not throw through.
		const settings: Parameters<typeof earlyReadPaths>[1] = JSON.parse(
			'{"wcSettings":{},"wcpaySettings":null,"wpApiSettings":{"root":"/wp-json/","nonce":"n"}}'
		);
		await expect(
			earlyReadPaths({ page: 'wc-admin', path: '/payments/payouts' }, settings)
		).resolves.toEqual(expect.any(Array));
		expect(Reflect.has(globalThis, 'window')).toBe(false);
		expect(earlyReadsScript([], { root: '/wp-json/', nonce: 'n' })).toBe('');
	});

	it('escapes what it prints inside the script', () => {
		const script = earlyReadsScript(['/x?q=</script><b>'], { root: '/wp-json/', nonce: '</script>' });
		expect(script.match(/<\/script>/g)).toHaveLength(1);
	});
});
