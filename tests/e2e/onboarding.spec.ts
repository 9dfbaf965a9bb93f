import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, requestLog, reset, trackPageErrors } from './helpers';

const WIZARD = adminUrl('/payments/onboarding', { source: 'wcadmin-payment-task', from: 'WCPAY_CONNECT' });
const FAKE_CONNECT_JS = fs.readFileSync(path.join(__dirname, 'fixtures/fake-connect-js.js'), 'utf8');
const CONNECT_JS = 'https://connect-js.stripe.com/**';

type Mode = 'ok' | 'https' | 'error' | 'silent';

/** Serves the fake provider script (the real one cannot load here) in a given mode. */
async function fakeProvider(page: Page, mode: Mode = 'ok') {
	await page.addInitScript((m) => {
		(window as unknown as { __fakeConnectMode: string }).__fakeConnectMode = m;
	}, mode);
	await page.route(CONNECT_JS, (route) =>
		route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CONNECT_JS })
	);
}

async function state(request: APIRequestContext) {
	return (await (await request.get('/__mock/state')).json()) as { account_status: string | null };
}

const app = (page: Page) => page.locator('#wpbody-content');
const heading = (page: Page) =>
	page.getByRole('heading', { level: 1, name: 'Let’s get your store ready to accept payments' });
const country = (page: Page) => page.getByRole('combobox', { name: 'Where is your business located?' });
const structure = (page: Page) =>
	page.getByRole('combobox', { name: 'What category of legal entity identifies your business?' });
const category = (page: Page) => page.getByRole('combobox', { name: /goods or services/ });

/** Fills the business step for a US private corporation (category comes from the store profile). */
async function fillBusiness(page: Page) {
	await expect(country(page)).toHaveValue('US');
	await page.getByRole('radio', { name: /^Company/ }).check();
	await structure(page).selectOption('private_corporation');
	await expect(category(page)).toHaveValue('Clothing and accessories');
}

