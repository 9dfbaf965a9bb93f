import fs from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from './fixtures';

import {
	adminUrl,
	expectAccessible,
	expectLastGet,
	filterButton,
	lastGet,
	notice,
	parseCsv,
	requestLog,
	reset,
	trackPageErrors,
} from './helpers';

/**
 * Transactions page (spec 001 §2.3–2.6, §4.4, §4.5, §5, §8): tabs, filters in the URL, search, columns,
 * capture/cancel, the blocked tab and both exports. Each test sets its state through the control API.
 */

const PATH = '/payments/transactions';
const page_ = (query: Record<string, string> = {}) => adminUrl(PATH, query);

/** A fault with `data` (the helper's addFault has none). */
async function fault(
	request: APIRequestContext,
	f: {
		method: string;
		path: string;
		status?: number;
		code?: string;
		message?: string;
		data?: Record<string, unknown>;
		times?: number;
		delay_ms?: number;
		passthrough?: boolean;
	}
) {
	const res = await request.post('/__mock/faults', {
		data: { status: 500, code: 'x', message: 'x', ...f },
	});
	expect(res.ok()).toBe(true);
}

/** The data rows of the visible table (TableCard puts its header row in tbody too). */
const rows = (page: Page) => page.locator('.woocommerce-table__table tbody tr:has(td)');

