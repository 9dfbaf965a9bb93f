/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../../mock-server/db/types';
import { LARGE_TRANSACTIONS } from '../../../mock-server/seed/large';
import { NOW, control, rest, testApp } from './helpers';

const TABLES = [
	'transactions',
	'deposits',
	'authorizations',
	'fraud_outcomes',
	'disputes',
	'balances',
	'notes',
];

function dump(db: Db): Record<string, unknown[]> {
	return Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]));
}

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

type State = { counts: Record<string, number> };

describe('money seed', () => {
	it('is deterministic: the same scenario, seed and now give the same rows; another seed differs', async () => {
		const other = await testApp();
		try {
			expect(dump(other.mock.db)).toEqual(dump(app.mock.db));
			await control(other, 'POST', 'reset', {
				scenario: 'established',
				seed: 2,
				now: NOW.toISOString(),
			});
			const a = dump(app.mock.db);
			const b = dump(other.mock.db);
			expect(b.transactions).not.toEqual(a.transactions);
			expect(b.transactions.length).toBeGreaterThanOrEqual(600);
		} finally {
			await other.close();
		}
	});

	it('established counts (also in /__mock/state)', async () => {
		const { counts } = (await control<State>(app, 'GET', 'state')).body;
		expect(counts.transactions).toBeGreaterThanOrEqual(600);
		expect(counts.deposits).toBeGreaterThanOrEqual(40);
		expect(counts.disputes).toBe(14);
		expect(counts.authorizations).toBe(16);
		expect(counts.fraud_outcomes).toBe(12);
		expect(counts.notes).toBe(8);
	});

	it('the status variants have the same money; empty has none; progressive has its first transaction', async () => {
		await control(app, 'POST', 'reset', { scenario: 'restricted', seed: 1, now: NOW.toISOString() });
		expect((await control<State>(app, 'GET', 'state')).body.counts.transactions).toBeGreaterThanOrEqual(
			600
		);

		await control(app, 'POST', 'reset', { scenario: 'empty', seed: 1 });
		const empty = (await control<State>(app, 'GET', 'state')).body.counts;
		for (const table of TABLES) {
			expect([table, empty[table]]).toEqual([table, 0]);
		}
		expect(
			(await rest<{ data: unknown[] }>(app, 'GET', '/wc/v3/payments/transactions')).body.data
		).toEqual([]);
		expect((await rest(app, 'GET', '/wc-analytics/admin/notes')).body).toEqual([]);

		await control(app, 'POST', 'reset', { scenario: 'progressive', seed: 1 });
		const txns = (
			await rest<{ data: { date: string; type: string; amount: number }[] }>(
				app,
				'GET',
				'/wc/v3/payments/transactions'
			)
		).body.data;
		expect(txns).toHaveLength(1);
		const account = (
			await control<{ progressiveOnboarding: { firstTransactionDate: string; tpv: number } }>(
				app,
				'GET',
				'account'
			)
		).body;
		expect(txns[0]).toMatchObject({ type: 'charge', amount: account.progressiveOnboarding.tpv });
		expect(Date.parse(`${txns[0].date.replace(' ', 'T')}Z`)).toBe(
			Date.parse(account.progressiveOnboarding.firstTransactionDate)
		);
	});

	it('large adds 100 000 transactions with their payouts, quickly', async () => {
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
		const established = (await control<State>(app, 'GET', 'state')).body.counts;
		const start = Date.now();
		await control(app, 'POST', 'reset', { scenario: 'large', seed: 1 });
		const seconds = (Date.now() - start) / 1000;
		const counts = (await control<State>(app, 'GET', 'state')).body.counts;
		expect(counts.transactions).toBe(established.transactions + LARGE_TRANSACTIONS);
		expect(counts.deposits).toBeGreaterThan(established.deposits + 1000);
		expect(seconds).toBeLessThan(20);
		const unpaid = app.mock.db
			.prepare('SELECT COUNT(*) AS n FROM transactions WHERE deposit_id IS NULL AND date < ?')
			.get(NOW.getTime() - 92 * 86_400_000) as { n: number };
		expect(unpaid.n).toBe(0);
		const page = await rest<{ data: unknown[]; total_count: number }>(
			app,
			'GET',
			'/wc/v3/payments/transactions?type_is=charge&customer_currency_is=eur'
		);
		expect(page.body.data).toHaveLength(25);
		expect(page.body.total_count).toBeGreaterThan(5000);
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
	}, 30_000);
});
