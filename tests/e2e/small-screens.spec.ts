/**
 * Small screens (issue point 6): every route of `src/routes.ts` at 480 and 768 px — no horizontal overflow of
 * the document (tables scroll inside their own container), the main heading there, the page's main action
 * visible and reachable, axe clean — with a full-page screenshot of each kept as an artefact of the run.
 */
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';
import { openRoute, ROUTE_PAGES } from './route-pages';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const WIDTHS = [480, 768] as const;

for (const r of ROUTE_PAGES) {
	for (const width of WIDTHS) {
		test(`${r.key} at ${width} px`, async ({ page, request }, testInfo) => {
			await page.setViewportSize({ width, height: 900 });
			await openRoute(page, request, r);

			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth
			);
			expect(overflow, `the document overflows by ${overflow}px`).toBeLessThanOrEqual(1);

			const heading = page.getByRole('heading', { level: 1 }).first();
			await expect(heading).toBeAttached();
			if (await heading.evaluate((el) => !el.classList.contains('screen-reader-text'))) {
				await expect(heading).toBeInViewport();
			}

			if (r.mainAction) {
				const action = r.mainAction(page).first();
				await action.scrollIntoViewIfNeeded();
				await expect(action).toBeInViewport();
				// Not cut off sideways: the whole button within the width.
				const box = await action.boundingBox();
				expect(box, 'the main action has a box').not.toBeNull();
				expect(box!.x).toBeGreaterThanOrEqual(0);
				expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
			}

			await expectAccessible(page);
			const name = `${r.key.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${width}.png`;
			// Kept in the run's output folder (test-results/…) and listed in the report.
			const file = testInfo.outputPath(name);
			await page.screenshot({ path: file, fullPage: true });
			await testInfo.attach(name, { path: file, contentType: 'image/png' });
		});
	}
}

test('a notice in the snackbar fits the width at 480 px', async ({ page, request }) => {
	await page.setViewportSize({ width: 480, height: 900 });
	await request.post('/__mock/reset', { data: { scenario: 'established', seed: 1 } });
	await page.goto('/wp-admin/admin.php?page=wc-admin&path=/payments/transactions');
	await page.getByRole('button', { name: 'Export' }).click();
	const snackbar = page.locator('.components-snackbar').first();
	await expect(snackbar).toBeVisible();
	const box = await snackbar.boundingBox();
	expect(box!.x).toBeGreaterThanOrEqual(0);
	expect(box!.x + box!.width).toBeLessThanOrEqual(480);
});
