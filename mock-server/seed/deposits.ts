/**
 * Payouts of an established store: a daily automatic payout per currency of the funds that became
 * available that day (the transactions get its `deposit_id`), one failed (with a failure code), one
 * canceled, one instant, one withdrawal; the latest ones pending and in transit. Then the balances: funds
 * available today (not paid out yet) and funds still pending. Runs after the transactions and disputes.
 *
 * Deterministic: draws from `ctx.rng.fork('deposits')`.
 */
import type { DepositStatus } from '../../src/data/deposits/types';
import type { Db } from '../db/types';
import { insertDeposit, upsertBalance, type DepositRow, type TransactionRow } from '../domain/money-rows';
import { dayStart, stmt, utcDay } from '../domain/money-sql';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';
import type { Rng } from './prng';

/** Instant payouts: fee in percent of the amount (spec 002 §9: given by the server). */
export const INSTANT_FEE_PERCENTAGE = 1.5;

/** Order of the currencies in the balance overview (store currency first). */
const CURRENCY_ORDER = ['usd', 'eur', 'gbp'];

export const BANK_ACCOUNTS: Readonly<Record<string, string>> = {
	usd: 'STRIPE TEST BANK •••• 6789 (USD)',
	eur: 'DEUTSCHE BANK •••• 3000 (EUR)',
	gbp: 'BARCLAYS •••• 2345 (GBP)',
};

export function bankAccount(currency: string): string {
	return BANK_ACCOUNTS[currency] ?? `BANK •••• 0000 (${currency.toUpperCase()})`;
}

interface Group {
	currency: string;
	/** The last availability day of the group's funds. */
	day: string;
	rows: { transaction_id: string; net: number }[];
	amount: number;
}

/**
 * Groups transactions into daily payouts per currency, in availability order. A day whose funds do not
 * add up to a positive amount is carried into the next day's payout (a payout is never negative).
 */
export function groupIntoPayouts(
	rows: readonly Pick<TransactionRow, 'transaction_id' | 'currency' | 'net' | 'available_on'>[]
): Group[] {
	const byCurrency = new Map<string, Map<string, Group['rows']>>();
	for (const row of rows) {
		let days = byCurrency.get(row.currency);
		if (!days) {
			days = new Map();
			byCurrency.set(row.currency, days);
		}
		let list = days.get(row.available_on);
		if (!list) {
			list = [];
			days.set(row.available_on, list);
		}
		list.push({ transaction_id: row.transaction_id, net: row.net });
	}
	const groups: Group[] = [];
	for (const currency of [...byCurrency.keys()].sort()) {
		const days = byCurrency.get(currency)!;
		let carry: Group['rows'] = [];
		let carryAmount = 0;
		for (const day of [...days.keys()].sort()) {
			const list = days.get(day)!;
			carry = carry.concat(list);
			carryAmount += list.reduce((sum, r) => sum + r.net, 0);
			if (carryAmount > 0) {
				groups.push({ currency, day, rows: carry, amount: carryAmount });
				carry = [];
				carryAmount = 0;
			}
		}
	}
	return groups.sort((a, b) =>
		a.day === b.day ? a.currency.localeCompare(b.currency) : a.day.localeCompare(b.day)
	);
}

const cutoffs = new WeakMap<readonly unknown[], Map<string, string>>();

/**
 * The first availability day of a currency's funds that stay in the balance (not paid out yet): today,
 * or earlier days too until they add up to a positive available balance.
 */
function availableFrom(
	rows: readonly Pick<TransactionRow, 'currency' | 'net' | 'available_on'>[],
	currency: string,
	today: string
): string {
	let byCurrency = cutoffs.get(rows);
	if (!byCurrency) {
		byCurrency = new Map();
		cutoffs.set(rows, byCurrency);
	}
	const known = byCurrency.get(currency);
	if (known) {
		return known;
	}
	const sums = new Map<string, number>();
	for (const r of rows) {
		if (r.currency === currency && r.available_on <= today) {
			sums.set(r.available_on, (sums.get(r.available_on) ?? 0) + r.net);
		}
	}
	let cutoff = today;
	let total = sums.get(today) ?? 0;
	for (const day of [...sums.keys()]
		.filter((d) => d < today)
		.sort()
		.reverse()) {
		if (total > 0) {
			break;
		}
		cutoff = day;
		total += sums.get(day) ?? 0;
	}
	byCurrency.set(currency, cutoff);
	return cutoff;
}

function bankReference(rng: Rng): string {
	return `WCP${rng.int(100_000_000, 999_999_999)}`;
}

/** A daily automatic payout of a group of funds. */
function automaticPayout(rng: Rng, group: Group, status: DepositStatus): DepositRow {
	const available = dayStart(group.day);
	return {
		id: rng.id('po_', 24),
		date: available + 2 * DAY_MS,
		created: available + 2 * 3_600_000,
		type: 'deposit',
		amount: group.amount,
		fee: 0,
		fee_percentage: 0,
		currency: group.currency,
		status,
		automatic: 1,
		method: 'standard',
		bank_account: bankAccount(group.currency),
		bank_reference_key:
			status === 'paid' || status === 'in_transit'
				? rng.chance(0.9)
					? bankReference(rng)
					: null
				: null,
		failure_code: null,
		failure_message: null,
		transaction_count: group.rows.length,
	};
}

function assign(db: Db, deposit: DepositRow, group: Group): void {
	const update = stmt(
		db,
		'UPDATE transactions SET deposit_id = ?, deposit_status = ? WHERE transaction_id = ?'
	);
	for (const row of group.rows) {
		update.run(deposit.id, deposit.status, row.transaction_id);
	}
}

