/**
 * Transactions: list, summary, search options, one transaction and the export rows, with every filter of
 * spec 001 §5.1 / §7.3. Advanced filters combine by `match` (all → AND, any → OR); the store currency,
 * the payout (deposit_id) and the search always apply.
 */
import {
	RISK_LEVELS,
	SOURCE_DEVICES,
	TRANSACTION_CHANNELS,
	TRANSACTION_SOURCES,
	TRANSACTION_TYPES,
	TRANSACTIONS_SORTS,
	type SearchOption,
	type Transaction,
	type TransactionsSort,
	type TransactionsSummary,
} from '../../src/data/transactions/types';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import { ParamReader, readPaging, readSort, type DateRange } from './money-params';
import { toTransaction, type TransactionRow } from './money-rows';
import {
	Conditions,
	distinctValues,
	likeAnywhere,
	orderBy,
	stmt,
	untilChanged,
	type SqlValue,
} from './money-sql';

export interface TransactionsQuery {
	match: 'all' | 'any';
	dates: { before?: number; after?: number; between?: DateRange };
	typeIs?: string;
	typeIsNot?: string;
	typeIn?: string[];
	sourceDeviceIs?: string;
	sourceDeviceIsNot?: string;
	channelIs?: string;
	channelIsNot?: string;
	countryIs?: string;
	countryIsNot?: string;
	riskIs?: number;
	riskIsNot?: number;
	customerCurrencyIs?: string;
	customerCurrencyIsNot?: string;
	sourceIs?: string;
	sourceIsNot?: string;
	currency?: string;
	loanId?: string;
	depositId?: string;
	search: string[];
	page: number;
	pagesize: number;
	sort: TransactionsSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<TransactionsSort, string> = {
	date: 'date',
	amount: 'amount',
	fees: 'fees',
	net: 'net',
	customer_amount: 'customer_amount',
	customer_name: 'customer_name',
	customer_email: 'customer_email',
	customer_country: 'customer_country',
	customer_currency: 'customer_currency',
	order_id: 'order_number',
	source: 'source',
	type: 'type',
	channel: 'channel',
	risk_level: 'risk_level',
	available_on: 'available_on',
	deposit_id: 'deposit_id',
	transaction_id: 'transaction_id',
};

const RISK = RISK_LEVELS.map(String);

function risk(value: string | undefined): number | undefined {
	return value === undefined ? undefined : Number(value);
}

/** Validates the list/summary/export parameters (every bad one in one `rest_invalid_param`). */
export function readTransactionsQuery(r: ParamReader): TransactionsQuery {
	const search = r.list('search', undefined, 20) ?? [];
	const tooLong = search.find((s) => s.length > 200);
	if (tooLong !== undefined) {
		r.fail('search', 'search terms must be at most 200 characters.');
	}
	const q: TransactionsQuery = {
		match: r.oneOf('match', ['all', 'any'] as const) ?? 'all',
		dates: r.dateFilters(),
		typeIs: r.oneOf('type_is', TRANSACTION_TYPES),
		typeIsNot: r.oneOf('type_is_not', TRANSACTION_TYPES),
		typeIn: r.list('type_is_in', TRANSACTION_TYPES),
		sourceDeviceIs: r.oneOf('source_device_is', SOURCE_DEVICES),
		sourceDeviceIsNot: r.oneOf('source_device_is_not', SOURCE_DEVICES),
		channelIs: r.oneOf('channel_is', TRANSACTION_CHANNELS),
		channelIsNot: r.oneOf('channel_is_not', TRANSACTION_CHANNELS),
		countryIs: r.country('customer_country_is'),
		countryIsNot: r.country('customer_country_is_not'),
		riskIs: risk(r.oneOf('risk_level_is', RISK)),
		riskIsNot: risk(r.oneOf('risk_level_is_not', RISK)),
		customerCurrencyIs: r.currency('customer_currency_is'),
		customerCurrencyIsNot: r.currency('customer_currency_is_not'),
		sourceIs: r.oneOf('source_is', TRANSACTION_SOURCES),
		sourceIsNot: r.oneOf('source_is_not', TRANSACTION_SOURCES),
		currency: r.currency('store_currency_is'),
		loanId: r.id('loan_id_is'),
		depositId: r.id('deposit_id'),
		search: search.map((s) => s.trim()).filter(Boolean),
		...readPaging(r),
		...readSort(r, TRANSACTIONS_SORTS, { sort: 'date', direction: 'desc' }),
	};
	r.email('user_email');
	r.string('user_timezone', 64);
	r.string('locale', 20);
	r.done();
	return q;
}

const NAME_AND_EMAIL = /^(.*\S)\s+\(([^()\s]+@[^()\s]+)\)$/;
const ORDER_NUMBER = /^#?(\d{1,12})$/;
const OBJECT_ID = /^(txn|pi|ch|py)_\w+$/;

/** SQL matching one search term: "Name (email)", an order or subscription number, an id, or free text. */
function searchClause(term: string): { sql: string; params: SqlValue[] } {
	const both = NAME_AND_EMAIL.exec(term);
	if (both) {
		return { sql: 'customer_name = ? AND customer_email = ?', params: [both[1], both[2]] };
	}
	const free = `customer_name LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\'`;
	const order = ORDER_NUMBER.exec(term);
	if (order) {
		return {
			sql: `order_number = ? OR subscriptions LIKE ? ESCAPE '\\' OR ${free}`,
			params: [
				Number(order[1]),
				likeAnywhere(`"number":${order[1]},`),
				likeAnywhere(term),
				likeAnywhere(term),
			],
		};
	}
	if (OBJECT_ID.test(term)) {
		return {
			sql: 'transaction_id = ? OR payment_intent_id = ? OR charge_id = ?',
			params: [term, term, term],
		};
	}
	return { sql: free, params: [likeAnywhere(term), likeAnywhere(term)] };
}

function conditions(q: TransactionsQuery): { where: string; params: SqlValue[] } {
	const c = new Conditions();
	if (q.currency) {
		c.require('currency = ?', q.currency);
	}
	if (q.depositId) {
		c.require('deposit_id = ?', q.depositId);
	}
	if (q.search.length > 0) {
		const clauses = q.search.map(searchClause);
		c.require(clauses.map((s) => `(${s.sql})`).join(' OR '), ...clauses.flatMap((s) => s.params));
	}
	c.dates('date', q.dates);
	c.isIsNot('type', q.typeIs, q.typeIsNot);
	c.in('type', q.typeIn);
	c.isIsNot('source_device', q.sourceDeviceIs, q.sourceDeviceIsNot);
	c.isIsNot('channel', q.channelIs, q.channelIsNot);
	c.isIsNot('customer_country', q.countryIs, q.countryIsNot);
	c.isIsNot('risk_level', q.riskIs, q.riskIsNot);
	c.isIsNot('customer_currency', q.customerCurrencyIs, q.customerCurrencyIsNot);
	c.isIsNot('source', q.sourceIs, q.sourceIsNot);
	if (q.loanId) {
		c.filter('loan_id = ?', q.loanId);
	}
	return c.build(q.match);
}

export function listTransactions(db: Db, q: TransactionsQuery): { data: Transaction[]; total_count: number } {
	const { where, params } = conditions(q);
	const total = (
		stmt(db, `SELECT COUNT(*) AS n FROM transactions ${where}`).get(...params) as { n: number }
	).n;
	const rows = stmt(
		db,
		`SELECT * FROM transactions ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(...params, q.pagesize, (q.page - 1) * q.pagesize) as TransactionRow[];
	return { data: rows.map(toTransaction), total_count: total };
}

/** Every matching row (export), in the list's order, with the payout's arrival date. */
export function allTransactions(
	db: Db,
	q: TransactionsQuery
): (Transaction & { deposit_date: number | null })[] {
	const { where, params } = conditions(q);
	const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
	const rows = stmt(
		db,
		`SELECT t.*, d.date AS deposit_date FROM (SELECT rowid AS rid, * FROM transactions ${where}) t
		LEFT JOIN deposits d ON d.id = t.deposit_id ORDER BY t.${SORT_COLUMNS[q.sort]} ${dir}, t.rid ${dir}`
	).all(...params) as (TransactionRow & { deposit_date: number | null })[];
	return rows.map((row) => ({ ...toTransaction(row), deposit_date: row.deposit_date }));
}

/**
 * Rowids of every matching transaction in the list's order: the snapshot a CSV export is written from, in
 * batches (domain/money-exports.ts). Only ids: the query stays short even over 100 000 rows.
 */
export function transactionExportIds(db: Db, q: TransactionsQuery): number[] {
	const { where, params } = conditions(q);
	return stmt(
		db,
		`SELECT rowid AS export_rowid FROM transactions ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)}`
	)
		.pluck(true)
		.all(...params) as number[];
}

export function transactionsSummary(db: Db, q: TransactionsQuery): TransactionsSummary {
	const { where, params } = conditions(q);
	return untilChanged(
		db,
		`transactions-summary ${where} ${JSON.stringify([params, q.currency ?? null], (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`,
		() => summaryOf(db, where, params, q.currency)
	);
}

/** The summary of the transactions matching `where`: counts and sums, and the store-wide filter lists. */
function summaryOf(
	db: Db,
	where: string,
	params: SqlValue[],
	qCurrency: string | undefined
): TransactionsSummary {
	const row = stmt(
		db,
		`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS total, COALESCE(SUM(fees), 0) AS fees,
			COALESCE(SUM(net), 0) AS net, MIN(currency) AS lo, MAX(currency) AS hi
		FROM transactions ${where}`
	).get(...params) as {
		count: number;
		total: number;
		fees: number;
		net: number;
		lo: string | null;
		hi: string | null;
	};
	const storeCurrencies = distinctValues(db, 'transactions', 'currency') as string[];
	let currency: string | null = null;
	if (qCurrency) {
		currency = qCurrency;
	} else if (row.lo !== null && row.lo === row.hi) {
		currency = row.lo;
	} else if (row.count === 0 && storeCurrencies.length === 1) {
		currency = storeCurrencies[0];
	}
	return {
		count: row.count,
		total: row.total,
		fees: row.fees,
		net: row.net,
		currency,
		store_currencies: storeCurrencies,
		customer_currencies: distinctValues(db, 'transactions', 'customer_currency') as string[],
		sources: distinctValues(db, 'transactions', 'source') as string[],
	};
}

export function getTransaction(db: Db, id: string): Transaction {
	const row = stmt(db, 'SELECT * FROM transactions WHERE transaction_id = ?').get(id) as
		TransactionRow | undefined;
	if (!row) {
		throw new WpError(404, 'wcpay_transaction_not_found', 'The transaction could not be found.');
	}
	return toTransaction(row);
}

/**
 * GET /transactions/search: up to 10 options for the search box: matching orders ("Order #1042" → "#1042"),
 * customers ("Name (email)"), then e-mail addresses.
 */
export function transactionSearchOptions(db: Db, term: string): SearchOption[] {
	const t = term.trim();
	if (t === '') {
		return [];
	}
	const options: SearchOption[] = [];
	const seen = new Set<string>();
	const add = (label: string, value: string) => {
		if (options.length < 10 && !seen.has(value)) {
			seen.add(value);
			options.push({ label, value });
		}
	};
	const digits = ORDER_NUMBER.exec(t);
	if (digits) {
		const orders = stmt(
			db,
			`SELECT DISTINCT order_number FROM transactions WHERE CAST(order_number AS TEXT) LIKE ? ESCAPE '\\'
			ORDER BY order_number DESC LIMIT 5`
		).all(`${digits[1]}%`) as { order_number: number }[];
		for (const o of orders) {
			add(`Order #${o.order_number}`, `#${o.order_number}`);
		}
	}
	const like = likeAnywhere(t);
	const customers = stmt(
		db,
		`SELECT customer_name, customer_email, MAX(date) AS last FROM transactions
		WHERE customer_name LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\'
		GROUP BY customer_name, customer_email ORDER BY last DESC LIMIT 10`
	).all(like, like) as { customer_name: string | null; customer_email: string | null }[];
	for (const c of customers) {
		if (c.customer_name && c.customer_email) {
			const both = `${c.customer_name} (${c.customer_email})`;
			add(both, both);
		}
	}
	for (const c of customers) {
		if (c.customer_email && c.customer_email.toLowerCase().includes(t.toLowerCase())) {
			add(c.customer_email, c.customer_email);
		}
	}
	return options;
}
