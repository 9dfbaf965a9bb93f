import { expect, test } from './fixtures';

import {
	addFault,
	expectAccessible,
	notice,
	requestLog,
	reset,
	SETTINGS_URL,
	trackPageErrors,
} from './helpers';

test.describe('payment settings', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('renders every section and passes axe', async ({ page }) => {
		const errors = trackPageErrors(page);
		await page.goto(SETTINGS_URL);
		for (const name of [
			'General',
			'Payment methods',
			'Express checkouts',
			'Transactions',
			'Payouts',
			'Fraud protection',
			'Advanced settings',
		]) {
			await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
		}
		await expect(page.getByRole('checkbox', { name: 'Enable WooPayments' })).toBeChecked();
		await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('the sticky save bar never covers the field that has focus (768 px)', async ({ page }) => {
		await page.setViewportSize({ width: 768, height: 700 });
		await page.goto(SETTINGS_URL);
		const bar = page.locator('.wcpay-settings-save');
		await expect(bar).toBeVisible();
		await page.locator('#wcpay-app').getByRole('checkbox').first().focus();
		let checked = 0;
		for (let i = 0; i < 40; i++) {
			await page.keyboard.press('Tab');
			const covered = await page.evaluate(() => {
				const active = document.activeElement as HTMLElement | null;
				const save = document.querySelector('.wcpay-settings-save');
				if (!active || !save || save.contains(active) || !active.closest('#wcpay-app')) {
					return null;
				}
				return active.getBoundingClientRect().bottom > save.getBoundingClientRect().top + 1;
			});
			if (covered !== null) {
				checked++;
				expect(covered, `focused control ${i} is under the save bar`).toBe(false);
			}
		}
		expect(checked).toBeGreaterThan(10);
	});

	test('a saved change survives reload', async ({ page, request }) => {
		await page.goto(SETTINGS_URL);
		const descriptor = page.getByRole('textbox', { name: 'Customer bank statement' });
		await descriptor.fill('NEW SHOP NAME');
		await page.getByRole('checkbox', { name: 'Log error messages' }).check();
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		// The live region's copy of the snackbar goes after it was announced: the text is then found once.
		await expect(page.getByText('Settings saved.')).toHaveCount(1);
		await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

		const post = (await requestLog(request)).find(
			(r) => r.method === 'POST' && r.path === '/wc/v3/payments/settings'
		);
		expect(post?.status).toBe(200);
		expect(post?.body).toMatchObject({
			account_statement_descriptor: 'NEW SHOP NAME',
			is_debug_log_enabled: true,
		});

		await page.reload();
		await expect(page.getByRole('textbox', { name: 'Customer bank statement' })).toHaveValue(
			'NEW SHOP NAME'
		);
		await expect(page.getByRole('checkbox', { name: 'Log error messages' })).toBeChecked();
	});

	test('a failed save shows "Error saving settings." and keeps the change dirty', async ({
		page,
		request,
	}) => {
		await page.goto(SETTINGS_URL);
		await page.getByRole('textbox', { name: 'Customer bank statement' }).fill('KEPT VALUE');
		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/settings',
			status: 500,
			code: 'wcpay_server_error',
			message: 'The payments server is unavailable.',
		});
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(
			notice(page, 'Error saving settings. The payments server is unavailable.')
		).toBeVisible();
		await expect(page.getByRole('textbox', { name: 'Customer bank statement' })).toHaveValue(
			'KEPT VALUE'
		);
		await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
		await expect(page.getByText('You have unsaved changes.')).toBeVisible();

		// The second try goes through.
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		const state = await (
			await request.get('/wp-json/wc/v3/payments/settings', { headers: await nonceHeader(page) })
		).json();
		expect(state.account_statement_descriptor).toBe('KEPT VALUE');
	});

	test('invalid input is caught before saving and the server would refuse it too', async ({
		page,
		request,
	}) => {
		await page.goto(SETTINGS_URL);
		const descriptor = page.getByRole('textbox', { name: 'Customer bank statement' });
		await descriptor.fill('AB');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(
			page.getByText('The statement descriptor must be between 5 and 22 characters long.')
		).toBeVisible();
		await expect(descriptor).toBeFocused();
		expect((await requestLog(request)).filter((r) => r.method === 'POST')).toEqual([]);

		const refused = await request.post('/wp-json/wc/v3/payments/settings', {
			headers: await nonceHeader(page),
			data: { account_statement_descriptor: 'AB' },
		});
		expect(refused.status()).toBe(400);
		expect((await refused.json()).code).toBe('rest_invalid_param');
	});

	test('no field is required: an emptied statement descriptor saves (spec 001 §5)', async ({
		page,
		request,
	}) => {
		await page.goto(SETTINGS_URL);
		const descriptor = page.getByRole('textbox', { name: 'Customer bank statement' });
		await descriptor.fill('');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		await expect(page.getByText(/The statement descriptor must/)).toHaveCount(0);
		const state = await (
			await request.get('/wp-json/wc/v3/payments/settings', { headers: await nonceHeader(page) })
		).json();
		expect(state.account_statement_descriptor).toBe('');
	});

	test('a Japanese account (accountStatus.country JP) edits the kanji and kana descriptors, empty ones save', async ({
		page,
		request,
	}) => {
		await request.patch('/__mock/account', { data: { country: 'JP' } });
		await page.goto(SETTINGS_URL);
		await expect(
			page.getByRole('textbox', { name: 'Full bank statement (Latin characters)' })
		).toBeVisible();
		await expect(page.getByRole('textbox', { name: 'Bank statement in Kanji' })).toHaveValue('');
		await page.getByRole('textbox', { name: 'Bank statement in Kana' }).fill('ショップ');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		const state = await (
			await request.get('/wp-json/wc/v3/payments/settings', { headers: await nonceHeader(page) })
		).json();
		expect(state.account_statement_descriptor_kana).toBe('ショップ');
		expect(state.account_statement_descriptor_kanji).toBe('');
	});

	test('a load failure shows "Error retrieving settings."', async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/settings',
			status: 500,
			code: 'wcpay_server_error',
			message: 'down',
		});
		await page.goto(SETTINGS_URL);
		await expect(notice(page, 'Error retrieving settings.')).toBeVisible();
		// Said once: the page's own notice, not also the store's (once the live region's copy is gone).
		await expect(page.getByText('Error retrieving settings.')).toHaveCount(1);
	});

	test('payment methods, payout schedule and express checkout edits are saved', async ({
		page,
		request,
	}) => {
		await page.goto(SETTINGS_URL);
		await page.getByRole('combobox', { name: 'Payout frequency' }).selectOption('monthly');
		// Monthly starts on the 1st (the day the overview would name), not on no day.
		await expect(page.getByRole('combobox', { name: 'Day of the month' })).toHaveValue('1');
		await page.getByRole('combobox', { name: 'Day of the month' }).selectOption('31');
		await page.getByRole('radio', { name: 'Large (56 px)' }).check();
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		const post = (await requestLog(request)).find((r) => r.method === 'POST');
		expect(post?.body).toMatchObject({
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: 31,
			payment_request_button_size: 'large',
		});
		await page.reload();
		await expect(page.getByRole('combobox', { name: 'Day of the month' })).toHaveValue('31');
	});

	test('leaving with unsaved changes asks first', async ({ page }) => {
		await page.goto(SETTINGS_URL);
		await page.getByRole('checkbox', { name: 'Log error messages' }).check();
		let asked = false;
		page.once('dialog', async (dialog) => {
			asked = dialog.type() === 'beforeunload';
			await dialog.dismiss();
		});
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Overview' })
			.click();
		await expect.poll(() => asked).toBe(true);
		await expect(page.getByRole('checkbox', { name: 'Log error messages' })).toBeChecked();
	});

	test('a bad border radius or phone is said under its field; a blank descriptor saves as empty', async ({
		page,
		request,
	}) => {
		await page.goto(SETTINGS_URL);
		const radius = page.getByRole('spinbutton', { name: 'Border radius (px)' });
		await expect(radius).toHaveValue('4');
		// Cleared, it stays empty while the merchant types (it does not come back as 4 → '412').
		await radius.fill('');
		await expect(radius).toHaveValue('');
		await radius.pressSequentially('45');
		await expect(radius).toHaveValue('45');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(page.getByText('The border radius must be a whole number from 0 to 30.')).toBeVisible();
		await expect(radius).toBeFocused();
		await expect(radius).toHaveAttribute('aria-invalid', 'true');
		await expectAccessible(page);
		await radius.fill('12');
		await expect(page.getByText('The border radius must be a whole number from 0 to 30.')).toHaveCount(0);

		const phone = page.getByRole('textbox', { name: 'Support phone number' });
		await phone.fill('123456');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(phone).toBeFocused();
		expect((await requestLog(request)).filter((r) => r.method === 'POST')).toEqual([]);
		await phone.fill('+1 555 0100');
		const descriptor = page.getByRole('textbox', { name: 'Customer bank statement' });
		await descriptor.fill('   ');
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		const posts = (await requestLog(request)).filter((r) => r.method === 'POST');
		expect(posts).toHaveLength(1);
		expect(posts[0].body).toMatchObject({
			account_statement_descriptor: '',
			account_business_support_phone: '+1 555 0100',
			payment_request_button_border_radius: 12,
		});
		await expect(descriptor).toHaveValue('');
	});

	test("a field the server refuses shows the server's reason under it", async ({ page, request }) => {
		await page.goto(SETTINGS_URL);
		const email = page.getByRole('textbox', { name: 'Support email' });
		await email.fill('help@mug.example');
		const reason = 'This address cannot receive mail.';
		const fault = await request.post('/__mock/faults', {
			data: {
				method: 'POST',
				path: '/wc/v3/payments/settings',
				status: 400,
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): account_business_support_email',
				data: { params: { account_business_support_email: reason } },
			},
		});
		expect(fault.ok()).toBe(true);
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(page.getByText(reason)).toBeVisible();
		await expect(email).toBeFocused();
		await expect(email).toHaveValue('help@mug.example');
		// Fixed (here: the fault is gone), the next save goes through and the reason goes with it.
		await page.getByRole('button', { name: 'Save changes' }).click();
		await expect(notice(page, 'Settings saved.')).toBeVisible();
		await expect(page.getByText(reason)).toHaveCount(0);
	});
});

async function nonceHeader(page: import('@playwright/test').Page) {
	const nonce = await page.evaluate(() => window.wpApiSettings.nonce);
	return { 'X-WP-Nonce': nonce };
}
