/** @jest-environment node */
/**
 * The seed does not depend on the day it runs (CONTRACT.md "Scenarios": the same scenario and seed give the
 * same data). Every scenario is seeded at several anchors ("now": a Monday, a Sunday, a month end, a leap day,
 * a year end, 2026-11-24 and today); once every instant is shifted back by its anchor, the state is identical:
 * the same ids, counts, amounts, statuses, relations and balances, only the dates moved by whole days. The
 * same anchor twice gives the same database, byte for byte. A few facts of `established` relative to "now"
 * are checked at every anchor too (90 days of history, disputes due within 7 days, capturable
 * authorizations, a payout expected tomorrow), and the figures the browser tests read.
 */
import { createHash } from 'node:crypto';
import { KvRepository, openDatabase, stateTables } from '../../../mock-server/db';
import type { KvSchema, MetaDoc } from '../../../mock-server/domain/types';
import { scenarioNames, seedScenario } from '../../../mock-server/seed';
import { DAY_MS } from '../../../mock-server/seed/defaults';

/** Columns holding instants in milliseconds, per the money schema (mock-server/domain/money-schema.ts). */
const MS_COLUMNS = new Set([
	'date',
	'created',
	'due_by',
	'date_created',
	'date_reminder',
	'reviewed_at',
	'canceled_at',
]);
/** Columns holding a UTC day ("YYYY-MM-DD"). */
const DAY_COLUMNS = new Set(['available_on']);
/** Keys of kv documents holding Unix seconds. */
const SECONDS_KEYS = new Set(['currentDeadline']);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const ANCHORS = [
	'2025-01-13', // a Monday
	'2026-03-01', // a Sunday
	'2025-01-31', // a month end (Friday)
	'2024-02-29', // a leap day
	'2025-12-31', // a year end
	'2026-11-24', // a Tuesday the e2e figures once failed on
].map((day) => new Date(`${day}T00:00:00.000Z`));

/** `large` takes seconds per seed: a Monday and a leap day (and today); its recent part is `established`. */
const LARGE_ANCHORS = [ANCHORS[0], ANCHORS[3]];

function shiftDay(day: string, by: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) - by).toISOString().slice(0, 10);
}

/** A kv document with its instants (ISO strings, Unix seconds) moved back by `by` ms. */
function shiftDocument(value: unknown, by: number, key = ''): unknown {
	if (typeof value === 'string') {
		if (ISO_DATE_TIME.test(value)) {
			return new Date(Date.parse(value) - by).toISOString();
		}
		return ISO_DAY.test(value) ? shiftDay(value, by) : value;
	}
	if (typeof value === 'number' && SECONDS_KEYS.has(key)) {
		return value - by / 1000;
	}
	if (Array.isArray(value)) {
		return value.map((item) => shiftDocument(item, by));
	}
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDocument(v, by, k)]));
	}
	return value;
}

function shiftRow(row: Record<string, unknown>, by: number): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [column, value] of Object.entries(row)) {
		if (MS_COLUMNS.has(column) && typeof value === 'number') {
			out[column] = value - by;
		} else if (DAY_COLUMNS.has(column) && typeof value === 'string') {
			out[column] = shiftDay(value, by);
		} else if (column === 'metadata' && typeof value === 'string') {
			// A dispute's metadata (JSON): `__evidence_submitted_at` / `__dispute_closed_at` in Unix seconds.
			const metadata = JSON.parse(value) as Record<string, string>;
			for (const key of ['__evidence_submitted_at', '__dispute_closed_at'].filter(
				(k) => k in metadata
			)) {
				metadata[key] = String(Number(metadata[key]) - by / 1000);
			}
			out[column] = JSON.stringify(metadata);
		} else {
			out[column] = value;
		}
	}
	return out;
}

interface Seeded {
	meta: MetaDoc;
	now: number;
	/** Every kv document, instants relative to the anchor. */
	documents: Record<string, unknown>;
	/** Per entity table: its row count and a digest of its rows (in insertion order), instants relative. */
	tables: Record<string, { rows: number; sha256: string }>;
	/** Per entity table: a digest of its rows as stored (instants as seeded). */
	stored: Record<string, string>;
	/** The raw rows of the small tables (not `large`'s 100 000 transactions), for the relative checks. */
	raw: Record<string, Record<string, unknown>[]>;
}

