/**
 * Payouts list and payout details (spec 001 §2.1, §2.2, §4.1, §4.5–4.8, §5): filters, sorting, columns and
 * paging through the URL, the notices and the feedback prompt driven by the control API, exports with the
 * downloaded CSV checked, every details state, axe and narrow widths.
 */
import fs from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from './fixtures';

import {
	adminUrl,
	addFault,
	expectAccessible,
	headerLabels,
	notice,
	paymentsGet,
	requestLog,
	reset,
	restGets,
	trackPageErrors,
} from './helpers';

type Deposit = {
	id: string;
	date: string;
	type: string;
	amount: number;
	currency: string;
	status: string;
	automatic: boolean;
	method: string;
	failure_code: string | null;
	transaction_count: number;
};

const PAYOUTS = adminUrl('/payments/payouts');
const details = (id: string) => adminUrl('/payments/payouts/details', { id });

async function allDeposits(request: APIRequestContext): Promise<Deposit[]> {
	const first = await paymentsGet<{ data: Deposit[]; total_count: number }>(
		request,
		'/deposits?pagesize=100&page=1'
	);
	const rows = [...first.data];
	for (let page = 2; rows.length < first.total_count; page++) {
		rows.push(
			...(await paymentsGet<{ data: Deposit[] }>(request, `/deposits?pagesize=100&page=${page}`)).data
		);
	}
	return rows;
}

/** The payouts table (TableCard renders its title twice: query by role). */
function table(page: Page) {
	return page.locator('.wcpay-payouts__table');
}

/** Body rows of the payouts table (TableCard puts its header row in tbody too; the empty message is a row). */
function rows(page: Page) {
	return table(page).locator('tbody tr:has(td.woocommerce-table__item)');
}

async function columnTexts(page: Page, index: number): Promise<string[]> {
	return rows(page)
		.locator(`td:nth-child(${index + 1}), th:nth-child(${index + 1})`)
		.allInnerTexts();
}

/** Dismisses the next-payout notice through its preference, so that the page shows only what a test wants. */
async function dismissNextPayoutNotice(request: APIRequestContext) {
	await request.patch('/__mock/page-settings', { data: { isNextDepositNoticeDismissed: true } });
}

/** Turns the feedback prompt off (its campaign flag), for tests about other things. */
async function withoutFeedbackPrompt(request: APIRequestContext) {
	await request.patch('/__mock/account', { data: { campaigns: { wporgReview2025: false } } });
}

async function readCsv(path: string): Promise<string[][]> {
	const text = fs.readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
	return text
		.trim()
		.split(/\r?\n/)
		.map((line) => line.split(','));
}

