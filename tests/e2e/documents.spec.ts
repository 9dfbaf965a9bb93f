/**
 * Documents page (spec 001 §2.9, §3.8, §5.3, §7.7, §8): the menu entry opens the page (navigation, title, the
 * Documents tab current); the six seeded tax invoices show as 'Tax Invoice' rows with their periods; a
 * download link is the REST root + documents path + nonce and answers a real PDF; `document_id` and
 * `document_type` in the URL open the document at once; unknown types and invoices without period dates
 * show the spec texts; a failed load shows 'Error retrieving documents.'; a type filter reaches the API;
 * test mode shows the documents banner; axe at desktop and at 480 px.
 */
import { expect, test, type Page } from './fixtures';

import {
	addFault,
	adminUrl,
	expectAccessible,
	expectLastGet,
	lastGet,
	notice,
	paymentsGet,
	reset,
	trackPageErrors,
} from './helpers';

type Document = {
	document_id: string;
	type: string;
	date: string;
	period_from: string | null;
	period_to: string | null;
};

const DOCUMENTS = adminUrl('/payments/documents');
const LIST_REST = '/wc/v3/payments/documents';
const ERROR_TEXT = 'Error retrieving documents.';

const table = (page: Page) => page.locator('.wcpay-documents__table');
/** The body rows of the table (TableCard puts its header row in tbody too). */
const rows = (page: Page) => table(page).locator('tbody tr:has(td)');

async function open(page: Page, query: Record<string, string> = {}) {
	await page.goto(adminUrl('/payments/documents', query));
	await expect(table(page).getByRole('heading', { name: 'Documents' })).toBeVisible();
}

