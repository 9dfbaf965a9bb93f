/**
 * The evidence screen /payments/disputes/challenge (spec 002 §2.4, §4.5, §5.3, §8), both variants, against
 * the mock server: the old form's save for later (fields and files still there after a reload), submit
 * after the confirmation (→ awaiting list, read-only afterwards), a save failure with the server's reason;
 * the new flow's autosave on moving between steps (request log), two-step reasons, uploads (a real PDF, a
 * refused type, the size limit), the unsaved-changes guard, the cover letter and submit; load failures; axe
 * on each step and at 480 px.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import {
	addFault,
	adminUrl,
	expectAccessible,
	notice,
	PNG_1PX,
	requestLog,
	reset,
	trackPageErrors,
} from './helpers';

type Dispute = { id: string; status: string; reason: string; payment_intent_id: string | null };

const CONFIRM = "Are you sure you're ready to submit this evidence? Evidence submissions are final.";
const LEAVE =
	'There are unsaved changes on this page. Are you sure you want to leave and discard the unsaved changes?';
const LIMIT =
	"The files you've attached to this dispute as evidence will exceed the limit for a dispute's total size.";
const READ_ONLY = 'Evidence is already submitted. Details below are read-only.';

/** A tiny but valid PDF. */
const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
		'trailer<</Root 1 0 R>>\n%%EOF\n'
);

async function nonce(request: APIRequestContext): Promise<string> {
	return (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
}

/** A seeded dispute that needs a response, by reason. */
async function disputeFor(request: APIRequestContext, reason: string): Promise<Dispute> {
	const res = await request.get('/wp-json/wc/v3/payments/disputes?filter=awaiting_response&pagesize=50', {
		headers: { 'X-WP-Nonce': await nonce(request) },
	});
	expect(res.ok()).toBe(true);
	const found = ((await res.json()) as { data: Dispute[] }).data.find((d) => d.reason === reason);
	expect(found, `a seeded ${reason} dispute awaiting a response`).toBeTruthy();
	return found as Dispute;
}

const challenge = (id: string) => adminUrl('/payments/disputes/challenge', { id });
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);
const fileInput = (page: Page, key: string) => field(page, key).locator('input[type="file"]');
const newFlow = (request: APIRequestContext, on: boolean) =>
	request.patch('/__mock/page-settings', {
		data: { featureFlags: { isNewEvidenceSubmissionFormEnabled: on } },
	});

async function evidencePosts(request: APIRequestContext, id: string) {
	return (await requestLog(request)).filter(
		(r) => r.method === 'POST' && r.path === `/wc/v3/payments/disputes/${id}`
	) as Array<{
		body: { evidence: Record<string, string>; metadata: Record<string, string>; submit: boolean };
		status: number;
	}>;
}

test.beforeEach(async ({ request }) => {
	await reset(request);
});

