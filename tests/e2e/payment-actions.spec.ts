/**
 * Payment details, the money actions (spec 002 §2.1, §4.1, §4.3, §5.1, §8): refund in full with a reason
 * and its effects everywhere without a reload, a stale refund refused by the server and shown, the partial
 * refund link, capture and cancel of an authorization with the time left, fraud review approve and block
 * with the reviewer, blocked payments, the customer and loan links, the navigation, the fraud-link clean-up.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, notice, requestLog, reset, trackPageErrors } from './helpers';

const details = (id: string, query: Record<string, string> = {}) =>
	adminUrl('/payments/transactions/details', { id, ...query });

async function nonce(request: APIRequestContext): Promise<string> {
	return (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
	const res = await request.get(`/wp-json/wc/v3/payments${path}`, {
		headers: { 'X-WP-Nonce': await nonce(request) },
	});
	expect(res.ok()).toBe(true);
	return (await res.json()) as T;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
	return request.post(`/wp-json/wc/v3/payments${path}`, {
		headers: { 'X-WP-Nonce': await nonce(request) },
		data,
	});
}

type Charge = {
	id: string;
	payment_intent: string;
	amount: number;
	amount_refunded: number;
	captured: boolean;
	dispute: unknown;
	order: { number: number; url: string } | null;
	balance_transaction: { amount: number } | null;
	loan_id: string | null;
	billing_details: { name: string; email: string };
};
type Row = { charge_id: string; payment_intent_id: string; type: string; customer_name: string };

/** A captured card charge (USD unless said) with an order, no dispute and nothing refunded. */
async function refundable(request: APIRequestContext, skip = 0, customerCurrency = 'usd'): Promise<Charge> {
	const rows = await api<{ data: Row[] }>(
		request,
		`/transactions?type_is=charge&store_currency_is=usd&customer_currency_is=${customerCurrency}&pagesize=40`
	);
	let found = 0;
	for (const row of rows.data) {
		const c = await api<Charge>(request, `/charges/${row.charge_id}`);
		if (c.captured && !c.dispute && c.amount_refunded === 0 && c.order && found++ === skip) {
			return c;
		}
	}
	throw new Error('no refundable charge');
}

const usdAvailable = async (request: APIRequestContext) =>
	(
		await api<{ balance: { available: { amount: number; currency: string }[] } }>(
			request,
			'/deposits/overview-all'
		)
	).balance.available.find((b) => b.currency === 'usd')?.amount ?? 0;

const chip = (page: Page) => page.locator('.wcpay-payment-details__headline .wcpay-status-chip');

test.beforeEach(async ({ request }) => {
	await reset(request);
	await request.patch('/__mock/page-settings', {
		data: { featureFlags: { paymentTimeline: true, isAuthAndCaptureEnabled: true } },
	});
});

test('refund in full with a reason: notice, chip, breakdown, timeline, list and balance follow', async ({
	page,
	request,
}) => {
	const errors = trackPageErrors(page);
	const c = await refundable(request);
	const before = await usdAvailable(request);
	await page.goto(details(c.payment_intent));
	await expect(chip(page)).toHaveText('Paid');
	await expect(page.getByRole('navigation', { name: 'Payments pages' })).toBeVisible();
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await expect(page.getByRole('menuitem', { name: 'Partial refund' })).toHaveAttribute(
		'href',
		c.order!.url
	);
	await page.getByRole('menuitem', { name: 'Refund in full' }).click();
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await expect(dialog).toBeVisible();
	await expectAccessible(page);
	await dialog.getByLabel('Refund reason').selectOption('requested_by_customer');
	await dialog.getByRole('button', { name: 'Refund transaction' }).click();
	await expect(notice(page, `Refunded payment #${c.payment_intent}.`)).toBeVisible();
	await expect(dialog).toHaveCount(0);
	await expect(chip(page)).toHaveText('Refunded');
	await expect(page.locator('.wcpay-payment-details__breakdown')).toContainText('Refunded');
	await expect(page.getByRole('button', { name: 'Transaction actions' })).toHaveCount(0);
	await expect(page.locator('[data-event-type="full_refund"]')).toBeVisible();
	await expect(page.locator('.wcpay-payment-details__amount')).toBeFocused();

	const log = (await (await request.get('/__mock/requests')).json()) as Array<{
		method: string;
		path: string;
		body: Record<string, unknown>;
	}>;
	const call = log.find((r) => r.method === 'POST' && /\/refund\/?$/.test(r.path));
	expect(call?.body).toMatchObject({
		charge_id: c.id,
		amount: c.amount,
		reason: 'requested_by_customer',
		order_id: c.order!.number,
	});
	expect(await usdAvailable(request)).toBe(before - c.balance_transaction!.amount);

	// The transactions list shows the refund row.
	await page.goto(
		adminUrl('/payments/transactions', {
			'search[0]': `#${c.order!.number}`,
			filter: 'advanced',
			type_is: 'refund',
		})
	);
	await expect(page.locator('.woocommerce-table__table tbody tr:has(td)').first()).toContainText('Refund');
	expect(errors).toEqual([]);
});

