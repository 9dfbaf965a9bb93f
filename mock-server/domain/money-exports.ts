/**
 * CSV exports (spec 001 §4.5, spec 002 §5.2). Preparing an export renders the CSV of every row matching the
 * filters (all pages) at once and stores it under an export id. The availability call answers `pending` on
 * its first poll and `success` with a `download_url` from the second on (what the client's polling of
 * 5 × 1 s expects). The download URL is a REST route carrying the REST nonce (`_wpnonce`), like the
 * documents download of spec 001 §7.7, so it works as a plain link and goes through the same checks
 * (nonce, capability, request log, faults) as every REST call. Transaction and dispute exports are also
 * "e-mailed": the mail is recorded in `export_emails` (control API `GET /__mock/emails`), with the same file.
 */
import type { Deposit } from '../../src/data/deposits/types';
import type { Dispute } from '../../src/data/disputes/types';
import type { ExportAvailability } from '../../src/data/deposits/types';
import type { Transaction } from '../../src/data/transactions/types';
import { toCSV } from '../../src/utils/csv';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/money';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import { randomId } from './money-authorizations';
import { stmt, utc, utcDay } from './money-sql';

export type ExportKind = 'deposits' | 'transactions' | 'disputes';

/** Polls answered `pending` before the file is ready. */
export const PENDING_POLLS = 1;

const FILE_BASE: Record<ExportKind, string> = {
	deposits: 'payouts',
	transactions: 'transactions',
	disputes: 'disputes',
};

/** Minor units → "12.34" (or "1234" for zero-decimal currencies), as spreadsheets read numbers. */
export function decimal(amount: number, currency: string): string {
	const zero = DEFAULT_ZERO_DECIMAL_CURRENCIES.includes(currency.toLowerCase());
	return zero ? String(amount) : (amount / 100).toFixed(2);
}

const TRANSACTION_TYPE_LABELS: Record<string, string> = {
	charge: 'Charge',
	payment: 'Payment',
	payment_failure_refund: 'Payment failure refund',
	payment_refund: 'Payment refund',
	refund: 'Refund',
	refund_failure: 'Refund failure',
	dispute: 'Dispute',
	dispute_reversal: 'Dispute reversal',
	card_reader_fee: 'Reader fee',
	financing_payout: 'Loan disbursement',
	financing_paydown: 'Loan repayment',
};

const CHANNEL_LABELS: Record<string, string> = {
	online: 'Online',
	in_person: 'In-Person',
	in_person_pos: 'In-Person (POS)',
};

const RISK_LABELS = ['Normal', 'Elevated', 'Highest'];

const DEPOSIT_STATUS_LABELS: Record<string, string> = {
	paid: 'Completed (paid)',
	pending: 'Pending',
	in_transit: 'In transit',
	canceled: 'Canceled',
	failed: 'Failed',
};

export const TRANSACTIONS_CSV_HEADERS = [
	'Transaction ID',
	'Date / Time (UTC)',
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

export function transactionsCsv(rows: readonly (Transaction & { deposit_date: number | null })[]): string {
	return toCSV(
		[...TRANSACTIONS_CSV_HEADERS],
		rows.map((t) => [
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
		])
	);
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

export function depositsCsv(rows: readonly Deposit[]): string {
	return toCSV(
		[...DEPOSITS_CSV_HEADERS],
		rows.map((d) => [
			d.id,
			d.date.slice(0, 10),
			d.type === 'withdrawal' ? 'Withdrawal' : 'Payout',
			decimal(d.amount, d.currency),
			d.currency.toUpperCase(),
			d.status === 'paid' && d.type === 'withdrawal'
				? 'Completed (deducted)'
				: DEPOSIT_STATUS_LABELS[d.status],
			d.method === 'instant' ? 'Instant' : 'Standard',
			decimal(d.fee, d.currency),
			d.bankAccount ?? '',
			d.bank_reference_key ?? 'N/A',
		])
	);
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

export function disputesCsv(rows: readonly Dispute[]): string {
	return toCSV(
		[...DISPUTES_CSV_HEADERS],
		rows.map((d) => [
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
		])
	);
}

export interface ExportRecord {
	export_id: string;
	kind: ExportKind;
	created: number;
	polls: number;
	user_email: string | null;
	locale: string | null;
	filters: string;
	row_count: number;
	filename: string;
	csv: string;
}

/** Stores a prepared export; for e-mailed kinds records the mail to `email`. Returns the export id. */
export function createExport(
	db: Db,
	kind: ExportKind,
	csv: string,
	rowCount: number,
	options: {
		filters: Record<string, unknown>;
		userEmail: string | null;
		locale: string | null;
		email: boolean;
	}
): string {
	const now = Date.now();
	const id = randomId('exp_', 20);
	const filename = `${FILE_BASE[kind]}-${utcDay(now)}.csv`;
	stmt(
		db,
		`INSERT INTO exports (export_id, kind, created, polls, user_email, locale, filters, row_count, filename, csv)
		VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`
	).run(
		id,
		kind,
		now,
		options.userEmail,
		options.locale,
		JSON.stringify(options.filters),
		rowCount,
		filename,
		csv
	);
	if (options.email && options.userEmail) {
		stmt(
			db,
			'INSERT INTO export_emails (export_id, kind, to_email, row_count, filename, created) VALUES (?, ?, ?, ?, ?, ?)'
		).run(id, kind, options.userEmail, rowCount, filename, now);
	}
	return id;
}

function record(db: Db, id: string): ExportRecord {
	const row = stmt(db, 'SELECT * FROM exports WHERE export_id = ?').get(id) as ExportRecord | undefined;
	if (!row) {
		throw new WpError(404, 'wcpay_export_not_found', 'The export could not be found.');
	}
	return row;
}

export function downloadUrl(id: string, nonce: string): string {
	return `/wp-json/wc/v3/payments/exports/${encodeURIComponent(id)}/download?_wpnonce=${encodeURIComponent(nonce)}`;
}

/** GET /exports/{id}: pending on the first poll, then success with the download URL. */
export function exportAvailability(db: Db, id: string, nonce: string): ExportAvailability {
	const row = record(db, id);
	const polls = row.polls + 1;
	stmt(db, 'UPDATE exports SET polls = ? WHERE export_id = ?').run(polls, id);
	const ready = polls > PENDING_POLLS;
	return {
		export_id: id,
		status: ready ? 'success' : 'pending',
		download_url: ready ? downloadUrl(id, nonce) : null,
	};
}

export function exportFile(db: Db, id: string): { filename: string; csv: string } {
	const row = record(db, id);
	return { filename: row.filename, csv: row.csv };
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
