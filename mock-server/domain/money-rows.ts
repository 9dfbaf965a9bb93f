/**
 * The rows of the money tables (money-schema.ts), their inserts, and their REST serialisation into the
 * shapes of src/data/<domain>/types.ts. Seeds and REST handlers both write through these inserts.
 */
import type { Authorization } from '../../src/data/authorizations/types';
import type { Deposit, DepositFailureCode, DepositStatus } from '../../src/data/deposits/types';
import type { Dispute, DisputeReason, DisputeStatus } from '../../src/data/disputes/types';
import type { InboxNote, NoteAction } from '../../src/data/inbox/types';
import type {
	FraudMetaBoxType,
	FraudOutcome,
	OrderSubscription,
	RiskLevel,
	Transaction,
	TransactionOrder,
	TransactionSource,
	TransactionType,
} from '../../src/data/transactions/types';
import type { Db } from '../db/types';
import { stmt, utc } from './money-sql';

export interface DepositRow {
	id: string;
	date: number;
	created: number;
	type: 'deposit' | 'withdrawal';
	amount: number;
	fee: number;
	fee_percentage: number;
	currency: string;
	status: DepositStatus;
	automatic: number;
	method: 'standard' | 'instant';
	bank_account: string | null;
	bank_reference_key: string | null;
	failure_code: string | null;
	failure_message: string | null;
	transaction_count: number;
}

export interface TransactionRow {
	transaction_id: string;
	type: TransactionType;
	date: number;
	payment_intent_id: string | null;
	charge_id: string | null;
	channel: string;
	source_device: string | null;
	source: string | null;
	source_identifier: string | null;
	order_number: number | null;
	order_url: string | null;
	customer_url: string | null;
	/** JSON list of subscriptions, or null. */
	subscriptions: string | null;
	fraud_meta_box_type: string | null;
	customer_name: string | null;
	customer_email: string | null;
	customer_country: string | null;
	customer_currency: string;
	customer_amount: number;
	currency: string;
	amount: number;
	fees: number;
	net: number;
	risk_level: number | null;
	deposit_id: string | null;
	available_on: string;
	deposit_status: string | null;
	loan_id: string | null;
	charge_type: string | null;
}

export interface AuthorizationRow {
	payment_intent_id: string;
	charge_id: string;
	order_id: number;
	order_url: string;
	customer_url: string | null;
	created: number;
	amount: number;
	currency: string;
	customer_name: string | null;
	customer_email: string | null;
	customer_country: string | null;
	customer_currency: string;
	risk_level: number | null;
	source: string | null;
	source_identifier: string | null;
	channel: string;
	is_fraud_review: number;
	status: 'requires_capture' | 'succeeded' | 'canceled';
}

export interface FraudOutcomeRow {
	payment_intent_id: string;
	status: 'allow' | 'review' | 'block';
	manual: number;
	intent_status: 'requires_capture' | 'canceled' | 'succeeded' | 'requires_payment_method';
	created: number;
	amount: number;
	currency: string;
	customer_name: string | null;
	customer_email: string | null;
	order_id: number;
	order_url: string;
	customer_url: string | null;
	fraud_meta_box_type: string;
	risk_level: number | null;
	ruleset: string | null;
}

export interface DisputeRow {
	dispute_id: string;
	charge_id: string;
	payment_intent_id: string | null;
	status: DisputeStatus;
	reason: DisputeReason;
	amount: number;
	currency: string;
	created: number;
	due_by: number | null;
	source: string | null;
	order_number: number | null;
	order_url: string | null;
	customer_url: string | null;
	customer_name: string | null;
	customer_email: string | null;
	customer_country: string | null;
	has_evidence: number;
}

export interface NoteRow {
	id: number;
	name: string;
	type: string;
	locale: string;
	title: string;
	content: string;
	status: string;
	source: string;
	date_created: number;
	date_reminder: number | null;
	is_snoozable: number;
	layout: string;
	image: string;
	is_deleted: number;
	is_read: number;
	/** JSON list of NoteAction. */
	actions: string;
}

export interface BalanceRow {
	currency: string;
	available: number;
	pending: number;
	instant_available: number;
	instant_fee_percentage: number;
	instant_enabled: number;
	position: number;
}

