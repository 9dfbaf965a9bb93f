/**
 * Accessibility of the whole product (issue point 5): axe (serious and critical fail) on every route of
 * `src/routes.ts` with its real content, and on every modal the product opens, with the modal open.
 * The run prints `a11y: N routes, M modals, 0 serious/critical` once every check of the run has passed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminUrl, expectAccessible, notice, paymentsGet, reset } from './helpers';
import { disputeNeedingResponse, openRoute, refundable, ROUTE_KEYS, ROUTE_PAGES } from './route-pages';

test.describe.configure({ mode: 'parallel' });

interface Modal {
	name: string;
	/** Sets the state up and opens the modal; answers the open dialog's accessible name. */
	open: (page: Page, request: APIRequestContext) => Promise<string | RegExp>;
}

/** The run's tally, shared by the workers of one run (they have the same parent process). */
const TALLY = path.join(os.tmpdir(), `wcpay-a11y-${process.ppid}.txt`);
function tally(kind: 'route' | 'modal', name: string) {
	fs.appendFileSync(TALLY, `${kind}\t${name}\n`);
	const lines = fs.readFileSync(TALLY, 'utf8').trim().split('\n');
	const count = (k: string) => new Set(lines.filter((l) => l.startsWith(`${k}\t`))).size;
	if (count('route') === ROUTE_PAGES.length && count('modal') === MODALS.length) {
		console.log(`a11y: ${ROUTE_PAGES.length} routes, ${MODALS.length} modals, 0 serious/critical`);
	}
}

const overview = async (page: Page, query: Record<string, string> = {}) => {
	await page.goto(adminUrl('/payments/overview', query));
	await page.locator('[data-bench-ready="overview"]').waitFor();
};
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Raises a list's total (its rows' `total_count` and its summary's `count`), so that an export asks first. */
async function bigList(page: Page, pattern: RegExp, count: number) {
	await page.route(pattern, async (route) => {
		const response = await route.fetch();
		const body = (await response.json()) as Record<string, unknown>;
		const json = { ...body };
		if ('count' in body) {
			json.count = count;
		}
		if ('total_count' in body) {
			json.total_count = count;
		}
		await route.fulfill({ response, json });
	});
}

/** A list page whose export asks first: its list and summary report `count` rows (bigList). */
function exportConfirmation(
	list: 'transactions' | 'payouts' | 'disputes',
	pattern: RegExp,
	count: number
): Modal {
	return {
		name: `${list}: export confirmation`,
		open: async (page: Page, request: APIRequestContext) => {
			await reset(request);
			await bigList(page, pattern, count);
			await page.goto(adminUrl(`/payments/${list}`));
			await page.locator('#wpbody-content table tbody tr:has(td)').first().waitFor();
			await page.locator('#wpbody-content').getByRole('button', { name: 'Export' }).click();
			return `Export ${list}`;
		},
	};
}

