/**
 * CSV exports (spec 001 §4.5, spec 002 §5.2), prepared in the background.
 *
 * The prepare call (`…/download`) validates the filters, takes the snapshot of the matching rows (their
 * rowids in the list's order: one short query) and answers the export id at once. The file is written in
 * slices of at most {@link SLICE_MS} ms: each reads a batch of rows by rowid, renders its CSV lines and
 * stores them as a chunk (`export_chunks`), then yields to the event loop (`setImmediate`), so other REST
 * calls are answered while a 100 000-row export is being written. Small exports (≤ {@link SYNC_ROWS} rows)
 * are written at once, within the prepare call.
 *
 * The availability call answers `pending` on its first poll and while the file is being written, `success`
 * with a `download_url` from then on (what the client's polling of 5 × 1 s expects), and `failed` when
 * writing it failed (or was interrupted by a restart). The download URL is a REST route carrying the REST
 * nonce (`_wpnonce`), like the documents download of spec 001 §7.7, so it works as a plain link and goes
 * through the same checks (nonce, capability, request log, faults) as every REST call. Transaction and
 * dispute exports are also "e-mailed" once written: the mail is recorded in `export_emails` (control API
 * `GET /__mock/emails`), with the same file. A scenario reset drops the exports being written.
 */
import type { Deposit } from '../../src/data/deposits/types';
import type { Dispute } from '../../src/data/disputes/types';
import type { ExportAvailability, ExportStatus } from '../../src/data/deposits/types';
import {
	RISK_LEVELS,
	TRANSACTION_CHANNELS,
	TRANSACTION_TYPES,
	type Transaction,
} from '../../src/data/transactions/types';
import { payoutStatusLabel } from '../../src/strings/payout-status';
import { riskPill } from '../../src/strings/risk-level';
import { channelLabel } from '../../src/strings/sales-channel';
import { transactionTypeLabel } from '../../src/strings/transaction-type';
import { toCSV, toCSVCell, type CSVCell } from '../../src/utils/csv';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/money';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import { randomId } from './money-authorizations';
import { depositExportIds, type DepositsQuery } from './money-deposits';
import { disputeExportIds, type DisputesQuery } from './money-disputes';
import { toDeposit, toDispute, type DepositRow, type DisputeRow } from './money-rows';
import { stmt, utc, utcDay } from './money-sql';
import { transactionExportIds, type TransactionsQuery } from './money-transactions';

export type ExportKind = 'deposits' | 'transactions' | 'disputes';

/** Polls answered `pending` before the file is offered, even when it is ready sooner. */
export const PENDING_POLLS = 1;

/** Exports of up to this many rows are written within the prepare call. */
export const SYNC_ROWS = 2000;

/** Longest stretch of work between two yields to the event loop while an export is written. */
export const SLICE_MS = 20;

/** Rows read (and stored as one chunk) per query. */
const BATCH_ROWS = 1000;

const FILE_BASE: Record<ExportKind, string> = {
	deposits: 'payouts',
	transactions: 'transactions',
	disputes: 'disputes',
};

const ZERO_DECIMAL = new Set(DEFAULT_ZERO_DECIMAL_CURRENCIES.map((c) => c.toLowerCase()));

/** Minor units → "12.34" (or "1234" for zero-decimal currencies), as spreadsheets read numbers. */
export function decimal(amount: number, currency: string): string {
	return ZERO_DECIMAL.has(currency.toLowerCase()) ? String(amount) : (amount / 100).toFixed(2);
}

/**
 * value → label, once per process: the files name types, channels, risk levels and payout statuses with the
 * screens' own label functions (src/strings), so a CSV cannot drift from the tables; the rows look them up.
 */
function labelsOf<T extends string | number>(
	values: readonly T[],
	label: (value: T) => string
): Readonly<Record<string, string>> {
	return Object.fromEntries(values.map((value) => [String(value), label(value)]));
}

const TRANSACTION_TYPE_LABELS = labelsOf(TRANSACTION_TYPES, transactionTypeLabel);

const CHANNEL_LABELS = labelsOf(TRANSACTION_CHANNELS, channelLabel);

const RISK_LABELS = labelsOf(RISK_LEVELS, (level) => riskPill(level).label);

export const TRANSACTIONS_CSV_HEADERS = [
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
] as const;

