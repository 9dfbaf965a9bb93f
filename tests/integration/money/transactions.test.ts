/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import type { ExportAvailability } from '../../../src/data/deposits/types';
import {
	TRANSACTION_TYPES,
	type FraudOutcomesListResponse,
	type FraudOutcomesSummary,
	type SearchOption,
	type Transaction,
	type TransactionsListResponse,
	type TransactionsSummary,
} from '../../../src/data/transactions/types';
import { HOSTILE } from '../../../mock-server/seed/hostile';
import { allPages, control, parseCsv, raw, rest, testApp } from './helpers';

let app: FastifyInstance;
let all: Transaction[];
beforeAll(async () => {
	app = await testApp();
	all = await allPages<Transaction>(app, BASE, rest);
});
afterAll(() => app.close());

const BASE = '/wc/v3/payments/transactions';
const list = async (query = '') => (await rest<TransactionsListResponse>(app, 'GET', `${BASE}${query}`)).body;
const ids = (rows: Transaction[]) => rows.map((t) => t.transaction_id).sort();

describe('GET /transactions', () => {
	it('has 90 days of at least 600 rows, of every type, newest first', async () => {
		expect(all.length).toBeGreaterThanOrEqual(600);
		expect(new Set(all.map((t) => t.type))).toEqual(new Set(TRANSACTION_TYPES));
		const dates = all.map((t) => t.date);
		expect(dates).toEqual([...dates].sort().reverse());
		const first = Date.parse(`${dates[dates.length - 1].replace(' ', 'T')}Z`);
		expect((Date.parse('2025-01-15T00:00:00Z') - first) / 86_400_000).toBeGreaterThan(85);
		expect(new Set(all.map((t) => t.channel))).toEqual(new Set(['online', 'in_person', 'in_person_pos']));
		expect(new Set(all.map((t) => t.source_device))).toEqual(new Set([null, 'ios', 'android']));
		expect(new Set(all.map((t) => t.risk_level))).toEqual(new Set([null, 0, 1, 2]));
		expect(new Set(all.map((t) => t.currency))).toEqual(new Set(['usd', 'eur', 'gbp']));
		expect(new Set(all.map((t) => t.customer_currency)).size).toBeGreaterThan(5);
		expect(all.some((t) => (t.order?.subscriptions.length ?? 0) > 0)).toBe(true);
		expect(all.find((t) => t.type === 'card_reader_fee')?.metadata).toEqual({
			charge_type: 'card_reader_fee',
		});
		for (const name of Object.values(HOSTILE)) {
			expect(all.some((t) => t.customer_name === name)).toBe(true);
		}
	});

	it('assigns paid-out rows to automatic payouts, and the payout lists exactly its rows', async () => {
		const paidOut = all.filter((t) => t.deposit_id !== null);
		expect(paidOut.length).toBeGreaterThan(all.length * 0.8);
		const depositId = paidOut[10].deposit_id as string;
		const rows = await list(`?deposit_id=${depositId}&pagesize=100`);
		expect(ids(rows.data)).toEqual(ids(all.filter((t) => t.deposit_id === depositId)));
		const deposit = (
			await rest<{ transaction_count: number; amount: number }>(
				app,
				'GET',
				`/wc/v3/payments/deposits/${depositId}`
			)
		).body;
		expect(deposit.transaction_count).toBe(rows.total_count);
		expect(deposit.amount).toBe(rows.data.reduce((s, t) => s + t.net, 0));
	});

	it.each([
		['?type_is=refund', (t: Transaction) => t.type === 'refund'],
		['?type_is_not=charge', (t: Transaction) => t.type !== 'charge'],
		[
			'?type_is_in[]=refund&type_is_in[]=dispute',
			(t: Transaction) => ['refund', 'dispute'].includes(t.type),
		],
		['?type_is_in=refund,dispute', (t: Transaction) => ['refund', 'dispute'].includes(t.type)],
		['?source_device_is=ios', (t: Transaction) => t.source_device === 'ios'],
		['?source_device_is_not=ios', (t: Transaction) => t.source_device !== 'ios'],
		['?channel_is=in_person_pos', (t: Transaction) => t.channel === 'in_person_pos'],
		['?channel_is_not=online', (t: Transaction) => t.channel !== 'online'],
		['?customer_country_is=DE', (t: Transaction) => t.customer_country === 'DE'],
		['?customer_country_is_not=us', (t: Transaction) => t.customer_country !== 'US'],
		['?risk_level_is=2', (t: Transaction) => t.risk_level === 2],
		['?risk_level_is_not=0', (t: Transaction) => t.risk_level !== 0],
		['?customer_currency_is=jpy', (t: Transaction) => t.customer_currency === 'jpy'],
		['?customer_currency_is_not=usd', (t: Transaction) => t.customer_currency !== 'usd'],
		['?source_is=amex', (t: Transaction) => t.source === 'amex'],
		['?source_is_not=visa', (t: Transaction) => t.source !== 'visa'],
		['?store_currency_is=GBP', (t: Transaction) => t.currency === 'gbp'],
		['?date_before=2024-12-01', (t: Transaction) => t.date <= '2024-12-01 23:59:59'],
		['?date_after=2025-01-10', (t: Transaction) => t.date >= '2025-01-10 00:00:00'],
		[
			'?date_between[]=2025-01-05&date_between[]=2024-12-20',
			(t: Transaction) => t.date >= '2024-12-20 00:00:00' && t.date <= '2025-01-05 23:59:59',
		],
		[
			'?type_is=charge&customer_currency_is=eur',
			(t: Transaction) => t.type === 'charge' && t.customer_currency === 'eur',
		],
		[
			'?match=any&type_is=dispute&risk_level_is=2',
			(t: Transaction) => t.type === 'dispute' || t.risk_level === 2,
		],
		[
			'?match=any&store_currency_is=eur&type_is=refund&channel_is=in_person',
			(t: Transaction) => t.currency === 'eur' && (t.type === 'refund' || t.channel === 'in_person'),
		],
	])('%s', async (query, predicate) => {
		const rows = await allPages<Transaction>(app, `${BASE}${query}`, rest);
		const expected = all.filter(predicate);
		expect(expected.length).toBeGreaterThan(0);
		expect(ids(rows)).toEqual(ids(expected));
	});

	it('filters by loan', async () => {
		const loan = all.find((t) => t.type === 'financing_payout')?.loan_id as string;
		const rows = await allPages<Transaction>(app, `${BASE}?loan_id_is=${loan}`, rest);
		expect(rows.length).toBeGreaterThan(10);
		expect(rows.every((t) => t.loan_id === loan)).toBe(true);
		expect(new Set(rows.map((t) => t.type))).toEqual(new Set(['financing_payout', 'financing_paydown']));
	});

	it('searches order numbers, names, e-mails, "Name (email)" and subscription numbers', async () => {
		const charge = all.find((t) => t.type === 'charge' && t.order) as Transaction;
		const number = charge.order!.number;
		expect(ids((await list(`?search=${number}`)).data)).toEqual(
			ids(all.filter((t) => t.order?.number === number))
		);
		expect((await list(`?search=%23${number}`)).total_count).toBe(
			all.filter((t) => t.order?.number === number).length
		);
		const byName = await allPages<Transaction>(
			app,
			`${BASE}?search=${encodeURIComponent(HOSTILE.html)}`,
			rest
		);
		expect(byName.length).toBeGreaterThan(0);
		expect(byName.every((t) => t.customer_name === HOSTILE.html)).toBe(true);
		const both = `${charge.customer_name} (${charge.customer_email})`;
		const exact = await allPages<Transaction>(app, `${BASE}?search=${encodeURIComponent(both)}`, rest);
		expect(exact.every((t) => t.customer_email === charge.customer_email)).toBe(true);
		expect(exact.length).toBe(
			all.filter(
				(t) => t.customer_email === charge.customer_email && t.customer_name === charge.customer_name
			).length
		);
		const sub = all.find((t) => (t.order?.subscriptions.length ?? 0) > 0) as Transaction;
		const subRows = await list(`?search=${sub.order!.subscriptions[0].number}`);
		expect(subRows.data.map((t) => t.transaction_id)).toContain(sub.transaction_id);
		// LIKE wildcards in a term are taken literally.
		expect((await list('?search=%25')).total_count).toBe(0);
		// Several terms: any of them.
		const two = await list(
			`?search[]=${number}&search[]=${encodeURIComponent(HOSTILE.html)}&pagesize=100`
		);
		expect(two.total_count).toBe(
			all.filter((t) => t.order?.number === number || t.customer_name === HOSTILE.html).length
		);
	});

	it('sorts by any whitelisted column, with a stable order across pages', async () => {
		const asc = await allPages<Transaction>(app, `${BASE}?sort=amount&direction=asc`, rest);
		const amounts = asc.map((t) => t.amount);
		expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
		expect(new Set(asc.map((t) => t.transaction_id)).size).toBe(all.length);
		const orders = (await list('?sort=order_id&direction=desc&type_is=charge')).data.map(
			(t) => t.order!.number
		);
		expect(orders).toEqual([...orders].sort((a, b) => b - a));
	});

	it.each([
		['?type_is=sale', 'type_is'],
		['?type_is_in=charge,sale', 'type_is_in'],
		['?channel_is=phone', 'channel_is'],
		['?risk_level_is=3', 'risk_level_is'],
		['?source_device_is=windows', 'source_device_is'],
		['?customer_country_is=USA', 'customer_country_is'],
		['?source_is=bitcoin', 'source_is'],
		['?deposit_id=po_1;DROP', 'deposit_id'],
		['?sort=date;DROP TABLE transactions', 'sort'],
		['?pagesize=1000', 'pagesize'],
		['?date_between[]=2025-01-01&date_between[]=nope', 'date_between'],
	])('%s → 400 naming %s', async (query, param) => {
		const res = await rest<{ code: string; data: { params: Record<string, string> } }>(
			app,
			'GET',
			`${BASE}${query}`
		);
		expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
		expect(Object.keys(res.body.data.params)).toEqual([param]);
	});
});

