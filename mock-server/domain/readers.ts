/**
 * Card readers (spec 001 §3.6, §7.5): the `readers` table (migration 6) and what the REST routes answer from
 * it — the connected readers list, and the reader fees billed by one `card_reader_fee` transaction.
 *
 * Reader fees are derived, not stored, so they always agree with the transactions: a fee row at instant D
 * bills the week (D − 7 days, D]. Every reader connected by D is listed. Each in-person card payment of that
 * week (`charge`, channel `in_person` or `in_person_pos`) was taken on one of the readers that were active
 * and connected when it was paid (picked by a hash of its transaction id), which gives each reader's
 * `count`; a reader with payments that week is `active`, one without `inactive`. The fee (the row's amount,
 * as a positive number) is shared equally by the active readers, the odd cents going to the first ones (by
 * connection date); inactive readers pay nothing — unless no reader was active, then all share it. So the
 * fees of a charge add up to its amount.
 */
import type { Db } from '../db/types';
import type {
	Reader,
	ReaderChargeStatsResponse,
	ReaderFeeRow,
	ReadersResponse,
} from '../../src/data/readers/types';
import { hash32 } from '../seed/prng';
import { WpError } from '../util/wp-error';
import { stmt } from './money-sql';

const DAY_MS = 86_400_000;
/** The billing period a reader fee covers. */
export const READER_FEE_PERIOD_MS = 7 * DAY_MS;
/** The channels of payments taken on a card reader. */
export const READER_CHANNELS = ['in_person', 'in_person_pos'] as const;

/** A row of the `readers` table. */
export interface ReaderRow {
	id: string;
	device_type: string;
	/** 1 when the reader is in use (processes payments), 0 when not. */
	is_active: number;
	/** When the reader was connected: UTC milliseconds. */
	created: number;
}

export function createReadersSchema(db: Db): void {
	db.exec(`
		CREATE TABLE readers (
			id TEXT PRIMARY KEY NOT NULL,
			device_type TEXT NOT NULL,
			is_active INTEGER NOT NULL,
			created INTEGER NOT NULL
		);
		CREATE INDEX readers_created ON readers (created);
	`);
}

export function insertReaders(db: Db, rows: readonly ReaderRow[]): void {
	const insert = db.prepare(
		'INSERT INTO readers (id, device_type, is_active, created) VALUES (@id, @device_type, @is_active, @created)'
	);
	for (const row of rows) {
		insert.run(row);
	}
}

/** Every reader, oldest connection first (ties by id). */
function allReaders(db: Db): ReaderRow[] {
	return stmt(
		db,
		'SELECT id, device_type, is_active, created FROM readers ORDER BY created, id'
	).all() as ReaderRow[];
}

function toReader(row: ReaderRow): Reader {
	return { id: row.id, device_type: row.device_type, is_active: row.is_active === 1 };
}

/** The readers list: the `limit` most recently connected readers, and how many there are. */
export function listReaders(db: Db, limit: number): ReadersResponse {
	const rows = stmt(
		db,
		'SELECT id, device_type, is_active, created FROM readers ORDER BY created DESC, id LIMIT ?'
	).all(limit) as ReaderRow[];
	const { n } = stmt(db, 'SELECT COUNT(*) AS n FROM readers').get() as { n: number };
	return { data: rows.map(toReader), total_count: n };
}

interface FeeTransaction {
	transaction_id: string;
	charge_id: string | null;
	date: number;
	amount: number;
	currency: string;
}

/** A lookup id: word characters only (`ch_…`, `pi_…`, `txn_…`). */
export function isValidReaderChargeId(id: string): boolean {
	return /^\w{1,100}$/.test(id);
}

/** The reader-fee transaction of a charge id, payment intent id or transaction id; null when none. */
function feeTransaction(db: Db, id: string): FeeTransaction | null {
	const row = stmt(
		db,
		`SELECT transaction_id, charge_id, date, amount, currency FROM transactions
		 WHERE type = 'card_reader_fee' AND (charge_id = ? OR payment_intent_id = ? OR transaction_id = ?)
		 ORDER BY date, id LIMIT 1`
	).get(id, id, id) as FeeTransaction | undefined;
	return row ?? null;
}

/** Each reader's share of `total` minor units: equal shares of the billed readers, odd cents first. */
function shares(total: number, billed: readonly boolean[]): number[] {
	const n = billed.filter(Boolean).length;
	if (n === 0) {
		return billed.map(() => 0);
	}
	const share = Math.floor(total / n);
	let odd = total - share * n;
	return billed.map((isBilled) => {
		if (!isBilled) {
			return 0;
		}
		const extra = odd > 0 ? 1 : 0;
		odd -= extra;
		return share + extra;
	});
}

/** The readers billed by the reader fee at `date` for `amount` (negative, as the transaction has it). */
export function readerFeeRows(db: Db, date: number, amount: number, currency: string): ReaderFeeRow[] {
	const readers = allReaders(db).filter((r) => r.created <= date);
	if (readers.length === 0) {
		return [];
	}
	const counts = new Map<string, number>(readers.map((r) => [r.id, 0]));
	const payments = stmt(
		db,
		`SELECT transaction_id, date FROM transactions
		 WHERE type = 'charge' AND channel IN (${READER_CHANNELS.map(() => '?').join(', ')})
		   AND date > ? AND date <= ?
		 ORDER BY date, id`
	).all(...READER_CHANNELS, date - READER_FEE_PERIOD_MS, date) as {
		transaction_id: string;
		date: number;
	}[];
	for (const payment of payments) {
		const usable = readers.filter((r) => r.is_active === 1 && r.created <= payment.date);
		if (usable.length > 0) {
			const reader = usable[hash32(payment.transaction_id) % usable.length];
			counts.set(reader.id, (counts.get(reader.id) ?? 0) + 1);
		}
	}
	const active = readers.map((r) => (counts.get(r.id) ?? 0) > 0);
	const billed = active.some(Boolean) ? active : readers.map(() => true);
	const fees = shares(Math.abs(amount), billed);
	return readers.map((r, i) => ({
		reader_id: r.id,
		status: active[i] ? 'active' : 'inactive',
		count: counts.get(r.id) ?? 0,
		fee: { amount: fees[i], currency: currency.toLowerCase() },
	}));
}

/**
 * GET /readers/charges/{id}: the readers billed by the reader-fee transaction of that charge id (or payment
 * intent id, or transaction id). 400 `rest_invalid_param` for an id that is not word characters, 404
 * `wcpay_reader_charge_not_found` when no reader fee has that id.
 */
export function readerChargeStats(db: Db, id: string): ReaderChargeStatsResponse {
	if (!isValidReaderChargeId(id)) {
		throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): id', {
			params: { id: 'id must be 1 to 100 letters, digits and underscores.' },
		});
	}
	const fee = feeTransaction(db, id);
	if (!fee) {
		throw new WpError(404, 'wcpay_reader_charge_not_found', 'No card reader fee was found for this id.');
	}
	return {
		charge_id: fee.charge_id ?? id,
		transaction_id: fee.transaction_id,
		data: readerFeeRows(db, fee.date, fee.amount, fee.currency),
	};
}
