/**
 * Documents of an established store (spec 001 §2.9, §3.8): six monthly tax invoices ('vat_invoice'), one
 * every 30 days — the newest issued 2 days before "now" — each covering the 30 whole UTC days before the day
 * it was issued, at an hour and with an id drawn from `ctx.rng.fork('documents')`: the same six documents on
 * any day, dates shifted by whole days (tests/integration/mock-server/seed-anchor.test.ts). Scenarios without
 * money movement have none.
 */
import { insertDocuments, type DocumentRow } from '../domain/documents';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';

/** How many monthly tax invoices an established store has. */
export const SEEDED_DOCUMENTS = 6;
/** Days between two invoices, and the days one covers. */
export const DOCUMENT_PERIOD_DAYS = 30;

export function seedDocuments(ctx: ScenarioContext): void {
	const rng = ctx.rng.fork('documents');
	const today = Math.floor(ctx.now.getTime() / DAY_MS) * DAY_MS;
	const rows: DocumentRow[] = [];
	for (let k = SEEDED_DOCUMENTS - 1; k >= 0; k--) {
		rows.push({
			document_id: rng.id('doc_', 14),
			type: 'vat_invoice',
			date: today - (k * DOCUMENT_PERIOD_DAYS + 2) * DAY_MS + rng.int(6, 18) * 3_600_000,
			period_from_days: DOCUMENT_PERIOD_DAYS,
			period_to_days: 1,
		});
	}
	insertDocuments(ctx.db, rows);
}