function seed(scenario: string, now?: Date): Seeded {
	const db = openDatabase(':memory:');
	try {
		const kv = new KvRepository<KvSchema>(db);
		const meta = seedScenario(db, kv, { scenario, seed: 1, now });
		const anchor = Date.parse(meta.now);
		const documents: Record<string, unknown> = {};
		for (const { key, value } of db.prepare('SELECT key, value FROM kv ORDER BY key').all() as {
			key: string;
			value: string;
		}[]) {
			documents[key] = shiftDocument(JSON.parse(value), anchor);
		}
		const tables: Seeded['tables'] = {};
		const stored: Seeded['stored'] = {};
		const raw: Seeded['raw'] = {};
		for (const table of stateTables(db).filter((name) => name !== 'kv')) {
			const shifted = createHash('sha256');
			const asStored = createHash('sha256');
			const rows = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<
				string,
				unknown
			>[];
			for (const row of rows) {
				shifted.update(`${JSON.stringify(shiftRow(row, anchor))}\n`);
				asStored.update(`${JSON.stringify(row)}\n`);
			}
			tables[table] = { rows: rows.length, sha256: shifted.digest('hex') };
			stored[table] = asStored.digest('hex');
			if (rows.length <= 5_000) {
				raw[table] = rows;
			}
		}
		return { meta, now: anchor, documents, tables, stored, raw };
	} finally {
		db.close();
	}
}

/** The database file of a seeding, as SQLite writes it. */
function databaseBytes(scenario: string, now: Date): Buffer {
	const db = openDatabase(':memory:');
	try {
		seedScenario(db, new KvRepository<KvSchema>(db), { scenario, seed: 1, now });
		return db.serialize();
	} finally {
		db.close();
	}
}

/** Facts of `established` relative to its "now" (CONTRACT.md table, docs/DATA.md "Seed"). */
function expectAnchored(s: Seeded): void {
	const { now, raw } = s;
	const dates = raw.transactions.map((t) => t.date as number);
	expect(Math.min(...dates)).toBeGreaterThanOrEqual(now - 90 * DAY_MS);
	expect(Math.max(...dates)).toBeLessThan(now);
	const urgent = raw.disputes.filter(
		(d) =>
			d.status === 'needs_response' &&
			(d.due_by as number) > now &&
			(d.due_by as number) <= now + 7 * DAY_MS
	);
	expect(urgent).toHaveLength(2);
	for (const a of raw.authorizations) {
		expect(a.created as number).toBeGreaterThan(now - 7 * DAY_MS);
		expect(a.created as number).toBeLessThan(now);
	}
	const pendingUsd = raw.deposits.filter((d) => d.currency === 'usd' && d.status === 'pending');
	expect(pendingUsd.map((d) => d.date as number)).toContain(now + DAY_MS);
}

describe.each(scenarioNames())('seed of %s', (scenario) => {
	// `large` seeds 100 000 rows in a few seconds per anchor.
	const timeout = scenario === 'large' ? 120_000 : 20_000;

	it(
		'gives the same data at every anchor, shifted by whole days',
		() => {
			const today = seed(scenario);
			expect(today.now % DAY_MS).toBe(0);
			const anchors = scenario === 'large' ? LARGE_ANCHORS : ANCHORS;
			const runs = [...anchors.map((anchor) => seed(scenario, anchor)), today];
			const [first, ...others] = runs;
			for (const run of others) {
				expect([run.meta.now, run.documents]).toEqual([run.meta.now, first.documents]);
				expect([run.meta.now, run.tables]).toEqual([run.meta.now, first.tables]);
			}
			if (scenario === 'established') {
				runs.forEach(expectAnchored);
			}
			// Not a vacuous check: the dates themselves did move.
			expect(runs.map((run) => run.meta.now)).toEqual([
				...anchors.map((a) => a.toISOString()),
				today.meta.now,
			]);
			if (first.tables.transactions.rows > 0) {
				expect(others[0].stored.transactions).not.toBe(first.stored.transactions);
			}
		},
		timeout
	);

	it(
		'gives the same database, byte for byte, for the same anchor',
		() => {
			const a = databaseBytes(scenario, ANCHORS[5]);
			const b = databaseBytes(scenario, ANCHORS[5]);
			expect(a.length).toBeGreaterThan(0);
			expect(a.equals(b)).toBe(true);
		},
		timeout
	);
});

describe('the figures the browser tests read (established, seed 1)', () => {
	it.each(ANCHORS.map((anchor) => [anchor.toISOString().slice(0, 10), anchor] as const))(
		'are the same when seeded on %s',
		(_, anchor) => {
			const { raw } = seed('established', anchor);
			const usd = raw.balances.find((b) => b.currency === 'usd');
			expect({
				transactions: raw.transactions.length,
				payouts: raw.deposits.length,
				authorizations: raw.authorizations.length,
				fraudOutcomes: raw.fraud_outcomes.length,
				disputes: raw.disputes.length,
				usdAvailable: usd?.available,
			}).toEqual({
				transactions: 840,
				payouts: 144,
				authorizations: 16,
				fraudOutcomes: 12,
				disputes: 14,
				usdAvailable: 4978, // '$49.78' on the overview and in the instant payout modal
			});
		}
	);
});
