/**
 * The payment details timeline (spec 002 §2.1, §3.6, §4.4, §8, §9) on payments of each kind from the seed: a
 * charge with its payout (fee breakdown, net, payout date and link), a refund made now, a disputed payment
 * (challenge link) and a won one, a multi-currency payment with its exchange rate, an account with tax on
 * its fees, a payment held for review then approved (reviewer link), one blocked by the rules, and the
 * load error, and a loan repayment withheld from a sale. Axe on each, at 480 px too.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, reset, trackPageErrors } from './helpers';

const details = (id: string) => adminUrl('/payments/transactions/details', { id });

async function nonce(request: APIRequestContext): Promise<string> {
	return (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
}

async function api<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
	const headers = { 'X-WP-Nonce': await nonce(request) };
	const url = `/wp-json/wc/v3/payments${path}`;
	const res =
		data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
	expect(res.ok()).toBe(true);
	return (await res.json()) as T;
}

type Row = {
	payment_intent_id: string;
	charge_id: string;
	deposit_id: string | null;
	customer_amount: number;
	amount: number;
	fees: number;
};

const event = (page: Page, type: string) => page.locator(`[data-event-type="${type}"]`);

test.beforeEach(async ({ request }) => {
	await reset(request);
	await request.patch('/__mock/page-settings', { data: { featureFlags: { paymentTimeline: true } } });
});

test('a charge with a payout: capture, fee breakdown, net, payout date and link; markers are decorative', async ({
	page,
	request,
}) => {
	const errors = trackPageErrors(page);
	const rows = await api<{ data: Row[] }>(
		request,
		'/transactions?type_is=charge&channel_is=online&store_currency_is=usd&customer_currency_is=usd&pagesize=50'
	);
	const row = rows.data.find((r) => r.deposit_id) as Row;
	await page.goto(details(row.payment_intent_id));
	const captured = event(page, 'captured');
	await expect(captured).toContainText('was successfully charged.');
	await expect(captured).toContainText('Base fee: 2.9% + $0.30');
	await expect(captured).toContainText(`Fee: -$${(row.fees / 100).toFixed(2)}`);
	await expect(captured).toContainText(/Net: \$[\d,]+\.\d\d/);
	await expect(captured).toContainText(/Included in the payout on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
	const link = captured.getByRole('link', { name: 'View payout' });
	await expect(link).toHaveAttribute(
		'href',
		new RegExp(`path=%2Fpayments%2Fpayouts%2Fdetails&id=${row.deposit_id}`)
	);
	await expect(page.locator('.wcpay-timeline__marker[aria-hidden="true"] svg')).toHaveCount(
		await page.locator('.wcpay-timeline__event').count()
	);
	await expect(page.locator('.wcpay-timeline__event').first()).toContainText('was started.');
	await expectAccessible(page);
	await link.click();
	await expect(page).toHaveURL(new RegExp(`id=${row.deposit_id}`));
	expect(errors).toEqual([]);
});

test('a refund made now shows its reason and no payout yet; an older refund and a refund failure read', async ({
	page,
	request,
}) => {
	const rows = await api<{ data: Row[] }>(
		request,
		'/transactions?type_is=charge&store_currency_is=usd&customer_currency_is=usd&pagesize=100'
	);
	let target: { id: string; payment_intent: string; amount: number } | undefined;
	for (const row of rows.data) {
		const charge = await api<{
			id: string;
			payment_intent: string;
			amount: number;
			amount_refunded: number;
			dispute: unknown;
		}>(request, `/charges/${row.charge_id}`);
		if (!charge.dispute && charge.amount_refunded === 0) {
			target = charge;
			break;
		}
	}
	expect(target).toBeTruthy();
	const t = target as { id: string; payment_intent: string; amount: number };
	await api(request, '/refund/', { charge_id: t.id, amount: 100, reason: 'requested_by_customer' });
	await page.goto(details(t.payment_intent));
	const refund = event(page, 'partial_refund');
	await expect(refund).toContainText('$1.00 was refunded.');
	await expect(refund).toContainText('Reason: Requested by customer');
	await expect(refund).toContainText('Not yet included in a payout.');

	const failures = await api<{ data: Row[] }>(request, '/transactions?type_is=refund_failure');
	await page.goto(details(failures.data[0].payment_intent_id));
	await expect(event(page, 'refund_failed')).toContainText(
		/The refund of .+ failed due to the card being (expired or canceled|lost or stolen)\./
	);
	await expect(event(page, 'refund_failed')).toContainText('was returned to your balance.');
	await expectAccessible(page);
});

test('a disputed payment links its dispute; a won dispute returns the money; an inquiry withdrew nothing', async ({
	page,
	request,
}) => {
	type Dispute = { dispute_id: string; payment_intent_id: string; status: string };
	const disputes = (await api<{ data: Dispute[] }>(request, '/disputes?pagesize=50')).data;
	const open = disputes.find((d) => d.status === 'needs_response') as Dispute;
	await page.goto(details(open.payment_intent_id));
	const opened = event(page, 'dispute_needs_response');
	await expect(opened).toContainText('The payment was disputed;');
	await expect(opened).toContainText(/Dispute fee: -[$€£][\d.,]+/);
	const link = opened.getByRole('link', { name: 'View dispute' });
	await expect(link).toHaveAttribute(
		'href',
		new RegExp(`path=%2Fpayments%2Fdisputes%2Fchallenge&id=${open.dispute_id}$`)
	);
	await expectAccessible(page);

	const won = disputes.find((d) => d.status === 'won') as Dispute;
	await page.goto(details(won.payment_intent_id));
	await expect(event(page, 'dispute_in_review')).toContainText('Evidence was submitted');
	await expect(event(page, 'dispute_won')).toContainText('The dispute was won;');
	await expect(event(page, 'dispute_won')).toContainText('Dispute fee returned:');

	const inquiry = disputes.find((d) => d.status === 'warning_closed') as Dispute;
	await page.goto(details(inquiry.payment_intent_id));
	await expect(event(page, 'dispute_needs_response')).toContainText('No funds were withdrawn.');
	await expect(event(page, 'dispute_warning_closed')).toContainText('The inquiry was closed.');
});

test('a multi-currency payment shows its exchange rate and conversion fee; tax on fees for a GB account; 480 px', async ({
	page,
	request,
}) => {
	const rows = await api<{ data: Row[] }>(
		request,
		'/transactions?type_is=charge&channel_is=online&store_currency_is=usd&customer_currency_is=eur&pagesize=5'
	);
	const row = rows.data[0];
	await page.setViewportSize({ width: 480, height: 900 });
	await page.goto(details(row.payment_intent_id));
	const captured = event(page, 'captured');
	await expect(captured).toContainText('€');
	// The host's currency data writes euros after the amount ("19.79 €").
	await expect(captured).toContainText(/[\d,.]+ € → \$[\d,]+\.\d\d: 1\.0\d{4} USD\/EUR/);
	await expect(captured).toContainText('Currency conversion fee: 1%');
	await expectAccessible(page);

	await request.patch('/__mock/account', { data: { country: 'GB' } });
	await page.reload();
	await expect(event(page, 'captured')).toContainText(/UK VAT \(20\.00%\): -\$\d+\.\d\d/);
	await expect(event(page, 'captured')).toContainText(/Fee before tax: -\$\d+\.\d\d/);
});

test('a payment held for review, then approved: the rules, the reviewer linked to their user', async ({
	page,
	request,
}) => {
	type Held = { payment_intent: { id: string }; order_id: number };
	const held = (await api<{ data: Held[] }>(request, '/transactions/fraud-outcomes?status=review')).data[0];
	await page.goto(details(held.payment_intent.id));
	const review = event(page, 'fraud_outcome_review');
	await expect(review).toContainText('The payment was held for review by your fraud protection settings.');
	await expect(review).toContainText(/: placed in review$/);
	await expect(event(page, 'authorized')).toContainText('was authorized.');
	await expectAccessible(page);

	await api(request, `/orders/${held.order_id}/capture_authorization`, {
		payment_intent_id: held.payment_intent.id,
	});
	await page.reload();
	const approved = event(page, 'fraud_outcome_manual_approve');
	await expect(approved).toContainText('The payment was approved after review.');
	await expect(approved.getByRole('link', { name: 'ada' })).toHaveAttribute(
		'href',
		/user-edit\.php\?user_id=1$/
	);
	await expect(event(page, 'captured')).toContainText('Not yet included in a payout.');
	await expectAccessible(page);
});

test('a loan repayment withheld from a sale links the loan’s payments', async ({ page, request }) => {
	type Repayment = { payment_intent_id: string | null; amount: number; loan_id: string | null };
	const repayments = await api<{ data: Repayment[] }>(
		request,
		'/transactions?type_is=financing_paydown&pagesize=5'
	);
	const repayment = repayments.data.find((r) => r.payment_intent_id && r.loan_id) as Repayment;
	expect(repayment).toBeTruthy();
	await page.goto(details(repayment.payment_intent_id as string));
	const paydown = event(page, 'financing_paydown').first();
	await expect(paydown).toContainText(
		`$${(-repayment.amount / 100).toFixed(2)} was withheld from this payment to repay your loan.`
	);
	const link = paydown.getByRole('link', { name: `View the payments of loan ${repayment.loan_id}` });
	const href = new URL((await link.getAttribute('href')) as string, 'http://x');
	expect(href.searchParams.get('path')).toBe('/payments/transactions');
	expect(href.searchParams.get('type')).toBe('charge');
	expect(href.searchParams.get('filter')).toBe('advanced');
	expect(href.searchParams.get('loan_id_is')).toBe(repayment.loan_id);
	await expectAccessible(page);
});

test('a payment blocked by the rules, a canceled authorization, and the load error', async ({
	page,
	request,
}) => {
	const blocked = (
		await api<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=block'
		)
	).data[0];
	await page.goto(details(blocked.payment_intent.id));
	const block = event(page, 'fraud_outcome_block');
	await expect(block).toContainText('The payment was blocked by your fraud protection settings.');
	await expect(block).toContainText(/: blocked$/);
	await expect(event(page, 'authorized')).toHaveCount(0);
	await expectAccessible(page);

	type Auth = { payment_intent_id: string; order_id: number; amount: number };
	const auth = (await api<{ data: Auth[] }>(request, '/authorizations?pagesize=50')).data.find(
		(a) => a.amount >= 50
	) as Auth;
	await api(request, `/orders/${auth.order_id}/cancel_authorization`, {
		payment_intent_id: auth.payment_intent_id,
	});
	await page.goto(details(auth.payment_intent_id));
	await expect(event(page, 'authorization_voided')).toContainText(/The authorization of .+ was canceled\./);

	await addFault(request, {
		method: 'GET',
		path: '/wc/v3/payments/timeline/.*',
		status: 500,
		code: 'internal_error',
		message: 'boom',
		times: 5,
	});
	await page.reload();
	await expect(page.getByText('Error while loading timeline')).toBeVisible();
	await expect(page.locator('.wcpay-payment-details__summary')).toBeVisible();
});
