/**
 * Disputes list (spec 002 §2.2, §5.2, §8, §9): the menu opens it with the seeded disputes; columns, chips,
 * reasons and the Respond / See details links; sorting, paging and filters through the URL (checked in the
 * mock's request log); `filter=awaiting_response`; the hidden-columns preference; the deadline texts with a
 * seed moved in time; the export (download, e-mail, filters, confirmation, failure); load failures; the
 * test-mode banner; axe at desktop, 768 and 480 px. Amounts and currencies are read from the API, never
 * assumed.
 */
import fs from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from './fixtures';

import {
	adminUrl,
	addFault,
	expectAccessible,
	expectLastGet,
	filterButton,
	headerLabels,
	notice,
	parseCsv,
	paymentsGet,
	reset,
	restGets,
	trackPageErrors,
} from './helpers';

type Dispute = {
	id: string;
	dispute_id: string;
	charge_id: string;
	payment_intent_id: string | null;
	status: string;
	reason: string;
	amount: number;
	currency: string;
	created: string;
	due_by: string | null;
	customer_name: string | null;
	customer_email: string | null;
	order: { number: number; url: string } | null;
};

const DISPUTES = adminUrl('/payments/disputes');
const page_ = (query: Record<string, string> = {}) => adminUrl('/payments/disputes', query);