describe('GET /transactions/summary and /transactions/search', () => {
	it('sums the matching rows; option lists cover the store', async () => {
		const s = (
			await rest<TransactionsSummary>(
				app,
				'GET',
				`${BASE}/summary?store_currency_is=usd&type_is=charge`
			)
		).body;
		const rows = all.filter((t) => t.currency === 'usd' && t.type === 'charge');
		expect(s).toMatchObject({
			count: rows.length,
			total: rows.reduce((a, t) => a + t.amount, 0),
			fees: rows.reduce((a, t) => a + t.fees, 0),
			net: rows.reduce((a, t) => a + t.net, 0),
			currency: 'usd',
			store_currencies: ['eur', 'gbp', 'usd'],
		});
		expect(s.customer_currencies).toEqual([...new Set(all.map((t) => t.customer_currency))].sort());
		expect(s.sources).toEqual([...new Set(all.map((t) => t.source).filter(Boolean))].sort());
		const mixed = (await rest<TransactionsSummary>(app, 'GET', `${BASE}/summary`)).body;
		expect([mixed.count, mixed.currency]).toEqual([all.length, null]);
		const none = (await rest<TransactionsSummary>(app, 'GET', `${BASE}/summary?search=nobody-at-all`))
			.body;
		expect([none.count, none.total]).toEqual([0, 0]);
	});

	it('offers up to 10 options: orders, customers, e-mails', async () => {
		const charge = all.find((t) => t.type === 'charge' && t.order) as Transaction;
		const byOrder = (
			await rest<SearchOption[]>(app, 'GET', `${BASE}/search?search_term=${charge.order!.number}`)
		).body;
		expect(byOrder[0]).toEqual({
			label: `Order #${charge.order!.number}`,
			value: `#${charge.order!.number}`,
		});
		const byName = (await rest<SearchOption[]>(app, 'GET', `${BASE}/search?search_term=oli`)).body;
		expect(byName.length).toBeGreaterThan(0);
		expect(byName.length).toBeLessThanOrEqual(10);
		expect(byName[0].label).toMatch(/^Oli.* \(.+@example\.com\)$/);
		const email = (await rest<SearchOption[]>(app, 'GET', `${BASE}/search?search_term=example.com`)).body;
		expect(email).toHaveLength(10);
		// An option's value finds its rows.
		expect((await list(`?search=${encodeURIComponent(byName[0].value)}`)).total_count).toBeGreaterThan(0);
		expect((await rest(app, 'GET', `${BASE}/search`)).body).toEqual([]);
	});
});

