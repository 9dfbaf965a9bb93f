/** @jest-environment node */
/**
 * No lost work (quality issue, point 10): the real mock server (`mock-server/cli.ts` as its own process, on a
 * temporary SQLite file, the `established` scenario) takes concurrent streams of real REST writes — settings
 * saves, evidence saves on disputes awaiting a response, refunds of distinct charges, transaction exports —
 * and is killed with SIGKILL at a seeded random moment while they are in flight, three times. After each kill
 * the file passes `PRAGMA integrity_check`; the server starts again on it (no `--reset`), every write that was
 * answered 2xx is there through REST, and no write is half-applied (balance moved by exactly the new refund
 * rows, no export left pending, every finished transactions export has its e-mail).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const REPO = path.resolve(__dirname, '../../..');
const B = '/wp-json/wc/v3/payments';
const KILLS = 3;
const SEED = Number(process.env.DURABILITY_SEED || 20240611);
const START_TIMEOUT_MS = 45_000;

jest.setTimeout(150_000);

/** mulberry32: the kill moments are reproducible from {@link SEED}. */
function prng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
	child: ChildProcess;
	base: string;
	nonce: string;
	exited: Promise<void>;
}

let dir: string;
let dbFile: string;
let current: Server | null = null;

/** Starts `mock-server/cli.ts` in one node process (`--import tsx`: no wrapper process a kill would miss). */
async function startServer(): Promise<Server> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/cli.ts'], {
		cwd: REPO,
		env: {
			...process.env,
			PORT: '0',
			MOCK_DB: dbFile,
			MOCK_CONTROL: '1',
			MOCK_SCENARIO: '',
			MOCK_SEED: '',
			MOCK_NOW: '',
			NODE_OPTIONS: '',
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	let out = '';
	let err = '';
	child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
	const base = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(
			() => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms: ${out}${err}`)),
			START_TIMEOUT_MS
		);
		child.stdout?.on('data', (d: Buffer) => {
			out += d.toString();
			const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
			if (m) {
				clearTimeout(timer);
				resolve(m[1]);
			}
		});
		child.once('exit', (code) => {
			clearTimeout(timer);
			reject(new Error(`server exited (${code}) before listening: ${out}${err}`));
		});
	});
	// Ready when the nonce endpoint answers (the listening line comes after the database is open).
	let nonce = '';
	for (let i = 0; i < 100 && !nonce; i++) {
		try {
			const res = await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`);
			if (res.ok) {
				nonce = (await res.text()).trim();
			}
		} catch {
			await sleep(100);
		}
	}
	expect(nonce).toMatch(/^\w+$/);
	current = { child, base, nonce, exited };
	return current;
}

async function kill(server: Server): Promise<void> {
	server.child.kill('SIGKILL');
	await server.exited;
	current = null;
}

interface Answer<T> {
	status: number;
	body: T;
}