test.describe('documents page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('menu "Documents" opens the page: navigation, rows, summary; axe', async ({ page, request }) => {
		const errors = trackPageErrors(page);
		const { data: documents } = await paymentsGet<{ data: Document[] }>(request, '/documents');
		expect(documents).toHaveLength(6);

		await page.goto(adminUrl('/payments/overview'));
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Documents' })
			.click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)documents/);
		await expect(page).toHaveTitle(/^Documents/);
		await expect(page.getByText('Page not found')).toHaveCount(0);
		const nav = page.getByRole('navigation', { name: 'Payments pages' });
		await expect(nav.locator('[aria-current="page"]')).toHaveText('Documents');
		await expect(page.locator('.wcpay-test-mode-banner')).toHaveCount(0);

		await expect(rows(page)).toHaveCount(6);
		const headers = table(page).locator('thead th, tbody tr:first-child th');
		await expect(headers.filter({ hasText: 'Description' }).first()).toBeVisible();
		const first = rows(page).first();
		await expect(first).toContainText('Tax Invoice');
		const from = new Date(`${documents[0].period_from!.replace(' ', 'T')}Z`);
		const to = new Date(`${documents[0].period_to!.replace(' ', 'T')}Z`);
		const day = (d: Date) =>
			d.toLocaleDateString('en-US', {
				timeZone: 'UTC',
				year: 'numeric',
				month: 'long',
				day: 'numeric',
			});
		await expect(first).toContainText(`Tax invoice for ${day(from)} to ${day(to)}`);
		await expect(page.getByRole('list', { name: 'Summary of these documents' })).toHaveText(
			'6 documents'
		);

		await expectLastGet(request, LIST_REST, {
			page: '1',
			pagesize: '25',
			sort: 'date',
			direction: 'desc',
		});
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('a download link is REST root + path + nonce and answers a real PDF', async ({ page, request }) => {
		// Tax data submitted: no tax-details step before the download (that flow: tax-details.spec.ts).
		await request.patch('/__mock/account', { data: { hasSubmittedVatData: true } });
		const { data: documents } = await paymentsGet<{ data: Document[] }>(request, '/documents');
		await open(page);
		const link = rows(page)
			.first()
			.getByRole('link', { name: /^Download Tax Invoice of / });
		const href = await link.getAttribute('href');
		expect(href).toMatch(
			new RegExp(`^/wp-json/wc/v3/payments/documents/${documents[0].document_id}\\?_wpnonce=\\w+$`)
		);
		const downloadPromise = page.waitForEvent('download');
		await link.click();
		const download = await downloadPromise;
		expect(download.suggestedFilename()).toBe(`vat_invoice-${documents[0].document_id}.pdf`);

		// The same link, fetched with the browser's cookies: a PDF by header and by bytes.
		const res = await page.request.get(href!);
		expect(res.status()).toBe(200);
		expect(res.headers()['content-type']).toBe('application/pdf');
		const body = await res.body();
		expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
		expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
		expect(body.toString('latin1')).toContain(documents[0].document_id);
		// Without the nonce the link is refused.
		expect((await page.request.get(href!.replace(/\?.*$/, ''))).status()).toBe(403);
	});

	test('document_id and document_type in the URL open the document at once', async ({ page, request }) => {
		await request.patch('/__mock/account', { data: { hasSubmittedVatData: true } });
		const { data: documents } = await paymentsGet<{ data: Document[] }>(request, '/documents');
		const id = documents[2].document_id;
		const downloadPromise = page.waitForEvent('download');
		await page.goto(adminUrl('/payments/documents', { document_id: id, document_type: 'vat_invoice' }));
		const download = await downloadPromise;
		expect(download.suggestedFilename()).toBe(`vat_invoice-${id}.pdf`);
		// The document's link was read (the file is fetched first, then offered as a download).
		expect((await lastGet(request, `/wc/v3/payments/documents/${id}`)).status).toBe(200);
		// Same tab: the page stays and lists the documents.
		await expect(rows(page)).toHaveCount(6);
		expect(page.url()).toContain('path=%2Fpayments%2Fdocuments');
	});

	test('only one of document_id / document_type opens nothing', async ({ page }) => {
		let downloads = 0;
		page.on('download', () => downloads++);
		await open(page, { document_id: 'doc_x' });
		await expect(rows(page)).toHaveCount(6);
		await page.waitForTimeout(300);
		expect(downloads).toBe(0);
	});

	test('unknown types and invoices without period dates show the spec texts', async ({ page }) => {
		await page.route(/\/wp-json\/wc\/v3\/payments\/documents(\?|$)/, (route) =>
			route.fulfill({
				contentType: 'application/json',
				body: JSON.stringify({
					data: [
						{
							document_id: 'doc_a',
							type: 'mystery',
							date: '2025-01-10 12:00:00',
							period_from: null,
							period_to: null,
						},
						{
							document_id: 'doc_b',
							type: 'vat_invoice',
							date: '2025-01-09 12:00:00',
							period_from: null,
							period_to: '2025-01-01 00:00:00',
						},
					],
					total_count: 2,
				}),
			})
		);
		await open(page);
		await expect(rows(page)).toHaveCount(2);
		await expect(rows(page).nth(0)).toContainText('Unknown document type');
		await expect(rows(page).nth(0)).toContainText('mystery');
		await expect(rows(page).nth(1)).toContainText('Tax invoice without proper period dates');
		await expect(rows(page).nth(1)).toContainText('Tax Invoice');
		await expectAccessible(page);
	});

	test(`a failed load shows "${ERROR_TEXT}"`, async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: LIST_REST,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		await page.goto(DOCUMENTS);
		await expect(notice(page, ERROR_TEXT)).toBeVisible();
		await expect(table(page)).toContainText('Documents could not be loaded. Please reload the page.');
		await expect(page.getByText('Boom')).toHaveCount(0);
		await expectAccessible(page);
	});

	test('filters and paging reach the API', async ({ page, request }) => {
		await open(page, {
			filter: 'advanced',
			type_is: 'vat_invoice',
			date_after: '2000-01-01',
			per_page: '2',
			paged: '2',
		});
		await expect(rows(page)).toHaveCount(2);
		const query = (await lastGet(request, LIST_REST)).query;
		expect(query).toMatchObject({ page: '2', pagesize: '2', type_is: 'vat_invoice' });
		expect(query.date_after).toMatch(/^2000-01-01/);
		await open(page, { filter: 'advanced', type_is_not: 'vat_invoice' });
		await expect(table(page)).toContainText('No documents match your filters.');
	});

	test('test mode: the documents banner', async ({ page, request }) => {
		await request.patch('/__mock/page-settings', { data: { testMode: true } });
		await open(page);
		const banner = page.locator('.wcpay-test-mode-banner');
		await expect(banner).toContainText('Test mode active: you are viewing test documents.');
		await expectAccessible(page);
	});

	test('480 px: no page overflow, axe clean', async ({ page }) => {
		await page.setViewportSize({ width: 480, height: 900 });
		await open(page);
		await expect(rows(page)).toHaveCount(6);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectAccessible(page);
	});
});
