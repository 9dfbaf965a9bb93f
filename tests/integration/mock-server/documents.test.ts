/** @jest-environment node */
/**
 * Documents routes (spec 001 §2.9, §3.8, §5.3, §7.7; mock-server/routes/documents.ts, domain/documents.ts):
 * the six seeded monthly tax invoices of the established scenario, the filters (dates, type is / is not,
 * match), paging and sort, the summary's count, 400 for bad params, the PDF download (headers, a valid PDF
 * with an exact xref, the nonce as `_wpnonce`), 404 for an unknown id, scenarios without documents, auth,
 * faults and determinism.
 */
import type { FastifyInstance } from 'fastify';

import type { DocumentsListResponse, DocumentsSummary } from '../../../src/data/documents/types';
import { NOW, control, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const BASE = '/wc/v3/payments/documents';
const reset = (scenario: string) => control(app, 'POST', 'reset', { scenario, now: NOW.toISOString() });

const list = async (query = '') => {
	const answer = await rest<DocumentsListResponse>(app, 'GET', `${BASE}${query}`);
	expect(answer.status).toBe(200);
	return answer.body;
};

describe('GET /documents (established)', () => {
	beforeAll(() => reset('established'));

	it('lists six monthly tax invoices (30 days each, every 30 days, the newest 2 days ago), newest first', async () => {
		const body = await list();
		expect(body.total_count).toBe(6);
		expect(body.data.map((d) => d.type)).toEqual(Array(6).fill('vat_invoice'));
		// NOW is 2025-01-15.
		expect(body.data.map((d) => [d.date.slice(0, 10), d.period_from, d.period_to])).toEqual([
			['2025-01-13', '2024-12-14 00:00:00', '2025-01-12 23:59:59'],
			['2024-12-14', '2024-11-14 00:00:00', '2024-12-13 23:59:59'],
			['2024-11-14', '2024-10-15 00:00:00', '2024-11-13 23:59:59'],
			['2024-10-15', '2024-09-15 00:00:00', '2024-10-14 23:59:59'],
			['2024-09-15', '2024-08-16 00:00:00', '2024-09-14 23:59:59'],
			['2024-08-16', '2024-07-17 00:00:00', '2024-08-15 23:59:59'],
		]);
		for (const d of body.data) {
			expect(d.document_id).toMatch(/^doc_\w{14}$/);
			expect(new Date(`${d.date.replace(' ', 'T')}Z`).getTime()).toBeLessThan(NOW.getTime());
		}
	});

	it('pages and sorts', async () => {
		const all = await list();
		const first = await list('?page=1&pagesize=4');
		const second = await list('?page=2&pagesize=4');
		expect(first.data).toHaveLength(4);
		expect(second.data).toHaveLength(2);
		expect(first.total_count).toBe(6);
		expect([...first.data, ...second.data]).toEqual(all.data);
		const asc = await list('?sort=date&direction=asc');
		expect(asc.data.map((d) => d.document_id)).toEqual(all.data.map((d) => d.document_id).reverse());
	});

	it('filters by date (before, after, between) and type, matched all or any', async () => {
		expect((await list('?date_before=2024-09-15')).total_count).toBe(2); // issued Aug 16, Sep 15
		expect((await list('?date_after=2024-12-15')).total_count).toBe(1);
		expect((await list('?date_between[]=2024-11-14&date_between[]=2024-10-15')).total_count).toBe(2);
		expect((await list('?type_is=vat_invoice')).total_count).toBe(6);
		expect((await list('?type_is_not=vat_invoice')).total_count).toBe(0);
		expect((await list('?type_is_not=vat_invoice&date_after=2024-12-15&match=any')).total_count).toBe(1);
		expect((await list('?type_is_not=vat_invoice&date_after=2024-12-15&match=all')).total_count).toBe(0);
		// The page sends who asks; it is accepted and does not filter.
		expect((await list('?user_email=merchant%40example.com')).total_count).toBe(6);
	});

	it('answers the summary count with the same filters', async () => {
		const summary = await rest<DocumentsSummary>(app, 'GET', `${BASE}/summary`);
		expect(summary.status).toBe(200);
		expect(summary.body).toEqual({ count: 6 });
		expect(
			(await rest<DocumentsSummary>(app, 'GET', `${BASE}/summary?date_after=2024-12-15`)).body
		).toEqual({
			count: 1,
		});
	});

	it('refuses unknown filter values with 400 rest_invalid_param', async () => {
		for (const query of [
			'?type_is=invoice',
			'?type_is_not=x',
			'?sort=amount',
			'?direction=up',
			'?match=some',
		]) {
			const answer = await rest(app, 'GET', `${BASE}${query}`);
			expect(answer.status).toBe(400);
			expect(answer.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
		}
		expect((await rest(app, 'GET', `${BASE}/summary?type_is=nope`)).status).toBe(400);
	});

	it('serves a document as a valid PDF, with the nonce in the link', async () => {
		const [doc] = (await list()).data;
		const res = await app.inject({
			method: 'GET',
			url: `/wp-json${BASE}/${doc.document_id}?_wpnonce=${app.mock.nonce}`,
		});
		expect(res.statusCode).toBe(200);
		expect(res.headers['content-type']).toBe('application/pdf');
		expect(res.headers['content-disposition']).toBe(
			`attachment; filename="vat_invoice-${doc.document_id}.pdf"`
		);
		const pdf = res.rawPayload;
		const text = pdf.toString('latin1');
		expect(text.startsWith('%PDF-1.4\n')).toBe(true);
		expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
		expect(text).toContain(`(Document: ${doc.document_id}) Tj`);
		expect(text).toContain('(Period: 2024-12-14 to 2025-01-12) Tj');
		// Every xref entry points at its object, and startxref at the xref table.
		const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
		expect(text.slice(startxref, startxref + 4)).toBe('xref');
		const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
		expect(offsets).toHaveLength(5);
		offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
		const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
		const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
		expect(text.slice(streamStart + length)).toMatch(/^\nendstream/);
	});

	it('answers 404 wcpay_document_not_found for an unknown id, and 403 without the nonce', async () => {
		const missing = await rest(app, 'GET', `${BASE}/doc_missing`);
		expect(missing.status).toBe(404);
		expect(missing.body).toMatchObject({ code: 'wcpay_document_not_found', data: { status: 404 } });
		const [doc] = (await list()).data;
		expect((await rest(app, 'GET', `${BASE}/${doc.document_id}`, { nonce: null })).status).toBe(403);
		expect((await rest(app, 'GET', BASE, { nonce: 'wrong' })).body).toMatchObject({
			code: 'rest_cookie_invalid_nonce',
		});
	});

	it('needs the capability', async () => {
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		try {
			expect((await rest(app, 'GET', BASE)).body).toMatchObject({
				code: 'woocommerce_rest_cannot_view',
			});
		} finally {
			await reset('established');
		}
	});

	it('answers an injected fault, then recovers', async () => {
		await control(app, 'POST', 'faults', {
			method: 'GET',
			path: BASE,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const failed = await rest(app, 'GET', BASE);
		expect(failed.status).toBe(500);
		expect(failed.body).toMatchObject({ code: 'internal_server_error' });
		expect((await rest(app, 'GET', BASE)).status).toBe(200);
	});

	it('is the same after another reset (deterministic)', async () => {
		const before = await list();
		await reset('established');
		expect(await list()).toEqual(before);
	});
});

describe('scenarios without money movement', () => {
	afterAll(() => reset('established'));

	it('has no documents in the empty scenario', async () => {
		await reset('empty');
		expect(await list()).toEqual({ data: [], total_count: 0 });
		expect((await rest(app, 'GET', `${BASE}/summary`)).body).toEqual({ count: 0 });
	});
});
