/**
 * Every main flow by keyboard alone (issue point 5): connect, the transactions filters, a refund, the
 * evidence stepper and the fraud settings. Focus moves only by Tab / Shift+Tab; controls are worked with
 * Enter, Space, the arrows, Escape and typed text, never by mouse. After each update the focus is kept or
 * moved sensibly: never lost to `body`.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { adminUrl, expectAccessible, notice, paymentsGet, requestLog, reset } from './helpers';
import { refundable } from './route-pages';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Presses Tab (or Shift+Tab) until the target has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
	await target.waitFor();
	for (let i = 0; i < max; i++) {
		if (await target.evaluate((el) => el === document.activeElement)) {
			return;
		}
		await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
	}
	throw new Error(`could not reach ${String(target)} by ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focus is on an element of the page, not lost to `body`. */
async function expectFocusKept(page: Page) {
	await expect
		.poll(() =>
			page.evaluate(() => {
				const el = document.activeElement;
				return el && el !== document.body && el !== document.documentElement ? el.tagName : 'BODY';
			})
		)
		.not.toBe('BODY');
}

/** Replaces a focused text field's value by typing. */
async function typeOver(page: Page, text: string) {
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Backspace');
	await page.keyboard.type(text);
}

test.beforeEach(async ({ request }) => reset(request));

test('connect: the verification info modal opens and closes with focus back; the primary button connects', async ({
	page,
	request,
}) => {
	await reset(request, 'not-connected');
	await page.goto(adminUrl('/payments/connect'));
	const info = page.getByRole('button', { name: 'Learn more about verification' });
	await tabTo(page, info);
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Verifying your information with WooPayments' });
	await expect(dialog).toBeVisible();
	await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	await expect(info).toBeFocused();

	await tabTo(page, page.getByRole('button', { name: 'Connect your store', exact: true }));
	await page.keyboard.press('Enter');
	await page.waitForURL(/path=(%2F|\/)payments(%2F|\/)onboarding/);
	await expect(
		page.getByRole('heading', { level: 1, name: 'Let’s get your store ready to accept payments' })
	).toBeVisible();
});

test('transactions: an advanced filter chosen and applied by keyboard; the table follows, focus stays', async ({
	page,
	request,
}) => {
	await page.goto(adminUrl('/payments/transactions'));
	const rows = page.locator('.woocommerce-table__table tbody tr:has(td)');
	await expect(rows.first()).toBeVisible();
	const show = page.locator('.woocommerce-filters-filter').filter({ hasText: 'Show:' }).getByRole('button');
	await tabTo(page, show);
	await page.keyboard.press('Enter');
	await tabTo(page, page.getByRole('button', { name: 'Advanced filters' }));
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/filter=advanced/);
	await expectFocusKept(page);

	await tabTo(page, page.getByRole('button', { name: 'Add a filter' }));
	await page.keyboard.press('Enter');
	await tabTo(page, page.getByRole('button', { name: 'Sales channel', exact: true }));
	await page.keyboard.press('Enter');
	await expectFocusKept(page);
	const channel = page.getByRole('combobox', { name: 'Select a transaction sales channel', exact: true });
	await tabTo(page, channel, { back: !(await isAfterFocus(channel)) });
	await page.keyboard.type('In-');
	await expect(channel).toHaveValue('in_person');
	await tabTo(page, page.getByRole('link', { name: 'Filter', exact: true }));
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/channel_is=in_person/);
	await expect(rows.first()).toBeVisible();
	await expect
		.poll(async () => {
			const gets = (await requestLog(request)).filter(
				(r) => r.method === 'GET' && r.path === '/wc/v3/payments/transactions'
			);
			return gets.at(-1)?.query.channel_is;
		})
		.toBe('in_person');
	await expect(page.locator('.wcpay-table-summary')).not.toContainText('840 transactions');
	// The Filter link gives way to a disabled button: the focus moves on to the updated table.
	await expectFocusKept(page);
	await expect(page.locator('.wcpay-data-table h2').first()).toBeFocused();
	await expectAccessible(page);
});

