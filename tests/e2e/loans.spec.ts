/**
 * Loans page (spec 001 §2.8, §3.7, §4.9, §7.6, §8; spec 002 §4.9) and the overview's connection-success modal
 * (spec 002 §2.6): the menu entry and the overview's link open the page; the active loan overview and the
 * 'All loans' rows show what the API says (status text, withhold rate as a percent, amounts); a loan's link
 * lists that loan's transactions only; no loan, only paid-off loans, test mode, a failure of each read; axe on
 * each, also at 480 px.
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
	restGets,
	trackPageErrors,
} from './helpers';

type Loan = {
	stripe_loan_id: string;
	paid_out_at: number;
	fully_paid_at: number | null;
	amount: number;
	fee_amount: number;
	withhold_rate: number;
	first_paydown_at: number;
	currency: string;
};

type Summary = {
	details: {
		advance_amount: number;
		advance_paid_out_at: number;
		currency: string;
		current_repayment_interval: { due_at: number; paid_amount: number; remaining_amount: number };
		fee_amount: number;
		paid_amount: number;
		repayments_begin_at: number;
		withhold_rate: number;
	};
};

const LOANS = adminUrl('/payments/loans');
const LOANS_REST = '/wc/v3/payments/capital/loans';
const SUMMARY_REST = '/wc/v3/payments/capital/active_loan_summary';
const ERROR_TEXT = 'Error retrieving the active loan summary.';

const usd = (minor: number) => (minor / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A day as the page writes it ("November 16, 2024"), in the store's timezone. */
async function dayFormatter(page: Page): Promise<(seconds: number) => string> {
	const timeZone = await page.evaluate(
		() => (window as unknown as { wcSettings: { timeZone: string } }).wcSettings.timeZone
	);
	const format = new Intl.DateTimeFormat('en-US', {
		timeZone,
		year: 'numeric',
		month: 'long',
		day: 'numeric',
	});
	return (seconds) => format.format(new Date(seconds * 1000));
}

const table = (page: Page) => page.locator('.wcpay-loans__table');
/** The body rows of the loans table (TableCard puts its header row in tbody too). */
const rows = (page: Page) => table(page).locator('tbody tr:has(td)');
const overview = (page: Page) => page.getByTestId('wcpay-loans-active-loan');

async function patchAccount(request: APIRequestContext, body: unknown) {
	const res = await request.patch('/__mock/account', { data: body });
	expect(res.ok()).toBe(true);
}

/** Opens the loans page and waits for its table to be read. */
async function open(page: Page) {
	await page.goto(LOANS);
	await expect(table(page).getByRole('heading', { name: 'All loans' })).toBeVisible();
	await expect(table(page).locator('.is-loading')).toHaveCount(0);
}