test.describe('old form', () => {
	test('save for later keeps fields and files after a reload', async ({ page, request }) => {
		const errors = trackPageErrors(page);
		const d = await disputeFor(request, 'fraudulent');
		await page.goto(challenge(d.id));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenge dispute');
		await expect(page.locator('.wcpay-evidence-summary')).toContainText('Transaction unauthorized');
		const select = page.getByRole('combobox', { name: 'Product type' });
		await expect(select).toHaveValue('');
		await expect(select.locator('option', { hasText: 'Select one…' })).toBeDisabled();
		await select.selectOption('physical_product');
		await expect(page.getByRole('heading', { name: 'Shipping information' })).toBeVisible();
		await page.getByRole('textbox', { name: 'Shipping carrier' }).fill('UPS');
		await fileInput(page, 'receipt').setInputFiles({
			name: 'receipt.pdf',
			mimeType: 'application/pdf',
			buffer: PDF,
		});
		await expect(
			field(page, 'receipt').getByRole('button', { name: 'Remove receipt.pdf' })
		).toBeVisible();
		// A PDF has no preview image.
		await expect(field(page, 'receipt').getByRole('img')).toHaveCount(0);
		await expectAccessible(page);

		await page.getByRole('button', { name: 'Save for later' }).click();
		await expect(notice(page, 'Evidence saved!')).toBeVisible();
		await expect(page).toHaveURL(/filter=awaiting_response/);
		expect(new URL(page.url()).searchParams.get('path')).toBe('/payments/disputes');
		const [post] = await evidencePosts(request, d.id);
		expect(post.body.submit).toBe(false);
		expect(post.body.metadata).toEqual({ __product_type: 'physical_product' });
		expect(post.body.evidence.shipping_carrier).toBe('UPS');
		expect(post.body.evidence.receipt).toMatch(/^file_/);

		await page.goto(challenge(d.id));
		await expect(page.getByRole('combobox', { name: 'Product type' })).toHaveValue('physical_product');
		await expect(page.getByRole('textbox', { name: 'Shipping carrier' })).toHaveValue('UPS');
		await expect(field(page, 'receipt')).toContainText('receipt.pdf');
		expect(errors).toEqual([]);
	});

	test('an image file shows its preview, fetched from the file route with the nonce (spec 002 §7)', async ({
		page,
		request,
	}) => {
		const d = await disputeFor(request, 'fraudulent');
		await page.goto(challenge(d.id));
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('physical_product');
		// The field's label names its file input alone.
		const input = page.getByLabel('Receipt', { exact: true });
		await expect(input).toHaveCount(1);
		await expect(page.getByRole('group', { name: 'Receipt', exact: true })).toBeVisible();
		await input.setInputFiles({
			name: 'receipt.png',
			mimeType: 'image/png',
			buffer: PNG_1PX,
		});
		const preview = field(page, 'receipt').getByRole('img', { name: 'Preview of receipt.png' });
		await expect(preview).toBeVisible();
		await expect(preview).toHaveAttribute(
			'src',
			/\/wp-json\/wc\/v3\/payments\/file\/file_\w+\?_wpnonce=\w+$/
		);
		// The image really loads: the route answers the stored PNG.
		await expect
			.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
			.toBe(1);
		await expectAccessible(page);

		// After saving, the stored file's details say it is an image: the preview shows again.
		await page.getByRole('button', { name: 'Save for later' }).click();
		await expect(notice(page, 'Evidence saved!')).toBeVisible();
		await page.goto(challenge(d.id));
		await expect(
			field(page, 'receipt').getByRole('img', { name: 'Preview of receipt.png' })
		).toBeVisible();
	});

	test('submit asks first, goes to the awaiting list, and the dispute is read-only afterwards', async ({
		page,
		request,
	}) => {
		const d = await disputeFor(request, 'product_not_received');
		await page.goto(challenge(d.id));
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('digital_product_or_service');
		await page
			.getByRole('textbox', { name: 'Additional details' })
			.fill('The customer downloaded the file twice.');

		let asked = '';
		page.once('dialog', (dialog) => {
			asked = dialog.message();
			void dialog.dismiss();
		});
		await page.getByRole('button', { name: 'Submit evidence' }).click();
		await expect.poll(() => asked).toBe(CONFIRM);
		expect(await evidencePosts(request, d.id)).toHaveLength(0);

		page.once('dialog', (dialog) => void dialog.accept());
		await page.getByRole('button', { name: 'Submit evidence' }).click();
		await expect(notice(page, 'Evidence submitted!')).toBeVisible();
		await expect(
			notice(page, 'Evidence submitted!').getByRole('link', { name: 'View submitted evidence' })
		).toHaveAttribute('href', /path=%2Fpayments%2Ftransactions%2Fdetails/);
		await expect(page).toHaveURL(/filter=awaiting_response/);
		const [post] = await evidencePosts(request, d.id);
		expect(post.body.submit).toBe(true);

		await page.goto(challenge(d.id));
		await expect(page.locator('.wcpay-evidence-read-only')).toContainText(READ_ONLY);
		await expect(page.getByRole('button', { name: 'Submit evidence' })).toHaveCount(0);
		await expect(page.getByRole('textbox', { name: 'Additional details' })).toHaveValue(
			'The customer downloaded the file twice.'
		);
		await expect(page.getByRole('textbox', { name: 'Additional details' })).toBeDisabled();
		await expectAccessible(page);
	});

	test('a failed save shows the server reason and keeps what was typed; axe at 480 px', async ({
		page,
		request,
	}) => {
		const d = await disputeFor(request, 'fraudulent');
		await addFault(request, {
			method: 'POST',
			path: `/wc/v3/payments/disputes/${d.id}`,
			status: 400,
			code: 'rest_invalid_param',
			message: 'The evidence is too long.',
		});
		await page.setViewportSize({ width: 480, height: 900 });
		await page.goto(challenge(d.id));
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('offline_service');
		await page.getByRole('textbox', { name: 'Additional details' }).fill('Kept');
		await page.getByRole('button', { name: 'Save for later' }).click();
		await expect(notice(page, 'Failed to save evidence. The evidence is too long.')).toBeVisible();
		await expect(page.getByRole('textbox', { name: 'Additional details' })).toHaveValue('Kept');
		await expect(page).toHaveURL(/path=%2Fpayments%2Fdisputes%2Fchallenge/);
		await expectAccessible(page);
	});

	test('an unknown dispute is not loaded', async ({ page }) => {
		await page.goto(challenge('dp_doesNotExist'));
		await expect(page.getByText('Dispute not loaded')).toBeVisible();
	});
});