/** Whether the target comes after the focused element in document order. */
async function isAfterFocus(target: Locator): Promise<boolean> {
	return target.evaluate((el) => {
		const active = document.activeElement;
		if (!active || active === document.body) {
			return true;
		}
		return Boolean(active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
	});
}

test('refund: actions menu → Refund in full → reason → confirm, all by keyboard; focus on the amount', async ({
	page,
	request,
}) => {
	const intent = await refundable(request);
	await page.goto(adminUrl('/payments/transactions/details', { id: intent }));
	const menu = page.getByRole('button', { name: 'Transaction actions' });
	await tabTo(page, menu);
	await page.keyboard.press('Enter');
	const item = page.getByRole('menuitem', { name: 'Refund in full' });
	await expect(item).toBeVisible();
	for (let i = 0; i < 5 && !(await item.evaluate((el) => el === document.activeElement)); i++) {
		await page.keyboard.press('ArrowDown');
	}
	await expect(item).toBeFocused();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
	await expect(dialog).toBeVisible();
	const reason = dialog.getByLabel('Refund reason');
	await tabTo(page, reason);
	await page.keyboard.type('Dup');
	await expect(reason).toHaveValue('duplicate');
	await tabTo(page, dialog.getByRole('button', { name: 'Refund transaction' }));
	await page.keyboard.press('Enter');
	await expect(notice(page, 'Refunded payment')).toBeVisible();
	await expect(dialog).toHaveCount(0);
	await expectFocusKept(page);
	await expect(page.locator('.wcpay-payment-details__amount')).toBeFocused();
	const posts = (await requestLog(request)).filter((r) => r.method === 'POST' && r.path.includes('refund'));
	expect(posts).toHaveLength(1);
	expect(posts[0].body).toMatchObject({ reason: 'duplicate' });
});

interface Dispute {
	id: string;
	reason: string;
}

test('evidence stepper (new flow): a field, the next step, a typed field and the steps saved by keyboard', async ({
	page,
	request,
}) => {
	await request.patch('/__mock/page-settings', {
		data: { featureFlags: { isNewEvidenceSubmissionFormEnabled: true } },
	});
	const list = await paymentsGet<{ data: Dispute[] }>(
		request,
		'/disputes?filter=awaiting_response&pagesize=50'
	);
	const d = list.data.find((x) => x.reason === 'product_not_received');
	expect(d).toBeTruthy();
	await page.goto(adminUrl('/payments/disputes/challenge', { id: d!.id }));
	await expect(page.getByRole('heading', { name: "Let's gather the basics" })).toBeVisible();

	const type = page.getByRole('combobox', { name: 'Product type' });
	await tabTo(page, type);
	await page.keyboard.type('Phys');
	await expect(type).toHaveValue('physical_product');
	await tabTo(page, page.getByRole('button', { name: 'Next' }));
	await page.keyboard.press('Enter');
	// Focus moves to the new step's heading.
	await expect(page.getByRole('heading', { name: 'Add your shipping details' })).toBeFocused();
	await expectFocusKept(page);
	const posts = () =>
		requestLog(request).then((log) =>
			log.filter((r) => r.method === 'POST' && r.path === `/wc/v3/payments/disputes/${d!.id}`)
		);
	await expect.poll(async () => (await posts()).length).toBe(1);

	const tracking = page.getByRole('textbox', { name: 'Tracking number' });
	await tabTo(page, tracking, { back: !(await isAfterFocus(tracking)) });
	await page.keyboard.type('1Z999AA10123456784');
	const steps = page.getByRole('navigation', { name: 'Challenge dispute steps' });
	await tabTo(page, steps.getByRole('button', { name: /Review/ }), { back: true });
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { name: 'Review your cover letter' })).toBeFocused();
	await expectFocusKept(page);
	await expect.poll(async () => (await posts()).length).toBe(2);
	const saved = (await posts())[1].body as { evidence: Record<string, string>; submit: boolean };
	expect(saved.submit).toBe(false);
	expect(saved.evidence.shipping_tracking_number).toBe('1Z999AA10123456784');

	// And back a step with Shift+Tab to the Back button.
	await tabTo(page, page.getByRole('button', { name: 'Back' }));
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { name: 'Add your shipping details' })).toBeFocused();
	await expect(tracking).toHaveValue('1Z999AA10123456784');
	await expectFocusKept(page);
	await expectAccessible(page);
});

test('fraud settings: a filter turned on, a threshold typed and saved by keyboard', async ({
	page,
	request,
}) => {
	await page.goto(adminUrl('/payments/fraud-protection'));
	const card = (title: string) => page.getByRole('region', { name: title, exact: true });
	await expect(card('CVC Verification')).toBeVisible();

	const mismatch = card('Address Mismatch').getByRole('checkbox');
	await tabTo(page, mismatch);
	await page.keyboard.press('Space');
	await expect(mismatch).toBeChecked();
	await expectFocusKept(page);

	const price = card('Purchase Price Threshold').getByLabel('Minimum purchase price');
	await tabTo(page, price);
	await typeOver(page, '10.50');
	await expect(price).toHaveValue('10.50');

	const save = page.getByRole('button', { name: 'Save changes' });
	await tabTo(page, save, { back: !(await isAfterFocus(save)) });
	await page.keyboard.press('Enter');
	await expect(notice(page, 'Settings saved.')).toBeVisible();
	await expectFocusKept(page);
	const saves = (await requestLog(request)).filter(
		(r) => r.method === 'POST' && r.path === '/wc/v3/payments/settings'
	);
	expect(saves).toHaveLength(1);
	const rules = (saves[0].body as { advanced_fraud_protection_settings: Array<{ key: string }> })
		.advanced_fraud_protection_settings;
	expect(rules.map((r) => r.key)).toEqual(expect.arrayContaining(['address_mismatch']));
	expect(JSON.stringify(rules)).toContain('1050|usd');
	await expectAccessible(page);
});