test.describe('loans page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('menu "Loans" opens the page: navigation, active loan overview and every loan; axe', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const loans = (await restGet<{ data: Loan[] }>(request, LOANS_REST)).data;
		const { details: d } = await restGet<Summary>(request, SUMMARY_REST);
		expect(loans).toHaveLength(3);

		await page.goto(adminUrl('/payments/overview'));
		await expect(page.getByTestId('wcpay-active-loan')).toContainText('Total repaid');
		await request.delete('/__mock/requests');
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Loans' })
			.click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)loans/);
		await expect(page).toHaveTitle(/^Capital loans/);
		await expect(page.getByRole('heading', { level: 1, name: 'Capital loans' })).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Payments pages' })).toBeVisible();
		await expect(page.locator('.wcpay-test-mode-banner')).toHaveCount(0);
		const day = await dayFormatter(page);

		// The active loan overview, figure by figure.
		const card = overview(page);
		await expect(card.getByRole('heading', { name: 'Active loan overview' })).toBeVisible();
		await expect(card).toContainText(`${usd(d.paid_amount)} of ${usd(d.advance_amount + d.fee_amount)}`);
		const period = d.current_repayment_interval;
		await expect(card).toContainText(
			`${usd(period.paid_amount)} of ${usd(period.paid_amount + period.remaining_amount)} minimum`
		);
		await expect(card).toContainText(
			`${usd(period.remaining_amount)} minimum left to repay by ${day(period.due_at)}`
		);
		const term = (label: string) => card.locator('.wcpay-active-loan__term').filter({ hasText: label });
		await expect(term('Loan amount').locator('dd')).toHaveText('$5,000.00');
		await expect(term('Fixed fee').locator('dd')).toHaveText('$500.00');
		await expect(term('Withhold rate').locator('dd')).toHaveText('10%');
		await expect(term('Loan disbursed').locator('dd')).toHaveText(day(d.advance_paid_out_at));
		await expect(term('First paydown').locator('dd')).toHaveText(day(d.repayments_begin_at));

		// 'All loans': one row per loan, newest first, as the API lists them.
		await expect(rows(page)).toHaveCount(3);
		for (const [i, loan] of loans.entries()) {
			const cells = rows(page).nth(i).locator('td, th');
			await expect(cells.nth(0)).toHaveText(day(loan.paid_out_at));
			await expect(cells.nth(1)).toHaveText(
				loan.fully_paid_at === null ? 'Active' : `Paid off: ${day(loan.fully_paid_at)}`
			);
			await expect(cells.nth(2)).toHaveText(usd(loan.amount));
			await expect(cells.nth(3)).toHaveText(usd(loan.fee_amount));
			await expect(cells.nth(4)).toHaveText(`${Math.round(loan.withhold_rate * 1000) / 10}%`);
			await expect(cells.nth(5)).toHaveText(day(loan.first_paydown_at));
			await expect(cells.nth(6)).toHaveText(loan.stripe_loan_id);
		}
		await expect(rows(page).nth(0)).toContainText('Active');
		await expect(rows(page).nth(1)).toContainText(/Paid off: [A-Z][a-z]+ \d{1,2}, \d{4}/);
		await expect(rows(page).nth(2)).toContainText(/Paid off: /);
		await expect(rows(page).nth(0)).toContainText('10%');

		// Each read once.
		const gets = (await requestLog(request)).filter(
			(r) => r.method === 'GET' && r.path.startsWith('/wc/v3/payments/capital/')
		);
		expect(gets.map((r) => r.path).sort()).toEqual([SUMMARY_REST, LOANS_REST]);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test("a loan's link lists that loan's transactions only", async ({ page, request }) => {
		const [active, paidOff] = (await restGet<{ data: Loan[] }>(request, LOANS_REST)).data;
		const own = await restGet<{
			data: Array<{ type: string; loan_id: string | null }>;
			total_count: number;
		}>(request, `/wc/v3/payments/transactions?loan_id_is=${active.stripe_loan_id}&pagesize=100`);
		expect(own.total_count).toBeGreaterThan(1);
		await open(page);
		const link = rows(page).nth(0).getByRole('link');
		await expect(link).toHaveAttribute(
			'href',
			new RegExp(`type=charge&filter=advanced&loan_id_is=${active.stripe_loan_id}`)
		);
		await link.click();
		await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions/);
		const url = new URL(page.url());
		expect(url.searchParams.get('type')).toBe('charge');
		expect(url.searchParams.get('filter')).toBe('advanced');
		expect(url.searchParams.get('loan_id_is')).toBe(active.stripe_loan_id);
		await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
		const txRows = page.locator('.woocommerce-table__table tbody tr:has(td)');
		await expect(txRows).toHaveCount(Math.min(25, own.total_count));
		// Only the loan's disbursement and repayments.
		const types = await txRows.allInnerTexts();
		expect(types.every((t) => /Loan (disbursement|repayment)/.test(t))).toBe(true);
		const calls = await restGets(request, '/wc/v3/payments/transactions');
		expect(calls[calls.length - 1].query).toMatchObject({ loan_id_is: active.stripe_loan_id });
		await expect(page.locator('.wcpay-table-summary')).toContainText(String(own.total_count));
		await expectAccessible(page);

		// The paid-off loan's link filters by its id too.
		await open(page);
		await expect(rows(page).nth(1).getByRole('link')).toHaveAttribute(
			'href',
			new RegExp(`loan_id_is=${paidOff.stripe_loan_id}`)
		);
	});

	test('no loan: no active loan overview, an empty list; axe', async ({ page, request }) => {
		await reset(request, 'empty');
		await open(page);
		await expect(overview(page)).toHaveCount(0);
		await expect(table(page)).toContainText('There are no loans.');
		await expect(rows(page).filter({ hasText: /Active|Paid off/ })).toHaveCount(0);
		expect((await requestLog(request)).some((r) => r.path === SUMMARY_REST)).toBe(false);
		// No loans, no menu entry.
		await expect(
			page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Loans' })
		).toHaveCount(0);
		await expectAccessible(page);
	});

	test('only paid-off loans: no overview, every row "Paid off: …"', async ({ page, request }) => {
		const ids = (await restGet<{ data: Loan[] }>(request, LOANS_REST)).data.map((l) => l.stripe_loan_id);
		await patchAccount(request, {
			accountLoans: { has_active_loan: false, loans: ids.map((id) => `${id}|other`) },
		});
		await open(page);
		await expect(rows(page)).toHaveCount(3);
		await expect(overview(page)).toHaveCount(0);
		for (let i = 0; i < 3; i++) {
			await expect(rows(page).nth(i).locator('td, th').nth(1)).toHaveText(/^Paid off: /);
		}
		await expectAccessible(page);
	});

	test('test mode: the loans banner', async ({ page, request }) => {
		await request.patch('/__mock/page-settings', { data: { testMode: true } });
		await open(page);
		const banner = page.locator('.wcpay-test-mode-banner');
		await expect(banner).toContainText('Test mode active: you are viewing test loans.');
		await expect(banner.getByRole('link', { name: 'WooPayments settings' })).toHaveAttribute(
			'href',
			/section=woocommerce_payments/
		);
		await expectAccessible(page);
	});

	for (const path of [LOANS_REST, SUMMARY_REST]) {
		test(`a failure of ${path} shows "${ERROR_TEXT}"`, async ({ page, request }) => {
			await addFault(request, {
				method: 'GET',
				path,
				status: 500,
				code: 'internal_server_error',
				message: 'Boom',
			});
			await page.goto(LOANS);
			await expect(notice(page, ERROR_TEXT)).toBeVisible();
			if (path === LOANS_REST) {
				// Not "There are no loans.": the list did not load.
				await expect(table(page)).toContainText('Loans could not be loaded. Please reload the page.');
				await expect(overview(page)).toContainText('Total repaid');
			} else {
				await expect(overview(page)).toContainText('The loan summary is not available right now.');
				await expect(rows(page)).toHaveCount(3);
			}
			await expectAccessible(page);
		});
	}

	test('480 px: no page overflow, axe clean', async ({ page }) => {
		await page.setViewportSize({ width: 480, height: 900 });
		await open(page);
		await expect(rows(page)).toHaveCount(3);
		await expect(overview(page)).toContainText('Total repaid');
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await expectAccessible(page);
	});
});