test('“other” is sent as no reason; a refund beyond what is left is refused and shown', async ({
	page,
	request,
}) => {
	const c = await refundable(request, 1);
	await page.goto(details(c.payment_intent));
	await expect(chip(page)).toHaveText('Paid');
	// Another tab refunds half meanwhile: this page still offers a full refund.
	expect(
		(await post(request, '/refund/', { charge_id: c.id, amount: Math.floor(c.amount / 2) })).ok()
	).toBe(true);
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await page.getByRole('menuitem', { name: 'Refund in full' }).click();
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await dialog.getByLabel('Refund reason').selectOption('other');
	await dialog.getByRole('button', { name: 'Refund transaction' }).click();
	await expect(
		notice(
			page,
			`There has been an error refunding the payment #${c.payment_intent}. Please try again later.`
		)
	).toBeVisible();
	await expect(dialog.locator('.wcpay-refund-modal__error')).toContainText(
		'more than what is left to refund'
	);
	await expect(dialog.getByLabel('Refund reason')).toHaveValue('other');
	const log = (await (await request.get('/__mock/requests')).json()) as Array<{
		method: string;
		path: string;
		body: Record<string, unknown>;
	}>;
	const calls = log.filter((r) => r.method === 'POST' && /\/refund\/?$/.test(r.path));
	expect(calls[calls.length - 1].body).toMatchObject({ reason: null });
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	// The page read the payment again: a partial refund now, so only the partial refund is offered.
	await expect(chip(page)).toHaveText('Partial refund');
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await expect(page.getByRole('menuitem', { name: 'Refund in full' })).toHaveCount(0);
	await expect(page.getByRole('menuitem', { name: 'Partial refund' })).toBeVisible();
});

test('capture an authorization from its details, with the time left; cancel another', async ({
	page,
	request,
}) => {
	type Auth = { payment_intent_id: string; order_id: number; amount: number; created: string };
	// A day or more left to capture (the seed's times of day make the oldest expire during the day).
	const fresh = (a: Auth) => Date.parse(`${a.created.replace(' ', 'T')}Z`) > Date.now() - 6 * 86_400_000;
	const auths = (await api<{ data: Auth[] }>(request, '/authorizations?pagesize=50')).data.filter(
		(a) => a.amount >= 50 && fresh(a)
	);
	const review = (
		await api<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=review'
		)
	).data.map((o) => o.payment_intent.id);
	const [first, second] = auths.filter((a) => !review.includes(a.payment_intent_id));
	await page.goto(details(first.payment_intent_id));
	await expect(chip(page)).toHaveText('Payment authorized');
	const capture = page.locator('.wcpay-payment-details__capture');
	await expect(capture).toContainText(
		/You need to capture this charge within the next \d+ (day|hour|minute)/
	);
	await expectAccessible(page);
	await capture.getByRole('button', { name: 'Capture' }).focus();
	await page.keyboard.press('Enter');
	await expect(notice(page, `Payment for order #${first.order_id} captured successfully.`)).toBeVisible();
	// The notice and its buttons are gone: focus is on the payment's amount, not lost.
	await expect(page.locator('.wcpay-payment-details__amount')).toBeFocused();
	await expect(chip(page)).toHaveText('Paid');
	await expect(capture).toHaveCount(0);
	await expect(page.locator('[data-event-type="captured"]')).toBeVisible();
	const open = (await api<{ data: Auth[] }>(request, '/authorizations?pagesize=50')).data;
	expect(open.map((a) => a.payment_intent_id)).not.toContain(first.payment_intent_id);

	await page.goto(details(second.payment_intent_id));
	await page
		.locator('.wcpay-payment-details__capture')
		.getByRole('button', { name: 'Cancel authorization' })
		.click();
	await expect(notice(page, `Payment for order #${second.order_id} canceled successfully.`)).toBeVisible();
	await expect(page.locator('.wcpay-payment-details__capture')).toHaveCount(0);
	await expect(chip(page)).toHaveText('Refunded');
	// Without the auth-and-capture flag there is no capture notice.
	await request.patch('/__mock/page-settings', {
		data: { featureFlags: { isAuthAndCaptureEnabled: false } },
	});
	const third = auths.filter((a) => !review.includes(a.payment_intent_id))[2];
	await page.goto(details(third.payment_intent_id));
	await expect(chip(page)).toHaveText('Payment authorized');
	await expect(page.locator('.wcpay-payment-details__capture')).toHaveCount(0);
});