test.describe('new flow', () => {
	test.beforeEach(async ({ request }) => {
		await newFlow(request, true);
	});

	test('steps autosave, uploads are checked, the letter lists them, submit; axe on each step', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const d = await disputeFor(request, 'product_not_received');
		await page.goto(challenge(d.id));
		const steps = page.getByRole('navigation', { name: 'Challenge dispute steps' });
		await expect(steps.getByRole('button')).toHaveText([/Purchase info/, /Shipping details/, /Review/]);
		await expect(page.getByRole('heading', { name: "Let's gather the basics" })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('physical_product');

		// A refused type, then the size limit, then a real PDF.
		await fileInput(page, 'receipt').setInputFiles({
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('hi'),
		});
		await expect(field(page, 'receipt').getByRole('alert')).toHaveText(
			'This file type is not accepted. Upload a PDF, PNG or JPEG file.'
		);
		await fileInput(page, 'receipt').setInputFiles({
			name: 'huge.pdf',
			mimeType: 'application/pdf',
			buffer: Buffer.concat([PDF, Buffer.alloc(4_600_000)]),
		});
		await expect(field(page, 'receipt')).toContainText(LIMIT);
		expect((await requestLog(request)).filter((r) => r.path === '/wc/v3/payments/file')).toHaveLength(0);
		await fileInput(page, 'receipt').setInputFiles({
			name: 'receipt.pdf',
			mimeType: 'application/pdf',
			buffer: PDF,
		});
		await expect(field(page, 'receipt')).toContainText('receipt.pdf');
		await expectAccessible(page);

		await page.getByRole('button', { name: 'Next' }).click();
		await expect(page.getByRole('heading', { name: 'Add your shipping details' })).toBeVisible();
		let posts = await evidencePosts(request, d.id);
		expect(posts).toHaveLength(1);
		expect(posts[0].body.submit).toBe(false);
		expect(Object.values(posts[0].body.evidence)).not.toContain('');
		expect(posts[0].body.evidence.receipt).toMatch(/^file_/);
		await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
		await expect(page.getByLabel('Shipping date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
		await page.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
		await expectAccessible(page);

		await steps.getByRole('button', { name: /Review/ }).click();
		await expect(page.getByRole('heading', { name: 'Review your cover letter' })).toBeVisible();
		posts = await evidencePosts(request, d.id);
		expect(posts).toHaveLength(2);
		expect(posts[1].body.evidence.shipping_tracking_number).toBe('1Z999AA10123456784');
		const letter = page.getByRole('textbox', { name: 'Cover letter' });
		await expect(letter).toHaveAttribute('rows', '30');
		await expect(letter).toHaveValue(/Attachment A: Order receipt/);
		await expect(letter).toHaveValue(new RegExp(`case #${d.id}`));
		await expectAccessible(page);

		await page.getByRole('button', { name: 'Submit' }).click();
		await expect(notice(page, 'Evidence submitted!')).toBeVisible();
		await expect(page.locator('.wcpay-evidence-read-only')).toContainText(READ_ONLY);
		// The Submit button is gone: focus is on the read-only notice.
		await expect(page.locator('.wcpay-evidence-read-only-focus')).toBeFocused();
		posts = await evidencePosts(request, d.id);
		expect(posts.at(-1)?.body.submit).toBe(true);
		expect(posts.at(-1)?.body.evidence.uncategorized_text).toContain('Attachment A: Order receipt');

		// Read-only now: moving between steps saves nothing, and shows what was sent.
		const sent = posts.at(-1)?.body.evidence ?? {};
		const before = posts.length;
		await page.getByRole('button', { name: 'Back' }).click();
		await expect(page.getByRole('heading', { name: 'Add your shipping details' })).toBeVisible();
		await expect(page.getByLabel('Shipping date')).toHaveValue(sent.shipping_date);
		expect(await evidencePosts(request, d.id)).toHaveLength(before);
		await page.reload();
		await steps.getByRole('button', { name: /Review/ }).click();
		await expect(letter).toBeDisabled();
		await expect(letter).toHaveValue(sent.uncategorized_text);
		expect(await evidencePosts(request, d.id)).toHaveLength(before);
		expect(errors).toEqual([]);
	});

	test('a letter saved as generated is generated again on a later day, not taken as edited', async ({
		page,
		request,
	}) => {
		const d = await disputeFor(request, 'fraudulent');
		await page.clock.install({ time: new Date('2026-11-20T15:00:00Z') });
		await page.goto(challenge(d.id));
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('physical_product');
		const steps = page.getByRole('navigation', { name: 'Challenge dispute steps' });
		await steps.getByRole('button', { name: /Review/ }).click();
		const letter = page.getByRole('textbox', { name: 'Cover letter' });
		await expect(letter).toHaveValue(/November 20, 2026/);
		const saved = (await evidencePosts(request, d.id)).at(-1)?.body.evidence.uncategorized_text;
		expect(saved).toContain('November 20, 2026');

		// Two days later: the saved letter is the generated one of that day, so it follows the evidence still.
		await page.clock.setSystemTime(new Date('2026-11-22T15:00:00Z'));
		await page.reload();
		await steps.getByRole('button', { name: /Review/ }).click();
		await expect(letter).toHaveValue(/November 22, 2026/);
		await expect(page.locator('.wcpay-evidence-letter-warning')).toHaveCount(0);

		// A letter the merchant wrote stays as written after a reload, with the warning.
		await letter.fill('My own words to the bank.');
		await steps.getByRole('button', { name: /Purchase info/ }).click();
		await expect(page.getByRole('heading', { name: "Let's gather the basics" })).toBeVisible();
		await page.reload();
		await steps.getByRole('button', { name: /Review/ }).click();
		await expect(letter).toHaveValue('My own words to the bank.');
		await expect(page.locator('.wcpay-evidence-letter-warning')).toBeVisible();
	});

	test('two steps for a duplicate; axe at 480 px', async ({ page, request }) => {
		const d = await disputeFor(request, 'duplicate');
		await page.setViewportSize({ width: 480, height: 900 });
		await page.goto(challenge(d.id));
		const steps = page.getByRole('navigation', { name: 'Challenge dispute steps' });
		await expect(steps.getByRole('button')).toHaveText([/Purchase info/, /Review/]);
		// The seeded receipt is there, named from its details.
		await expect(field(page, 'receipt').getByRole('button', { name: /^Remove / })).toBeVisible();
		await expectAccessible(page);
		await page.getByRole('button', { name: 'Next' }).click();
		await expect(page.getByRole('heading', { name: 'Review your cover letter' })).toBeVisible();
		await expectAccessible(page);
	});

	test('the unsaved-changes guard asks before leaving', async ({ page, request }) => {
		const d = await disputeFor(request, 'fraudulent');
		await page.goto(challenge(d.id));
		await page.getByRole('textbox', { name: 'Product description' }).fill('A blue mug, as pictured.');
		let asked = '';
		page.once('dialog', (dialog) => {
			asked = dialog.message();
			void dialog.dismiss();
		});
		await page.getByRole('button', { name: 'Cancel' }).click();
		await expect.poll(() => asked).toBe(LEAVE);
		await expect(page).toHaveURL(/path=%2Fpayments%2Fdisputes%2Fchallenge/);
		await expect(page.getByRole('textbox', { name: 'Product description' })).toHaveValue(
			'A blue mug, as pictured.'
		);

		page.once('dialog', (dialog) => void dialog.accept());
		await page.getByRole('button', { name: 'Cancel' }).click();
		await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions%2Fdetails/);
	});

	test('a failed load shows the error text', async ({ page, request }) => {
		const res = await request.get('/wp-json/wc/v3/payments/disputes/dp_doesNotExist', {
			headers: { 'X-WP-Nonce': await nonce(request) },
		});
		expect(res.status()).toBe(404);
		const { message } = (await res.json()) as { message: string };
		await page.goto(challenge('dp_doesNotExist'));
		await expect(page.locator('.wcpay-evidence-load-error')).toContainText(message);
		await expect(page.getByText('Dispute not loaded')).toHaveCount(0);
	});
});

test.describe('each kind of dispute', () => {
	test('an inquiry is answered with the old form and goes under review', async ({ page, request }) => {
		await newFlow(request, false);
		const d = await disputeFor(request, 'general');
		expect(d.status).toBe('warning_needs_response');
		await page.goto(challenge(d.id));
		await page.getByRole('combobox', { name: 'Product type' }).selectOption('offline_service');
		await page
			.getByRole('textbox', { name: 'Additional details' })
			.fill('The service was delivered on time.');
		page.once('dialog', (dialog) => void dialog.accept());
		await page.getByRole('button', { name: 'Submit evidence' }).click();
		await expect(notice(page, 'Evidence submitted!')).toBeVisible();
		const res = await request.get(`/wp-json/wc/v3/payments/disputes/${d.id}`, {
			headers: { 'X-WP-Nonce': await nonce(request) },
		});
		expect(((await res.json()) as Dispute).status).toBe('warning_under_review');
		await page.goto(challenge(d.id));
		await expect(page.locator('.wcpay-evidence-read-only')).toContainText(READ_ONLY);
		await expectAccessible(page);
	});

	test('a dispute with evidence already saved shows its files with a download link (new flow)', async ({
		page,
		request,
	}) => {
		await newFlow(request, true);
		const d = await disputeFor(request, 'duplicate');
		await page.goto(challenge(d.id));
		const download = page.getByRole('button', { name: /Download/ }).first();
		await expect(download).toBeVisible();
		const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
		expect(file.suggestedFilename()).toMatch(/\.pdf$/);
		await expectAccessible(page);
	});
});
