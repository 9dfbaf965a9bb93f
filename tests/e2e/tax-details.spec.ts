/**
 * The tax-details (VAT) flow before a tax invoice download (spec 000 §3, §5, §7, §8; spec 001 §2.9, §7.7), and
 * the file details error of the evidence screen (spec 001 §8, spec 002 §2.4):
 * - from the menu, a tax invoice download opens 'Set your tax details' while the account has not submitted
 *   tax data: step 1 with the country's label ("I have a valid VAT Number", the prefixed field, Continue's
 *   rule), an invalid number shows the server's message inline, a valid one prefills step 2, Confirm saves
 *   (`POST /vat`, trimmed) and the PDF download proceeds; after a reload a download goes straight to the PDF;
 * - without the checkbox step 2 starts empty and the record has no number;
 * - other countries' labels and prefixes (GR → EL, AU ABN without one);
 * - the automatic opening from `document_id` + `document_type` asks first too; closing the modal cancels;
 * - a failed save shows the server's message inline;
 * - a failing `GET /file/{id}/details` shows 'Error retrieving file.' on the evidence screen.
 * axe on the modal's steps, also at 480 px.
 */
import { expect, test, type Page } from './fixtures';

import {
	addFault,
	adminUrl,
	expectAccessible,
	lastGet,
	paymentsGet,
	requestLog,
	reset,
	trackPageErrors,
} from './helpers';

type Document = { document_id: string; type: string };
type Registered = { vat_number: string; name: string; address: string };

const DOCUMENTS = adminUrl('/payments/documents');
const rows = (page: Page) => page.locator('.wcpay-documents__table tbody tr:has(td)');
const downloadLink = (page: Page, n = 0) =>
	rows(page)
		.nth(n)
		.getByRole('link', { name: /^Download Tax Invoice of / });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Set your tax details' });
const inlineError = (page: Page) =>
	dialog(page).locator('.wcpay-tax-details__error .components-notice__content');

async function vatPosts(request: Parameters<typeof requestLog>[0]) {
	return (await requestLog(request)).filter((r) => r.method === 'POST' && r.path === '/wc/v3/payments/vat');
}

async function openDocuments(page: Page) {
	await page.goto(DOCUMENTS);
	await expect(rows(page)).toHaveCount(6);
}