const NEEDS_RESPONSE = ['needs_response', 'warning_needs_response'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every dispute, in the list's default order (created, newest first) unless `query` says otherwise. */
async function allDisputes(request: APIRequestContext, query = ''): Promise<Dispute[]> {
	return (await paymentsGet<{ data: Dispute[] }>(request, `/disputes?pagesize=100${query}`)).data;
}

/** The disputes table (TableCard renders its title twice: query by class). */
const table = (page: Page) => page.locator('.wcpay-disputes__table');

/** Body rows (TableCard puts its header row in tbody too; the empty message is a row). */
const rows = (page: Page) => table(page).locator('tbody tr:has(td.woocommerce-table__item)');

/** The row of a dispute: the one whose amount links to its charge. */
const rowOf = (page: Page, d: Dispute) =>
	rows(page).filter({ has: page.locator(`a.wcpay-disputes__amount-link[href$="id=${d.charge_id}"]`) });

/** The charge ids of the rows shown, in order. */
async function shownChargeIds(page: Page): Promise<string[]> {
	const hrefs = await rows(page)
		.locator('a.wcpay-disputes__amount-link')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
	return hrefs.map((h) => new URL(h, 'http://x').searchParams.get('id') ?? '');
}

test.describe('disputes list', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('the menu opens the list with the seeded disputes, columns, chips and links', async ({
		page,
		request,
	}) => {
		const errors = trackPageErrors(page);
		const disputes = await allDisputes(request);
		expect(disputes.length).toBeGreaterThan(0);
		expect(disputes.length).toBeLessThanOrEqual(25);

		await page.goto(adminUrl('/payments/overview'));
		await page
			.getByRole('navigation', { name: 'Main menu' })
			.getByRole('link', { name: 'Disputes' })
			.click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)disputes$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
		await expect(rows(page)).toHaveCount(disputes.length);
		await expect(
			page.getByRole('navigation', { name: 'Payments pages' }).getByRole('link', { name: 'Disputes' })
		).toHaveAttribute('aria-current', 'page');

		// Default columns (currency, email, country and created hidden), sorted by created, newest first.
		expect(await headerLabels(table(page))).toEqual([
			'',
			'Amount',
			'Status',
			'Reason',
			'Method',
			'Order #',
			'Customer',
			'Respond by (ET)',
			'Action',
		]);
		expect(await shownChargeIds(page)).toEqual(disputes.map((d) => d.charge_id));
		const list = (await restGets(request, '/wc/v3/payments/disputes')).at(-1);
		expect(list?.query).toMatchObject({ page: '1', pagesize: '25', sort: 'created', direction: 'desc' });

		// The summary line: count and currencies of GET /disputes/summary.
		const summary = await paymentsGet<{ count: number; currencies: string[] }>(
			request,
			'/disputes/summary'
		);
		expect(summary.count).toBe(disputes.length);
		const line = table(page).locator('.wcpay-table-summary');
		await expect(line).toContainText(`${summary.count} disputes`);
		for (const currency of summary.currencies) {
			await expect(line).toContainText(currency.toUpperCase());
		}

		// Every row: chip, reason, details link of its charge, and its action.
		for (const d of disputes) {
			const row = rowOf(page, d);
			await expect(row).toHaveCount(1);
			const chip = row.locator('.wcpay-status-chip');
			const inquiry = d.status.startsWith('warning_');
			await expect(chip).toHaveText(inquiry ? /^Inquiry: / : /^Disputed: /);
			await expect(chip).toHaveAttribute(
				'data-chip-type',
				NEEDS_RESPONSE.includes(d.status) ? 'alert' : 'light'
			);
			const details = row.locator('a.wcpay-disputes__amount-link');
			await expect(details).toHaveAttribute(
				'href',
				new RegExp(`path=%2Fpayments%2Ftransactions%2Fdetails&id=${d.charge_id}$`)
			);
			if (NEEDS_RESPONSE.includes(d.status)) {
				await expect(row.getByRole('link', { name: 'Respond', exact: true })).toHaveAttribute(
					'href',
					new RegExp(`path=%2Fpayments%2Fdisputes%2Fchallenge&id=${d.dispute_id}$`)
				);
				await expect(row.getByRole('link', { name: 'See details' })).toHaveCount(0);
			} else {
				await expect(row.getByRole('link', { name: 'See details', exact: true })).toHaveAttribute(
					'href',
					new RegExp(`path=%2Fpayments%2Ftransactions%2Fdetails&id=${d.charge_id}$`)
				);
				await expect(row.getByRole('link', { name: 'Respond' })).toHaveCount(0);
			}
		}
		const fraud = disputes.find((d) => d.reason === 'fraudulent')!;
		await expect(rowOf(page, fraud)).toContainText('Transaction unauthorized');
		const needs = disputes.find((d) => d.status === 'needs_response')!;
		await expect(rowOf(page, needs).locator('.wcpay-status-chip')).toHaveText('Disputed: Needs response');
		// Hostile customer names render as text.
		expect(await page.locator('.wcpay-disputes__table img').count()).toBe(0);

		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('the status chip is the one of the payment details; See details opens them', async ({
		page,
		request,
	}) => {
		const disputes = await allDisputes(request);
		const won = disputes.find((d) => d.status === 'won')!;
		await page.goto(DISPUTES);
		const listChip = await rowOf(page, won).locator('.wcpay-status-chip').innerText();
		expect(listChip).toBe('Disputed: Won');
		await rowOf(page, won).getByRole('link', { name: 'See details' }).click();
		// The link names the charge; the page then shows it under its payment intent (spec 002 §2.1).
		await expect(page).toHaveURL(/path=%2Fpayments%2Ftransactions%2Fdetails/);
		await expect(page).toHaveURL(/[?&]id=pi_\w+/);
		await expect(page.locator('.wcpay-payment-details__ids')).toContainText(won.charge_id);
		await expect(page.locator('.wcpay-status-chip').filter({ hasText: listChip }).first()).toBeVisible();
	});

	test('sorting and paging change the request and the rows', async ({ page, request }) => {
		await page.goto(DISPUTES);
		const total = (await allDisputes(request)).length;
		await expect(rows(page)).toHaveCount(total);

		// Amount: descending first.
		await table(page)
			.getByRole('button', { name: /Amount/ })
			.click();
		await expect(page).toHaveURL(/orderby=amount&order=desc/);
		await expectLastGet(request, '/wc/v3/payments/disputes', { sort: 'amount', direction: 'desc' });
		const byAmount = await allDisputes(request, '&sort=amount&direction=desc');
		await expect.poll(() => shownChargeIds(page)).toEqual(byAmount.map((d) => d.charge_id));
		await expect(table(page).locator('th[aria-sort="descending"]')).toContainText('Amount');

		// Respond by: latest first, then (a second click) soonest first.
		await table(page)
			.getByRole('button', { name: /Respond by/ })
			.click();
		await expect(page).toHaveURL(/orderby=dueBy&order=desc/);
		await table(page)
			.getByRole('button', { name: /Respond by/ })
			.click();
		await expect(page).toHaveURL(/orderby=dueBy&order=asc/);
		await expectLastGet(request, '/wc/v3/payments/disputes', { sort: 'due_by', direction: 'asc' });
		const byDue = await allDisputes(request, '&sort=due_by&direction=asc');
		await expect.poll(() => shownChargeIds(page)).toEqual(byDue.map((d) => d.charge_id));
		await expect(table(page).locator('th[aria-sort="ascending"]')).toContainText('Respond by');

		// Created (hidden by default) sorts from the URL; bad values fall back to the default.
		await page.goto(page_({ orderby: 'created', order: 'asc' }));
		const oldest = await allDisputes(request, '&sort=created&direction=asc');
		await expect.poll(() => shownChargeIds(page)).toEqual(oldest.map((d) => d.charge_id));

		// Paging: 5 per page.
		await page.goto(page_({ per_page: '5' }));
		await expect(rows(page)).toHaveCount(5);
		const all = await allDisputes(request);
		expect(await shownChargeIds(page)).toEqual(all.slice(0, 5).map((d) => d.charge_id));
		await page.getByRole('button', { name: 'Next Page' }).click();
		await expect(page).toHaveURL(/paged=2/);
		await expect.poll(() => shownChargeIds(page)).toEqual(all.slice(5, 10).map((d) => d.charge_id));
		await expectLastGet(request, '/wc/v3/payments/disputes', {
			page: '2',
			pagesize: '5',
		});
		// A new sort goes back to page 1.
		await table(page)
			.getByRole('button', { name: /Amount/ })
			.click();
		await expect(page).not.toHaveURL(/paged=/);
		await expect(page).toHaveURL(/per_page=5/);
		await expect(rows(page)).toHaveCount(5);

		// Default page size: 25; non-numeric values fall back.
		await page.goto(page_({ per_page: 'abc', paged: 'x' }));
		await expect(rows(page)).toHaveCount(total);
		await expectLastGet(request, '/wc/v3/payments/disputes', {
			page: '1',
			pagesize: '25',
		});
	});

	test('filter=awaiting_response lists only the disputes that need a response', async ({
		page,
		request,
	}) => {
		const awaiting = (await allDisputes(request)).filter((d) => NEEDS_RESPONSE.includes(d.status));
		expect(awaiting.length).toBeGreaterThan(0);
		await page.goto(page_({ filter: 'awaiting_response' }));
		await expect(rows(page)).toHaveCount(awaiting.length);
		expect(new Set(await shownChargeIds(page))).toEqual(new Set(awaiting.map((d) => d.charge_id)));
		await expect(rows(page).getByRole('link', { name: 'See details' })).toHaveCount(0);
		await expect(rows(page).getByRole('link', { name: 'Respond', exact: true })).toHaveCount(
			awaiting.length
		);
		await expect(filterButton(page, 'Show')).toContainText('Needs response');
		await expectLastGet(request, '/wc/v3/payments/disputes', {
			filter: 'awaiting_response',
		});
		await expect(table(page).locator('.wcpay-table-summary')).toContainText(`${awaiting.length} dispute`);

		// The overview's link leads here.
		await page.goto(adminUrl('/payments/overview'));
		await page.getByRole('link', { name: 'See active disputes' }).click();
		await expect(page).toHaveURL(/filter=awaiting_response/);
		await expect(rows(page)).toHaveCount(awaiting.length);

		// Back to all disputes through the 'Show' picker.
		await filterButton(page, 'Show').click();
		await page.getByRole('button', { name: 'All disputes', exact: true }).click();
		await expect(page).not.toHaveURL(/filter=awaiting_response/);
		await expect(rows(page)).toHaveCount((await allDisputes(request)).length);
		await expectAccessible(page);
	});

	test('advanced filters, currency and search narrow the list and the request', async ({
		page,
		request,
	}) => {
		const all = await allDisputes(request);
		const won = all.filter((d) => d.status === 'won');
		await page.goto(page_({ filter: 'advanced', status_is: 'won' }));
		await expect(rows(page)).toHaveCount(won.length);
		await expectLastGet(request, '/wc/v3/payments/disputes', {
			status_is: 'won',
		});
		// The summary of the same filters (and the unfiltered one, for the currency picker's options).
		const summaries = (await restGets(request, '/wc/v3/payments/disputes/summary')).map((r) => r.query);
		expect(summaries.some((q) => q.status_is === 'won')).toBe(true);
		await expect(table(page).locator('.wcpay-table-summary')).toContainText(`${won.length} disputes`);
		await expect(page.locator('.woocommerce-filters-advanced')).toContainText('Status');

		const notLost = all.filter((d) => d.status !== 'lost');
		await page.goto(page_({ filter: 'advanced', status_is_not: 'lost' }));
		await expect(rows(page)).toHaveCount(notLost.length);

		// Dates: created after a day that splits the seed.
		const sorted = [...all].sort((a, b) => a.created.localeCompare(b.created));
		const day = sorted[Math.floor(sorted.length / 2)].created.slice(0, 10);
		const after = all.filter((d) => d.created.slice(0, 10) >= day);
		await page.goto(page_({ filter: 'advanced', date_after: day }));
		await expect(rows(page)).toHaveCount(after.length);
		await expectLastGet(request, '/wc/v3/payments/disputes', {
			date_after: `${day} 00:00:00`,
		});

		// Currency: only when the disputes have several.
		const currencies = [...new Set(all.map((d) => d.currency))].sort();
		await page.goto(DISPUTES);
		await expect(rows(page)).toHaveCount(all.length);
		if (currencies.length > 1) {
			const currency = currencies[0];
			await filterButton(page, 'Dispute currency').click();
			await page.getByRole('button', { name: currency.toUpperCase(), exact: true }).click();
			await expect(page).toHaveURL(new RegExp(`store_currency_is=${currency}`));
			await expect(rows(page)).toHaveCount(all.filter((d) => d.currency === currency).length);
			await expectLastGet(request, '/wc/v3/payments/disputes', {
				store_currency_is: currency,
			});
		} else {
			await expect(page.locator('.woocommerce-filters-filter')).toHaveCount(1);
		}

		// Search by order number (free text).
		const target = all.find((d) => d.order)!;
		await page.goto(DISPUTES);
		await expect(rows(page)).toHaveCount(all.length);
		const search = page.getByRole('combobox', { name: /Search by order number/ });
		await search.fill(String(target.order!.number));
		await page.getByRole('option', { name: /All disputes with/ }).click();
		await expect(page).toHaveURL(
			new RegExp(`search%5B0%5D=${target.order!.number}|search=${target.order!.number}`)
		);
		await expect(rows(page)).toHaveCount(1);
		await expect(rowOf(page, target)).toHaveCount(1);
		expect(JSON.stringify((await restGets(request, '/wc/v3/payments/disputes')).at(-1)?.query)).toContain(
			String(target.order!.number)
		);

		// No match: the filtered empty message.
		await page.goto(page_({ filter: 'advanced', date_before: '2000-01-01' }));
		await expect(table(page)).toContainText('No disputes match your filters.');
	});

	test('hidden columns are remembered in wc_payments_disputes_hidden_columns across reloads', async ({
		page,
		request,
	}) => {
		await page.goto(DISPUTES);
		await expect(rows(page).first()).toBeVisible();
		await table(page).getByRole('button', { name: 'Choose which values to display' }).click();
		await expect(page.getByRole('menuitemcheckbox')).toHaveText([
			'Currency',
			'Reason',
			'Method',
			'Order #',
			'Customer',
			'Email',
			'Country',
			'Disputed on (ET)',
		]);
		await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
		await page.getByRole('menuitemcheckbox', { name: 'Customer' }).click();
		await page.keyboard.press('Escape');
		await expect(table(page).locator('th[role="columnheader"]', { hasText: 'Email' })).toHaveCount(1);

		await expect(async () => {
			const user = await (await request.get('/__mock/user')).json();
			expect(JSON.parse(user.woocommerce_meta.wc_payments_disputes_hidden_columns)).toEqual([
				'currency',
				'customerName',
				'customerCountry',
				'created',
			]);
		}).toPass();

		await page.reload();
		await expect(rows(page).first()).toBeVisible();
		const headers = await headerLabels(table(page));
		expect(headers).toContain('Email');
		expect(headers).not.toContain('Customer');
		expect(headers).not.toContain('Currency');
	});
});

test.describe('disputes deadlines (spec 002 §9)', () => {
	test('past due, last day today, highlighted within 72 hours, otherwise the date', async ({
		page,
		request,
	}) => {
		// Seed 4 days 7 hours ago: the most urgent dispute (due 2 days 10 hours after the seed's now) is past
		// due, the next (5 days 3 hours) is due within 24 hours.
		const res = await request.post('/__mock/reset', {
			data: {
				scenario: 'established',
				seed: 1,
				now: new Date(Date.now() - 4 * DAY - 7 * HOUR).toISOString(),
			},
		});
		expect(res.ok()).toBe(true);
		const disputes = await allDisputes(request);
		await page.goto(DISPUTES);
		await expect(rows(page)).toHaveCount(disputes.length);
		const now = Date.now();
		const seen = new Set<string>();
		for (const d of disputes) {
			const cell = rowOf(page, d).locator('td, th').nth(7);
			const left = Date.parse(`${d.due_by!.replace(' ', 'T')}Z`) - now;
			if (!NEEDS_RESPONSE.includes(d.status)) {
				await expect(cell).not.toHaveText(/Past due|Last day today/);
				await expect(cell.locator('.wcpay-disputes__due')).toHaveCount(0);
				continue;
			}
			if (left < 0) {
				seen.add('past');
				await expect(cell).toHaveText('Past due');
				await expect(cell.locator('.wcpay-disputes__due')).toHaveCount(1);
			} else if (left < DAY - 60_000) {
				seen.add('last');
				await expect(cell).toHaveText('Last day today');
				await expect(cell.locator('.wcpay-disputes__due')).toHaveCount(1);
			} else if (left > 3 * DAY + 60_000) {
				seen.add('later');
				await expect(cell).toHaveText(/\d{4}/);
				await expect(cell.locator('.wcpay-disputes__due')).toHaveCount(0);
			}
		}
		expect([...seen].sort()).toEqual(['last', 'later', 'past']);
		await expectAccessible(page);
	});

	test('the established seed: a deadline within 72 hours is highlighted with its date', async ({
		page,
		request,
	}) => {
		await reset(request);
		const awaiting = (await allDisputes(request)).filter((d) => NEEDS_RESPONSE.includes(d.status));
		const soon = awaiting.filter((d) => {
			const left = Date.parse(`${d.due_by!.replace(' ', 'T')}Z`) - Date.now();
			return left > DAY && left < 3 * DAY;
		});
		expect(soon.length).toBeGreaterThan(0);
		await page.goto(page_({ filter: 'awaiting_response' }));
		for (const d of soon) {
			const due = rowOf(page, d).locator('.wcpay-disputes__due');
			await expect(due).toHaveCount(1);
			await expect(due).toHaveText(/\d{4}/);
		}
	});
});

test.describe('disputes export', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('without filters: downloaded and e-mailed, every dispute', async ({ page, request }) => {
		const disputes = await allDisputes(request);
		await page.goto(DISPUTES);
		await expect(rows(page)).toHaveCount(disputes.length);
		const user = await (await request.get('/__mock/user')).json();
		const [download] = await Promise.all([
			page.waitForEvent('download', { timeout: 15_000 }),
			(async () => {
				await table(page).getByRole('button', { name: 'Export' }).click();
				// Fewer than 1000 rows: no question.
				await expect(page.getByRole('dialog')).toHaveCount(0);
				await expect(
					notice(
						page,
						`We're processing your export. The file will download automatically and be emailed to ${user.email}.`
					)
				).toBeVisible();
			})(),
		]);
		const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8')).filter(
			(r) => r.join('') !== ''
		);
		expect(csv[0].slice(0, 3)).toEqual(['Dispute ID', 'Created (UTC)', 'Respond by (UTC)']);
		expect(csv.length - 1).toBe(disputes.length);
		expect(new Set(csv.slice(1).map((r) => r[0]))).toEqual(new Set(disputes.map((d) => d.dispute_id)));
		await expect(page.locator('.wcpay-export-button__status')).toHaveText(
			'Your export has been downloaded.'
		);

		const prepare = (await restGets(request, '/wc/v3/payments/disputes/download')).at(-1);
		expect(prepare?.query).toMatchObject({ user_email: user.email });
		await expect
			.poll(
				async () =>
					(await (await request.get('/__mock/emails')).json()) as Array<Record<string, unknown>>
			)
			.toEqual([expect.objectContaining({ to: user.email, kind: 'disputes', rows: disputes.length })]);
	});

	test('with a filter: only the filtered rows, no question', async ({ page, request }) => {
		const won = (await allDisputes(request)).filter((d) => d.status === 'won');
		await page.goto(page_({ filter: 'advanced', status_is: 'won' }));
		await expect(rows(page)).toHaveCount(won.length);
		const [download] = await Promise.all([
			page.waitForEvent('download', { timeout: 15_000 }),
			table(page).getByRole('button', { name: 'Export' }).click(),
		]);
		const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8')).filter(
			(r) => r.join('') !== ''
		);
		expect(csv.length - 1).toBe(won.length);
		const status = csv[0].indexOf('Status');
		expect(new Set(csv.slice(1).map((r) => r[status]))).toEqual(new Set(['won']));
		await expectLastGet(request, '/wc/v3/payments/disputes/download', {
			status_is: 'won',
		});
		await expect
			.poll(
				async () =>
					(await (await request.get('/__mock/emails')).json()) as Array<Record<string, unknown>>
			)
			.toEqual([expect.objectContaining({ kind: 'disputes', rows: won.length })]);

		// Needs response (the overview's filter) is a filter too.
		const awaiting = (await allDisputes(request)).filter((d) => NEEDS_RESPONSE.includes(d.status));
		await page.goto(page_({ filter: 'awaiting_response' }));
		await expect(rows(page)).toHaveCount(awaiting.length);
		const [second] = await Promise.all([
			page.waitForEvent('download', { timeout: 15_000 }),
			table(page).getByRole('button', { name: 'Export' }).click(),
		]);
		const csv2 = parseCsv(fs.readFileSync((await second.path())!, 'utf8')).filter(
			(r) => r.join('') !== ''
		);
		expect(csv2.length - 1).toBe(awaiting.length);
	});

	test('1000 disputes or more without a filter asks first', async ({ page, request }) => {
		// No scenario has 1000 disputes: the summary's count is raised on its way to the page.
		await page.route(/\/wp-json\/wc\/v3\/payments\/disputes\/summary/, async (route) => {
			const response = await route.fetch();
			const body = (await response.json()) as { count: number; currencies: string[] };
			await route.fulfill({ response, json: { ...body, count: 1200 } });
		});
		await page.goto(DISPUTES);
		await expect(table(page).locator('.wcpay-table-summary')).toContainText('1200 disputes');
		await table(page).getByRole('button', { name: 'Export' }).click();
		const dialog = page.getByRole('dialog', { name: 'Export disputes' });
		await expect(dialog).toContainText(
			"You are about to export 1200 disputes. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?"
		);
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toHaveCount(0);
		expect(await restGets(request, '/wc/v3/payments/disputes/download')).toHaveLength(0);

		await table(page).getByRole('button', { name: 'Export' }).click();
		const downloaded = page.waitForEvent('download', { timeout: 15_000 });
		await page
			.getByRole('dialog', { name: 'Export disputes' })
			.getByRole('button', { name: 'Continue' })
			.click();
		await downloaded;
		expect(await restGets(request, '/wc/v3/payments/disputes/download')).toHaveLength(1);

		// With a filter: no question.
		await page.goto(page_({ filter: 'advanced', status_is_not: 'won' }));
		await expect(table(page).locator('.wcpay-table-summary')).toContainText('1200 disputes');
		const filtered = page.waitForEvent('download', { timeout: 15_000 });
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await filtered;
	});

	test('a failed export says so', async ({ page, request }) => {
		await page.goto(DISPUTES);
		await expect(rows(page).first()).toBeVisible();
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/disputes/download',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		await table(page).getByRole('button', { name: 'Export' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
	});
});