function insertSql(table: string, columns: readonly string[]): string {
	return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
}

export const TRANSACTION_COLUMNS = [
	'transaction_id',
	'type',
	'date',
	'payment_intent_id',
	'charge_id',
	'channel',
	'source_device',
	'source',
	'source_identifier',
	'order_number',
	'order_url',
	'customer_url',
	'subscriptions',
	'fraud_meta_box_type',
	'customer_name',
	'customer_email',
	'customer_country',
	'customer_currency',
	'customer_amount',
	'currency',
	'amount',
	'fees',
	'net',
	'risk_level',
	'deposit_id',
	'available_on',
	'deposit_status',
	'loan_id',
	'charge_type',
] as const;

const DEPOSIT_COLUMNS = [
	'id',
	'date',
	'created',
	'type',
	'amount',
	'fee',
	'fee_percentage',
	'currency',
	'status',
	'automatic',
	'method',
	'bank_account',
	'bank_reference_key',
	'failure_code',
	'failure_message',
	'transaction_count',
] as const;

const AUTHORIZATION_COLUMNS = [
	'payment_intent_id',
	'charge_id',
	'order_id',
	'order_url',
	'customer_url',
	'created',
	'amount',
	'currency',
	'customer_name',
	'customer_email',
	'customer_country',
	'customer_currency',
	'risk_level',
	'source',
	'source_identifier',
	'channel',
	'is_fraud_review',
	'status',
] as const;

const FRAUD_COLUMNS = [
	'payment_intent_id',
	'status',
	'manual',
	'intent_status',
	'created',
	'amount',
	'currency',
	'customer_name',
	'customer_email',
	'order_id',
	'order_url',
	'customer_url',
	'fraud_meta_box_type',
	'risk_level',
	'ruleset',
] as const;

const DISPUTE_COLUMNS = [
	'dispute_id',
	'charge_id',
	'payment_intent_id',
	'status',
	'reason',
	'amount',
	'currency',
	'created',
	'due_by',
	'source',
	'order_number',
	'order_url',
	'customer_url',
	'customer_name',
	'customer_email',
	'customer_country',
	'has_evidence',
] as const;

const NOTE_COLUMNS = [
	'id',
	'name',
	'type',
	'locale',
	'title',
	'content',
	'status',
	'source',
	'date_created',
	'date_reminder',
	'is_snoozable',
	'layout',
	'image',
	'is_deleted',
	'is_read',
	'actions',
] as const;

const BALANCE_COLUMNS = [
	'currency',
	'available',
	'pending',
	'instant_available',
	'instant_fee_percentage',
	'instant_enabled',
	'position',
] as const;

export function insertTransaction(db: Db, row: TransactionRow): void {
	stmt(db, insertSql('transactions', TRANSACTION_COLUMNS)).run(row);
}

/**
 * Inserts many rows with one prepared statement and positional parameters (call inside a transaction). A
 * bulk insert (`large`) drops the table's indexes first and rebuilds them after: much faster than keeping
 * fifteen indexes up to date row by row.
 */
export function insertTransactions(db: Db, rows: readonly TransactionRow[]): void {
	if (rows.length >= 10_000) {
		withoutTransactionIndexes(db, () => insertRows(db, rows));
	} else {
		insertRows(db, rows);
	}
}

/** Runs a bulk write with the transactions' indexes dropped, then rebuilds them (same definitions). */
export function withoutTransactionIndexes(db: Db, write: () => void): void {
	const indexes = db
		.prepare(
			"SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions' AND sql IS NOT NULL"
		)
		.all() as { name: string; sql: string }[];
	for (const index of indexes) {
		db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
	}
	write();
	for (const index of indexes) {
		db.exec(index.sql);
	}
}

