/**
 * `large`: `established` plus 100 000 older transactions (the two years before its 90 days), each paid out
 * by a daily automatic payout per currency. Generated inside SQLite with one INSERT … SELECT over a
 * recursive sequence: every "random" value is an integer hash of the row number and a salt drawn from
 * `ctx.rng.fork('large')`, so the rows are deterministic, and 100 000 of them take well under a second
 * (generating them in JavaScript and binding 29 parameters per row took four). The transactions' indexes are
 * dropped during the insert and rebuilt after it.
 */
import type { Db } from '../db/types';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';
import { bankAccount } from './deposits';
import {
	AVAILABILITY_DELAY_DAYS,
	HOSTILE_CUSTOMERS,
	ORDER_BASE,
	USD_RATES,
	buildCustomers,
	customerUrl,
	minorDigits,
} from './transactions';
import { withoutTransactionIndexes } from '../domain/money-rows';

export const LARGE_TRANSACTIONS = 100_000;

const P = 2_147_483_647;

/** SQL of a hash of `x` (an integer SQL expression) and a constant `k`: an integer in [0, 2^31 − 1). */
function hash(x: string, k: number, salt: number): string {
	// A product of two affine terms (mod the prime P) then a Lehmer step: not affine in x, so the hashes of
	// different k are not correlated. Every intermediate product stays below 2^62 (no float overflow).
	const b = (k * 7919 + salt) % P;
	const d = (k * 104_729 + salt * 31) % P;
	return `((((((${x}) * 2654435 + ${b}) % ${P}) * (((${x}) * 40503 + ${d}) % ${P})) % ${P}) * 48271 % ${P})`;
}

const CARD_BRANDS_SQL = `CASE
	WHEN r5 % 100 < 45 THEN 'visa' WHEN r5 % 100 < 75 THEN 'mastercard' WHEN r5 % 100 < 87 THEN 'amex'
	WHEN r5 % 100 < 93 THEN 'discover' WHEN r5 % 100 < 96 THEN 'jcb' WHEN r5 % 100 < 98 THEN 'diners'
	ELSE 'unionpay' END`;

const OTHER_METHODS_SQL = `CASE r5 % 6
	WHEN 0 THEN 'klarna' WHEN 1 THEN 'affirm' WHEN 2 THEN 'afterpay_clearpay' WHEN 3 THEN 'link'
	WHEN 4 THEN 'ideal' ELSE 'sepa_debit' END`;

function rateSql(column: string): string {
	return `CASE ${column} WHEN 'eur' THEN ${USD_RATES.eur} WHEN 'gbp' THEN ${USD_RATES.gbp} ELSE 1.0 END`;
}

