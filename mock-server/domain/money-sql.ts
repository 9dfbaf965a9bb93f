/**
 * SQL building for the money lists: conditions are written against whitelisted column names only, every
 * value is a bound parameter, and statements are prepared once per database and SQL text.
 */
import type Database from 'better-sqlite3';
import type { Db } from '../db/types';
import type { DateRange } from './money-params';

export type SqlValue = string | number | bigint | null;

interface Clause {
	sql: string;
	params: SqlValue[];
}

/**
 * WHERE clauses of a list: `filter()` adds an advanced filter, combined with the others by the match mode
 * (all → AND, any → OR); `require()` adds a condition that always applies (currency tab, payout id, search).
 */
export class Conditions {
	private readonly filters: Clause[] = [];
	private readonly required: Clause[] = [];

	filter(sql: string, ...params: SqlValue[]): this {
		this.filters.push({ sql, params });
		return this;
	}

	require(sql: string, ...params: SqlValue[]): this {
		this.required.push({ sql, params });
		return this;
	}

	/** The advanced date filters on `column` (milliseconds). */
	dates(column: string, dates: { before?: number; after?: number; between?: DateRange }): this {
		if (dates.before !== undefined) {
			this.filter(`${column} <= ?`, dates.before);
		}
		if (dates.after !== undefined) {
			this.filter(`${column} >= ?`, dates.after);
		}
		if (dates.between) {
			this.filter(`${column} BETWEEN ? AND ?`, dates.between.from ?? 0, dates.between.to ?? 0);
		}
		return this;
	}

	/** `column = value` / `column != value` (NULL counts as "not value") when the value is given. */
	isIsNot(column: string, is: SqlValue | undefined, isNot: SqlValue | undefined): this {
		if (is !== undefined) {
			this.filter(`${column} = ?`, is);
		}
		if (isNot !== undefined) {
			this.filter(`(${column} IS NULL OR ${column} != ?)`, isNot);
		}
		return this;
	}

	/** `column IN (…)` when values are given. */
	in(column: string, values: readonly SqlValue[] | undefined, required = false): this {
		if (values && values.length > 0) {
			const sql = `${column} IN (${values.map(() => '?').join(', ')})`;
			if (required) {
				this.require(sql, ...values);
			} else {
				this.filter(sql, ...values);
			}
		}
		return this;
	}

	build(match: 'all' | 'any' = 'all'): { where: string; params: SqlValue[] } {
		const parts: string[] = [];
		const params: SqlValue[] = [];
		for (const c of this.required) {
			parts.push(`(${c.sql})`);
			params.push(...c.params);
		}
		if (this.filters.length > 0) {
			const joiner = match === 'any' ? ' OR ' : ' AND ';
			parts.push(`(${this.filters.map((c) => `(${c.sql})`).join(joiner)})`);
			for (const c of this.filters) {
				params.push(...c.params);
			}
		}
		return { where: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
	}
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, cached per database and SQL text. */
export function stmt(db: Db, sql: string): Database.Statement {
	let cache = statements.get(db);
	if (!cache) {
		cache = new Map();
		statements.set(db, cache);
	}
	let s = cache.get(sql);
	if (!s) {
		s = db.prepare(sql);
		if (cache.size > 500) {
			cache.clear();
		}
		cache.set(sql, s);
	}
	return s;
}

/** A LIKE pattern matching `term` anywhere, with its own % _ and \ escaped (use with ESCAPE '\'). */
export function likeAnywhere(term: string): string {
	return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An ORDER BY clause from a whitelisted column, with the rowid as a stable tie-breaker. */
export function orderBy(column: string, direction: 'asc' | 'desc', tieBreaker = 'rowid'): string {
	const dir = direction === 'asc' ? 'ASC' : 'DESC';
	return `ORDER BY ${column} ${dir}, ${tieBreaker} ${dir}`;
}

/** Milliseconds → "YYYY-MM-DD HH:MM:SS" (UTC). */
export function utc(ms: number): string {
	return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Milliseconds → "YYYY-MM-DD" (UTC). */
export function utcDay(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" → milliseconds at 00:00 UTC. */
export function dayStart(day: string): number {
	return Date.parse(`${day}T00:00:00Z`);
}

/** The sort column names of the API mapped to table columns (only whitelisted names reach SQL). */
export function sortColumn<S extends string>(sort: S, map: Readonly<Record<S, string>>): string {
	return map[sort];
}

/**
 * The distinct non-null values of an indexed column, sorted, by a "loose index scan" (one index seek per
 * value): fast on 100 000 rows where SELECT DISTINCT would read the whole index. Code passes constant,
 * whitelisted table and column names only.
 */
export function distinctValues(db: Db, table: string, column: string): (string | number)[] {
	const rows = stmt(
		db,
		`WITH RECURSIVE v(x) AS (
			SELECT MIN(${column}) FROM ${table}
			UNION ALL
			SELECT (SELECT MIN(${column}) FROM ${table} WHERE ${column} > v.x) FROM v WHERE v.x IS NOT NULL
		) SELECT x FROM v WHERE x IS NOT NULL`
	).all() as { x: string | number }[];
	return rows.map((r) => r.x);
}

const unchanged = new WeakMap<Db, { changes: number; values: Map<string, unknown> }>();

/**
 * `compute()`'s result for `key`, kept until anything in the database changes: SQLite counts every row
 * that an INSERT, UPDATE or DELETE on this connection changes (`total_changes()`; the server's resets and
 * seeds included), and a new count drops what was kept. For an aggregate over a whole table (the
 * transactions summary over 100 000 rows), which every page load asks for while nothing has changed. The
 * key names the query and its parameters; the result must not be changed by the caller.
 */
export function untilChanged<T>(db: Db, key: string, compute: () => T): T {
	const changes = stmt(db, 'SELECT total_changes()').pluck(true).get() as number;
	let kept = unchanged.get(db);
	if (!kept || kept.changes !== changes) {
		kept = { changes, values: new Map() };
		unchanged.set(db, kept);
	}
	if (kept.values.has(key)) {
		return kept.values.get(key) as T;
	}
	const value = compute();
	if (kept.values.size >= 100) {
		kept.values.clear();
	}
	kept.values.set(key, value);
	return value;
}