test.describe('onboarding wizard', () => {
	test('full screen with logo and close; company first; fields appear in order; axe', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		const errors = trackPageErrors(page);
		await page.goto(WIZARD);
		await expect(heading(page)).toBeVisible();
		await expect(page.getByRole('img', { name: 'WooPayments' })).toBeVisible();
		await expect(page.locator('#adminmenuwrap')).toBeHidden();
		const types = page.getByRole('radio');
		await expect(types.first()).toHaveAccessibleName(/^Company/);
		await expect(page.getByRole('radio', { name: /^Non-profit/ })).toHaveAccessibleDescription(
			/Internal Revenue Service/
		);
		await expect(category(page)).toHaveCount(0);
		await page.getByRole('radio', { name: /^Company/ }).check();
		await expect(structure(page)).toBeVisible();
		await expect(category(page)).toHaveCount(0);
		await structure(page).selectOption('private_corporation');
		await expect(category(page)).toBeVisible();
		for (const [name, href] of [
			['Terms of Service', 'https://wordpress.com/tos/'],
			['merchant terms', 'https://wordpress.com/tos/#more-woopay-specifically'],
			['Privacy Policy', 'https://automattic.com/privacy/'],
		]) {
			await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
		}
		await expectAccessible(page);
		await page.getByRole('button', { name: 'Close' }).click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)connect/);
		await expect(page.locator('#adminmenuwrap')).toBeVisible();
		expect(errors).toEqual([]);
	});

	test('countries sorted by name; errors show once touched; Continue touches all; ties clear', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await request.patch('/__mock/page-settings', { data: { connect: { country: 'BR' } } });
		await page.goto(WIZARD);
		await expect(country(page)).toBeVisible();
		const names = (await country(page).locator('option').allTextContents()).slice(1);
		expect(names.length).toBeGreaterThan(30);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		await expect(country(page)).toHaveValue('');
		await expect(app(page).getByText('Please provide a country')).toHaveCount(0);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(app(page).getByText('Please provide a country')).toBeVisible();
		await expect(country(page)).toBeFocused();

		await country(page).selectOption('US');
		await expect(app(page).getByText('Please provide a country')).toHaveCount(0);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(app(page).getByText('Please provide a business type')).toBeVisible();
		await page.getByRole('radio', { name: /^Company/ }).check();
		await expect(app(page).getByText('Please provide a business type')).toHaveCount(0);
		await expect(app(page).getByText('Please provide a response')).toBeVisible();
		await structure(page).selectOption('multi_member_llc');
		await expect(app(page).getByText('Please provide a response')).toHaveCount(0);
		await expect(category(page)).toHaveValue('Clothing and accessories');

		// Changing the business type clears the structure; changing the country clears the type.
		await page.getByRole('radio', { name: /^Individual/ }).check();
		await expect(structure(page)).toHaveCount(0);
		await page.getByRole('radio', { name: /^Company/ }).check();
		await expect(structure(page)).toHaveValue('');
		await country(page).selectOption('GB');
		await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
		await expect(category(page)).toHaveCount(0);
	});

	test('merchant category: a searchable grouped select, by keyboard', async ({ page, request }) => {
		await reset(request, 'no-account');
		await page.goto(WIZARD);
		await page.getByRole('radio', { name: /^Individual/ }).check();
		const combo = category(page);
		await combo.click();
		const listbox = page.getByRole('listbox', { name: /goods or services/ });
		await expect(listbox.getByRole('group', { name: 'Most popular' })).toBeVisible();
		await expect(listbox.getByRole('group')).toHaveCount(9);
		await combo.fill('plumber');
		await expect(listbox.getByRole('option')).toHaveText(['Repair and maintenance']);
		await expect(listbox.getByRole('group', { name: 'Home and repair services' })).toBeVisible();
		await expectAccessible(page);
		await combo.press('ArrowDown');
		await combo.press('Enter');
		await expect(combo).toHaveValue('Repair and maintenance');
		await expect(listbox).toBeHidden();
		await combo.fill('zzz');
		await expect(app(page).getByText('No matching categories.')).toBeVisible();
		await combo.press('Escape');
		await combo.press('Escape');
		await expect(combo).toHaveValue('Repair and maintenance');
	});

	test('embedded verification: session with the nested self-assessment, exit → finalize → overview', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await request.post('/wp-json/wc-admin/options', {
			headers: { 'X-WP-Nonce': await nonce(page) },
			data: {
				woocommerce_coming_soon: 'yes',
				woocommerce_private_link: 'no',
				woocommerce_share_key: 'sk1',
			},
		});
		await fakeProvider(page);
		await page.goto(`${WIZARD}&capabilities=card_payments,klarna_payments:false`);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
		await expect(page.getByRole('heading', { level: 1, name: 'Verify your business' })).toBeAttached();
		// Focus moved with the step: to its heading, not lost to the page.
		await expect(page.getByRole('heading', { level: 1, name: 'Verify your business' })).toBeFocused();
		await expect(heading(page)).toHaveCount(0);
		await expectAccessible(page);

		const session = (await requestLog(request)).find(
			(r) => r.path === '/wc/v3/payments/onboarding/kyc/session'
		);
		expect(session?.body).toEqual({
			self_assessment: {
				country: 'US',
				business_type: 'company',
				company: { structure: 'private_corporation' },
				mcc: 'most_popular__clothing_and_apparel',
				business_name: expect.stringContaining('Unicorn'),
				site: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/\?woo-share=sk1$/),
			},
			capabilities: { card_payments: true, klarna_payments: false },
		});
		expect(session?.status).toBe(200);

		await page.getByRole('button', { name: 'Complete verification' }).click();
		await page.waitForURL(/wcpay-connection-success=1/);
		const url = new URL(page.url());
		expect(url.searchParams.get('path')).toBe('/payments/overview');
		expect(url.searchParams.get('source')).toBe('wcadmin-payment-task');
		const finalize = (await requestLog(request)).find(
			(r) => r.path === '/wc/v3/payments/onboarding/kyc/finalize'
		);
		expect(finalize?.body).toEqual({ source: 'wcadmin-payment-task', from: 'WCPAY_ONBOARDING_WIZARD' });
		expect((await state(request)).account_status).toBe('complete');
	});

	test('the provider script cannot load: a clear error, Try again, and Back keeps the answers', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		let fail = true;
		await page.route(CONNECT_JS, (route) =>
			fail
				? route.abort('internetdisconnected')
				: route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CONNECT_JS })
		);
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(
			app(page).getByText('The verification form of our financial partner could not be loaded.')
		).toBeVisible();
		await expectAccessible(page);
		await page.getByRole('button', { name: 'Back to business details' }).click();
		await expect(page.getByRole('radio', { name: /^Company/ })).toBeChecked();
		await expect(structure(page)).toHaveValue('private_corporation');

		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
		fail = false;
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
	});

	test('the provider script hangs: an error after 10 s instead of a blank page', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await page.clock.install();
		await page.route(CONNECT_JS, () => undefined);
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(
			app(page).getByText('Loading the verification form of our financial partner…')
		).toBeVisible();
		// The 10 s start once the script element is there (after the session call).
		await expect(page.locator('script[src="https://connect-js.stripe.com/v1.0/connect.js"]')).toHaveCount(
			1
		);
		await page.clock.runFor(9_000);
		await expect(
			app(page).getByText('The verification form of our financial partner could not be loaded.')
		).toHaveCount(0);
		await page.clock.runFor(1_500);
		await expect(
			app(page).getByText('The verification form of our financial partner could not be loaded.')
		).toBeVisible();
	});

	test('a failed session call: "Unable to start onboarding…"', async ({ page, request }) => {
		await reset(request, 'no-account');
		await fakeProvider(page);
		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/onboarding/kyc/session',
			status: 500,
			code: 'wcpay_server_error',
			message: 'Server says no.',
		});
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(
			app(page).getByText(
				'Unable to start onboarding. If this problem persists, please contact support.'
			)
		).toBeVisible();
		await expect(app(page).getByText('Server says no.')).toHaveCount(0);
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
	});

	test('a session without a publishable key: "Unable to start onboarding…"', async ({ page, request }) => {
		await reset(request, 'no-account');
		await fakeProvider(page);
		await page.route('**/wp-json/wc/v3/payments/onboarding/kyc/session*', (route) =>
			route.fulfill({
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify({ clientSecret: 'accs_secret__x', publishableKey: '', locale: 'en_US' }),
			})
		);
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(
			app(page).getByText(
				'Unable to start onboarding. If this problem persists, please contact support.'
			)
		).toBeVisible();
	});

	test('invalid_request_error: the HTTPS warning with Learn more; Cancel returns to the wizard with the error flag', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await fakeProvider(page, 'https');
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		const warning = app(page).locator('.components-notice').filter({
			hasText:
				'Payment activation through our financial partner requires HTTPS and cannot be completed.',
		});
		await expect(warning).toBeVisible();
		await expect(app(page).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
			'href',
			/woocommerce\.com/
		);
		await expectAccessible(page);
		await app(page).getByRole('button', { name: 'Cancel' }).click();
		await page.waitForURL(/wcpay-connection-error=1/);
		expect(new URL(page.url()).searchParams.get('path')).toBe('/payments/onboarding');
		await expect(heading(page)).toBeVisible();
		await expect(app(page).getByText(/There was a problem connecting your account/)).toBeVisible();
	});

	test('another load error shows its message', async ({ page, request }) => {
		await reset(request, 'no-account');
		await fakeProvider(page, 'error');
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(app(page).getByText('The verification service is unavailable right now.')).toBeVisible();
	});

	test('a failed finalize goes to the connection-error redirect', async ({ page, request }) => {
		await reset(request, 'no-account');
		await fakeProvider(page);
		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/onboarding/kyc/finalize',
			status: 500,
			code: 'wcpay_server_error',
			message: 'No.',
		});
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await page.getByRole('button', { name: 'Complete verification' }).click();
		await page.waitForURL(/wcpay-connection-error=1/);
		const calls = (await requestLog(request)).filter((r) => r.path === '/wp-admin/admin.php');
		expect(calls[0].query).toMatchObject({
			'wcpay-connection-error': '1',
			from: 'WCPAY_ONBOARDING_WIZARD',
		});
	});

	test('480 px: no horizontal scroll, accessible', async ({ page, request }) => {
		await reset(request, 'no-account');
		await page.setViewportSize({ width: 480, height: 900 });
		await page.goto(WIZARD);
		await page.getByRole('radio', { name: /^Company/ }).check();
		await structure(page).selectOption('private_corporation');
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectAccessible(page);
	});
});