test('the capture notice looks its authorization up; authorization_missing is not an error (spec 001 §5)', async ({
	page,
	request,
}) => {
	type Auth = { payment_intent_id: string; amount: number; created: string };
	const fresh = (a: Auth) => Date.parse(`${a.created.replace(' ', 'T')}Z`) > Date.now() - 6 * 86_400_000;
	const review = (
		await api<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=review'
		)
	).data.map((o) => o.payment_intent.id);
	const auth = (await api<{ data: Auth[] }>(request, '/authorizations?pagesize=50')).data.find(
		(a) => a.amount >= 50 && fresh(a) && !review.includes(a.payment_intent_id)
	) as Auth;
	const lookup = `/wc/v3/payments/authorizations/${auth.payment_intent_id}`;
	await addFault(request, {
		method: 'GET',
		path: lookup,
		status: 404,
		code: 'authorization_missing',
		message: 'No such authorization.',
	});
	await page.goto(details(auth.payment_intent_id));
	const capture = page.locator('.wcpay-payment-details__capture');
	await expect(capture.getByRole('button', { name: 'Capture' })).toBeEnabled();
	await expect
		.poll(async () => (await requestLog(request)).filter((r) => r.path === lookup).map((r) => r.status))
		.toEqual([404]);
	await page.waitForLoadState('networkidle');
	await expect(page.getByText('Error retrieving authorization.')).toHaveCount(0);
	await expect(page.getByText('No such authorization.')).toHaveCount(0);
});

test('fraud review: approve captures, block cancels; the reviewer links to their user', async ({
	page,
	request,
}) => {
	const held = (
		await api<{ data: { payment_intent: { id: string }; order_id: number }[] }>(
			request,
			'/transactions/fraud-outcomes?status=review'
		)
	).data;
	const [approve, block] = held;
	await page.goto(details(approve.payment_intent.id));
	await expect(chip(page)).toHaveText('Needs review');
	await expect(page.locator('.wcpay-payment-details__capture')).toHaveCount(0);
	await expectAccessible(page);
	await page.getByRole('button', { name: 'Approve Transaction' }).click();
	await expect(notice(page, `Payment for order #${approve.order_id} captured successfully.`)).toBeVisible();
	await expect(chip(page)).toHaveText('Paid');
	const reviewer = page.locator('.wcpay-payment-details__reviewer');
	await expect(reviewer).toHaveText('ada');
	await expect(reviewer).toHaveAttribute('href', /user-edit\.php\?user_id=1$/);
	await expect(page.getByText('Approved by')).toBeVisible();

	await page.goto(details(block.payment_intent.id));
	await page.getByRole('button', { name: 'Block transaction' }).click();
	await expect(notice(page, `Payment for order #${block.order_id} canceled successfully.`)).toBeVisible();
	await expect(chip(page)).toHaveText('Payment blocked');
	await expect(page.getByText('Blocked by')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Approve Transaction' })).toHaveCount(0);
	const blocked = (
		await api<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=block'
		)
	).data.map((o) => o.payment_intent.id);
	expect(blocked).toContain(block.payment_intent.id);
	const stillHeld = (
		await api<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=review'
		)
	).data.map((o) => o.payment_intent.id);
	expect(stillHeld).not.toContain(approve.payment_intent.id);
});

