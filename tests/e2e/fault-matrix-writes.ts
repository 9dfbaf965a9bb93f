/**
 * More of the fault matrix's table (tests/e2e/fault-matrix-cases.ts): the writes with a form or an action
 * (fraud settings, evidence, dispute accept, refund, capture and cancel, instant payout, exports and their
 * poll, Stripe Billing migration, task options, inbox dismissals, tax details, multi-currency) and the reads
 * of the transactions tabs and the single-currency screen. Each case fills what the merchant types, fails the
 * call, checks the catalogue text (spec 000/001/002 §8, src/utils/errors.ts) and that the input is kept,
 * then retries once the fault clears and checks what shows on success.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FaultCase } from './fault-matrix-cases';
import { adminUrl, notice, paymentsGet, SETTINGS_URL } from './helpers';

const P = '/wc/v3/payments';
const MC = `${P}/multi-currency`;
const MC_URL = '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency';

type Charge = {
	id: string;
	payment_intent: string;
	captured: boolean;
	dispute: unknown;
	amount_refunded: number;
	order: { number: number } | null;
};
type Auth = { payment_intent_id: string; order_id: number; amount: number; created: string };

async function flags(request: APIRequestContext, featureFlags: Record<string, boolean>) {
	expect((await request.patch('/__mock/page-settings', { data: { featureFlags } })).ok()).toBe(true);
}

const details = (id: string) => adminUrl('/payments/transactions/details', { id });

/** The details page of a captured USD charge with an order, no dispute and nothing refunded. */
async function refundablePage(request: APIRequestContext): Promise<string> {
	const rows = await paymentsGet<{ data: { charge_id: string }[] }>(
		request,
		'/transactions?type_is=charge&store_currency_is=usd&customer_currency_is=usd&pagesize=40'
	);
	for (const row of rows.data) {
		const c = await paymentsGet<Charge>(request, `/charges/${row.charge_id}`);
		if (c.captured && !c.dispute && c.amount_refunded === 0 && c.order) {
			return details(c.payment_intent);
		}
	}
	throw new Error('no refundable charge');
}

/** The details page of an uncaptured authorization that is not held for review. */
async function authorizationPage(request: APIRequestContext, skip = 0): Promise<string> {
	await flags(request, { isAuthAndCaptureEnabled: true });
	const auths = (await paymentsGet<{ data: Auth[] }>(request, '/authorizations?pagesize=50')).data;
	const review = (
		await paymentsGet<{ data: { payment_intent: { id: string } }[] }>(
			request,
			'/transactions/fraud-outcomes?status=review'
		)
	).data.map((o) => o.payment_intent.id);
	// A day or more left to capture (the seed's times of day make the oldest expire during the day).
	const fresh = (a: Auth) => Date.parse(`${a.created.replace(' ', 'T')}Z`) > Date.now() - 6 * 86_400_000;
	const open = auths.filter((a) => a.amount >= 50 && fresh(a) && !review.includes(a.payment_intent_id));
	return details(open[skip].payment_intent_id);
}

/** The details page of a payment whose dispute needs a response. */
async function disputedPage(request: APIRequestContext): Promise<string> {
	const { data } = await paymentsGet<{ data: { payment_intent_id: string | null; charge_id: string }[] }>(
		request,
		'/disputes?status_is=needs_response&pagesize=50'
	);
	return details(data[0].payment_intent_id ?? data[0].charge_id);
}

/** The (old-form) evidence screen of a fraudulent dispute awaiting a response. */
async function evidencePage(request: APIRequestContext): Promise<string> {
	await flags(request, { isNewEvidenceSubmissionFormEnabled: false });
	const { data } = await paymentsGet<{ data: { dispute_id: string; reason: string }[] }>(
		request,
		'/disputes?filter=awaiting_response&pagesize=50'
	);
	const d = data.find((x) => x.reason === 'fraudulent') ?? data[0];
	return adminUrl('/payments/disputes/challenge', { id: d.dispute_id });
}

const click = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).click();
const taxDialog = (page: Page) => page.getByRole('dialog', { name: 'Set your tax details' });
const taxInvoice = (page: Page) =>
	page
		.locator('.wcpay-documents__table tbody tr:has(td)')
		.first()
		.getByRole('link', { name: /^Download Tax Invoice of / });
