/**
 * The provider's external scripts in the browser (spec 000 §7): the fraud services the page settings name
 * load by kind through the one loader once the page has loaded — the device-fraud service with its beacon
 * key, user and session queued first, the card provider's script — and, offline, the admin works as usual.
 * Analytics events reach the mock server through the one tracking module. With axe.
 */
import { expect, test, type Page } from './fixtures';

import { adminUrl, expectAccessible, reset, trackPageErrors } from './helpers';

type Seen = { sift?: unknown[][]; stripe?: boolean };

/** Serves stand-ins for both fraud-service scripts that record what they were given. */
async function serveFraudScripts(page: Page) {
	const served: string[] = [];
	await page.route('https://cdn.sift.com/s.js', (route) => {
		served.push('device-fraud');
		return route.fulfill({
			contentType: 'text/javascript',
			body: 'window.__seen = Object.assign(window.__seen || {}, { sift: (window._sift || []).slice() });',
		});
	});
	await page.route('https://js.stripe.com/v3/', (route) => {
		served.push('card-provider');
		return route.fulfill({
			contentType: 'text/javascript',
			body: 'window.Stripe = function () {}; window.__seen = Object.assign(window.__seen || {}, { stripe: true });',
		});
	});
	return served;
}

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test('the fraud services load by kind with their settings once the page has loaded', async ({ page }) => {
	const errors = trackPageErrors(page);
	const served = await serveFraudScripts(page);
	await page.goto(adminUrl('/payments/overview'));
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { __seen?: Seen }).__seen ?? {}))
		.toEqual({
			sift: [
				['_setAccount', 'mock-beacon-key'],
				['_setUserId', expect.any(String)],
				['_setSessionId', expect.stringMatching(/^mock_session_/)],
				['_trackPageview'],
			],
			stripe: true,
		});
	expect(served.sort()).toEqual(['card-provider', 'device-fraud']);
	await expect(page.locator('script[data-wcpay-script="device-fraud"]')).toHaveCount(1);
	await expect(page.locator('script[data-wcpay-script="card-provider"]')).toHaveCount(1);
	expect(errors).toEqual([]);
});

test('offline, the fraud services are left out and the admin works as usual', async ({ page }) => {
	const errors = trackPageErrors(page);
	await page.goto(adminUrl('/payments/overview'));
	await expect(page.getByTestId('wcpay-inbox').getByRole('heading', { level: 3 })).toHaveCount(5);
	// Both loads failed (the fixtures answer the hosts as offline): their elements are gone.
	await expect(page.locator('script[data-wcpay-script]')).toHaveCount(0);
	await expectAccessible(page);
	expect(errors).toEqual([]);
});

test('analytics events reach the mock server through the tracking module', async ({ page, request }) => {
	await request.patch('/__mock/site', { data: { allowTracking: true } });
	await page.goto(adminUrl('/payments/transactions'));
	await expect(page.locator('.woocommerce-table__table tbody tr').first()).toBeVisible({ timeout: 15_000 });
	await expect
		.poll(async () =>
			(
				(await (await request.get('/__mock/events')).json()) as {
					name: string;
					properties: Record<string, unknown>;
				}[]
			)
				.filter((e) => e.name === 'wcpay_page_view')
				.map((e) => e.properties.path)
		)
		.toContain('/payments/transactions');
});
