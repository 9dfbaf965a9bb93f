/**
 * The fraud protection page (spec 000 §2–§5, §7–§9; path /payments/fraud-protection) in a browser: reached
 * from the menu and from the payment settings, the header's back link by store version, the seven cards in
 * order, edit → save → reload, each validation message with the scroll to the top, the input rules, the
 * protection-level rules, the Save button's disabled rules, the leave-page warning, load and save errors,
 * the review flag, the international IP filter's selling-location rules, the locked CVC filter, the AVS
 * default, the one-time viewed events, and axe (also at 480 px). Each test sets up only its own state.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { storedRule } from '../support/fraud-rules';

import {
	addFault,
	adminUrl,
	expectAccessible,
	notice,
	requestLog,
	reset,
	restNonce,
	SETTINGS_URL,
	trackPageErrors,
} from './helpers';

const PATH = '/payments/fraud-protection';
const SETTINGS_REST = '/wc/v3/payments/settings';
const CARD_TITLES = [
	'AVS Mismatch',
	'International IP Address',
	'IP Address Mismatch',
	'Address Mismatch',
	'Purchase Price Threshold',
	'Order Items Threshold',
	'CVC Verification',
];

type Rule = { key: string; outcome: string; check: unknown };
type Ev = { name: string; properties: Record<string, unknown> };

async function open(page: Page) {
	await page.goto(adminUrl(PATH));
	await expect(page.getByRole('heading', { level: 3, name: 'CVC Verification' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

async function saveBodies(request: APIRequestContext) {
	return (await requestLog(request))
		.filter((r) => r.method === 'POST' && r.path === SETTINGS_REST)
		.map((r) => ({ status: r.status, body: r.body as Record<string, unknown> }));
}

async function setSelling(request: APIRequestContext, options: Record<string, unknown>) {
	const res = await request.post('/wp-json/wc-admin/options', {
		headers: { 'X-WP-Nonce': await restNonce(request) },
		data: options,
	});
	expect(res.ok()).toBe(true);
}

async function basicStore(request: APIRequestContext) {
	const res = await request.patch('/__mock/settings', {
		data: { current_protection_level: 'basic', advanced_fraud_protection_settings: null },
	});
	expect(res.ok()).toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('fraud protection page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('opens from the menu and the settings link: new back link, seven cards in order, axe', async ({
		page,
	}) => {
		const errors = trackPageErrors(page);
		await page.goto(adminUrl('/payments/overview'));
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Fraud protection' })
			.click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)fraud-protection/);
		await expect(page.getByRole('heading', { level: 1, name: 'Fraud protection' })).toBeVisible();
		await expect(page.getByText('Page not found')).toHaveCount(0);

		await page.goto(SETTINGS_URL);
		await page.getByRole('link', { name: 'Configure fraud protection' }).click();
		await expect(
			page.getByRole('heading', { level: 2, name: /Advanced fraud protection/ })
		).toBeVisible();
		await expect(page.getByRole('heading', { level: 3 })).toHaveText([
			'Filter configuration',
			...CARD_TITLES,
		]);
		// Store version 9.9.0 ≥ 9.8.3: the new-style back link, before the title.
		const header = page.locator('.wcpay-fraud-header');
		await expect(header).toHaveAttribute('data-back-link', 'new');
		await expect(header.getByRole('link', { name: 'Back to payment settings' })).toHaveAttribute(
			'href',
			/page=wc-settings&tab=checkout&section=woocommerce_payments/
		);
		// The seeded rules: AVS blocks, the price threshold holds orders above $1,000 for review.
		await expect(card(page, 'AVS Mismatch').getByRole('checkbox')).toBeChecked();
		const price = card(page, 'Purchase Price Threshold');
		await expect(price.getByRole('checkbox')).toBeChecked();
		await expect(price.getByLabel('Maximum purchase price')).toHaveValue('1000');
		await expect(price.getByLabel('Minimum purchase price')).toHaveValue('');
		await expect(price.getByRole('radio', { name: 'Authorize and hold for review' })).toBeChecked();
		// CVC verification is locked on.
		const cvc = card(page, 'CVC Verification');
		await expect(cvc.getByRole('checkbox')).toBeChecked();
		await expect(cvc.getByRole('checkbox')).toBeDisabled();
		await expect(
			cvc.getByText(
				'For security, this filter is enabled and cannot be modified. Payments failing CVC verification will be blocked.'
			)
		).toBeVisible();
		await expect(saveButton(page)).toBeDisabled();
		await expectAccessible(page);
		await page.setViewportSize({ width: 480, height: 900 });
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('the old-style back link before store version 9.8.3', async ({ page, request }) => {
		expect((await request.patch('/__mock/site', { data: { wcVersion: '9.8.2' } })).ok()).toBe(true);
		await open(page);
		const header = page.locator('.wcpay-fraud-header');
		await expect(header).toHaveAttribute('data-back-link', 'legacy');
		await header.getByRole('link', { name: 'Back to payment settings' }).click();
		await expect(page).toHaveURL(/page=wc-settings&tab=checkout&section=woocommerce_payments/);
	});

	test('edits, saves in the stored shape and shows the saved state after a reload', async ({
		page,
		request,
	}) => {
		await setSelling(request, {
			woocommerce_allowed_countries: 'specific',
			woocommerce_specific_allowed_countries: ['US', 'CA'],
		});
		await open(page);
		const ip = card(page, 'International IP Address');
		await ip.getByRole('checkbox').check();
		await expect(
			ip.getByText('Orders from outside of the following countries will be screened by the filter:')
		).toBeVisible();
		await expect(ip.getByText('United States (US), Canada')).toBeVisible();
		await ip.getByRole('radio', { name: 'Block Payment' }).check();

		await card(page, 'Address Mismatch').getByRole('checkbox').check();
		const price = card(page, 'Purchase Price Threshold');
		await price.getByLabel('Minimum purchase price').fill('10.50');
		const items = card(page, 'Order Items Threshold');
		await items.getByRole('checkbox').check();
		await items.getByLabel('Minimum items per order').fill('2');
		await items.getByLabel('Maximum items per order').fill('40');
		await items.getByRole('radio', { name: 'Block Payment' }).check();

		await saveButton(page).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		await expect(saveButton(page)).toBeDisabled();
		const [save] = await saveBodies(request);
		expect(save.status).toBe(200);
		expect(save.body.current_protection_level).toBe('advanced');
		expect(save.body.advanced_fraud_protection_settings as Rule[]).toEqual([
			storedRule.avs('block'),
			storedRule.internationalIp('block', 'not_in', 'us|ca'),
			storedRule.addressMismatch('review'),
			storedRule.price('review', '1050|usd', '100000|usd'),
			storedRule.items('block', 2, 40),
		]);

		await page.reload();
		await expect(
			card(page, 'International IP Address').getByRole('radio', { name: 'Block Payment' })
		).toBeChecked();
		await expect(card(page, 'Address Mismatch').getByRole('checkbox')).toBeChecked();
		await expect(card(page, 'IP Address Mismatch').getByRole('checkbox')).not.toBeChecked();
		await expect(price.getByLabel('Minimum purchase price')).toHaveValue('10.5');
		await expect(items.getByLabel('Minimum items per order')).toHaveValue('2');
		await expect(items.getByLabel('Maximum items per order')).toHaveValue('40');
		await expect(saveButton(page)).toBeDisabled();
	});

	test('each validation message, with the scroll to the top and nothing sent', async ({
		page,
		request,
	}) => {
		await page.setViewportSize({ width: 1280, height: 600 });
		await open(page);
		const price = card(page, 'Purchase Price Threshold');
		const items = card(page, 'Order Items Threshold');
		const attempt = async (message: string) => {
			await saveButton(page).scrollIntoViewIfNeeded();
			expect(await scrollY(page)).toBeGreaterThan(0);
			await saveButton(page).click();
			await expect(notice(page, `Settings were not saved. ${message}`)).toBeVisible();
			await expect.poll(() => scrollY(page)).toBe(0);
			// Focus goes to the message at the top, not left on the button below.
			await expect(page.locator('.wcpay-fraud-protection__error-focus')).toBeFocused();
		};

		await price.getByLabel('Maximum purchase price').fill('');
		await expect(
			price.getByText('A price range must be set for this filter to take effect.')
		).toBeVisible();
		await attempt('A price range must be set for the "Purchase Price threshold" filter.');

		await price.getByLabel('Minimum purchase price').fill('50');
		await price.getByLabel('Maximum purchase price').fill('50');
		await attempt('Maximum purchase price must be greater than the minimum purchase price.');
		await price.getByLabel('Maximum purchase price').fill('60');

		await items.getByRole('checkbox').check();
		await expect(
			items.getByText('An item range must be set for this filter to take effect.')
		).toBeVisible();
		await attempt('An item range must be set for the "Order Item Threshold" filter.');

		await items.getByLabel('Minimum items per order').fill('9');
		await items.getByLabel('Maximum items per order').fill('3');
		await attempt(
			'Maximum item count must be greater than the minimum item count on the "Order Item Threshold" rule.'
		);
		expect(await saveBodies(request)).toEqual([]);
		await expectAccessible(page);
	});

	test('input rules: prices take digits and one point, items integers only with min 1', async ({
		page,
	}) => {
		await open(page);
		const price = card(page, 'Purchase Price Threshold').getByLabel('Minimum purchase price');
		await price.pressSequentially('a1,2.3.4x-');
		await expect(price).toHaveValue('12.34');
		const items = card(page, 'Order Items Threshold');
		await items.getByRole('checkbox').check();
		const min = items.getByLabel('Minimum items per order');
		await expect(min).toHaveAttribute('min', '1');
		await expect(min).toHaveAttribute('step', '1');
		await min.pressSequentially('1.5e+-,0');
		await expect(min).toHaveValue('150');
	});

	test('protection level: refused at basic with no filter, basic again from advanced', async ({
		page,
		request,
	}) => {
		await basicStore(request);
		await open(page);
		// Never configured: the AVS filter follows the account's decline-on-AVS-failure setting.
		const avs = card(page, 'AVS Mismatch').getByRole('checkbox');
		await expect(avs).toBeChecked();
		await expect(saveButton(page)).toBeDisabled();
		await avs.uncheck();
		await saveButton(page).click();
		await expect(
			notice(page, 'At least one risk filter needs to be enabled for advanced protection.')
		).toBeVisible();
		expect(await saveBodies(request)).toEqual([]);

		await card(page, 'IP Address Mismatch').getByRole('checkbox').check();
		await saveButton(page).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		let saves = await saveBodies(request);
		expect(saves[0].body).toMatchObject({
			current_protection_level: 'advanced',
			advanced_fraud_protection_settings: [
				{
					key: 'ip_address_mismatch',
					outcome: 'review',
					check: { key: 'ip_billing_country_same', operator: 'equals', value: false },
				},
			],
		});

		await card(page, 'IP Address Mismatch').getByRole('checkbox').uncheck();
		await saveButton(page).click();
		await expect(saveButton(page)).toBeDisabled();
		// The button is disabled from the click on; the save reaches the server a moment later.
		await expect.poll(async () => (await saveBodies(request)).length).toBe(2);
		saves = await saveBodies(request);
		expect(saves[1].body).toMatchObject({
			current_protection_level: 'basic',
			advanced_fraud_protection_settings: [],
		});
		await page.reload();
		await expect(card(page, 'AVS Mismatch').getByRole('checkbox')).not.toBeChecked();
	});

	test('the AVS default is off when the account does not decline on AVS failure', async ({
		page,
		request,
	}) => {
		await basicStore(request);
		await request.patch('/__mock/account', { data: { fraudProtection: { declineOnAVSFailure: false } } });
		await open(page);
		await expect(card(page, 'AVS Mismatch').getByRole('checkbox')).not.toBeChecked();
	});

	test('Save is disabled until a change, again when undone, and while saving', async ({
		page,
		request,
	}) => {
		await open(page);
		const address = card(page, 'Address Mismatch').getByRole('checkbox');
		await expect(saveButton(page)).toBeDisabled();
		await address.check();
		await expect(saveButton(page)).toBeEnabled();
		await address.uncheck();
		await expect(saveButton(page)).toBeDisabled();
		await address.check();
		await addFault(request, {
			method: 'POST',
			path: SETTINGS_REST,
			status: 200,
			code: 'slow',
			message: 'slow',
			delay_ms: 1500,
			passthrough: true,
		} as Parameters<typeof addFault>[1]);
		await saveButton(page).click();
		await expect(saveButton(page)).toBeDisabled();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		await expect(saveButton(page)).toBeDisabled();
	});

	test('asks before leaving with unsaved changes', async ({ page }) => {
		await open(page);
		await card(page, 'Address Mismatch').getByRole('checkbox').check();
		const dialogs: Array<{ type: string; message: string }> = [];
		page.on('dialog', (dialog) => {
			dialogs.push({ type: dialog.type(), message: dialog.message() });
			void dialog.dismiss();
		});
		// In-app navigation: the catalogue's confirm.
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Overview' })
			.click();
		await expect.poll(() => dialogs.length).toBeGreaterThan(0);
		const first = dialogs[0];
		if (first.type === 'confirm') {
			expect(first.message).toBe(
				'There are unsaved changes on this page. Are you sure you want to leave and discard the unsaved changes?'
			);
		} else {
			expect(first.type).toBe('beforeunload');
		}
		await expect(page).toHaveURL(/fraud-protection/);
		await expect(card(page, 'Address Mismatch').getByRole('checkbox')).toBeChecked();
		// A reload asks the browser's own question.
		const before = dialogs.length;
		void page.reload().catch(() => undefined);
		await expect.poll(() => dialogs.slice(before).map((d) => d.type)).toContain('beforeunload');
		await expect(card(page, 'Address Mismatch').getByRole('checkbox')).toBeChecked();
	});

	test('a load error shows the catalogue text and disables Save', async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: SETTINGS_REST,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down.',
			times: 5,
		});
		await page.goto(adminUrl(PATH));
		await expect(
			notice(
				page,
				'There was an error retrieving your fraud protection settings. Please refresh the page to try again.'
			)
		).toBeVisible();
		await expect(saveButton(page)).toBeDisabled();
		await expect(page.getByRole('heading', { level: 3, name: 'AVS Mismatch' })).toHaveCount(0);
		// Its own words only: not the generic settings notice as well.
		await expect(page.getByText('Error retrieving settings.')).toHaveCount(0);
	});

	test('a save error shows "Settings were not saved." with the reason and keeps the change', async ({
		page,
		request,
	}) => {
		await open(page);
		await card(page, 'Address Mismatch').getByRole('checkbox').check();
		await addFault(request, {
			method: 'POST',
			path: SETTINGS_REST,
			status: 500,
			code: 'wcpay_server_error',
			message: 'The payments server is unavailable.',
		});
		await saveButton(page).click();
		await expect(
			notice(page, 'Settings were not saved. The payments server is unavailable.')
		).toBeVisible();
		await expect(card(page, 'Address Mismatch').getByRole('checkbox')).toBeChecked();
		await expect(saveButton(page)).toBeEnabled();
		await page.reload();
		await expect(card(page, 'Address Mismatch').getByRole('checkbox')).not.toBeChecked();
	});

	test('without the review flag there is no filter action and every rule blocks', async ({
		page,
		request,
	}) => {
		await request.patch('/__mock/page-settings', {
			data: { featureFlags: { isFRTReviewFeatureActive: false } },
		});
		await open(page);
		await expect(page.getByRole('radio')).toHaveCount(0);
		await expect(page.getByText('Filter action')).toHaveCount(0);
		await card(page, 'Address Mismatch').getByRole('checkbox').check();
		await expect(card(page, 'Address Mismatch').getByText('The payment will be blocked.')).toBeVisible();
		await saveButton(page).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		const rules = (await saveBodies(request))[0].body.advanced_fraud_protection_settings as Rule[];
		expect(rules.map((r) => [r.key, r.outcome])).toEqual([
			['avs_verification', 'block'],
			['address_mismatch', 'block'],
			['purchase_price_threshold', 'block'],
		]);
	});

	test('international IP is disabled with a warning when selling to all countries', async ({ page }) => {
		await open(page);
		const ip = card(page, 'International IP Address');
		await expect(
			ip.getByText("This filter is disabled because you're currently selling to all countries.")
		).toBeVisible();
		await expect(ip.getByRole('checkbox')).toBeDisabled();
		await expect(ip.getByRole('checkbox')).not.toBeChecked();
	});

	test('records each card viewed event once, and the save', async ({ page, request }) => {
		expect((await request.patch('/__mock/site', { data: { allowTracking: true } })).ok()).toBe(true);
		await page.setViewportSize({ width: 1280, height: 500 });
		await open(page);
		const events = async () => (await (await request.get('/__mock/events')).json()) as Ev[];
		const viewed = async () =>
			(await events())
				.map((e) => e.name)
				.filter((n) => n.endsWith('_viewed'))
				.sort();
		await expect
			.poll(viewed)
			.toContain('wcpay_fraud_protection_advanced_settings_card_avs_mismatch_viewed');
		expect(await viewed()).not.toContain(
			'wcpay_fraud_protection_advanced_settings_card_cvc_verification_viewed'
		);
		for (let pass = 0; pass < 2; pass++) {
			await saveButton(page).scrollIntoViewIfNeeded();
			await page.evaluate(() => window.scrollTo({ top: 0 }));
		}
		for (const title of CARD_TITLES) {
			await card(page, title).scrollIntoViewIfNeeded();
		}
		await expect
			.poll(viewed)
			.toEqual(
				[
					'wcpay_fraud_protection_advanced_settings_card_avs_mismatch_viewed',
					'wcpay_fraud_protection_advanced_settings_card_international_ip_address_card_viewed',
					'wcpay_fraud_protection_advanced_settings_card_ip_address_mismatch_card_viewed',
					'wcpay_fraud_protection_advanced_settings_card_address_mismatch_viewed',
					'wcpay_fraud_protection_advanced_settings_card_price_threshold_viewed',
					'wcpay_fraud_protection_advanced_settings_card_items_threshold_viewed',
					'wcpay_fraud_protection_advanced_settings_card_cvc_verification_viewed',
				].sort()
			);
		await card(page, 'Address Mismatch').getByRole('checkbox').check();
		await saveButton(page).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		await expect
			.poll(async () => (await events()).map((e) => e.name))
			.toContain('wcpay_fraud_protection_advanced_settings_saved');
		const all = await events();
		expect(
			all.find((e) => e.name === 'wcpay_fraud_protection_advanced_settings_filter_toggled')?.properties
		).toMatchObject({
			filter: 'address_mismatch',
			enabled: true,
		});
		expect(await viewed()).toHaveLength(7);
	});
});