const refundDialog = (page: Page) => page.getByRole('dialog', { name: 'Refund transaction' });
const capture = (page: Page) => page.locator('.wcpay-payment-details__capture');
const inbox = (page: Page) => page.getByTestId('wcpay-inbox');
const dismissFirstNote = async (page: Page) => {
	await inbox(page)
		.getByRole('listitem')
		.first()
		.getByRole('button', { name: 'Dismiss', exact: true })
		.click();
	await page.getByRole('button', { name: 'Yes, dismiss' }).click();
};
const dismissAllNotes = async (page: Page) => {
	await inbox(page).getByRole('button', { name: 'Dismiss all' }).click();
	await page.getByRole('button', { name: 'Yes, dismiss all' }).click();
};
const disputeTask = (page: Page) =>
	page
		.getByRole('list', { name: 'Tasks' })
		.getByRole('listitem')
		.filter({ hasText: /active disputes/ });
const instantPay = (page: Page) => page.getByRole('button', { name: /^Pay out .* now$/ });
const acceptDispute = (page: Page) =>
	page.locator('.wcpay-payment-details__dispute').getByRole('button', { name: 'Accept dispute' });

/** Clicks a control of a confirmation that may still be open, or opens it again first. */
async function confirmAgain(confirm: () => Locator, reopen: () => Promise<void>) {
	if (!(await confirm().isVisible())) {
		await reopen();
	}
	await confirm().click();
}

/** An export from a list's Export button: the retry waits for the file. */
function exportCase(route: string, fault: string, url: string, title: string): FaultCase {
	const exportButton = (page: Page) => page.getByRole('button', { name: 'Export' });
	return {
		route,
		method: 'GET',
		fault,
		title,
		open: () => Promise.resolve(url),
		fill: (page) => expect(page.locator('tbody tr:has(td)').first()).toBeVisible({ timeout: 20_000 }),
		act: (page) => exportButton(page).click(),
		message: 'There was a problem generating your export.',
		retry: async (page) => {
			const file = page.waitForEvent('download', { timeout: 30_000 });
			await exportButton(page).click();
			await file;
		},
		success: (page) => expect(exportButton(page)).toBeEnabled(),
	};
}

