/**
 * Documents (spec 001 §2.9, §3.8, §5.3, §7.7): the `documents` table (migration 8), the list and summary
 * the REST routes answer from it (filters date before / after / between and type is / is not, matched all
 * or any; paging; sort date or type), and the PDF a document downloads as — a small, valid one-page PDF
 * written here (correct cross-reference offsets, so browsers and viewers open it) naming the document.
 */
import type { Db } from '../db/types';
import {
	DOCUMENT_TYPES,
	DOCUMENTS_SORTS,
	type Document,
	type DocumentsSort,
	type DocumentsSummary,
} from '../../src/data/documents/types';
import { WpError } from '../util/wp-error';
import { ParamReader, readPaging, readSort, type DateRange } from './money-params';
import { Conditions, orderBy, stmt, utc, utcDay } from './money-sql';

const DAY_MS = 86_400_000;

/**
 * A row of the `documents` table. `date` is UTC milliseconds; the period a document covers is stored in
 * whole days before the UTC day it was issued (so the seed moves by whole days with "now"): it runs from the
 * start of the day `period_from_days` before to the end of the day `period_to_days` before. Null: no period.
 */
export interface DocumentRow {
	document_id: string;
	type: string;
	date: number;
	period_from_days: number | null;
	period_to_days: number | null;
}

export interface DocumentsQuery {
	match: 'all' | 'any';
	dates: { before?: number; after?: number; between?: DateRange };
	typeIs?: string;
	typeIsNot?: string;
	page: number;
	pagesize: number;
	sort: DocumentsSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<DocumentsSort, string> = { date: 'date', type: 'type' };

export function createDocumentsSchema(db: Db): void {
	db.exec(`
		CREATE TABLE documents (
			document_id TEXT PRIMARY KEY NOT NULL,
			type TEXT NOT NULL,
			date INTEGER NOT NULL,
			period_from_days INTEGER,
			period_to_days INTEGER
		);
		CREATE INDEX documents_date ON documents (date);
	`);
}

export function insertDocuments(db: Db, rows: readonly DocumentRow[]): void {
	const insert = db.prepare(
		'INSERT INTO documents (document_id, type, date, period_from_days, period_to_days) ' +
			'VALUES (@document_id, @type, @date, @period_from_days, @period_to_days)'
	);
	for (const row of rows) {
		insert.run(row);
	}
}

/** The list's and the summary's params (spec 001 §7.7); unknown values are a 400 `rest_invalid_param`. */
export function readDocumentsQuery(r: ParamReader): DocumentsQuery {
	const q: DocumentsQuery = {
		match: r.oneOf('match', ['all', 'any'] as const) ?? 'all',
		dates: r.dateFilters(),
		typeIs: r.oneOf('type_is', DOCUMENT_TYPES),
		typeIsNot: r.oneOf('type_is_not', DOCUMENT_TYPES),
		...readPaging(r),
		...readSort(r, DOCUMENTS_SORTS, { sort: 'date', direction: 'desc' }),
	};
	r.email('user_email');
	r.string('locale', 20);
	r.done();
	return q;
}

function conditions(q: DocumentsQuery) {
	const c = new Conditions();
	c.isIsNot('type', q.typeIs, q.typeIsNot);
	c.dates('date', q.dates);
	return c.build(q.match);
}

/** The period of a document in UTC milliseconds (first and last instant), or null without one. */
export function documentPeriod(row: DocumentRow): { from: number; to: number } | null {
	if (row.period_from_days === null || row.period_to_days === null) {
		return null;
	}
	const day = Math.floor(row.date / DAY_MS) * DAY_MS;
	return { from: day - row.period_from_days * DAY_MS, to: day - (row.period_to_days - 1) * DAY_MS - 1000 };
}

export function toDocument(row: DocumentRow): Document {
	const period = documentPeriod(row);
	return {
		document_id: row.document_id,
		type: row.type,
		date: utc(row.date),
		period_from: period ? utc(period.from) : null,
		period_to: period ? utc(period.to) : null,
	};
}

export function listDocuments(db: Db, q: DocumentsQuery): { data: Document[]; total_count: number } {
	const { where, params } = conditions(q);
	const total = (stmt(db, `SELECT COUNT(*) AS n FROM documents ${where}`).get(...params) as { n: number })
		.n;
	const rows = stmt(
		db,
		`SELECT * FROM documents ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(...params, q.pagesize, (q.page - 1) * q.pagesize) as DocumentRow[];
	return { data: rows.map(toDocument), total_count: total };
}

export function documentsSummary(db: Db, q: DocumentsQuery): DocumentsSummary {
	const { where, params } = conditions(q);
	const count = (stmt(db, `SELECT COUNT(*) AS n FROM documents ${where}`).get(...params) as { n: number })
		.n;
	return { count };
}

/** One document; 404 `wcpay_document_not_found` for an unknown id. */
export function getDocument(db: Db, id: string): DocumentRow {
	const row = stmt(db, 'SELECT * FROM documents WHERE document_id = ?').get(id) as DocumentRow | undefined;
	if (!row) {
		throw new WpError(404, 'wcpay_document_not_found', 'The document could not be found.');
	}
	return row;
}

/** Escapes text for a PDF string literal (ASCII only: anything else becomes '?'). */
function pdfText(text: string): string {
	return text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/**
 * A one-page PDF (PDF 1.4, Helvetica) with the given lines, its xref table at the exact byte offsets.
 *
 * @example
 * buildPdf( [ 'Tax invoice' ] ).subarray( 0, 5 ).toString(); // '%PDF-'
 */
export function buildPdf(lines: readonly string[]): Buffer {
	const content = [
		'BT',
		'/F1 14 Tf',
		'72 760 Td',
		'18 TL',
		...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
		'ET',
	].join('\n');
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let body = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach((object, i) => {
		offsets.push(Buffer.byteLength(body, 'latin1'));
		body += `${i + 1} 0 obj\n${object}\nendobj\n`;
	});
	const xref = Buffer.byteLength(body, 'latin1');
	body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
	body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(body, 'latin1');
}

/** The PDF of a document and its file name (`{type}-{id}.pdf`). */
export function documentPdf(row: DocumentRow): { filename: string; body: Buffer } {
	const lines = [
		row.type === 'vat_invoice' ? 'Tax Invoice' : 'Document',
		`Document: ${row.document_id}`,
		`Issued: ${utcDay(row.date)}`,
	];
	const period = documentPeriod(row);
	if (period) {
		lines.push(`Period: ${utcDay(period.from)} to ${utcDay(period.to)}`);
	}
	lines.push('Mock payments server: sample document.');
	return { filename: `${row.type}-${row.document_id}.pdf`.replace(/[^\w.-]/g, '_'), body: buildPdf(lines) };
}