test.describe('payouts list', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		await withoutFeedbackPrompt(request);
	});

	test('shows the table with its columns, labels and chips, and passes axe', async ({ page, request }) => {
		const errors = trackPageErrors(page);
		const deposits = await allDeposits(request);
		await page.goto(PAYOUTS);
		await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
		await expect(page.getByRole('heading', { level: 2, name: 'Payout history' })).toBeVisible();
		await expect(rows(page)).toHaveCount(25);

		// Visible labels (screen-reader texts left out).
		const headers = await headerLabels(table(page));
		expect(headers).toEqual([
			'',
			'Date (ET)',
			'Type',
			'Amount',
			'Status',
			'Bank account',
			'Bank reference ID',
		]);
		await expect(table(page).locator('th[aria-sort="descending"]')).toContainText('Date');

		// Newest first: pending, then in transit.
		const statuses = await columnTexts(page, 4);
		expect(statuses[0]).toBe('Pending');
		expect(statuses[1]).toBe('In transit');
		expect(statuses).toContain('Completed (paid)');
		await expect(table(page).locator('[data-chip-type="warning"]').first()).toHaveText('Pending');
		await expect(table(page).locator('[data-chip-type="primary"]').first()).toHaveText('In transit');
		await expect(table(page).locator('[data-chip-type="success"]').first()).toHaveText(
			'Completed (paid)'
		);
		expect(await columnTexts(page, 2)).toContain('Payout');
		expect(await columnTexts(page, 6)).toContain('N/A');
		await expect(table(page).locator('.wcpay-table-summary')).toContainText(String(deposits.length));

		// Currency picker: '---' and each currency of the store.
		await expect(page.locator('.woocommerce-filters-filter').first()).toContainText('Payout currency:');
		await expect(page.locator('.woocommerce-filters-filter').first()).toContainText('---');
		await expect(
			page.getByRole('navigation', { name: 'Payments pages' }).getByRole('link', { name: 'Payouts' })
		).toHaveAttribute('aria-current', 'page');
		await expect(page.locator('.wcpay-test-mode-banner')).toHaveCount(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('withdrawals, failed and canceled payouts have their labels and colours', async ({
		page,
		request,
	}) => {
		const deposits = await allDeposits(request);
		const withdrawal = deposits.find((d) => d.type === 'withdrawal')!;
		await page.goto(adminUrl('/payments/payouts', { per_page: '100' }));
		await expect(rows(page)).toHaveCount(100);
		// The withdrawal is within the last 100 (a month ago); find it by its type cell.
		const row = rows(page).filter({ hasText: 'Withdrawal' });
		await expect(row).toHaveCount(1);
		await expect(row.locator('[data-chip-type="success"]')).toHaveText('Completed (deducted)');
		expect(withdrawal.amount).toBeLessThan(0);

		await page.goto(adminUrl('/payments/payouts', { filter: 'advanced', status_is: 'failed' }));
		await expect(rows(page)).toHaveCount(1);
		await expect(rows(page).locator('[data-chip-type="alert"]')).toHaveText('Failed');
		await page.goto(adminUrl('/payments/payouts', { filter: 'advanced', status_is: 'canceled' }));
		await expect(rows(page)).toHaveCount(1);
		await expect(rows(page).locator('[data-chip-type="light"]')).toHaveText('Canceled');
	});

	test('the currency filter round-trips through the URL and survives reload', async ({ page, request }) => {
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await page.locator('.woocommerce-filters-filter').first().getByRole('button').click();
		await page.getByRole('button', { name: 'EUR', exact: true }).click();
		await expect(page).toHaveURL(/store_currency_is=eur/);
		await expect(rows(page).first()).toContainText('€');
		const amounts = await columnTexts(page, 3);
		expect(amounts.every((a) => a.includes('€'))).toBe(true);

		await page.reload();
		await expect(page.locator('.woocommerce-filters-filter').first()).toContainText('EUR');
		const after = await columnTexts(page, 3);
		expect(after.length).toBeGreaterThan(0);
		expect(after.every((a) => a.includes('€'))).toBe(true);
		const lists = await restGets(request, '/wc/v3/payments/deposits');
		expect(lists.at(-1)?.query.store_currency_is).toBe('eur');

		// Back to all currencies.
		await page.locator('.woocommerce-filters-filter').first().getByRole('button').click();
		await page.getByRole('button', { name: '---', exact: true }).click();
		await expect(page).not.toHaveURL(/store_currency_is/);
	});

	test('the currency filter needs more than one store currency', async ({ page }) => {
		await page.goto(adminUrl('/payments/payouts', { store_currency_is: 'usd' }));
		await expect(rows(page)).toHaveCount(25);
		// Three currencies: shown. (A one-currency store would have none; checked in the unit tests.)
		await expect(page.locator('.woocommerce-filters-filter')).toHaveCount(2);
		await reset(page.request, 'empty');
		await withoutFeedbackPrompt(page.request);
		await page.goto(PAYOUTS);
		await expect(table(page)).toContainText('No payouts yet');
		await expect(page.locator('.woocommerce-filters-filter')).toHaveCount(1);
		await expect(page.locator('.woocommerce-filters-filter')).toContainText('Show:');
	});

	test('advanced filters (status, date, match) round-trip through the URL and survive reload', async ({
		page,
		request,
	}) => {
		await page.goto(PAYOUTS);
		await page.getByRole('button', { name: 'All payouts' }).click();
		await page.getByRole('button', { name: 'Advanced filters' }).click();
		await expect(page).toHaveURL(/filter=advanced/);

		// Status is Failed.
		await page.getByRole('button', { name: 'Add a filter' }).click();
		await page.getByRole('button', { name: 'Status', exact: true }).click();
		await page
			.getByRole('combobox', { name: 'Select a payout status', exact: true })
			.selectOption('failed');
		await page.getByRole('link', { name: 'Filter', exact: true }).click();
		await expect(page).toHaveURL(/status_is=failed/);
		await expect(rows(page)).toHaveCount(1);
		await expect(rows(page)).toContainText('Failed');

		await page.reload();
		await expect(rows(page)).toHaveCount(1);
		await expect(page.getByRole('combobox', { name: 'Select a payout status', exact: true })).toHaveValue(
			'failed'
		);

		// The status options: every status but "deducted", paid labelled 'Completed'.
		const options = await page
			.getByRole('combobox', { name: 'Select a payout status', exact: true })
			.locator('option')
			.allInnerTexts();
		expect(options).toEqual(['Completed', 'Pending', 'In transit', 'Canceled', 'Failed']);

		// Add "Date before" a day, then match any.
		await page.getByRole('button', { name: 'Add a filter' }).click();
		await page.getByRole('button', { name: 'Date', exact: true }).click();
		const dateInput = page.getByRole('textbox', { name: 'Choose a date' });
		await dateInput.fill('01/01/2020');
		await dateInput.press('Tab');
		await page.getByRole('combobox', { name: 'Choose to apply any or all filters' }).selectOption('any');
		await page.getByRole('link', { name: 'Filter', exact: true }).click();
		await expect(page).toHaveURL(/date_before=2020-01-01/);
		await expect(page).toHaveURL(/match=any/);
		// Any: failed OR before 2020 = the failed one.
		await expect(rows(page)).toHaveCount(1);
		const list = (await restGets(request, '/wc/v3/payments/deposits')).at(-1);
		expect(list?.query).toMatchObject({
			status_is: 'failed',
			date_before: '2020-01-01 23:59:59',
			match: 'any',
		});

		// Match all: none.
		await page.getByRole('combobox', { name: 'Choose to apply any or all filters' }).selectOption('all');
		await page.getByRole('link', { name: 'Filter', exact: true }).click();
		await expect(page).not.toHaveURL(/match=any/);
		await expect(table(page)).toContainText('No payouts match your filters.');

		await page.reload();
		await expect(table(page)).toContainText('No payouts match your filters.');
		await expect(page.getByRole('textbox', { name: 'Choose a date' })).toHaveValue('01/01/2020');

		// Clear all filters.
		await page.getByRole('link', { name: 'Clear all filters' }).click();
		await expect(page).not.toHaveURL(/status_is|date_before/);
		await expect(rows(page)).toHaveCount(25);
	});

	test('date between and status is not from a URL', async ({ page, request }) => {
		const deposits = await allDeposits(request);
		const days = [...new Set(deposits.map((d) => d.date.slice(0, 10)))].sort();
		const from = days[days.length - 8];
		const to = days[days.length - 3];
		// Given in reverse order: the filter sorts them.
		await page.goto(
			`${PAYOUTS}&filter=advanced&date_between%5B0%5D=${to}&date_between%5B1%5D=${from}&status_is_not=paid`
		);
		const expected = deposits.filter(
			(d) => d.date.slice(0, 10) >= from && d.date.slice(0, 10) <= to && d.status !== 'paid'
		);
		await expect(rows(page)).toHaveCount(expected.length);
		// The server logs a request once it has answered it: wait for the page's own.
		await expect(async () => {
			const last = (await restGets(request, '/wc/v3/payments/deposits')).at(-1);
			expect(JSON.stringify(last?.query)).toContain(`${from} 00:00:00`);
			expect(JSON.stringify(last?.query)).toContain(`${to} 23:59:59`);
		}).toPass();
		await expect(page.locator('.woocommerce-filters-advanced')).toBeVisible();
		await expect(page.getByRole('combobox', { name: 'Select a payout status filter match' })).toHaveValue(
			'is_not'
		);
	});

	test('sorting by amount and date goes through the URL and survives reload', async ({ page }) => {
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await table(page).getByRole('button', { name: 'Amount' }).click();
		await expect(page).toHaveURL(/orderby=amount&order=desc/);
		await expect(table(page).locator('th[aria-sort="descending"]')).toContainText('Amount');
		const parse = (s: string) => Number(s.replace(/[^0-9.-]/g, ''));
		await expect(async () => {
			const amounts = (await columnTexts(page, 3)).filter((a) => a.includes('$')).map(parse);
			expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
		}).toPass();

		await table(page).getByRole('button', { name: 'Amount' }).click();
		await expect(page).toHaveURL(/orderby=amount&order=asc/);
		await page.reload();
		await expect(table(page).locator('th[aria-sort="ascending"]')).toContainText('Amount');
		const first = await rows(page).first().innerText();
		expect(first).toContain('Withdrawal');

		await table(page).getByRole('button', { name: /Date/ }).click();
		await expect(page).toHaveURL(/orderby=date&order=desc/);
		await expect(rows(page).first()).toContainText('Pending');
	});

	test('hidden columns are remembered in the user preference across reloads', async ({ page, request }) => {
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await table(page).getByRole('button', { name: 'Choose which values to display' }).click();
		const items = page.getByRole('menuitemcheckbox');
		// Only the hideable columns are offered.
		await expect(items).toHaveText(['Bank account', 'Bank reference ID']);
		await page.getByRole('menuitemcheckbox', { name: 'Bank account' }).click();
		await page.keyboard.press('Escape');
		await expect(table(page).locator('th[role="columnheader"]', { hasText: 'Bank account' })).toHaveCount(
			0
		);

		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			expect(JSON.parse(user.woocommerce_meta.wc_payments_payouts_hidden_columns)).toEqual([
				'bankAccount',
			]);
		}).toPass();

		await page.reload();
		await expect(rows(page)).toHaveCount(25);
		await expect(table(page).locator('th[role="columnheader"]', { hasText: 'Bank account' })).toHaveCount(
			0
		);
		await expect(
			table(page).locator('th[role="columnheader"]', { hasText: 'Bank reference ID' })
		).toHaveCount(1);

		await table(page).getByRole('button', { name: 'Choose which values to display' }).click();
		await page.getByRole('menuitemcheckbox', { name: 'Bank account' }).click();
		await page.keyboard.press('Escape');
		await expect(table(page).locator('th[role="columnheader"]', { hasText: 'Bank account' })).toHaveCount(
			1
		);
		await page.reload();
		await expect(table(page).locator('th[role="columnheader"]', { hasText: 'Bank account' })).toHaveCount(
			1
		);
	});

	test('paging: next page, page size, and bad values fall back to 1 and 25', async ({ page, request }) => {
		const deposits = await allDeposits(request);
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		const firstPage = (await rows(page).first().textContent()) ?? '';
		await page.getByRole('button', { name: 'Next Page' }).click();
		await expect(page).toHaveURL(/paged=2/);
		await expect(rows(page).first()).not.toHaveText(firstPage);
		await page.reload();
		await expect(page).toHaveURL(/paged=2/);
		await expect(rows(page)).toHaveCount(25);

		await page.goto(adminUrl('/payments/payouts', { paged: '6' }));
		await expect(rows(page)).toHaveCount(deposits.length - 125);

		await page.goto(adminUrl('/payments/payouts', { paged: 'abc', per_page: 'xyz' }));
		await expect(rows(page)).toHaveCount(25);
		await expect(rows(page).first()).toHaveText(firstPage);
		const last = (await restGets(request, '/wc/v3/payments/deposits')).at(-1);
		expect(last?.query).toMatchObject({ page: '1', pagesize: '25' });

		await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
		await expect(page).toHaveURL(/per_page=50/);
		await expect(rows(page)).toHaveCount(50);
	});

	test('each row links to its payout details page', async ({ page, request }) => {
		const [latest] = await allDeposits(request);
		await page.goto(PAYOUTS);
		await rows(page).first().locator('.wcpay-payouts__date-link').click();
		await expect(page).toHaveURL(new RegExp(`path=%2Fpayments%2Fpayouts%2Fdetails&id=${latest.id}`));
		await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
		await expect(page.getByRole('heading', { level: 2, name: 'Payout overview' })).toBeVisible();
		// Back through history returns to the list.
		await page.goBack();
		await expect(page.getByRole('heading', { level: 2, name: 'Payout history' })).toBeVisible();
		// The details icon links there too.
		await expect(rows(page).first().locator('.wcpay-payouts__details-link')).toHaveAttribute(
			'href',
			new RegExp(`id=${latest.id}`)
		);
	});

	test('test-mode banner shows in test mode', async ({ page, request }) => {
		await request.patch('/__mock/page-settings', { data: { testMode: true } });
		await page.goto(PAYOUTS);
		const banner = page.locator('.wcpay-test-mode-banner');
		await expect(banner).toContainText('Test mode active');
		await expect(banner).toContainText('viewing test payouts');
		await expect(banner.getByRole('link', { name: 'WooPayments settings' })).toHaveAttribute(
			'href',
			/section=woocommerce_payments/
		);
		await page.goto(details((await allDeposits(request))[0].id));
		await expect(page.locator('.wcpay-test-mode-banner')).toContainText('this is a test payout');
	});

	test('hostile strings render as text', async ({ page, request }) => {
		const dialogs: string[] = [];
		page.on('dialog', (d) => {
			dialogs.push(d.message());
			void d.dismiss();
		});
		// A payout that paid out a hostile customer's transaction.
		const hostile = '<img src=x onerror=alert(1)>';
		const { data } = await paymentsGet<{ data: { customer_name: string; deposit_id: string | null }[] }>(
			request,
			'/transactions?search=onerror&pagesize=100'
		);
		const depositId = data.find((t) => t.customer_name === hostile && t.deposit_id)!.deposit_id!;
		await page.goto(adminUrl('/payments/payouts/details', { id: depositId, per_page: '100' }));
		const txTable = page.locator('.wcpay-payout-transactions');
		await expect(txTable.getByText(hostile, { exact: true }).first()).toBeVisible();
		// Hostile query values are dropped, not rendered or sent.
		await page.goto(adminUrl('/payments/payouts', { store_currency_is: hostile, orderby: '<b>x</b>' }));
		await expect(rows(page)).toHaveCount(25);
		const last = (await restGets(request, '/wc/v3/payments/deposits')).at(-1);
		expect(last?.query).not.toHaveProperty('store_currency_is');
		expect(last?.query).toMatchObject({ sort: 'date' });
		expect(dialogs).toEqual([]);
		expect(await page.locator('#wpbody img[src="x"]').count()).toBe(0);
	});

	test('a row opens its payout inside the app (no reload); Back returns; Ctrl-click opens a new tab', async ({
		page,
		context,
		request,
	}) => {
		const [first] = await allDeposits(request);
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		// A marker on the window survives only if the page is never reloaded.
		await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

		const dateLink = rows(page).first().locator('.wcpay-payouts__date-link');
		await expect(dateLink).toHaveAttribute('data-link-type', 'wc-admin');
		await dateLink.click();
		await expect(page).toHaveURL(new RegExp(`id=${first.id}`));
		await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
		expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

		await page.goBack();
		await expect(rows(page)).toHaveCount(25);
		expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

		// The chevron goes to the same page.
		await rows(page).first().locator('.wcpay-payouts__details-link').click();
		await expect(page).toHaveURL(new RegExp(`id=${first.id}`));
		await page.goBack();
		await expect(rows(page)).toHaveCount(25);

		const [tab] = await Promise.all([
			context.waitForEvent('page'),
			rows(page)
				.first()
				.locator('.wcpay-payouts__date-link')
				.click({ modifiers: ['Control'] }),
		]);
		await expect(tab).toHaveURL(new RegExp(`id=${first.id}`));
		await tab.close();
		await expect(page).toHaveURL(/path=%2Fpayments%2Fpayouts$|path=\/payments\/payouts$/);
	});
});