describe('fraud outcomes', () => {
	const FO = `${BASE}/fraud-outcomes`;

	it('lists payments held for review, or blocked (plus review with additional_status)', async () => {
		const review = (await rest<FraudOutcomesListResponse>(app, 'GET', `${FO}?status=review`)).body;
		expect(review.total_count).toBe(4);
		expect(
			review.data.every((o) => o.status === 'review' && o.payment_intent.status === 'requires_capture')
		).toBe(true);
		const block = (await rest<FraudOutcomesListResponse>(app, 'GET', `${FO}?status=block`)).body;
		expect(block.total_count).toBe(6);
		const both = (
			await rest<FraudOutcomesListResponse>(app, 'GET', `${FO}?status=block&additional_status=review`)
		).body;
		expect(both.total_count).toBe(10);
		const created = both.data.map((o) => o.created);
		expect(created).toEqual([...created].sort().reverse());
		const summary = (await rest<FraudOutcomesSummary>(app, 'GET', `${FO}/summary?status=block`)).body;
		expect(summary).toEqual({
			count: 6,
			total: block.data.reduce((s, o) => s + o.amount, 0),
			currencies: ['eur', 'usd'],
		});
	});

	it('searches; no match answers 404 wcpay_fraud_outcome_not_found', async () => {
		const one = (await rest<FraudOutcomesListResponse>(app, 'GET', `${FO}?status=review`)).body.data[0];
		const found = (
			await rest<FraudOutcomesListResponse>(app, 'GET', `${FO}?status=review&search=${one.order_id}`)
		).body;
		expect(found.data.map((o) => o.order_id)).toEqual([one.order_id]);
		const none = await rest(app, 'GET', `${FO}?status=review&search=nobody`);
		expect([none.status, none.body.code]).toEqual([404, 'wcpay_fraud_outcome_not_found']);
		const options = (
			await rest<SearchOption[]>(app, 'GET', `${FO}/search?status=review&search_term=${one.order_id}`)
		).body;
		expect(options).toContainEqual({ label: `Order #${one.order_id}`, value: `#${one.order_id}` });
		const bad = await rest(app, 'GET', `${FO}?status=allow`);
		expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
		expect((await rest(app, 'GET', FO)).status).toBe(400);
	});
});

