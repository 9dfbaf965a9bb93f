/**
 * Overview page (spec 000 §2, §4, §7, §8; spec 002 §2.6, §4.7, §4.8): every card and flow, every scenario,
 * the catalogue messages on injected faults, axe checks and the 480/768 px widths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

import { addFault, adminUrl, expectAccessible, notice, requestLog, reset, trackPageErrors } from './helpers';

const CONNECT_JS = 'https://connect-js.stripe.com/**';
const FAKE_BANNER_JS = fs.readFileSync(path.join(__dirname, 'fixtures/fake-connect-banner.js'), 'utf8');

/** Opens the overview (query flags optional) and waits until balances and tasks are on screen. */
async function open(page: Page, query: Record<string, string> = {}) {
	await page.goto(adminUrl('/payments/overview', query));
	await page.locator('[data-bench-ready="overview"]').waitFor();
}

async function patch(
	request: APIRequestContext,
	what: 'account' | 'page-settings' | 'settings',
	body: unknown
) {
	const res = await request.patch(`/__mock/${what}`, { data: body });
	expect(res.ok()).toBe(true);
}

const card = (page: Page, testId: string) => page.getByTestId(testId);
const note = (inbox: Locator, title: string) => inbox.getByRole('listitem').filter({ hasText: title });
const tasks = (page: Page) => page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');