test.describe('payout notices', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		await withoutFeedbackPrompt(request);
	});

	test('next-payout notice: shown, dismissal remembered and saved', async ({ page, request }) => {
		await page.goto(PAYOUTS);
		const info = page.locator('.wcpay-next-payout-notice');
		await expect(info).toContainText('Available funds are paid out automatically every day.');
		await expect(info).toContainText('Your next payout of $');
		await info.getByRole('button', { name: /Close|Dismiss/ }).click();
		await expect(info).toHaveCount(0);
		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			expect(user.woocommerce_meta.wcpay_next_deposit_notice_dismissed).toBe('true');
		}).toPass();
		await page.reload();
		await expect(rows(page)).toHaveCount(25);
		await expect(info).toHaveCount(0);
	});

	test('next-payout notice: hidden by each of its rules', async ({ page, request }) => {
		const info = page.locator('.wcpay-next-payout-notice');
		const check = async () => {
			await page.goto(PAYOUTS);
			await expect(rows(page)).toHaveCount(25);
			await expect(info).toHaveCount(0);
		};
		// Payouts restricted.
		await request.patch('/__mock/account', { data: { deposits: { restrictions: 'deposits_blocked' } } });
		await check();
		await reset(request);
		// Waiting period not complete.
		await request.patch('/__mock/account', { data: { deposits: { completed_waiting_period: false } } });
		await check();
		await reset(request);
		// Dismissed (page setting).
		await dismissNextPayoutNotice(request);
		await check();
		await reset(request);
		// Unsupported (manual) schedule.
		await request.patch('/__mock/settings', { data: { deposit_schedule_interval: 'manual' } });
		await check();
		await reset(request);
		// The account overview failed to load.
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/deposits/overview-all',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await page.goto(PAYOUTS);
		await expect(notice(page, "Error retrieving all payouts' overviews.")).toBeVisible();
		await expect(info).toHaveCount(0);
		// Weekly: says the day.
		await reset(request);
		await request.patch('/__mock/settings', {
			data: { deposit_schedule_interval: 'weekly', deposit_schedule_weekly_anchor: 'friday' },
		});
		await page.goto(PAYOUTS);
		await expect(info).toContainText('Available funds are paid out automatically every Friday.');
	});

	test('failed-payout notice: an errored bank account pauses payouts', async ({ page, request }) => {
		// The account overview reports the bank account as errored (its latest payout failed).
		await page.route('**/wc/v3/payments/deposits/overview-all**', async (route) => {
			const response = await route.fetch();
			const body = await response.json();
			body.account.default_external_accounts[0].status = 'errored';
			await route.fulfill({ response, json: body });
		});
		await page.goto(PAYOUTS);
		const warning = page.locator('.wcpay-failed-payout-notice');
		await expect(warning.locator('.components-notice__content')).toHaveText(
			'Payouts are currently paused because a recent payout failed. Please update your bank account details.'
		);
		await expect(warning).toHaveClass(/is-warning/);
		await expect(warning.getByRole('button', { name: /Close|Dismiss/ })).toHaveCount(0);
		const link = warning.getByRole('link', { name: 'update your bank account details' });
		await expect(link).toHaveAttribute('href', /wcpay-login=1.*from=WCPAY_PAYOUTS/);
		// The next-payout notice steps aside.
		await expect(page.locator('.wcpay-next-payout-notice')).toHaveCount(0);
		await expectAccessible(page);

		// Without an account link: no notice.
		await request.patch('/__mock/page-settings', { data: { accountStatus: { accountLink: '' } } });
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await expect(warning).toHaveCount(0);
	});
});

