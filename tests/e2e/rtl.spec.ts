/**
 * Right-to-left admin: with a right-to-left site locale (`PATCH /__mock/site {"locale": "he_IL"}`) the host
 * page is `<html dir="rtl" lang="he-IL">` and loads the build's `-rtl.css` stylesheets — the vendor's, the
 * entry's and the lazy page chunk's, which the runtime picks by the page's direction — and no left-to-right
 * one. On each main page the layout holds: no horizontal overflow, the heading and the main card or table
 * visible, the admin menu on the right of the content; axe finds nothing serious. A full-page screenshot of
 * each page is attached to the test (kept with the test output). The default locale stays left to right.
 */
import { expect, test, type Page } from './fixtures';
import { SETTINGS_URL, adminUrl, expectAccessible, paymentsGet, reset, trackPageErrors } from './helpers';

interface RtlPage {
	name: string;
	/** The page's chunk, whose `chunks/<chunk>.<hash>-rtl.css` must be loaded. */
	chunk: string;
	url: (page: Page) => Promise<string>;
}

const wcAdmin = (path: string) => async () => adminUrl(path);

const PAGES: RtlPage[] = [
	{ name: 'overview', chunk: 'overview', url: wcAdmin('/payments/overview') },
	{ name: 'payouts', chunk: 'payouts', url: wcAdmin('/payments/payouts') },
	{ name: 'transactions', chunk: 'transactions', url: wcAdmin('/payments/transactions') },
	{
		name: 'payment details',
		chunk: 'payment-details',
		url: async (page) => {
			const list = await paymentsGet<{ data: Array<{ payment_intent_id: string }> }>(
				page.request,
				'/transactions?type_is=charge&pagesize=1'
			);
			return adminUrl('/payments/transactions/details', { id: list.data[0].payment_intent_id });
		},
	},
	{ name: 'disputes', chunk: 'disputes', url: wcAdmin('/payments/disputes') },
	{ name: 'documents', chunk: 'documents', url: wcAdmin('/payments/documents') },
	{ name: 'payment settings', chunk: 'payment-settings', url: async () => SETTINGS_URL },
	{ name: 'fraud protection', chunk: 'fraud-protection', url: wcAdmin('/payments/fraud-protection') },
	{
		name: 'multi-currency settings',
		chunk: 'multi-currency-settings',
		url: async () => '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency',
	},
];

/** The stylesheets the page loaded from the bundles (`dist/`, `dist-host/`), as paths without the query. */
async function bundleStylesheets(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
			.map((link) => new URL(link.href).pathname)
			.filter((p) => p.endsWith('.css'))
	);
}