const MODALS: Modal[] = [
	{
		name: 'connect: verification info (KYC)',
		open: async (page, request) => {
			await reset(request, 'no-account');
			await page.goto(adminUrl('/payments/connect'));
			await page.getByRole('button', { name: 'Learn more about verification' }).click();
			return 'Verifying your information with WooPayments';
		},
	},
	{
		name: 'connect: reset account',
		open: async (page, request) => {
			await reset(request, 'invalid-account');
			await page.goto(adminUrl('/payments/connect', { source: 'wcadmin-payment-task' }));
			await page.getByRole('button', { name: 'Reset account' }).click();
			return 'Reset account';
		},
	},
	{
		name: 'connect: activate live payments',
		open: async (page, request) => {
			await reset(request, 'invalid-account');
			await request.patch('/__mock/settings', { data: { is_test_mode_onboarding: true } });
			await request.patch('/__mock/account', { data: { isLive: false } });
			await page.route('https://connect-js.stripe.com/**', (route) => route.abort());
			await page.goto(adminUrl('/payments/connect'));
			await page.getByRole('button', { name: 'activate your WooPayments account' }).click();
			return 'Activate payments on your store';
		},
	},
	{
		name: 'connect: unsupported country',
		open: async (page, request) => {
			await reset(request, 'no-account');
			await request.patch('/__mock/page-settings', { data: { connect: { country: 'BR' } } });
			await page.goto(adminUrl('/payments/connect'));
			await page.getByRole('button', { name: 'Verify business details', exact: true }).click();
			return /not supported/;
		},
	},
	{
		name: 'connect: sandbox set-up loader',
		open: async (page, request) => {
			await reset(request, 'no-account');
			await request.post('/__mock/faults', {
				data: { method: 'GET', path: '/wp-admin/admin.php', passthrough: true, delay_ms: 4000 },
			});
			await page.goto(adminUrl('/payments/connect'));
			await page
				.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
				.click();
			await page.getByRole('button', { name: 'Enable sandbox mode' }).click();
			return 'Finishing payments setup';
		},
	},
	{
		name: 'overview: connection success',
		open: async (page, request) => {
			await reset(request);
			await overview(page, { 'wcpay-connection-success': '1' });
			return 'Thanks for verifying your business details!';
		},
	},
	{
		name: 'overview: progressive eligibility',
		open: async (page, request) => {
			await reset(request, 'progressive');
			await overview(page, { 'wcpay-connection-success': '1' });
			return 'You’re ready to start selling!';
		},
	},
	{
		name: 'overview: instant payout',
		open: async (page, request) => {
			await reset(request);
			await overview(page);
			await page.getByRole('button', { name: 'Instant payout' }).click();
			return 'Instant payout';
		},
	},
	{
		name: 'overview: dismiss an inbox message',
		open: async (page, request) => {
			await reset(request);
			await overview(page);
			await page
				.getByTestId('wcpay-inbox')
				.getByRole('button', { name: 'Dismiss', exact: true })
				.first()
				.click();
			return 'Dismiss this message?';
		},
	},
	{
		name: 'overview: dismiss all inbox messages',
		open: async (page, request) => {
			await reset(request);
			await overview(page);
			await page.getByRole('button', { name: 'Dismiss all' }).click();
			return 'Dismiss all messages?';
		},
	},
	{
		name: 'overview: reset the test account',
		open: async (page, request) => {
			await reset(request, 'sandbox');
			await overview(page);
			await page.getByRole('button', { name: 'Reset account' }).click();
			return 'Reset your test account';
		},
	},
	exportConfirmation('transactions', /\/wc\/v3\/payments\/transactions(\/summary)?\?/, 12000),
	exportConfirmation('payouts', /\/wc\/v3\/payments\/deposits(\/summary)?\?/, 1200),
	exportConfirmation('disputes', /\/wc\/v3\/payments\/disputes(\/summary)?\?/, 1200),
	{
		name: 'payouts: feedback, positive',
		open: async (page, request) => {
			await reset(request);
			await request.patch('/__mock/page-settings', { data: { isNextDepositNoticeDismissed: true } });
			await page.goto(adminUrl('/payments/payouts'));
			await page.locator('.wcpay-feedback-prompt').getByRole('button', { name: 'Yes' }).click();
			return 'Glad to hear it!';
		},
	},
	{
		name: 'payouts: feedback, negative',
		open: async (page, request) => {
			await reset(request);
			await request.patch('/__mock/page-settings', { data: { isNextDepositNoticeDismissed: true } });
			await page.addInitScript(() => {
				(window as unknown as { wcTracks: unknown }).wcTracks = {
					isEnabled: true,
					recordEvent: () => {},
				};
			});
			await page.goto(adminUrl('/payments/payouts'));
			await page.locator('.wcpay-feedback-prompt').getByRole('button', { name: 'No' }).click();
			return 'Share your feedback';
		},
	},
	{
		name: 'payment details: refund',
		open: async (page, request) => {
			await reset(request);
			await page.goto(adminUrl('/payments/transactions/details', { id: await refundable(request) }));
			await page.getByRole('button', { name: 'Transaction actions' }).click();
			await page.getByRole('menuitem', { name: 'Refund in full' }).click();
			return 'Refund transaction';
		},
	},
	{
		name: 'payment details: accept a dispute',
		open: async (page, request) => {
			await reset(request);
			const d = await disputeNeedingResponse(request);
			await page.goto(adminUrl('/payments/disputes/details', { id: d.id }));
			await page
				.locator('.wcpay-payment-details__dispute')
				.getByRole('button', { name: 'Accept dispute' })
				.click();
			return 'Accept the dispute?';
		},
	},
	{
		name: 'payment details: refund an inquiry',
		open: async (page, request) => {
			await reset(request);
			const list = await paymentsGet<{ data: Array<{ id: string; order: unknown }> }>(
				request,
				'/disputes?status_is=warning_needs_response&pagesize=50'
			);
			const d = list.data.find((x) => x.order);
			expect(d).toBeTruthy();
			await page.goto(adminUrl('/payments/disputes/details', { id: d!.id }));
			await page
				.locator('.wcpay-payment-details__dispute')
				.getByRole('button', { name: 'Issue refund' })
				.click();
			return 'Issue a refund?';
		},
	},
	{
		name: 'documents: tax details, step 1',
		open: async (page, request) => {
			await reset(request);
			await page.goto(adminUrl('/payments/documents'));
			await page
				.getByRole('link', { name: /^Download Tax Invoice of / })
				.first()
				.click();
			return 'Set your tax details';
		},
	},
	{
		name: 'documents: tax details, step 2',
		open: async (page, request) => {
			await reset(request);
			await page.goto(adminUrl('/payments/documents'));
			await page
				.getByRole('link', { name: /^Download Tax Invoice of / })
				.first()
				.click();
			const modal = dialog(page, 'Set your tax details');
			await modal.getByRole('checkbox', { name: 'I have a valid VAT Number' }).check();
			await modal.getByRole('textbox', { name: 'VAT Number' }).fill('US 123456789');
			await modal.getByRole('button', { name: 'Continue' }).click();
			await expect(modal.getByRole('textbox', { name: 'Business name' })).toBeVisible();
			return 'Set your tax details';
		},
	},
	{
		name: 'multi-currency settings: add currencies',
		open: async (page, request) => {
			await reset(request);
			await page.goto('/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency');
			await page.getByRole('button', { name: 'Add currencies' }).click();
			return 'Add enabled currencies';
		},
	},
];