test.describe('tax details before a tax invoice download', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('from the menu: step 1, invalid number inline, valid → step 2 prefilled, Confirm → the PDF; reload → straight to the PDF', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const { data: documents } = await paymentsGet<{ data: Document[] }>(request, '/documents');
		await page.goto(adminUrl('/payments/overview'));
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Documents' })
			.click();
		await expect(rows(page)).toHaveCount(6);

		let downloads = 0;
		page.on('download', () => downloads++);
		await downloadLink(page).click();
		const modal = dialog(page);
		await expect(modal).toBeVisible();
		await expect(modal.getByRole('heading', { name: 'Step 1: Set your VAT Number' })).toBeVisible();
		await expect(
			modal.getByText(
				"The information you provide here will be used for all of your account's tax documents."
			)
		).toBeVisible();
		const checkbox = modal.getByRole('checkbox', { name: 'I have a valid VAT Number' });
		await expect(checkbox).not.toBeChecked();
		await expect(modal.getByRole('button', { name: 'Continue' })).toBeEnabled();
		await expectAccessible(page);

		// With the box: the field starts with the prefix; Continue waits for more.
		await checkbox.check();
		const number = modal.getByRole('textbox', { name: 'VAT Number' });
		await expect(number).toHaveValue('US ');
		await expect(modal.getByText('8 to 12 digits with your country code prefix')).toBeVisible();
		await expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
		await number.press('End');
		await number.pressSequentially('1234');
		await modal.getByRole('button', { name: 'Continue' }).click();
		await expect(inlineError(page)).toHaveText(
			'The VAT Number "1234" is not valid: a VAT Number has 8 to 12 digits after the country prefix US, for example US 123456789.'
		);
		await expectAccessible(page);

		// A valid number: step 2 with the registered business.
		const registered = await paymentsGet<Registered>(request, '/vat/123456789');
		await number.fill('US 123456789');
		await modal.getByRole('button', { name: 'Continue' }).click();
		await expect(modal.getByRole('textbox', { name: 'Business name' })).toHaveValue(registered.name);
		await expect(modal.getByRole('textbox', { name: 'Address' })).toHaveValue(registered.address);
		await expect(inlineError(page)).toHaveCount(0);
		await expectAccessible(page);
		expect(downloads).toBe(0);
		expect(await vatPosts(request)).toHaveLength(0);

		// Confirm disabled while a field is blank; values trimmed; then the download proceeds.
		await modal.getByRole('textbox', { name: 'Business name' }).fill('   ');
		await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
		await modal.getByRole('textbox', { name: 'Business name' }).fill('  Ada Lovelace Ltd  ');
		const downloadPromise = page.waitForEvent('download');
		await modal.getByRole('button', { name: 'Confirm' }).click();
		const download = await downloadPromise;
		expect(download.suggestedFilename()).toBe(`vat_invoice-${documents[0].document_id}.pdf`);
		await expect(modal).toHaveCount(0);
		const [post] = await vatPosts(request);
		expect(post.status).toBe(200);
		expect(post.body).toEqual({
			vat_number: '123456789',
			name: 'Ada Lovelace Ltd',
			address: registered.address,
		});
		const account = (await (await request.get('/__mock/account')).json()) as {
			hasSubmittedVatData: boolean;
			vat: unknown;
		};
		expect(account.hasSubmittedVatData).toBe(true);
		expect(account.vat).toEqual({
			vat_number: 'US123456789',
			name: 'Ada Lovelace Ltd',
			address: registered.address,
		});

		// The same page: another invoice downloads at once.
		const second = page.waitForEvent('download');
		await downloadLink(page, 1).click();
		expect((await second).suggestedFilename()).toBe(`vat_invoice-${documents[1].document_id}.pdf`);
		await expect(dialog(page)).toHaveCount(0);

		// After a reload the saved state holds: straight to the PDF.
		await page.reload();
		await expect(rows(page)).toHaveCount(6);
		const third = page.waitForEvent('download');
		await downloadLink(page, 2).click();
		expect((await third).suggestedFilename()).toBe(`vat_invoice-${documents[2].document_id}.pdf`);
		await expect(dialog(page)).toHaveCount(0);
		expect(await vatPosts(request)).toHaveLength(1);
		expect(errors).toEqual([]);
	});

	test('without the checkbox: step 2 starts empty, the record has no number', async ({ page, request }) => {
		await openDocuments(page);
		await downloadLink(page).click();
		const modal = dialog(page);
		await modal.getByRole('button', { name: 'Continue' }).click();
		const name = modal.getByRole('textbox', { name: 'Business name' });
		await expect(name).toHaveValue('');
		await expect(name).toBeFocused();
		await expect(modal.getByRole('textbox', { name: 'Address' })).toHaveValue('');
		await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
		await name.fill('Ada Ltd');
		await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
		await modal.getByRole('textbox', { name: 'Address' }).fill('  1 Main St\nSpringfield \n');
		const downloadPromise = page.waitForEvent('download');
		await modal.getByRole('button', { name: 'Confirm' }).click();
		await downloadPromise;
		const [post] = await vatPosts(request);
		expect(post.body).toEqual({ name: 'Ada Ltd', address: '1 Main St\nSpringfield' });
	});

	test('other countries: GR uses EL, AU an ABN without a prefix', async ({ page, request }) => {
		await request.patch('/__mock/account', { data: { country: 'GR' } });
		await openDocuments(page);
		await downloadLink(page).click();
		await dialog(page).getByRole('checkbox', { name: 'I have a valid VAT Number' }).check();
		const field = dialog(page).getByRole('textbox', { name: 'VAT Number' });
		await expect(field).toHaveValue('EL ');
		await field.fill('');
		await expect(field).toHaveValue('EL ');
		// A number pasted without its prefix keeps every digit; the prefix goes in front.
		await field.fill('123456789');
		await expect(field).toHaveValue('EL 123456789');
		// By keyboard: tabbing into the field selects it; what is typed over it is kept, after the prefix.
		await field.fill('');
		await dialog(page).getByRole('checkbox', { name: 'I have a valid VAT Number' }).focus();
		await page.keyboard.press('Tab');
		await expect(field).toBeFocused();
		await page.keyboard.type('987654321');
		await expect(field).toHaveValue('EL 987654321');
		// Typing with the caret in front of the prefix: the number follows the prefix, whole.
		await field.fill('');
		await field.focus();
		await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(0, 0));
		await page.keyboard.type('123456789');
		await expect(field).toHaveValue('EL 123456789');

		await request.patch('/__mock/account', { data: { country: 'AU' } });
		await openDocuments(page);
		await downloadLink(page).click();
		await expect(dialog(page).getByRole('heading', { name: 'Step 1: Set your ABN' })).toBeVisible();
		await dialog(page).getByRole('checkbox', { name: 'I have a valid ABN' }).check();
		const abn = dialog(page).getByRole('textbox', { name: 'ABN' });
		await expect(abn).toHaveValue('');
		await expect(dialog(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
		await abn.fill('51 824 753 556');
		await dialog(page).getByRole('button', { name: 'Continue' }).click();
		await expect(dialog(page).getByRole('textbox', { name: 'Business name' })).not.toHaveValue('');
	});

	test('the automatic opening asks first; closing cancels; completing downloads', async ({
		page,
		request,
	}) => {
		const { data: documents } = await paymentsGet<{ data: Document[] }>(request, '/documents');
		const id = documents[3].document_id;
		let downloads = 0;
		page.on('download', () => downloads++);
		await page.goto(adminUrl('/payments/documents', { document_id: id, document_type: 'vat_invoice' }));
		await expect(dialog(page)).toBeVisible();
		await expect(rows(page)).toHaveCount(6);
		expect(downloads).toBe(0);
		await dialog(page).getByRole('button', { name: 'Close' }).click();
		await expect(dialog(page)).toHaveCount(0);
		await page.waitForTimeout(300);
		expect(downloads).toBe(0);
		expect(await vatPosts(request)).toHaveLength(0);

		await page.reload();
		await expect(dialog(page)).toBeVisible();
		await dialog(page).getByRole('button', { name: 'Continue' }).click();
		await dialog(page).getByRole('textbox', { name: 'Business name' }).fill('Ada Ltd');
		await dialog(page).getByRole('textbox', { name: 'Address' }).fill('1 Main St');
		const downloadPromise = page.waitForEvent('download');
		await dialog(page).getByRole('button', { name: 'Confirm' }).click();
		const download = await downloadPromise;
		expect(download.suggestedFilename()).toBe(`vat_invoice-${id}.pdf`);
		// The document's link was read (the file is fetched first, then offered as a download).
		expect((await lastGet(request, `/wc/v3/payments/documents/${id}`)).status).toBe(200);

		// Tax data submitted: the next automatic opening goes straight to the PDF.
		const next = page.waitForEvent('download');
		await page.goto(
			adminUrl('/payments/documents', {
				document_id: documents[4].document_id,
				document_type: 'vat_invoice',
			})
		);
		expect((await next).suggestedFilename()).toBe(`vat_invoice-${documents[4].document_id}.pdf`);
		await expect(dialog(page)).toHaveCount(0);
	});

	test("a failed save shows the server's message inline and nothing downloads", async ({
		page,
		request,
	}) => {
		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/vat',
			status: 502,
			code: 'wcpay_server_unavailable',
			message: 'The tax service is unavailable. Please try again later.',
		});
		let downloads = 0;
		page.on('download', () => downloads++);
		await openDocuments(page);
		await downloadLink(page).click();
		await dialog(page).getByRole('button', { name: 'Continue' }).click();
		await dialog(page).getByRole('textbox', { name: 'Business name' }).fill('Ada Ltd');
		await dialog(page).getByRole('textbox', { name: 'Address' }).fill('1 Main St');
		await dialog(page).getByRole('button', { name: 'Confirm' }).click();
		await expect(inlineError(page)).toHaveText('The tax service is unavailable. Please try again later.');
		await expect(dialog(page).getByRole('textbox', { name: 'Business name' })).toHaveValue('Ada Ltd');
		expect(downloads).toBe(0);
		await expectAccessible(page);
		// Confirm again: saved, downloaded.
		const downloadPromise = page.waitForEvent('download');
		await dialog(page).getByRole('button', { name: 'Confirm' }).click();
		await downloadPromise;
	});

	test('480 px: the modal fits and is accessible on both steps', async ({ page }) => {
		await page.setViewportSize({ width: 480, height: 900 });
		await openDocuments(page);
		await downloadLink(page).click();
		await dialog(page).getByRole('checkbox').check();
		await expectAccessible(page);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await dialog(page).getByRole('textbox', { name: 'VAT Number' }).fill('US 123456789');
		await dialog(page).getByRole('button', { name: 'Continue' }).click();
		await expect(dialog(page).getByRole('button', { name: 'Confirm' })).toBeEnabled();
		await expectAccessible(page);
	});
});

