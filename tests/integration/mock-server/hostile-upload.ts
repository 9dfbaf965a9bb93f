/**
 * The upload cases of the hostile-input matrix (hostile-cases.ts explains the expectations): POST /file
 * sent JSON, no body, broken multipart, files of the wrong type (by name, declared type and content), empty
 * and over-size files, a missing or wrong purpose, hostile names and too many parts.
 */
import type { Expectation, HostileCase } from './hostile-cases';
import { uploadBody } from './route-samples';

export const MB = 1024 * 1024;
export const HUGE_STRING = 'x'.repeat(MB);

/** The upload route (multipart `file` + `purpose`): wrong bodies, wrong files, wrong sizes. */
export function uploadCases(method: string): Omit<HostileCase, 'path' | 'query'>[] {
	const out: Omit<HostileCase, 'path' | 'query'>[] = [];
	const up = (name: string, u: { payload: Buffer | string; contentType: string }, expect: Expectation) =>
		out.push({ name, method, headers: { 'content-type': u.contentType }, payload: u.payload, expect });
	const pdf = (n: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(n - 9, 0x20)]);
	up(
		'JSON where multipart is expected',
		{ payload: '{"purpose":"dispute_evidence"}', contentType: 'application/json' },
		'refuse'
	);
	up('no body', { payload: '', contentType: 'multipart/form-data; boundary=x' }, 'refuse');
	up('multipart without a boundary', { ...uploadBody(), contentType: 'multipart/form-data' }, 'refuse');
	up('another boundary', { ...uploadBody(), contentType: 'multipart/form-data; boundary=other' }, 'refuse');
	const whole = uploadBody();
	up(
		'unclosed multipart',
		{ ...whole, payload: whole.payload.subarray(0, whole.payload.length - 30) },
		'refuse'
	);
	up(
		'an .exe',
		uploadBody({
			name: 'evil.exe',
			type: 'application/octet-stream',
			data: Buffer.from('MZ\x90\x00\x03\x00'),
		}),
		'refuse'
	);
	up(
		'HTML',
		uploadBody({ name: 'page.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }),
		'refuse'
	);
	up(
		'HTML named and typed as a PDF',
		uploadBody({ data: Buffer.from('<html><script>alert(1)</script>') }),
		'refuse'
	);
	up(
		'a PNG typed as a PDF',
		uploadBody({ data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) }),
		'refuse'
	);
	up(
		'an SVG',
		uploadBody({ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }),
		'refuse'
	);
	up('an empty file', uploadBody({ data: Buffer.alloc(0) }), 'refuse');
	up('a PDF over 4 500 000 bytes', uploadBody({ data: pdf(4_500_001) }), 'refuse');
	up('a PDF of 8 MB', uploadBody({ data: pdf(8 * MB) }), 'refuse');
	up('no purpose', uploadBody({ purpose: null }), 'refuse');
	up('another purpose', uploadBody({ purpose: 'identity_document' }), 'refuse');
	up('a 1 MB purpose', uploadBody({ purpose: HUGE_STRING }), 'refuse');
	up('a name with path parts', uploadBody({ name: '../../etc/passwd.pdf' }), 'either');
	up('a name with control characters', uploadBody({ name: 'a\u0001b\u202e.pdf' }), 'either');
	up('a 10 000 character name', uploadBody({ name: `${'n'.repeat(10_000)}.pdf` }), 'either');
	const many = uploadBody();
	const extra = Array.from(
		{ length: 12 },
		(_, i) => `------matrix7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`
	).join('');
	up('too many parts', { ...many, payload: Buffer.concat([Buffer.from(extra), many.payload]) }, 'refuse');
	return out;
}
