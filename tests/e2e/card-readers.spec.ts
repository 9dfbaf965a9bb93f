/**
 * Card readers (spec 001 §2.7, §3.6, §7.5, §8, §9): the menu entry opens the page; its one tab 'Connected
 * readers' lists the seeded readers (Reader ID, Model, Status) read once with `limit=10`; keyboard and axe,
 * also at 480 px; the empty state of an account without readers; the load error of an injected fault. The
 * reader-fee links of every `card_reader_fee` row (transactions list and a payout's transactions) carry an
 * id the readers endpoint answers; the reader-fee view on the payment details page ('Card readers' table,
 * 'Readers details not loaded').
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
	addFault,
	adminUrl,
	expectAccessible,
	notice,
	requestLog,
	reset,
	restGet,
	trackPageErrors,
} from './helpers';

type Reader = { id: string; device_type: string; is_active: boolean };
type ReaderFeeRow = {
	reader_id: string;
	status: 'active' | 'inactive';
	count: number;
	fee: { amount: number; currency: string };
};
type FeeTransaction = {
	transaction_id: string;
	charge_id: string | null;
	payment_intent_id: string | null;
	deposit_id: string | null;
	amount: number;
};

const CARD_READERS = adminUrl('/payments/card-readers');
const READERS_REST = '/wc/v3/payments/readers';
const LOAD_ERROR = 'Error retrieving card readers.';

const readerFees = async (request: APIRequestContext) =>
	(
		await restGet<{ data: FeeTransaction[] }>(
			request,
			'/wc/v3/payments/transactions?type_is=card_reader_fee&pagesize=100'
		)
	).data;

const table = (page: Page) => page.locator('.wcpay-card-readers__table');
/** The body rows of a table (TableCard puts its header row in tbody too). */
const rows = (page: Page) => table(page).locator('tbody tr:has(td)');
const cellTexts = async (page: Page) =>
	rows(page).evaluateAll((trs) =>
		trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim()))
	);

/** Opens the card readers page and waits for its table to be read. */
async function open(page: Page) {
	await page.goto(CARD_READERS);
	await expect(page.getByRole('tab', { name: 'Connected readers' })).toBeVisible();
	await expect(table(page).locator('.is-loading')).toHaveCount(0);
}

