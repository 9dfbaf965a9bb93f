/** @jest-environment node */
/**
 * Card readers routes (spec 001 §3.6, §7.5; mock-server/routes/readers.ts, domain/readers.ts): the readers
 * list with its validated `limit`, and the reader fees of every `card_reader_fee` transaction — found by its
 * charge id (what the row links with) or transaction id, adding up to the transaction's amount, counting the
 * in-person payments of its week — plus 400/404 answers, the scenarios without readers, auth, faults and
 * determinism.
 */
import type { FastifyInstance } from 'fastify';

import type {
	ReaderChargeStatsResponse,
	ReadersResponse,
	ReaderFeeRow,
} from '../../../src/data/readers/types';
import type { Transaction, TransactionsListResponse } from '../../../src/data/transactions/types';
import { NOW, control, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const READERS = '/wc/v3/payments/readers';
const CHARGES = '/wc/v3/payments/readers/charges';
const DAY_MS = 86_400_000;
const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario, now: NOW.toISOString() });

async function readerFeeTransactions(): Promise<Transaction[]> {
	const { status, body } = await rest<TransactionsListResponse>(
		app,
		'GET',
		'/wc/v3/payments/transactions?type_is=card_reader_fee&pagesize=100'
	);
	expect(status).toBe(200);
	return body.data;
}

describe('GET /readers (established)', () => {
	beforeAll(() => reset('established'));

	it('lists the four seeded readers, newest connection first, with the spec fields', async () => {
		const { status, body } = await rest<ReadersResponse>(app, 'GET', `${READERS}?limit=10`);
		expect(status).toBe(200);
		expect(body.total_count).toBe(4);
		expect(body.data.map((r) => [r.device_type, r.is_active])).toEqual([
			['BBPOS WisePad 3', true],
			['Stripe Reader M2', true],
			['BBPOS WisePOS E', true],
			['BBPOS Chipper 2X BT', false],
		]);
		for (const reader of body.data) {
			expect(Object.keys(reader).sort()).toEqual(['device_type', 'id', 'is_active']);
			expect(reader.id).toMatch(/^tmr_\w{14}$/);
		}
		expect(new Set(body.data.map((r) => r.id)).size).toBe(4);
	});

	it('takes limit (default 10): fewer rows, the same total', async () => {
		const two = await rest<ReadersResponse>(app, 'GET', `${READERS}?limit=2`);
		expect(two.body.data).toHaveLength(2);
		expect(two.body.total_count).toBe(4);
		const all = await rest<ReadersResponse>(app, 'GET', READERS);
		expect(all.body.data).toHaveLength(4);
		expect(two.body.data).toEqual(all.body.data.slice(0, 2));
		expect((await rest<ReadersResponse>(app, 'GET', `${READERS}?limit=100`)).body.data).toHaveLength(4);
	});

	it.each(['0', '101', '-1', 'abc', '2.5'])('limit=%s → 400 rest_invalid_param', async (limit) => {
		const { status, body } = await rest(app, 'GET', `${READERS}?limit=${limit}`);
		expect(status).toBe(400);
		expect(body).toMatchObject({
			code: 'rest_invalid_param',
			data: { status: 400, params: { limit: expect.any(String) } },
		});
	});

	it('a list of limits is refused too', async () => {
		const { status, body } = await rest(app, 'GET', `${READERS}?limit[]=1&limit[]=2`);
		expect(status).toBe(400);
		expect(body).toMatchObject({ code: 'rest_invalid_param' });
	});

	it('needs the nonce and the capability', async () => {
		expect((await rest(app, 'GET', READERS, { nonce: null })).status).toBe(403);
		expect((await rest(app, 'GET', READERS, { nonce: 'wrong' })).body).toMatchObject({
			code: 'rest_cookie_invalid_nonce',
		});
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		try {
			expect((await rest(app, 'GET', READERS)).body).toMatchObject({
				code: 'woocommerce_rest_cannot_view',
			});
			expect((await rest(app, 'GET', `${CHARGES}/ch_x`)).status).toBe(403);
		} finally {
			await reset('established');
		}
	});

	it('answers an injected fault, then recovers', async () => {
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: READERS,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const failed = await rest(app, 'GET', `${READERS}?limit=10`);
		expect(failed.status).toBe(500);
		expect(failed.body).toMatchObject({ code: 'internal_server_error', message: 'Boom' });
		expect((await rest(app, 'GET', `${READERS}?limit=10`)).status).toBe(200);
	});

	it('is the same after another reset (deterministic)', async () => {
		const before = (await rest<ReadersResponse>(app, 'GET', READERS)).body;
		await reset('established');
		expect((await rest<ReadersResponse>(app, 'GET', READERS)).body).toEqual(before);
	});
});

