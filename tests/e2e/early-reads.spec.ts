/**
 * The host page starts the route's first GETs itself (mock-server/host/early-reads.ts) and the plugin
 * takes them over (src/data/shared/preload.ts): on every route, each early GET reaches the server once
 * (the page never asks again), with the nonce (no refusal), and the page shows its content; a route
 * without reads, the not-found route and the settings pages outside the plugin get no early script. A
 * fault on an early GET shows the page's catalogue message, as before. A load marks its phases (User
 * Timing, src/utils/load-marks.ts) in order.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addFault, adminUrl, requestLog, reset } from './helpers';
import { openRoute, ROUTE_PAGES } from './route-pages';
import { ROUTES } from '../../src/routes';

test.describe.configure({ mode: 'parallel' });

/** The early GETs' paths as the host page printed them (none when it printed no script). */
async function earlyPaths(page: Page): Promise<string[]> {
	const text = await page.locator('#wcpay-early-reads').evaluateAll((els) => els[0]?.textContent ?? '');
	const match = /var r=(\[.*?\]),n=/.exec(text);
	return match ? (JSON.parse(match[1]) as Array<[string, string]>).map(([path]) => path) : [];
}

/** A path's query as the server's log reads it: `key[0]=a&key[1]=b` is the list `key`. */
function queryOf(search: string): Record<string, string | string[]> {
	const query: Record<string, string | string[]> = {};
	for (const [key, value] of new URLSearchParams(search)) {
		const list = /^(.*)\[\d*\]$/.exec(key);
		if (list) {
			query[list[1]] = [...((query[list[1]] as string[] | undefined) ?? []), value];
		} else {
			query[key] = value;
		}
	}
	return query;
}

/** A logged request's identity: method, path and its query (sorted, `_locale` left out). */
const identity = (r: { method: string; path: string; query: Record<string, string | string[]> }) =>
	`${r.method} ${r.path}?${Object.entries(r.query)
		.filter(([k]) => k !== '_locale')
		.sort(([a], [b]) => (a < b ? -1 : 1))
		.map(([k, v]) => `${k}=${v}`)
		.join('&')}`;

/**
 * The route's chunks as the host printed them (mock-server/host/route-chunks.ts): scripts the parser ran
 * before the plugin entry, stylesheets named by `data-href`; and whether the page's loaders added any of
 * them again (a dynamically inserted chunk script carries webpack's `data-webpack`; mini-css-extract adds
 * a second `<link>` for a stylesheet it did not find).
 */
async function printedChunks(page: Page) {
	return page.evaluate(() => {
		const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
		const entryAt = scripts.findIndex((s) => new URL(s.src).pathname.endsWith('/dist/index.js'));
		const printed = scripts.filter(
			(s) => s.src.includes('/dist/chunks/') && !s.hasAttribute('data-webpack')
		);
		const pathname = (href: string) => new URL(href, location.href).pathname;
		const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
		const styles = links.filter((l) => l.hasAttribute('data-href'));
		return {
			scripts: printed.map((s) => pathname(s.src)),
			beforeEntry: printed.every((s) => scripts.indexOf(s) < entryAt),
			scriptsAddedAgain: scripts.filter(
				(s) => s.hasAttribute('data-webpack') && printed.some((p) => p.src === s.src)
			).length,
			styles: styles.map((l) => ({ path: pathname(l.href), dataHref: l.getAttribute('data-href') })),
			stylesAddedAgain: links.filter(
				(l) =>
					!l.hasAttribute('data-href') &&
					styles.some((st) => pathname(st.href) === pathname(l.href))
			).length,
		};
	});
}

/** Routes whose page declares reads (src/routes.ts). */
const withReads = new Set(ROUTES.filter((r) => r.reads).map((r) => r.key));

