/** @jest-environment node */
/**
 * Evidence files on the mock server (spec 002 §5.3, §7, §9): POST /file as multipart (bodies built here),
 * the type checked by content and by declared type (PDF, PNG, JPEG), the size limit, the purpose, malformed
 * bodies, hostile file names kept as text without path parts, the details and content reads, and the nonce.
 * Every refusal stores nothing. Also the multipart parser's own edge cases.
 */
import type { FastifyInstance } from 'fastify';

import type { FileContent, FileDetails, UploadedFile } from '../../../src/data/dispute-details/types';
import { sanitizeFilename, sniffFileType } from '../../../mock-server/domain/files';
import { multipartBoundary, parseMultipart } from '../../../mock-server/util/multipart';
import { control, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
	app = await testApp();
});
afterEach(() => app.close());

const B = '/wc/v3/payments';
type Err = { code: string; message: string; data: { status: number } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n');
const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(32, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

interface Part {
	name: string;
	value: Buffer | string;
	filename?: string;
	/** Raw Content-Disposition parameters after the name (overrides `filename`). */
	disposition?: string;
	type?: string;
}

const BOUNDARY = '----WebKitFormBoundaryX7qTEST';

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
	const chunks: Buffer[] = [];
	for (const part of parts) {
		let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
		if (part.disposition !== undefined) {
			head += part.disposition;
		} else if (part.filename !== undefined) {
			head += `; filename="${part.filename}"`;
		}
		head += '\r\n';
		if (part.type) {
			head += `Content-Type: ${part.type}\r\n`;
		}
		chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.value), Buffer.from('\r\n'));
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`));
	return Buffer.concat(chunks);
}

async function post<T = UploadedFile & Err>(
	payload: Buffer | string,
	contentType = `multipart/form-data; boundary=${BOUNDARY}`,
	nonce: string | null = app.mock.nonce
) {
	const res = await app.inject({
		method: 'POST',
		url: `/wp-json${B}/file`,
		headers: { ...(nonce ? { 'x-wp-nonce': nonce } : {}), 'content-type': contentType },
		payload,
	});
	return { status: res.statusCode, body: JSON.parse(res.body) as T };
}

const upload = (file: Buffer, filename: string, type: string, purpose = 'dispute_evidence') =>
	post(
		multipart([
			{ name: 'purpose', value: purpose },
			{ name: 'file', value: file, filename, type },
		])
	);

/** How many files the database holds (the control API's entity counts). */
async function filesStored(): Promise<number> {
	return (await control<{ counts: Record<string, number> }>(app, 'GET', 'state')).body.counts.files;
}

describe('POST /file', () => {
	it('stores a PDF, a PNG and a JPEG; details and content answer them', async () => {
		const stored = await filesStored();
		for (const [content, name, type] of [
			[PDF, 'receipt.pdf', 'application/pdf'],
			[PNG, 'photo.png', 'image/png'],
			[JPEG, 'scan.jpg', 'image/jpeg'],
			[JPEG, 'scan2.jpg', 'image/jpg'],
		] as const) {
			const res = await upload(content, name, type);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({
				id: expect.stringMatching(/^file_\w+$/),
				filename: name,
				size: content.length,
				purpose: 'dispute_evidence',
				type: type === 'image/jpg' ? 'image/jpeg' : type,
			});
			const details = await rest<FileDetails>(app, 'GET', `${B}/file/${res.body.id}/details`);
			expect(details.body).toMatchObject({ id: res.body.id, filename: name, size: content.length });
			const body = (await rest<FileContent>(app, 'GET', `${B}/file/${res.body.id}/content`)).body;
			expect(Buffer.from(body.file_content, 'base64').equals(content)).toBe(true);
			expect(body).toMatchObject({ filename: name, content_type: res.body.type });
			const raw = await app.inject({
				method: 'GET',
				url: `/wp-json${B}/file/${res.body.id}`,
				headers: { 'x-wp-nonce': app.mock.nonce },
			});
			expect(raw.statusCode).toBe(200);
			expect(raw.headers['content-type']).toContain(res.body.type);
			expect(raw.rawPayload.equals(content)).toBe(true);
		}
		expect(await filesStored()).toBe(stored + 4);
	});

	it('checks the type by content and by declared type, and stores nothing on a refusal', async () => {
		const stored = await filesStored();
		const cases: [Buffer, string, string][] = [
			[GIF, 'a.gif', 'image/gif'],
			[GIF, 'a.pdf', 'application/pdf'], // declared PDF, content is not
			[Buffer.from('hello world'), 'a.pdf', 'application/pdf'],
			[PDF, 'a.txt', 'text/plain'], // content is a PDF, declared as text
			[PDF, 'a.png', 'image/png'], // content and declared type disagree
			[PNG, 'a.jpg', 'image/jpeg'],
			[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'],
			[PDF, 'a.pdf', ''],
		];
		for (const [content, name, type] of cases) {
			const res = await upload(content, name, type);
			expect([name, type, res.status, res.body.code]).toEqual([
				name,
				type,
				400,
				'wcpay_file_invalid_type',
			]);
		}
		expect(await filesStored()).toBe(stored);
	});

	it('takes at most 4 500 000 bytes', async () => {
		const stored = await filesStored();
		const at = Buffer.concat([PDF, Buffer.alloc(4_500_000 - PDF.length, 0x20)]);
		expect((await upload(at, 'max.pdf', 'application/pdf')).status).toBe(200);
		const over = Buffer.concat([at, Buffer.from(' ')]);
		const res = await upload(over, 'big.pdf', 'application/pdf');
		expect([res.status, res.body.code]).toEqual([400, 'wcpay_file_too_large']);
		expect(res.body.message).toContain('4,500,000');
		expect(await filesStored()).toBe(stored + 1);
	});

	it('needs a file and the dispute_evidence purpose; refuses malformed bodies', async () => {
		const stored = await filesStored();
		const noFile = await post(multipart([{ name: 'purpose', value: 'dispute_evidence' }]));
		expect([noFile.status, noFile.body.code]).toEqual([400, 'wcpay_missing_file']);
		// A field named file that is not a file part.
		const plain = await post(
			multipart([
				{ name: 'purpose', value: 'dispute_evidence' },
				{ name: 'file', value: '%PDF-1.4' },
			])
		);
		expect(plain.body.code).toBe('wcpay_missing_file');
		const empty = await upload(Buffer.alloc(0), 'empty.pdf', 'application/pdf');
		expect(empty.body.code).toBe('wcpay_missing_file');
		const json = await post(JSON.stringify({ file: 'x' }), 'application/json');
		expect([json.status, json.body.code]).toEqual([400, 'wcpay_missing_file']);

		const noPurpose = await post(
			multipart([{ name: 'file', value: PDF, filename: 'a.pdf', type: 'application/pdf' }])
		);
		expect([noPurpose.status, noPurpose.body.code]).toEqual([400, 'rest_missing_callback_param']);
		const wrongPurpose = await upload(PDF, 'a.pdf', 'application/pdf', 'identity_document');
		expect([wrongPurpose.status, wrongPurpose.body.code]).toEqual([400, 'rest_invalid_param']);

		const good = multipart([
			{ name: 'purpose', value: 'dispute_evidence' },
			{ name: 'file', value: PDF, filename: 'a.pdf', type: 'application/pdf' },
		]);
		// Not closed by its boundary; another boundary; too many parts; no name.
		const unclosed = await post(good.subarray(0, good.length - `--${BOUNDARY}--\r\n`.length - 2));
		expect([unclosed.status, unclosed.body.code]).toEqual([400, 'rest_invalid_param']);
		const otherBoundary = await post(good, 'multipart/form-data; boundary=somethingelse');
		expect(otherBoundary.status).toBe(400);
		const many = await post(
			multipart([
				...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
				{ name: 'file', value: PDF, filename: 'a.pdf', type: 'application/pdf' },
			])
		);
		expect([many.status, many.body.code]).toEqual([400, 'rest_invalid_param']);
		const nameless = await post(
			Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)
		);
		expect(nameless.status).toBe(400);
		const hugeHeader = await post(
			Buffer.from(
				`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(9000)}.pdf"\r\n\r\n%PDF-\r\n--${BOUNDARY}--\r\n`
			)
		);
		expect(hugeHeader.status).toBe(400);
		expect(await filesStored()).toBe(stored);
	});

	it('keeps a hostile file name as text, without path parts or control characters', async () => {
		const cases: [Part, string][] = [
			[
				{
					name: 'file',
					value: PDF,
					filename: '../../etc/<img src=x onerror=alert(1)>.pdf',
					type: 'application/pdf',
				},
				'<img src=x onerror=alert(1)>.pdf',
			],
			[
				{ name: 'file', value: PDF, filename: 'C:\\fakepath\\invoice.pdf', type: 'application/pdf' },
				'invoice.pdf',
			],
			[
				{
					name: 'file',
					value: PDF,
					disposition: '; filename="say \\"hi\\"\x01\x7f.pdf"',
					type: 'application/pdf',
				},
				'say "hi".pdf',
			],
			[
				{
					name: 'file',
					value: PDF,
					disposition: `; filename="x.pdf"; filename*=UTF-8''%F0%9F%A6%84%20r%C3%A9sum%C3%A9.pdf`,
					type: 'application/pdf',
				},
				'🦄 résumé.pdf',
			],
			[{ name: 'file', value: PDF, filename: '..', type: 'application/pdf' }, 'file'],
			// A browser's escapes of quote, CR and LF: decoded, then the control characters dropped.
			[
				{
					name: 'file',
					value: PDF,
					filename: 'line%0D%0Abreak %22q%22.pdf',
					type: 'application/pdf',
				},
				'linebreak "q".pdf',
			],
			[
				{ name: 'file', value: PNG, filename: 'متجر \u202Eevil\u202C.png', type: 'image/png' },
				'متجر \u202Eevil\u202C.png',
			],
		];
		for (const [part, expected] of cases) {
			const res = await post(multipart([{ name: 'purpose', value: 'dispute_evidence' }, part]));
			expect(res.status).toBe(200);
			expect(res.body.filename).toBe(expected);
			const details = await rest<FileDetails>(app, 'GET', `${B}/file/${res.body.id}/details`);
			expect(details.body.filename).toBe(expected);
			// The raw download's header carries no quote, CR or LF of the name.
			const raw = await app.inject({
				method: 'GET',
				url: `/wp-json${B}/file/${res.body.id}`,
				headers: { 'x-wp-nonce': app.mock.nonce },
			});
			const disposition = String(raw.headers['content-disposition']);
			expect(disposition).toMatch(/^inline; filename="[^"\r\n]*"; filename\*=UTF-8''\S+$/);
		}
	});

	it('needs the nonce; unknown and malformed file ids', async () => {
		const stored = await filesStored();
		const res = await post(
			multipart([
				{ name: 'purpose', value: 'dispute_evidence' },
				{ name: 'file', value: PDF, filename: 'a.pdf', type: 'application/pdf' },
			]),
			undefined,
			null
		);
		expect([res.status, res.body.code]).toEqual([403, 'rest_cookie_invalid_nonce']);
		expect(await filesStored()).toBe(stored);
		for (const suffix of ['details', 'content']) {
			const unknown = await rest<Err>(app, 'GET', `${B}/file/file_nope/${suffix}`);
			expect([unknown.status, unknown.body.code]).toEqual([404, 'wcpay_file_not_found']);
			const bad = await rest<Err>(app, 'GET', `${B}/file/${encodeURIComponent('a<b')}/${suffix}`);
			expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
			const noNonce = await rest<Err>(app, 'GET', `${B}/file/file_nope/${suffix}`, { nonce: null });
			expect(noNonce.status).toBe(403);
		}
	});

	it('serves the seeded evidence files', async () => {
		const list = (
			await rest<{ data: { id: string; evidence_details: { has_evidence: boolean } }[] }>(
				app,
				'GET',
				`${B}/disputes?pagesize=50`
			)
		).body.data;
		const withEvidence = list.filter((d) => d.evidence_details.has_evidence);
		expect(withEvidence.length).toBeGreaterThan(0);
		for (const d of withEvidence) {
			const detail = (
				await rest<{ evidence: Record<string, string> }>(app, 'GET', `${B}/disputes/${d.id}`)
			).body;
			const content = (
				await rest<FileContent>(app, 'GET', `${B}/file/${detail.evidence.receipt}/content`)
			).body;
			const bytes = Buffer.from(content.file_content, 'base64');
			expect(sniffFileType(bytes)).toBe('application/pdf');
			expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
			expect(content.filename).toMatch(/^receipt-order-\d+\.pdf$/);
		}
	});
});