/** The group of `currency` whose day is closest to `daysAgo` days before today. */
function closest(
	groups: readonly Group[],
	currency: string,
	today: number,
	daysAgo: number
): Group | undefined {
	const target = today - daysAgo * DAY_MS;
	let best: Group | undefined;
	for (const g of groups) {
		if (g.currency !== currency) {
			continue;
		}
		if (!best || Math.abs(dayStart(g.day) - target) < Math.abs(dayStart(best.day) - target)) {
			best = g;
		}
	}
	return best;
}

export function seedDeposits(ctx: ScenarioContext): void {
	const { db } = ctx;
	const rng = ctx.rng.fork('deposits');
	const now = ctx.now.getTime();
	const todayMs = dayStart(utcDay(now));
	const today = utcDay(now);
	const yesterday = utcDay(todayMs - DAY_MS);
	const twoDaysAgo = utcDay(todayMs - 2 * DAY_MS);

	const rows = db
		.prepare(
			'SELECT transaction_id, currency, net, available_on FROM transactions WHERE deposit_id IS NULL ORDER BY date, rowid'
		)
		.all() as Pick<TransactionRow, 'transaction_id' | 'currency' | 'net' | 'available_on'>[];

	const groups = groupIntoPayouts(
		rows.filter((r) => r.available_on < availableFrom(rows, r.currency, today))
	);
	const failed = closest(groups, 'usd', todayMs, 40);
	const canceled = closest(groups, 'eur', todayMs, 25);
	// The store currency always has a payout on its way: its latest pending, the one before in transit.
	const usd = groups.filter((g) => g.currency === 'usd');
	const latestUsd = usd[usd.length - 1];
	const previousUsd = usd[usd.length - 2];
	for (const group of groups) {
		let status: DepositStatus = 'paid';
		if (group === latestUsd || group.day >= yesterday) {
			status = 'pending';
		} else if (group === previousUsd || group.day === twoDaysAgo) {
			status = 'in_transit';
		}
		if (group === failed) {
			status = 'failed';
		} else if (group === canceled) {
			status = 'canceled';
		}
		const deposit = automaticPayout(rng, group, status);
		// Payouts on their way arrive today (in transit) or later (pending).
		if (status === 'pending') {
			deposit.date = Math.max(deposit.date, todayMs + DAY_MS);
		} else if (status === 'in_transit') {
			deposit.date = Math.max(deposit.date, todayMs);
		}
		if (status === 'failed') {
			deposit.failure_code = 'account_closed';
			deposit.failure_message = 'The bank account has been closed.';
		}
		insertDeposit(db, deposit);
		assign(db, deposit, group);
	}

	// One instant payout twelve days ago, and one withdrawal a month ago.
	const instantCreated = todayMs - 12 * DAY_MS + 14 * 3_600_000;
	const gross = rng.int(20_000, 80_000);
	const fee = Math.round((gross * INSTANT_FEE_PERCENTAGE) / 100);
	insertDeposit(db, {
		id: rng.id('po_', 24),
		date: instantCreated + 30 * 60_000,
		created: instantCreated,
		type: 'deposit',
		amount: gross - fee,
		fee,
		fee_percentage: INSTANT_FEE_PERCENTAGE,
		currency: 'usd',
		status: 'paid',
		automatic: 0,
		method: 'instant',
		bank_account: bankAccount('usd'),
		bank_reference_key: bankReference(rng),
		failure_code: null,
		failure_message: null,
		transaction_count: 0,
	});
	const withdrawalCreated = todayMs - 30 * DAY_MS + 10 * 3_600_000;
	insertDeposit(db, {
		id: rng.id('wd_', 24),
		date: withdrawalCreated + 2 * DAY_MS,
		created: withdrawalCreated,
		type: 'withdrawal',
		amount: -rng.int(10_000, 40_000),
		fee: 0,
		fee_percentage: 0,
		currency: 'usd',
		status: 'paid',
		automatic: 0,
		method: 'standard',
		bank_account: bankAccount('usd'),
		bank_reference_key: bankReference(rng),
		failure_code: null,
		failure_message: null,
		transaction_count: 0,
	});

	writeBalances(db, today);
}

/** Balances from the funds not paid out: available (available today or earlier) and pending (later). */
export function writeBalances(db: Db, today: string): void {
	const sums = db
		.prepare(
			`SELECT currency,
				SUM(CASE WHEN available_on <= ? THEN net ELSE 0 END) AS available,
				SUM(CASE WHEN available_on > ? THEN net ELSE 0 END) AS pending
			FROM transactions WHERE deposit_id IS NULL GROUP BY currency`
		)
		.all(today, today) as { currency: string; available: number; pending: number }[];
	const payoutCurrencies = db.prepare('SELECT DISTINCT currency FROM deposits ORDER BY currency').all() as {
		currency: string;
	}[];
	const currencies = new Set([
		'usd',
		...payoutCurrencies.map((d) => d.currency),
		...sums.map((s) => s.currency),
	]);
	for (const currency of currencies) {
		const s = sums.find((x) => x.currency === currency) ?? { available: 0, pending: 0 };
		const position = CURRENCY_ORDER.indexOf(currency);
		upsertBalance(db, {
			currency,
			available: s.available,
			pending: s.pending,
			instant_available: currency === 'usd' ? Math.max(0, s.available) : 0,
			instant_fee_percentage: INSTANT_FEE_PERCENTAGE,
			instant_enabled: currency === 'usd' ? 1 : 0,
			position: position === -1 ? 99 : position,
		});
	}
}
