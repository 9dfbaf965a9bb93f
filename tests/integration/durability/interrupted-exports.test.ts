/** @jest-environment node */
/**
 * An export a killed server was writing does not stay "in progress": opening the database again marks it
 * `failed` and drops its partial file (mock-server/db/index.ts `openDatabase` → `failInterruptedExports`),
 * while finished exports keep their file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../../../mock-server/db';

let dir: string;
beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-exports-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('durability: exports interrupted by a restart', () => {
	it('marks a pending export failed on the next open and keeps finished ones', () => {
		const file = path.join(dir, 'mock.sqlite');
		const first = openDatabase(file);
		const insert = first.prepare(
			`INSERT INTO exports (export_id, kind, created, polls, user_email, locale, filters, row_count, filename, csv, status)
			VALUES (?, 'transactions', 0, 0, NULL, NULL, '{}', 0, 'transactions.csv', '', ?)`
		);
		const chunk = first.prepare('INSERT INTO export_chunks (export_id, seq, csv) VALUES (?, ?, ?)');
		insert.run('exp_interrupted', 'pending');
		chunk.run('exp_interrupted', 0, 'Transaction ID');
		chunk.run('exp_interrupted', 1, '\r\ntxn_1');
		insert.run('exp_done', 'success');
		chunk.run('exp_done', 0, 'Transaction ID');
		// The process goes away without finishing the export (no close: as a kill would leave it).

		const second = openDatabase(file);
		try {
			const rows = second
				.prepare(
					`SELECT e.export_id, e.status, (SELECT COUNT(*) FROM export_chunks c WHERE c.export_id = e.export_id) AS chunks
					FROM exports e ORDER BY e.export_id`
				)
				.all();
			expect(rows).toEqual([
				{ export_id: 'exp_done', status: 'success', chunks: 1 },
				{ export_id: 'exp_interrupted', status: 'failed', chunks: 0 },
			]);
		} finally {
			second.close();
			first.close();
		}
	});
});
