/**
 * The legacy dispute redirect (spec 002 §2.3): `/payments/disputes/details?id=` shows 'One moment please' /
 * 'Redirecting to payment details…' while the dispute loads, then replaces the location with the payment's
 * details (id = payment intent, transaction_id = the dispute's balance transaction, type = dispute); a failed
 * load, an unknown id and a malformed id show 'Error retrieving dispute' / 'Please check your network and try
 * again.' Axe on every state, at desktop and 480 px.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { adminUrl, expectAccessible, requestLog, reset, trackPageErrors } from './helpers';

const redirect = (id: string) => adminUrl('/payments/disputes/details', { id });

type Detail = {
	id: string;
	status: string;
	payment_intent_id: string;
	charge_id: string;
	balance_transaction_id: string | null;
};

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
	const nonce = (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
	const res = await request.get(`/wp-json/wc/v3/payments${path}`, { headers: { 'X-WP-Nonce': nonce } });
	expect(res.ok()).toBe(true);
	return (await res.json()) as T;
}

async function disputeIn(request: APIRequestContext, status: string): Promise<Detail> {
	const list = await api<{ data: { id: string }[] }>(request, `/disputes?status_is=${status}`);
	return api<Detail>(request, `/disputes/${list.data[0].id}`);
}

async function expectError(page: Page) {
	const alert = page.getByRole('alert').filter({ hasText: 'Error retrieving dispute' });
	await expect(alert.getByRole('heading', { name: 'Error retrieving dispute' })).toBeVisible();
	await expect(alert).toContainText('Please check your network and try again.');
	await expect(page.getByText('One moment please')).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test('shows the waiting message, then replaces the location with the payment’s details', async ({
	page,
	request,
}) => {
	const errors = trackPageErrors(page);
	const dispute = await disputeIn(request, 'needs_response');
	expect(dispute.balance_transaction_id).toMatch(/^txn_/);
	// Hold the dispute's answer long enough to see (and check) the waiting state.
	const held = await request.post('/__mock/faults', {
		data: {
			method: 'GET',
			path: `/wc/v3/payments/disputes/${dispute.id}`,
			status: 200,
			passthrough: true,
			delay_ms: 2500,
		},
	});
	expect(held.ok()).toBe(true);
	await page.goto(adminUrl('/payments/overview'));
	await page.goto(redirect(dispute.id));
	const waiting = page.getByRole('status').filter({ hasText: 'One moment please' });
	await expect(waiting.getByRole('heading', { name: 'One moment please' })).toBeVisible();
	await expect(waiting).toContainText('Redirecting to payment details…');
	await expectAccessible(page);

	await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions%2Fdetails/);
	const url = new URL(page.url());
	expect(url.searchParams.get('id')).toBe(dispute.payment_intent_id);
	expect(url.searchParams.get('transaction_id')).toBe(dispute.balance_transaction_id);
	expect(url.searchParams.get('type')).toBe('dispute');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details');
	await expect(page.locator('.wcpay-payment-details__ids')).toContainText(dispute.charge_id);
	await expectAccessible(page);
	// Replaced, not pushed: back goes to the page before the redirect.
	await page.goBack();
	await expect(page).toHaveURL(/path=%2Fpayments%2Foverview/);
	expect(errors).toEqual([]);
});

test('an inquiry (nothing withdrawn) redirects without a transaction id; at 480 px', async ({
	page,
	request,
}) => {
	const inquiry = await disputeIn(request, 'warning_needs_response');
	expect(inquiry.balance_transaction_id).toBeNull();
	await page.setViewportSize({ width: 480, height: 900 });
	await page.goto(redirect(inquiry.id));
	await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions%2Fdetails/);
	const url = new URL(page.url());
	expect(url.searchParams.get('id')).toBe(inquiry.payment_intent_id);
	expect(url.searchParams.has('transaction_id')).toBe(false);
	expect(url.searchParams.get('type')).toBe('dispute');
	await expect(page.locator('.wcpay-payment-details__ids')).toContainText(inquiry.charge_id);
	await expectAccessible(page);
});

test('a failed load shows the error texts and stays on the page; axe at desktop and 480 px', async ({
	page,
	request,
}) => {
	const errors = trackPageErrors(page);
	const dispute = await disputeIn(request, 'needs_response');
	const fault = await request.post('/__mock/faults', {
		data: {
			method: 'GET',
			path: `/wc/v3/payments/disputes/${dispute.id}`,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom <b>server</b>',
			times: 5,
		},
	});
	expect(fault.ok()).toBe(true);
	await page.goto(redirect(dispute.id));
	await expectError(page);
	// The server's own message is not shown.
	await expect(page.getByText('Boom')).toHaveCount(0);
	await expect(page).toHaveURL(/path=%2Fpayments%2Fdisputes%2Fdetails/);
	await expectAccessible(page);
	await page.setViewportSize({ width: 480, height: 900 });
	await expectAccessible(page);
	expect(errors).toEqual([]);
});

test('an unknown id and a malformed id show the error texts', async ({ page, request }) => {
	await page.goto(redirect('dp_doesNotExist'));
	await expectError(page);
	await expect(page).toHaveURL(/path=%2Fpayments%2Fdisputes%2Fdetails/);
	await expectAccessible(page);

	await request.delete('/__mock/requests');
	await page.goto(redirect('<img src=x onerror=alert(1)>'));
	await expectError(page);
	await expect(page.locator('#wcpay-app img[src="x"]')).toHaveCount(0);
	// A malformed id is never requested.
	const log = await requestLog(request);
	expect(log.filter((r) => r.path.startsWith('/wc/v3/payments/disputes'))).toEqual([]);
	await page.goto(adminUrl('/payments/disputes/details'));
	await expectError(page);
});