test('a payment blocked by the rules opens from the blocked tab', async ({ page }) => {
	await page.goto(adminUrl('/payments/transactions', { tab: 'blocked-page' }));
	const row = page
		.locator('.woocommerce-table__table tbody tr:has(td)')
		.filter({ hasText: 'Payment blocked' })
		.first();
	await row.getByRole('link').first().click();
	await expect(page.locator('.wcpay-payment-details__summary')).toBeVisible();
	await expect(chip(page)).toHaveText('Payment blocked');
	await expect(page.getByText('Payment details not loaded')).toHaveCount(0);
});

test('customer and loan links; the fraud-link query is tracked and removed', async ({ page, request }) => {
	const c = await refundable(request);
	await page.goto(details(c.payment_intent));
	const customer = page.locator('a.wcpay-payment-details__customer');
	const href = new URL((await customer.getAttribute('href'))!, 'http://x');
	expect(href.searchParams.get('path')).toBe('/payments/transactions');
	expect(href.searchParams.get('search[0]')).toBe(`${c.billing_details.name} (${c.billing_details.email})`);
	await customer.click();
	await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions/);
	await expect(page.locator('.woocommerce-table__table tbody tr:has(td)').first()).toContainText(
		c.billing_details.name
	);

	// A loan repayment opens the sale it was withheld from, with its loan.
	const repayments = await api<{ data: Row[] }>(
		request,
		'/transactions?type_is=financing_paydown&pagesize=5'
	);
	const repayment = repayments.data.find((r) => r.payment_intent_id)!;
	await page.goto(details(repayment.payment_intent_id));
	const loan = page
		.locator('.wcpay-payment-details__list')
		.getByRole('link', { name: /^flxln_|^\w+/ })
		.last();
	// The repayment withheld from the sale comes off its net.
	const sale = await api<
		Charge & { balance_transaction: { net: number; currency: string }; paydown: { amount: number } }
	>(request, `/charges/${repayment.charge_id}`);
	expect(sale.amount_refunded).toBe(0);
	const withheld = Math.abs(sale.paydown.amount);
	const money = (minor: number) =>
		`${minor < 0 ? '-' : ''}$${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
	const breakdownRow = (label: string) =>
		page
			.locator('.wcpay-payment-details__breakdown .wcpay-payment-details__row')
			.filter({ hasText: label })
			.locator('dd');
	expect(sale.balance_transaction.currency).toBe('usd');
	await expect(breakdownRow('Loan repayment')).toHaveText(money(-withheld));
	await expect(breakdownRow('Net')).toHaveText(money(sale.balance_transaction.net - withheld));
	await expect(page.locator('.wcpay-payment-details__loan-status')).toHaveText(/Active|Paid off/);
	const loanHref = new URL((await loan.getAttribute('href'))!, 'http://x');
	expect(loanHref.searchParams.get('loan_id_is')).toBeTruthy();
	expect(loanHref.searchParams.get('filter')).toBe('advanced');
	expect(loanHref.searchParams.get('type')).toBe('charge');

	expect((await request.patch('/__mock/site', { data: { allowTracking: true } })).ok()).toBe(true);
	await page.goto(details(c.payment_intent, { status_is: 'review', type_is: 'order_details' }));
	await expect(page.locator('.wcpay-payment-details__summary')).toBeVisible();
	await expect(page).not.toHaveURL(/status_is|type_is/);
	await expect(page).toHaveURL(new RegExp(`id=${c.payment_intent}`));
	await expect
		.poll(async () => {
			const events = (await (await request.get('/__mock/events')).json()) as Array<{
				name: string;
				properties: Record<string, unknown>;
			}>;
			return events.find((e) => e.name === 'wcpay_fraud_protection_order_details_link_clicked')
				?.properties;
		})
		.toMatchObject({ status: 'review', type: 'order_details' });
});

test('a payment in another currency, refunded in full: the breakdown stays in the balance currency', async ({
	page,
	request,
}) => {
	const c = await refundable(request, 0, 'eur');
	await page.goto(details(c.payment_intent));
	const breakdown = page.locator('.wcpay-payment-details__breakdown');
	await expect(breakdown).toContainText('Amount');
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await page.getByRole('menuitem', { name: 'Refund in full' }).click();
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await dialog.getByRole('button', { name: 'Refund transaction' }).click();
	await expect(chip(page)).toHaveText('Refunded');
	const after = await api<
		Charge & { balance_transaction: { amount: number; fee: number; currency: string } }
	>(request, `/charges/${c.id}`);
	const usd = (minor: number) =>
		`${minor < 0 ? '-' : ''}$${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
	const row = (label: string) =>
		breakdown.locator('.wcpay-payment-details__row').filter({ hasText: label }).locator('dd');
	await expect(row('Refunded')).toHaveText(usd(-after.balance_transaction.amount));
	await expect(row('Net')).toHaveText(usd(-after.balance_transaction.fee));
	await expect(breakdown).not.toContainText('€');
});