test.describe('feedback prompt', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		await dismissNextPayoutNotice(request);
	});

	const prompt = (page: Page) => page.locator('.wcpay-feedback-prompt');

	test('shows first on the page for an eligible account, not when ineligible', async ({
		page,
		request,
	}) => {
		await page.goto(PAYOUTS);
		await expect(prompt(page)).toContainText('Are you satisfied with WooPayments?');
		// In order: prompt, page navigation, table.
		const order = await page
			.locator('.wcpay-payouts > *')
			.evaluateAll((els) => els.map((e) => e.className.split(' ')[0] || e.tagName));
		expect(order.indexOf('wcpay-feedback-prompt')).toBeLessThan(order.indexOf('wcpay-payments-nav'));
		await expectAccessible(page);

		await withoutFeedbackPrompt(request);
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await expect(prompt(page)).toHaveCount(0);
	});

	test('hidden while another notice shows', async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/deposits',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await page.goto(PAYOUTS);
		await expect(notice(page, 'Error retrieving payouts.')).toBeVisible();
		await expect(prompt(page)).toHaveCount(0);
	});

	test("shows beside the page's own notices: the next payout on the default store, and test mode", async ({
		page,
		request,
	}) => {
		// Spec 001 §4.6: other notices are the ones raised in the page (core/notices), not the page's own.
		await request.patch('/__mock/page-settings', { data: { isNextDepositNoticeDismissed: false } });
		await page.goto(PAYOUTS);
		await expect(page.locator('.wcpay-next-payout-notice')).toBeVisible();
		await expect(prompt(page)).toContainText('Are you satisfied with WooPayments?');
		await request.patch('/__mock/page-settings', { data: { testMode: true } });
		await page.goto(PAYOUTS);
		await expect(page.locator('.wcpay-test-mode-banner')).toBeVisible();
		await expect(prompt(page)).toBeVisible();
	});

	test('Yes opens the positive modal and stores the dismissal time', async ({ page, request }) => {
		const before = Date.now();
		await page.goto(PAYOUTS);
		await prompt(page).getByRole('button', { name: 'Yes' }).click();
		const modal = page.getByRole('dialog', { name: 'Glad to hear it!' });
		await expect(modal).toBeVisible();
		await expect(modal.getByRole('link', { name: /Leave a review/ })).toHaveAttribute(
			'href',
			/wordpress\.org\/support\/plugin\/woocommerce-payments\/reviews/
		);
		await expectAccessible(page);
		await modal.getByRole('button', { name: 'Maybe later' }).click();
		await expect(prompt(page)).toHaveCount(0);
		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			const at = Number(user.woocommerce_meta.wc_payments_wporg_review_2025_prompt_dismissed);
			expect(at).toBeGreaterThanOrEqual(before);
			expect(at).toBeLessThanOrEqual(Date.now());
		}).toPass();
		await page.reload();
		await expect(rows(page)).toHaveCount(25);
		await expect(prompt(page)).toHaveCount(0);
	});

	test('No without usage tracking only dismisses', async ({ page, request }) => {
		await page.goto(PAYOUTS);
		await prompt(page).getByRole('button', { name: 'No' }).click();
		await expect(prompt(page)).toHaveCount(0);
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			expect(user.woocommerce_meta.wc_payments_wporg_review_2025_prompt_dismissed).toMatch(/^\d+$/);
		}).toPass();
	});

	test('No with usage tracking asks for feedback; blank text is sent as an empty string', async ({
		page,
		request,
	}) => {
		await page.addInitScript(() => {
			(window as unknown as { wcTracks: unknown }).wcTracks = {
				isEnabled: true,
				recordEvent: () => {},
			};
		});
		await page.goto(PAYOUTS);
		await prompt(page).getByRole('button', { name: 'No' }).click();
		const modal = page.getByRole('dialog', { name: 'Share your feedback' });
		await expect(modal).toBeVisible();
		await expect(prompt(page)).toHaveCount(0);
		await expectAccessible(page);
		await modal.getByRole('textbox', { name: /What could we do better/ }).fill('   ');
		await modal.getByRole('button', { name: 'Send feedback' }).click();
		await expect(notice(page, 'Thank you for your feedback!')).toBeVisible();
		await expect(modal).toHaveCount(0);
		const post = (await requestLog(request)).find(
			(r) => r.method === 'POST' && r.path === '/wc/v3/payments/feedback'
		);
		expect(post?.body).toEqual({
			campaign: 'wporg_review_2025',
			rating: 'negative',
			comment: '',
			source: 'payouts',
		});
		const recorded = await paymentsGet<{ comment: string; rating: string }[]>(request, '/feedback');
		expect(recorded).toEqual([expect.objectContaining({ comment: '', rating: 'negative' })]);
	});

	test('negative feedback text is recorded; the dismiss control dismisses', async ({ page, request }) => {
		await page.addInitScript(() => {
			(window as unknown as { wcTracks: unknown }).wcTracks = {
				isEnabled: true,
				recordEvent: () => {},
			};
		});
		await page.goto(PAYOUTS);
		await prompt(page).getByRole('button', { name: 'No' }).click();
		const modal = page.getByRole('dialog', { name: 'Share your feedback' });
		await modal.getByRole('textbox').fill('Payouts <b>take</b> too long "really"');
		await modal.getByRole('button', { name: 'Send feedback' }).click();
		await expect(notice(page, 'Thank you for your feedback!')).toBeVisible();
		const recorded = await paymentsGet<{ comment: string }[]>(request, '/feedback');
		expect(recorded.map((r) => r.comment)).toEqual(['Payouts <b>take</b> too long "really"']);

		// Again with the X: a fresh user.
		await reset(request);
		await dismissNextPayoutNotice(request);
		await page.goto(PAYOUTS);
		await prompt(page).getByRole('button', { name: 'Dismiss' }).click();
		await expect(prompt(page)).toHaveCount(0);
		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			expect(user.woocommerce_meta.wc_payments_wporg_review_2025_prompt_dismissed).toMatch(/^\d+$/);
		}).toPass();
	});
});

