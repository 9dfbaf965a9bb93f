/**
 * Spec 001 §9 in the browser: a title from the payment-method configuration (page settings
 * `paymentMethodsConfig`) takes priority over the built-in label in the transactions list, on the payment
 * details screen and on the payment settings screen alike; without one, the built-in labels show.
 */
import { expect, test } from './fixtures';
import { adminUrl, reset, SETTINGS_URL, trackPageErrors } from './helpers';

const CONFIG = {
	card: { title: 'Cards (configured)' },
	visa: { title: 'Visa (configured)' },
};

test.beforeEach(async ({ request }) => reset(request));

for (const configured of [false, true]) {
	const visa = configured ? 'Visa (configured)' : 'Visa';
	const card = configured ? 'Cards (configured)' : 'Credit card / debit card';

	test(`${configured ? 'configured titles' : 'built-in labels'}: list, details and settings`, async ({
		page,
		request,
	}) => {
		if (configured) {
			const res = await request.patch('/__mock/page-settings', {
				data: { paymentMethodsConfig: CONFIG },
			});
			expect(res.ok()).toBe(true);
		}
		const errors = trackPageErrors(page);

		await page.goto(adminUrl('/payments/transactions', { filter: 'advanced', source_is: 'visa' }));
		const row = page.locator('.woocommerce-table__table tbody tr:has(td)').first();
		await expect(row).toContainText(new RegExp(`${visa.replace(/[()]/g, '\\$&')} •••• \\d{4}`));

		await row.getByRole('link').first().click();
		await expect(page.locator('.wcpay-payment-details__summary')).toBeVisible();
		await expect(page.locator('.wcpay-payment-details__method-type')).toHaveText(visa);

		await page.goto(SETTINGS_URL);
		await expect(page.getByRole('checkbox', { name: card, exact: true })).toBeVisible();
		expect(errors).toEqual([]);
	});
}
