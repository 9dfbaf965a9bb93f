/**
 * Focus after an action's outcome (issue point 5: "focus is kept or moved sensibly after updates"), for a
 * merchant on the keyboard. A control that is busy while its call runs stays focusable, so a failure leaves
 * focus where it was (and an open modal keeps trapping Tab and closing on Escape); a control that leaves with
 * what it acted on hands focus to the nearest heading or to the control that replaces it. Never `body`.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { addFault, adminUrl, paymentsGet, reset } from './helpers';
import { disputeNeedingResponse, refundable } from './route-pages';

test.describe.configure({ mode: 'parallel' });

const details = (id: string) => adminUrl('/payments/transactions/details', { id });

const PDF = {
	name: 'evidence.pdf',
	mimeType: 'application/pdf',
	buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** What has the focus: body or not, inside a dialog or not. */
function focusState(page: Page) {
	return page.evaluate(() => {
		const a = document.activeElement as HTMLElement | null;
		return { body: !a || a === document.body, inDialog: Boolean(a?.closest('[role="dialog"]')) };
	});
}

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(page: Page, control: Locator) {
	await control.focus();
	await expect(control).toBeFocused();
	await page.keyboard.press('Enter');
}

/** Opens the file chooser from an 'Upload file' button by keyboard and picks a small PDF. */
async function uploadByKeyboard(page: Page, button: Locator) {
	// Waiting for the chooser turns its interception on, which reaches the browser on its own: start before
	// the focus, so it is on by the time Enter opens the chooser.
	const chooser = page.waitForEvent('filechooser');
	await button.focus();
	await expect(button).toBeFocused();
	await page.keyboard.press('Enter');
	await (await chooser).setFiles(PDF);
}

async function reviewPayment(request: APIRequestContext): Promise<string> {
	const held = await paymentsGet<{ data: { payment_intent: { id: string } }[] }>(
		request,
		'/transactions/fraud-outcomes?status=review'
	);
	return held.data[0].payment_intent.id;
}

test('a failed refund keeps focus in the still-open modal: Tab stays in it, Escape closes it', async ({
	page,
	request,
}) => {
	await reset(request);
	await addFault(request, {
		method: 'POST',
		path: '/wc/v3/payments/refund/?',
		status: 500,
		code: 'wcpay_server_error',
		message: 'Bank said no',
	});
	await page.goto(details(await refundable(request)));
	await press(page, page.getByRole('button', { name: 'Transaction actions' }));
	await expect(page.getByRole('menuitem', { name: 'Refund in full' })).toBeFocused();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	const submit = dialog.getByRole('button', { name: 'Refund transaction' });
	await press(page, submit);
	await expect(dialog.locator('.wcpay-refund-modal__error')).toBeVisible();
	await expect(submit).toBeFocused();
	await page.keyboard.press('Tab');
	expect((await focusState(page)).inDialog).toBe(true);
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Transaction actions' })).toBeFocused();
});

for (const [label, path] of [
	['Approve Transaction', 'capture_authorization'],
	['Block transaction', 'cancel_authorization'],
] as const) {
	test(`a failed '${label}' keeps focus on the button`, async ({ page, request }) => {
		await reset(request);
		await addFault(request, {
			method: 'POST',
			path: `/wc/v3/payments/orders/\\d+/${path}`,
			status: 500,
			code: 'wcpay_server_error',
			message: 'x',
		});
		await page.goto(details(await reviewPayment(request)));
		const button = page.getByRole('button', { name: label });
		await press(page, button);
		await expect(
			page.getByText(/^There has been an error (capturing|canceling) the payment/).first()
		).toBeVisible();
		await expect(button).toBeFocused();
	});
}

test('accepting a dispute: a failure gives focus back to "Accept dispute", a success to the payment', async ({
	page,
	request,
}) => {
	await reset(request);
	const dispute = await disputeNeedingResponse(request);
	const { payment_intent_id: intent } = await paymentsGet<{ payment_intent_id: string }>(
		request,
		`/disputes/${dispute.id}`
	);
	await addFault(request, {
		method: 'POST',
		path: '/wc/v3/payments/disputes/[^/]+/close',
		status: 500,
		code: 'wcpay_server_error',
		message: 'close failed',
	});
	await page.goto(details(intent));
	const opener = page.getByRole('button', { name: 'Accept dispute' });
	await press(page, opener);
	const dialog = page.getByRole('dialog');
	await press(page, dialog.getByRole('button', { name: 'Accept dispute' }));
	await expect(
		page.getByText('There has been an error accepting the dispute.', { exact: false }).first()
	).toBeVisible();
	await expect(dialog).toHaveCount(0);
	await expect(opener).toBeFocused();

	await press(page, opener);
	await press(page, dialog.getByRole('button', { name: 'Accept dispute' }));
	await expect(page.getByText(/^You have accepted the dispute/).first()).toBeVisible();
	await expect(page.locator('.wcpay-payment-details__amount')).toBeFocused();
});