test('the route list covers every route of src/routes.ts', () => {
	expect(ROUTE_PAGES.map((r) => r.key).sort()).toEqual([...ROUTE_KEYS].sort());
	expect(ROUTE_KEYS.length).toBeGreaterThanOrEqual(19);
});

for (const r of ROUTE_PAGES) {
	test(`route ${r.key}: axe with its content`, async ({ page, request }) => {
		await openRoute(page, request, r);
		await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
		await expectAccessible(page);
		tally('route', r.key);
	});
}

for (const m of MODALS) {
	test(`modal ${m.name}: axe with it open`, async ({ page, request }) => {
		const name = await m.open(page, request);
		await expect(dialog(page, name)).toBeVisible({ timeout: 10_000 });
		await expectAccessible(page);
		tally('modal', m.name);
	});
}

test('a success notice with an action (Undo) passes axe', async ({ page, request }) => {
	await reset(request);
	await page.goto(adminUrl('/payments/overview'));
	await page.locator('[data-bench-ready="overview"]').waitFor();
	await page.getByRole('button', { name: 'Dismiss all' }).click();
	await dialog(page, 'Dismiss all messages?').getByRole('button', { name: 'Yes, dismiss all' }).click();
	await expect(notice(page, 'All messages dismissed')).toBeVisible();
	await expectAccessible(page);
});