test.describe('payouts export', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		await withoutFeedbackPrompt(request);
	});

	test('without filters (under 1000 rows): no question, every payout downloaded', async ({
		page,
		request,
	}) => {
		const deposits = await allDeposits(request);
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		const downloadPromise = page.waitForEvent('download');
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(page.locator('.wcpay-export-button__status')).toHaveText('Preparing your export…');
		await expect(table(page).getByRole('button', { name: 'Export' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await expect(page.getByRole('dialog')).toHaveCount(0);
		const download = await downloadPromise;
		const csv = await readCsv(await download.path());
		expect(csv[0].slice(0, 3)).toEqual(['Payout ID', 'Date', 'Type']);
		expect(csv.length - 1).toBe(deposits.length);
		await expect(page.locator('.wcpay-export-button__status')).toHaveText(
			'Your export has been downloaded.'
		);
		const log = await requestLog(request);
		const polls = log.filter((r) => r.method === 'GET' && r.path.startsWith('/wc/v3/payments/exports/'));
		expect(polls.length).toBeGreaterThanOrEqual(1);
		expect(polls.length).toBeLessThanOrEqual(5);
	});

	test('with a filter: the CSV holds exactly the filtered rows', async ({ page, request }) => {
		await page.goto(adminUrl('/payments/payouts', { store_currency_is: 'eur' }));
		await expect(rows(page).first()).toContainText('€');
		const deposits = (await allDeposits(request)).filter((d) => d.currency === 'eur');
		const downloadPromise = page.waitForEvent('download');
		await table(page).getByRole('button', { name: 'Export' }).click();
		const csv = await readCsv(await (await downloadPromise).path());
		const currency = csv[0].indexOf('Currency');
		expect(csv.length - 1).toBe(deposits.length);
		expect(new Set(csv.slice(1).map((r) => r[currency].toLowerCase()))).toEqual(new Set(['eur']));
		// Spec 001 §7.2–§7.3: the export is prepared with GET …/download and the filters.
		const prepare = (await restGets(request, '/wc/v3/payments/deposits/download'))[0];
		expect(prepare?.query).toMatchObject({ store_currency_is: 'eur', user_email: expect.any(String) });

		await page.goto(adminUrl('/payments/payouts', { filter: 'advanced', status_is: 'failed' }));
		await expect(rows(page)).toHaveCount(1);
		const failedDownload = page.waitForEvent('download');
		await table(page).getByRole('button', { name: 'Export' }).click();
		const failed = await readCsv(await (await failedDownload).path());
		expect(failed.length).toBe(2);
		expect(failed[1][failed[0].indexOf('Status')].toLowerCase()).toContain('failed');
	});

	test('over 1000 payouts without filters asks first (accessible modal); with a filter it does not', async ({
		page,
		request,
	}) => {
		test.setTimeout(90_000);
		await reset(request, 'large');
		await withoutFeedbackPrompt(request);
		const summary = await paymentsGet<{ count: number }>(request, '/deposits/summary');
		expect(summary.count).toBeGreaterThanOrEqual(1000);
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await expect(table(page).locator('.wcpay-table-summary')).toContainText(String(summary.count));
		await table(page).getByRole('button', { name: 'Export' }).click();
		const dialog = page.getByRole('dialog', { name: 'Export payouts' });
		await expect(dialog).toContainText(
			`You are about to export ${summary.count} deposits. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?`
		);
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toHaveCount(0);
		expect(
			(await requestLog(request)).filter((r) => r.path === '/wc/v3/payments/deposits/download')
		).toHaveLength(0);

		await table(page).getByRole('button', { name: 'Export' }).click();
		const downloadPromise = page.waitForEvent('download');
		await page
			.getByRole('dialog', { name: 'Export payouts' })
			.getByRole('button', { name: 'Continue' })
			.click();
		const csv = await readCsv(await (await downloadPromise).path());
		expect(csv.length - 1).toBe(summary.count);

		// Any filter: no question.
		await page.goto(adminUrl('/payments/payouts', { filter: 'advanced', status_is: 'paid' }));
		await expect(rows(page)).toHaveCount(25);
		const filtered = page.waitForEvent('download');
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await filtered;
	});

	test('a failed export says so', async ({ page, request }) => {
		await page.goto(PAYOUTS);
		await expect(rows(page)).toHaveCount(25);
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/deposits/download',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
		await expect(table(page).getByRole('button', { name: 'Export' })).not.toHaveAttribute(
			'aria-disabled',
			'true'
		);

		// A failing availability poll too.
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/exports/[^/]+',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await page.reload();
		await expect(rows(page)).toHaveCount(25);
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
	});
});

test.describe('payout details', () => {
	test.beforeEach(async ({ request }) => {
		await reset(request);
		await withoutFeedbackPrompt(request);
	});

	test('an automatic payout: summary, bank details and its transactions', async ({ page, request }) => {
		const errors = trackPageErrors(page);
		const deposit = (await allDeposits(request)).find(
			(d) => d.automatic && d.status === 'paid' && d.transaction_count > 3 && d.currency === 'usd'
		)!;
		await page.goto(details(deposit.id));
		await expect(page.getByRole('heading', { level: 2, name: 'Payout overview' })).toBeVisible();
		const summary = page.locator('.wcpay-payout-details__summary');
		await expect(summary).toContainText('Payout date:');
		await expect(summary.locator('[data-chip-type="success"]')).toHaveText('Completed (paid)');
		await expect(summary).toContainText('Payout amount');
		await expect(summary).toContainText('Fee');
		await expect(summary).toContainText('Net payout amount');
		const bank = page.locator('.wcpay-payout-details__bank');
		await expect(bank).toContainText('Bank account');
		await expect(bank).toContainText('Bank reference ID');
		await expect(bank).toContainText(deposit.id);
		const txTable = page.locator('.wcpay-payout-transactions');
		await expect(txTable.getByRole('heading', { name: 'Payout transactions' })).toBeVisible();
		await expect(txTable.locator('tbody tr:has(td.woocommerce-table__item)')).toHaveCount(
			Math.min(25, deposit.transaction_count)
		);
		// No payout columns in a payout's own page.
		const headers = await txTable.locator('th[role="columnheader"]').allInnerTexts();
		expect(headers.join('|')).not.toMatch(/Payout/);
		const list = (await restGets(request, '/wc/v3/payments/transactions'))[0];
		expect(list?.query.deposit_id).toBe(deposit.id);
		await expect(page.locator('.wcpay-payout-details__failure')).toHaveCount(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('an instant payout has no transaction history', async ({ page, request }) => {
		const instant = (await allDeposits(request)).find((d) => !d.automatic && d.type === 'deposit')!;
		await page.goto(details(instant.id));
		await expect(
			page.getByText("We're unable to show transaction history on instant payouts")
		).toBeVisible();
		await expect(page.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
			'href',
			/instant-payouts/
		);
		await expect(page.locator('.wcpay-payout-details__summary')).toContainText('Instant payout date');
		await expect(page.locator('.wcpay-payout-details__summary')).toContainText('Fee (1.5%)');
		await expect(page.locator('.wcpay-payout-transactions')).toHaveCount(0);
		expect(
			(await requestLog(request)).filter((r) => r.path === '/wc/v3/payments/transactions')
		).toHaveLength(0);
		await expectAccessible(page);
	});

	test('a withdrawal is labelled as one', async ({ page, request }) => {
		const withdrawal = (await allDeposits(request)).find((d) => d.type === 'withdrawal')!;
		await page.goto(details(withdrawal.id));
		await expect(page.getByRole('heading', { level: 2, name: 'Withdrawal overview' })).toBeVisible();
		await expect(page.locator('.wcpay-payout-details__summary [data-chip-type="success"]')).toHaveText(
			'Completed (deducted)'
		);
	});

	test('a failed payout shows the reason of its failure code', async ({ page, request }) => {
		const failed = (await allDeposits(request)).find((d) => d.status === 'failed')!;
		expect(failed.failure_code).toBe('account_closed');
		await page.goto(details(failed.id));
		const failure = page.locator('.wcpay-payout-details__failure');
		await expect(failure).toContainText('This payout failed.');
		await expect(failure).toContainText(
			'The bank account has been closed. Add a new bank account to receive payouts.'
		);
		await expect(page.locator('.wcpay-payout-details__summary [data-chip-type="alert"]')).toHaveText(
			'Failed'
		);
		await expectAccessible(page);
	});

	test('a missing payout and another failure have their messages', async ({ page, request }) => {
		await page.goto(details('po_doesnotexist'));
		await expect(notice(page, 'The deposit you are looking for cannot be found.')).toBeVisible();
		await expect(page.getByRole('link', { name: 'View all payouts' })).toBeVisible();
		await expectAccessible(page);

		const [deposit] = await allDeposits(request);
		await addFault(request, {
			method: 'GET',
			path: `/wc/v3/payments/deposits/${deposit.id}`,
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await page.goto(details(deposit.id));
		await expect(notice(page, 'Error retrieving payout.')).toBeVisible();
		await expect(page.locator('.wcpay-payout-details__summary')).toHaveCount(0);
	});

	test("a failed read of the payout's transactions says so in the table, not that there are none", async ({
		page,
		request,
	}) => {
		const deposit = (await allDeposits(request)).find((d) => d.automatic && d.transaction_count > 3)!;
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
			times: 5,
		});
		await page.goto(details(deposit.id));
		await expect(notice(page, 'Error retrieving transactions.')).toBeVisible();
		const txTable = page.locator('.wcpay-payout-transactions');
		await expect(txTable).toContainText(
			"This payout's transactions could not be loaded. Please reload the page."
		);
		await expect(txTable).not.toContainText('This payout has no transactions.');
	});

	test('an id with non-word characters is never requested', async ({ page, request }) => {
		await page.goto(details('po_1/../../settings'));
		await expect(notice(page, 'The deposit you are looking for cannot be found.')).toBeVisible();
		await page.goto(details('po_<b>x</b>'));
		await expect(notice(page, 'The deposit you are looking for cannot be found.')).toBeVisible();
		const calls = (await requestLog(request)).filter((r) =>
			r.path.startsWith('/wc/v3/payments/deposits/')
		);
		expect(calls).toEqual([]);
	});

	test("the transactions table's column picker: hides a column, shares the list's preference, survives reload", async ({
		page,
		request,
	}) => {
		const deposit = (await allDeposits(request)).find((d) => d.automatic && d.transaction_count > 0)!;
		const txTable = page.locator('.wcpay-payout-transactions');
		// A sortable header's name goes on with its sort hint ('Amount Sort by Amount in …').
		const header = (name: string) =>
			txTable.getByRole('columnheader', {
				name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&')}( |$)`),
			});
		await page.goto(details(deposit.id));
		await expect(txTable.locator('tbody tr:has(td.woocommerce-table__item)').first()).toBeVisible();
		// The transactions list's columns (spec 001 §5.2) without the payout columns.
		for (const name of ['Type', 'Sales channel', 'Amount', 'Fees', 'Net', 'Order #', 'Payment method']) {
			await expect(header(name)).toBeVisible();
		}
		await expect(txTable.getByRole('columnheader', { name: /^Date\/Time/ })).toBeVisible();
		await txTable.getByRole('button', { name: 'Choose which values to display' }).click();
		const menu = page.locator('.woocommerce-ellipsis-menu__content');
		await expect(menu.getByRole('menuitemcheckbox', { name: 'Risk level' })).toBeVisible();
		// Neither required nor payout columns are offered.
		for (const name of [
			'Net',
			'Order #',
			'Payout date',
			'Payout ID',
			'Payout status',
			'Payout currency',
		]) {
			await expect(menu.getByRole('menuitemcheckbox', { name, exact: true })).toHaveCount(0);
		}
		await menu.getByRole('menuitemcheckbox', { name: 'Payment method' }).click();
		await page.keyboard.press('Escape');
		await expect(header('Payment method')).toHaveCount(0);
		const saved = async () => {
			const user = await (await request.get('/__mock/user')).json();
			return JSON.parse(user.woocommerce_meta?.wc_payments_transactions_hidden_columns ?? 'null');
		};
		await expect.poll(saved).toContain('source');
		// The list's payout columns keep their state: hidden by default stay hidden, Payout date stays shown.
		expect(await saved()).toEqual(
			expect.arrayContaining(['deposit_id', 'deposit_status', 'deposit_currency'])
		);
		expect(await saved()).not.toContain('deposit');

		await page.reload();
		await expect(txTable.locator('tbody tr:has(td.woocommerce-table__item)').first()).toBeVisible();
		await expect(header('Payment method')).toHaveCount(0);
		await expect(header('Fees')).toBeVisible();

		// The transactions list reads the same preference.
		await page.goto(adminUrl('/payments/transactions'));
		await expect(page.getByRole('columnheader', { name: 'Payout date' })).toBeVisible();
		await expect(page.getByRole('columnheader', { name: 'Customer', exact: true })).toBeVisible();
		await expect(page.getByRole('columnheader', { name: 'Payment method' })).toHaveCount(0);
		await expect(page.getByRole('columnheader', { name: 'Payout ID' })).toHaveCount(0);
	});

	test('a row of each transaction type links to its details like the transactions list (spec 001 §2.3)', async ({
		page,
		request,
	}) => {
		test.setTimeout(90_000);
		type Txn = {
			transaction_id: string;
			type: string;
			payment_intent_id: string | null;
			charge_id: string | null;
			deposit_id: string | null;
			metadata: { charge_type?: string } | null;
		};
		const automatic = new Set((await allDeposits(request)).filter((d) => d.automatic).map((d) => d.id));
		const first = await paymentsGet<{ data: Txn[]; total_count: number }>(
			request,
			'/transactions?pagesize=100'
		);
		const all = [...first.data];
		for (let p = 2; all.length < first.total_count; p++) {
			all.push(
				...(await paymentsGet<{ data: Txn[] }>(request, `/transactions?pagesize=100&page=${p}`)).data
			);
		}
		// One transaction of each type paid out by an automatic payout, from as few payouts as possible.
		const inPayouts = all.filter((t) => t.deposit_id && automatic.has(t.deposit_id));
		const byPayout = new Map<string, Txn[]>();
		for (const t of inPayouts) {
			byPayout.set(t.deposit_id!, [...(byPayout.get(t.deposit_id!) ?? []), t]);
		}
		const wanted = new Set(inPayouts.map((t) => t.type));
		expect(wanted.size).toBeGreaterThanOrEqual(3);
		const visits: Array<[string, Txn[]]> = [];
		while (wanted.size > 0) {
			const [id, txns] = [...byPayout].sort(
				(a, b) =>
					new Set(b[1].filter((t) => wanted.has(t.type)).map((t) => t.type)).size -
					new Set(a[1].filter((t) => wanted.has(t.type)).map((t) => t.type)).size
			)[0];
			const picked = txns.filter(
				(t, i) => wanted.has(t.type) && txns.findIndex((u) => u.type === t.type) === i
			);
			picked.forEach((t) => wanted.delete(t.type));
			visits.push([id, picked]);
		}

		const txTable = page.locator('.wcpay-payout-transactions');
		for (const [depositId, txns] of visits) {
			await page.goto(adminUrl('/payments/payouts/details', { id: depositId, per_page: '100' }));
			await expect(txTable.locator('tbody tr:has(td.woocommerce-table__item)').first()).toBeVisible();
			for (const t of txns) {
				const links = txTable.locator(`a[href*="transaction_id=${t.transaction_id}"]`);
				const id = t.payment_intent_id || t.charge_id;
				if (!id) {
					// Loan rows have no payment to show: no link, as in the list.
					await expect(links).toHaveCount(0);
					continue;
				}
				await expect(links, `${t.type} ${t.transaction_id}`).toHaveCount(1);
				const href = new URL((await links.getAttribute('href'))!, 'http://x').searchParams;
				expect(href.get('path')).toBe('/payments/transactions/details');
				expect(href.get('id')).toBe(id);
				expect(href.get('transaction_type')).toBe(
					t.metadata?.charge_type === 'card_reader_fee' ? 'card_reader_fee' : t.type
				);
			}
		}
		// A link opens the payment details page.
		const [depositId, txns] = visits[0];
		const linked = txns.find((t) => t.payment_intent_id || t.charge_id)!;
		await page.goto(adminUrl('/payments/payouts/details', { id: depositId, per_page: '100' }));
		await txTable.locator(`a[href*="transaction_id=${linked.transaction_id}"]`).click();
		await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions%2Fdetails/);
	});
});

test.describe('payouts pages at narrow widths', () => {
	test.beforeEach(async ({ request }) => reset(request));

	for (const width of [480, 768]) {
		test(`${width} px: no page overflow, controls reachable, axe clean`, async ({ page, request }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(PAYOUTS);
			await expect(rows(page)).toHaveCount(25);
			await expect(page.locator('.wcpay-next-payout-notice')).toBeVisible();
			await expect(table(page).getByRole('button', { name: 'Export' })).toBeVisible();
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth
			);
			expect(overflow).toBeLessThanOrEqual(0);
			await expectAccessible(page);

			const failed = (await allDeposits(request)).find((d) => d.status === 'failed')!;
			await page.goto(details(failed.id));
			await expect(page.locator('.wcpay-payout-details__failure')).toBeVisible();
			await expect(
				page.locator('.wcpay-payout-transactions tbody tr:has(td.woocommerce-table__item)').first()
			).toBeVisible();
			const detailsOverflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth
			);
			expect(detailsOverflow).toBeLessThanOrEqual(0);
			await expectAccessible(page);
		});
	}
});