for (const newForm of [true, false]) {
	test(`evidence (${newForm ? 'stepper' : 'old form'}): focus follows a file field from upload to remove`, async ({
		page,
		request,
	}) => {
		await reset(request);
		await request.patch('/__mock/page-settings', {
			data: { featureFlags: { isNewEvidenceSubmissionFormEnabled: newForm } },
		});
		const dispute = await disputeNeedingResponse(request);
		await page.goto(adminUrl('/payments/disputes/challenge', { id: dispute.id }));
		const field = page.locator('fieldset.wcpay-evidence-file').filter({
			has: page.getByRole('button', { name: 'Upload file' }),
		});
		await expect(field.first()).toBeVisible();
		const key = await field.first().getAttribute('data-field');
		const fieldset = page.locator(`fieldset[data-field="${key}"]`);
		const upload = fieldset.getByRole('button', { name: 'Upload file' });

		// Refused by the server: back on 'Upload file', next to the reason.
		await addFault(request, {
			method: 'POST',
			path: '/wc/v3/payments/file',
			status: 400,
			code: 'upload_failed',
			message: 'Upload rejected by server',
		});
		await uploadByKeyboard(page, upload);
		await expect(fieldset.getByText('Upload rejected by server')).toBeVisible();
		await expect(upload).toBeFocused();

		// Uploaded: on its Remove; removed: on 'Upload file' again.
		await uploadByKeyboard(page, upload);
		const remove = fieldset.getByRole('button', { name: 'Remove evidence.pdf' });
		await expect(remove).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(upload).toBeFocused();
		expect((await focusState(page)).body).toBe(false);
	});
}

test('tax details: a failed number check keeps focus in the modal; Confirm gives it back to the download link', async ({
	page,
	request,
}) => {
	await reset(request);
	await request.patch('/__mock/account', { data: { hasSubmittedVatData: false } });
	await page.goto(adminUrl('/payments/documents'));
	const download = page.getByRole('link', { name: /^Download Tax Invoice of / }).first();
	await press(page, download);
	const dialog = page.getByRole('dialog');
	await expect(dialog).toBeVisible();
	await dialog.getByRole('checkbox', { name: 'I have a valid VAT Number' }).focus();
	await page.keyboard.press('Space');
	await dialog.getByRole('textbox').focus();
	await page.keyboard.press('End');
	await page.keyboard.type('123456789');

	await addFault(request, {
		method: 'GET',
		path: '/wc/v3/payments/vat/.*',
		status: 400,
		code: 'invalid_vat',
		message: 'The VAT number is not valid.',
	});
	const next = dialog.getByRole('button', { name: 'Continue' });
	await press(page, next);
	await expect(dialog.getByText('The VAT number is not valid.').first()).toBeVisible();
	await expect(next).toBeFocused();

	await request.delete('/__mock/faults');
	await page.keyboard.press('Enter');
	const confirm = dialog.getByRole('button', { name: 'Confirm' });
	await expect(confirm).toBeVisible();
	await press(page, confirm);
	await expect(dialog).toHaveCount(0);
	await expect(download).toBeFocused();
});

test('overview: a task snoozed or a note dismissed from the keyboard hands focus to its card heading', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/overview'));
	await press(page, page.getByRole('button', { name: 'Task options' }).first());
	await expect(page.getByRole('menuitem', { name: 'Remind me tomorrow' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.getByText('Task postponed until tomorrow').first()).toBeVisible();
	await expect(page.getByRole('heading', { name: /^Things to do/ })).toBeFocused();

	const inbox = page.getByTestId('wcpay-inbox');
	await press(page, inbox.getByRole('button', { name: 'Dismiss', exact: true }).first());
	const dialog = page.getByRole('dialog');
	await press(page, dialog.getByRole('button', { name: 'Yes, dismiss' }));
	await expect(page.getByText('Message dismissed').first()).toBeVisible();
	await expect(inbox.getByRole('heading', { name: 'Inbox' })).toBeFocused();
});

test('overview: Undo from the keyboard brings the note back and focus to the inbox heading', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto(adminUrl('/payments/overview'));
	const inbox = page.getByTestId('wcpay-inbox');
	const notes = inbox.getByRole('heading', { level: 3 });
	await expect(notes.first()).toBeVisible();
	const before = await notes.count();
	await press(page, inbox.getByRole('button', { name: 'Dismiss', exact: true }).first());
	await press(page, page.getByRole('dialog').getByRole('button', { name: 'Yes, dismiss' }));
	await expect(notes).toHaveCount(before - 1);
	await press(page, page.locator('.components-snackbar').getByRole('button', { name: 'Undo' }));
	await expect(notes).toHaveCount(before);
	await expect(inbox.getByRole('heading', { name: 'Inbox' })).toBeFocused();
});

test('multi-currency settings: Manage and the way back move focus to the new view, never to body', async ({
	page,
	request,
}) => {
	await reset(request);
	await page.goto('/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency');
	await press(page, page.getByRole('button', { name: 'Manage Euro' }));
	const crumb = page.locator('.wcpay-mc-settings__crumb-current');
	await expect(crumb).toContainText('Euro (EUR)');
	await expect(crumb).toBeFocused();
	await press(page, page.getByRole('button', { name: 'Enabled currencies' }));
	await expect(page.getByRole('button', { name: 'Manage Euro' })).toBeFocused();
	expect((await focusState(page)).body).toBe(false);
});