function insertRows(db: Db, rows: readonly TransactionRow[]): void {
	const s = stmt(
		db,
		`INSERT INTO transactions (${TRANSACTION_COLUMNS.join(', ')}) VALUES (${TRANSACTION_COLUMNS.map(() => '?').join(', ')})`
	);
	for (const r of rows) {
		s.run(
			r.transaction_id,
			r.type,
			r.date,
			r.payment_intent_id,
			r.charge_id,
			r.channel,
			r.source_device,
			r.source,
			r.source_identifier,
			r.order_number,
			r.order_url,
			r.customer_url,
			r.subscriptions,
			r.fraud_meta_box_type,
			r.customer_name,
			r.customer_email,
			r.customer_country,
			r.customer_currency,
			r.customer_amount,
			r.currency,
			r.amount,
			r.fees,
			r.net,
			r.risk_level,
			r.deposit_id,
			r.available_on,
			r.deposit_status,
			r.loan_id,
			r.charge_type
		);
	}
}

export function insertDeposit(db: Db, row: DepositRow): void {
	stmt(db, insertSql('deposits', DEPOSIT_COLUMNS)).run(row);
}

export function insertAuthorization(db: Db, row: AuthorizationRow): void {
	stmt(db, insertSql('authorizations', AUTHORIZATION_COLUMNS)).run(row);
}

export function insertFraudOutcome(db: Db, row: FraudOutcomeRow): void {
	stmt(db, insertSql('fraud_outcomes', FRAUD_COLUMNS)).run(row);
}

export function insertDispute(db: Db, row: DisputeRow): void {
	stmt(db, insertSql('disputes', DISPUTE_COLUMNS)).run(row);
}

export function insertNote(db: Db, row: NoteRow): void {
	stmt(db, insertSql('notes', NOTE_COLUMNS)).run(row);
}

export function upsertBalance(db: Db, row: BalanceRow): void {
	stmt(
		db,
		`${insertSql('balances', BALANCE_COLUMNS)} ON CONFLICT(currency) DO UPDATE SET available = excluded.available,
		pending = excluded.pending, instant_available = excluded.instant_available,
		instant_fee_percentage = excluded.instant_fee_percentage, instant_enabled = excluded.instant_enabled,
		position = excluded.position`
	).run(row);
}

/* ------------------------------------------------------------------------------------------------------ */
/* Serialisation                                                                                           */
/* ------------------------------------------------------------------------------------------------------ */

function parseSubscriptions(json: string | null): OrderSubscription[] {
	if (!json) {
		return [];
	}
	try {
		const list = JSON.parse(json) as OrderSubscription[];
		return Array.isArray(list) ? list : [];
	} catch {
		return [];
	}
}

function order(
	number: number | null,
	url: string | null,
	customerUrl: string | null,
	subscriptions: string | null,
	fraudType: string | null
): TransactionOrder | null {
	if (number === null || url === null) {
		return null;
	}
	return {
		number,
		url,
		customer_url: customerUrl,
		subscriptions: parseSubscriptions(subscriptions),
		fraud_meta_box_type: (fraudType ?? 'allow') as FraudMetaBoxType,
	};
}

export function toDeposit(row: DepositRow): Deposit {
	return {
		id: row.id,
		date: utc(row.date),
		created: utc(row.created),
		type: row.type,
		amount: row.amount,
		fee: row.fee,
		fee_percentage: row.fee_percentage,
		currency: row.currency,
		status: row.status,
		automatic: row.automatic === 1,
		method: row.method,
		bankAccount: row.bank_account,
		bank_reference_key: row.bank_reference_key,
		failure_code: row.failure_code as DepositFailureCode | null,
		failure_message: row.failure_message,
		transaction_count: row.transaction_count,
	};
}

export function toTransaction(row: TransactionRow): Transaction {
	return {
		transaction_id: row.transaction_id,
		payment_intent_id: row.payment_intent_id,
		charge_id: row.charge_id,
		type: row.type,
		date: utc(row.date),
		channel: row.channel as Transaction['channel'],
		source_device: row.source_device as Transaction['source_device'],
		source: row.source as TransactionSource | null,
		source_identifier: row.source_identifier,
		order: order(
			row.order_number,
			row.order_url,
			row.customer_url,
			row.subscriptions,
			row.fraud_meta_box_type
		),
		customer_name: row.customer_name,
		customer_email: row.customer_email,
		customer_country: row.customer_country,
		customer_currency: row.customer_currency,
		customer_amount: row.customer_amount,
		currency: row.currency,
		amount: row.amount,
		fees: row.fees,
		net: row.net,
		risk_level: row.risk_level as RiskLevel | null,
		deposit_id: row.deposit_id,
		available_on: row.available_on,
		deposit_status: row.deposit_status as DepositStatus | null,
		loan_id: row.loan_id,
		metadata: row.charge_type ? { charge_type: row.charge_type as 'card_reader_fee' } : null,
	};
}

