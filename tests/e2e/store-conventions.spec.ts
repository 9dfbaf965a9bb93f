/**
 * Product-wide conventions of spec 000 that no single page owns, in the browser against the mock host:
 * dates and times follow the store's `dateFormat` / `timeFormat` page settings; lazy chunks load from the
 * asset base path the host supplies (`assetsUrl`); the explanatory tooltip's delays and width (§9); the
 * inbox notes animation (500 ms); the connect panel's title word for word. Each with axe.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { adminUrl, expectAccessible, reset, trackPageErrors } from './helpers';

const pageSettings = (request: APIRequestContext, data: Record<string, unknown>) =>
	request.patch('/__mock/page-settings', { data });

/** The body cells of a table column, by header label. */
async function column(page: Page, label: string): Promise<string[]> {
	const table = page.locator('.woocommerce-table__table');
	await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
	const headers = await table.locator('th[role="columnheader"]').allInnerTexts();
	const index = headers.findIndex((h) => h.split('\n')[0].trim() === label);
	expect(index, `column ${label} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
	return table
		.locator(`tbody tr:has(td) > :is(td, th):nth-child(${index + 1})`)
		.allInnerTexts()
		.then((texts) => texts.map((t) => t.trim()));
}

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test.describe('store date and time formats', () => {
	test("WordPress's default formats: 'F j, Y' and 'g:i a', with the zone", async ({ page }) => {
		await page.goto(adminUrl('/payments/transactions'));
		const dates = await column(page, 'Date/Time');
		expect(dates[0]).toMatch(
			/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}, \d{1,2}:\d{2} (am|pm) E[SD]T$/
		);
	});

	test("the store's own formats on the transactions and payouts lists", async ({ page, request }) => {
		const errors = trackPageErrors(page);
		await pageSettings(request, { dateFormat: 'd/m/Y', timeFormat: 'H:i' });
		await page.goto(adminUrl('/payments/transactions'));
		const dates = await column(page, 'Date/Time');
		expect(dates.length).toBeGreaterThan(0);
		for (const text of dates) {
			expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} E[SD]T$/);
		}
		await page.goto(adminUrl('/payments/payouts'));
		const days = await column(page, 'Date (ET)');
		// The header names the zone ('Date (ET)'), so the cells do not.
		expect(days[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
		await expectAccessible(page);

		// A format that names the zone itself gets no second zone.
		await pageSettings(request, { dateFormat: 'Y-m-d', timeFormat: 'H:i T' });
		await page.goto(adminUrl('/payments/transactions'));
		expect((await column(page, 'Date/Time'))[0]).toMatch(/^\d{4}-\d{2}-\d{2}, \d{2}:\d{2} E[SD]T$/);
		expect(errors).toEqual([]);
	});
});

test('chunks load from the asset base path the host supplies', async ({ page, request }) => {
	const base = '/cdn.example/wcpay-assets/';
	await pageSettings(request, { assetsUrl: base });
	const fromBase: string[] = [];
	// The "CDN" is the host under another path: answer it with the plugin's own files.
	await page.route(`**${base}dist/**`, async (route) => {
		const url = new URL(route.request().url());
		fromBase.push(url.pathname);
		const real = url.pathname.replace(base, '/wp-content/plugins/woocommerce-payments/');
		await route.fulfill({ response: await route.fetch({ url: `${url.origin}${real}${url.search}` }) });
	});
	const direct: string[] = [];
	page.on('request', (req) => {
		const { pathname } = new URL(req.url());
		if (pathname.startsWith('/wp-content/plugins/woocommerce-payments/dist/chunks/')) {
			direct.push(pathname);
		}
	});
	await page.goto(adminUrl('/payments/payouts'));
	await expect(page.locator('.woocommerce-table__table tbody tr').first()).toBeVisible({ timeout: 15_000 });
	expect(fromBase.some((p) => /\/dist\/chunks\/payouts\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);
	expect(direct).toEqual([]);
});

test('a route chunk or stylesheet that fails to come with the page is fetched again by the entry (absolute asset base)', async ({
	page,
	request,
	baseURL,
}) => {
	// With an absolute base the printed script's URL is exactly the one the entry's loader would load.
	const base = '/cdn.example/wcpay-assets/';
	await pageSettings(request, { assetsUrl: `${baseURL}${base}` });
	const chunk = /\/dist\/chunks\/payouts\.[0-9a-f]{8}\.js$/;
	const styles = /\/dist\/chunks\/payouts\.[0-9a-f]{8}\.css$/;
	let tries = 0;
	let styleTries = 0;
	await page.route(`**${base}dist/**`, async (route) => {
		const url = new URL(route.request().url());
		if (
			(chunk.test(url.pathname) && tries++ === 0) ||
			(styles.test(url.pathname) && styleTries++ === 0)
		) {
			await route.abort();
			return;
		}
		const real = url.pathname.replace(base, '/wp-content/plugins/woocommerce-payments/');
		await route.fulfill({ response: await route.fetch({ url: `${url.origin}${real}${url.search}` }) });
	});
	await page.goto(adminUrl('/payments/payouts'));
	await expect(page.locator('.woocommerce-table__table tbody tr').first()).toBeVisible({ timeout: 15_000 });
	expect(tries).toBe(2);
	// The page's stylesheet too: added again, and in use.
	expect(styleTries).toBe(2);
	await expect
		.poll(() =>
			page.evaluate(() =>
				[...document.styleSheets].some((sheet) =>
					/\/chunks\/payouts\.[0-9a-f]{8}\.css$/.test(sheet.href ?? '')
				)
			)
		)
		.toBe(true);
});

test.describe('explanatory tooltip (spec 000 §9)', () => {
	async function openSummary(page: Page, request: APIRequestContext) {
		const nonce = (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
		const res = await request.get(
			'/wp-json/wc/v3/payments/disputes?filter=awaiting_response&pagesize=5',
			{
				headers: { 'X-WP-Nonce': nonce },
			}
		);
		const [dispute] = ((await res.json()) as { data: { id: string }[] }).data;
		await page.goto(adminUrl('/payments/disputes/challenge', { id: dispute.id }));
		return page.getByRole('button', { name: 'Learn more' });
	}

	test('hover shows it at most 250 px wide; it stays 600 ms after leaving, then goes', async ({
		page,
		request,
	}) => {
		const trigger = await openSummary(page, request);
		await trigger.hover();
		const tooltip = page.getByRole('tooltip');
		await expect(tooltip).toBeVisible();
		await expect(trigger).toHaveAttribute(
			'aria-describedby',
			(await tooltip.getAttribute('id')) as string
		);
		expect((await tooltip.boundingBox())!.width).toBeLessThanOrEqual(250);
		await expectAccessible(page);
		await page.mouse.move(0, 0);
		await page.waitForTimeout(300);
		await expect(tooltip).toBeVisible();
		await expect(tooltip).toBeHidden({ timeout: 1000 });
	});

	test('keyboard: focus shows it, Escape closes it; it fits a 480 px screen', async ({ page, request }) => {
		await page.setViewportSize({ width: 480, height: 800 });
		const trigger = await openSummary(page, request);
		await trigger.focus();
		const tooltip = page.getByRole('tooltip');
		await expect(tooltip).toBeVisible();
		const box = (await tooltip.boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(480);
		await page.keyboard.press('Escape');
		await expect(tooltip).toBeHidden();
		await expectAccessible(page);
	});
});

test('inbox notes fade out over 500 ms when dismissed', async ({ page }) => {
	await page.goto(adminUrl('/payments/overview'));
	const inbox = page.getByTestId('wcpay-inbox');
	await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
	await expectAccessible(page);
	const first = inbox.locator('.wcpay-inbox-note').first();
	const name = await first.getAttribute('data-note');
	await first.getByRole('button', { name: 'Dismiss', exact: true }).click();
	// Watch the note from the browser: when it starts leaving, record its animation and when it goes.
	await page.evaluate((noteName) => {
		const w = window as unknown as { leaving?: { duration: string; at: number; goneAt?: number } };
		const observer = new MutationObserver(() => {
			const el = document.querySelector(`.wcpay-inbox-note[data-note="${noteName}"]`);
			if (el?.classList.contains('is-leaving') && !w.leaving) {
				w.leaving = { duration: getComputedStyle(el).animationDuration, at: performance.now() };
			}
			if (!el && w.leaving && !w.leaving.goneAt) {
				w.leaving.goneAt = performance.now();
				observer.disconnect();
			}
		});
		observer.observe(document.body, { subtree: true, childList: true, attributes: true });
	}, name);
	await page.getByRole('button', { name: 'Yes, dismiss' }).click();
	const leaving = inbox.locator(`.wcpay-inbox-note[data-note="${name}"]`);
	await expect(leaving).toHaveCount(0, { timeout: 5000 });
	const seen = await page.evaluate(
		() => (window as unknown as { leaving?: { duration: string; at: number; goneAt?: number } }).leaving
	);
	expect(seen?.duration).toBe('0.5s');
	// Gone once the animation has run (not at once), give or take a busy machine.
	expect((seen?.goneAt ?? 0) - (seen?.at ?? 0)).toBeGreaterThanOrEqual(450);
	await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(4);
});

test('the connect panel title, word for word', async ({ page, request }) => {
	await reset(request, 'no-account');
	await page.goto(adminUrl('/payments/connect'));
	await expect(
		page.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
	).toBeVisible();
	await expectAccessible(page);
});