/** The cells of one transaction row (the definition of the file; {@link transactionLines} is its fast twin). */
export function transactionCsvCells(t: Transaction & { deposit_date: number | null }): CSVCell[] {
	return [
		t.transaction_id,
		t.date,
		TRANSACTION_TYPE_LABELS[t.type] ?? t.type,
		CHANNEL_LABELS[t.channel] ?? t.channel,
		t.customer_currency.toUpperCase(),
		decimal(t.customer_amount, t.customer_currency),
		t.currency.toUpperCase(),
		decimal(t.amount, t.currency),
		decimal(t.fees, t.currency),
		decimal(t.net, t.currency),
		t.order ? t.order.number : '',
		t.source ?? '',
		t.customer_name ?? '',
		t.customer_email ?? '',
		t.customer_country ?? '',
		t.risk_level === null ? '' : RISK_LABELS[t.risk_level],
		t.deposit_id ?? '',
		t.deposit_date === null ? '' : utcDay(t.deposit_date),
		t.deposit_status ?? '',
	];
}

/** The whole transactions file at once (the reference the batched export is tested against). */
export function transactionsCsv(rows: readonly (Transaction & { deposit_date: number | null })[]): string {
	return toCSV([...TRANSACTIONS_CSV_HEADERS], rows.map(transactionCsvCells));
}

export const DEPOSITS_CSV_HEADERS = [
	'Payout ID',
	'Date',
	'Type',
	'Amount',
	'Currency',
	'Status',
	'Method',
	'Fee',
	'Bank account',
	'Bank reference ID',
] as const;

export function depositCsvCells(d: Deposit): CSVCell[] {
	return [
		d.id,
		d.date.slice(0, 10),
		d.type === 'withdrawal' ? 'Withdrawal' : 'Payout',
		decimal(d.amount, d.currency),
		d.currency.toUpperCase(),
		payoutStatusLabel(d.status, d.type),
		d.method === 'instant' ? 'Instant' : 'Standard',
		decimal(d.fee, d.currency),
		d.bankAccount ?? '',
		d.bank_reference_key ?? 'N/A',
	];
}

export const DISPUTES_CSV_HEADERS = [
	'Dispute ID',
	'Created (UTC)',
	'Respond by (UTC)',
	'Status',
	'Reason',
	'Amount',
	'Currency',
	'Order #',
	'Payment Method',
	'Customer Name',
	'Customer Email',
	'Customer Country',
	'Charge ID',
] as const;

export function disputeCsvCells(d: Dispute): CSVCell[] {
	return [
		d.dispute_id,
		d.created,
		d.due_by ?? '',
		d.status,
		d.reason,
		decimal(d.amount, d.currency),
		d.currency.toUpperCase(),
		d.order_number ?? '',
		d.source ?? '',
		d.customer_name ?? '',
		d.customer_email ?? '',
		d.customer_country ?? '',
		d.charge_id,
	];
}

/** One CSV line, exactly as `toCSV` writes it. */
const csvLine = (cells: readonly CSVCell[]): string => cells.map(toCSVCell).join(',');

/**
 * What an export is written from: its header line, the rowids of its rows in file order (the snapshot
 * taken by the prepare call) and the renderer of a batch of them (rows deleted since are left out).
 */
export interface ExportSource {
	header: string;
	ids: readonly number[];
	lines: (ids: readonly number[]) => string[];
}

/** The rows of `ids`, in that order: `columns` of `table` (alias `t`), one query. */
function rowsByIds<Row>(db: Db, table: string, columns: string, ids: readonly number[], raw = false): Row[] {
	return stmt(
		db,
		`SELECT ${columns} FROM json_each(?) j JOIN ${table} t ON t.rowid = j.value ORDER BY j.key`
	)
		.raw(raw)
		.all(JSON.stringify(ids)) as Row[];
}

export function depositsExport(db: Db, q: DepositsQuery): ExportSource {
	return {
		header: csvLine([...DEPOSITS_CSV_HEADERS]),
		ids: depositExportIds(db, q),
		lines: (ids) =>
			rowsByIds<DepositRow>(db, 'deposits', 't.*', ids).map((row) =>
				csvLine(depositCsvCells(toDeposit(row)))
			),
	};
}