/** The app's first heading and its main card or table, once the page has rendered. */
async function expectRendered(page: Page) {
	const app = page.locator('#wcpay-app');
	await expect(app.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
	await expect(app.locator('.woocommerce-table, .components-card, table, form').first()).toBeVisible();
	// Lazy parts (cards below the fold, summaries) settle.
	await page.waitForLoadState('networkidle');
}

test.describe('right-to-left locale', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		const res = await request.patch('/__mock/site', { data: { locale: 'he_IL' } });
		expect(res.ok()).toBe(true);
	});

	test('the host says so to wp.i18n, and the tabs follow the arrows as they point', async ({
		page,
		request,
	}) => {
		await request.patch('/__mock/page-settings', {
			data: { featureFlags: { isAuthAndCaptureEnabled: true } },
		});
		await page.goto('/wp-admin/admin.php?page=wc-admin&path=/payments/transactions');
		expect(
			await page.evaluate(() =>
				(window as unknown as { wp: { i18n: { isRTL(): boolean } } }).wp.i18n.isRTL()
			)
		).toBe(true);
		const tab = (name: RegExp) => page.getByRole('tab', { name });
		await tab(/^Transactions/).focus();
		// The tabs run right to left: the left arrow goes to the next one.
		await page.keyboard.press('ArrowLeft');
		await expect(tab(/^Uncaptured/)).toBeFocused();
		await page.keyboard.press('ArrowRight');
		await expect(tab(/^Transactions/)).toBeFocused();

		// Amounts keep their own order inside the right-to-left text (not "USD $0.79-"): the browser lays
		// them out left to right, so the minus sign comes first on screen.
		const amount = page.locator('tbody td.is-numeric').filter({ hasText: '-' }).first();
		await expect(amount).toBeVisible();
		const order = await amount.evaluate((cell) => {
			const text = cell.textContent ?? '';
			const at = (needle: string) => {
				const range = document.createRange();
				const node = [...cell.querySelectorAll('*'), cell]
					.flatMap((el) => [...el.childNodes])
					.find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(needle)) as Text;
				const i = node.textContent!.indexOf(needle);
				range.setStart(node, i);
				range.setEnd(node, i + needle.length);
				return range.getBoundingClientRect().x;
			};
			const digit = text.search(/\d/);
			return { isolated: text.startsWith('\u2066'), minus: at('-'), digits: at(text[digit]) };
		});
		expect(order.isolated).toBe(true);
		expect(order.minus).toBeLessThan(order.digits);
		// The pager's Previous arrow points right, toward the start of the row of pages.
		const previous = page.getByRole('button', { name: 'Previous Page' }).locator('svg');
		await expect(previous).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
	});

	for (const entry of PAGES) {
		test(`${entry.name}: rtl stylesheets, layout mirrored, axe, screenshot`, async ({
			page,
		}, testInfo) => {
			const errors = trackPageErrors(page);
			await page.goto(await entry.url(page));
			await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
			await expect(page.locator('html')).toHaveAttribute('lang', 'he-IL');
			await expectRendered(page);

			const sheets = await bundleStylesheets(page);
			expect(sheets.filter((s) => !s.endsWith('-rtl.css'))).toEqual([]);
			expect(sheets.some((s) => s.endsWith('/vendor-rtl.css'))).toBe(true);
			expect(sheets.some((s) => s.endsWith('/index-rtl.css'))).toBe(true);
			expect(
				sheets.some((s) => new RegExp(`/chunks/${entry.chunk}\\.[0-9a-f]{8}-rtl\\.css$`).test(s))
			).toBe(true);

			const layout = await page.evaluate(() => {
				const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
				return {
					scrollWidth: document.documentElement.scrollWidth,
					clientWidth: document.documentElement.clientWidth,
					menu: box('#adminmenuwrap'),
					content: box('#wpbody-content'),
					direction: getComputedStyle(document.querySelector('#wcpay-app') as Element).direction,
				};
			});
			expect(layout.direction).toBe('rtl');
			expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth + 1);
			expect(layout.menu && layout.content).toBeTruthy();
			expect(layout.menu!.x).toBeGreaterThan(layout.content!.x);
			expect(layout.menu!.x).toBeGreaterThanOrEqual(layout.content!.x + layout.content!.width - 1);

			await expectAccessible(page);
			// Written into the test's output folder (kept as an artefact) and attached to the report.
			const file = testInfo.outputPath(`rtl-${entry.chunk}.png`);
			await page.screenshot({ path: file, fullPage: true });
			await testInfo.attach(`rtl-${entry.chunk}`, { path: file, contentType: 'image/png' });
			expect(errors).toEqual([]);
		});
	}
});

test('the default locale stays left to right with the left-to-right stylesheets', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/overview'));
	await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
	await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
	await expectRendered(page);
	const sheets = await bundleStylesheets(page);
	expect(sheets.filter((s) => s.endsWith('-rtl.css'))).toEqual([]);
	expect(sheets.some((s) => /\/chunks\/overview\.[0-9a-f]{8}\.css$/.test(s))).toBe(true);
	const [menu, content] = await Promise.all(
		['#adminmenuwrap', '#wpbody-content'].map((s) => page.locator(s).boundingBox())
	);
	expect(menu!.x).toBeLessThan(content!.x);
});