test.describe('overview links and modal', () => {
	test.beforeEach(async ({ page, request }) => {
		await reset(request);
		// The provider's script cannot load here.
		await page.route('https://connect-js.stripe.com/**', (route) => route.abort());
	});

	test('the overview\'s "View loan details" lands on the loans page', async ({ page }) => {
		await page.goto(adminUrl('/payments/overview'));
		const card = page.getByTestId('wcpay-active-loan');
		await card.getByRole('link', { name: 'View loan details' }).click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)loans/);
		await expect(page.getByRole('heading', { level: 1, name: 'Capital loans' })).toBeVisible();
		await expect(overview(page)).toContainText('Total repaid');
		await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toHaveCount(0);
	});

	test('connection-success modal: shown with the flag; dismissal persists across reload; axe', async ({
		page,
		request,
	}) => {
		const url = adminUrl('/payments/overview', { 'wcpay-connection-success': '1' });
		await page.goto(url);
		const dialog = page.getByRole('dialog', { name: 'Thanks for verifying your business details!' });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('Congratulations, your account is active!');
		// The dialog holds the focus.
		await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		await expectAccessible(page);

		// Reloading without dismissing shows it again.
		await page.reload();
		await expect(dialog).toBeVisible();
		await dialog.getByRole('button', { name: 'Dismiss' }).click();
		await expect(dialog).toHaveCount(0);
		await expect
			.poll(async () =>
				(await requestLog(request)).some(
					(r) =>
						r.method === 'POST' &&
						r.path === '/wc-admin/options' &&
						(r.body as Record<string, unknown>)?.wcpay_connection_success_modal_dismissed === true
				)
			)
			.toBe(true);
		await page.reload();
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
	});

	test('connection-success modal: Esc closes it for good', async ({ page }) => {
		const url = adminUrl('/payments/overview', { 'wcpay-connection-success': '1' });
		await page.goto(url);
		const dialog = page.getByRole('dialog', { name: 'Thanks for verifying your business details!' });
		await expect(dialog).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);
		await page.goto(url);
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
	});

	test('connection-success modal: not without the flag, nor for an account that is not active', async ({
		page,
		request,
	}) => {
		await page.goto(adminUrl('/payments/overview'));
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await patchAccount(request, { status: 'restricted_soon' });
		await page.goto(adminUrl('/payments/overview', { 'wcpay-connection-success': '1' }));
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
	});
});