test.describe('overview', () => {
	test.beforeEach(async ({ page, request }) => {
		await reset(request);
		// The provider's script cannot load here; tests that need it serve a stand-in.
		await page.route(CONNECT_JS, (route) => route.abort());
	});

	test('established: greeting, balances, tasks, payouts, account, fees, loan and inbox; axe', async ({
		page,
	}) => {
		const errors = trackPageErrors(page);
		await open(page);
		await expect(page).toHaveTitle(/^Overview/);
		await expect(
			page.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), Ada/ })
		).toBeVisible();

		const balances = page.getByTestId('wcpay-balances');
		await expect(balances).toContainText('Available funds');
		await expect(balances).toContainText('$49.78');
		await expect(balances).toContainText('Pending funds');
		// The account's payout schedule holds funds for the settings' deposit_delay_days (2).
		await expect(balances).toContainText(
			'Not yet available to pay out. Funds become available 2 days after a payment.'
		);
		await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('usd');

		await expect(tasks(page).filter({ hasText: /Respond to \d+ active disputes/ })).toBeVisible();
		await expect(page.getByRole('link', { name: 'See active disputes' })).toHaveAttribute(
			'href',
			/path=%2Fpayments%2Fdisputes&filter=awaiting_response/
		);

		const payouts = card(page, 'wcpay-payouts-card');
		await expect(payouts.getByRole('row')).toHaveCount(4); // header + 3 payouts
		await expect(payouts.getByRole('link').first()).toHaveAttribute(
			'href',
			/path=%2Fpayments%2Fpayouts%2Fdetails&id=po_/
		);
		await expect(payouts.getByRole('link', { name: 'Change payout schedule' })).toHaveAttribute(
			'href',
			/page=wc-settings&tab=checkout&section=woocommerce_payments#deposit-schedule$/
		);
		await expect(payouts).toContainText('Available funds are paid out automatically every day.');

		const account = card(page, 'wcpay-account-status');
		await expect(account.getByTestId('wcpay-account-status-label')).toHaveText('Complete');
		await expect(account.getByTestId('wcpay-payments-status-label')).toHaveText('Enabled');
		await expect(account.getByTestId('wcpay-payouts-status-label')).toHaveText('Automatic');
		await expect(account).toContainText('2.9% + $0.30');
		const edit = account.getByRole('link', { name: /Edit details/ });
		await expect(edit).toHaveAttribute('target', '_blank');
		await expect(edit).toHaveAttribute(
			'href',
			/wcpay-login=1.*from=WCPAY_OVERVIEW.*source=overview-page__account-details/
		);
		await expect(account.getByRole('button', { name: 'Reset account' })).toHaveCount(0);

		const loan = card(page, 'wcpay-active-loan');
		await expect(loan).toContainText('Total repaid');
		await expect(loan).toContainText('of $5,500.00');
		await expect(loan).toContainText('Withhold rate');

		const inbox = card(page, 'wcpay-inbox');
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
		await expect(inbox).toContainText('Get paid faster with instant payouts');
		// Sanitised note content: the link and emphasis stay, scripts and images go.
		await expect(inbox.getByRole('link', { name: 'Read our tips' })).toHaveAttribute('rel', /noopener/);
		expect(await inbox.locator('script, img[src="x"]').count()).toBe(0);

		await expectAccessible(page);
		expect(errors).toEqual([]);
	});

	test('REST calls: each read once, in parallel, with the spec query values', async ({ page, request }) => {
		await open(page);
		await expect(card(page, 'wcpay-inbox').getByRole('heading', { level: 3 }).first()).toBeVisible();
		await expect(card(page, 'wcpay-payouts-card').getByRole('row')).toHaveCount(4);
		const log = (await requestLog(request)).filter((r) => !r.path.startsWith('/wp-admin'));
		const gets = log.filter((r) => r.method === 'GET').map((r) => `${r.path} ${JSON.stringify(r.query)}`);
		expect(gets.filter((k, i) => gets.indexOf(k) !== i)).toEqual([]);
		const find = (p: string) => log.find((r) => r.method === 'GET' && r.path === p);
		expect(find('/wc/v3/payments/deposits')?.query).toMatchObject({
			store_currency_is: 'usd',
			sort: 'date',
			direction: 'desc',
			pagesize: '3',
		});
		expect(find('/wc/v3/payments/disputes')?.query).toMatchObject({
			filter: 'awaiting_response',
			pagesize: '50',
		});
		expect(find('/wc-analytics/admin/notes')?.query).toMatchObject({
			page: '1',
			status: 'unactioned',
			source: 'woocommerce-payments',
			orderby: 'date',
			order: 'desc',
		});
		expect(find('/wc-admin/options')?.query.options).toContain('woocommerce_dismissed_todo_tasks');
		for (const p of [
			'/wc/v3/payments/deposits/overview-all',
			'/wp/v2/users/me',
			'/wc/v3/payments/capital/active_loan_summary',
		]) {
			expect(find(p)).toBeTruthy();
		}
		// The last-read time of the inbox is saved on load (spec 000 §4).
		const save = log.find((r) => r.method === 'POST' && r.path === '/wp/v2/users/me');
		expect(save?.body).toMatchObject({
			woocommerce_meta: { wc_payments_overview_inbox_last_read: expect.any(String) },
		});
		const user = await (await request.get('/__mock/user')).json();
		expect(Number(user.woocommerce_meta.wc_payments_overview_inbox_last_read)).toBeGreaterThan(
			Date.now() - 60_000
		);
	});

	test('currency selector: query selected_currency, first currency when none or invalid', async ({
		page,
	}) => {
		await open(page, { selected_currency: 'eur' });
		const select = page.getByRole('combobox', { name: 'Currency' });
		await expect(select).toHaveValue('eur');
		await expect(page.getByTestId('wcpay-balances')).toContainText('€');
		await select.selectOption('gbp');
		await expect(page).toHaveURL(/selected_currency=gbp/);
		await expect(page.getByTestId('wcpay-balances')).toContainText('£');
		await open(page, { selected_currency: 'xyz' });
		await expect(select).toHaveValue('usd');
	});

	test('tasks: dismiss, snooze and delete with Undo; the lists are saved as options', async ({
		page,
		request,
	}) => {
		await open(page);
		const dispute = tasks(page).filter({ hasText: /active disputes/ });
		await dispute.getByRole('button', { name: 'Task options' }).click();
		await page.getByRole('menuitem', { name: 'Dismiss' }).click();
		await expect(notice(page, 'Task dismissed')).toBeVisible();
		await expect(dispute).toHaveCount(0);
		await notice(page, 'Task dismissed').getByRole('button', { name: 'Undo' }).click();
		await expect(dispute).toBeVisible();

		await dispute.getByRole('button', { name: 'Task options' }).click();
		await page.getByRole('menuitem', { name: 'Remind me tomorrow' }).click();
		await expect(notice(page, 'Task postponed until tomorrow')).toBeVisible();
		await expect(dispute).toHaveCount(0);
		await page.reload();
		await page.locator('[data-bench-ready="overview"]').waitFor();
		await expect(tasks(page).filter({ hasText: /active disputes/ })).toHaveCount(0);
		const options = await (
			await request.get('/wp-json/wc-admin/options?options=woocommerce_remind_me_later_todo_tasks', {
				headers: { 'X-WP-Nonce': await nonce(page) },
			})
		).json();
		const [until] = Object.values(options.woocommerce_remind_me_later_todo_tasks) as number[];
		expect(until - Date.now()).toBeGreaterThan(23 * 3_600_000);
		expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

		const setup = tasks(page).filter({ hasText: 'Set up WooPayments' });
		await setup.getByRole('button', { name: 'Task options' }).click();
		await page.getByRole('menuitem', { name: 'Delete' }).click();
		await expect(notice(page, 'Task deleted')).toBeVisible();
		await expect(setup).toHaveCount(0);
		await notice(page, 'Task deleted').getByRole('button', { name: 'Undo' }).click();
		await expect(setup).toBeVisible();
		// The task shows again at once; its save follows.
		const saves = async () =>
			(await requestLog(request))
				.filter((r) => r.method === 'POST' && r.path === '/wc-admin/options')
				.map((r) => Object.keys(r.body as object)[0]);
		await expect
			.poll(saves)
			.toEqual([
				'woocommerce_dismissed_todo_tasks',
				'woocommerce_dismissed_todo_tasks',
				'woocommerce_remind_me_later_todo_tasks',
				'woocommerce_deleted_todo_tasks',
				'woocommerce_deleted_todo_tasks',
			]);
	});

	test('a task option that cannot be saved rolls back with "Error saving option"', async ({
		page,
		request,
	}) => {
		await open(page);
		await addFault(request, {
			method: 'POST',
			path: '/wc-admin/options',
			status: 500,
			code: 'boom',
			message: 'x',
		});
		const dispute = tasks(page).filter({ hasText: /active disputes/ });
		await dispute.getByRole('button', { name: 'Task options' }).click();
		await page.getByRole('menuitem', { name: 'Dismiss' }).click();
		await expect(notice(page, 'Error saving option')).toBeVisible();
		await expect(dispute).toBeVisible();
	});

	test('instant payout: confirmation, notice with View details that stays until dismissed', async ({
		page,
		request,
	}) => {
		await open(page);
		await page.getByRole('button', { name: 'Instant payout' }).click();
		const modal = page.getByRole('dialog', { name: 'Instant payout' });
		await expect(modal).toContainText('Balance available for instant payout$49.78');
		await expect(modal).toContainText('1.5% service fee-$0.75');
		await expect(modal).toContainText('Net payout amount$49.03');
		await expectAccessible(page);
		await modal.getByRole('button', { name: 'Pay out $49.03 now' }).click();
		await expect(modal).toHaveCount(0);
		// Focus is back on the (now disabled) button that opened the modal, not lost.
		await expect(page.getByRole('button', { name: 'Instant payout' })).toBeFocused();
		const done = notice(page, 'Instant payout for $49.03 in transit.');
		await expect(done).toBeVisible();
		await expect(done.getByRole('link', { name: 'View details' })).toHaveAttribute(
			'href',
			/path=%2Fpayments%2Fpayouts%2Fdetails&id=po_/
		);
		const post = (await requestLog(request)).find(
			(r) => r.method === 'POST' && r.path === '/wc/v3/payments/deposits'
		);
		expect(post?.body).toEqual({ type: 'instant', currency: 'usd' });
		// Nothing left to pay out instantly.
		await expect(page.getByRole('button', { name: 'Instant payout' })).toBeDisabled();

		// It is still there on the next visit, until dismissed.
		await page.reload();
		await page.locator('[data-bench-ready="overview"]').waitFor();
		await expect(notice(page, 'Instant payout for $49.03 in transit.')).toBeVisible();
		await notice(page, 'Instant payout for $49.03 in transit.')
			.getByRole('button', { name: /close|dismiss/i })
			.click();
		await expect(notice(page, 'Instant payout for $49.03 in transit.')).toHaveCount(0);
		await expect
			.poll(
				async () =>
					(await (await request.get('/__mock/user')).json()).woocommerce_meta
						.wc_payments_dismissed_instant_deposit_notices
			)
			.toContain('po_');
		await page.reload();
		await page.locator('[data-bench-ready="overview"]').waitFor();
		await expect(card(page, 'wcpay-inbox')).toBeVisible();
		await expect(notice(page, 'Instant payout for $49.03 in transit.')).toHaveCount(0);
	});

	test('instant payout failure: "Error creating instant payout."', async ({ page, request }) => {
		await open(page);
		await addFault(request, {
			method: 'POST',
			path: '^/wc/v3/payments/deposits$',
			status: 500,
			code: 'boom',
			message: 'x',
		});
		await page.getByRole('button', { name: 'Instant payout' }).click();
		await page.getByRole('button', { name: 'Pay out $49.03 now' }).click();
		await expect(notice(page, 'Error creating instant payout.')).toBeVisible();
	});

	test('inbox: dismiss one and all after confirming, with Undo', async ({ page, request }) => {
		await open(page);
		const inbox = card(page, 'wcpay-inbox');
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
		await note(inbox, 'Get paid faster with instant payouts')
			.getByRole('button', { name: 'Dismiss', exact: true })
			.click();
		const confirm = page.getByRole('dialog', { name: 'Dismiss this message?' });
		await expect(confirm).toBeVisible();
		await confirm.getByRole('button', { name: 'Cancel' }).click();
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
		await note(inbox, 'Get paid faster with instant payouts')
			.getByRole('button', { name: 'Dismiss', exact: true })
			.click();
		await page.getByRole('button', { name: 'Yes, dismiss' }).click();
		await expect(notice(page, 'Message dismissed')).toBeVisible();
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(4);
		await notice(page, 'Message dismissed').getByRole('button', { name: 'Undo' }).click();
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
		const puts = (await requestLog(request)).filter((r) =>
			r.path.startsWith('/wc-analytics/admin/notes/')
		);
		expect(puts.map((r) => r.body)).toEqual([{ is_deleted: 1 }, { is_deleted: 0 }]);

		await inbox.getByRole('button', { name: 'Dismiss all' }).click();
		await page
			.getByRole('dialog', { name: 'Dismiss all messages?' })
			.getByRole('button', { name: 'Yes, dismiss all' })
			.click();
		await expect(notice(page, 'All messages dismissed')).toBeVisible();
		await expect(inbox).toContainText('Your inbox is empty.');
		await page.reload();
		await page.locator('[data-bench-ready="overview"]').waitFor();
		await expect(card(page, 'wcpay-inbox')).toContainText('Your inbox is empty.');
	});

	test('inbox faults: load error with Reload, and both dismissal errors', async ({ page, request }) => {
		await addFault(request, {
			method: 'GET',
			path: '/wc-analytics/admin/notes',
			status: 500,
			code: 'boom',
			message: 'x',
		});
		await open(page);
		const error = notice(page, 'There was an error getting your inbox. Please try again.');
		await expect(error).toBeVisible();
		await error.getByRole('button', { name: 'Reload' }).click();
		const inbox = card(page, 'wcpay-inbox');
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);

		await addFault(request, {
			method: 'PUT',
			path: '^/wc-analytics/admin/notes/\\d+$',
			status: 500,
			code: 'boom',
			message: 'x',
		});
		await inbox
			.getByRole('listitem')
			.first()
			.getByRole('button', { name: 'Dismiss', exact: true })
			.click();
		await page.getByRole('button', { name: 'Yes, dismiss' }).click();
		await expect(notice(page, 'Message could not be dismissed')).toBeVisible();
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);

		await addFault(request, {
			method: 'PUT',
			path: '/wc-analytics/admin/notes/batch',
			status: 500,
			code: 'boom',
			message: 'x',
		});
		await inbox.getByRole('button', { name: 'Dismiss all' }).click();
		await page.getByRole('button', { name: 'Yes, dismiss all' }).click();
		await expect(notice(page, 'Messages could not be dismissed')).toBeVisible();
		await expect(inbox.getByRole('heading', { level: 3 })).toHaveCount(5);
	});

	test('query-flag banners show their catalogue texts', async ({ page }) => {
		const flags: Array<[string, string]> = [
			[
				'wcpay-login-error',
				'There was a problem redirecting you to the account dashboard. Please try again.',
			],
			[
				'wcpay-loan-offer-error',
				'There was a problem redirecting you to the loan offer. Please check that it is not expired and try again.',
			],
			[
				'wcpay-server-link-error',
				'There was a problem redirecting you to the requested link. Please check that it is valid and try again.',
			],
			[
				'wcpay-reset-account-error',
				'There was a problem resetting your account. Please wait a few seconds and try again.',
			],
		];
		for (const [flag, text] of flags) {
			await open(page, { [flag]: '1' });
			await expect(notice(page, text)).toBeVisible();
		}
		await open(page, Object.fromEntries(flags.map(([flag]) => [flag, 'true'])));
		for (const [, text] of flags) {
			await expect(notice(page, text)).toBeVisible();
		}
		await expectAccessible(page);
		await open(page);
		await expect(page.locator('.wcpay-overview-banners')).toHaveCount(0);
	});

	test('sandbox success banner only for a complete or enabled account', async ({ page, request }) => {
		await reset(request, 'sandbox');
		await open(page, { 'wcpay-sandbox-success': 'true' });
		await expect(notice(page, 'Success! Your sandbox account is ready')).toBeVisible();
		await patch(request, 'account', { status: 'restricted_soon' });
		await open(page, { 'wcpay-sandbox-success': 'true' });
		await expect(notice(page, 'Success! Your sandbox account is ready')).toHaveCount(0);
	});

	test('safe mode notice', async ({ page, request }) => {
		await patch(request, 'page-settings', { isJetpackIdcActive: true });
		await open(page);
		await expect(notice(page, 'Safe Mode is active')).toBeVisible();
	});

	test('connection success modal: once, until dismissed (dismissal saved)', async ({ page }) => {
		await open(page, { 'wcpay-connection-success': '1' });
		const success = page.getByRole('dialog', { name: 'Thanks for verifying your business details!' });
		await expect(success).toBeVisible();
		await expectAccessible(page);
		await success.getByRole('button', { name: 'Close' }).click();
		await expect(success).toHaveCount(0);
		await open(page, { 'wcpay-connection-success': '1' });
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
	});

	test('progressive: eligibility modal after connecting; Start selling dismisses it for good', async ({
		page,
		request,
	}) => {
		await reset(request, 'progressive');
		await open(page, { 'wcpay-connection-success': '1' });
		const modal = page.getByRole('dialog', { name: 'You’re ready to start selling!' });
		await expect(modal).toBeVisible();
		await expectAccessible(page);
		await modal.getByRole('button', { name: 'Start selling' }).click();
		await expect(modal).toHaveCount(0);
		await expect
			.poll(async () =>
				(await requestLog(request)).some(
					(r) =>
						r.method === 'POST' && r.path === '/wc/v3/payments/accounts/dismiss-eligibility-modal'
				)
			)
			.toBe(true);
		await open(page, { 'wcpay-connection-success': '1' });
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		// Without the connection flag there is no modal either.
	});

	test('progressive: closing the modal dismisses it; Set up payouts goes to the payout requirements', async ({
		page,
		request,
	}) => {
		await reset(request, 'progressive');
		await open(page, { 'wcpay-connection-success': '1' });
		await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect
			.poll(async () =>
				(await requestLog(request)).some(
					(r) => r.path === '/wc/v3/payments/accounts/dismiss-eligibility-modal'
				)
			)
			.toBe(true);
		await reset(request, 'progressive');
		await open(page, { 'wcpay-connection-success': '1' });
		await page.getByRole('dialog').getByRole('button', { name: 'Set up payouts' }).click();
		await expect(page).toHaveURL(
			/path=(%2F|\/)payments(%2F|\/)onboarding(%2F|\/)kyc.*collect_payout_requirements=true/
		);
		const redirect = (await requestLog(request)).find(
			(r) => r.path === '/wp-admin/admin.php' && r.query['wcpay-connect']
		);
		expect(redirect?.query).toMatchObject({
			collect_payout_requirements: 'true',
			from: 'WCPAY_OVERVIEW',
			source: 'overview-page__eligibility-modal',
		});
	});

	test('progressive scenario: bank task, no update task, payouts suspended', async ({ page, request }) => {
		await reset(request, 'progressive');
		await open(page);
		const bank = tasks(page).filter({ hasText: /bank details/ });
		await expect(bank).toBeVisible();
		await expect(bank).toHaveAttribute('data-level', '3');
		await expect(bank.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
			'href',
			/collect_payout_requirements=true.*from=WCPAY_OVERVIEW/
		);
		await expect(tasks(page).filter({ hasText: 'Update WooPayments business details' })).toHaveCount(0);
		await expect(card(page, 'wcpay-payouts-card')).toContainText(
			'Your payouts are temporarily suspended.'
		);
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expectAccessible(page);
	});

	test('restricted-soon: update-details task with the deadline; status Restricted soon', async ({
		page,
		request,
	}) => {
		await reset(request, 'restricted-soon');
		await open(page);
		const update = tasks(page).filter({ hasText: 'Update WooPayments business details' });
		await expect(update).toContainText(
			/Update by [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]m \w+ to avoid a disruption in payouts\./
		);
		await expect(update).toHaveAttribute('data-level', '1');
		await expect(card(page, 'wcpay-account-status').getByTestId('wcpay-account-status-label')).toHaveText(
			'Restricted soon'
		);
	});

	test('restricted: disabled message, payouts suspended, status Restricted, no instant payout', async ({
		page,
		request,
	}) => {
		await reset(request, 'restricted');
		await open(page);
		await expect(tasks(page).filter({ hasText: 'Update WooPayments business details' })).toContainText(
			'Payments and payouts are disabled for this account until missing business information is updated.'
		);
		await expect(card(page, 'wcpay-payouts-card')).toContainText(
			'Your payouts are temporarily suspended.'
		);
		await expect(
			card(page, 'wcpay-payouts-card').getByRole('link', { name: 'Change payout schedule' })
		).toHaveCount(0);
		const account = card(page, 'wcpay-account-status');
		await expect(account.getByTestId('wcpay-account-status-label')).toHaveText('Restricted');
		await expect(account.getByTestId('wcpay-payments-status-label')).toHaveText('Disabled');
		await expect(account.getByTestId('wcpay-payouts-status-label')).toHaveText('Under Review');
		await expect(page.getByRole('button', { name: 'Instant payout' })).toHaveCount(0);
	});

	test('verification problems: each code by its message, invalid_value_other ignored, each once', async ({
		page,
		request,
	}) => {
		await reset(request, 'restricted');
		await patch(request, 'account', {
			requirements: {
				errors: [
					{ code: 'invalid_dob_age_under_18', reason: 'The person is too young.' },
					{ code: 'invalid_value_other', reason: 'Invalid value.' },
					{ code: 'verification_document_too_large', reason: 'Too large.' },
					{ code: 'invalid_dob_age_under_18', reason: 'Again.' },
					{ code: 'a_code_from_the_future', reason: 'Provide the <b>bank</b> statement.' },
				],
			},
		});
		await open(page);
		const update = tasks(page).filter({ hasText: 'Update WooPayments business details' });
		await expect(update.locator('.wcpay-task__details li')).toHaveText([
			'Underage. Age must be at least 18.',
			'The document file is too large. Upload a file of 10 MB or less.',
			// An unknown code shows the provider's reason, as text.
			'Provide the <b>bank</b> statement.',
		]);
		await expect(update).not.toContainText('Invalid value.');
		await expectAccessible(page);
	});

	for (const [scenario, label] of [
		['under-review', 'Under review'],
		['rejected', 'Rejected'],
	] as const) {
		test(`${scenario}: no tasks, no inbox, no notifications banner`, async ({ page, request }) => {
			await reset(request, scenario);
			await open(page);
			await expect(
				card(page, 'wcpay-account-status').getByTestId('wcpay-account-status-label')
			).toHaveText(label);
			await expect(page.getByTestId('wcpay-task-list')).toHaveCount(0);
			await expect(card(page, 'wcpay-inbox')).toHaveCount(0);
			await expect(page.getByTestId('wcpay-notifications-banner')).toHaveCount(0);
			const paths = (await requestLog(request)).map((r) => r.path);
			expect(paths).not.toContain('/wc-analytics/admin/notes');
			expect(paths).not.toContain('/wc/v3/payments/accounts/session');
			await expectAccessible(page);
		});
	}

	test('sandbox: the go-live task links to the business-verification settings route; Cancel comes back', async ({
		page,
		request,
	}) => {
		await reset(request, 'sandbox');
		await open(page);
		const live = tasks(page).filter({ hasText: 'Set up live payments on your store' });
		await expect(live).toContainText('10 minutes');
		const link = live.getByRole('link', { name: 'Set up live payments', exact: true });
		const href = new URL((await link.getAttribute('href')) ?? '', page.url());
		expect(Object.fromEntries(href.searchParams)).toEqual({
			page: 'wc-settings',
			tab: 'checkout',
			path: '/woopayments/onboarding/business_verification',
			source: 'overview-page__go-live-task',
			from: 'WCPAY_OVERVIEW',
		});
		await link.click();
		await expect(page.getByRole('heading', { level: 1, name: 'Business verification' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Set up live payments' })).toBeVisible();
		await expectAccessible(page);
		await page.getByRole('link', { name: 'Cancel' }).click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)overview/);
		expect((await (await request.get('/__mock/state')).json()).counts.accounts).toBe(1);
	});

	test('sandbox: reset for the test account', async ({ page, request }) => {
		await reset(request, 'sandbox');
		await open(page);
		await page.getByRole('button', { name: 'Reset account' }).click();
		await page
			.getByRole('dialog', { name: 'Reset your test account' })
			.getByRole('button', { name: 'Reset account' })
			.click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)connect/);
		const redirect = (await requestLog(request)).find((r) => r.query['wcpay-reset-account']);
		expect(redirect?.query).toMatchObject({
			'wcpay-reset-account': 'true',
			source: 'overview-page__account-reset',
		});
		expect((await (await request.get('/__mock/state')).json()).counts.accounts).toBe(0);
	});

	test('sandbox: Activate payments on the business-verification route leaves test mode for real onboarding', async ({
		page,
		request,
	}) => {
		await reset(request, 'sandbox');
		await open(page);
		await page.getByRole('link', { name: 'Set up live payments', exact: true }).click();
		await page.getByRole('button', { name: 'Activate payments' }).click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)onboarding/);
		const redirect = (await requestLog(request)).find(
			(r) => r.query['wcpay-disable-onboarding-test-mode']
		);
		expect(redirect?.query).toMatchObject({
			from: 'WCPAY_OVERVIEW',
			source: 'overview-page__go-live-task',
		});
	});

	test('business-verification route for a verified live account: nothing left to do', async ({
		page,
		request,
	}) => {
		await reset(request, 'established');
		await page.goto(
			'/wp-admin/admin.php?page=wc-settings&tab=checkout&path=%2Fwoopayments%2Fonboarding%2Fbusiness_verification'
		);
		await expect(page.getByRole('heading', { name: 'Your business is verified' })).toBeVisible();
		await page.getByRole('link', { name: 'Go to Payments overview' }).click();
		await expect(page).toHaveURL(/path=(%2F|\/)payments(%2F|\/)overview/);
	});

	test('empty: zero balances, no payouts card, no loan, the completed setup task, an empty inbox', async ({
		page,
		request,
	}) => {
		await reset(request, 'empty');
		await open(page);
		await expect(page.getByTestId('wcpay-balances')).toContainText('$0.00');
		await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
		await expect(tasks(page)).toHaveCount(1);
		await expect(tasks(page).first()).toHaveClass(/is-completed/);
		await expect(card(page, 'wcpay-inbox')).toContainText('Your inbox is empty.');
		await expect(card(page, 'wcpay-payouts-card')).toHaveCount(0);
		await expect(card(page, 'wcpay-active-loan')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Instant payout' })).toHaveCount(0);
		await expectAccessible(page);
	});

	test('payouts card notices: waiting period, below minimum, no funds', async ({ page, request }) => {
		await patch(request, 'account', { deposits: { completed_waiting_period: false } });
		await open(page);
		const payouts = card(page, 'wcpay-payouts-card');
		await expect(payouts).toContainText('Your first payout is held for 7-14 days.');
		await expect(payouts.getByRole('link', { name: 'Change payout schedule' })).toHaveCount(0);
		await reset(request);
		await patch(request, 'account', {
			deposits: { minimum_scheduled_deposit_amounts: { usd: 100_000 } },
		});
		await open(page);
		await expect(card(page, 'wcpay-payouts-card')).toContainText(
			'Payouts are paused while your available funds balance remains below $1,000.00.'
		);
		// After an instant payout the available balance is 0 with funds pending.
		await page.getByRole('button', { name: 'Instant payout' }).click();
		await page.getByRole('button', { name: 'Pay out $49.03 now' }).click();
		await expect(card(page, 'wcpay-payouts-card')).toContainText(
			'You have no funds available to pay out yet'
		);
	});

	test('account fees with a discount; status error message', async ({ page, request }) => {
		await patch(request, 'account', {
			accountFees: {
				card: {
					discount: [
						{
							discount: 0.25,
							volume_allowance: 500_000,
							current_volume: 100_000,
							volume_currency: 'usd',
							end_time: 1_893_528_000,
						},
					],
				},
			},
		});
		await open(page);
		const fees = card(page, 'wcpay-account-status');
		await expect(fees).toContainText('25% discount');
		await expect(fees).toContainText('2.175% + $0.23');
		await expect(fees).toContainText(
			'Discounted base fee expires after the first $5,000.00 of total payment volume or on January 1, 2030.'
		);
		await expect(fees.locator('s')).toHaveText('2.9% + $0.30');
		await patch(request, 'page-settings', { accountStatus: { error: true } });
		await open(page);
		await expect(card(page, 'wcpay-account-status')).toContainText(
			'Error determining the connection status.'
		);
	});

	test('read faults show the catalogue messages', async ({ page, request }) => {
		const faults: Array<[string, string, string]> = [
			['GET', '/wc/v3/payments/deposits/overview-all', "Error retrieving all payouts' overviews."],
			['GET', '^/wc/v3/payments/deposits$', 'Error retrieving payouts.'],
			['GET', '/wc/v3/payments/disputes', 'Error retrieving disputes.'],
			[
				'GET',
				'/wc/v3/payments/capital/active_loan_summary',
				'Error retrieving the active loan summary.',
			],
		];
		for (const [method, p, text] of faults) {
			await reset(request);
			await addFault(request, {
				method,
				path: p,
				status: 500,
				code: 'internal_server_error',
				message: 'Boom',
			});
			await open(page);
			await expect(notice(page, text)).toBeVisible();
		}
		// The page stays usable: balances unknown, the rest renders.
		await reset(request);
		await addFault(request, {
			method: 'GET',
			path: '/wc/v3/payments/deposits/overview-all',
			status: 500,
			code: 'x',
			message: 'x',
		});
		await open(page);
		await expect(page.getByTestId('wcpay-balances')).toContainText('—');
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
	});

	test('a page that cannot render shows the catalogue rendering message', async ({ page, request }) => {
		await patch(request, 'page-settings', { accountStatus: null });
		await page.goto(adminUrl('/payments/overview'));
		await expect(
			notice(
				page,
				'There was an error rendering this view. Please contact support for assistance if the problem persists.'
			)
		).toBeVisible();
	});

	test('notifications banner: action required, in review, refresh, HTTPS warning', async ({ page }) => {
		await page.unroute(CONNECT_JS);
		await page.route(CONNECT_JS, (route) =>
			route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_BANNER_JS })
		);
		const withMode = async (mode: string) => {
			await page.addInitScript(
				(m) => ((window as unknown as { __fakeBannerMode: string }).__fakeBannerMode = m),
				mode
			);
			await open(page);
		};
		await withMode('action');
		const banner = page.getByTestId('wcpay-notifications-banner');
		await expect(banner).toContainText(
			'Please resolve the 1 item below to keep accepting payments and receiving payouts.'
		);
		await expect(banner).toContainText('Provide a tax ID');
		await expectAccessible(page);
		await withMode('review');
		await expect(banner).toContainText('The items below are in review.');
		await withMode('clears');
		await expect(banner).toContainText('Refresh the page to see your latest account status.');
		await withMode('https');
		await expect(banner).toContainText(
			'Some account notifications could not be shown: they can only be displayed on a site served over HTTPS.'
		);
		await withMode('none');
		await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
		await expect(banner).not.toBeVisible();
	});

	for (const width of [480, 768]) {
		test(`${width} px: no horizontal scrolling, axe clean`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await open(page);
			await expect(card(page, 'wcpay-inbox').getByRole('heading', { level: 3 }).first()).toBeVisible();
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			);
			expect(overflow).toBeLessThanOrEqual(0);
			await expect(page.getByRole('button', { name: 'Instant payout' })).toBeVisible();
			await expectAccessible(page);
		});
	}
});

/** The REST nonce of the page (for direct REST reads in a test). */
async function nonce(page: Page): Promise<string> {
	return page.evaluate(
		() => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce
	);
}

test.describe('overview: failed payout', () => {
	test('a failed latest payout pauses payouts on the payouts card', async ({ page, request }) => {
		await reset(request);
		const failed = await request.post('/__mock/payouts/fail-latest', { data: { currency: 'usd' } });
		expect(failed.ok()).toBe(true);
		await page.goto(adminUrl('/payments/overview'));
		await expect(page.locator('.wcpay-payouts-notice.is-failed')).toHaveText(
			/Payouts are currently paused because a recent payout failed\. Please update your bank account details\./
		);
		await expectAccessible(page);
	});
});