for (const r of ROUTE_PAGES) {
	test(`early reads: ${r.key}`, async ({ page, request }) => {
		await openRoute(page, request, r);
		const paths = await earlyPaths(page);
		if (withReads.has(r.key)) {
			expect(paths.length, 'the host started the route reads').toBeGreaterThan(0);
		}
		// Let late reads land, then: every early GET reached the server once and went through.
		await page.waitForLoadState('networkidle');
		const log = (await requestLog(request)).filter((e) => e.method === 'GET');
		const counts = new Map<string, number>();
		log.forEach((e) => counts.set(identity(e), (counts.get(identity(e)) ?? 0) + 1));
		for (const p of paths) {
			const [pathname, search = ''] = p.split('?');
			const key = identity({
				method: 'GET',
				path: pathname,
				query: queryOf(search),
			});
			expect(counts.get(key), `${key} requested once`).toBe(1);
		}
		expect(log.filter((e) => e.status === 401 || e.status === 403)).toEqual([]);

		// The route's chunks came with the page, before the entry, and were not loaded again.
		const chunks = await printedChunks(page);
		expect(chunks.scripts.length, 'the page printed its chunk scripts').toBeGreaterThan(0);
		expect(chunks.beforeEntry, 'chunk scripts before the plugin entry').toBe(true);
		expect(chunks.scriptsAddedAgain, 'no chunk script added again').toBe(0);
		for (const style of chunks.styles) {
			expect(style.path.endsWith(`/dist/${style.dataHref}`), style.path).toBe(true);
		}
		expect(chunks.stylesAddedAgain, 'no chunk stylesheet added again').toBe(0);
	});
}

test("the plugin's scripts carry V8's compile hint, so their functions come from the code cache", async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/transactions'));
	await expect(page.locator('.wcpay-transactions-table__details-link').first()).toBeVisible();
	const scripts = await page.evaluate(() =>
		[...document.querySelectorAll<HTMLScriptElement>('script[src*="/woocommerce-payments/dist/"]')].map(
			(s) => s.src
		)
	);
	expect(scripts.some((src) => src.includes('/dist/index.js'))).toBe(true);
	expect(scripts.some((src) => src.includes('/dist/chunks/'))).toBe(true);
	for (const src of scripts) {
		const body = await (await request.get(src)).text();
		expect(body.split('\n')[0], src).toBe('//# allFunctionsCalledOnLoad');
	}
});

test('no early script on the not-found route or a store page outside the plugin', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/nothing-here'));
	await expect(page.getByText('Page not found').first()).toBeVisible();
	expect(await earlyPaths(page)).toEqual([]);
	await page.goto('/wp-admin/admin.php?page=wc-settings&tab=general');
	expect(await page.locator('#wcpay-early-reads').count()).toBe(0);
});

test('a failed early GET shows the catalogue message, and the page asked only once', async ({
	page,
	request,
}) => {
	await reset(request);
	await addFault(request, {
		method: 'GET',
		path: '/wc/v3/payments/deposits',
		status: 500,
		code: 'wcpay_server_error',
		message: 'Boom',
		times: 1,
	});
	await page.goto(adminUrl('/payments/payouts'));
	await expect(page.getByText('Error retrieving payouts.').first()).toBeVisible();
	const lists = (await requestLog(request)).filter((e) => e.path === '/wc/v3/payments/deposits');
	expect(lists.map((e) => e.status)).toEqual([500]);
});

/** The load timeline's marks (src/utils/load-marks.ts), name → first time, ms from navigation start. */
async function loadMarks(page: Page): Promise<Record<string, number>> {
	return page.evaluate(() => {
		const marks: Record<string, number> = {};
		for (const m of performance.getEntriesByType('mark')) {
			if (m.name.startsWith('wcpay:') && !(m.name in marks)) {
				marks[m.name] = m.startTime;
			}
		}
		return marks;
	});
}

test('a page load marks its phases in order; the not-found page its mount, render and commit', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/payouts'));
	await expect(page.locator('.wcpay-payouts__details-link').first()).toBeVisible();
	const marks = await loadMarks(page);
	const order = [
		'wcpay:mount',
		'wcpay:page-chunk',
		'wcpay:page-reads',
		'wcpay:render',
		'wcpay:page-commit',
	];
	expect(Object.keys(marks).sort()).toEqual([...order].sort());
	// The first render waits for the page unless that takes long (a slow machine): then it comes earlier.
	const before = (a: string, b: string) =>
		expect(marks[a], `${a} before ${b}`).toBeLessThanOrEqual(marks[b]);
	before('wcpay:mount', 'wcpay:page-chunk');
	before('wcpay:page-chunk', 'wcpay:page-reads');
	before('wcpay:mount', 'wcpay:render');
	before('wcpay:render', 'wcpay:page-commit');
	before('wcpay:page-reads', 'wcpay:page-commit');

	await page.goto(adminUrl('/payments/nothing-here'));
	await expect(page.getByText('Page not found').first()).toBeVisible();
	await expect
		.poll(async () => Object.keys(await loadMarks(page)).sort())
		.toEqual(['wcpay:mount', 'wcpay:page-commit', 'wcpay:render']);
});