describe('GET /readers/charges/{id} (established)', () => {
	let fees: Transaction[];
	beforeAll(async () => {
		await reset('established');
		fees = await readerFeeTransactions();
	});

	it('the seed has 13 weekly reader fees, each linked by its charge id', () => {
		expect(fees).toHaveLength(13);
		for (const fee of fees) {
			expect(fee.charge_id).toMatch(/^ch_/);
			expect(fee.payment_intent_id).toBeNull();
			expect(fee.metadata).toEqual({ charge_type: 'card_reader_fee' });
			expect(fee.amount).toBeLessThan(0);
		}
	});

	it('answers every reader fee: the fees add up to the transaction amount, in its currency', async () => {
		const readers = (await rest<ReadersResponse>(app, 'GET', READERS)).body.data;
		for (const fee of fees) {
			const { status, body } = await rest<ReaderChargeStatsResponse>(
				app,
				'GET',
				`${CHARGES}/${fee.charge_id}`
			);
			expect(status).toBe(200);
			expect(body.charge_id).toBe(fee.charge_id);
			expect(body.transaction_id).toBe(fee.transaction_id);
			expect(body.data.length).toBeGreaterThanOrEqual(3);
			const total = body.data.reduce((sum, row) => sum + row.fee.amount, 0);
			expect(total).toBe(-fee.amount);
			for (const row of body.data) {
				expect(Object.keys(row).sort()).toEqual(['count', 'fee', 'reader_id', 'status']);
				expect(Object.keys(row.fee).sort()).toEqual(['amount', 'currency']);
				expect(row.fee.currency).toBe(fee.currency);
				expect(Number.isInteger(row.count) && row.count >= 0).toBe(true);
				expect(row.status).toBe(row.count > 0 ? 'active' : 'inactive');
				expect(readers.map((r) => r.id)).toContain(row.reader_id);
			}
			// The unused reader takes no payment and pays nothing; the active ones share the fee.
			const unused = readers.find((r) => !r.is_active)!;
			expect(body.data.find((r) => r.reader_id === unused.id)).toMatchObject({
				status: 'inactive',
				count: 0,
				fee: { amount: 0 },
			});
			const billed = body.data.filter((r) => r.status === 'active').map((r) => r.fee.amount);
			expect(Math.max(...billed) - Math.min(...billed)).toBeLessThanOrEqual(1);
		}
	});

	it('counts the in-person card payments of the week before the fee', async () => {
		const db = app.mock.db;
		for (const fee of fees) {
			const { body } = await rest<ReaderChargeStatsResponse>(app, 'GET', `${CHARGES}/${fee.charge_id}`);
			const { date } = db
				.prepare('SELECT date FROM transactions WHERE transaction_id = ?')
				.get(fee.transaction_id) as { date: number };
			const { n } = db
				.prepare(
					`SELECT COUNT(*) AS n FROM transactions WHERE type = 'charge'
					 AND channel IN ('in_person', 'in_person_pos') AND date > ? AND date <= ?`
				)
				.get(date - 7 * DAY_MS, date) as { n: number };
			expect(n).toBeGreaterThan(0);
			expect(body.data.reduce((sum, row) => sum + row.count, 0)).toBe(n);
		}
	});

	it('lists only the readers connected by then: the newest reader joins the recent fees', async () => {
		const readers = (await rest<ReadersResponse>(app, 'GET', READERS)).body.data;
		const newest = readers[0].id;
		const counts: number[] = [];
		for (const fee of fees) {
			const rows = (await rest<ReaderChargeStatsResponse>(app, 'GET', `${CHARGES}/${fee.charge_id}`))
				.body.data;
			counts.push(rows.length);
			if (rows.length === 4) {
				expect(rows.map((r) => r.reader_id)).toContain(newest);
			} else {
				expect(rows.map((r) => r.reader_id)).not.toContain(newest);
			}
		}
		// Newest fee first: the 20-day-old reader is in the last three fees only.
		expect(counts).toEqual([4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
	});

	it('also answers by the transaction id, with the same rows', async () => {
		const fee = fees[0];
		const byCharge = await rest<ReaderChargeStatsResponse>(app, 'GET', `${CHARGES}/${fee.charge_id}`);
		const byTxn = await rest<ReaderChargeStatsResponse>(app, 'GET', `${CHARGES}/${fee.transaction_id}`);
		expect(byTxn.status).toBe(200);
		expect(byTxn.body).toEqual(byCharge.body);
	});

	it('404 wcpay_reader_charge_not_found for an unknown id or a charge that is no reader fee', async () => {
		const other = (
			await rest<TransactionsListResponse>(
				app,
				'GET',
				'/wc/v3/payments/transactions?type_is=charge&pagesize=1'
			)
		).body.data[0];
		for (const id of ['ch_unknown', other.charge_id!, other.payment_intent_id!]) {
			const { status, body } = await rest(app, 'GET', `${CHARGES}/${id}`);
			expect(status).toBe(404);
			expect(body).toMatchObject({ code: 'wcpay_reader_charge_not_found', data: { status: 404 } });
		}
	});

	it.each(['ch-1', 'ch_1%20x', '%3Cimg%20src%3Dx%3E', 'x'.repeat(101)])(
		'400 rest_invalid_param for %s',
		async (id) => {
			const { status, body } = await rest(app, 'GET', `${CHARGES}/${id}`);
			expect(status).toBe(400);
			expect(body).toMatchObject({
				code: 'rest_invalid_param',
				data: { status: 400, params: { id: expect.any(String) } },
			});
		}
	);

	it('faults apply to the charges route by its path', async () => {
		const fee = fees[0];
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: `${CHARGES}/.*`,
			status: 503,
			code: 'wcpay_server_error',
			message: 'Down',
		});
		expect((await rest(app, 'GET', `${CHARGES}/${fee.charge_id}`)).status).toBe(503);
		expect((await rest(app, 'GET', `${CHARGES}/${fee.charge_id}`)).status).toBe(200);
	});
});

