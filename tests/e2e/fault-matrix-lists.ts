/**
 * More of the fault matrix's table (tests/e2e/fault-matrix-cases.ts): the lists' background reads and the
 * reads behind a click. A failed list summary (payouts, transactions, uncaptured, blocked, documents; the
 * disputes summary keeps its catalogue notice too) shows 'The totals could not be loaded.' where the
 * summary line goes, with a Retry that reads it again; the rows stay (and the Uncaptured tab reads plain
 * 'Uncaptured', never '...' for ever). A failed suggestion fetch says 'Suggestions could not be loaded.'
 * under the search box and in the open list, and keeps the typed text; typing again asks again, and axe
 * runs while the suggestion list is open (option ids from values with spaces). The payment details by
 * charge id and by order number show 'Payment details not loaded' with a Retry. A failed document
 * download says so with a Retry and the page stays (never the server's raw error answer).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FaultCase } from './fault-matrix-cases';
import { visibleText } from './fault-matrix-cases';
import { adminUrl, expectAccessible, notice, paymentsGet } from './helpers';

const P = '/wc/v3/payments';
const TOTALS_FAILED = 'The totals could not be loaded.';
const at = (url: string) => () => Promise.resolve(url);

async function flags(request: APIRequestContext, featureFlags: Record<string, boolean>) {
	expect((await request.patch('/__mock/page-settings', { data: { featureFlags } })).ok()).toBe(true);
}

const rows = (page: Page) => page.locator('tbody tr:has(td)');
const summaryRetry = (page: Page) =>
	page.locator('.wcpay-table-summary.is-failed').getByRole('button', { name: 'Retry' });

/**
 * A list whose summary fails on load: the message where the summary line goes (axe in that state), the
 * rows kept; the line's Retry reads it again and the summary (`summaryLabel`) shows.
 */
function summaryCase(
	route: string,
	title: string,
	open: (request: APIRequestContext) => Promise<string>,
	summaryLabel: string,
	extra: Partial<FaultCase> = {}
): FaultCase {
	const [method, pattern] = route.split(' ');
	return {
		route,
		method,
		fault: pattern,
		title,
		open,
		message: TOTALS_FAILED,
		kept: async (page) => {
			await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
			await expect(summaryRetry(page)).toBeVisible();
			await expectAccessible(page);
		},
		retry: (page) => summaryRetry(page).click(),
		success: async (page) => {
			await expect(page.getByRole('list', { name: summaryLabel })).toBeVisible({ timeout: 20_000 });
			await expect(visibleText(page, TOTALS_FAILED)).toHaveCount(0);
			await expect(rows(page).first()).toBeVisible();
		},
		...extra,
	};
}

const SUGGESTIONS_FAILED = 'Suggestions could not be loaded.';

/**
 * A search box whose suggestions fail: the message under the box, the typed text kept; typing again asks
 * again and the suggestions show, checked with axe while the list is open and an option with spaces in
 * its value is active.
 */
function suggestionsCase(
	route: string,
	title: string,
	url: string,
	boxName: string,
	term: string,
	option: RegExp,
	open?: (request: APIRequestContext) => Promise<void>
): FaultCase {
	const box = (page: Page) => page.getByRole('combobox', { name: boxName });
	const [method, pattern] = route.split(' ');
	return {
		route,
		method,
		fault: pattern,
		title,
		open: async (request) => {
			await open?.(request);
			return url;
		},
		fill: (page) => expect(rows(page).first()).toBeVisible({ timeout: 20_000 }),
		act: async (page) => {
			await box(page).click();
			await box(page).pressSequentially(term);
		},
		message: SUGGESTIONS_FAILED,
		// Under the box, and under the free-text option of the open list.
		sayings: 2,
		kept: async (page) => {
			await expect(box(page)).toHaveValue(term);
			// The typed text can still be searched as it is; the open list says what failed too.
			const freeText = page.getByRole('option', { name: new RegExp(`include ${term}`) });
			await expect(freeText).toBeVisible();
			await expect(freeText).toContainText(SUGGESTIONS_FAILED);
			await expectAccessible(page);
		},
		// Typing again asks again (a failure is not cached).
		retry: async (page) => {
			await box(page).press('Backspace');
			await box(page).pressSequentially(term.slice(-1));
		},
		success: async (page) => {
			await expect(box(page)).toHaveValue(term);
			await expect(page.getByRole('option', { name: option }).first()).toBeVisible({ timeout: 20_000 });
			await expect(visibleText(page, SUGGESTIONS_FAILED)).toHaveCount(0);
			// The free-text option, then the first suggestion (a value with spaces) active: each time the
			// combobox names the highlighted option's id (axe: aria-valid-attr-value).
			await box(page).press('ArrowDown');
			await expect(
				page.getByRole('option', { selected: true, name: new RegExp(`include ${term}`) })
			).toBeVisible();
			await expectAccessible(page);
			await box(page).press('ArrowDown');
			await expect(box(page)).toHaveAttribute('aria-activedescendant', /%20/);
			const active = await box(page).getAttribute('aria-activedescendant');
			await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
			await expectAccessible(page);
		},
	};
}

