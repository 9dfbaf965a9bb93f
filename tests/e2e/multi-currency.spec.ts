/**
 * Multi-currency (spec 002 §2.5, §3.7, §4.6, §5.4, §7, §8): from the menu, the setup wizard of a store that
 * has not run it — three tasks, add currencies (recommended first, search, the disabled rule), store settings
 * with and without the Storefront theme (multi-currency turned on first), setup complete recording the
 * option, the way to the settings tab — the redirect once setup is complete, the settings tab (enabled
 * currencies and rates, one currency's settings, store settings; each saved and shown again after a reload),
 * every success and error message of §8 (faults), and the overview's currency selector and the transactions'
 * currency filter following the enabled currencies. Axe on each page, also at 480 px.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
	addFault,
	adminUrl,
	expectAccessible,
	filterButton,
	notice,
	requestLog,
	reset,
	restNonce,
	trackPageErrors,
} from './helpers';

const MC = '/wc/v3/payments/multi-currency';
const SETUP = adminUrl('/payments/multi-currency-setup');
const SETTINGS_TAB = '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency';

async function restPost(request: APIRequestContext, path: string, data: unknown) {
	const res = await request.post(`/wp-json${path}`, {
		headers: { 'X-WP-Nonce': await restNonce(request) },
		data,
	});
	expect(res.ok(), path).toBe(true);
	return res.json();
}

/** An established store that has not run the wizard: only USD enabled, multi-currency off. */
async function beforeSetup(request: APIRequestContext, theme?: string) {
	await reset(request);
	await restPost(request, '/wc/v3/payments/settings/wcpay_multi_currency_setup_completed', { value: 'no' });
	await restPost(request, `${MC}/update-enabled-currencies`, { enabled: [] });
	await restPost(request, `${MC}/update-settings`, {
		wcpay_multi_currency_enable_auto_currency: 'no',
		wcpay_multi_currency_enable_storefront_switcher: 'no',
	});
	await request.patch('/__mock/settings', { data: { is_multi_currency_enabled: false } });
	if (theme) {
		await request.patch('/__mock/site', { data: { theme } });
	}
	await request.delete('/__mock/requests');
}

const menuLink = (page: Page) =>
	page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Multi-currency' });
const task = (page: Page, id: string) => page.getByTestId(`mc-task-${id}`);
const checkbox = (page: Page, group: string, code: string) =>
	page.getByTestId(group).locator(`li[data-currency="${code}"] input`);

