/**
 * The readers store's pieces (src/data/readers): the reducer and selectors (lists per limit, fees per id,
 * errors), the reads' URLs, which id a reader-fee view reads with, and the status labels.
 */
import { readerStatusLabel } from '../../../src/strings/reader-status';
import {
	readerChargeLookupId,
	readerChargeStatsRead,
	readersRead,
	READERS_LIST_LIMIT,
} from '../../../src/data/readers';
import { reducer, selectors, type ReadersState } from '../../../src/data/readers/store';

const empty = (): ReadersState => reducer(undefined, { type: '@@INIT' } as never);

describe('readers reducer and selectors', () => {
	it('keeps lists per limit and fees per id, and their errors', () => {
		let state = empty();
		expect(selectors.getReaders(state, 10)).toBeUndefined();
		state = reducer(state, {
			type: 'RECEIVE_READERS',
			limit: 10,
			readers: [{ id: 'tmr_1', device_type: 'BBPOS WisePOS E', is_active: true }],
			total: 12,
		});
		expect(selectors.getReaders(state, 10)).toHaveLength(1);
		expect(selectors.getReadersTotal(state, 10)).toBe(12);
		expect(selectors.getReaders(state, 2)).toBeUndefined();
		const error = { code: 'x', message: 'y', data: { status: 500 } };
		state = reducer(state, { type: 'RECEIVE_READERS_ERROR', limit: 10, error });
		expect(selectors.getReaders(state, 10)).toBeUndefined();
		expect(selectors.getReadersError(state, 10)).toBe(error);

		const rows = [
			{ reader_id: 'tmr_1', status: 'active' as const, count: 2, fee: { amount: 5, currency: 'usd' } },
		];
		state = reducer(state, { type: 'RECEIVE_READER_CHARGE_STATS', id: 'ch_1', rows });
		expect(selectors.getReaderChargeStats(state, 'ch_1')).toBe(rows);
		expect(selectors.getReaderChargeStatsError(state, 'ch_1')).toBeUndefined();
		state = reducer(state, { type: 'RECEIVE_READER_CHARGE_STATS_ERROR', id: 'ch_2', error });
		expect(selectors.getReaderChargeStatsError(state, 'ch_2')).toBe(error);
		expect(selectors.getReaderChargeStats(state, 'ch_1')).toBe(rows);
	});
});

describe('readers reads', () => {
	it('the list asks for a limit (10 by default)', () => {
		expect(READERS_LIST_LIMIT).toBe(10);
		expect(readersRead()).toEqual({
			store: 'wcpay/readers',
			selector: 'getReaders',
			args: [10],
			path: '/wc/v3/payments/readers?limit=10',
		});
		expect(readersRead(3).path).toBe('/wc/v3/payments/readers?limit=3');
	});

	it('the fees of a charge by its id', () => {
		expect(readerChargeStatsRead('ch_1')).toEqual({
			store: 'wcpay/readers',
			selector: 'getReaderChargeStats',
			args: ['ch_1'],
			path: '/wc/v3/payments/readers/charges/ch_1',
		});
	});

	it('reads with the charge id, else the transaction id, else nothing', () => {
		expect(readerChargeLookupId('ch_1', 'txn_1')).toBe('ch_1');
		expect(readerChargeLookupId('', 'txn_1')).toBe('txn_1');
		expect(readerChargeLookupId(undefined, 'txn_1')).toBe('txn_1');
		expect(readerChargeLookupId('ch-1', 'txn_1')).toBe('txn_1');
		expect(readerChargeLookupId('<x>', '../y')).toBeNull();
		expect(readerChargeLookupId(null)).toBeNull();
	});
});

describe('readerStatusLabel', () => {
	it('reads Active or Inactive', () => {
		expect(readerStatusLabel('active')).toBe('Active');
		expect(readerStatusLabel(true)).toBe('Active');
		expect(readerStatusLabel('inactive')).toBe('Inactive');
		expect(readerStatusLabel(false)).toBe('Inactive');
		expect(readerStatusLabel('unknown')).toBe('Inactive');
	});
});
