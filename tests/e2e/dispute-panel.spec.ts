/**
 * The dispute section of payment details (spec 002 §2.1, §4.2, §8): the action panel of a dispute that needs
 * a response (challenge link, accept behind its confirmation → lost, the notice, the footer), an inquiry's
 * refund through its order, the footers of the other statuses, and a failed accept.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, notice, reset } from './helpers';

type Dispute = {
	id: string;
	status: string;
	payment_intent_id: string | null;
	charge_id: string;
	order: { number: number; url: string } | null;
};

async function disputes(request: APIRequestContext, status: string): Promise<Dispute[]> {
	const nonce = (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
	const res = await request.get(`/wp-json/wc/v3/payments/disputes?status_is=${status}&pagesize=50`, {
		headers: { 'X-WP-Nonce': nonce },
	});
	expect(res.ok()).toBe(true);
	return ((await res.json()) as { data: Dispute[] }).data;
}

const openPayment = (page: Page, d: Dispute) =>
	page.goto(adminUrl('/payments/transactions/details', { id: d.payment_intent_id ?? d.charge_id }));
const chip = (page: Page) => page.locator('.wcpay-payment-details__headline .wcpay-status-chip');
const panel = (page: Page) => page.locator('.wcpay-payment-details__dispute');

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test('a dispute that needs a response: challenge link, accept after confirming, then lost', async ({
	page,
	request,
}) => {
	const [d] = await disputes(request, 'needs_response');
	await openPayment(page, d);
	await expect(chip(page)).toHaveText('Disputed: Needs response');
	await expect(panel(page)).toContainText(
		/Respond by .+ \((\d+ days? left to respond|Last day today|Past due)\)/
	);
	await expect(panel(page).getByRole('link', { name: 'Challenge dispute' })).toHaveAttribute(
		'href',
		new RegExp(`path=%2Fpayments%2Fdisputes%2Fchallenge&id=${d.id}`)
	);
	await panel(page).getByRole('button', { name: 'Accept dispute' }).click();
	const dialog = page.getByRole('dialog', { name: 'Accept the dispute?' });
	await expect(dialog).toContainText('This is final');
	await expectAccessible(page);
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(dialog).toHaveCount(0);
	await expect(chip(page)).toHaveText('Disputed: Needs response');

	await panel(page).getByRole('button', { name: 'Accept dispute' }).click();
	await dialog.getByRole('button', { name: 'Accept dispute' }).click();
	const accepted = d.order
		? `You have accepted the dispute for order #${d.order.number}.`
		: 'You have accepted the dispute.';
	await expect(notice(page, accepted)).toBeVisible();
	await expect(chip(page)).toHaveText('Disputed: Lost');
	await expect(panel(page)).toContainText('You accepted this dispute on');
	await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);
	expect((await disputes(request, 'lost')).map((x) => x.id)).toContain(d.id);
});

test('an inquiry is resolved by a refund through its order', async ({ page, request }) => {
	const [d] = (await disputes(request, 'warning_needs_response')).filter((x) => x.order);
	await openPayment(page, d);
	await expect(chip(page)).toHaveText('Inquiry: Needs response');
	await panel(page).getByRole('button', { name: 'Issue refund' }).click();
	const dialog = page.getByRole('dialog', { name: 'Issue a refund?' });
	await expectAccessible(page);
	await dialog.getByRole('button', { name: 'Issue refund' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit order #${d.order!.number}`);
});

test('the footers of disputes that need no response', async ({ page, request }) => {
	const expectations: Array<[string, RegExp]> = [
		['under_review', /60 days or more/],
		['won', /credited back/],
		['lost', /lost/],
		['warning_closed', /inquiry was closed/],
	];
	for (const [status, text] of expectations) {
		const [d] = await disputes(request, status);
		if (!d) {
			continue;
		}
		await openPayment(page, d);
		await expect(panel(page), status).toContainText(text);
		await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);
	}
	await expectAccessible(page);
});

test('a failed accept says so and keeps the dispute open', async ({ page, request }) => {
	const [d] = await disputes(request, 'needs_response');
	await addFault(request, {
		method: 'POST',
		path: `/wc/v3/payments/disputes/${d.id}/close`,
		status: 500,
		code: 'wcpay_server_error',
		message: 'Server error',
	});
	await openPayment(page, d);
	await panel(page).getByRole('button', { name: 'Accept dispute' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }).click();
	await expect(
		notice(page, 'There has been an error accepting the dispute. Please try again later.')
	).toBeVisible();
	await expect(chip(page)).toHaveText('Disputed: Needs response');
});

test("a dispute that cannot be read keeps the charge's footer and says 'Error retrieving dispute.'", async ({
	page,
	request,
}) => {
	const [d] = await disputes(request, 'won');
	await addFault(request, {
		method: 'GET',
		path: `/wc/v3/payments/disputes/${d.id}`,
		status: 500,
		code: 'wcpay_server_error',
		message: 'Server error',
		times: 1,
	});
	await openPayment(page, d);
	await expect(notice(page, 'Error retrieving dispute.')).toBeVisible();
	await expect(panel(page)).toContainText(/credited back/);
	await expect(chip(page)).toHaveText('Disputed: Won');
});
