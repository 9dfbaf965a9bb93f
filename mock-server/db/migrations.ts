import type { Db } from './types';
import { createMoneySchema } from '../domain/money-schema';
import { createExportJobsSchema } from '../domain/money-exports';
import { createFeedbackSchema } from '../routes/feedback';
import { createPaymentWritesSchema } from '../domain/payment-writes-schema';
import { createReadersSchema } from '../domain/readers';
import { createDisputeEvidenceSchema } from '../domain/dispute-evidence';
import { createDocumentsSchema } from '../domain/documents';
import { createMultiCurrencySchema } from '../domain/multi-currency';

/**
 * Ordered schema migrations. Append new entries (never edit applied ones): a later feature adds its entity
 * tables (transactions, deposits, disputes, …) with the next version number. Each runs in a transaction with
 * the bump of `schema_version`.
 */
export interface Migration {
	version: number;
	name: string;
	up: (db: Db) => void;
}

export const migrations: Migration[] = [
	{
		version: 1,
		name: 'kv documents and secrets',
		up: (db) => {
			db.exec(`
				CREATE TABLE kv (
					key TEXT PRIMARY KEY NOT NULL,
					value TEXT NOT NULL
				) WITHOUT ROWID;
				CREATE TABLE secrets (
					name TEXT PRIMARY KEY NOT NULL,
					value TEXT NOT NULL
				) WITHOUT ROWID;
			`);
		},
	},
	{ version: 2, name: 'money movement', up: createMoneySchema },
	{ version: 3, name: 'merchant feedback', up: createFeedbackSchema },
	{ version: 4, name: 'exports written in the background', up: createExportJobsSchema },
	{ version: 5, name: 'payment reviews and refunds', up: createPaymentWritesSchema },
	{ version: 6, name: 'card readers', up: createReadersSchema },
	{ version: 7, name: 'dispute evidence and files', up: createDisputeEvidenceSchema },
	{ version: 8, name: 'documents', up: createDocumentsSchema },
	{ version: 9, name: 'multi-currency', up: createMultiCurrencySchema },
];

/** Tables a scenario reset keeps: the schema bookkeeping and per-installation secrets (the nonce). */
export const PRESERVED_TABLES: ReadonlySet<string> = new Set(['schema_version', 'secrets']);

export function currentVersion(db: Db): number {
	db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
	const row = db.prepare('SELECT version FROM schema_version LIMIT 1').get() as
		{ version: number } | undefined;
	return row?.version ?? 0;
}

/** Applies every migration newer than the database, in order. Returns the versions applied. */
export function migrate(db: Db, list: Migration[] = migrations): number[] {
	const sorted = [...list].sort((a, b) => a.version - b.version);
	sorted.forEach((m, i) => {
		if (m.version !== i + 1) {
			throw new Error(`Migrations must be numbered 1, 2, 3…; found ${m.version} at position ${i + 1}`);
		}
	});
	const from = currentVersion(db);
	const latest = sorted.length;
	if (from > latest) {
		throw new Error(
			`The mock database has schema version ${from}, newer than this code knows (${latest}). ` +
				'Delete the database file or start with --reset.'
		);
	}
	const applied: number[] = [];
	for (const migration of sorted.slice(from)) {
		db.transaction(() => {
			migration.up(db);
			db.prepare('DELETE FROM schema_version').run();
			db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(migration.version);
		})();
		applied.push(migration.version);
	}
	return applied;
}
