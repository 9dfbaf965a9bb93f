import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, requestLog, reset, trackPageErrors } from './helpers';

const CONNECT = adminUrl('/payments/connect');

async function state(request: APIRequestContext) {
	return (await (await request.get('/__mock/state')).json()) as {
		account_status: string | null;
		is_jetpack_connected: boolean;
	};
}

async function pageSettings(request: APIRequestContext, patch: Record<string, unknown>) {
	const res = await request.patch('/__mock/page-settings', { data: patch });
	expect(res.ok()).toBe(true);
}

/** Calls of the connect URL (the host's admin.php) in the request log. */
async function connectCalls(request: APIRequestContext) {
	return (await requestLog(request)).filter((r) => r.path === '/wp-admin/admin.php');
}

/** The admin screen's content (the a11y live regions outside it repeat notice texts). */
const app = (page: Page) => page.locator('#wpbody-content');

const ctaName = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('connect page', () => {
	test('not connected: greeting, logos, summary, "Connect your store", setup banner, collapsed sandbox panel', async ({
		page,
		request,
	}) => {
		await reset(request, 'not-connected');
		const errors = trackPageErrors(page);
		await page.goto(CONNECT);
		await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Hi Ada, welcome to WooPayments!' })).toBeVisible();
		await expect(
			page
				.locator('.components-notice')
				.filter({ hasText: 'Please complete your setup to process payments.' })
		).toBeVisible();
		const logos = page.getByRole('list', { name: 'Payment methods' });
		await expect(logos.getByRole('img')).toHaveCount(10);
		await expect(page.getByRole('button', { name: '+10 more payment methods' })).toBeVisible();
		for (const text of ['Automatic - Daily', 'Capture on order', 'Supported', '135+ supported']) {
			await expect(page.getByText(text, { exact: true })).toBeVisible();
		}
		await expect(ctaName(page, 'Connect your store')).toBeEnabled();
		const panel = page.getByRole('button', {
			name: "I'm setting up a store for someone else",
			exact: true,
		});
		await expect(panel).toHaveAttribute('aria-expanded', 'false');
		await expect(page.getByRole('button', { name: 'Enable sandbox mode' })).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Reset account' })).toHaveCount(0);
		await panel.click();
		await expect(page.getByRole('button', { name: 'Enable sandbox mode' })).toBeVisible();
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('connect: through the connect URL to the wizard, with source from `from` and the site connected', async ({
		page,
		request,
	}) => {
		await reset(request, 'not-connected');
		await page.goto(adminUrl('/payments/connect', { from: 'WCADMIN_PAYMENT_SETTINGS' }));
		await ctaName(page, 'Connect your store').click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)onboarding/);
		const url = new URL(page.url());
		expect(url.searchParams.get('source')).toBe('wcadmin-settings-page');
		expect(url.searchParams.get('from')).toBe('WCPAY_CONNECT');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Let’s get your store ready to accept payments' })
		).toBeVisible();
		const calls = await connectCalls(request);
		expect(calls).toHaveLength(1);
		expect(calls[0].query).toMatchObject({ source: 'wcadmin-settings-page', from: 'WCPAY_CONNECT' });
		expect((await state(request)).is_jetpack_connected).toBe(true);
	});

	test('source is stripped to word characters and dashes', async ({ page, request }) => {
		await reset(request, 'no-account');
		await page.goto(`${CONNECT}&source=${encodeURIComponent('my<source>!"x')}`);
		await ctaName(page, 'Verify business details').click();
		await page.waitForURL(/payments(%2F|\/)onboarding/);
		expect((await connectCalls(request))[0].query.source).toBe('mysourcex');
	});

	test('labels by state: no account, unfinished account, working sandbox account', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await page.goto(CONNECT);
		await expect(ctaName(page, 'Verify business details')).toBeVisible();
		await expect(page.locator('.components-notice')).toHaveCount(0);

		await reset(request, 'invalid-account');
		await page.goto(CONNECT);
		await expect(ctaName(page, 'Finish business details verifications')).toBeVisible();
		await expect(
			app(page).getByText('Please complete your setup to process payments.').first()
		).toBeVisible();
		await expect(page.getByRole('button', { name: 'Reset account' })).toBeVisible();
		await expect(
			page.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
		).toHaveCount(0);
		await expect(app(page).getByText("You're using a test account.")).toHaveCount(0);

		await reset(request, 'sandbox');
		await page.goto(CONNECT);
		await expect(ctaName(page, 'Verify business details')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Reset account' })).toHaveCount(0);
		await expect(app(page).getByText("You're using a test account.")).toHaveCount(0);
		await expectAccessible(page);
	});

	test('an unfinished account continues verification (kyc)', async ({ page, request }) => {
		await reset(request, 'invalid-account');
		await page.route('https://connect-js.stripe.com/**', (route) => route.abort());
		await page.goto(CONNECT);
		await ctaName(page, 'Finish business details verifications').click();
		await page.waitForURL(/payments(%2F|\/)onboarding(%2F|\/)kyc/);
		await expect(
			app(page).getByText('The verification form of our financial partner could not be loaded.')
		).toBeVisible();
	});

	test('reset: confirm → busy → the connect URL with the reset flag; the account is gone', async ({
		page,
		request,
	}) => {
		await reset(request, 'invalid-account');
		await page.goto(adminUrl('/payments/connect', { source: 'wcadmin-payment-task' }));
		await page.getByRole('button', { name: 'Reset account' }).click();
		const dialog = page.getByRole('dialog', { name: 'Reset account' });
		await expect(dialog.getByText('Are you sure you want to continue?')).toBeVisible();
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toHaveCount(0);
		expect((await state(request)).account_status).toBe('pending');

		await page.getByRole('button', { name: 'Reset account' }).click();
		await dialog.getByRole('button', { name: 'Yes, reset account' }).click();
		await page.waitForURL(/wcpay-connect|payments(%2F|\/)connect/);
		await expect(ctaName(page, 'Verify business details')).toBeVisible();
		const call = (await connectCalls(request))[0];
		expect(call.query).toMatchObject({
			'wcpay-reset-account': 'true',
			source: 'wcadmin-payment-task',
			from: 'WCPAY_CONNECT',
		});
		expect((await state(request)).account_status).toBeNull();
	});

	test('test-account warning → live switch modal → "Activate payments" leaves sandbox', async ({
		page,
		request,
	}) => {
		await reset(request, 'invalid-account');
		await request.patch('/__mock/settings', { data: { is_test_mode_onboarding: true } });
		await request.patch('/__mock/account', { data: { isLive: false } });
		await page.route('https://connect-js.stripe.com/**', (route) => route.abort());
		await page.goto(CONNECT);
		await expect(app(page).getByText("You're using a test account.")).toBeVisible();
		await page.getByRole('button', { name: 'activate your WooPayments account' }).click();
		const dialog = page.getByRole('dialog', { name: 'Activate payments on your store' });
		await expect(dialog).toBeVisible();
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Activate payments' }).click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)onboarding(&|$)/);
		const call = (await connectCalls(request))[0];
		expect(call.query).toMatchObject({ 'wcpay-disable-onboarding-test-mode': 'true' });
		expect((await state(request)).account_status).toBeNull();
	});

	test('sandbox notice when no account exists and test-mode onboarding is on', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await request.patch('/__mock/settings', { data: { is_test_mode_onboarding: true } });
		await page.goto(CONNECT);
		await expect(
			app(page).getByText(/Sandbox mode is on: only test accounts will be created/)
		).toBeVisible();
	});

	test('sandbox test drive: preloader with a progress bar, polls, then the overview with the sandbox flag', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		// Hold the connect URL's answer for a moment, so the preloader can be checked.
		const delayed = await request.post('/__mock/faults', {
			data: { method: 'GET', path: '/wp-admin/admin.php', passthrough: true, delay_ms: 1500 },
		});
		expect(delayed.ok()).toBe(true);
		await page.goto(CONNECT);
		await page
			.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
			.click();
		await page.getByRole('button', { name: 'Enable sandbox mode' }).click();
		const loader = page.getByRole('dialog', { name: 'Finishing payments setup' });
		await expect(loader).toBeVisible();
		const bar = loader.getByRole('progressbar', { name: 'Finishing payments setup' });
		await expect(bar).toHaveAttribute('aria-valuemin', '0');
		await expect(bar).toHaveAttribute('aria-valuemax', '100');
		expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5);
		await expectAccessible(page);
		await expect(bar).toHaveAttribute('aria-valuenow', /^(4[0-9]|5[0-9])$/, { timeout: 5_000 });
		await page.waitForURL(/wcpay-sandbox-success=true/, { timeout: 15_000 });
		expect(page.url()).toMatch(/path=(%2F|\/)payments(%2F|\/)overview/);
		const log = await requestLog(request);
		const polls = log.filter((r) => r.path === '/wc/v3/payments/accounts');
		expect(polls.length).toBe(3);
		const calls = log.filter((r) => r.path === '/wp-admin/admin.php');
		expect(calls[0].query).toMatchObject({
			test_drive: 'true',
			source: 'wcpay-connect-page',
			from: 'WCPAY_CONNECT',
		});
		expect(calls[1].query).toMatchObject({ test_drive: 'true', 'wcpay-sandbox-success': 'true' });
		expect((await state(request)).account_status).toBe('complete');
	});

	test('test drive on a site that is not connected: connect first, then it starts by itself', async ({
		page,
		request,
	}) => {
		await reset(request, 'not-connected');
		await page.goto(CONNECT);
		await page
			.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
			.click();
		await page.getByRole('button', { name: 'Enable sandbox mode' }).click();
		await page.waitForURL(/wcpay-sandbox-success=true/, { timeout: 20_000 });
		const calls = await connectCalls(request);
		expect(calls[0].query).toMatchObject({
			test_drive: 'true',
			auto_start_test_drive_onboarding: 'true',
		});
		expect(calls.length).toBe(3);
	});

	test('auto_start_test_drive_onboarding starts the test drive on load', async ({ page, request }) => {
		await reset(request, 'no-account');
		await page.goto(adminUrl('/payments/connect', { auto_start_test_drive_onboarding: 'true' }));
		await expect(page.getByRole('progressbar', { name: 'Finishing payments setup' })).toBeVisible();
		await page.waitForURL(/wcpay-sandbox-success=true/, { timeout: 15_000 });
	});

	test('a failed test drive comes back with test_drive_error and its message (no loop)', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await addFault(request, {
			method: 'GET',
			path: '/wp-admin/admin.php',
			status: 500,
			code: 'wcpay_test_drive_failed',
			message: 'Failed.',
		});
		await page.goto(adminUrl('/payments/connect', { auto_start_test_drive_onboarding: 'true' }));
		await page.waitForURL(/test_drive_error=true/);
		expect(page.url()).not.toContain('auto_start_test_drive_onboarding');
		await expect(
			page.locator('.components-notice').filter({
				hasText: 'An error occurred while setting up your sandbox account. Please try again!',
			})
		).toBeVisible();
		await expect(page.getByRole('progressbar')).toHaveCount(0);
		expect((await state(request)).account_status).toBeNull();
	});

	test('unsupported country: banner; the modal lists supported countries sorted; Cancel closes, Continue connects', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await pageSettings(request, { connect: { country: 'BR' } });
		await page.goto(CONNECT);
		await expect(
			app(page).getByText('WooPayments is not currently available in your location')
		).toBeVisible();
		await ctaName(page, 'Verify business details').click();
		const dialog = page.getByRole('dialog', { name: /not supported/ });
		const names = await dialog
			.getByRole('list', { name: 'Supported countries' })
			.getByRole('listitem')
			.allTextContents();
		expect(names.length).toBeGreaterThan(30);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toHaveCount(0);
		await expect(ctaName(page, 'Verify business details')).toBeEnabled();
		expect(await connectCalls(request)).toHaveLength(0);
		await ctaName(page, 'Verify business details').click();
		await dialog.getByRole('button', { name: 'Continue' }).click();
		await page.waitForURL(/payments(%2F|\/)onboarding/);
	});

	test('promotion: block shown, activated before connecting; a failure shows the catalogue error', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await pageSettings(request, {
			connectIncentive: {
				id: 'promo-2025',
				description: 'Save <strong>50%</strong> on fees<img src=x onerror=alert(1)>',
				tc_url: 'https://example.com/terms',
			},
		});
		await addFault(request, {
			method: 'POST',
			path: '/wc-analytics/admin/notes/experimental-activate-promo/promo-2025',
			status: 500,
			code: 'woocommerce_rest_error',
			message: 'Nope.',
		});
		await page.goto(CONNECT);
		await expect(app(page).getByText('Limited time offer')).toBeVisible();
		await expect(page.locator('.wcpay-connect__incentive img')).toHaveCount(0);
		await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
			'href',
			'https://example.com/terms'
		);
		await ctaName(page, 'Verify business details').click();
		await expect(
			page.locator('.components-notice').filter({
				hasText:
					'There was an error applying the promotion. Please contact support for assistance if the problem persists',
			})
		).toBeVisible();
		expect(page.url()).toMatch(/path=(%2F|\/)payments(%2F|\/)connect/);
		// A second click goes on without the promotion.
		await ctaName(page, 'Verify business details').click();
		await page.waitForURL(/payments(%2F|\/)onboarding/);

		await reset(request, 'no-account');
		await pageSettings(request, {
			connectIncentive: { id: 'promo-2025', description: 'Save', tc_url: 'https://example.com/terms' },
		});
		await page.goto(CONNECT);
		await ctaName(page, 'Verify business details').click();
		await page.waitForURL(/payments(%2F|\/)onboarding/);
		const promo = (await requestLog(request)).find((r) => r.path.includes('experimental-activate-promo'));
		expect(promo).toMatchObject({ method: 'POST', status: 200 });
	});

	test('the error text is sanitised; an account-setup-session error disables the button', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		let dialogs = 0;
		page.on('dialog', (d) => {
			dialogs += 1;
			return d.dismiss();
		});
		await pageSettings(request, {
			errorMessage:
				'We found an existing account setup session. <a href="javascript:alert(1)">Retry</a> <img src=x onerror=alert(1)><script>alert(2)</script> &lt;strong&gt;Later&lt;/strong&gt;',
		});
		await page.goto(CONNECT);
		const notice = page
			.locator('.components-notice')
			.filter({ hasText: 'existing account setup session' });
		await expect(notice).toBeVisible();
		await expect(notice.locator('img, script')).toHaveCount(0);
		await expect(notice.locator('strong')).toHaveText('Later');
		expect(await notice.locator('a').getAttribute('href')).toBeNull();
		await expect(ctaName(page, 'Verify business details')).toBeDisabled();
		expect(dialogs).toBe(0);
	});

	test('paused onboarding shows its message', async ({ page, request }) => {
		await reset(request, 'no-account');
		await pageSettings(request, { onBoardingDisabled: true });
		await page.goto(CONNECT);
		await expect(
			app(page).getByText(
				"We've temporarily paused new account creation. We'll notify you when we resume!"
			)
		).toBeVisible();
		await expect(ctaName(page, 'Verify business details')).toHaveCount(0);
		await expectAccessible(page);
	});

	test('know-your-customer tip opens its explanation', async ({ page, request }) => {
		await reset(request, 'no-account');
		await page.goto(CONNECT);
		await page.getByRole('button', { name: 'Learn more about verification' }).click();
		const dialog = page.getByRole('dialog', { name: 'Verifying your information with WooPayments' });
		await expect(dialog.getByRole('heading', { name: 'What is “Know Your Customer”?' })).toBeVisible();
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Got it' }).click();
		await expect(dialog).toHaveCount(0);
	});

	test('analytics: page view, modal open and connect click reach the store tracking service; none when tracking is off', async ({
		page,
		request,
	}) => {
		type Ev = { name: string; properties: Record<string, unknown> };
		const events = async () => (await (await request.get('/__mock/events')).json()) as Ev[];
		await reset(request, 'not-connected');
		expect((await request.patch('/__mock/site', { data: { allowTracking: true } })).ok()).toBe(true);
		await page.goto(adminUrl('/payments/connect', { from: 'WCADMIN_PAYMENT_SETTINGS' }));
		await page.getByRole('button', { name: 'Learn more about verification' }).click();
		await page.getByRole('button', { name: 'Got it' }).click();
		await ctaName(page, 'Connect your store').click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)onboarding/);
		await expect
			.poll(async () => (await events()).map((e) => e.name))
			.toEqual([
				'wcpay_page_view',
				'wcpay_connect_kyc_modal_opened',
				'wcpay_connect_account_clicked',
				'wcpay_page_view',
			]);
		const [view, , click, next] = await events();
		expect(view.properties).toMatchObject({
			path: '/payments/connect',
			found: true,
			jetpack_connected: false,
		});
		expect(click.properties).toMatchObject({
			mode: 'live',
			source: 'wcadmin-settings-page',
			from: 'WCADMIN_PAYMENT_SETTINGS',
			wpcom_connection: 'No',
		});
		expect(next.properties).toMatchObject({ path: '/payments/onboarding', jetpack_connected: true });

		// The default: the merchant has not opted in.
		await reset(request, 'not-connected');
		await page.goto(CONNECT);
		await page.getByRole('button', { name: 'Learn more about verification' }).click();
		await expect(page.getByRole('dialog')).toBeVisible();
		await page.waitForTimeout(300);
		expect(await events()).toEqual([]);
	});

	test('logos: 7 at 768 px, 5 at 480 px; "+N" popover on hover hides 300 ms after leaving', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		for (const [width, visible] of [
			[768, 7],
			[480, 5],
		] as const) {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(CONNECT);
			const list = page.getByRole('list', { name: 'Payment methods' });
			await expect(list.getByRole('img')).toHaveCount(visible);
			const more = page.getByRole('button', { name: `+${20 - visible} more payment methods` });
			await more.hover();
			const popover = page.getByRole('list', { name: 'More payment methods' });
			await expect(popover.getByRole('img')).toHaveCount(20 - visible);
			// Leaving hides it after 300 ms (the exact delay is unit-tested).
			await page.mouse.move(0, 0);
			await expect(popover).toHaveCount(0, { timeout: 2_000 });
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			);
			expect(overflow).toBeLessThanOrEqual(0);
			await expectAccessible(page);
		}
	});

	test('19 logos without the one-click wallet', async ({ page, request }) => {
		await reset(request, 'no-account');
		await pageSettings(request, { isWooPayStoreCountryAvailable: false });
		await page.goto(CONNECT);
		await expect(page.getByRole('button', { name: '+9 more payment methods' })).toBeVisible();
		await expect(page.getByRole('img', { name: 'WooPay', exact: true })).toHaveCount(0);
	});

	test('the connect URL refuses a wrong nonce; the account link opens the provider dashboard', async ({
		page,
		request,
	}) => {
		await reset(request, 'established');
		const res = await page.goto('/wp-admin/admin.php?wcpay-connect=1&_wpnonce=wrong');
		expect(res?.status()).toBe(403);
		await expect(page.getByText('The link you followed has expired.')).toBeVisible();
		await page.goto('/wp-admin/admin.php?wcpay-login=1');
		await expect(page.getByRole('heading', { name: 'Your payments account' })).toBeVisible();
		await page.getByRole('link', { name: 'Return to WooPayments' }).click();
		await page.waitForURL(/payments(%2F|\/)overview/);
	});
});