async function call<T>(server: Server, method: string, route: string, body?: unknown): Promise<Answer<T>> {
	const res = await fetch(`${server.base}${route}`, {
		method,
		headers: {
			'X-WP-Nonce': server.nonce,
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await res.text();
	let parsed: unknown = text;
	try {
		parsed = JSON.parse(text);
	} catch {
		// Not JSON (a CSV download): keep the text.
	}
	return { status: res.status, body: parsed as T };
}

async function get<T>(server: Server, route: string): Promise<T> {
	const res = await call<T>(server, 'GET', route);
	expect({ route, status: res.status }).toEqual({ route, status: 200 });
	return res.body;
}

/** Reads the file while no server has it open (after a kill), or alongside the server (WAL readers). */
function withDb<T>(fn: (db: Database.Database) => T): T {
	const db = new Database(dbFile, { readonly: true, fileMustExist: true });
	try {
		return fn(db);
	} finally {
		db.close();
	}
}

/** What the test asked for and what the server acknowledged (2xx), across all rounds. */
const acked = {
	settings: [] as number[],
	evidence: new Map<string, number[]>(),
	refunds: [] as { id: string; charge: string; amount: number }[],
	exports: [] as string[],
};
/** Every value sent, acknowledged or not (an unanswered write may still have been applied). */
const sent = { settings: [] as number[], evidence: new Map<string, number[]>() };

let counter = 0;
const descriptor = (n: number) => `DURABLE ${n}`;
const evidenceText = (n: number) => `durable evidence save ${n}`;

let refundable: string[] = [];
let disputes: string[] = [];
let refundIdsBefore = new Set<string>();
let balancesBefore = new Map<string, number>();

/** Runs `write` in a loop until the server goes away; each call returns whether it was answered. */
async function stream(write: () => Promise<boolean>, stop: { killed: boolean }): Promise<void> {
	while (!stop.killed) {
		try {
			if (!(await write())) {
				return;
			}
		} catch {
			// Connection reset or refused: the server was killed.
			return;
		}
	}
}

function writers(server: Server, stop: { killed: boolean }): Promise<void>[] {
	const settings = async () => {
		const n = ++counter;
		sent.settings.push(n);
		const res = await call(server, 'POST', `${B}/settings`, {
			account_statement_descriptor: descriptor(n),
		});
		if (res.status >= 200 && res.status < 300) {
			acked.settings.push(n);
		}
		return true;
	};
	let turn = 0;
	const evidence = async () => {
		const id = disputes[turn++ % disputes.length];
		const n = ++counter;
		sent.evidence.get(id)?.push(n);
		const res = await call(server, 'POST', `${B}/disputes/${id}`, {
			evidence: { product_description: evidenceText(n), customer_name: `Durable ${n}` },
			submit: false,
		});
		if (res.status >= 200 && res.status < 300) {
			acked.evidence.get(id)?.push(n);
		}
		return true;
	};
	const refund = async () => {
		const charge = refundable.shift();
		if (!charge) {
			return false;
		}
		const res = await call<{ id: string; amount: number }>(server, 'POST', `${B}/refund`, {
			charge_id: charge,
			amount: 50,
			reason: 'requested_by_customer',
		});
		if (res.status >= 200 && res.status < 300) {
			acked.refunds.push({ id: res.body.id, charge, amount: res.body.amount });
		}
		return true;
	};
	const exportCall = async () => {
		const res = await call<{ export_id: string }>(server, 'POST', `${B}/transactions/download`, {
			user_email: 'durable@example.com',
		});
		if (res.status >= 200 && res.status < 300) {
			acked.exports.push(res.body.export_id);
		}
		return true;
	};
	return [
		stream(settings, stop),
		stream(evidence, stop),
		stream(refund, stop),
		stream(refund, stop),
		stream(exportCall, stop),
	];
}

const totalAcked = () =>
	acked.settings.length +
	[...acked.evidence.values()].reduce((n, list) => n + list.length, 0) +
	acked.refunds.length +
	acked.exports.length;

/** The last acknowledged value or one sent after it (an in-flight write the kill did not stop). */
function expectLatest(stored: number, ackedList: number[], sentList: number[], what: string): void {
	const last = ackedList.length > 0 ? ackedList[ackedList.length - 1] : null;
	const allowed = last === null ? sentList : sentList.filter((n) => n >= last);
	expect({ what, stored, allowed: allowed.includes(stored) }).toEqual({ what, stored, allowed: true });
}

function integrity(): void {
	const result = withDb((db) => ({
		integrity: db.pragma('integrity_check', { simple: true }),
		foreignKeys: (db.pragma('foreign_key_check') as unknown[]).length,
	}));
	expect(result).toEqual({ integrity: 'ok', foreignKeys: 0 });
}

/** Every acknowledged write is visible through REST, and nothing is half-applied. */
async function verify(server: Server): Promise<void> {
	const settings = await get<{ account_statement_descriptor: string }>(server, `${B}/settings`);
	if (sent.settings.length > 0) {
		const stored = Number(/^DURABLE (\d+)$/.exec(settings.account_statement_descriptor)?.[1] ?? NaN);
		expectLatest(stored, acked.settings, sent.settings, 'statement descriptor');
	}

	for (const id of disputes) {
		const sentList = sent.evidence.get(id) ?? [];
		if (sentList.length === 0) {
			continue;
		}
		const detail = await get<{ status: string; evidence: Record<string, string> }>(
			server,
			`${B}/disputes/${id}`
		);
		const text = detail.evidence.product_description ?? '';
		const stored = Number(/^durable evidence save (\d+)$/.exec(text)?.[1] ?? NaN);
		const ackedList = acked.evidence.get(id) ?? [];
		if (ackedList.length > 0 || !Number.isNaN(stored)) {
			expectLatest(stored, ackedList, sentList, `evidence of ${id}`);
			// Both fields of one save are stored together.
			expect(detail.evidence.customer_name).toBe(`Durable ${stored}`);
		}
		expect(detail.status).toBe('needs_response');
	}

	for (const r of acked.refunds) {
		const txnId = `txn_${r.id.slice(3)}`;
		const row = await get<{ type: string; charge_id: string; customer_amount: number }>(
			server,
			`${B}/transactions/${txnId}`
		);
		expect({ type: row.type, charge: row.charge_id, amount: row.customer_amount }).toEqual({
			type: 'refund',
			charge: r.charge,
			amount: -r.amount,
		});
		const charge = await get<{ amount_refunded: number; refunds: { data: { id: string }[] } }>(
			server,
			`${B}/charges/${r.charge}`
		);
		expect(charge.amount_refunded).toBe(r.amount);
	}

	for (const id of acked.exports) {
		let availability = await get<{ status: string; download_url: string | null }>(
			server,
			`${B}/exports/${id}`
		);
		if (availability.status === 'pending') {
			availability = await get(server, `${B}/exports/${id}`);
		}
		expect({ id, status: availability.status }).toEqual({ id, status: 'success' });
	}
	if (acked.exports.length > 0) {
		const last = acked.exports[acked.exports.length - 1];
		const csv = await call<string>(server, 'GET', `${B}/exports/${last}/download`);
		expect(csv.status).toBe(200);
		// (`Response.text()` drops the byte-order mark.)
		expect(csv.body.replace(/^\uFEFF/, '').startsWith('Transaction ID,')).toBe(true);
	}

	// Invariants over the whole file (read alongside the running server).
	const facts = withDb((db) => {
		const refunds = db
			.prepare("SELECT transaction_id, currency, amount FROM transactions WHERE type = 'refund'")
			.all() as { transaction_id: string; currency: string; amount: number }[];
		const balances = db.prepare('SELECT currency, available FROM balances').all() as {
			currency: string;
			available: number;
		}[];
		const pending = db.prepare("SELECT COUNT(*) FROM exports WHERE status = 'pending'").pluck().get();
		const mailless = db
			.prepare(
				`SELECT COUNT(*) FROM exports e WHERE e.kind = 'transactions' AND e.status = 'success'
				AND e.user_email = 'durable@example.com'
				AND NOT EXISTS (SELECT 1 FROM export_emails m WHERE m.export_id = e.export_id)`
			)
			.pluck()
			.get();
		const headless = db
			.prepare(
				`SELECT COUNT(*) FROM exports e WHERE e.status = 'success' AND e.user_email = 'durable@example.com'
				AND NOT EXISTS (SELECT 1 FROM export_chunks c WHERE c.export_id = e.export_id AND c.seq = 0)`
			)
			.pluck()
			.get();
		return { refunds, balances, pending, mailless, headless };
	});
	const newRefunds = facts.refunds.filter((r) => !refundIdsBefore.has(r.transaction_id));
	const expected = new Map(balancesBefore);
	for (const r of newRefunds) {
		expected.set(r.currency, (expected.get(r.currency) ?? 0) + r.amount);
	}
	const actual = new Map(facts.balances.map((b) => [b.currency, b.available]));
	// A refund row without its balance update (or the reverse) would break this.
	expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
	expect(newRefunds.length).toBeGreaterThanOrEqual(acked.refunds.length);
	expect({ pending: facts.pending, mailless: facts.mailless, headless: facts.headless }).toEqual({
		pending: 0,
		mailless: 0,
		headless: 0,
	});
}

beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-durability-'));
	dbFile = path.join(dir, 'mock.sqlite');
});

afterAll(async () => {
	if (current) {
		await kill(current);
	}
	fs.rmSync(dir, { recursive: true, force: true });
});

describe('durability: SIGKILL of the mock server during writes loses no acknowledged write', () => {
	it('keeps every acknowledged settings, evidence, refund and export write across kills', async () => {
		const random = prng(SEED);
		let server = await startServer();

		// What the streams work on: disputes awaiting a response, and captured, undisputed, unrefunded charges.
		const awaiting = await get<{ data: { dispute_id: string; status: string }[] }>(
			server,
			`${B}/disputes?status_is=needs_response&pagesize=100`
		);
		disputes = awaiting.data.map((d) => d.dispute_id).slice(0, 3);
		expect(disputes.length).toBeGreaterThan(0);
		for (const id of disputes) {
			acked.evidence.set(id, []);
			sent.evidence.set(id, []);
		}
		const facts = withDb((db) => ({
			charges: db
				.prepare(
					`SELECT DISTINCT t.charge_id FROM transactions t
					WHERE t.type = 'charge' AND t.charge_id IS NOT NULL AND t.customer_amount >= 100
					AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.charge_id = t.charge_id)
					AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.charge_id = t.charge_id AND r.type = 'refund')
					ORDER BY t.charge_id`
				)
				.pluck()
				.all() as string[],
			refundIds: db
				.prepare("SELECT transaction_id FROM transactions WHERE type = 'refund'")
				.pluck()
				.all() as string[],
			balances: db.prepare('SELECT currency, available FROM balances').all() as {
				currency: string;
				available: number;
			}[],
		}));
		refundable = facts.charges;
		refundIdsBefore = new Set(facts.refundIds);
		balancesBefore = new Map(facts.balances.map((b) => [b.currency, b.available]));
		expect(refundable.length).toBeGreaterThan(50);

		for (let round = 1; round <= KILLS; round++) {
			const stop = { killed: false };
			const before = totalAcked();
			const streams = writers(server, stop);
			// Kill at a seeded moment once this round has had a few answers, while the streams keep writing.
			const minAcks = 10 + Math.floor(random() * 30);
			const extraMs = Math.floor(random() * 250);
			const deadline = Date.now() + 20_000;
			while (totalAcked() - before < minAcks && Date.now() < deadline) {
				await sleep(5);
			}
			await sleep(extraMs);
			stop.killed = true;
			await kill(server);
			await Promise.all(streams);
			expect(totalAcked() - before).toBeGreaterThan(0);

			integrity();
			server = await startServer();
			await verify(server);
		}

		const kinds = {
			settings: acked.settings.length,
			evidence: [...acked.evidence.values()].reduce((n, list) => n + list.length, 0),
			refunds: acked.refunds.length,
			exports: acked.exports.length,
		};
		expect(Object.values(kinds).every((n) => n > 0)).toBe(true);
		console.log(
			`no lost work: ${totalAcked()} acknowledged writes across ${KILLS} kills, all present ` +
				`(settings ${kinds.settings}, evidence ${kinds.evidence}, refunds ${kinds.refunds}, exports ${kinds.exports}; seed ${SEED})`
		);
		await kill(server);
	});
});