export function disputesExport(db: Db, q: DisputesQuery): ExportSource {
	return {
		header: csvLine([...DISPUTES_CSV_HEADERS]),
		ids: disputeExportIds(db, q),
		lines: (ids) =>
			rowsByIds<DisputeRow>(db, 'disputes', 't.*', ids).map((row) =>
				csvLine(disputeCsvCells(toDispute(row)))
			),
	};
}

/** The transaction columns the file needs, read as arrays (indexes below). */
const TRANSACTION_COLUMNS = [
	'transaction_id',
	'date',
	'type',
	'channel',
	'customer_currency',
	'customer_amount',
	'currency',
	'amount',
	'fees',
	'net',
	'order_number',
	'order_url',
	'source',
	'customer_name',
	'customer_email',
	'customer_country',
	'risk_level',
	'deposit_id',
	'deposit_status',
]
	.map((c) => `t.${c}`)
	.join(', ');

type TransactionCsvRow = [
	string,
	number,
	string,
	string,
	string,
	number,
	string,
	number,
	number,
	number,
	number | null,
	string | null,
	string | null,
	string | null,
	string | null,
	string | null,
	number | null,
	string | null,
	string | null,
];

/** Any text `toCSVCell` would change: a formula start, or a character that needs quotes. */
const NEEDS_ESCAPE = /^[=+\-@\t\r]|[",\r\n]/;

/** `toCSVCell` for a text, skipping the work for the (usual) texts it leaves as they are. */
const text = (value: string | null): string =>
	value === null ? '' : NEEDS_ESCAPE.test(value) ? toCSVCell(value) : value;

const DAY_MS = 86_400_000;
/** Instants from 1970 to the end of 9999: `toISOString()` writes them with a four-digit year. */
const FOUR_DIGIT_YEARS_END = 253_402_300_800_000;

const twoDigits = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** `utc()` with the "YYYY-MM-DD " of each day computed once (100 000 rows span a few hundred days). */
function utcCached(days: Map<number, string>, ms: number): string {
	if (!(ms >= 0 && ms < FOUR_DIGIT_YEARS_END && Number.isInteger(ms))) {
		return utc(ms);
	}
	const day = Math.floor(ms / DAY_MS);
	let prefix = days.get(day);
	if (prefix === undefined) {
		prefix = utc(day * DAY_MS).slice(0, 11);
		days.set(day, prefix);
	}
	const seconds = Math.floor((ms - day * DAY_MS) / 1000);
	return `${prefix}${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/**
 * The lines of a batch of transactions, the same text as `transactionCsvCells` + `toCSV` (the tests
 * compare both over every row of a scenario) at about a third of the cost: only the needed columns, read
 * as arrays, no intermediate `Transaction` objects; days, payout days and upper-cased currencies cached.
 */
function transactionLines(db: Db): (ids: readonly number[]) => string[] {
	const payoutDays = new Map<string, string>();
	const payoutDay = (id: string): string => {
		let day = payoutDays.get(id);
		if (day === undefined) {
			const row = stmt(db, 'SELECT date FROM deposits WHERE id = ?').get(id) as
				{ date: number } | undefined;
			day = row ? utcDay(row.date) : '';
			payoutDays.set(id, day);
		}
		return day;
	};
	const days = new Map<number, string>();
	const upper = new Map<string, string>();
	const currencyCell = (currency: string): string => {
		let cell = upper.get(currency);
		if (cell === undefined) {
			cell = text(currency.toUpperCase());
			upper.set(currency, cell);
		}
		return cell;
	};
	return (ids) =>
		rowsByIds<TransactionCsvRow>(db, 'transactions', TRANSACTION_COLUMNS, ids, true).map((r) => {
			const currency = r[6];
			return [
				text(r[0]),
				utcCached(days, r[1]),
				text(TRANSACTION_TYPE_LABELS[r[2]] ?? r[2]),
				text(CHANNEL_LABELS[r[3]] ?? r[3]),
				currencyCell(r[4]),
				text(decimal(r[5], r[4])),
				currencyCell(currency),
				text(decimal(r[7], currency)),
				text(decimal(r[8], currency)),
				text(decimal(r[9], currency)),
				r[10] !== null && r[11] !== null ? toCSVCell(r[10]) : '',
				text(r[12]),
				text(r[13]),
				text(r[14]),
				text(r[15]),
				r[16] === null ? '' : text(RISK_LABELS[r[16]] ?? null),
				text(r[17]),
				r[17] === null ? '' : payoutDay(r[17]),
				text(r[18]),
			].join(',');
		});
}

export function transactionsExport(db: Db, q: TransactionsQuery): ExportSource {
	return {
		header: csvLine([...TRANSACTIONS_CSV_HEADERS]),
		ids: transactionExportIds(db, q),
		lines: transactionLines(db),
	};
}

/** Migration: the state of an export (`pending` while written) and the file's chunks. */
export function createExportJobsSchema(db: Db): void {
	db.exec(`
		ALTER TABLE exports ADD COLUMN status TEXT NOT NULL DEFAULT 'success';
		CREATE TABLE export_chunks (
			export_id TEXT NOT NULL,
			seq INTEGER NOT NULL,
			csv TEXT NOT NULL,
			PRIMARY KEY (export_id, seq)
		);
	`);
}

/** The exports this process is writing, per database (a `pending` export not in it was interrupted). */
const writing = new WeakMap<Db, Set<string>>();

function writingSet(db: Db): Set<string> {
	let set = writing.get(db);
	if (!set) {
		set = new Set();
		writing.set(db, set);
	}
	return set;
}

/**
 * Marks the exports an earlier run of the server left `pending` as `failed` and drops their partial chunks
 * (called when the database is opened: no export of a new connection is being written). Without it they
 * would only turn `failed` when polled; this way no export stays "in progress" in the database after a
 * crash or a kill (tests/integration/durability/sigkill.test.ts).
 */
export function failInterruptedExports(db: Db): number {
	return db.transaction(() => {
		const stale = stmt(db, "SELECT export_id FROM exports WHERE status = 'pending'")
			.pluck(true)
			.all() as string[];
		for (const id of stale) {
			stmt(db, "UPDATE exports SET status = 'failed' WHERE export_id = ?").run(id);
			stmt(db, 'DELETE FROM export_chunks WHERE export_id = ?').run(id);
		}
		return stale.length;
	})();
}

export interface ExportOptions {
	filters: Record<string, unknown>;
	userEmail: string | null;
	locale: string | null;
	/** Whether the file is also "e-mailed" to `userEmail`. */
	email: boolean;
}

/**
 * Starts an export: records it as `pending` and writes its file (at once when small, else in the
 * background). Returns the export id.
 */
export function startExport(db: Db, kind: ExportKind, source: ExportSource, options: ExportOptions): string {
	const now = Date.now();
	const id = randomId('exp_', 20);
	const filename = `${FILE_BASE[kind]}-${utcDay(now)}.csv`;
	stmt(
		db,
		`INSERT INTO exports (export_id, kind, created, polls, user_email, locale, filters, row_count, filename, csv, status)
		VALUES (?, ?, ?, 0, ?, ?, ?, 0, ?, '', 'pending')`
	).run(id, kind, now, options.userEmail, options.locale, JSON.stringify(options.filters), filename);
	const mailTo = options.email ? options.userEmail : null;
	writeExport(db, id, source, { kind, to: mailTo, filename });
	return id;
}

function writeExport(
	db: Db,
	id: string,
	source: ExportSource,
	/** The mail sent once the file is written (`to` null: none). */
	mail: { kind: ExportKind; to: string | null; filename: string }
): void {
	const live = writingSet(db);
	const insertChunk = stmt(db, 'INSERT INTO export_chunks (export_id, seq, csv) VALUES (?, ?, ?)');
	let next = 0;
	let seq = 0;
	let rows = 0;

	/** Writes batches until all are written or `budgetMs` is spent; true when the file is complete. */
	const slice = (budgetMs: number): boolean => {
		const start = performance.now();
		do {
			const lines = source.lines(source.ids.slice(next, next + BATCH_ROWS));
			next += BATCH_ROWS;
			if (lines.length > 0) {
				insertChunk.run(id, seq++, `\r\n${lines.join('\r\n')}`);
				rows += lines.length;
			}
		} while (next < source.ids.length && performance.now() - start < budgetMs);
		return next >= source.ids.length;
	};

	const finish = () => {
		live.delete(id);
		db.transaction(() => {
			const done = stmt(
				db,
				"UPDATE exports SET status = 'success', row_count = ? WHERE export_id = ? AND status = 'pending'"
			).run(rows, id);
			const { kind, to, filename } = mail;
			if (done.changes === 1 && to) {
				stmt(
					db,
					'INSERT INTO export_emails (export_id, kind, to_email, row_count, filename, created) VALUES (?, ?, ?, ?, ?, ?)'
				).run(id, kind, to, rows, filename, Date.now());
			}
		})();
	};

	const fail = () => {
		live.delete(id);
		try {
			if (db.open) {
				stmt(
					db,
					"UPDATE exports SET status = 'failed' WHERE export_id = ? AND status = 'pending'"
				).run(id);
				stmt(db, 'DELETE FROM export_chunks WHERE export_id = ?').run(id);
			}
		} catch {
			// The database went away meanwhile: nothing left to record.
		}
	};

	/** Still wanted: the app is open and no reset dropped the export. */
	const wanted = () =>
		db.open &&
		(stmt(db, 'SELECT status FROM exports WHERE export_id = ?').pluck(true).get(id) as
			string | undefined) === 'pending';

	const tick = () => {
		try {
			if (!wanted()) {
				live.delete(id);
				return;
			}
			if (slice(SLICE_MS)) {
				finish();
			} else {
				setImmediate(tick);
			}
		} catch {
			fail();
		}
	};

	live.add(id);
	try {
		insertChunk.run(id, seq++, source.header);
		if (source.ids.length <= SYNC_ROWS) {
			slice(Infinity);
			finish();
		} else {
			setImmediate(tick);
		}
	} catch {
		fail();
	}
}

interface ExportState {
	export_id: string;
	status: ExportStatus;
	polls: number;
	filename: string;
}

function exportState(db: Db, id: string): ExportState {
	const row = stmt(db, 'SELECT export_id, status, polls, filename FROM exports WHERE export_id = ?').get(
		id
	) as ExportState | undefined;
	if (!row) {
		throw new WpError(404, 'wcpay_export_not_found', 'The export could not be found.');
	}
	if (row.status === 'pending' && !writingSet(db).has(id)) {
		// Written by an earlier run of the server, which stopped before it finished.
		stmt(db, "UPDATE exports SET status = 'failed' WHERE export_id = ?").run(id);
		return { ...row, status: 'failed' };
	}
	return row;
}

export function downloadUrl(id: string, nonce: string): string {
	return `/wp-json/wc/v3/payments/exports/${encodeURIComponent(id)}/download?_wpnonce=${encodeURIComponent(nonce)}`;
}

/**
 * GET /exports/{id}: `pending` on the first poll and while the file is written, then `success` with the
 * download URL; `failed` when writing it failed.
 */
export function exportAvailability(db: Db, id: string, nonce: string): ExportAvailability {
	const row = exportState(db, id);
	const polls = row.polls + 1;
	stmt(db, 'UPDATE exports SET polls = ? WHERE export_id = ?').run(polls, id);
	if (row.status === 'failed') {
		return { export_id: id, status: 'failed', download_url: null };
	}
	const ready = row.status === 'success' && polls > PENDING_POLLS;
	return {
		export_id: id,
		status: ready ? 'success' : 'pending',
		download_url: ready ? downloadUrl(id, nonce) : null,
	};
}

/** The finished file (404 when unknown, 409 `wcpay_export_not_ready` before it is written). */
export function exportFile(db: Db, id: string): { filename: string; csv: string } {
	const row = exportState(db, id);
	if (row.status !== 'success') {
		throw new WpError(409, 'wcpay_export_not_ready', 'The export is not ready.');
	}
	// Exports written before the chunks existed keep their file in `exports.csv`.
	const whole = stmt(db, 'SELECT csv FROM exports WHERE export_id = ?').pluck(true).get(id) as string;
	const chunks = stmt(db, 'SELECT csv FROM export_chunks WHERE export_id = ? ORDER BY seq')
		.pluck(true)
		.all(id) as string[];
	return { filename: row.filename, csv: whole + chunks.join('') };
}

/** The recorded export e-mails (control API). */
export function exportEmails(db: Db): {
	to: string;
	export_id: string;
	kind: string;
	rows: number;
	filename: string;
	created: string;
}[] {
	return (
		stmt(db, 'SELECT * FROM export_emails ORDER BY id').all() as {
			to_email: string;
			export_id: string;
			kind: string;
			row_count: number;
			filename: string;
			created: number;
		}[]
	).map((e) => ({
		to: e.to_email,
		export_id: e.export_id,
		kind: e.kind,
		rows: e.row_count,
		filename: e.filename,
		created: utc(e.created),
	}));
}