test.describe('card readers page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('menu "Card readers" opens the page: the Connected readers tab lists every reader; axe', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const { data: readers } = await restGet<{ data: Reader[]; total_count: number }>(
			request,
			`${READERS_REST}?limit=10`
		);
		expect(readers.map((r) => [r.device_type, r.is_active])).toEqual([
			['BBPOS WisePad 3', true],
			['Stripe Reader M2', true],
			['BBPOS WisePOS E', true],
			['BBPOS Chipper 2X BT', false],
		]);

		await page.goto(adminUrl('/payments/overview'));
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		await request.delete('/__mock/requests');
		const menu = page.getByRole('navigation', { name: 'Main menu' });
		await menu.getByRole('link', { name: 'Card readers' }).click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)card-readers/);
		await expect(page).toHaveTitle(/^Card readers/);
		await expect(page.getByRole('heading', { level: 1, name: 'Card readers' })).toBeVisible();
		await expect(page.getByText('Page not found')).toHaveCount(0);
		// A Payments page: its menu entry is the current one, and the payments navigation shows.
		await expect(menu.getByRole('link', { name: 'Card readers' })).toHaveAttribute(
			'aria-current',
			'page'
		);
		await expect(page.getByRole('navigation', { name: 'Payments pages' })).toBeVisible();

		const tab = page.getByRole('tab', { name: 'Connected readers' });
		await expect(tab).toHaveAttribute('aria-selected', 'true');
		await expect(page.getByRole('tab')).toHaveCount(1);
		await expect(table(page).getByRole('heading', { name: 'Connected card readers' })).toBeVisible();
		await expect(rows(page)).toHaveCount(4);
		const headers = await table(page).locator('th[role="columnheader"]').allInnerTexts();
		expect(headers.map((h) => h.split('\n')[0].trim())).toEqual(['Reader ID', 'Model', 'Status']);
		expect(await cellTexts(page)).toEqual(
			readers.map((r) => [r.id, r.device_type, r.is_active ? 'Active' : 'Inactive'])
		);

		// One read, with the list page's limit.
		const gets = (await requestLog(request)).filter(
			(r) => r.method === 'GET' && r.path.startsWith(READERS_REST)
		);
		expect(gets.map((r) => [r.path, r.query.limit, r.status])).toEqual([[READERS_REST, '10', 200]]);

		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('by keyboard: the tab takes focus and the table follows it', async ({ page }) => {
		await open(page);
		const tab = page.getByRole('tab', { name: 'Connected readers' });
		let reached = false;
		for (let i = 0; i < 60 && !reached; i++) {
			await page.keyboard.press('Tab');
			reached = await tab.evaluate((el) => el === document.activeElement);
		}
		expect(reached).toBe(true);
		await expect(tab).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(tab).toHaveAttribute('aria-selected', 'true');
		await expect(rows(page)).toHaveCount(4);
	});

	test('480 px: no page overflow, every reader readable, axe clean', async ({ page }) => {
		await page.setViewportSize({ width: 480, height: 900 });
		await open(page);
		await expect(rows(page)).toHaveCount(4);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expect(page.getByRole('tab', { name: 'Connected readers' })).toBeInViewport();
		await expect(rows(page).first().locator('th, td').first()).toBeVisible();
		await expectAccessible(page);
	});

	test('an account without readers: the empty state; axe', async ({ page, request }) => {
		await reset(request, 'empty');
		const errors = trackPageErrors(page);
		await open(page);
		await expect(table(page)).toContainText('No card readers are connected to this account.');
		await expect(rows(page)).toHaveCount(1); // the empty-message row
		await expect(notice(page, LOAD_ERROR)).toHaveCount(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('a failed read: the error notice says so once and the table what is missing, the page stands; axe', async ({
		page,
		request,
	}) => {
		await addFault(request, {
			method: 'GET',
			path: READERS_REST,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const errors = trackPageErrors(page);
		await page.goto(CARD_READERS);
		await expect(notice(page, LOAD_ERROR)).toBeVisible();
		await expect(table(page)).toContainText('Card readers could not be loaded. Please reload the page.');
		await expect(page.getByText(LOAD_ERROR)).toHaveCount(1);
		await expect(page.getByRole('tab', { name: 'Connected readers' })).toBeVisible();
		await expect(page.getByText('Boom')).toHaveCount(0);
		const gets = (await requestLog(request)).filter((r) => r.path === READERS_REST);
		expect(gets.map((r) => r.status)).toEqual([500]);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});
});

test.describe('reader fee rows', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('every card_reader_fee row links with an id the readers endpoint answers (list and payout)', async ({
		page,
		request,
	}) => {
		const fees = await readerFees(request);
		expect(fees).toHaveLength(13);
		const linkId = (t: FeeTransaction) => t.payment_intent_id || t.charge_id;

		// The transactions list, filtered to reader fees: one link per row.
		await page.goto(
			adminUrl('/payments/transactions', {
				filter: 'advanced',
				type_is: 'card_reader_fee',
				per_page: '50',
			})
		);
		const listRows = page.locator('.woocommerce-table__table tbody tr:has(td)');
		await expect(listRows).toHaveCount(13);
		for (const fee of fees) {
			const link = page.locator(`a[href*="transaction_id=${fee.transaction_id}"]`).first();
			const href = new URL((await link.getAttribute('href'))!, 'http://x').searchParams;
			expect(href.get('path')).toBe('/payments/transactions/details');
			expect(href.get('id')).toBe(linkId(fee));
			expect(href.get('transaction_type')).toBe('card_reader_fee');
			const stats = await restGet<{ charge_id: string; transaction_id: string; data: ReaderFeeRow[] }>(
				request,
				`${READERS_REST}/charges/${href.get('id')}`
			);
			expect(stats.transaction_id).toBe(fee.transaction_id);
			expect(stats.data.reduce((sum, r) => sum + r.fee.amount, 0)).toBe(-fee.amount);
		}

		// A payout holding a reader fee: the same link from its transactions.
		const fee = fees.find((t) => t.deposit_id)!;
		await page.goto(adminUrl('/payments/payouts/details', { id: fee.deposit_id!, per_page: '100' }));
		const payoutLink = page
			.locator('.wcpay-payout-transactions')
			.locator(`a[href*="transaction_id=${fee.transaction_id}"]`)
			.first();
		await expect(payoutLink).toBeVisible();
		const href = new URL((await payoutLink.getAttribute('href'))!, 'http://x').searchParams;
		expect(href.get('id')).toBe(linkId(fee));
		expect(href.get('transaction_type')).toBe('card_reader_fee');
	});
});

test.describe('reader-fee view on the payment details page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	const feeTable = (page: Page) => page.locator('.wcpay-reader-fee-details__table');

	/** The 'Card readers' table of a fee, figure by figure. */
	async function expectFeeTable(page: Page, request: APIRequestContext, id: string) {
		const stats = await restGet<{ data: ReaderFeeRow[] }>(request, `${READERS_REST}/charges/${id}`);
		await expect(feeTable(page).getByRole('heading', { name: 'Card readers' })).toBeVisible();
		const body = feeTable(page).locator('tbody tr:has(td)');
		await expect(body).toHaveCount(stats.data.length);
		const headers = await feeTable(page).locator('th[role="columnheader"]').allInnerTexts();
		expect(headers.map((h) => h.split('\n')[0].trim())).toEqual([
			'Reader id',
			'Status',
			'Transactions',
			'Fee',
		]);
		const texts = await body.evaluateAll((trs) =>
			trs.map((tr) =>
				Array.from(tr.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim())
			)
		);
		expect(texts).toEqual(
			stats.data.map((r) => [
				r.reader_id,
				r.status === 'active' ? 'Active' : 'Inactive',
				String(r.count),
				(r.fee.amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
			])
		);
	}

	test('a reader fee row of the transactions list opens its Card readers table; axe', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const fee = (await readerFees(request))[0];
		await page.goto(
			adminUrl('/payments/transactions', { filter: 'advanced', type_is: 'card_reader_fee' })
		);
		await page.locator(`a[href*="transaction_id=${fee.transaction_id}"]`).first().click();
		await expect(page).toHaveURL(/transaction_type=card_reader_fee/);
		await expectFeeTable(page, request, (fee.payment_intent_id || fee.charge_id)!);
		await expect(page.getByText('Readers details not loaded')).toHaveCount(0);
		await expectAccessible(page);
		// At 480 px (loaded at that width, as a phone would).
		await page.setViewportSize({ width: 480, height: 900 });
		await page.reload();
		await expectFeeTable(page, request, (fee.payment_intent_id || fee.charge_id)!);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test("a reader fee row of a payout's transactions opens its Card readers table", async ({
		page,
		request,
	}) => {
		const fee = (await readerFees(request)).find((t) => t.deposit_id)!;
		await page.goto(adminUrl('/payments/payouts/details', { id: fee.deposit_id!, per_page: '100' }));
		await page
			.locator('.wcpay-payout-transactions')
			.locator(`a[href*="transaction_id=${fee.transaction_id}"]`)
			.first()
			.click();
		await expect(page).toHaveURL(/transaction_type=card_reader_fee/);
		await expectFeeTable(page, request, (fee.payment_intent_id || fee.charge_id)!);
	});

	test("a failed read shows 'Readers details not loaded'", async ({ page, request }) => {
		const fee = (await readerFees(request))[0];
		await addFault(request, {
			method: 'GET',
			path: `${READERS_REST}/charges/.*`,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const errors = trackPageErrors(page);
		await page.goto(
			adminUrl('/payments/transactions/details', {
				id: fee.charge_id!,
				transaction_id: fee.transaction_id,
				transaction_type: 'card_reader_fee',
			})
		);
		await expect(page.getByText('Readers details not loaded')).toBeVisible();
		await expect(feeTable(page)).toHaveCount(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});
});