test('Partial refund goes to the order, whose refund form refunds part; the details follow', async ({
	page,
	request,
}) => {
	const c = await refundable(request, 2);
	await page.goto(details(c.payment_intent));
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await page.getByRole('menuitem', { name: 'Partial refund' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit order #${c.order!.number}`);
	await page.getByLabel(/Refund amount/).fill('0.10');
	await page.getByRole('button', { name: 'Refund via WooPayments' }).click();
	await expect(page.getByRole('status')).toContainText('issued via WooPayments');
	await page.goto(details(c.payment_intent));
	await expect(chip(page)).toHaveText('Partial refund');
	await expect(page.locator('.wcpay-payment-details__breakdown')).toContainText('Refunded');
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await expect(page.getByRole('menuitem', { name: 'Refund in full' })).toHaveCount(0);
});

test('a payment without an order: the notice and its Refund button', async ({ page, request }) => {
	const rows = await api<{ data: (Row & { order: unknown })[] }>(
		request,
		'/transactions?type_is=charge&channel_is=in_person&pagesize=20&sort=date&direction=asc'
	);
	const row = rows.data.find((r) => r.order === null)!;
	await page.setViewportSize({ width: 480, height: 900 });
	await page.goto(details(row.payment_intent_id));
	const noOrder = page.locator('.wcpay-payment-details__no-order');
	await expect(noOrder).toContainText('This transaction is not connected to order.');
	await expectAccessible(page);
	await page.getByRole('button', { name: 'Transaction actions' }).click();
	await expect(page.getByRole('menuitem', { name: 'Partial refund' })).toHaveCount(0);
	await page.keyboard.press('Escape');
	await noOrder.getByRole('button', { name: 'Refund' }).click();
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await dialog.getByRole('button', { name: 'Refund transaction' }).click();
	await expect(notice(page, `Refunded payment #${row.payment_intent_id}.`)).toBeVisible();
	await expect(chip(page)).toHaveText('Refunded');
	await expect(noOrder.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});

test('every kind of payment row opens its details', async ({ page }) => {
	for (const type of ['charge', 'refund', 'dispute', 'financing_paydown', 'payment_failure_refund']) {
		await page.goto(adminUrl('/payments/transactions', { filter: 'advanced', type_is: type }));
		const link = page
			.locator('.woocommerce-table__table tbody tr:has(td)')
			.first()
			.locator('a[href*="transactions%2Fdetails"], a[href*="transactions/details"]')
			.first();
		await link.click();
		await expect(page.locator('.wcpay-payment-details__summary'), type).toBeVisible();
		await expect(page.getByText('Payment details not loaded')).toHaveCount(0);
	}
});

test('the payments navigation and, in test mode, the details-view banner', async ({ page, request }) => {
	const c = await refundable(request);
	await page.goto(details(c.payment_intent));
	const nav = page.getByRole('navigation', { name: 'Payments pages' });
	await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
	await expect(
		page.locator('.components-notice').filter({ hasText: 'this is a test payment' })
	).toHaveCount(0);
	await request.patch('/__mock/settings', { data: { is_test_mode_enabled: true } });
	await page.goto(details(c.payment_intent));
	await expect(
		page.locator('.components-notice').filter({ hasText: 'this is a test payment' })
	).toBeVisible();
	await nav.getByRole('link', { name: 'Payouts' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payouts');
});

test('refund in full by keyboard alone', async ({ page, request }) => {
	const c = await refundable(request, 3);
	await page.goto(details(c.payment_intent));
	const menu = page.getByRole('button', { name: 'Transaction actions' });
	await menu.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('menuitem', { name: 'Refund in full' })).toBeFocused();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await expect(dialog).toBeVisible();
	// Escape closes it and gives focus back to the menu that opened it.
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	await expect(menu).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('menuitem', { name: 'Refund in full' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(dialog).toBeVisible();
	const reason = dialog.getByLabel('Refund reason');
	await reason.focus();
	await reason.selectOption('duplicate');
	await page.keyboard.press('Tab');
	await page.keyboard.press('Tab');
	await expect(dialog.getByRole('button', { name: 'Refund transaction' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(notice(page, `Refunded payment #${c.payment_intent}.`)).toBeVisible();
	await expect(page.locator('.wcpay-payment-details__amount')).toBeFocused();
});

test('uncaptured tab: a capture by keyboard never leaves focus on another order; an emptied last page goes back one', async ({
	page,
	request,
}) => {
	await page.goto(adminUrl('/payments/transactions', { tab: 'uncaptured-page', per_page: '5' }));
	const captures = page.getByRole('button', { name: /^Capture payment for order/ });
	await expect(captures.first()).toBeVisible();
	const third = captures.nth(2);
	const name = (await third.getAttribute('aria-label')) ?? (await third.textContent()) ?? '';
	await third.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('button', { name })).toHaveCount(0);
	// Focus is on the table's title, not on the button of the order that moved up.
	await expect(page.locator('.wcpay-uncaptured-table .wcpay-table-card__title')).toBeFocused();
	await page.keyboard.press('Enter');
	const posts = (await (await request.get('/__mock/requests')).json()) as Array<{
		method: string;
		path: string;
	}>;
	expect(
		posts.filter((r) => r.method === 'POST' && r.path.endsWith('/capture_authorization'))
	).toHaveLength(1);

	// The last page, emptied by a capture, gives way to the page before it: with one page size fewer than
	// the authorizations, page 2 holds one row.
	const { count } = await api<{ count: number }>(request, '/authorizations/summary');
	expect(count).toBeGreaterThan(2);
	const size = String(count - 1);
	await page.goto(
		adminUrl('/payments/transactions', { tab: 'uncaptured-page', per_page: size, paged: '2' })
	);
	await expect(captures).toHaveCount(1);
	await captures.first().click();
	await expect(page).not.toHaveURL(/paged=/);
	await expect(captures).toHaveCount(count - 1);
	await expect(page.getByText('No uncaptured transactions.')).toHaveCount(0);
});

test('uncaptured tab: authorizations past their capture-by date read "(expired)" and offer only Cancel', async ({
	page,
	request,
}) => {
	// A store seeded ten days ago: every authorization is older than its 7-day window.
	const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
	expect(
		(
			await request.post('/__mock/reset', {
				data: { scenario: 'established', seed: 1, now: tenDaysAgo },
			})
		).ok()
	).toBe(true);
	await request.patch('/__mock/page-settings', {
		data: { featureFlags: { isAuthAndCaptureEnabled: true } },
	});
	await page.goto(adminUrl('/payments/transactions', { tab: 'uncaptured-page' }));
	const rows = page.locator('.wcpay-uncaptured-table tbody tr:has(td)');
	await expect(rows.first()).toBeVisible();
	const n = await rows.count();
	await expect(rows.filter({ hasText: '(expired)' })).toHaveCount(n);
	await expect(page.getByRole('button', { name: /^Capture payment for order/ })).toHaveCount(0);
	await expect(page.getByRole('button', { name: /^Cancel authorization for order/ })).toHaveCount(n);
});