test.describe('multi-currency setup wizard', () => {
	test('from the menu: three tasks, recommended first, search, the disabled rule, store settings, complete', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		await beforeSetup(request);
		await page.goto(adminUrl('/payments/overview'));
		await menuLink(page).click();
		await expect(page).toHaveURL(
			/path=%2Fpayments%2Fmulti-currency-setup|path=\/payments\/multi-currency-setup/
		);
		await expect(page.getByRole('heading', { name: /^Add currencies/ })).toBeVisible();
		await expect(page.getByRole('heading', { name: /^Review store settings/ })).toBeVisible();
		await expect(page.getByRole('heading', { name: /^Setup complete/ })).toBeVisible();

		// Recommended currencies first, in the spec's order (USD is the store currency), preselected.
		const recommended = page.getByTestId('mc-recommended').locator('li');
		await expect(recommended).toHaveCount(6);
		expect(
			await recommended.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-currency')))
		).toEqual(['EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'INR']);
		await expect(page.getByTestId('mc-all').locator('li[data-currency="EUR"]')).toHaveCount(0);
		const button = task(page, 'add-currencies').getByRole('button', { name: 'Add 6 currencies' });
		await expect(button).toBeEnabled();
		await expectAccessible(page);

		// Unselect everything: only the default currency is enabled and none is selected → disabled.
		for (const code of ['EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'INR']) {
			await checkbox(page, 'mc-recommended', code).uncheck();
		}
		await expect(
			task(page, 'add-currencies').getByRole('button', { name: 'Add currencies' })
		).toBeDisabled();

		// Search by name: one result; pick it, and EUR from the recommended list.
		await page.getByRole('searchbox', { name: 'Search currencies' }).fill('swiss');
		await expect(page.getByRole('heading', { name: 'Search results (1 currencies)' })).toBeVisible();
		await checkbox(page, 'mc-search-results', 'CHF').check();
		await page.getByRole('searchbox', { name: 'Search currencies' }).fill('');
		await checkbox(page, 'mc-recommended', 'EUR').check();
		await task(page, 'add-currencies').getByRole('button', { name: 'Add 2 currencies' }).click();
		await expect(notice(page, 'Enabled currencies updated.')).toBeVisible();
		await expect(task(page, 'add-currencies')).toContainText('2 currencies added');
		// The next task takes focus: its heading.
		await expect(task(page, 'multi-currency-settings').getByRole('heading', { level: 2 })).toBeFocused();

		// Store settings: the Storefront switcher shows with the Storefront theme.
		const settingsTask = task(page, 'multi-currency-settings');
		const auto = settingsTask.getByRole('checkbox', {
			name: 'Automatically switch customers to their local currency if it has been enabled',
		});
		const switcher = settingsTask.getByRole('checkbox', {
			name: 'Add a currency switcher to the Storefront theme on breadcrumb section.',
		});
		await expect(switcher).toBeVisible();
		await expectAccessible(page);
		await auto.check();
		await switcher.check();
		await settingsTask.getByRole('button', { name: 'Continue' }).click();
		await expect(notice(page, 'Store settings saved.')).toBeVisible();

		// Setup complete records the option (true); multi-currency was turned on before the store settings.
		const complete = task(page, 'setup-complete');
		await expect(complete.getByRole('heading', { level: 2 })).toBeFocused();
		await expect(complete.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
			'href',
			/admin\.php\?page=wc-admin$/
		);
		await expect
			.poll(async () => (await requestLog(request)).map((r) => `${r.method} ${r.path}`))
			.toContain('POST /wc/v3/payments/settings/wcpay_multi_currency_setup_completed');
		const log = await requestLog(request);
		const posts = log.filter((r) => r.method === 'POST' && r.path.startsWith('/wc/v3/payments/'));
		expect(posts.map((r) => r.path)).toEqual([
			`${MC}/update-enabled-currencies`,
			'/wc/v3/payments/settings/is_multi_currency_enabled',
			`${MC}/update-settings`,
			'/wc/v3/payments/settings/wcpay_multi_currency_setup_completed',
		]);
		expect(posts[0].body).toEqual({ enabled: ['CHF', 'EUR', 'USD'] });
		expect(posts[2].body).toEqual({
			wcpay_multi_currency_enable_auto_currency: 'yes',
			wcpay_multi_currency_enable_storefront_switcher: 'yes',
		});
		expect(posts[3].body).toEqual({ value: true });
		await expectAccessible(page);

		await complete.getByRole('link', { name: 'View Multi-Currency settings' }).click();
		await expect(page).toHaveURL(/tab=wcpay_multi_currency/);
		await expect(page.locator('.wcpay-mc-enabled li')).toHaveCount(3);
		// The menu now leads to the settings tab, and the wizard sends there.
		await expect(menuLink(page)).toHaveAttribute('href', /tab=wcpay_multi_currency/);
		await page.goto(SETUP);
		await expect(page).toHaveURL(/tab=wcpay_multi_currency/);
		expect(errors).toEqual([]);
	});

	test('without the Storefront theme there is no switcher option; the payload says no; 480 px', async ({
		page,
		request,
	}) => {
		await beforeSetup(request, 'Twenty Twenty-Five');
		await page.setViewportSize({ width: 480, height: 900 });
		await page.goto(SETUP);
		await task(page, 'add-currencies').getByRole('button', { name: 'Add 6 currencies' }).click();
		const settingsTask = task(page, 'multi-currency-settings');
		await expect(settingsTask.getByRole('button', { name: 'Continue' })).toBeVisible();
		await expect(settingsTask.getByRole('checkbox')).toHaveCount(1);
		await expectAccessible(page);
		await settingsTask.getByRole('button', { name: 'Continue' }).click();
		await expect(task(page, 'setup-complete').getByRole('link', { name: 'Back to home' })).toBeVisible();
		const update = (await requestLog(request)).find((r) => r.path === `${MC}/update-settings`);
		expect(update?.body).toEqual({
			wcpay_multi_currency_enable_auto_currency: 'no',
			wcpay_multi_currency_enable_storefront_switcher: 'no',
		});
		await expectAccessible(page);
	});

	test('each error keeps the task: enabled currencies, store settings, the option; load errors', async ({
		page,
		request,
	}) => {
		await beforeSetup(request);
		await addFault(request, {
			method: 'GET',
			path: `${MC}/currencies`,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		await addFault(request, {
			method: 'GET',
			path: `${MC}/get-settings`,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		await page.goto(SETUP);
		await expect(notice(page, 'Error retrieving currencies.')).toBeVisible();
		await expect(notice(page, 'Error retrieving store settings.')).toBeVisible();

		await page.goto(SETUP);
		await addFault(request, {
			method: 'POST',
			path: `${MC}/update-enabled-currencies`,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		await task(page, 'add-currencies').getByRole('button', { name: 'Add 6 currencies' }).click();
		await expect(notice(page, 'Error updating enabled currencies.')).toBeVisible();
		await expect(task(page, 'add-currencies')).toHaveAttribute('aria-current', 'step');
		await task(page, 'add-currencies').getByRole('button', { name: 'Add 6 currencies' }).click();
		await expect(task(page, 'multi-currency-settings')).toHaveAttribute('aria-current', 'step');

		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/settings/is_multi_currency_enabled',
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		const next = task(page, 'multi-currency-settings').getByRole('button', { name: 'Continue' });
		await next.click();
		await expect(notice(page, 'Error saving option')).toBeVisible();
		await addFault(request, {
			method: 'POST',
			path: `${MC}/update-settings`,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		await next.click();
		await expect(notice(page, 'Error saving store settings.')).toBeVisible();
		await expect(task(page, 'multi-currency-settings')).toHaveAttribute('aria-current', 'step');
		await next.click();
		await expect(task(page, 'setup-complete')).toHaveAttribute('aria-current', 'step');
	});
});

test.describe('multi-currency settings tab', () => {
	test('from the menu: enabled currencies with rates, a currency settings saved and shown after reload', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		await reset(request);
		await page.goto(adminUrl('/payments/overview'));
		await menuLink(page).click();
		await expect(page).toHaveURL(/tab=wcpay_multi_currency/);
		const items = page.locator('.wcpay-mc-enabled li');
		await expect(items).toHaveCount(3);
		await expect(items.nth(0)).toContainText('United States (US) dollar ($ USD)');
		await expect(items.nth(0)).toContainText('Default currency');
		await expect(items.nth(1)).toContainText('1 USD → 0.93 EUR');
		await expect(items.nth(2)).toContainText('1 USD → 0.79 GBP');
		await expectAccessible(page);
		await page.setViewportSize({ width: 480, height: 900 });
		await expectAccessible(page);
		await page.setViewportSize({ width: 1280, height: 900 });

		await page.getByRole('button', { name: 'Manage Euro' }).click();
		await expect(page).toHaveURL(/currency=EUR/);
		await expect(page.getByTestId('mc-current-rate')).toContainText('Current rate: 1 USD = 0.925926 EUR');
		await page.getByRole('radio', { name: 'Manual' }).check();
		await page.getByRole('textbox', { name: 'Manual Rate' }).fill('0.95');
		await page.getByRole('combobox', { name: 'Price Rounding' }).selectOption('0.25');
		await page.getByRole('combobox', { name: 'Charm Pricing' }).selectOption('-0.05');
		await expectAccessible(page);
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Currency settings updated.')).toBeVisible();
		await page.reload();
		await expect(page.getByRole('radio', { name: 'Manual' })).toBeChecked();
		await expect(page.getByRole('textbox', { name: 'Manual Rate' })).toHaveValue('0.95');
		await expect(page.getByRole('combobox', { name: 'Price Rounding' })).toHaveValue('0.25');
		await expect(page.getByRole('combobox', { name: 'Charm Pricing' })).toHaveValue('-0.05');
		await page.getByRole('button', { name: 'Enabled currencies' }).click();
		await expect(items.nth(1)).toContainText('1 USD → 0.95 EUR');
		expect(errors).toEqual([]);
	});

	test('unsaved currency or store settings ask before leaving; saved ones do not', async ({
		page,
		request,
	}) => {
		await reset(request);
		await page.goto(`${SETTINGS_TAB}&currency=EUR`);
		const rounding = page.getByRole('combobox', { name: 'Price Rounding' });
		await rounding.selectOption('0.25');
		let asked = '';
		page.once('dialog', (dialog) => {
			asked = dialog.message();
			void dialog.dismiss();
		});
		await page.getByRole('button', { name: 'Enabled currencies' }).click();
		await expect.poll(() => asked).toContain('There are unsaved changes on this page.');
		await expect(page).toHaveURL(/currency=EUR/);
		await expect(rounding).toHaveValue('0.25');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Currency settings updated.')).toBeVisible();
		await page.getByRole('button', { name: 'Enabled currencies' }).click();
		await expect(page).not.toHaveURL(/currency=EUR/);

		const auto = page.getByRole('checkbox', { name: /Automatically switch customers/ });
		const was = await auto.isChecked();
		await auto.click();
		let unload = false;
		page.once('dialog', async (dialog) => {
			unload = dialog.type() === 'beforeunload';
			await dialog.dismiss();
		});
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Overview' })
			.click();
		await expect.poll(() => unload).toBe(true);
		// Still here, with the change.
		await expect(auto).toBeChecked({ checked: !was });
	});

	test('add and remove currencies, store settings saved and shown after reload', async ({
		page,
		request,
	}) => {
		await reset(request);
		await page.goto(SETTINGS_TAB);
		const items = page.locator('.wcpay-mc-enabled li');
		await expect(items).toHaveCount(3);
		await page.getByRole('button', { name: 'Add currencies' }).click();
		const dialog = page.getByRole('dialog');
		await dialog.getByRole('searchbox', { name: 'Search currencies' }).fill('yen');
		await dialog.getByRole('checkbox', { name: /Japanese yen/ }).check();
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Update selected' }).press('Enter');
		await expect(notice(page, 'Enabled currencies updated.')).toBeVisible();
		await expect(items).toHaveCount(4);
		// The modal gave focus back to the button that opened it.
		await expect(page.getByRole('button', { name: 'Add currencies' })).toBeFocused();
		const removed = page.waitForResponse(
			(r) => r.url().includes('update-enabled-currencies') && r.request().method() === 'POST'
		);
		await page.getByRole('button', { name: 'Remove Pound sterling' }).press('Enter');
		await expect(items).toHaveCount(3);
		expect((await removed).ok()).toBe(true);
		// The removed row's button is gone: focus is on the list.
		await expect(page.getByRole('list', { name: 'Enabled currencies' })).toBeFocused();
		await page.reload();
		await expect(items).toHaveCount(3);
		expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-currency')))).toEqual([
			'USD',
			'EUR',
			'JPY',
		]);

		const auto = page.getByRole('checkbox', {
			name: 'Automatically switch customers to their local currency if it has been enabled',
		});
		const switcher = page.getByRole('checkbox', {
			name: 'Add a currency switcher to the Storefront theme on breadcrumb section.',
		});
		await expect(auto).not.toBeChecked();
		await expect(switcher).toBeChecked();
		await auto.check();
		await switcher.uncheck();
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Store settings saved.')).toBeVisible();
		await page.reload();
		await expect(auto).toBeChecked();
		await expect(switcher).not.toBeChecked();
		await request.patch('/__mock/site', { data: { theme: 'Twenty Twenty-Five' } });
		await page.reload();
		await expect(auto).toBeChecked();
		await expect(switcher).toHaveCount(0);
	});

	test('every error message of the settings tab', async ({ page, request }) => {
		await reset(request);
		const fault = (method: string, path: string) =>
			addFault(request, { method, path, status: 500, code: 'wcpay_server_error', message: 'Down' });
		await fault('GET', `${MC}/currencies/EUR`);
		await page.goto(`${SETTINGS_TAB}&currency=EUR`);
		await expect(notice(page, 'Error retrieving single currency settings.')).toBeVisible();
		// Said once (the notice); the screen says what is missing.
		await expect(page.getByText('Error retrieving single currency settings.')).toHaveCount(1);
		await expect(
			page.getByText("This currency's settings could not be loaded. Please reload the page.")
		).toBeVisible();
		await page.goto(`${SETTINGS_TAB}&currency=EUR`);
		await fault('POST', `${MC}/currencies/EUR`);
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Error updating currency settings.')).toBeVisible();

		await page.goto(SETTINGS_TAB);
		await fault('POST', `${MC}/update-settings`);
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Error saving store settings.')).toBeVisible();
		await fault('POST', `${MC}/update-enabled-currencies`);
		await page.getByRole('button', { name: 'Remove Euro' }).click();
		await expect(notice(page, 'Error updating enabled currencies.')).toBeVisible();
		await expect(page.locator('.wcpay-mc-enabled li')).toHaveCount(3);
	});
});

test.describe('enabled currencies and the other pages', () => {
	test('the transactions currency filter follows them; the overview selector follows the account (spec 000 §2)', async ({
		page,
		request,
	}) => {
		await reset(request);
		await restPost(request, `${MC}/update-enabled-currencies`, { enabled: ['EUR', 'JPY'] });
		// The overview's selector offers the account's currencies, those its balances are in.
		await page.goto(adminUrl('/payments/overview'));
		const selector = page.getByRole('combobox', { name: 'Currency' });
		const values = () =>
			selector.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
		await expect.poll(values).toEqual(['usd', 'eur', 'gbp']);
		await page.goto(adminUrl('/payments/transactions'));
		await filterButton(page, 'Payout currency').click();
		const options = page.locator('.woocommerce-filters-filter__button');
		await expect(options).toHaveText(['All currencies', 'EUR', 'JPY', 'USD']);

		await restPost(request, `${MC}/update-enabled-currencies`, { enabled: [] });
		await page.goto(adminUrl('/payments/overview', { selected_currency: 'gbp' }));
		await expect(selector).toHaveValue('gbp');
		await page.goto(adminUrl('/payments/transactions'));
		await expect(page.locator('.woocommerce-filters-filter').filter({ hasText: 'Show:' })).toBeVisible();
		await expect(
			page.locator('.woocommerce-filters-filter').filter({ hasText: 'Payout currency:' })
		).toHaveCount(0);
	});

	test('an account with one currency has no selector, whatever the store enables', async ({
		page,
		request,
	}) => {
		await reset(request, 'progressive');
		await page.goto(adminUrl('/payments/overview', { selected_currency: 'eur' }));
		await expect(page.locator('.wcpay-balances, [data-bench-ready="overview"]').first()).toBeVisible();
		await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
	});
});