/** Cell texts of a column, by header label. */
async function columnTexts(page: Page, label: string): Promise<string[]> {
	const headers = await page.locator('.woocommerce-table__table th[role="columnheader"]').allInnerTexts();
	const index = headers.findIndex((h) => h.split('\n')[0].trim() === label);
	expect(index, `column ${label} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
	return rows(page)
		.locator(`:is(td, th):nth-child(${index + 1})`)
		.allInnerTexts()
		.then((t) => t.map((s) => s.trim()));
}

async function waitForRows(page: Page) {
	await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
}

/**
 * The UTC day `days` before the seed's "now" ("YYYY-MM-DD"): date filters pick the same seeded rows on any
 * day the tests run (the seed moves its dates with "now", nothing else).
 */
async function seedDay(request: APIRequestContext, days: number): Promise<string> {
	const { now } = (await (await request.get('/__mock/state')).json()) as { now: string };
	return new Date(Date.parse(now) - days * 86_400_000).toISOString().slice(0, 10);
}

/** How the table shows a UTC day by the store's date format 'F j, Y' ("November 1, 2026"). */
const dayLabel = (day: string) =>
	new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	});

test.describe('transactions page', () => {
	test.beforeEach(async ({ request }) => reset(request));

	test('transactions tab: rows, summary, hint, zone, tabs; axe', async ({ page, request }) => {
		const errors = trackPageErrors(page);
		let dialogs = 0;
		page.on('dialog', (d) => {
			dialogs++;
			void d.dismiss();
		});
		await page.goto(page_());
		await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(25);
		await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect(page.getByRole('tab', { name: 'Uncaptured (16)' })).toBeVisible();
		await expect(page.getByRole('tab', { name: 'Blocked' })).toBeVisible();
		// Summary: three store currencies and no currency filter → the count only.
		await expect(page.locator('.wcpay-table-summary')).toContainText('840 transactions');
		await expect(page.locator('.wcpay-table-summary')).not.toContainText('total');
		await expect(
			page.getByRole('combobox', { name: 'Search by order number, customer name, or billing email' })
		).toBeVisible();
		// Default columns, dates in the store's zone (New York) with its name.
		for (const label of [
			'Date/Time',
			'Type',
			'Sales channel',
			'Amount',
			'Fees',
			'Net',
			'Order #',
			'Payment method',
			'Customer',
			'Payout date',
		]) {
			await expect(page.getByRole('columnheader', { name: label }).first()).toBeVisible();
		}
		await expect(page.getByRole('columnheader', { name: 'Risk level' })).toHaveCount(0);
		await expect(page.getByRole('columnheader', { name: 'Subscription #' })).toHaveCount(0);
		const dates = await columnTexts(page, 'Date/Time');
		expect(dates[0]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]m E[SD]T$/);
		// Default sort: date, newest first.
		await expectLastGet(request, '/wc/v3/payments/transactions', {
			sort: 'date',
			direction: 'desc',
			page: '1',
			pagesize: '25',
		});
		// Row links: details of the intent, with transaction id and type; payouts.
		const first = rows(page).first().getByRole('link').first();
		const href = new URL((await first.getAttribute('href'))!, 'http://x');
		expect(href.searchParams.get('path')).toBe('/payments/transactions/details');
		expect(href.searchParams.get('id')).toMatch(/^pi_/);
		expect(href.searchParams.get('transaction_id')).toMatch(/^txn_/);
		expect(href.searchParams.get('transaction_type')).toBe('charge');
		const payoutLink = page.locator('a[href*="payouts%2Fdetails"], a[href*="payouts/details"]').first();
		await expect(payoutLink).toHaveAttribute('href', /id=po_/);
		// No duplicate REST calls on load.
		const keys = (await requestLog(request)).map(
			(r) => `${r.method} ${r.path} ${JSON.stringify(r.query)}`
		);
		expect(keys.length - new Set(keys).size).toBe(0);
		await expectAccessible(page);
		expect(errors).toEqual([]);
		expect(dialogs).toBe(0);
	});

	test('type labels, reader fee links and hostile names as text', async ({ page }) => {
		let dialogs = 0;
		page.on('dialog', (d) => {
			dialogs++;
			void d.dismiss();
		});
		await page.goto(page_({ filter: 'advanced', type_is: 'card_reader_fee' }));
		await waitForRows(page);
		expect(new Set(await columnTexts(page, 'Type'))).toEqual(new Set(['Reader fee']));
		const href = new URL(
			(await rows(page).first().getByRole('link').first().getAttribute('href'))!,
			'http://x'
		);
		expect(href.searchParams.get('id')).toMatch(/^ch_/);
		expect(href.searchParams.get('transaction_type')).toBe('card_reader_fee');

		await page.goto(
			page_({ filter: 'advanced', type_is_in: 'financing_payout,financing_paydown', per_page: '50' })
		);
		await waitForRows(page);
		expect(new Set(await columnTexts(page, 'Type'))).toEqual(
			new Set(['Loan disbursement', 'Loan repayment'])
		);

		await page.goto(page_({ 'search[0]': '<img src=x onerror=alert(1)>' }));
		await waitForRows(page);
		await expect(rows(page).first()).toContainText('<img src=x onerror=alert(1)>');
		expect(await page.locator('.woocommerce-table__table img').count()).toBe(0);
		expect(dialogs).toBe(0);
	});

	test('an advanced filter chosen in the filter bar round-trips through the URL and survives reload', async ({
		page,
		request,
	}) => {
		await page.goto(page_());
		await waitForRows(page);
		await filterButton(page, 'Show').click();
		await page.getByRole('button', { name: 'Advanced filters' }).click();
		await expect(page).toHaveURL(/filter=advanced/);
		await page.getByRole('button', { name: 'Add a filter' }).click();
		await page.getByRole('button', { name: 'Sales channel', exact: true }).click();
		await page
			.getByRole('combobox', { name: 'Select a transaction sales channel filter match' })
			.selectOption('is');
		await page
			.getByRole('combobox', { name: 'Select a transaction sales channel', exact: true })
			.selectOption('in_person');
		await page.getByRole('link', { name: 'Filter', exact: true }).click();
		await expect(page).toHaveURL(/channel_is=in_person/);
		await waitForRows(page);
		await expect
			.poll(async () => new Set(await columnTexts(page, 'Sales channel')))
			.toEqual(new Set(['In-Person']));
		await expectLastGet(request, '/wc/v3/payments/transactions', {
			channel_is: 'in_person',
		});

		await page.reload();
		await waitForRows(page);
		expect(new Set(await columnTexts(page, 'Sales channel'))).toEqual(new Set(['In-Person']));
		await expect(
			page.getByRole('combobox', { name: 'Select a transaction sales channel', exact: true })
		).toHaveValue('in_person');
		await expect(filterButton(page, 'Show')).toContainText('Advanced filters');

		// Back to all transactions: the advanced filters leave the URL.
		await filterButton(page, 'Show').click();
		await page.getByRole('button', { name: 'All transactions' }).click();
		await expect(page).not.toHaveURL(/channel_is/);
		await expect(page.locator('.wcpay-table-summary')).toContainText('840 transactions');
	});

	const combinations: Array<{
		name: string;
		query: Record<string, string>;
		rest: Record<string, unknown>;
	}> = [
		{
			name: 'type and customer currency (all)',
			query: { filter: 'advanced', type_is: 'charge', customer_currency_is: 'eur' },
			rest: { type_is: 'charge', customer_currency_is: 'eur' },
		},
		{
			name: 'match any of refund type or highest risk',
			query: { filter: 'advanced', match: 'any', type_is: 'refund', risk_level_is: '2' },
			rest: { match: 'any', type_is: 'refund', risk_level_is: '2' },
		},
		{
			name: 'dates between (any order), type is not, device, country, payment method',
			query: {
				filter: 'advanced',
				'date_between[0]': '2026-11-20',
				'date_between[1]': '2026-10-01',
				type_is_not: 'refund',
				source_device_is_not: 'android',
				customer_country_is_not: 'DE',
				source_is_not: 'klarna',
			},
			rest: {
				type_is_not: 'refund',
				source_device_is_not: 'android',
				customer_country_is_not: 'DE',
				source_is_not: 'klarna',
			},
		},
		{
			name: 'type is in, loan, date after, customer currency is not, sales channel is not',
			query: {
				filter: 'advanced',
				type_is_in: 'financing_payout,financing_paydown',
				loan_id_is: 'flxln_x',
				date_after: '2026-01-01',
				customer_currency_is_not: 'gbp',
				channel_is_not: 'in_person_pos',
				risk_level_is_not: '1',
				source_device_is: 'ios',
				customer_country_is: 'US',
				source_is: 'visa',
			},
			rest: {
				loan_id_is: 'flxln_x',
				date_after: '2026-01-01 00:00:00',
				customer_currency_is_not: 'gbp',
				channel_is_not: 'in_person_pos',
				risk_level_is_not: '1',
				source_device_is: 'ios',
				customer_country_is: 'US',
				source_is: 'visa',
			},
		},
	];
	for (const c of combinations) {
		test(`filters from the URL survive reload: ${c.name}`, async ({ page, request }) => {
			await page.goto(page_(c.query));
			await expect(page.locator('.woocommerce-filters-advanced')).toBeVisible();
			await expect(page.locator('.wcpay-table-summary')).toBeVisible({ timeout: 15_000 });
			const check = async () => {
				await expectLastGet(request, '/wc/v3/payments/transactions', c.rest);
				await expectLastGet(request, '/wc/v3/payments/transactions/summary', c.rest);
			};
			await check();
			const url = page.url();
			await page.reload();
			await expect(page.locator('.woocommerce-filters-advanced')).toBeVisible();
			await expect(page.locator('.wcpay-table-summary')).toBeVisible({ timeout: 15_000 });
			expect(page.url()).toBe(url);
			await check();
			const items = page.locator('.woocommerce-filters-advanced__list-item');
			const activeFilters = Object.keys(c.query).filter(
				(k) => !['filter', 'match', 'date_between[1]'].includes(k)
			);
			await expect(items).toHaveCount(activeFilters.length);
			if (c.query.match === 'any') {
				await expect(
					page.getByRole('combobox', { name: 'Choose to apply any or all filters' })
				).toHaveValue('any');
			}
		});
	}

	test('date between is sent sorted; rows respect the filters', async ({ page, request }) => {
		// Ten days ending two weeks before the seed's now, given latest first.
		const from = await seedDay(request, 23);
		const to = await seedDay(request, 14);
		await page.goto(
			page_({
				filter: 'advanced',
				'date_between[0]': to,
				'date_between[1]': from,
				type_is: 'refund',
			})
		);
		await waitForRows(page);
		const call = await lastGet(request, '/wc/v3/payments/transactions');
		expect(
			call.query['date_between[0]'] ?? (call.query as Record<string, unknown>).date_between
		).toBeTruthy();
		const raw = JSON.stringify(call.query);
		expect(raw.indexOf(`${from} 00:00:00`)).toBeGreaterThan(-1);
		expect(raw.indexOf(`${to} 23:59:59`)).toBeGreaterThan(raw.indexOf(`${from} 00:00:00`));
		expect(new Set(await columnTexts(page, 'Type'))).toEqual(new Set(['Refund']));
		// UTC days, shown in the store's time zone (New York): from the evening before `from` to `to`.
		const days = [await seedDay(request, 24)];
		for (let d = 23; d >= 14; d--) {
			days.push(await seedDay(request, d));
		}
		const labels = days.map(dayLabel);
		for (const text of await columnTexts(page, 'Date/Time')) {
			expect(
				labels.some((label) => text.startsWith(label)),
				`${text} within ${from}…${to}`
			).toBe(true);
		}
	});

	test('a currency filter shows total, fees and net', async ({ page, request }) => {
		await page.goto(page_());
		await waitForRows(page);
		await filterButton(page, 'Payout currency').click();
		await page.getByRole('button', { name: 'EUR', exact: true }).click();
		await expect(page).toHaveURL(/store_currency_is=eur/);
		const summary = page.locator('.wcpay-table-summary');
		await expect(summary).toContainText('total');
		await expect(summary).toContainText('fees');
		await expect(summary).toContainText('net');
		await expect(summary).toContainText('€');
		await expectLastGet(request, '/wc/v3/payments/transactions/summary', {
			store_currency_is: 'eur',
		});
	});

	test('search: autocomplete from /transactions/search, tags in the URL, reload', async ({
		page,
		request,
	}) => {
		await page.goto(page_());
		await waitForRows(page);
		const search = page.getByRole('combobox', {
			name: 'Search by order number, customer name, or billing email',
		});
		await search.click();
		await search.pressSequentially('15073');
		const option = page.getByRole('option', { name: 'Order #150734' });
		await expect(option).toBeVisible();
		await expect(
			page.getByRole('option', {
				name: /All transactions with customer names or billing emails that include/,
			})
		).toBeVisible();
		const searches = (await requestLog(request)).filter(
			(r) => r.path === '/wc/v3/payments/transactions/search'
		);
		expect(searches.length).toBeGreaterThan(0);
		// Debounced: not one call per keystroke.
		expect(searches.length).toBeLessThan(5);
		expect(searches[searches.length - 1].query.search_term).toBe('15073');
		await option.click();
		await expect(page).toHaveURL(/search%5B0%5D=%23150734|search\[0\]=%23150734/);
		await expect
			.poll(async () => new Set(await columnTexts(page, 'Order #')))
			.toEqual(new Set(['#150734']));
		await expectLastGet(request, '/wc/v3/payments/transactions', {
			search: ['#150734'],
		});
		await page.reload();
		await waitForRows(page);
		expect(new Set(await columnTexts(page, 'Order #'))).toEqual(new Set(['#150734']));
		await expect(page.locator('.woocommerce-select-control__tags')).toContainText('#150734');

		// Free text: customer names.
		await page.goto(page_());
		await waitForRows(page);
		await search.click();
		await search.pressSequentially('Bernard');
		await page.getByRole('option', { name: /that include Bernard/ }).click();
		await expect
			.poll(async () => (await columnTexts(page, 'Customer')).every((n) => n.includes('Bernard')))
			.toBe(true);
	});

	test('search hints follow the customSearch flag and subscriptions', async ({ page, request }) => {
		await request.patch('/__mock/settings', { data: { is_subscriptions_plugin_active: true } });
		await page.goto(page_());
		await waitForRows(page);
		await expect(
			page.getByRole('combobox', {
				name: 'Search by order number, subscription number, customer name, or billing email',
			})
		).toBeVisible();
		await expect(page.getByRole('columnheader', { name: 'Subscription #' })).toBeVisible();

		await request.patch('/__mock/page-settings', { data: { featureFlags: { customSearch: false } } });
		await page.reload();
		await waitForRows(page);
		await expect(
			page.getByRole('combobox', { name: 'Search by customer name', exact: true })
		).toBeVisible();
	});

	test('hidden columns persist in the user preference', async ({ page, request }) => {
		await page.goto(page_());
		await waitForRows(page);
		await page.getByRole('button', { name: 'Choose which values to display' }).click();
		const menu = page.locator('.woocommerce-ellipsis-menu__content');
		// Required columns are not offered.
		await expect(menu.getByRole('menuitemcheckbox', { name: 'Net' })).toHaveCount(0);
		await expect(menu.getByRole('menuitemcheckbox', { name: 'Order #' })).toHaveCount(0);
		await menu.getByRole('menuitemcheckbox', { name: 'Risk level' }).click();
		await menu.getByRole('menuitemcheckbox', { name: 'Fees' }).click();
		await page.keyboard.press('Escape');
		await expect(page.getByRole('columnheader', { name: 'Risk level' })).toBeVisible();
		await expect(page.getByRole('columnheader', { name: 'Fees' })).toHaveCount(0);
		await expect
			.poll(async () => {
				const user = await (await request.get('/__mock/user')).json();
				return JSON.parse(user.woocommerce_meta?.wc_payments_transactions_hidden_columns ?? '[]');
			})
			.toContain('fees');
		const meta = JSON.parse(
			(await (await request.get('/__mock/user')).json()).woocommerce_meta
				.wc_payments_transactions_hidden_columns
		);
		expect(meta).not.toContain('risk_level');

		await page.reload();
		await waitForRows(page);
		await expect(page.getByRole('columnheader', { name: 'Risk level' })).toBeVisible();
		await expect(page.getByRole('columnheader', { name: 'Fees' })).toHaveCount(0);
		const risks = await columnTexts(page, 'Risk level');
		expect(risks.every((r) => ['Normal', 'Elevated', 'Highest', 'N/A'].includes(r))).toBe(true);
	});

	test('sorting and paging live in the URL; changing tab resets them', async ({ page, request }) => {
		await page.goto(page_({ per_page: '10' }));
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(10);
		await page
			.getByRole('button', { name: /Amount/ })
			.first()
			.click();
		await expect(page).toHaveURL(/orderby=amount/);
		await expect(page).toHaveURL(/order=desc/);
		await expectLastGet(request, '/wc/v3/payments/transactions', {
			sort: 'amount',
			direction: 'desc',
		});
		await page.getByRole('button', { name: 'Next Page' }).click();
		await expect(page).toHaveURL(/paged=2/);
		await waitForRows(page);
		await expectLastGet(request, '/wc/v3/payments/transactions', {
			page: '2',
			pagesize: '10',
		});

		await page.getByRole('tab', { name: 'Blocked' }).click();
		await expect(page).toHaveURL(/tab=blocked-page/);
		const url = new URL(page.url());
		expect(url.searchParams.get('paged')).toBe('1');
		expect(url.searchParams.get('per_page')).toBe('25');
		expect(url.searchParams.has('orderby')).toBe(false);
		expect(url.searchParams.has('order')).toBe(false);
		await waitForRows(page);

		await page.getByRole('tab', { name: 'Transactions' }).click();
		await expect(page).toHaveURL(/tab=transactions-page/);
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(25);

		// Back returns to the blocked tab.
		await page.goBack();
		await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
	});

	test('Uncaptured tab visibility and title', async ({ page, request }) => {
		// Flag on, manual capture off, 16 authorizations: shown with the count.
		await page.goto(page_());
		await expect(page.getByRole('tab', { name: 'Uncaptured (16)' })).toBeVisible();

		// Flag off: hidden, and a URL asking for it falls back to the transactions tab.
		await request.patch('/__mock/page-settings', {
			data: { featureFlags: { isAuthAndCaptureEnabled: false } },
		});
		await request.delete('/__mock/requests');
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		await expect(page.getByRole('tab', { name: /Uncaptured/ })).toHaveCount(0);
		await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(
			(await requestLog(request))
				.filter((r) => r.path.startsWith('/wc/v3/payments/authorizations'))
				.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.query)}`)
		).toEqual([]);

		// No authorizations, manual capture off: hidden.
		await reset(request, 'empty');
		await page.goto(page_());
		await expect(page.getByRole('tab', { name: 'Blocked' })).toBeVisible();
		await expect(
			page.locator('.wcpay-table-summary, .woocommerce-table__empty-item').first()
		).toBeVisible();
		await expect(page.getByRole('tab', { name: /Uncaptured/ })).toHaveCount(0);

		// Manual capture on: shown even with none waiting.
		await request.patch('/__mock/settings', { data: { is_manual_capture_enabled: true } });
		await page.goto(page_());
		await expect(page.getByRole('tab', { name: 'Uncaptured (0)' })).toBeVisible();

		// '...' until the count is known.
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/authorizations/summary',
			passthrough: true,
			delay_ms: 2500,
		});
		await page.goto(page_());
		await expect(page.getByRole('tab', { name: 'Uncaptured (...)' })).toBeVisible();
		await expect(page.getByRole('tab', { name: 'Uncaptured (0)' })).toBeVisible({ timeout: 10_000 });
	});

	test('a link to the Uncaptured tab opens it even when its count and the settings come late', async ({
		page,
		request,
	}) => {
		for (const path of ['/wc/v3/payments/authorizations/summary', '/wc/v3/payments/settings']) {
			await fault(request, { method: 'GET', path, passthrough: true, delay_ms: 1500 });
		}
		await page.goto(page_({ tab: 'uncaptured-page' }));
		const tab = page.getByRole('tab', { name: /^Uncaptured/ });
		await expect(tab).toHaveAttribute('aria-selected', 'true');
		await expect(page.getByRole('tab', { name: 'Uncaptured (16)' })).toHaveAttribute(
			'aria-selected',
			'true',
			{
				timeout: 10_000,
			}
		);
		await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
			'aria-selected',
			'false'
		);
		await waitForRows(page);
		await expect(page.locator('.woocommerce-table__table th', { hasText: 'Capture by' })).toBeVisible();
		expect(new URL(page.url()).searchParams.get('tab')).toBe('uncaptured-page');

		// Hidden after all (no authorizations, manual capture off): the transactions tab, the URL corrected.
		await reset(request, 'empty');
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/authorizations/summary',
			passthrough: true,
			delay_ms: 1000,
		});
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
			'aria-selected',
			'true',
			{
				timeout: 10_000,
			}
		);
		await expect(page.getByRole('tab', { name: /^Uncaptured/ })).toHaveCount(0);
		await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('transactions-page');
	});

	test('uncaptured amounts carry their currency code when the authorizations mix currencies', async ({
		page,
	}) => {
		// All in USD: no code, like any list in one currency.
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		const plain = await columnTexts(page, 'Amount');
		expect(plain.length).toBeGreaterThan(0);
		expect(plain.every((a) => /^\$[\d,]+\.\d\d$/.test(a))).toBe(true);

		// The summary says they mix USD and EUR: every amount names its currency, as in the other lists.
		await page.route(/\/wp-json\/wc\/v3\/payments\/authorizations\/summary/, async (route) => {
			const response = await route.fetch();
			const body = await response.json();
			await route.fulfill({
				response,
				json: { ...body, currency: null, all_currencies: ['usd', 'eur'] },
			});
		});
		await page.reload();
		await waitForRows(page);
		await expect
			.poll(async () =>
				(await columnTexts(page, 'Amount')).every((a) => /^\$[\d,]+\.\d\d USD$/.test(a))
			)
			.toBe(true);
	});

	test('capture: busy row, success notice, refreshed list and count', async ({ page, request }) => {
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(16);
		// Oldest first; capture by = created + 7 days.
		const created = await columnTexts(page, 'Authorized on');
		const captureBy = await columnTexts(page, 'Capture by');
		const day = (s: string) => Date.parse(s.replace(/ E[SD]T$/, '').replace(',', ''));
		expect(day(created[0])).toBeLessThanOrEqual(day(created[1]));
		expect(Math.round((day(captureBy[0]) - day(created[0])) / 86_400_000)).toBe(7);
		const first = (await columnTexts(page, 'Order'))[0].replace('#', '');
		const second = (await columnTexts(page, 'Order'))[1].replace('#', '');

		await fault(request, {
			method: 'POST',
			path: '/wc/v3/payments/orders/\\d+/capture_authorization',
			passthrough: true,
			delay_ms: 1500,
		});
		const capture = page.getByRole('button', { name: `Capture payment for order #${first}` });
		await capture.click();
		await expect(capture).toHaveClass(/is-busy/);
		await expect(
			page.getByRole('button', { name: `Cancel authorization for order #${first}` })
		).toBeDisabled();
		// Other rows are not blocked.
		await expect(
			page.getByRole('button', { name: `Capture payment for order #${second}` })
		).toBeEnabled();
		await expect(notice(page, `Payment for order #${first} captured successfully.`)).toBeVisible();
		await expect(page.getByRole('tab', { name: 'Uncaptured (15)' })).toBeVisible();
		await expect(rows(page)).toHaveCount(15);
		await expect(page.getByRole('button', { name: `Capture payment for order #${first}` })).toHaveCount(
			0
		);
		const post = (await requestLog(request)).find(
			(r) => r.method === 'POST' && r.path.endsWith('/capture_authorization')
		);
		expect(post?.path).toBe(`/wc/v3/payments/orders/${first}/capture_authorization`);
		expect(post?.body).toMatchObject({ payment_intent_id: expect.stringMatching(/^pi_/) });
		// The captured payment is now a transaction (transactions refreshed).
		await page.getByRole('tab', { name: 'Transactions' }).click();
		await waitForRows(page);
		await expect(page.locator('.wcpay-table-summary')).toContainText('841 transactions');
	});

	test('capturing a payment held for review refreshes the blocked tab without a reload', async ({
		page,
	}) => {
		await page.goto(page_({ tab: 'blocked-page' }));
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(10);
		await page.getByRole('tab', { name: /Uncaptured/ }).click();
		await waitForRows(page);
		// Order 150750 is held for review by the fraud rules.
		await page.getByRole('button', { name: 'Capture payment for order #150750' }).click();
		await expect(notice(page, 'Payment for order #150750 captured successfully.')).toBeVisible();
		await page.getByRole('tab', { name: 'Blocked' }).click();
		await expect(rows(page)).toHaveCount(9);
		expect(await columnTexts(page, 'Status')).toEqual(expect.arrayContaining(['Needs review']));
	});

	test('cancel: success notice and the row leaves', async ({ page, request }) => {
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		const order = (await columnTexts(page, 'Order'))[2].replace('#', '');
		await page.getByRole('button', { name: `Cancel authorization for order #${order}` }).click();
		await expect(notice(page, `Payment for order #${order} canceled successfully.`)).toBeVisible();
		await expect(rows(page)).toHaveCount(15);
		await expect(page.getByRole('tab', { name: 'Uncaptured (15)' })).toBeVisible();
		const post = (await requestLog(request)).find(
			(r) => r.method === 'POST' && r.path.endsWith('/cancel_authorization')
		);
		expect(post?.path).toBe(`/wc/v3/payments/orders/${order}/cancel_authorization`);
	});

	const failures: Array<{
		code: string;
		status: number;
		action: 'capture' | 'cancel';
		reason: string;
		data?: object;
	}> = [
		{
			code: 'wcpay_missing_order',
			status: 404,
			action: 'capture',
			reason: 'The order could not be found.',
		},
		{
			code: 'wcpay_refunded_order_uncapturable',
			status: 409,
			action: 'capture',
			reason: 'Payment cannot be processed for partially or fully refunded orders.',
		},
		{
			code: 'wcpay_intent_order_mismatch',
			status: 409,
			action: 'cancel',
			reason: 'The payment cannot be processed due to a mismatch with order details.',
		},
		{
			code: 'wcpay_payment_uncapturable',
			status: 409,
			action: 'capture',
			reason: 'This payment cannot be processed in its current state.',
		},
		{
			code: 'wcpay_capture_error',
			status: 502,
			action: 'capture',
			reason: 'The payment capture failed to complete.',
		},
		{
			code: 'wcpay_cancel_error',
			status: 502,
			action: 'cancel',
			reason: 'The payment cancellation failed to complete.',
		},
		{
			code: 'wcpay_server_error',
			status: 500,
			action: 'capture',
			reason: 'An unexpected error occurred. Please try again later.',
		},
		{
			code: 'some_other_code',
			status: 500,
			action: 'cancel',
			reason: 'Unable to process the payment. Please try again later.',
		},
		{
			code: 'wcpay_capture_error',
			status: 502,
			action: 'capture',
			reason: 'The payment amount is too small to be processed.',
			data: { error_type: 'amount_too_small' },
		},
	];
	test('capture and cancel failures show the catalogue text of each code', async ({ page, request }) => {
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		const order = (await columnTexts(page, 'Order'))[3].replace('#', '');
		for (const f of failures) {
			await fault(request, {
				method: 'POST',
				path: `/wc/v3/payments/orders/\\d+/${f.action}_authorization`,
				status: f.status,
				code: f.code,
				message: 'Server said <b>no</b>',
				data: { status: f.status, ...(f.data ?? {}) },
			});
			const name =
				f.action === 'capture'
					? `Capture payment for order #${order}`
					: `Cancel authorization for order #${order}`;
			await page.getByRole('button', { name }).click();
			const prefix =
				f.action === 'capture'
					? `There has been an error capturing the payment for order #${order}.`
					: `There has been an error canceling the payment for order #${order}.`;
			const text = `${prefix} ${f.reason}`;
			await expect(notice(page, text)).toBeVisible();
			await expect(page.getByText('Server said')).toHaveCount(0);
			await expect(page.getByRole('button', { name })).toBeEnabled();
			await page.locator('.wcpay-notices .components-notice__dismiss').first().click();
			await expect(notice(page, text)).toHaveCount(0);
		}
		// Nothing changed.
		await expect(rows(page)).toHaveCount(16);
	});

	test('capture below the minimum names the minimum amount', async ({ page }) => {
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await waitForRows(page);
		const amounts = await columnTexts(page, 'Amount');
		const index = amounts.indexOf('$0.30');
		expect(index).toBeGreaterThanOrEqual(0);
		const order = (await columnTexts(page, 'Order'))[index].replace('#', '');
		await page.getByRole('button', { name: `Capture payment for order #${order}` }).click();
		await expect(
			notice(
				page,
				`There has been an error capturing the payment for order #${order}. The minimum amount that can be processed is $0.50 USD.`
			)
		).toBeVisible();
	});

	test('transactions load failure', async ({ page, request }) => {
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions',
			status: 500,
			code: 'boom',
		});
		await page.goto(page_());
		await expect(notice(page, 'Error retrieving transactions.')).toBeVisible();
		// The table says the list failed, not that there are no transactions.
		await expect(
			page.getByText('Transactions could not be loaded. Please reload the page.')
		).toBeVisible();
		await expect(page.getByText('No transactions found.')).toHaveCount(0);
	});

	test('uncaptured load failure', async ({ page, request }) => {
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/authorizations',
			status: 500,
			code: 'boom',
		});
		await page.goto(page_({ tab: 'uncaptured-page' }));
		await expect(notice(page, 'Error retrieving uncaptured transactions.')).toBeVisible();
		await expect(
			page.getByText('Uncaptured transactions could not be loaded. Please reload the page.')
		).toBeVisible();
		await expect(page.getByText('No uncaptured transactions.')).toHaveCount(0);
	});

	test('blocked tab: statuses, search, CSV export', async ({ page, request }) => {
		await page.goto(page_({ tab: 'blocked-page' }));
		await waitForRows(page);
		await expect(rows(page)).toHaveCount(10);
		for (const label of ['Date/Time', 'Amount', 'Customer', 'Status']) {
			await expect(page.getByRole('columnheader', { name: label }).first()).toBeVisible();
		}
		// The search box has the spec's placeholder before it is focused too (spec 001 §2.6).
		await expect(page.getByPlaceholder('Search by order number or customer name')).toBeVisible();
		expect(new Set(await columnTexts(page, 'Status'))).toEqual(
			new Set(['Payment blocked', 'Needs review'])
		);
		await expectLastGet(request, '/wc/v3/payments/transactions/fraud-outcomes', {
			status: 'block',
			additional_status: 'review',
			sort: 'created',
			direction: 'desc',
		});

		// CSV export of every blocked and held payment.
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Export' }).click(),
		]);
		const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
		expect(csv[0]).toEqual(['Date/Time', 'Amount', 'Customer', 'Status']);
		expect(csv).toHaveLength(11);
		expect(new Set(csv.slice(1).map((r) => r[3]))).toEqual(new Set(['Payment blocked', 'Needs review']));
		expect(
			csv.slice(1).some((r) => r[2] === '<img src=x onerror=alert(1)>' || r[2].includes('Ünïcødé'))
		).toBe(true);

		// Search: options filtered by label, then the list.
		const search = page.getByRole('combobox', { name: 'Search by order number or customer name' });
		await search.click();
		await search.pressSequentially('Sophia');
		await page.getByRole('option', { name: 'Sophia García' }).click();
		await expect(page).toHaveURL(/search/);
		await expect
			.poll(async () => new Set(await columnTexts(page, 'Customer')))
			.toEqual(new Set(['Sophia García']));
		await expectLastGet(request, '/wc/v3/payments/transactions/fraud-outcomes', {
			search: ['Sophia García'],
		});
		const searches = (await requestLog(request)).filter(
			(r) => r.path === '/wc/v3/payments/transactions/fraud-outcomes/search'
		);
		expect(searches.length).toBeGreaterThan(0);

		// No match is an empty list, not an error.
		await page.goto(page_({ tab: 'blocked-page', 'search[0]': 'nobody-at-all' }));
		await expect(page.getByText('No blocked transactions.')).toBeVisible();
		await expect(page.locator('.wcpay-notices')).toHaveCount(0);
	});

	test('blocked tab: export and load failures', async ({ page, request }) => {
		await page.goto(page_({ tab: 'blocked-page' }));
		await waitForRows(page);
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions/fraud-outcomes',
			status: 500,
			code: 'boom',
		});
		await page.getByRole('button', { name: 'Export' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();

		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions/fraud-outcomes',
			status: 500,
			code: 'boom',
		});
		await page.goto(page_({ tab: 'blocked-page' }));
		await expect(notice(page, 'Error retrieving on review transactions.')).toBeVisible();
		await expect(
			page.getByText('Blocked transactions could not be loaded. Please reload the page.')
		).toBeVisible();
		await expect(page.getByText('No blocked transactions.')).toHaveCount(0);
	});

	test('transactions export without filters: notice, progress, download and e-mail', async ({
		page,
		request,
	}) => {
		await page.goto(page_());
		await waitForRows(page);
		const user = await (await request.get('/__mock/user')).json();
		const [download] = await Promise.all([
			page.waitForEvent('download', { timeout: 15_000 }),
			(async () => {
				await page.getByRole('button', { name: 'Export' }).click();
				// Fewer than 10000 rows: no confirmation.
				await expect(page.getByRole('dialog')).toHaveCount(0);
				await expect(
					notice(
						page,
						`We're processing your export. The file will download automatically and be emailed to ${user.email}.`
					)
				).toBeVisible();
				await expect(
					page.getByRole('status').filter({ hasText: 'Preparing your export…' })
				).toBeVisible();
				await expect(page.getByRole('button', { name: 'Export' })).toHaveClass(/is-busy/);
			})(),
		]);
		const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
		expect(csv[0].slice(0, 4)).toEqual(['Transaction ID', 'Date/Time (UTC)', 'Type', 'Channel']);
		expect(csv.length - 1).toBe(840);
		// Spec 001 §7.3: the export is prepared with GET …/download, carrying who asks and the filters.
		const prepare = (await requestLog(request)).find(
			(r) => r.path === '/wc/v3/payments/transactions/download'
		);
		expect(prepare?.method).toBe('GET');
		expect(prepare?.query).toMatchObject({ user_email: user.email, locale: expect.any(String) });
		const emails = await (await request.get('/__mock/emails')).json();
		expect(emails[0]).toMatchObject({ to: user.email, rows: 840 });
	});

	test('transactions export with filters exports exactly the filtered rows', async ({ page, request }) => {
		await page.goto(page_({ filter: 'advanced', type_is: 'refund', customer_country_is: 'US' }));
		await waitForRows(page);
		const summary = await (
			await page.locator('.wcpay-table-summary').innerText()
		).match(/([\d,]+)\s+transactions?/);
		const count = Number(summary?.[1].replace(/,/g, ''));
		expect(count).toBeGreaterThan(0);
		const [download] = await Promise.all([
			page.waitForEvent('download', { timeout: 15_000 }),
			page.getByRole('button', { name: 'Export' }).click(),
		]);
		const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
		const header = csv[0];
		const data = csv.slice(1);
		expect(data).toHaveLength(count);
		expect(new Set(data.map((r) => r[header.indexOf('Type')]))).toEqual(new Set(['Refund']));
		expect(new Set(data.map((r) => r[header.indexOf('Customer Country')]))).toEqual(new Set(['US']));
		const prepare = (await requestLog(request)).find(
			(r) => r.path === '/wc/v3/payments/transactions/download'
		);
		expect(prepare?.method).toBe('GET');
		expect(prepare?.query).toMatchObject({ type_is: 'refund', customer_country_is: 'US' });
	});

	test('transactions export failure', async ({ page, request }) => {
		await page.goto(page_());
		await waitForRows(page);
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions/download',
			status: 500,
			code: 'boom',
		});
		await page.getByRole('button', { name: 'Export' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
	});

	test('test-mode banner', async ({ page, request }) => {
		await request.patch('/__mock/settings', { data: { is_test_mode_enabled: true } });
		await page.goto(page_());
		await expect(
			page.locator('.components-notice').filter({ hasText: 'test transactions' })
		).toBeVisible();
		await expect(page.getByRole('link', { name: 'WooPayments settings' })).toHaveAttribute(
			'href',
			/section=woocommerce_payments/
		);
	});

	test('axe on each tab, and at 480 and 768 px', async ({ page, request }) => {
		test.setTimeout(120_000);
		for (const tab of ['transactions-page', 'uncaptured-page', 'blocked-page']) {
			await page.goto(page_({ tab }));
			await waitForRows(page);
			await expectAccessible(page);
		}
		await page.goto(
			page_({
				filter: 'advanced',
				type_is: 'charge',
				'date_between[0]': await seedDay(request, 23),
				'date_between[1]': await seedDay(request, 14),
			})
		);
		await waitForRows(page);
		await expectAccessible(page);
		for (const width of [480, 768]) {
			await page.setViewportSize({ width, height: 900 });
			for (const tab of ['transactions-page', 'uncaptured-page', 'blocked-page']) {
				await page.goto(page_({ tab }));
				await waitForRows(page);
				// The table scrolls inside its card; the page itself does not scroll sideways.
				const overflow = await page.evaluate(
					() => document.documentElement.scrollWidth - window.innerWidth
				);
				expect(overflow).toBeLessThanOrEqual(0);
				await expectAccessible(page);
			}
		}
	});
});

