/**
 * wcpay/readers against the real mock server (spec 001 §7.5, §8): the readers list is one GET of
 * `/readers?limit=10`, the reader fees of a reader-fee charge one GET of `/readers/charges/{id}` (the request
 * log); a failed list raises 'Error retrieving card readers.', a failed fee read no notice (the view shows
 * 'Readers details not loaded').
 */
import { store } from '../../../src/data/readers';
import type { Reader, ReaderFeeRow } from '../../../src/data/readers';
import { testRegistry } from '../../support/registry';
import { withLiveServer, type LoggedRequest } from './money-helpers';

const { app, control } = withLiveServer();

const readerCalls = async () =>
	((await control('GET', 'requests')) as LoggedRequest[])
		.filter((r) => r.path.startsWith('/wc/v3/payments/readers'))
		.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.query)} ${r.status}`);

/** The charge id of the newest reader fee (what its transaction row links with). */
async function readerFeeCharge(): Promise<{ charge_id: string; transaction_id: string; amount: number }> {
	const rows = app()
		.mock.db.prepare(
			"SELECT charge_id, transaction_id, amount FROM transactions WHERE type = 'card_reader_fee' ORDER BY date DESC LIMIT 1"
		)
		.all() as { charge_id: string; transaction_id: string; amount: number }[];
	return rows[0];
}

describe('wcpay/readers', () => {
	it('reads the first 10 readers once', async () => {
		const t = testRegistry('wcpay/readers', store);
		const readers: Reader[] = await t.resolve().getReaders(10);
		expect(readers.map((r) => r.device_type)).toEqual([
			'BBPOS WisePad 3',
			'Stripe Reader M2',
			'BBPOS WisePOS E',
			'BBPOS Chipper 2X BT',
		]);
		expect(readers.map((r) => r.is_active)).toEqual([true, true, true, false]);
		expect(t.select().getReadersTotal(10)).toBe(4);
		await t.resolve().getReaders(10);
		expect(await readerCalls()).toEqual([
			'GET /wc/v3/payments/readers {"limit":"10","_locale":"user"} 200',
		]);
		expect(t.notices()).toEqual([]);
	});

	it('an account without readers: an empty list, no notice', async () => {
		await control('POST', 'reset', { scenario: 'empty', seed: 1 });
		const t = testRegistry('wcpay/readers', store);
		expect(await t.resolve().getReaders(10)).toEqual([]);
		expect(t.select().getReadersError(10)).toBeUndefined();
		expect(t.notices()).toEqual([]);
	});

	it('a failed list raises "Error retrieving card readers." and keeps the error', async () => {
		await control('POST', 'faults', {
			method: 'GET',
			path: '/wc/v3/payments/readers',
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const t = testRegistry('wcpay/readers', store);
		expect(await t.resolve().getReaders(10)).toBeUndefined();
		expect(t.select().getReadersError(10)).toMatchObject({
			code: 'internal_server_error',
			data: { status: 500 },
		});
		expect(t.notices()).toEqual(['Error retrieving card readers.']);
	});

	it('reads the reader fees of a charge: they add up to its amount', async () => {
		const fee = await readerFeeCharge();
		const t = testRegistry('wcpay/readers', store);
		const rows: ReaderFeeRow[] = await t.resolve().getReaderChargeStats(fee.charge_id);
		expect(rows).toHaveLength(4);
		expect(rows.reduce((sum, r) => sum + r.fee.amount, 0)).toBe(-fee.amount);
		expect(rows.every((r) => r.fee.currency === 'usd')).toBe(true);
		await t.resolve().getReaderChargeStats(fee.charge_id);
		expect(await readerCalls()).toEqual([
			`GET /wc/v3/payments/readers/charges/${fee.charge_id} {"_locale":"user"} 200`,
		]);
	});

	it('a failed fee read keeps the error and raises no notice', async () => {
		const t = testRegistry('wcpay/readers', store);
		expect(await t.resolve().getReaderChargeStats('ch_unknown')).toBeUndefined();
		expect(t.select().getReaderChargeStatsError('ch_unknown')).toMatchObject({
			code: 'wcpay_reader_charge_not_found',
			data: { status: 404 },
		});
		expect(t.notices()).toEqual([]);
	});
});
