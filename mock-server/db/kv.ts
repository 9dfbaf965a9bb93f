import type Database from 'better-sqlite3';
import type { Db } from './types';

/**
 * A typed store of JSON documents in the `kv` table. `Schema` maps each key to its document type, so
 * `kv.get('account')` is typed by the schema (see domain/types.ts).
 */
export class KvRepository<Schema extends object> {
	private readonly selectOne: Database.Statement<[string], { value: string }>;
	private readonly upsert: Database.Statement<[string, string]>;
	private readonly remove: Database.Statement<[string]>;
	private readonly selectAll: Database.Statement<[], { key: string; value: string }>;

	constructor(readonly db: Db) {
		this.selectOne = db.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?');
		this.upsert = db.prepare<[string, string]>(
			'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value'
		);
		this.remove = db.prepare<[string]>('DELETE FROM kv WHERE key = ?');
		this.selectAll = db.prepare<[], { key: string; value: string }>(
			'SELECT key, value FROM kv ORDER BY key'
		);
	}

	/** The document under `key`, or undefined when it was never written. */
	find<K extends keyof Schema & string>(key: K): Schema[K] | undefined {
		const row = this.selectOne.get(key);
		return row ? (JSON.parse(row.value) as Schema[K]) : undefined;
	}

	/** The document under `key`; throws when missing (the seed writes every key). */
	get<K extends keyof Schema & string>(key: K): Schema[K] {
		const row = this.selectOne.get(key);
		if (!row) {
			throw new Error(`Mock database has no "${key}" document; reset the scenario.`);
		}
		return JSON.parse(row.value) as Schema[K];
	}

	set<K extends keyof Schema & string>(key: K, value: Schema[K]): void {
		this.upsert.run(key, JSON.stringify(value));
	}

	/** Reads, transforms and writes one document atomically. Returns the new value. */
	update<K extends keyof Schema & string>(key: K, fn: (current: Schema[K]) => Schema[K]): Schema[K] {
		return this.db.transaction(() => {
			const next = fn(this.get(key));
			this.set(key, next);
			return next;
		})();
	}

	delete<K extends keyof Schema & string>(key: K): void {
		this.remove.run(key);
	}

	/** Every row as stored (sorted by key): used to prove that seeding is deterministic. */
	dump(): { key: string; value: string }[] {
		return this.selectAll.all();
	}
}