test.describe('transactions page over 100 000 transactions', () => {
	test.beforeEach(async ({ request }) => {
		test.setTimeout(90_000);
		await reset(request, 'large');
	});
	test.afterEach(async ({ request }) => reset(request));

	test('first rows show quickly; large unfiltered exports ask first', async ({ page, request }) => {
		await page.goto(page_());
		await waitForRows(page);
		const start = Date.now();
		await page.reload();
		await waitForRows(page);
		expect(Date.now() - start).toBeLessThan(5000);
		await expect(page.locator('.wcpay-table-summary')).toContainText('100,840 transactions');

		// Unfiltered and ≥ 10000 rows: an accessible confirmation with the catalogue text.
		await page.getByRole('button', { name: 'Export' }).click();
		const dialog = page.getByRole('dialog', { name: 'Export transactions' });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText(
			"You are about to export 100840 transactions. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?"
		);
		await expectAccessible(page);
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toHaveCount(0);
		expect(
			(await requestLog(request)).some((r) => r.path === '/wc/v3/payments/transactions/download')
		).toBe(false);

		// Continue starts it.
		await page.getByRole('button', { name: 'Export' }).click();
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions/download',
			status: 500,
			code: 'stop',
		});
		await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
		expect(
			(await requestLog(request)).some((r) => r.path === '/wc/v3/payments/transactions/download')
		).toBe(true);

		// With a filter: no question.
		await page.goto(page_({ filter: 'advanced', type_is: 'dispute' }));
		await waitForRows(page);
		await fault(request, {
			method: 'GET',
			path: '/wc/v3/payments/transactions/download',
			status: 500,
			code: 'stop',
		});
		await page.getByRole('button', { name: 'Export' }).click();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect(notice(page, 'There was a problem generating your export.')).toBeVisible();
	});

	test('a filtered export over 100 000 rows downloads exactly its rows while the page keeps answering', async ({
		page,
	}) => {
		await page.goto(page_({ filter: 'advanced', type_is: 'charge', store_currency_is: 'usd' }));
		await waitForRows(page);
		const summary = (await page.locator('.wcpay-table-summary').innerText()).match(
			/([\d,]+)\s+transactions?/
		);
		const count = Number(summary?.[1].replace(/,/g, ''));
		expect(count).toBeGreaterThan(10_000);

		const downloaded = page.waitForEvent('download', { timeout: 20_000 });
		await page.getByRole('button', { name: 'Export' }).click();
		// While the file is written: paging still answers at once.
		const firstBefore = await rows(page).first().innerText();
		const started = Date.now();
		await page.getByRole('button', { name: 'Next Page' }).click();
		await expect(rows(page).first()).not.toHaveText(firstBefore);
		expect(Date.now() - started).toBeLessThan(3000);

		const csv = parseCsv(fs.readFileSync((await (await downloaded).path())!, 'utf8'));
		const header = csv[0];
		const data = csv.slice(1);
		expect(data).toHaveLength(count);
		expect(new Set(data.map((r) => r[header.indexOf('Type')]))).toEqual(new Set(['Charge']));
	});

	test('search autocomplete answers over 100 000 rows', async ({ page }) => {
		await page.goto(page_());
		await waitForRows(page);
		const search = page.getByRole('combobox', {
			name: 'Search by order number, customer name, or billing email',
		});
		await search.fill('Ana');
		await expect(page.getByRole('option').first()).toBeVisible({ timeout: 5000 });
	});
});
