import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { failInterruptedExports } from '../domain/money-exports';
import { migrate, PRESERVED_TABLES } from './migrations';
import type { Db } from './types';

export type { Db } from './types';
export { KvRepository } from './kv';
export { migrations, migrate } from './migrations';

/**
 * Opens (creating when needed) the mock database at `file` or in memory, migrates it, and marks the exports
 * an earlier run left unfinished as failed.
 *
 * Durability: a file database runs in WAL mode with `synchronous = NORMAL`. Every REST write is one SQLite
 * transaction, committed (its WAL frames written to the OS) before the answer is sent, so an acknowledged
 * write survives the server process being killed at any moment, SIGKILL included: the OS keeps what was
 * written, and the next open replays the WAL (tests/integration/durability/sigkill.test.ts). NORMAL skips the
 * fsync of each commit, so a power loss or OS crash may lose the last commits (never corrupt the file); that is
 * the trade for a development server, whose writes FULL would slow down with an fsync each.
 */
export function openDatabase(file: string): Db {
	const inMemory = file === ':memory:' || file === '';
	if (!inMemory) {
		fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
	}
	const db = new Database(inMemory ? ':memory:' : file);
	if (!inMemory) {
		db.pragma('journal_mode = WAL');
		db.pragma('synchronous = NORMAL');
	}
	db.pragma('foreign_keys = ON');
	migrate(db);
	failInterruptedExports(db);
	return db;
}

/** The tables holding scenario state (everything but schema bookkeeping and secrets). */
export function stateTables(db: Db): string[] {
	const rows = db
		.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
		)
		.all() as { name: string }[];
	return rows.map((r) => r.name).filter((name) => !PRESERVED_TABLES.has(name));
}

/** Empties every state table. Call inside a transaction. */
export function clearState(db: Db): void {
	db.pragma('defer_foreign_keys = ON');
	for (const table of stateTables(db)) {
		db.prepare(`DELETE FROM "${table.replace(/"/g, '""')}"`).run();
	}
}

/** Row counts of the entity tables (every state table but the kv documents). */
export function entityCounts(db: Db): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const table of stateTables(db)) {
		if (table === 'kv') {
			continue;
		}
		const row = db.prepare(`SELECT COUNT(*) AS n FROM "${table.replace(/"/g, '""')}"`).get() as {
			n: number;
		};
		counts[table] = row.n;
	}
	return counts;
}

/** A per-installation secret, created on first use and kept across scenario resets. */
export function secret(db: Db, name: string, create: () => string): string {
	const row = db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as
		{ value: string } | undefined;
	if (row) {
		return row.value;
	}
	const value = create();
	db.prepare('INSERT INTO secrets (name, value) VALUES (?, ?)').run(name, value);
	return value;
}