/** A captured charge with an order (its charge id and order number). */
async function chargeWithOrder(request: APIRequestContext): Promise<{ id: string; order: number }> {
	const { data } = await paymentsGet<{ data: { charge_id: string }[] }>(
		request,
		'/transactions?type_is=charge&pagesize=20'
	);
	for (const row of data) {
		const c = await paymentsGet<{ id: string; order: { number: number } | null }>(
			request,
			`/charges/${row.charge_id}`
		);
		if (c.order) {
			return { id: c.id, order: c.order.number };
		}
	}
	throw new Error('no charge with an order');
}

const taxInvoice = (page: Page) =>
	rows(page)
		.first()
		.getByRole('link', { name: /^Download Tax Invoice of / });

export const LIST_FAULTS: FaultCase[] = [
	// List summaries: the message where the summary line goes, with a Retry; the rows stay.
	summaryCase(
		`GET ${P}/deposits/summary`,
		`GET ${P}/deposits/summary on the payouts list`,
		at(adminUrl('/payments/payouts')),
		'Summary of these payouts'
	),
	summaryCase(
		`GET ${P}/transactions/summary`,
		`GET ${P}/transactions/summary on the transactions list`,
		at(adminUrl('/payments/transactions')),
		'Summary of these transactions'
	),
	summaryCase(
		`GET ${P}/authorizations/summary`,
		`GET ${P}/authorizations/summary on the uncaptured tab (count and summary line)`,
		async (request) => {
			await flags(request, { isAuthAndCaptureEnabled: true });
			// Manual capture on: the tab shows whatever the summary answers.
			expect(
				(await request.patch('/__mock/settings', { data: { is_manual_capture_enabled: true } })).ok()
			).toBe(true);
			return adminUrl('/payments/transactions', { tab: 'uncaptured-page' });
		},
		'Summary of the uncaptured transactions',
		{
			kept: async (page) => {
				await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
				// The count is not known: plain 'Uncaptured', not '...' for ever.
				await expect(page.getByRole('tab', { name: 'Uncaptured', exact: true })).toBeVisible();
				await expect(page.getByRole('tab', { name: /Uncaptured \(/ })).toHaveCount(0);
				await expect(summaryRetry(page)).toBeVisible();
				await expectAccessible(page);
			},
			success: async (page) => {
				await expect(
					page.getByRole('list', { name: 'Summary of the uncaptured transactions' })
				).toBeVisible({ timeout: 20_000 });
				await expect(page.getByRole('tab', { name: /^Uncaptured \(\d+\)$/ })).toBeVisible();
				await expect(visibleText(page, TOTALS_FAILED)).toHaveCount(0);
			},
		}
	),
	summaryCase(
		`GET ${P}/transactions/fraud-outcomes/summary`,
		`GET ${P}/transactions/fraud-outcomes/summary on the blocked tab`,
		at(adminUrl('/payments/transactions', { tab: 'blocked-page' })),
		'Summary of the blocked transactions'
	),
	summaryCase(
		`GET ${P}/disputes/summary`,
		`GET ${P}/disputes/summary on the disputes list (catalogue notice and the inline Retry)`,
		at(adminUrl('/payments/disputes')),
		'Summary of these disputes',
		{
			kept: async (page) => {
				await expect(notice(page, 'Error retrieving the summary of disputes.')).toBeVisible();
				await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
				await expect(summaryRetry(page)).toBeVisible();
			},
		}
	),
	summaryCase(
		`GET ${P}/documents/summary`,
		`GET ${P}/documents/summary on the documents list`,
		at(adminUrl('/payments/documents')),
		'Summary of these documents'
	),
	// Search suggestions: the message under the box; the typed text stays.
	suggestionsCase(
		`GET ${P}/transactions/search`,
		'transactions search suggestions keep the typed text',
		adminUrl('/payments/transactions'),
		'Search by order number, customer name, or billing email',
		'Bernard',
		/Bernard .*@/
	),
	suggestionsCase(
		`GET ${P}/transactions/fraud-outcomes/search`,
		'blocked search suggestions keep the typed text',
		adminUrl('/payments/transactions', { tab: 'blocked-page' }),
		'Search by order number or customer name',
		'Sophia',
		/^Sophia García$/
	),
	// Payment details by charge id and by order number.
	{
		route: `GET ${P}/charges/(?P<id>[^/]+)`,
		method: 'GET',
		fault: `${P}/charges/ch_[^/]+`,
		title: `GET ${P}/charges/{id} on the payment details of a charge id`,
		open: async (request) =>
			adminUrl('/payments/transactions/details', { id: (await chargeWithOrder(request)).id }),
		message: 'Payment details not loaded',
		kept: async (page) => {
			await expect(page.getByRole('link', { name: 'View all transactions' })).toBeVisible();
			await expectAccessible(page);
		},
		retry: (page) => page.getByRole('button', { name: 'Retry' }).click(),
		success: async (page) => {
			await expect(page.locator('.wcpay-payment-details__summary:not(.is-loading)')).toBeVisible({
				timeout: 20_000,
			});
			await expect(visibleText(page, 'Payment details not loaded')).toHaveCount(0);
		},
	},
	{
		route: `GET ${P}/charges/order/(?P<order_id>[^/]+)`,
		method: 'GET',
		fault: `${P}/charges/order/\\d+`,
		title: `GET ${P}/charges/order/{order} on the payment details of an order number`,
		open: async (request) =>
			adminUrl('/payments/transactions/details', {
				id: String((await chargeWithOrder(request)).order),
			}),
		message: 'Payment details not loaded',
		kept: (page) => expect(page.getByRole('link', { name: 'View all transactions' })).toBeVisible(),
		retry: (page) => page.getByRole('button', { name: 'Retry' }).click(),
		success: async (page) => {
			// The order number is replaced by the payment's own id, and its details show.
			await expect(page).toHaveURL(/id=(pi|ch)_/, { timeout: 20_000 });
			await expect(visibleText(page, 'Payment details not loaded')).toHaveCount(0);
		},
	},
	// Document download: fetched first, so a failure says so and the page stays.
	{
		route: `GET ${P}/documents/(?P<id>[^/]+)`,
		method: 'GET',
		fault: `${P}/documents/doc_[^/]+`,
		title: 'document download says what failed and stays on the page',
		open: async (request) => {
			// Tax data submitted: the download starts at once (no tax-details step).
			await request.patch('/__mock/account', { data: { hasSubmittedVatData: true } });
			return adminUrl('/payments/documents');
		},
		fill: (page) => expect(taxInvoice(page)).toBeVisible({ timeout: 20_000 }),
		act: (page) => taxInvoice(page).click(),
		message: 'The document could not be downloaded.',
		kept: async (page) => {
			// The page stays: no raw error answer, the list still there.
			expect(page.url()).toContain('path=%2Fpayments%2Fdocuments');
			await expect(taxInvoice(page)).toBeVisible();
			await expectAccessible(page);
		},
		retry: async (page) => {
			const file = page.waitForEvent('download', { timeout: 30_000 });
			await notice(page, 'The document could not be downloaded.')
				.getByRole('button', { name: 'Retry' })
				.click();
			expect((await file).suggestedFilename()).toMatch(/^vat_invoice-doc_.+\.pdf$/);
		},
		success: (page) => expect(visibleText(page, 'The document could not be downloaded.')).toHaveCount(0),
	},
];