export const WRITE_FAULTS: FaultCase[] = [
	// Evidence (old form): save keeps what was typed.
	{
		route: `POST,PUT,PATCH ${P}/disputes/(?P<id>[^/]+)`,
		method: 'POST',
		fault: `${P}/disputes/dp_[^/]+`,
		title: 'evidence save keeps the typed details',
		open: evidencePage,
		fill: async (page) => {
			await page.getByRole('combobox', { name: 'Product type' }).selectOption('offline_service');
			await page.getByRole('textbox', { name: 'Additional details' }).fill('KEPT DETAILS');
		},
		act: click('Save for later'),
		message: 'Failed to save evidence. Boom: the server failed.',
		kept: (page) =>
			expect(page.getByRole('textbox', { name: 'Additional details' })).toHaveValue('KEPT DETAILS'),
		retry: click('Save for later'),
		success: (page) => expect(notice(page, 'Evidence saved!')).toBeVisible(),
	},
	// Dispute accept (payment details).
	{
		route: `POST,PUT,PATCH ${P}/disputes/(?P<id>[^/]+)/close`,
		method: 'POST',
		fault: `${P}/disputes/[^/]+/close`,
		title: 'dispute accept keeps the dispute open',
		open: disputedPage,
		act: async (page) => {
			await acceptDispute(page).click();
			await page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }).click();
		},
		message: 'There has been an error accepting the dispute. Please try again later.',
		kept: (page) => expect(acceptDispute(page)).toBeVisible(),
		retry: (page) =>
			confirmAgain(
				() => page.getByRole('dialog').getByRole('button', { name: 'Accept dispute' }),
				() => acceptDispute(page).click()
			),
		success: (page) => expect(acceptDispute(page)).toHaveCount(0),
	},
	// Refund in full (payment details): the reason chosen is kept.
	{
		route: `POST,PUT,PATCH ${P}/refund/?`,
		method: 'POST',
		fault: `${P}/refund/?`,
		title: 'refund keeps the chosen reason',
		open: refundablePage,
		fill: async (page) => {
			await page.getByRole('button', { name: 'Transaction actions' }).click();
			await page.getByRole('menuitem', { name: 'Refund in full' }).click();
			await refundDialog(page).getByLabel('Refund reason').selectOption('requested_by_customer');
		},
		act: (page) => refundDialog(page).getByRole('button', { name: 'Refund transaction' }).click(),
		message: 'There has been an error refunding the payment #',
		kept: (page) =>
			expect(refundDialog(page).getByLabel('Refund reason')).toHaveValue('requested_by_customer'),
		retry: (page) => refundDialog(page).getByRole('button', { name: 'Refund transaction' }).click(),
		success: (page) => expect(notice(page, 'Refunded payment #')).toBeVisible(),
	},
	// The authorization behind the capture notice (payment details).
	{
		route: `GET ${P}/authorizations/(?P<id>[^/]+)`,
		method: 'GET',
		fault: `${P}/authorizations/pi_[^/]+`,
		title: 'lookup of the authorization behind the capture notice',
		open: (request) => authorizationPage(request, 2),
		message: 'Error retrieving authorization.',
		// The capture notice and its actions stay: they work from the payment's own ids.
		kept: (page) => expect(capture(page).getByRole('button', { name: 'Capture' })).toBeEnabled(),
	},
	// Capture and cancel of an authorization (payment details).
	{
		route: `POST,PUT,PATCH ${P}/orders/(?P<order_id>[^/]+)/capture_authorization`,
		method: 'POST',
		fault: `${P}/orders/[^/]+/capture_authorization`,
		title: 'capture of an authorization',
		open: (request) => authorizationPage(request, 0),
		act: (page) => capture(page).getByRole('button', { name: 'Capture' }).click(),
		message: 'There has been an error capturing the payment for order #',
		kept: (page) => expect(capture(page).getByRole('button', { name: 'Capture' })).toBeEnabled(),
		retry: (page) => capture(page).getByRole('button', { name: 'Capture' }).click(),
		success: (page) => expect(notice(page, 'captured successfully.')).toBeVisible(),
	},
	{
		route: `POST,PUT,PATCH ${P}/orders/(?P<order_id>[^/]+)/cancel_authorization`,
		method: 'POST',
		fault: `${P}/orders/[^/]+/cancel_authorization`,
		title: 'cancel of an authorization',
		open: (request) => authorizationPage(request, 1),
		act: (page) => capture(page).getByRole('button', { name: 'Cancel authorization' }).click(),
		message: 'There has been an error canceling the payment for order #',
		kept: (page) =>
			expect(capture(page).getByRole('button', { name: 'Cancel authorization' })).toBeEnabled(),
		retry: (page) => capture(page).getByRole('button', { name: 'Cancel authorization' }).click(),
		success: (page) => expect(notice(page, 'canceled successfully.')).toBeVisible(),
	},
	// Overview: instant payout, task dismissal, inbox dismissals.
	{
		route: `POST ${P}/deposits`,
		method: 'POST',
		fault: `${P}/deposits`,
		title: 'instant payout',
		open: () => Promise.resolve(adminUrl('/payments/overview')),
		act: async (page) => {
			await page.getByRole('button', { name: 'Instant payout' }).click();
			await instantPay(page).click();
		},
		message: 'Error creating instant payout.',
		retry: (page) =>
			confirmAgain(
				() => instantPay(page),
				() => page.getByRole('button', { name: 'Instant payout' }).click()
			),
		success: (page) => expect(notice(page, 'in transit.')).toBeVisible(),
	},
	{
		route: 'POST,PUT,PATCH /wc-admin/options',
		method: 'POST',
		fault: '/wc-admin/options',
		title: 'task dismissal keeps the task',
		open: () => Promise.resolve(adminUrl('/payments/overview')),
		act: async (page) => {
			await disputeTask(page).getByRole('button', { name: 'Task options' }).click();
			await page.getByRole('menuitem', { name: 'Dismiss' }).click();
		},
		message: 'Error saving option',
		kept: (page) => expect(disputeTask(page)).toBeVisible(),
		success: (page) => expect(disputeTask(page)).toHaveCount(0),
	},
	{
		route: 'POST,PUT,PATCH /wc-analytics/admin/notes/(?P<id>[^/]+)',
		method: 'PUT',
		fault: '/wc-analytics/admin/notes/\\d+',
		title: 'inbox: dismiss one note',
		open: () => Promise.resolve(adminUrl('/payments/overview')),
		act: dismissFirstNote,
		message: 'Message could not be dismissed',
		kept: async (page) => {
			await expect(inbox(page).getByRole('heading', { level: 3 })).toHaveCount(5);
			// The note's buttons work again: the merchant retries in place.
			await expect(
				inbox(page)
					.getByRole('listitem')
					.first()
					.getByRole('button', { name: 'Dismiss', exact: true })
			).toBeEnabled();
		},
		retry: dismissFirstNote,
		success: (page) => expect(notice(page, 'Message dismissed')).toBeVisible(),
	},
	{
		route: 'POST,PUT,PATCH /wc-analytics/admin/notes/batch',
		method: 'PUT',
		fault: '/wc-analytics/admin/notes/batch',
		title: 'inbox: dismiss all',
		open: () => Promise.resolve(adminUrl('/payments/overview')),
		act: dismissAllNotes,
		message: 'Messages could not be dismissed',
		kept: async (page) => {
			await expect(inbox(page).getByRole('heading', { level: 3 })).toHaveCount(5);
			await expect(inbox(page).getByRole('button', { name: 'Dismiss all' })).toBeEnabled();
		},
		retry: dismissAllNotes,
		success: (page) => expect(notice(page, 'All messages dismissed')).toBeVisible(),
	},
	// Exports and their availability poll.
	exportCase(
		`GET,POST ${P}/deposits/download`,
		`${P}/deposits/download`,
		adminUrl('/payments/payouts'),
		'payouts export'
	),
	exportCase(
		`GET ${P}/exports/(?P<id>[^/]+)`,
		`${P}/exports/[^/]+`,
		adminUrl('/payments/payouts'),
		'export availability poll (payouts)'
	),
	exportCase(
		`GET,POST ${P}/transactions/download`,
		`${P}/transactions/download`,
		adminUrl('/payments/transactions'),
		'transactions export'
	),
	exportCase(
		`GET,POST ${P}/disputes/download`,
		`${P}/disputes/download`,
		adminUrl('/payments/disputes'),
		'disputes export'
	),
	// Payment settings: Stripe Billing migration.
	{
		route: `POST,PUT,PATCH ${P}/settings/schedule-stripe-billing-migration`,
		method: 'POST',
		fault: `${P}/settings/schedule-stripe-billing-migration`,
		title: 'Stripe Billing migration',
		open: async (request) => {
			const res = await request.patch('/__mock/settings', {
				data: {
					is_subscriptions_plugin_active: true,
					is_stripe_billing_enabled: false,
					is_migrating_stripe_billing: false,
					stripe_billing_subscription_count: 3,
					stripe_billing_migrated_count: 0,
				},
			});
			expect(res.ok()).toBe(true);
			return SETTINGS_URL;
		},
		act: click('Migrate 3 subscriptions'),
		message: 'Error starting the Stripe Billing migration.',
		retry: click('Migrate 3 subscriptions'),
		success: (page) =>
			expect(page.getByText('Migrating subscriptions: 0 of 3 done.').first()).toBeVisible(),
	},
	// Tax details before a tax invoice download: the VAT check, then the save.
	{
		route: `GET ${P}/vat/(?P<number>[^/]+)`,
		method: 'GET',
		fault: `${P}/vat/[^/]+`,
		title: 'VAT number check keeps the number',
		open: () => Promise.resolve(adminUrl('/payments/documents')),
		fill: async (page) => {
			await taxInvoice(page).click();
			await taxDialog(page).getByRole('checkbox', { name: 'I have a valid VAT Number' }).check();
			await taxDialog(page).getByRole('textbox', { name: 'VAT Number' }).fill('US 123456789');
		},
		act: (page) => taxDialog(page).getByRole('button', { name: 'Continue' }).click(),
		message: 'Boom: the server failed.',
		kept: (page) =>
			expect(taxDialog(page).getByRole('textbox', { name: 'VAT Number' })).toHaveValue('US 123456789'),
		retry: (page) => taxDialog(page).getByRole('button', { name: 'Continue' }).click(),
		success: (page) =>
			expect(taxDialog(page).getByRole('textbox', { name: 'Business name' })).toBeVisible(),
	},
	{
		route: `POST,PUT,PATCH ${P}/vat`,
		method: 'POST',
		fault: `${P}/vat`,
		title: 'tax details save keeps the business name',
		open: () => Promise.resolve(adminUrl('/payments/documents')),
		fill: async (page) => {
			await taxInvoice(page).click();
			await taxDialog(page).getByRole('button', { name: 'Continue' }).click();
			await taxDialog(page).getByRole('textbox', { name: 'Business name' }).fill('KEPT Ltd');
			await taxDialog(page).getByRole('textbox', { name: 'Address' }).fill('1 Main St');
		},
		act: (page) => taxDialog(page).getByRole('button', { name: 'Confirm' }).click(),
		message: 'Boom: the server failed.',
		kept: (page) =>
			expect(taxDialog(page).getByRole('textbox', { name: 'Business name' })).toHaveValue('KEPT Ltd'),
		retry: async (page) => {
			const file = page.waitForEvent('download', { timeout: 30_000 });
			await taxDialog(page).getByRole('button', { name: 'Confirm' }).click();
			await file;
		},
		success: (page) => expect(taxDialog(page)).toHaveCount(0),
	},
	// Multi-currency settings tab.
	{
		route: `POST,PUT,PATCH ${MC}/update-enabled-currencies`,
		method: 'POST',
		fault: `${MC}/update-enabled-currencies`,
		title: 'multi-currency: remove a currency',
		open: () => Promise.resolve(MC_URL),
		act: click('Remove Euro'),
		message: 'Error updating enabled currencies.',
		kept: (page) => expect(page.locator('.wcpay-mc-enabled li')).toHaveCount(3),
		retry: click('Remove Euro'),
		success: (page) => expect(page.locator('.wcpay-mc-enabled li')).toHaveCount(2),
	},
	{
		route: `POST,PUT,PATCH ${MC}/update-settings`,
		method: 'POST',
		fault: `${MC}/update-settings`,
		title: 'multi-currency: store settings save keeps the choice',
		open: () => Promise.resolve(MC_URL),
		fill: (page) => autoSwitch(page).check(),
		act: click('Save changes'),
		message: 'Error saving store settings.',
		kept: (page) => expect(autoSwitch(page)).toBeChecked(),
		retry: click('Save changes'),
		success: (page) => expect(notice(page, 'Store settings saved.')).toBeVisible(),
	},
	{
		route: `POST,PUT,PATCH ${MC}/currencies/(?P<code>[A-Za-z]{3})`,
		method: 'POST',
		fault: `${MC}/currencies/EUR`,
		title: 'multi-currency: one currency save keeps the manual rate',
		open: () => Promise.resolve(`${MC_URL}&currency=EUR`),
		fill: async (page) => {
			await page.getByRole('radio', { name: 'Manual' }).check();
			await page.getByRole('textbox', { name: 'Manual Rate' }).fill('0.95');
		},
		act: click('Save changes'),
		message: 'Error updating currency settings.',
		kept: (page) => expect(page.getByRole('textbox', { name: 'Manual Rate' })).toHaveValue('0.95'),
		retry: click('Save changes'),
		success: (page) => expect(notice(page, 'Currency settings updated.')).toBeVisible(),
	},
	{
		route: `GET ${MC}/currencies/(?P<code>[A-Za-z]{3})`,
		method: 'GET',
		fault: `${MC}/currencies/EUR`,
		title: `GET ${MC}/currencies/{code} on the currency screen`,
		open: () => Promise.resolve(`${MC_URL}&currency=EUR`),
		message: 'Error retrieving single currency settings.',
	},
	// Payment details of a card reader fee.
	{
		route: `GET ${P}/readers/charges/(?P<id>[^/]+)`,
		method: 'GET',
		fault: `${P}/readers/charges/.+`,
		title: `GET ${P}/readers/charges/{id} on a reader fee's details`,
		open: async (request) => {
			const { data } = await paymentsGet<{
				data: { charge_id: string; transaction_id: string }[];
			}>(request, '/transactions?type_is=card_reader_fee&pagesize=1');
			return adminUrl('/payments/transactions/details', {
				id: data[0].charge_id,
				transaction_id: data[0].transaction_id,
				transaction_type: 'card_reader_fee',
			});
		},
		message: 'Readers details not loaded',
	},
	// Transactions tabs.
	{
		route: `GET ${P}/authorizations`,
		method: 'GET',
		fault: `${P}/authorizations`,
		title: `GET ${P}/authorizations on the uncaptured tab`,
		open: async (request) => {
			await flags(request, { isAuthAndCaptureEnabled: true });
			return adminUrl('/payments/transactions', { tab: 'uncaptured-page' });
		},
		message: 'Error retrieving uncaptured transactions.',
	},
	{
		route: `GET ${P}/transactions/fraud-outcomes`,
		method: 'GET',
		fault: `${P}/transactions/fraud-outcomes`,
		title: `GET ${P}/transactions/fraud-outcomes on the blocked tab`,
		open: () => Promise.resolve(adminUrl('/payments/transactions', { tab: 'blocked-page' })),
		message: 'Error retrieving on review transactions.',
	},
];

const autoSwitch = (page: Page) =>
	page.getByRole('checkbox', {
		name: 'Automatically switch customers to their local currency if it has been enabled',
	});