test.describe('partner-hosted verification (the provider script cannot load)', () => {
	const FALLBACK = 'Verify on our partner’s site instead';
	const revenue = (page: Page) => page.getByRole('combobox', { name: 'Estimated annual revenue' });
	const goLive = (page: Page) => page.getByRole('combobox', { name: 'When are you planning to go live?' });
	const storeHeading = (page: Page) =>
		page.getByRole('heading', { level: 1, name: 'Tell us a bit more about your store' });
	const finish = (page: Page) => page.getByRole('button', { name: 'Finish your verification process' });

	/** Blocks the provider's script, as a firewall would. */
	const blockProvider = (page: Page) => page.route(CONNECT_JS, (route) => route.abort('blockedbyclient'));

	/** Business step → the embedded failure → store details → loading → the partner's page. */
	async function toPartnerPage(page: Page) {
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await page.getByRole('button', { name: FALLBACK }).click();
		await revenue(page).selectOption('from_250k_to_1m');
		await goLive(page).selectOption('already_live');
		await page.getByRole('button', { name: 'Continue' }).click();
		await finish(page).click();
		await page.waitForURL(/\/mock-partner\/verify\?session=/);
	}

	test('not connected: business → failure → store details → loading → partner page → Submit → overview', async ({
		page,
		request,
	}) => {
		await reset(request, 'not-connected');
		const errors = trackPageErrors(page);
		await blockProvider(page);
		await page.goto(adminUrl('/payments/connect', { from: 'WCADMIN_PAYMENT_TASK' }));
		await page.getByRole('button', { name: 'Connect your store', exact: true }).click();
		await expect(heading(page)).toBeVisible();
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();

		// The failure keeps Try again and Back, and adds the way forward.
		await expect(
			app(page).getByText('The verification form of our financial partner could not be loaded.')
		).toBeVisible();
		await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Back to business details' })).toBeVisible();
		await expectAccessible(page);
		await page.getByRole('button', { name: FALLBACK }).click();

		// Store details: required, errors once touched; Continue touches all and stays.
		await expect(storeHeading(page)).toBeFocused();
		await expect(app(page).getByText('Please provide a response')).toHaveCount(0);
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(app(page).getByText('Please provide a response')).toHaveCount(2);
		await expect(revenue(page)).toBeFocused();
		await expect(revenue(page)).toHaveAttribute('aria-invalid', 'true');
		await expectAccessible(page);
		await revenue(page).selectOption({ label: 'Less than $250k' });
		await expect(app(page).getByText('Please provide a response')).toHaveCount(1);
		await goLive(page).selectOption('from_1_to_3months');
		await expect(app(page).getByText('Please provide a response')).toHaveCount(0);

		// Back to business and forth: the answers are kept.
		await page.getByRole('button', { name: 'Back', exact: true }).click();
		await expect(structure(page)).toHaveValue('private_corporation');
		await page.getByRole('button', { name: 'Continue' }).click();
		await page.getByRole('button', { name: FALLBACK }).click();
		await expect(revenue(page)).toHaveValue('less_than_250k');
		await expect(goLive(page)).toHaveValue('from_1_to_3months');
		await page.getByRole('button', { name: 'Continue' }).click();

		// Loading step.
		await expect(
			page.getByRole('heading', {
				level: 1,
				name: 'One last step: verify your business with our partner',
			})
		).toBeVisible();
		await expect(
			app(page).getByText(/continues on the secure site of our financial partner/)
		).toBeVisible();
		await expectAccessible(page);
		await finish(page).click();
		await page.waitForURL(/\/mock-partner\/verify\?session=/);

		const hosted = (await requestLog(request)).filter(
			(r) => r.path === '/wp-admin/admin.php' && (r.query as Record<string, unknown>).hosted === '1'
		);
		expect(hosted).toHaveLength(1);
		expect(hosted[0]).toMatchObject({
			status: 302,
			query: {
				source: 'wcadmin-payment-task',
				from: 'WCPAY_ONBOARDING_WIZARD',
				self_assessment: {
					country: 'US',
					business_type: 'company',
					company: { structure: 'private_corporation' },
					mcc: 'most_popular__clothing_and_apparel',
					annual_revenue: 'less_than_250k',
					go_live_timeframe: 'from_1_to_3months',
				},
			},
		});
		expect((await state(request)).account_status).toBe('pending');

		// The partner's page.
		await expect(page).toHaveTitle('Verify your business – Financial partner (mock)');
		await expect(page.getByRole('heading', { level: 1, name: 'Verify your business' })).toBeVisible();
		await expect(page.getByText(/stands in for the secure verification site/)).toBeVisible();
		for (const text of [
			'United States (US)',
			'Private corporation',
			'Less than $250k',
			'In 1 – 3 months',
		]) {
			await expect(page.getByText(text, { exact: true })).toBeVisible();
		}
		await expectAccessible(page);
		await page.getByRole('button', { name: 'Submit verification' }).focus();
		await expect(page.getByRole('button', { name: 'Submit verification' })).toBeFocused();
		await page.keyboard.press('Enter');

		await page.waitForURL(/wcpay-connection-success=1/);
		const url = new URL(page.url());
		expect(url.searchParams.get('path')).toBe('/payments/overview');
		expect(url.searchParams.get('source')).toBe('wcadmin-payment-task');
		await expect(page.getByTestId('wcpay-connection-success')).toBeVisible();
		await expect(
			page.getByRole('heading', { name: 'Thanks for verifying your business details!' })
		).toBeVisible();
		expect((await state(request)).account_status).toBe('complete');
		expect(errors).toEqual([]);
	});

	test('return without finishing: the connect page asks to finish; the link cannot be replayed; the kyc page offers the partner again', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await blockProvider(page);
		await page.goto(WIZARD);
		await toPartnerPage(page);
		const partnerUrl = page.url();
		await page.getByRole('button', { name: 'Return to the store without finishing' }).click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)connect/);
		await expect(
			page
				.locator('.components-notice')
				.filter({ hasText: 'Please complete your setup to process payments.' })
		).toBeVisible();
		const cta = page.getByRole('button', { name: 'Finish business details verifications', exact: true });
		await expect(cta).toBeVisible();
		expect((await state(request)).account_status).toBe('pending');

		// The used link shows a clear error with a way back.
		const replay = await page.goto(partnerUrl);
		expect(replay?.status()).toBe(404);
		await expect(
			page.getByRole('heading', { level: 1, name: 'This verification link can’t be used' })
		).toBeVisible();
		await expectAccessible(page);
		await page.getByRole('link', { name: 'Return to your store' }).click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)connect/);

		// Finishing later: connect URL → kyc page → the script fails again → straight to the partner.
		await cta.click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)onboarding(%2F|\/)kyc/);
		await page.getByRole('button', { name: FALLBACK }).click();
		await page.waitForURL(/\/mock-partner\/verify\?session=/);
		await page.getByRole('button', { name: 'Submit verification' }).click();
		await page.waitForURL(/wcpay-connection-success=1/);
		expect((await state(request)).account_status).toBe('complete');
	});

	test('480 px: store details, loading step and the partner page fit and stay accessible', async ({
		page,
		request,
	}) => {
		await reset(request, 'no-account');
		await page.setViewportSize({ width: 480, height: 900 });
		await blockProvider(page);
		const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		await page.goto(WIZARD);
		await fillBusiness(page);
		await page.getByRole('button', { name: 'Continue' }).click();
		await page.getByRole('button', { name: FALLBACK }).click();
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(app(page).getByText('Please provide a response')).toHaveCount(2);
		expect(await overflow()).toBeLessThanOrEqual(0);
		await expectAccessible(page);
		await revenue(page).selectOption('more_than_100m');
		await goLive(page).selectOption('more_than_6months');
		await page.getByRole('button', { name: 'Continue' }).click();
		await expect(finish(page)).toBeVisible();
		expect(await overflow()).toBeLessThanOrEqual(0);
		await finish(page).click();
		await page.waitForURL(/\/mock-partner\/verify\?session=/);
		await expect(page.getByRole('button', { name: 'Submit verification' })).toBeVisible();
		expect(await overflow()).toBeLessThanOrEqual(0);
		await expectAccessible(page);
	});
});

