/** @jest-environment node */
/**
 * The overview's own mock routes (mock-server/routes/overview.ts) and the scenario states the overview shows.
 */
import type { FastifyInstance } from 'fastify';

import type { ActiveLoanSummary } from '../../../src/data/overview/types';
import type { TransactionsListResponse } from '../../../src/data/transactions/types';
import type { AccountStatusSettings, WcpaySettings } from '../../../src/settings/types';
import { NOW, control, inlineGlobal, page, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario, now: NOW.toISOString() });
const LOAN = '/wc/v3/payments/capital/active_loan_summary';
const DISMISS = '/wc/v3/payments/accounts/dismiss-eligibility-modal';
const OVERVIEW_URL = '/wp-admin/admin.php?page=wc-admin&path=/payments/overview';

async function pageSettings(): Promise<WcpaySettings> {
	return inlineGlobal<WcpaySettings>((await page(app, OVERVIEW_URL)).html, 'wcpaySettings');
}

describe('GET /capital/active_loan_summary', () => {
	beforeAll(() => reset('established'));

	it('summarises the active loan from its transactions', async () => {
		const { status, body } = await rest<ActiveLoanSummary>(app, 'GET', LOAN);
		expect(status).toBe(200);
		const d = body.details;
		const loanId = (await pageSettings()).accountLoans.loans
			.find((l) => l.endsWith('|active'))!
			.split('|')[0];
		const txns = (
			await rest<TransactionsListResponse>(
				app,
				'GET',
				`/wc/v3/payments/transactions?loan_id_is=${loanId}&pagesize=100`
			)
		).body.data;
		const payout = txns.find((t) => t.type === 'financing_payout')!;
		const repaid = txns.filter((t) => t.type === 'financing_paydown').reduce((s, t) => s - t.amount, 0);
		expect(d.advance_amount).toBe(payout.amount);
		expect(d.fee_amount).toBe(Math.round(payout.amount * 0.1));
		expect(d.paid_amount).toBe(repaid);
		expect(d.remaining_amount).toBe(d.advance_amount + d.fee_amount - d.paid_amount);
		expect(d.currency).toBe('usd');
		expect(d.withhold_rate).toBe(0.1);
		expect(d.advance_paid_out_at).toBeLessThan(d.repayments_begin_at);
		expect(d.current_repayment_interval.due_at).toBeGreaterThan(NOW.getTime() / 1000);
		expect(d.current_repayment_interval.paid_amount).toBeGreaterThan(0);
		expect(d.current_repayment_interval.paid_amount).toBeLessThanOrEqual(d.paid_amount);
	});

	it('answers 404 without an active loan', async () => {
		await reset('empty');
		const { status, body } = await rest(app, 'GET', LOAN);
		expect(status).toBe(404);
		expect(body).toMatchObject({ code: 'wcpay_no_active_loan', data: { status: 404 } });
		await reset('established');
		await control(app, 'PATCH', 'account', { accountLoans: { has_active_loan: false } });
		expect((await rest(app, 'GET', LOAN)).status).toBe(404);
	});

	it('needs the nonce and the capability, and takes faults', async () => {
		await reset('established');
		expect((await rest(app, 'GET', LOAN, { nonce: null })).status).toBe(403);
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: LOAN,
			status: 500,
			code: 'boom',
			message: 'x',
		});
		expect((await rest(app, 'GET', LOAN)).body).toMatchObject({ code: 'boom' });
		expect((await rest(app, 'GET', LOAN)).status).toBe(200);
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		expect((await rest(app, 'GET', LOAN)).body).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
	});
});

