/**
 * Payouts: list, summary, one payout, the balance overview, instant payouts and the CSV export rows
 * (spec 001 §7.2, spec 002 §3.8, §4.7). Filters: see `readDepositsQuery`.
 */
import {
	DEPOSIT_STATUSES,
	DEPOSITS_SORTS,
	type Deposit,
	type DepositsOverviewAll,
	type DepositsSort,
	type DepositsSummary,
	type DepositStatus,
} from '../../src/data/deposits/types';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import type { MockState } from './state';
import { ParamReader, readPaging, readSort, type DateRange } from './money-params';
import { insertDeposit, toDeposit, type BalanceRow, type DepositRow } from './money-rows';
import { Conditions, distinctValues, orderBy, stmt } from './money-sql';

export interface DepositsQuery {
	match: 'all' | 'any';
	currency?: string;
	dates: { before?: number; after?: number; between?: DateRange };
	statusIs?: DepositStatus;
	statusIsNot?: DepositStatus;
	page: number;
	pagesize: number;
	sort: DepositsSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<DepositsSort, string> = {
	date: 'date',
	amount: 'amount',
	status: 'status',
	currency: 'currency',
};

/** Validates the list/summary/export parameters (every bad one in one `rest_invalid_param`). */
export function readDepositsQuery(r: ParamReader): DepositsQuery {
	const q: DepositsQuery = {
		match: r.oneOf('match', ['all', 'any'] as const) ?? 'all',
		currency: r.currency('store_currency_is'),
		dates: r.dateFilters(),
		statusIs: r.oneOf('status_is', DEPOSIT_STATUSES),
		statusIsNot: r.oneOf('status_is_not', DEPOSIT_STATUSES),
		...readPaging(r),
		...readSort(r, DEPOSITS_SORTS, { sort: 'date', direction: 'desc' }),
	};
	r.email('user_email');
	r.string('locale', 20);
	r.done();
	return q;
}

function conditions(q: DepositsQuery): { where: string; params: (string | number | null)[] } {
	const c = new Conditions();
	if (q.currency) {
		c.require('currency = ?', q.currency);
	}
	c.dates('date', q.dates);
	c.isIsNot('status', q.statusIs ?? undefined, q.statusIsNot ?? undefined);
	return c.build(q.match) as { where: string; params: (string | number | null)[] };
}

export function listDeposits(db: Db, q: DepositsQuery): { data: Deposit[]; total_count: number } {
	const { where, params } = conditions(q);
	const total = (stmt(db, `SELECT COUNT(*) AS n FROM deposits ${where}`).get(...params) as { n: number }).n;
	const rows = stmt(
		db,
		`SELECT * FROM deposits ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(...params, q.pagesize, (q.page - 1) * q.pagesize) as DepositRow[];
	return { data: rows.map(toDeposit), total_count: total };
}

/** Every matching payout (export), in the list's order. */
export function allDeposits(db: Db, q: DepositsQuery): Deposit[] {
	const { where, params } = conditions(q);
	return (
		stmt(db, `SELECT * FROM deposits ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)}`).all(
			...params
		) as DepositRow[]
	).map(toDeposit);
}

/**
 * Rowids of every matching payout in the list's order: the snapshot a CSV export is written from, in
 * batches (domain/money-exports.ts). Only ids: the query stays short even over 100 000 rows.
 */
export function depositExportIds(db: Db, q: DepositsQuery): number[] {
	const { where, params } = conditions(q);
	return stmt(
		db,
		`SELECT rowid AS export_rowid FROM deposits ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)}`
	)
		.pluck(true)
		.all(...params) as number[];
}

export function depositsSummary(db: Db, q: DepositsQuery): DepositsSummary {
	const { where, params } = conditions(q);
	const row = stmt(
		db,
		`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS total, MIN(currency) AS lo, MAX(currency) AS hi
		FROM deposits ${where}`
	).get(...params) as { count: number; total: number; lo: string | null; hi: string | null };
	const storeCurrencies = distinctValues(db, 'deposits', 'currency') as string[];
	let currency: string | null = null;
	if (q.currency) {
		currency = q.currency;
	} else if (row.lo !== null && row.lo === row.hi) {
		currency = row.lo;
	} else if (row.count === 0 && storeCurrencies.length === 1) {
		currency = storeCurrencies[0];
	}
	return { count: row.count, total: row.total, currency, store_currencies: storeCurrencies };
}

export function getDeposit(db: Db, id: string): Deposit {
	const row = stmt(db, 'SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
	if (!row) {
		throw new WpError(404, 'wcpay_deposit_not_found', 'The deposit you are looking for cannot be found.');
	}
	return toDeposit(row);
}

function balances(db: Db): BalanceRow[] {
	return stmt(db, 'SELECT * FROM balances ORDER BY position, currency').all() as BalanceRow[];
}

function instantFor(b: BalanceRow) {
	const amount = Math.max(0, b.instant_available);
	const fee = Math.round((amount * b.instant_fee_percentage) / 100);
	return { amount, fee, net: amount - fee, fee_percentage: b.instant_fee_percentage, currency: b.currency };
}

/** GET /deposits/overview-all: balances per currency, latest and next payouts, the payout account. */
export function depositsOverviewAll(db: Db, state: MockState): DepositsOverviewAll {
	const account = state.account();
	const settings = state.settings();
	const defaultCurrency = account?.defaultCurrency ?? state.site().currency.toLowerCase();
	let rows = balances(db);
	if (rows.length === 0) {
		rows = [
			{
				currency: defaultCurrency,
				available: 0,
				pending: 0,
				instant_available: 0,
				instant_fee_percentage: 1.5,
				instant_enabled: 0,
				position: 0,
			},
		];
	}
	const currencies = rows.map((b) => b.currency);
	const latest = (status: DepositStatus[], currency: string, direction: 'asc' | 'desc') =>
		stmt(
			db,
			`SELECT * FROM deposits WHERE currency = ? AND status IN (${status.map(() => '?').join(', ')})
			${orderBy('date', direction)} LIMIT 1`
		).get(currency, ...status) as DepositRow | undefined;
	const lastPaid: Deposit[] = [];
	const nextScheduled: Deposit[] = [];
	const externalAccounts: DepositsOverviewAll['account']['default_external_accounts'] = [];
	for (const currency of currencies) {
		const paid = latest(['paid'], currency, 'desc');
		if (paid) {
			lastPaid.push(toDeposit(paid));
		}
		const next = latest(['pending'], currency, 'asc') ?? latest(['in_transit'], currency, 'asc');
		if (next) {
			nextScheduled.push(toDeposit(next));
		}
		const settled = latest(['paid', 'in_transit', 'failed', 'canceled'], currency, 'desc');
		externalAccounts.push({ currency, status: settled?.status === 'failed' ? 'errored' : 'validated' });
	}
	const since = Date.now() - 86_400_000;
	const manual = (
		stmt(
			db,
			`SELECT * FROM deposits WHERE automatic = 0 AND created >= ? ${orderBy('created', 'desc')}`
		).all(since) as DepositRow[]
	).map(toDeposit);
	const instant = rows.filter((b) => b.instant_enabled === 1).map(instantFor);
	return {
		deposit: { last_paid: lastPaid, next_scheduled: nextScheduled, last_manual_deposits: manual },
		balance: {
			available: rows.map((b) => ({ amount: b.available, currency: b.currency })),
			pending: rows.map((b) => ({ amount: b.pending, currency: b.currency })),
			instant,
		},
		currencies: rows.map((b) => ({
			currency: b.currency,
			available: { amount: b.available },
			pending: { amount: b.pending },
			instant: b.instant_enabled === 1 ? instantFor(b) : null,
		})),
		account: {
			deposits_enabled: account?.deposits.status === 'enabled',
			deposits_blocked:
				!account ||
				account.deposits.restrictions === 'deposits_blocked' ||
				account.deposits.status === 'blocked',
			deposits_schedule: {
				interval: settings.deposit_schedule_interval,
				delay_days: settings.deposit_delay_days,
				weekly_anchor: settings.deposit_schedule_weekly_anchor,
				monthly_anchor: settings.deposit_schedule_monthly_anchor,
			},
			default_currency: defaultCurrency,
			default_external_accounts: externalAccounts,
		},
	};
}

/**
 * POST /deposits `{ type: 'instant', currency }`: pays the instant balance of the currency out now (minus
 * the instant fee), taking it from the available balance. 400 when nothing is available.
 */
export function createInstantDeposit(
	db: Db,
	state: MockState,
	currency: string,
	newId: () => string
): Deposit {
	const account = state.account();
	if (
		!account ||
		account.deposits.restrictions === 'deposits_blocked' ||
		account.deposits.status === 'blocked'
	) {
		throw new WpError(400, 'wcpay_instant_deposit_unavailable', 'Payouts are blocked for this account.');
	}
	return db.transaction(() => {
		const balance = stmt(db, 'SELECT * FROM balances WHERE currency = ?').get(currency) as
			BalanceRow | undefined;
		if (!balance || balance.instant_enabled !== 1) {
			throw new WpError(
				400,
				'wcpay_instant_deposit_unavailable',
				`Instant payouts are not available in ${currency.toUpperCase()}.`
			);
		}
		const instant = instantFor(balance);
		if (instant.amount <= 0 || instant.net <= 0) {
			throw new WpError(
				400,
				'wcpay_instant_deposit_empty',
				'There is no balance available for an instant payout.'
			);
		}
		const now = Date.now();
		const row: DepositRow = {
			id: newId(),
			date: now + 30 * 60_000,
			created: now,
			type: 'deposit',
			amount: instant.net,
			fee: instant.fee,
			fee_percentage: instant.fee_percentage,
			currency,
			status: 'in_transit',
			automatic: 0,
			method: 'instant',
			bank_account:
				(
					stmt(
						db,
						'SELECT bank_account FROM deposits WHERE currency = ? AND bank_account IS NOT NULL LIMIT 1'
					).get(currency) as { bank_account: string } | undefined
				)?.bank_account ?? null,
			bank_reference_key: null,
			failure_code: null,
			failure_message: null,
			transaction_count: 0,
		};
		insertDeposit(db, row);
		stmt(
			db,
			'UPDATE balances SET available = available - ?, instant_available = 0 WHERE currency = ?'
		).run(instant.amount, currency);
		return toDeposit(row);
	})();
}
