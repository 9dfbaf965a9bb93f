/**
 * CSV: RFC 4180 text plus protection against formula injection, and a browser download helper.
 *
 * - Fields holding a comma, a double quote, CR or LF are quoted; quotes inside are doubled; rows end with CRLF.
 * - A text cell starting with = + - @ tab or CR is prefixed with an apostrophe so spreadsheets do not run it
 *   as a formula. Numbers are never prefixed, nor are texts that are plain numbers ("-12.50", "-1,234.56").
 */
import { toStoreDate } from './dates';
import { downloadBlob } from './download';

/** What a cell may hold. null and undefined become empty cells. */
export type CSVCell = string | number | boolean | bigint | null | undefined;

/** A column: a plain label, or a key into object rows plus its label. */
export type CSVHeader = string | { key: string; label: string };

/** A row: cells in column order, or an object read by the headers' keys. */
export type CSVRow = ReadonlyArray<CSVCell> | Readonly<Record<string, CSVCell>>;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d[\d,.]*$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Neutralise a text that a spreadsheet would evaluate as a formula.
 *
 * @param text Cell text.
 */
export function escapeFormula(text: string): string {
	return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One cell as CSV text: formula-protected (texts only) and quoted when needed.
 *
 * @param cell Cell value.
 */
export function toCSVCell(cell: CSVCell): string {
	let text: string;
	if (cell === null || cell === undefined) {
		text = '';
	} else if (typeof cell === 'number') {
		text = Number.isFinite(cell) ? String(cell) : '';
	} else if (typeof cell === 'string') {
		text = escapeFormula(cell);
	} else {
		text = String(cell);
	}
	return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Build CSV text: a header row, then one line per row, CRLF line ends, no trailing newline.
 *
 * @param headers Column labels, or `{ key, label }` to read object rows.
 * @param rows    Arrays of cells in column order, or objects keyed like the headers.
 */
export function toCSV(headers: ReadonlyArray<CSVHeader>, rows: ReadonlyArray<CSVRow>): string {
	const keys = headers.map((h) => (typeof h === 'string' ? h : h.key));
	const labels = headers.map((h) => (typeof h === 'string' ? h : h.label));
	const lines = [labels.map(toCSVCell).join(',')];
	for (const row of rows) {
		const cells: ReadonlyArray<CSVCell> = Array.isArray(row)
			? row
			: keys.map((key) => (row as Readonly<Record<string, CSVCell>>)[key]);
		lines.push(cells.map(toCSVCell).join(','));
	}
	return lines.join('\r\n');
}

/**
 * A dated export file name in the store's calendar: `csvFileName( 'transactions' )` → "transactions-2026-11-21.csv".
 *
 * @param base Name without extension.
 * @param at   The day to stamp; defaults to now.
 */
export function csvFileName(base: string, at: Date = new Date()): string {
	const safe = base.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
	return `${safe}-${toStoreDate(at)}.csv`;
}

/** Options of {@link downloadCSV}. */
export interface DownloadCSVOptions {
	/** Prefix a UTF-8 byte-order mark so spreadsheet programs read non-ASCII text correctly. Default true. */
	bom?: boolean;
}

/**
 * Offer CSV text as a file download (a Blob, through {@link downloadBlob}).
 *
 * @param filename File name; ".csv" is appended when missing.
 * @param content  CSV text, e.g. from {@link toCSV}.
 * @param options  Whether to add a byte-order mark.
 */
export function downloadCSV(filename: string, content: string, options: DownloadCSVOptions = {}): void {
	const name = /\.csv$/i.test(filename) ? filename : `${filename}.csv`;
	const parts = options.bom === false ? [content] : ['\uFEFF', content];
	downloadBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), name);
}
