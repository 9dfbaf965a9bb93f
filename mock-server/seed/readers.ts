/**
 * Card readers of an established store (spec 001 §2.7, §3.6): four readers — three in use (connected
 * 150, 120 and 20 days ago) and one no longer used (connected 200 days ago) — whose ids are drawn from
 * `ctx.rng.fork('readers')`, connection times counted back from "now" (the same readers on any day, dates
 * shifted). The reader fees of the weekly `card_reader_fee` transactions are derived from these readers and
 * the in-person payments (mock-server/domain/readers.ts). Scenarios without money movement have none.
 */
import { insertReaders, type ReaderRow } from '../domain/readers';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';

/** The seeded readers: model, in use, days since connection. */
export const SEEDED_READERS: readonly { model: string; active: boolean; daysAgo: number }[] = [
	{ model: 'BBPOS Chipper 2X BT', active: false, daysAgo: 200 },
	{ model: 'BBPOS WisePOS E', active: true, daysAgo: 150 },
	{ model: 'Stripe Reader M2', active: true, daysAgo: 120 },
	{ model: 'BBPOS WisePad 3', active: true, daysAgo: 20 },
];

export function seedReaders(ctx: ScenarioContext): void {
	const rng = ctx.rng.fork('readers');
	const now = ctx.now.getTime();
	const rows: ReaderRow[] = SEEDED_READERS.map((r) => ({
		id: rng.id('tmr_', 14),
		device_type: r.model,
		is_active: r.active ? 1 : 0,
		created: now - r.daysAgo * DAY_MS + rng.int(8, 18) * 3_600_000,
	}));
	insertReaders(ctx.db, rows);
}
