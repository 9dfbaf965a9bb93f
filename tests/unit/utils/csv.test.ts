/**
 * @jest-environment jsdom
 */
import { csvFileName, downloadCSV, escapeFormula, toCSV, toCSVCell } from '../../../src/utils/csv';
import type { CSVCell } from '../../../src/utils/csv';
import type { WcSettings } from '../../../src/settings/types';

beforeEach(() => {
	window.wcSettings = { adminUrl: '/wp-admin/', timeZone: 'America/New_York' } as unknown as WcSettings;
});

afterEach(() => {
	delete (window as Partial<Window>).wcSettings;
});

describe('toCSVCell', () => {
	it.each([
		// RFC 4180 quoting
		['plain', 'plain'],
		['a,b', '"a,b"'],
		['say "hi"', '"say ""hi"""'],
		['line1\nline2', '"line1\nline2"'],
		['line1\r\nline2', '"line1\r\nline2"'],
		[' padded ', ' padded '],
		['', ''],
		[null, ''],
		[undefined, ''],
		// numbers are never prefixed
		[12.5, '12.5'],
		[-12.5, '-12.5'],
		[0, '0'],
		[NaN, ''],
		[Infinity, ''],
		[true, 'true'],
		[BigInt(10), '10'],
		// formula injection
		['=SUM(A1:A2)', "'=SUM(A1:A2)"],
		['+1+2', "'+1+2"],
		['-2+3', "'-2+3"],
		['@SUM(1)', "'@SUM(1)"],
		['\tcmd', "'\tcmd"],
		['\rcmd', '"\'\rcmd"'],
		['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
		['=1,2', '"\'=1,2"'],
		// texts that are plain numbers stay as they are
		['-12.50', '-12.50'],
		['+15', '+15'],
		['-1,234.56', '"-1,234.56"'],
		// the injection check only looks at the first character
		['a=b', 'a=b'],
		['user@example.com', 'user@example.com'],
	] as Array<[CSVCell, string]>)('%j → %j', (cell, expected) => {
		expect(toCSVCell(cell)).toBe(expected);
	});
});

describe('escapeFormula', () => {
	it.each([
		['=1', "'=1"],
		['-5', '-5'],
		['-5a', "'-5a"],
		['ok', 'ok'],
	])('%j → %j', (text, expected) => {
		expect(escapeFormula(text)).toBe(expected);
	});
});

describe('toCSV', () => {
	it('joins a header row and array rows with CRLF', () => {
		expect(
			toCSV(
				['Date', 'Amount', 'Customer'],
				[
					['2026-11-21', -1234.5, 'Smith, John'],
					['2026-11-22', 10, '=cmd|" /C calc"!A0'],
				]
			)
		).toBe(
			'Date,Amount,Customer\r\n' +
				'2026-11-21,-1234.5,"Smith, John"\r\n' +
				'2026-11-22,10,"\'=cmd|"" /C calc""!A0"'
		);
	});

	it('reads object rows by header keys, with missing keys as empty cells', () => {
		expect(
			toCSV(
				[
					{ key: 'id', label: 'ID' },
					{ key: 'note', label: 'Note, "quoted"' },
					{ key: 'missing', label: 'Missing' },
				],
				[
					{ id: 'ch_1', note: 'multi\nline' },
					{ id: 'ch_2', note: null },
				]
			)
		).toBe('ID,"Note, ""quoted""",Missing\r\nch_1,"multi\nline",\r\nch_2,,');
	});

	it('protects header labels too', () => {
		expect(toCSV(['=evil'], [])).toBe("'=evil");
	});
});

describe('csvFileName', () => {
	it.each([
		['transactions', '2026-11-21T03:00:00Z', 'transactions-2026-11-20.csv'], // store day in New York
		['payouts list', '2026-11-21T12:00:00Z', 'payouts-list-2026-11-21.csv'],
		['../..', '2026-11-21T12:00:00Z', 'export-2026-11-21.csv'],
	])('%s at %s → %s', (base, at, expected) => {
		expect(csvFileName(base, new Date(at))).toBe(expected);
	});
});

describe('downloadCSV', () => {
	const originalCreate = URL.createObjectURL;
	const originalRevoke = URL.revokeObjectURL;
	let createObjectURL: jest.Mock;
	let revokeObjectURL: jest.Mock;
	let clicks: Array<{ href: string; download: string; inDocument: boolean }>;

	beforeEach(() => {
		createObjectURL = jest.fn(() => 'blob:mock-url');
		revokeObjectURL = jest.fn();
		URL.createObjectURL = createObjectURL;
		URL.revokeObjectURL = revokeObjectURL;
		clicks = [];
		jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
			this: HTMLAnchorElement
		) {
			clicks.push({
				href: this.href,
				download: this.download,
				inDocument: document.body.contains(this),
			});
		});
	});

	afterEach(() => {
		URL.createObjectURL = originalCreate;
		URL.revokeObjectURL = originalRevoke;
		jest.restoreAllMocks();
	});

	/** The blob's bytes: [ BOM bytes or none, ASCII text of the rest ]. */
	async function blobContent(blob: Blob): Promise<{ bom: boolean; text: string }> {
		const buffer = await new Promise<ArrayBuffer>((resolve) => {
			const reader = new FileReader();
			reader.onload = () => resolve(reader.result as ArrayBuffer);
			reader.readAsArrayBuffer(blob);
		});
		const bytes = Array.from(new Uint8Array(buffer));
		const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
		return { bom, text: String.fromCharCode(...bytes.slice(bom ? 3 : 0)) };
	}

	it('clicks a temporary download link for a CSV blob with a BOM, then cleans up', async () => {
		downloadCSV('transactions.csv', 'a,b\r\n1,2');

		expect(createObjectURL).toHaveBeenCalledTimes(1);
		const blob = createObjectURL.mock.calls[0][0] as Blob;
		expect(blob.type).toBe('text/csv;charset=utf-8');
		expect(await blobContent(blob)).toEqual({ bom: true, text: 'a,b\r\n1,2' });

		expect(clicks).toEqual([{ href: 'blob:mock-url', download: 'transactions.csv', inDocument: true }]);
		expect(document.querySelectorAll('a')).toHaveLength(0);
		expect(revokeObjectURL).toHaveBeenCalledWith('blob:mock-url');
	});

	it('appends .csv and can skip the BOM', async () => {
		downloadCSV('payouts', 'x', { bom: false });
		expect(clicks[0].download).toBe('payouts.csv');
		expect(await blobContent(createObjectURL.mock.calls[0][0] as Blob)).toEqual({
			bom: false,
			text: 'x',
		});
	});
});
