/**
 * Payment details (spec 002 §2.1), read-only increment: opened from a transactions row, the order-id
 * redirect, an unknown id, the timeline behind its flag, hostile names as text, axe at desktop and 480 px.
 */
import { expect, test, type APIRequestContext } from './fixtures';

import { adminUrl, expectAccessible, reset, trackPageErrors } from './helpers';

const details = (id: string) => adminUrl('/payments/transactions/details', { id });
const HOSTILE = '<img src=x onerror=alert(1)>';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
	const nonce = (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
	const res = await request.get(`/wp-json/wc/v3/payments${path}`, { headers: { 'X-WP-Nonce': nonce } });
	expect(res.ok()).toBe(true);
	return (await res.json()) as T;
}

type Row = {
	payment_intent_id: string;
	charge_id: string;
	order: { number: number } | null;
	customer_name: string;
};

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test('opens a payment from the transactions list and shows its summary and payment method', async ({
	page,
}) => {
	const errors = trackPageErrors(page);
	await page.goto(adminUrl('/payments/transactions'));
	const link = page.locator('.woocommerce-table__table tbody tr:has(td)').first().getByRole('link').first();
	await link.click();
	await expect(page.locator('.wcpay-payment-details__summary')).toBeVisible();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details');
	await expect(page.locator('.wcpay-payment-details__ids')).toContainText(/pi_\w+/);
	await expect(page.locator('.wcpay-status-chip')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
	await expect(
		page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Transactions' })
	).toBeVisible();
	await expectAccessible(page);
	expect(errors).toEqual([]);
});

test('an order number redirects to the intent; an unknown id is not loaded', async ({ page, request }) => {
	const rows = await api<{ data: Row[] }>(request, '/transactions?type_is=charge&pagesize=1');
	const row = rows.data[0];
	await page.goto(details(String(row.order?.number)));
	await expect(page).toHaveURL(new RegExp(`id=${row.payment_intent_id}`));
	await expect(page.locator('.wcpay-payment-details__ids')).toContainText(row.charge_id);
	await page.goto(details('pi_doesNotExist'));
	await expect(page.getByText('Payment details not loaded')).toBeVisible();
});

test('a charge id with a payment intent replaces the history entry with the intent (spec 002 §2.1)', async ({
	page,
	request,
}) => {
	const row = (await api<{ data: Row[] }>(request, '/transactions?type_is=charge&pagesize=1')).data[0];
	await page.goto(adminUrl('/payments/transactions'));
	await page.goto(details(row.charge_id));
	await expect(page).toHaveURL(new RegExp(`id=${row.payment_intent_id}`));
	await expect(page.locator('.wcpay-payment-details__ids')).toContainText(row.charge_id);
	// Replaced, not added: Back goes to the page before.
	await page.goBack();
	await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions$|path=\/payments\/transactions$/);
});

test('status_is and type_is leave the URL after the redirect from an order number or a charge id', async ({
	page,
	request,
}) => {
	const row = (await api<{ data: Row[] }>(request, '/transactions?type_is=charge&pagesize=1')).data[0];
	const fromOrderBox = { status_is: 'review', type_is: 'order_note' };
	for (const id of [String(row.order?.number), row.charge_id]) {
		await page.goto(adminUrl('/payments/transactions/details', { id, ...fromOrderBox }));
		await expect(page).toHaveURL(new RegExp(`id=${row.payment_intent_id}`));
		await expect(page.locator('.wcpay-payment-details__ids')).toContainText(row.charge_id);
		await expect(page).not.toHaveURL(/status_is|type_is/);
	}
	// Only one of them: not a link from the order's fraud box, so it stays.
	await page.goto(adminUrl('/payments/transactions/details', { id: row.charge_id, status_is: 'review' }));
	await expect(page).toHaveURL(new RegExp(`id=${row.payment_intent_id}`));
	await expect(page).toHaveURL(/status_is=review/);
});

test('timeline shows with the flag on, not with it off; hostile names render as text; axe at 480 px', async ({
	page,
	request,
}) => {
	const rows = await api<{ data: Row[] }>(
		request,
		`/transactions?type_is=charge&search=${encodeURIComponent(HOSTILE)}`
	);
	const row = rows.data.find((r) => r.customer_name === HOSTILE) as Row;
	expect(row).toBeTruthy();
	await request.patch('/__mock/page-settings', { data: { featureFlags: { paymentTimeline: false } } });
	await page.goto(details(row.payment_intent_id));
	await expect(page.locator('.wcpay-payment-details__customer')).toHaveText(HOSTILE);
	await expect(page.locator('#wcpay-app img[src="x"]')).toHaveCount(0);
	await expect(page.getByRole('heading', { name: 'Timeline' })).toHaveCount(0);

	await request.patch('/__mock/page-settings', { data: { featureFlags: { paymentTimeline: true } } });
	await page.setViewportSize({ width: 480, height: 900 });
	await page.goto(details(row.payment_intent_id));
	await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
	await expect(page.locator('[data-event-type="captured"]')).toContainText('successfully charged');
	await expectAccessible(page);
});