export function seedLarge(ctx: ScenarioContext): void {
	const { db } = ctx;
	const salt = ctx.rng.fork('large').int(1, 1_000_000_000);
	const now = ctx.now.getTime();
	const to = now - 92 * DAY_MS;
	const from = to - 730 * DAY_MS;
	const step = Math.floor((to - from) / LARGE_TRANSACTIONS);
	const customers = [...buildCustomers(ctx.rng), ...HOSTILE_CUSTOMERS];

	db.exec(`CREATE TEMP TABLE large_customers (
		k INTEGER PRIMARY KEY, name TEXT, email TEXT, country TEXT, currency TEXT, customer_url TEXT, rate REAL, digits INTEGER
	)`);
	const addCustomer = db.prepare('INSERT INTO temp.large_customers VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
	customers.forEach((c, k) =>
		addCustomer.run(
			k,
			c.name,
			c.email,
			c.country,
			c.currency,
			customerUrl(c),
			USD_RATES[c.currency],
			minorDigits(c.currency)
		)
	);
	const lastId = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM transactions').get() as { id: number })
		.id;

	const r = (k: number) => hash('n', k, salt);
	const day = `(CAST(date / ${DAY_MS} AS INTEGER) + ${AVAILABILITY_DELAY_DAYS})`;
	// A payout's id hashes its day counted back from now (not the calendar day), so that seeding on another
	// day gives the same ids. Every row is more than 92 days old: the count is positive.
	const daysBeforeNow = `(${Math.floor(now / DAY_MS)} - ${day})`;
	const depositKey = `(${daysBeforeNow} * 4 + CASE cur WHEN 'usd' THEN 1 WHEN 'eur' THEN 2 ELSE 3 END)`;
	const sql = `
		WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${LARGE_TRANSACTIONS}),
		r AS MATERIALIZED (
			SELECT n, ${Array.from({ length: 15 }, (_, i) => `${r(i + 1)} AS r${i + 1}`).join(', ')} FROM seq
		),
		o AS (
			SELECT r.*, ${from} + (n - 1) * ${step} + r1 % ${step} AS date,
				c.name, c.email, c.country, c.currency AS ccur, c.customer_url, c.rate AS crate, c.digits AS cdig,
				CASE WHEN r3 % 100 < 80 THEN 'online' WHEN r3 % 100 < 95 THEN 'in_person' ELSE 'in_person_pos' END AS channel,
				(r9 % 100 < 7) AS is_refund
			FROM r JOIN temp.large_customers c ON c.k = r.r2 % ${customers.length}
		),
		p AS (
			SELECT o.*, (channel != 'online' OR r4 % 100 < 78) AS is_card,
				CASE WHEN ccur = 'eur' AND r6 % 2 = 0 THEN 'eur' WHEN ccur = 'gbp' AND r6 % 10 < 6 THEN 'gbp' ELSE 'usd' END AS cur,
				CASE WHEN r7 % 100 < 40 THEN 500 + r8 % 2500 WHEN r7 % 100 < 80 THEN 3001 + r8 % 9000
					WHEN r7 % 100 < 97 THEN 12001 + r8 % 48000 ELSE 60001 + r8 % 190000 END AS usd
			FROM o
		),
		q AS (
			SELECT p.*, CAST(ROUND(usd / ${rateSql('cur')}) AS INTEGER) AS gross, ${rateSql('cur')} AS srate FROM p
		),
		t AS (
			SELECT q.*,
				CASE WHEN is_refund THEN -CAST(MIN(gross, 20000) / 2 AS INTEGER) ELSE gross END AS amount,
				CASE WHEN is_refund THEN 0
					WHEN channel != 'online' THEN CAST(ROUND(gross * 0.026) AS INTEGER) + 10
					WHEN is_card THEN CAST(ROUND(gross * 0.029) AS INTEGER) + 30
					ELSE CAST(ROUND(gross * 0.0599) AS INTEGER) + 30 END
				+ CASE WHEN is_refund OR ccur = cur THEN 0 ELSE CAST(ROUND(gross * 0.01) AS INTEGER) END AS fees
			FROM q
		)
		INSERT INTO transactions (
			transaction_id, type, date, payment_intent_id, charge_id, channel, source_device, source,
			source_identifier, order_number, order_url, customer_url, subscriptions, fraud_meta_box_type,
			customer_name, customer_email, customer_country, customer_currency, customer_amount, currency,
			amount, fees, net, risk_level, deposit_id, available_on, deposit_status, loan_id, charge_type
		)
		SELECT
			'txn_' || printf('%08X%08X%08X', r10, r11, r12),
			CASE WHEN is_refund THEN (CASE WHEN is_card THEN 'refund' ELSE 'payment_refund' END)
				ELSE (CASE WHEN is_card THEN 'charge' ELSE 'payment' END) END,
			date,
			'pi_' || printf('%08X%08X%08X', r11, r13, r10),
			(CASE WHEN is_card THEN 'ch_' ELSE 'py_' END) || printf('%08X%08X%08X', r12, r10, r13),
			channel,
			CASE WHEN channel = 'online' THEN NULL WHEN r5 % 2 = 0 THEN 'ios' ELSE 'android' END,
			CASE WHEN is_card THEN ${CARD_BRANDS_SQL} ELSE ${OTHER_METHODS_SQL} END,
			printf('%04d', r14 % 10000),
			${ORDER_BASE - LARGE_TRANSACTIONS - 1} + n,
			'/wp-admin/post.php?post=' || (${ORDER_BASE - LARGE_TRANSACTIONS - 1} + n) || '&action=edit',
			customer_url,
			CASE WHEN channel = 'online' AND is_card AND NOT is_refund AND n % 10 = 0
				THEN json_array(json_object('number', 40000 + n / 10, 'url', '/wp-admin/post.php?post=' || (40000 + n / 10) || '&action=edit'))
				ELSE NULL END,
			CASE WHEN channel != 'online' THEN 'terminal_payment' WHEN is_card THEN 'allow' ELSE 'not_card' END,
			name, email, country, ccur,
			CAST(ROUND(amount * srate / crate * (CASE WHEN cdig = 0 THEN 0.01 ELSE 1 END)) AS INTEGER),
			cur, amount, fees, amount - fees,
			CASE WHEN channel != 'online' THEN 0
				WHEN is_card THEN (CASE WHEN r15 % 100 < 85 THEN 0 WHEN r15 % 100 < 97 THEN 1 ELSE 2 END)
				WHEN r15 % 2 = 0 THEN 0 ELSE NULL END,
			'po_' || printf('%08X%08X%08X', ${hash(depositKey, 21, salt)}, ${hash(depositKey, 22, salt)}, ${hash(depositKey, 23, salt)}),
			date(date / 1000 + ${AVAILABILITY_DELAY_DAYS * 86_400}, 'unixepoch'),
			'paid', NULL, NULL
		FROM t`;

	withoutTransactionIndexes(db, () => {
		db.exec(sql);
	});
	carryNegativeDays(db, lastId);
	insertLargePayouts(db, lastId, salt);
	db.exec('DROP TABLE temp.large_customers');
}

/**
 * A day whose funds do not add up to a positive amount is not paid out on its own: its rows join the next
 * day's payout of the same currency (as in seed/deposits.ts), until every payout is positive.
 */
function carryNegativeDays(db: Db, lastId: number): void {
	const negatives = db.prepare(
		`SELECT deposit_id, currency, MAX(available_on) AS day FROM transactions WHERE id > ?
		GROUP BY deposit_id HAVING SUM(net) <= 0 ORDER BY day`
	);
	const next = db.prepare(
		`SELECT deposit_id FROM transactions WHERE id > ? AND currency = ? AND available_on > ?
		ORDER BY available_on, id LIMIT 1`
	);
	const move = db.prepare('UPDATE transactions SET deposit_id = ? WHERE deposit_id = ?');
	for (let round = 0; round < 20; round++) {
		const rows = negatives.all(lastId) as { deposit_id: string; currency: string; day: string }[];
		if (rows.length === 0) {
			return;
		}
		for (const row of rows) {
			const target = next.get(lastId, row.currency, row.day) as { deposit_id: string } | undefined;
			if (target) {
				move.run(target.deposit_id, row.deposit_id);
			}
		}
	}
}

/** One paid automatic payout per (currency, day) of the new rows: the sum of their net amounts. */
function insertLargePayouts(db: Db, lastId: number, salt: number): void {
	const since = `CAST(strftime('%s', MAX(available_on)) AS INTEGER) * 1000`;
	db.prepare(
		`INSERT INTO deposits (id, date, created, type, amount, fee, fee_percentage, currency, status, automatic, method,
			bank_account, bank_reference_key, failure_code, failure_message, transaction_count)
		SELECT deposit_id, ${since} + 2 * ${DAY_MS}, ${since} + 2 * 3600000, 'deposit', SUM(net), 0, 0, currency, 'paid',
			1, 'standard',
			CASE currency WHEN 'usd' THEN @usd WHEN 'eur' THEN @eur ELSE @gbp END,
			'WCP' || (100000000 + ${hash('MIN(id)', 31, salt)} % 900000000),
			NULL, NULL, COUNT(*)
		FROM transactions WHERE id > @lastId GROUP BY deposit_id ORDER BY MIN(id)`
	).run({ usd: bankAccount('usd'), eur: bankAccount('eur'), gbp: bankAccount('gbp'), lastId });
}