describe('scenarios without readers', () => {
	it.each(['empty', 'sandbox', 'progressive'])('%s: an empty list', async (scenario) => {
		await reset(scenario);
		const { status, body } = await rest<ReadersResponse>(app, 'GET', `${READERS}?limit=10`);
		expect(status).toBe(200);
		expect(body).toEqual({ data: [], total_count: 0 });
	});

	it('no account: 404 wcpay_account_not_found', async () => {
		await reset('no-account');
		const { status, body } = await rest(app, 'GET', `${READERS}?limit=10`);
		expect(status).toBe(404);
		expect(body).toMatchObject({ code: 'wcpay_account_not_found' });
		expect((await rest(app, 'GET', `${CHARGES}/ch_1`)).status).toBe(404);
	});

	it('the status variants of established have the readers too', async () => {
		await reset('restricted');
		expect((await rest<ReadersResponse>(app, 'GET', READERS)).body.total_count).toBe(4);
	});
});

describe('reader fee rows (ReaderFeeRow) agree with each reader', () => {
	it('a reader keeps one status per fee and never appears twice', async () => {
		await reset('established');
		const fees = await readerFeeTransactions();
		for (const fee of fees) {
			const rows: ReaderFeeRow[] = (
				await rest<ReaderChargeStatsResponse>(app, 'GET', `${CHARGES}/${fee.charge_id}`)
			).body.data;
			expect(new Set(rows.map((r) => r.reader_id)).size).toBe(rows.length);
		}
	});
});
