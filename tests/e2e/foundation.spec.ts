import { expect, test } from './fixtures';

import { adminUrl, expectAccessible, requestLog, reset, trackPageErrors } from './helpers';

test.describe('host page and router', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('the overview route mounts with its breadcrumb, title and greeting', async ({ page }) => {
		const errors = trackPageErrors(page);
		await page.goto(adminUrl('/payments/overview'));
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Payments');
		await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
		await expect(page).toHaveTitle(/^Overview ‹ /);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('an unknown path shows a clear not-found page', async ({ page }) => {
		await page.goto(adminUrl('/payments/no-such-page'));
		await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
		await expect(page.getByText('/payments/no-such-page')).toBeVisible();
		await expectAccessible(page);
	});

	test('the documents route is absent while its feature flag is off', async ({ page, request }) => {
		await request.patch('/__mock/page-settings', { data: { featureFlags: { documents: false } } });
		await page.goto(adminUrl('/payments/documents'));
		await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
		await expect(
			page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Documents' })
		).toHaveCount(0);
	});

	test('menu parent is Connect when not connected, otherwise Overview', async ({ page, request }) => {
		await page.goto(adminUrl('/payments/overview'));
		const menu = page.getByRole('navigation', { name: 'Main menu' });
		await expect(menu.getByRole('link', { name: 'Overview' })).toBeVisible();
		await expect(menu.getByRole('link', { name: 'Connect' })).toHaveCount(0);

		await reset(request, 'not-connected');
		await page.goto(adminUrl('/payments/overview'));
		await expect(menu.getByRole('link', { name: 'Connect', exact: true })).toBeVisible();
	});

	test('a user without the store-management capability is not allowed in', async ({ page, request }) => {
		await request.patch('/__mock/user', { data: { capabilities: ['read'] } });
		const response = await page.goto(adminUrl('/payments/overview'));
		expect(response?.status()).toBe(403);
		await expect(page.getByText('Sorry, you are not allowed to access this page.')).toBeVisible();
	});

	test('REST calls carry the nonce; a wrong nonce is refused', async ({ page, request }) => {
		await page.goto(adminUrl('/payments/overview'));
		const wrong = await request.get('/wp-json/wc/v3/payments/settings', {
			headers: { 'X-WP-Nonce': 'nope' },
		});
		expect(wrong.status()).toBe(403);
		expect((await wrong.json()).code).toBe('rest_cookie_invalid_nonce');
		const missing = await request.get('/wp-json/wc/v3/payments/settings');
		expect((await missing.json()).code).toBe('rest_cookie_invalid_nonce');
	});

	test('holds up at 480 px and 768 px', async ({ page }) => {
		for (const width of [480, 768]) {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(adminUrl('/payments/overview'));
			await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			);
			expect(overflow).toBeLessThanOrEqual(0);
			await expectAccessible(page);
		}
	});

	test('no duplicate REST calls on page load', async ({ page, request }) => {
		await page.goto('/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments');
		await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
		const calls = (await requestLog(request)).map(
			(r) => `${r.method} ${r.path} ${JSON.stringify(r.query)}`
		);
		expect(new Set(calls).size).toBe(calls.length);
	});

	test('the accessibility check fails on a serious violation and names it', async ({ page }) => {
		await page.goto(adminUrl('/payments/overview'));
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		await expectAccessible(page);
		// A button with no accessible name (axe `button-name`, critical) and an image without a text
		// alternative (`image-alt`, critical), added to the page: the check must fail and name both.
		await page.evaluate(() => {
			const app = document.getElementById('wcpay-app')!;
			app.append(document.createElement('button'));
			const img = document.createElement('img');
			img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
			app.append(img);
		});
		const failure = await expectAccessible(page).then(
			() => '',
			(error: Error) => error.message
		);
		expect(failure).toContain('button-name');
		expect(failure).toContain('image-alt');
	});
});