describe('transactions export', () => {
	beforeAll(async () => {
		await control(app, 'POST', 'reset', {
			scenario: 'established',
			seed: 1,
			now: '2025-01-15T00:00:00Z',
		});
	});

	it('exports exactly the filtered rows of every page, downloads and "e-mails" the same file', async () => {
		const query = {
			type_is: 'charge',
			customer_currency_is: 'eur',
			user_email: 'exports@example.com',
			locale: 'en_US',
		};
		const started = await rest<{ export_id: string }>(app, 'POST', `${BASE}/download`, { body: query });
		const id = started.body.export_id;
		let status: ExportAvailability | undefined;
		for (let poll = 0; poll < 5 && status?.status !== 'success'; poll++) {
			status = (await rest<ExportAvailability>(app, 'GET', `/wc/v3/payments/exports/${id}`)).body;
		}
		expect(status?.status).toBe('success');
		const file = await raw(app, status!.download_url!, null);
		const rows = parseCsv(file.body);
		const expected = all.filter((t) => t.type === 'charge' && t.customer_currency === 'eur');
		expect(expected.length).toBeGreaterThan(25);
		expect(rows[0]).toEqual([
			'Transaction ID',
			'Date/Time (UTC)',
			'Type',
			'Channel',
			'Paid Currency',
			'Amount Paid',
			'Payout Currency',
			'Amount',
			'Fees',
			'Net',
			'Order #',
			'Payment Method',
			'Customer Name',
			'Customer Email',
			'Customer Country',
			'Risk Level',
			'Payout ID',
			'Payout Date',
			'Payout Status',
		]);
		expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((t) => t.transaction_id));
		const first = expected[0];
		expect(rows[1].slice(1, 4)).toEqual([first.date, 'Charge', expect.any(String)]);
		expect(rows[1][9]).toBe((first.net / 100).toFixed(2));

		const emails = (
			await control<{ to: string; export_id: string; rows: number; kind: string }[]>(
				app,
				'GET',
				'emails'
			)
		).body;
		expect(emails).toEqual([
			expect.objectContaining({
				to: 'exports@example.com',
				export_id: id,
				rows: expected.length,
				kind: 'transactions',
			}),
		]);
		const log = (await control<{ method: string; path: string; body: unknown }[]>(app, 'GET', 'requests'))
			.body;
		expect(log.find((r) => r.path === `${BASE}/download`)).toMatchObject({ method: 'POST', body: query });
	});

	it('neutralises formulas and keeps hostile text intact', async () => {
		const started = await rest<{ export_id: string }>(app, 'POST', `${BASE}/download`, {
			body: { search: HOSTILE.quotes },
		});
		await rest(app, 'GET', `/wc/v3/payments/exports/${started.body.export_id}`);
		const done = (
			await rest<ExportAvailability>(app, 'GET', `/wc/v3/payments/exports/${started.body.export_id}`)
		).body;
		const rows = parseCsv((await raw(app, done.download_url!)).body);
		expect(rows.length).toBeGreaterThan(1);
		expect(rows.slice(1).every((r) => r[12] === HOSTILE.quotes)).toBe(true);
		// The signed-in user gets the mail when no user_email is sent.
		const emails = (await control<{ to: string }[]>(app, 'GET', 'emails')).body;
		expect(emails[emails.length - 1].to).toBe('ada@example.com');
	});
});