test.describe('continue onboarding (kyc)', () => {
	test('collect_payout_requirements uses the account session; exit completes progressive onboarding', async ({
		page,
		request,
	}) => {
		await reset(request, 'progressive');
		await fakeProvider(page);
		await page.goto(
			adminUrl('/payments/onboarding/kyc', {
				collect_payout_requirements: 'true',
				source: 'wcpay-overview',
				from: 'WCPAY_OVERVIEW',
			})
		);
		await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
		await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeAttached();
		await expectAccessible(page);
		const log = await requestLog(request);
		expect(log.map((r) => `${r.method} ${r.path}`)).toContain('GET /wc/v3/payments/accounts/session');
		expect(log.map((r) => r.path)).not.toContain('/wc/v3/payments/onboarding/kyc/session');
		await page.getByRole('button', { name: 'Complete verification' }).click();
		await page.waitForURL(/wcpay-connection-success=1/);
		const account = (await (await request.get('/__mock/account')).json()) as {
			progressiveOnboarding: { isComplete: boolean };
		};
		expect(account.progressiveOnboarding.isComplete).toBe(true);
	});

	test('an unfinished account continues with a kyc session; closing goes through the kyc-exit redirect', async ({
		page,
		request,
	}) => {
		await reset(request, 'invalid-account');
		await fakeProvider(page);
		await page.goto(adminUrl('/payments/onboarding/kyc', { source: 'wcpay-connect-page' }));
		await expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible();
		const session = (await requestLog(request)).find(
			(r) => r.path === '/wc/v3/payments/onboarding/kyc/session'
		);
		expect(session).toMatchObject({ method: 'POST', status: 200 });
		await page.getByRole('button', { name: 'Close' }).click();
		await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)connect/);
		const exit = (await requestLog(request)).find((r) => r.path === '/wp-admin/admin.php');
		expect(exit?.query).toMatchObject({ from: 'WCPAY_ONBOARDING_KYC', source: 'wcpay-connect-page' });
		await expect(
			page.getByRole('button', { name: 'Finish business details verifications', exact: true })
		).toBeVisible();
	});
});

/** The REST nonce the host page hands to api-fetch. */
async function nonce(page: Page): Promise<string> {
	await page.goto(adminUrl('/payments/connect'));
	return page.evaluate(
		() => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce
	);
}