test.describe('file details on the evidence screen', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test("a failing GET /file/{id}/details shows 'Error retrieving file.'", async ({ page, request }) => {
		await request.patch('/__mock/page-settings', {
			data: { featureFlags: { isNewEvidenceSubmissionFormEnabled: true } },
		});
		const { data } = await paymentsGet<{ data: Array<{ dispute_id: string; reason: string }> }>(
			request,
			'/disputes?filter=awaiting_response&pagesize=50'
		);
		const dispute = data.find((d) => d.reason === 'duplicate');
		expect(dispute).toBeTruthy();
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/file/.*/details',
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
			times: 10,
		});
		await page.goto(adminUrl('/payments/disputes/challenge', { id: dispute!.dispute_id }));
		const receipt = page.locator('[data-field="receipt"]');
		await expect(receipt.getByRole('alert')).toHaveText('Error retrieving file.');
		await expect(page.getByText('Boom')).toHaveCount(0);
		// The file is still there to download or remove.
		await expect(receipt.getByRole('button', { name: /^Download / })).toBeVisible();
		const calls = (await requestLog(request)).filter((r) => /\/file\/[^/]+\/details$/.test(r.path));
		expect(calls.length).toBeGreaterThan(0);
		expect(calls.every((c) => c.status === 500)).toBe(true);
		await expectAccessible(page);
	});
});