export function toAuthorization(row: AuthorizationRow): Authorization {
	return {
		payment_intent_id: row.payment_intent_id,
		charge_id: row.charge_id,
		created: utc(row.created),
		order_id: row.order_id,
		order: order(
			row.order_id,
			row.order_url,
			row.customer_url,
			null,
			row.is_fraud_review ? 'review' : 'allow'
		) as TransactionOrder,
		customer_name: row.customer_name,
		customer_email: row.customer_email,
		customer_country: row.customer_country,
		risk_level: row.risk_level as RiskLevel | null,
		amount: row.amount,
		currency: row.currency,
		source: row.source as TransactionSource | null,
		source_identifier: row.source_identifier,
		is_fraud_review: row.is_fraud_review === 1,
	};
}

export function toFraudOutcome(row: FraudOutcomeRow): FraudOutcome {
	return {
		status: row.status,
		manual: row.manual === 1,
		created: utc(row.created),
		amount: row.amount,
		currency: row.currency,
		customer_name: row.customer_name,
		customer_email: row.customer_email,
		order_id: row.order_id,
		order: order(
			row.order_id,
			row.order_url,
			row.customer_url,
			null,
			row.fraud_meta_box_type
		) as TransactionOrder,
		payment_intent: { id: row.payment_intent_id, status: row.intent_status },
		risk_level: row.risk_level as RiskLevel | null,
		ruleset: row.ruleset,
	};
}

export function toDispute(row: DisputeRow): Dispute {
	const due = row.due_by === null ? null : utc(row.due_by);
	return {
		id: row.dispute_id,
		dispute_id: row.dispute_id,
		charge_id: row.charge_id,
		payment_intent_id: row.payment_intent_id,
		status: row.status,
		reason: row.reason,
		amount: row.amount,
		currency: row.currency,
		created: utc(row.created),
		due_by: due,
		source: row.source as TransactionSource | null,
		order_number: row.order_number,
		order:
			row.order_number !== null && row.order_url !== null
				? { number: row.order_number, url: row.order_url, customer_url: row.customer_url }
				: null,
		customer_name: row.customer_name,
		customer_email: row.customer_email,
		customer_country: row.customer_country,
		evidence_details: { due_by: due, has_evidence: row.has_evidence === 1 },
	};
}

/** "YYYY-MM-DDTHH:MM:SS" of an instant in a timezone (WooCommerce's local note dates). */
export function localDateTime(ms: number, timeZone: string): string {
	const parts = new Intl.DateTimeFormat('en-CA', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
		hourCycle: 'h23',
	}).formatToParts(new Date(ms));
	const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
	return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

export function toNote(row: NoteRow, timeZone: string): InboxNote {
	let actions: NoteAction[] = [];
	try {
		actions = JSON.parse(row.actions) as NoteAction[];
	} catch {
		actions = [];
	}
	const gmt = (ms: number) => new Date(ms).toISOString().slice(0, 19);
	return {
		id: row.id,
		name: row.name,
		title: row.title,
		content: row.content,
		type: row.type as InboxNote['type'],
		status: row.status as InboxNote['status'],
		source: row.source,
		locale: row.locale,
		actions,
		date_created: localDateTime(row.date_created, timeZone),
		date_created_gmt: gmt(row.date_created),
		date_reminder: row.date_reminder === null ? null : localDateTime(row.date_reminder, timeZone),
		date_reminder_gmt: row.date_reminder === null ? null : gmt(row.date_reminder),
		layout: row.layout as InboxNote['layout'],
		image: row.image,
		is_deleted: row.is_deleted === 1,
		is_read: row.is_read === 1,
		is_snoozable: row.is_snoozable === 1,
	};
}
