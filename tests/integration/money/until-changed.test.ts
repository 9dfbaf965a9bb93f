/** @jest-environment node */
/**
 * Results kept until the database changes (mock-server/domain/money-sql.ts `untilChanged`): the transactions
 * summary over 100 000 rows is computed once per state of the data, and any INSERT, UPDATE or DELETE — in
 * any table, a reset's included — drops what was kept.
 */
import Database from 'better-sqlite3';

import { untilChanged } from '../../../mock-server/domain/money-sql';

function db() {
	const d = new Database(':memory:');
	d.exec('CREATE TABLE t (a INTEGER); CREATE TABLE other (b TEXT); INSERT INTO t VALUES (1), (2), (3);');
	return d;
}

describe('untilChanged', () => {
	it('computes once while nothing changes, per key', () => {
		const d = db();
		const sum = jest.fn(() => (d.prepare('SELECT SUM(a) AS s FROM t').get() as { s: number }).s);
		expect(untilChanged(d, 'sum', sum)).toBe(6);
		expect(untilChanged(d, 'sum', sum)).toBe(6);
		expect(sum).toHaveBeenCalledTimes(1);
		const count = jest.fn(() => 3);
		expect(untilChanged(d, 'count', count)).toBe(3);
		expect(count).toHaveBeenCalledTimes(1);
		expect(sum).toHaveBeenCalledTimes(1);
	});

	it.each([
		['an insert', 'INSERT INTO t VALUES (4)', 10],
		['an update', 'UPDATE t SET a = a * 2', 12],
		['a delete', 'DELETE FROM t WHERE a = 3', 3],
		['a whole-table delete and new rows (a reset)', 'DELETE FROM t; INSERT INTO t VALUES (7)', 7],
		['a change in another table', "INSERT INTO other VALUES ('x')", 6],
	])('computes again after %s', (_what, sql, expected) => {
		const d = db();
		const sum = jest.fn(() => (d.prepare('SELECT SUM(a) AS s FROM t').get() as { s: number }).s);
		expect(untilChanged(d, 'sum', sum)).toBe(6);
		d.exec(sql);
		expect(untilChanged(d, 'sum', sum)).toBe(expected);
		expect(sum).toHaveBeenCalledTimes(2);
	});

	it('keeps each database apart', () => {
		const a = db();
		const b = db();
		b.exec('INSERT INTO t VALUES (10)');
		const sumOf = (d: Database.Database) => () =>
			(d.prepare('SELECT SUM(a) AS s FROM t').get() as { s: number }).s;
		expect(untilChanged(a, 'sum', sumOf(a))).toBe(6);
		expect(untilChanged(b, 'sum', sumOf(b))).toBe(16);
	});
});