test.describe('disputes page states', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('load failures show the catalogue texts', async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/disputes',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
			times: 5,
		});
		await page.goto(DISPUTES);
		await expect(notice(page, 'Error retrieving disputes.')).toBeVisible();
		await expect(table(page)).toContainText('Disputes could not be loaded. Please reload the page.');

		await reset(request);
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/disputes/summary',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
			times: 5,
		});
		await page.goto(DISPUTES);
		await expect(notice(page, 'Error retrieving the summary of disputes.')).toBeVisible();
		await expect(rows(page).first()).toBeVisible();
	});

	test('no disputes: the empty message', async ({ page, request }) => {
		await reset(request, 'empty');
		await page.goto(DISPUTES);
		await expect(table(page)).toContainText('You have no disputes.');
		await expect(table(page).getByRole('button', { name: 'Export' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await expectAccessible(page);
	});

	test('test mode: the banner names the disputes', async ({ page, request }) => {
		await page.goto(DISPUTES);
		await expect(rows(page).first()).toBeVisible();
		await expect(page.locator('.wcpay-test-mode-banner')).toHaveCount(0);
		await request.patch('/__mock/page-settings', { data: { testMode: true } });
		await page.reload();
		await expect(page.locator('.wcpay-test-mode-banner')).toContainText(
			'Test mode active: you are viewing test disputes.'
		);
		await expect(page.getByRole('link', { name: 'WooPayments settings' })).toBeVisible();
		await expectAccessible(page);
	});

	for (const width of [768, 480]) {
		test(`axe and layout at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(DISPUTES);
			await expect(rows(page).first()).toBeVisible();
			await expectAccessible(page);
			// The page does not scroll sideways (the table scrolls inside its card).
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth
			);
			expect(overflow).toBeLessThanOrEqual(1);
		});
	}
});