describe('multipart parsing', () => {
	it('reads the boundary of the content type', () => {
		expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
		expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
		expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeUndefined();
		expect(multipartBoundary('multipart/form-data')).toBeUndefined();
		expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
		expect(multipartBoundary(undefined)).toBeUndefined();
	});

	it('splits parts, keeping binary bodies byte for byte', () => {
		const binary = Buffer.from([0, 13, 10, 45, 45, 255, 13, 10]);
		const parts = parseMultipart(
			multipart([
				{ name: 'a', value: 'one' },
				{ name: 'file', value: binary, filename: 'b.bin', type: 'Application/Octet-Stream; x=1' },
			]),
			BOUNDARY
		);
		expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
			['a', undefined, ''],
			['file', 'b.bin', 'application/octet-stream'],
		]);
		expect(parts[1].data.equals(binary)).toBe(true);
		expect(() => parseMultipart(Buffer.from('garbage'), BOUNDARY)).toThrow();
		expect(() =>
			parseMultipart(multipart([{ name: 'a', value: 'x'.repeat(20) }]), BOUNDARY, { maxPartBytes: 10 })
		).toThrow(/too large/);
	});

	it('sanitises names', () => {
		expect(sanitizeFilename('a/b\\c.pdf')).toBe('c.pdf');
		expect(sanitizeFilename('  \u0000\u001f  ')).toBe('file');
		expect(sanitizeFilename(undefined)).toBe('file');
		expect(Array.from(sanitizeFilename(`${'é'.repeat(300)}.pdf`))).toHaveLength(200);
	});
});
