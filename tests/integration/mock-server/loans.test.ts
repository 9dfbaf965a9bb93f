/** @jest-environment node */
/**
 * GET /wc/v3/payments/capital/loans (mock-server/routes/loans.ts, domain/loans.ts): the loans of
 * `accountLoans.loans`, agreeing with their transactions and with the active loan summary; the scenarios
 * without loans and with only paid-off loans (set through the control API); auth, faults, determinism.
 */
import type { FastifyInstance } from 'fastify';

import type { ActiveLoanSummary, CapitalLoan, CapitalLoansResponse } from '../../../src/data/loans/types';
import type { TransactionsListResponse } from '../../../src/data/transactions/types';
import type { WcpaySettings } from '../../../src/settings/types';
import { NOW, control, inlineGlobal, page, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const LOANS = '/wc/v3/payments/capital/loans';
const SUMMARY = '/wc/v3/payments/capital/active_loan_summary';
const DAY_S = 86_400;
const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario, now: NOW.toISOString() });

async function accountLoans(): Promise<WcpaySettings['accountLoans']> {
	const html = (await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/loans')).html;
	return inlineGlobal<WcpaySettings>(html, 'wcpaySettings').accountLoans;
}

async function loans(): Promise<CapitalLoan[]> {
	const { status, body } = await rest<CapitalLoansResponse>(app, 'GET', LOANS);
	expect(status).toBe(200);
	return body.data;
}

async function transactionsOf(loanId: string) {
	return (
		await rest<TransactionsListResponse>(
			app,
			'GET',
			`/wc/v3/payments/transactions?loan_id_is=${loanId}&pagesize=100&sort=date&direction=asc`
		)
	).body.data;
}

describe('GET /capital/loans (established)', () => {
	beforeAll(() => reset('established'));

	it('lists every loan of accountLoans: the active one and two paid off, newest first', async () => {
		const entries = (await accountLoans()).loans.map((e) => e.split('|'));
		const list = await loans();
		expect(list.map((l) => l.stripe_loan_id).sort()).toEqual(entries.map(([id]) => id).sort());
		expect(list.map((l) => l.paid_out_at)).toEqual(
			[...list.map((l) => l.paid_out_at)].sort((a, b) => b - a)
		);
		const active = entries.find(([, s]) => s === 'active')![0];
		expect(list[0]).toMatchObject({ stripe_loan_id: active, fully_paid_at: null });
		expect(list.slice(1).every((l) => typeof l.fully_paid_at === 'number')).toBe(true);
		for (const loan of list) {
			expect(Object.keys(loan).sort()).toEqual(
				[
					'amount',
					'currency',
					'fee_amount',
					'first_paydown_at',
					'fully_paid_at',
					'paid_out_at',
					'stripe_loan_id',
					'withhold_rate',
				].sort()
			);
			expect(Number.isInteger(loan.amount) && loan.amount > 0).toBe(true);
			expect(loan.fee_amount).toBe(Math.round(loan.amount * 0.1));
			expect(loan.withhold_rate).toBeGreaterThan(0);
			expect(loan.withhold_rate).toBeLessThan(1);
			expect(loan.currency).toBe('usd');
			expect(loan.first_paydown_at).toBeGreaterThan(loan.paid_out_at);
			expect(loan.paid_out_at).toBeLessThan(NOW.getTime() / 1000);
			if (loan.fully_paid_at !== null) {
				expect(loan.fully_paid_at).toBeGreaterThanOrEqual(loan.first_paydown_at);
			}
		}
		// One loan at a time: each paid-off loan ended before the next one was disbursed.
		for (let i = 1; i < list.length; i++) {
			expect(list[i].fully_paid_at!).toBeLessThan(list[i - 1].paid_out_at);
		}
	});

	it('agrees with the transactions of each loan and with the active loan summary', async () => {
		const [active, ...paidOff] = await loans();
		const rows = await transactionsOf(active.stripe_loan_id);
		const payout = rows.find((t) => t.type === 'financing_payout')!;
		const paydowns = rows.filter((t) => t.type === 'financing_paydown');
		expect(active.amount).toBe(payout.amount);
		expect(active.paid_out_at).toBe(Date.parse(`${payout.date.replace(' ', 'T')}Z`) / 1000);
		expect(active.first_paydown_at).toBe(Date.parse(`${paydowns[0].date.replace(' ', 'T')}Z`) / 1000);
		const summary = (await rest<ActiveLoanSummary>(app, 'GET', SUMMARY)).body.details;
		expect(summary).toMatchObject({
			advance_amount: active.amount,
			fee_amount: active.fee_amount,
			advance_paid_out_at: active.paid_out_at,
			repayments_begin_at: active.first_paydown_at,
			withhold_rate: active.withhold_rate,
			currency: active.currency,
		});
		// The most recent paid-off loan's last repayment is in the 90 days of data: it was paid off then.
		const last = (await transactionsOf(paidOff[0].stripe_loan_id)).filter(
			(t) => t.type === 'financing_paydown'
		);
		expect(last).toHaveLength(1);
		expect(paidOff[0].fully_paid_at).toBe(Date.parse(`${last[0].date.replace(' ', 'T')}Z`) / 1000);
		// The older one has no rows in the data at all, and ended before it.
		expect(await transactionsOf(paidOff[1].stripe_loan_id)).toEqual([]);
	});

	it('is the same for the same scenario and seed; dates shift with now', async () => {
		const first = await loans();
		await reset('established');
		expect(await loans()).toEqual(first);
		await control(app, 'POST', 'reset', {
			scenario: 'established',
			now: new Date(NOW.getTime() + 2 * DAY_S * 1000).toISOString(),
		});
		const later = await loans();
		expect(later.map((l) => [l.stripe_loan_id, l.amount, l.withhold_rate])).toEqual(
			first.map((l) => [l.stripe_loan_id, l.amount, l.withhold_rate])
		);
		expect(later.map((l) => l.paid_out_at - 2 * DAY_S)).toEqual(first.map((l) => l.paid_out_at));
		await reset('established');
	});
});

describe('GET /capital/loans follows accountLoans', () => {
	it('no loan (empty scenario): an empty list, and no summary', async () => {
		await reset('empty');
		expect((await accountLoans()).loans).toEqual([]);
		expect(await loans()).toEqual([]);
		expect((await rest(app, 'GET', SUMMARY)).status).toBe(404);
	});

	it('only paid-off loans: the former active loan is paid off at its last repayment', async () => {
		await reset('established');
		const ids = (await accountLoans()).loans.map((e) => e.split('|')[0]);
		await control(app, 'PATCH', 'account', {
			accountLoans: { has_active_loan: false, loans: ids.map((id) => `${id}|other`) },
		});
		const list = await loans();
		expect(list).toHaveLength(3);
		expect(list.every((l) => l.fully_paid_at !== null)).toBe(true);
		const rows = await transactionsOf(ids[0]);
		const lastPaydown = rows.filter((t) => t.type === 'financing_paydown').pop()!;
		expect(list.find((l) => l.stripe_loan_id === ids[0])!.fully_paid_at).toBe(
			Date.parse(`${lastPaydown.date.replace(' ', 'T')}Z`) / 1000
		);
		expect((await rest(app, 'GET', SUMMARY)).status).toBe(404);
	});

	it('an active loan without data and odd entries: made up, bad ids left out', async () => {
		await reset('established');
		await control(app, 'PATCH', 'account', {
			accountLoans: { has_active_loan: true, loans: ['flxln_new|active', 'x y|other', '|other'] },
		});
		const list = await loans();
		expect(list).toEqual([
			expect.objectContaining({ stripe_loan_id: 'flxln_new', fully_paid_at: null, currency: 'usd' }),
		]);
		expect(list[0].first_paydown_at).toBe(list[0].paid_out_at + DAY_S);
	});

	it('404 without an account', async () => {
		await reset('no-account');
		expect((await rest(app, 'GET', LOANS)).body).toMatchObject({
			code: 'wcpay_account_not_found',
			data: { status: 404 },
		});
	});
});

describe('GET /capital/loans: nonce, capability, faults', () => {
	it('needs the nonce and the capability, and takes faults', async () => {
		await reset('established');
		expect((await rest(app, 'GET', LOANS, { nonce: null })).status).toBe(403);
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: LOANS,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		expect((await rest(app, 'GET', LOANS)).body).toMatchObject({
			code: 'internal_server_error',
			data: { status: 500 },
		});
		expect((await rest(app, 'GET', LOANS)).status).toBe(200);
		expect((await rest(app, 'POST', LOANS, { body: {} })).body).toMatchObject({ code: 'rest_no_route' });
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		expect((await rest(app, 'GET', LOANS)).body).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
	});
});
