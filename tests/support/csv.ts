/**
 * An RFC 4180 CSV parser for the tests that read export files (quotes, doubled quotes, CRLF or LF line ends);
 * drops a leading BOM. Shared by the browser tests and the mock-server integration tests.
 */
export function parseCsv(text: string): string[][] {
	const out: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	const body = text.replace(/^\uFEFF/, '');
	for (let i = 0; i < body.length; i++) {
		const ch = body[i];
		if (quoted) {
			if (ch === '"' && body[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') {
				quoted = false;
			} else {
				cell += ch;
			}
		} else if (ch === '"') {
			quoted = true;
		} else if (ch === ',') {
			row.push(cell);
			cell = '';
		} else if (ch === '\n' || ch === '\r') {
			if (ch === '\r' && body[i + 1] === '\n') {
				i++;
			}
			row.push(cell);
			out.push(row);
			row = [];
			cell = '';
		} else {
			cell += ch;
		}
	}
	if (cell !== '' || row.length) {
		row.push(cell);
		out.push(row);
	}
	return out;
}