describe('POST /accounts/dismiss-eligibility-modal', () => {
	it('marks the modal dismissed on the account: REST and page settings agree', async () => {
		await reset('progressive');
		expect((await pageSettings()).accountStatus.progressiveOnboarding.isEligibilityModalDismissed).toBe(
			false
		);
		const { status, body } = await rest(app, 'POST', DISMISS, { body: {} });
		expect(status).toBe(200);
		expect(body).toEqual({
			success: true,
			progressiveOnboarding: { isEnabled: true, isComplete: false, isEligibilityModalDismissed: true },
		});
		expect((await pageSettings()).accountStatus.progressiveOnboarding.isEligibilityModalDismissed).toBe(
			true
		);
		const account = (await rest<AccountStatusSettings>(app, 'GET', '/wc/v3/payments/accounts')).body;
		expect(account.progressiveOnboarding.isEligibilityModalDismissed).toBe(true);
	});

	it('404 without an account; GET is not a route', async () => {
		await reset('no-account');
		expect((await rest(app, 'POST', DISMISS, { body: {} })).body).toMatchObject({
			code: 'wcpay_account_not_found',
		});
		expect((await rest(app, 'GET', DISMISS)).body).toMatchObject({ code: 'rest_no_route' });
	});
});

describe('task visibility options', () => {
	it('start empty and round-trip through /wc-admin/options', async () => {
		await reset('established');
		const names =
			'woocommerce_dismissed_todo_tasks,woocommerce_deleted_todo_tasks,woocommerce_remind_me_later_todo_tasks,wcpay_connection_success_modal_dismissed';
		expect((await rest(app, 'GET', `/wc-admin/options?options=${names}`)).body).toEqual({
			woocommerce_dismissed_todo_tasks: [],
			woocommerce_deleted_todo_tasks: [],
			woocommerce_remind_me_later_todo_tasks: {},
			wcpay_connection_success_modal_dismissed: false,
		});
		await rest(app, 'POST', '/wc-admin/options', {
			body: {
				woocommerce_dismissed_todo_tasks: ['go-live-payments'],
				woocommerce_remind_me_later_todo_tasks: { 'verify-bank-details': 1_800_000_000_000 },
				wcpay_connection_success_modal_dismissed: true,
			},
		});
		expect((await rest(app, 'GET', `/wc-admin/options?options=${names}`)).body).toEqual({
			woocommerce_dismissed_todo_tasks: ['go-live-payments'],
			woocommerce_deleted_todo_tasks: [],
			woocommerce_remind_me_later_todo_tasks: { 'verify-bank-details': 1_800_000_000_000 },
			wcpay_connection_success_modal_dismissed: true,
		});
	});
});

describe('scenarios as the overview shows them', () => {
	const status = async (scenario: string) => {
		await reset(scenario);
		return (await pageSettings()).accountStatus;
	};

	it('progressive: progressive onboarding on and incomplete, a first transaction, payouts not yet set up', async () => {
		const s = await status('progressive');
		expect(s.progressiveOnboarding).toMatchObject({ isEnabled: true, isComplete: false });
		expect(s.progressiveOnboarding.firstTransactionDate).not.toBeNull();
		expect(s.progressiveOnboarding.tpv).toBeGreaterThan(0);
		expect(s.status).not.toMatch(/^(pending|complete|enabled)$/);
		expect(s.deposits.completed_waiting_period).toBe(false);
	});

	it('restricted-soon has a deadline; restricted is past due with a requirement', async () => {
		expect((await status('restricted-soon')).currentDeadline).toBeGreaterThan(NOW.getTime() / 1000);
		const restricted = await status('restricted');
		expect(restricted).toMatchObject({ status: 'restricted', pastDue: true, paymentsEnabled: false });
		expect(restricted.requirements.errors).toHaveLength(1);
	});

	it('under-review and rejected have payouts blocked', async () => {
		expect((await status('under-review')).deposits.status).toBe('blocked');
		expect((await status('rejected')).status).toMatch(/^rejected/);
	});

	it('sandbox is a test-mode account; empty has no money and no loan', async () => {
		await reset('sandbox');
		const sandbox = await pageSettings();
		expect(sandbox.testModeOnboarding).toBe(true);
		expect(sandbox.isAccountConnected).toBe(true);
		await reset('empty');
		const overview = (
			await rest<{ currencies: Array<{ available: { amount: number } }> }>(
				app,
				'GET',
				'/wc/v3/payments/deposits/overview-all'
			)
		).body;
		expect(overview.currencies.map((c) => c.available.amount)).toEqual([0]);
		expect((await pageSettings()).accountLoans.has_active_loan).toBe(false);
	});
});
