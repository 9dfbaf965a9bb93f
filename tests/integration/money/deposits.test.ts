/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import type {
	Deposit,
	DepositsListResponse,
	DepositsOverviewAll,
	DepositsSummary,
	ExportAvailability,
} from '../../../src/data/deposits/types';
import { allPages, control, parseCsv, raw, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const BASE = '/wc/v3/payments/deposits';
const list = async (query = '') => (await rest<DepositsListResponse>(app, 'GET', `${BASE}${query}`)).body;

describe('GET /deposits', () => {
	it('pages by 25 by default, newest first, with the total', async () => {
		const body = await list();
		expect(body.data).toHaveLength(25);
		expect(body.total_count).toBeGreaterThanOrEqual(40);
		const dates = body.data.map((d) => d.date);
		expect(dates).toEqual([...dates].sort().reverse());
		const page2 = await list('?page=2&pagesize=10');
		expect(page2.data.map((d) => d.id)).toEqual(
			(await list('?pagesize=20')).data.slice(10, 20).map((d) => d.id)
		);
	});

	it('has every status, a failed payout with a failure code, an instant payout and a withdrawal', async () => {
		const all = await allPages<Deposit>(app, BASE, rest);
		expect(new Set(all.map((d) => d.status))).toEqual(
			new Set(['paid', 'pending', 'in_transit', 'canceled', 'failed'])
		);
		expect(all.find((d) => d.status === 'failed')).toMatchObject({
			failure_code: 'account_closed',
			automatic: true,
		});
		expect(all.filter((d) => d.method === 'instant' && !d.automatic)).toHaveLength(1);
		expect(all.find((d) => d.type === 'withdrawal')?.amount).toBeLessThan(0);
		expect(new Set(all.map((d) => d.currency))).toEqual(new Set(['usd', 'eur', 'gbp']));
	});

	it('sorts by amount ascending', async () => {
		const amounts = (await list('?sort=amount&direction=asc&pagesize=50')).data.map((d) => d.amount);
		expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
	});

	it('filters by status, currency and dates (before = end of that day, after = start, between sorted)', async () => {
		const failed = await list('?status_is=failed');
		expect(failed.total_count).toBe(1);
		const notPaid = await list('?status_is_not=paid&pagesize=100');
		expect(notPaid.data.every((d) => d.status !== 'paid')).toBe(true);
		const eur = await list('?store_currency_is=EUR&pagesize=100');
		expect(eur.data.every((d) => d.currency === 'eur')).toBe(true);

		const day = failed.data[0].date.slice(0, 10);
		const before = await list(`?date_before=${day}&pagesize=100`);
		expect(before.data.every((d) => d.date.slice(0, 10) <= day)).toBe(true);
		expect(before.data.some((d) => d.id === failed.data[0].id)).toBe(true);
		const after = await list(`?date_after=${day}&pagesize=100`);
		expect(after.data.every((d) => d.date.slice(0, 10) >= day)).toBe(true);
		expect(after.data.some((d) => d.id === failed.data[0].id)).toBe(true);
		const between = await list(`?date_between[]=${day}&date_between[]=2024-12-01&pagesize=100`);
		expect(between.total_count).toBeGreaterThan(0);
		expect(
			between.data.every((d) => d.date.slice(0, 10) >= '2024-12-01' && d.date.slice(0, 10) <= day)
		).toBe(true);
	});

	it('match=any combines the advanced filters with OR (the currency still applies to all)', async () => {
		const failed = (await list('?status_is=failed')).total_count;
		const canceled = (await list('?status_is=canceled')).total_count;
		const either = await list('?match=any&status_is=failed&date_before=2000-01-01');
		expect(either.total_count).toBe(failed);
		const all = await list('?match=all&status_is=failed&date_before=2000-01-01');
		expect(all.total_count).toBe(0);
		const usdAny = await list('?match=any&store_currency_is=usd&status_is=canceled&status_is_not=paid');
		expect(usdAny.data.every((d) => d.currency === 'usd')).toBe(true);
		expect(canceled).toBe(1);
	});

	it.each([
		['?page=0', 'page'],
		['?page=abc', 'page'],
		['?pagesize=101', 'pagesize'],
		['?pagesize=0', 'pagesize'],
		['?sort=fee', 'sort'],
		['?direction=up', 'direction'],
		['?status_is=deducted', 'status_is'],
		['?store_currency_is=dollars', 'store_currency_is'],
		['?date_before=2025-02-30', 'date_before'],
		['?date_after=yesterday', 'date_after'],
		['?date_between=2025-01-01', 'date_between'],
		['?match=some', 'match'],
	])('%s → 400 rest_invalid_param naming %s', async (query, param) => {
		const res = await rest<{ code: string; data: { params: Record<string, string> } }>(
			app,
			'GET',
			`${BASE}${query}`
		);
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(Object.keys(res.body.data.params)).toEqual([param]);
		expect(res.body.data.params[param]).toMatch(new RegExp(param));
	});
});

describe('GET /deposits/summary, /deposits/{id}', () => {
	it('sums the matching payouts; a single currency is named', async () => {
		const all = await allPages<Deposit>(app, `${BASE}?store_currency_is=gbp`, rest);
		const summary = (await rest<DepositsSummary>(app, 'GET', `${BASE}/summary?store_currency_is=gbp`))
			.body;
		expect(summary).toEqual({
			count: all.length,
			total: all.reduce((s, d) => s + d.amount, 0),
			currency: 'gbp',
			store_currencies: ['eur', 'gbp', 'usd'],
		});
		expect((await rest<DepositsSummary>(app, 'GET', `${BASE}/summary`)).body.currency).toBeNull();
	});

	it('answers one payout, or 404 wcpay_deposit_not_found', async () => {
		const first = (await list('?pagesize=1')).data[0];
		expect((await rest(app, 'GET', `${BASE}/${first.id}`)).body).toEqual(first);
		const missing = await rest(app, 'GET', `${BASE}/po_doesnotexist`);
		expect(missing.status).toBe(404);
		expect(missing.body.code).toBe('wcpay_deposit_not_found');
	});
});

describe('overview-all and instant payouts', () => {
	beforeEach(async () => {
		await control(app, 'POST', 'reset', {
			scenario: 'established',
			seed: 1,
			now: '2025-01-15T00:00:00Z',
		});
	});

	it('describes balances per currency, latest payouts and the payout account', async () => {
		const o = (await rest<DepositsOverviewAll>(app, 'GET', `${BASE}/overview-all`)).body;
		expect(o.currencies.map((c) => c.currency)).toEqual(['usd', 'eur', 'gbp']);
		expect(o.balance.available[0]).toEqual({ currency: 'usd', amount: o.currencies[0].available.amount });
		const instant = o.balance.instant[0];
		expect(instant.amount).toBeGreaterThan(0);
		expect(instant.fee).toBe(Math.round((instant.amount * instant.fee_percentage) / 100));
		expect(instant.net).toBe(instant.amount - instant.fee);
		expect(o.deposit.last_paid.every((d) => d.status === 'paid')).toBe(true);
		expect(o.deposit.next_scheduled.find((d) => d.currency === 'usd')?.status).toBe('pending');
		expect(o.account).toMatchObject({
			deposits_enabled: true,
			deposits_blocked: false,
			deposits_schedule: { interval: 'daily', delay_days: 2 },
			default_currency: 'usd',
		});
		expect(o.account.default_external_accounts.every((a) => a.status !== 'errored')).toBe(true);
	});

	it('POST /deposits pays the instant balance out (minus the fee) and takes it from the balance', async () => {
		const before = (await rest<DepositsOverviewAll>(app, 'GET', `${BASE}/overview-all`)).body;
		const instant = before.balance.instant[0];
		const res = await rest<Deposit>(app, 'POST', BASE, { body: { type: 'instant', currency: 'usd' } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			type: 'deposit',
			method: 'instant',
			automatic: false,
			status: 'in_transit',
			currency: 'usd',
			amount: instant.net,
			fee: instant.fee,
			fee_percentage: instant.fee_percentage,
		});
		const after = (await rest<DepositsOverviewAll>(app, 'GET', `${BASE}/overview-all`)).body;
		expect(after.balance.available[0].amount).toBe(before.balance.available[0].amount - instant.amount);
		expect(after.balance.instant[0].amount).toBe(0);
		expect(after.deposit.last_manual_deposits.map((d) => d.id)).toContain(res.body.id);
		expect((await rest(app, 'GET', `${BASE}/${res.body.id}`)).status).toBe(200);

		const again = await rest(app, 'POST', BASE, { body: { type: 'instant', currency: 'usd' } });
		expect(again.status).toBe(400);
		expect(again.body.code).toBe('wcpay_instant_deposit_empty');
	});

	it('refuses bad instant payout requests', async () => {
		const eur = await rest(app, 'POST', BASE, { body: { type: 'instant', currency: 'eur' } });
		expect([eur.status, eur.body.code]).toEqual([400, 'wcpay_instant_deposit_unavailable']);
		const bad = await rest<{ data: { params: Record<string, string> } }>(app, 'POST', BASE, {
			body: { type: 'standard', currency: 'us dollars' },
		});
		expect(bad.status).toBe(400);
		expect(Object.keys(bad.body.data.params).sort()).toEqual(['currency', 'type']);
	});

	it('empty has no payouts and zero balances', async () => {
		await control(app, 'POST', 'reset', { scenario: 'empty', seed: 1 });
		expect((await list()).total_count).toBe(0);
		const o = (await rest<DepositsOverviewAll>(app, 'GET', `${BASE}/overview-all`)).body;
		expect(o.currencies).toEqual([
			{ currency: 'usd', available: { amount: 0 }, pending: { amount: 0 }, instant: null },
		]);
		expect(o.deposit.last_paid).toEqual([]);
	});
});

describe('payouts export', () => {
	beforeAll(async () => {
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
	});

	it('prepares a CSV of exactly the filtered rows (all pages); pending first, then a download URL', async () => {
		const filters = {
			status_is: 'paid',
			store_currency_is: 'usd',
			user_email: 'ada@example.com',
			locale: 'en_US',
		};
		const started = await rest<{ export_id: string }>(app, 'POST', `${BASE}/download`, { body: filters });
		expect(started.status).toBe(200);
		const id = started.body.export_id;
		const first = (await rest<ExportAvailability>(app, 'GET', `/wc/v3/payments/exports/${id}`)).body;
		expect(first).toEqual({ export_id: id, status: 'pending', download_url: null });
		const second = (await rest<ExportAvailability>(app, 'GET', `/wc/v3/payments/exports/${id}`)).body;
		expect(second.status).toBe('success');
		expect(second.download_url).toMatch(
			/^\/wp-json\/wc\/v3\/payments\/exports\/exp_\w+\/download\?_wpnonce=/
		);

		// The link works on its own (nonce in the URL), and not without the nonce.
		const file = await raw(app, second.download_url as string, null);
		expect(file.status).toBe(200);
		expect(file.headers['content-type']).toMatch(/^text\/csv/);
		expect(file.headers['content-disposition']).toMatch(
			/attachment; filename="payouts-\d{4}-\d{2}-\d{2}\.csv"/
		);
		const rows = parseCsv(file.body);
		const expected = await allPages<Deposit>(app, `${BASE}?status_is=paid&store_currency_is=usd`, rest);
		expect(rows[0][0]).toBe('Payout ID');
		expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((d) => d.id));
		expect(rows[1][3]).toBe((expected[0].amount / 100).toFixed(2));
		expect((await raw(app, second.download_url!.replace(/\?.*$/, ''), null)).status).toBe(403);
		expect((await rest(app, 'GET', '/wc/v3/payments/exports/exp_unknown')).status).toBe(404);
	});

	it('validates the export filters like the list', async () => {
		const res = await rest(app, 'POST', `${BASE}/download`, { body: { status_is: 'lost' } });
		expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
	});
});
