/** @jest-environment node */
/**
 * One dispute on the mock server (spec 002 §3.3, §4.2, §5.3, §7): GET /disputes/{id} (amount and currency of
 * its charge, the charge's details, evidence, files, balance transactions), evidence save and submit with
 * every refusal of the contract (nothing changes on a refusal), accepting (lost, closed by the merchant, no
 * money moved), and the nonce and capability checks of the router.
 */
import type { FastifyInstance } from 'fastify';

import type { DisputeDetail, UploadedFile } from '../../../src/data/dispute-details/types';
import type { Dispute, DisputesSummary } from '../../../src/data/disputes/types';
import type { Charge } from '../../../src/data/payment-details/types';
import type { Transaction, TransactionsListResponse } from '../../../src/data/transactions/types';
import { control, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
	app = await testApp();
});
afterEach(() => app.close());

const B = '/wc/v3/payments';
type Err = { code: string; message: string; data: { status: number; params?: Record<string, string> } };

const disputes = async (q = '') =>
	(await rest<{ data: Dispute[] }>(app, 'GET', `${B}/disputes?pagesize=50${q}`)).body.data;
const detail = async (id: string) => (await rest<DisputeDetail>(app, 'GET', `${B}/disputes/${id}`)).body;
const save = (id: string, body: unknown) =>
	rest<DisputeDetail & Err>(app, 'POST', `${B}/disputes/${id}`, { body });
const close = (id: string) => rest<DisputeDetail & Err>(app, 'POST', `${B}/disputes/${id}/close`);
const byStatus = async (status: string) => (await disputes(`&status_is=${status}`))[0];

/** A multipart upload of a small PDF (the evidence file rules are in files.test.ts). */
async function uploadPdf(size = 64): Promise<UploadedFile> {
	const boundary = 'testboundary42';
	const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
	const payload = Buffer.concat([
		Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ndispute_evidence\r\n` +
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
		),
		content,
		Buffer.from(`\r\n--${boundary}--\r\n`),
	]);
	const res = await app.inject({
		method: 'POST',
		url: `/wp-json${B}/file`,
		headers: {
			'x-wp-nonce': app.mock.nonce,
			'content-type': `multipart/form-data; boundary=${boundary}`,
		},
		payload,
	});
	expect(res.statusCode).toBe(200);
	return JSON.parse(res.body) as UploadedFile;
}

describe('GET /disputes/{id}', () => {
	it('carries the amount and currency of its charge; its withdrawal follows the charge’s conversion', async () => {
		const all = await disputes();
		expect(all).toHaveLength(14);
		const foreign = all.filter(
			(d) => d.currency !== 'usd' && d.currency !== 'eur' && d.currency !== 'gbp'
		);
		expect(foreign.length).toBeGreaterThan(0);
		for (const d of all) {
			const charge = (await rest<Charge>(app, 'GET', `${B}/charges/${d.charge_id}`)).body;
			expect([d.amount, d.currency]).toEqual([charge.amount, charge.currency]);
			const one = await detail(d.id);
			expect([one.amount, one.currency]).toEqual([charge.amount, charge.currency]);
			expect([one.charge.amount, one.charge.currency]).toEqual([charge.amount, charge.currency]);
			const withdrawal = one.balance_transactions.find((b) => b.reporting_category === 'dispute');
			if (d.status.startsWith('warning_')) {
				expect(withdrawal).toBeUndefined();
				expect(one.balance_transaction_id).toBeNull();
			} else {
				// The store-currency amount of the charge, withdrawn with the dispute fee.
				expect(withdrawal?.amount).toBe(-(charge.balance_transaction?.amount ?? 0));
				expect(withdrawal?.currency).toBe(charge.balance_transaction?.currency);
				expect(withdrawal?.fee).toBeGreaterThan(0);
			}
		}
	});

	it('answers the dispute with its charge, order, evidence, files and balance transaction', async () => {
		const listed = (await disputes()).find(
			(d) => d.evidence_details.has_evidence && d.status === 'needs_response'
		);
		expect(listed).toBeDefined();
		const one = await detail(listed!.id);
		expect(one).toMatchObject({ ...listed, order: { ...listed!.order } });
		expect(one.charge).toMatchObject({
			id: listed!.charge_id,
			payment_intent: listed!.payment_intent_id,
			billing_details: { name: listed!.customer_name, email: listed!.customer_email },
			payment_method_details: { type: 'card', card: { brand: listed!.source } },
		});
		expect(one.charge.balance_transaction).toMatch(/^txn_/);
		expect(one.charge.billing_details.address.line1).toEqual(expect.any(String));
		expect(one.charge.level3?.line_items[0].product_description).toEqual(expect.any(String));
		expect(one.order?.ip_address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
		expect(one.order?.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
		// Seeded evidence: a description and a receipt file whose size is known.
		expect(one.evidence.product_description).toEqual(expect.any(String));
		expect(one.fileSize[one.evidence.receipt!]).toBeGreaterThan(0);
		expect(one.metadata.__product_type).toBeDefined();
		expect(one.metadata.__evidence_submitted_at).toBeUndefined();
		// The withdrawal row of the transactions list.
		const rows = (
			await rest<TransactionsListResponse>(app, 'GET', `${B}/transactions?pagesize=100&type_is=dispute`)
		).body.data as Transaction[];
		const row = rows.find((t) => t.transaction_id === one.balance_transaction_id);
		expect(row?.payment_intent_id).toBe(one.payment_intent_id);
		// Submitted seeded evidence says when.
		const reviewed = await detail((await byStatus('under_review')).id);
		expect(Number(reviewed.metadata.__evidence_submitted_at)).toBeGreaterThan(0);
	});

	it('keeps /disputes/summary; 404 for an unknown id, 400 for a malformed one', async () => {
		const summary = await rest<DisputesSummary>(app, 'GET', `${B}/disputes/summary`);
		expect(summary.body.count).toBe(14);
		const unknown = await rest<Err>(app, 'GET', `${B}/disputes/dp_unknown`);
		expect([unknown.status, unknown.body.code]).toEqual([404, 'wcpay_dispute_not_found']);
		const bad = await rest<Err>(app, 'GET', `${B}/disputes/${encodeURIComponent('dp_<x>')}`);
		expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
	});
});

describe('POST /disputes/{id}', () => {
	it('saves the evidence in place of the stored one, metadata merged; sets has_evidence', async () => {
		const target = (await disputes()).find(
			(d) => d.status === 'needs_response' && !d.evidence_details.has_evidence
		)!;
		const file = await uploadPdf();
		const res = await save(target.id, {
			evidence: { product_description: 'Blue mug <b>', receipt: file.id },
			metadata: { __product_type: 'physical_product', __evidence_submitted_at: '1', note: 'x' },
			submit: false,
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('needs_response');
		expect(res.body.evidence).toEqual({ product_description: 'Blue mug <b>', receipt: file.id });
		// Server-owned metadata is not taken from the client.
		expect(res.body.metadata).toEqual({ __product_type: 'physical_product', note: 'x' });
		expect(res.body.fileSize).toEqual({ [file.id]: file.size });
		expect(res.body.evidence_details.has_evidence).toBe(true);
		const listed = (await disputes()).find((d) => d.id === target.id)!;
		expect(listed.evidence_details.has_evidence).toBe(true);

		// A later save replaces the evidence ('' values left out); metadata merges, '' removes a key.
		const next = await save(target.id, {
			evidence: { product_description: 'Blue mug <b>', customer_name: 'Ann', receipt: '' },
			metadata: { note: '' },
			submit: false,
		});
		expect(next.body.evidence).toEqual({ product_description: 'Blue mug <b>', customer_name: 'Ann' });
		expect(next.body.metadata).toEqual({ __product_type: 'physical_product' });
		expect(next.body.fileSize).toEqual({});
		// The new flow leaves empty fields out: a field not sent is cleared.
		const dropped = await save(target.id, {
			evidence: { customer_name: 'Ann' },
			metadata: {},
			submit: false,
		});
		expect(dropped.body.evidence).toEqual({ customer_name: 'Ann' });
		expect(dropped.body.metadata).toEqual({ __product_type: 'physical_product' });
		// Everything removed: no evidence any more.
		const cleared = await save(target.id, {
			evidence: { customer_name: '' },
			metadata: {},
			submit: false,
		});
		expect(cleared.body.evidence_details.has_evidence).toBe(false);
	});

	it('submits: needs_response → under_review, warning_needs_response → warning_under_review', async () => {
		const before = Math.floor(Date.now() / 1000);
		const open = await byStatus('needs_response');
		const res = await save(open.id, {
			evidence: { uncategorized_text: 'see receipt' },
			metadata: {},
			submit: true,
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('under_review');
		expect(Number(res.body.metadata.__evidence_submitted_at)).toBeGreaterThanOrEqual(before);
		expect((await detail(open.id)).status).toBe('under_review');

		const inquiry = await byStatus('warning_needs_response');
		const answered = await save(inquiry.id, {
			evidence: { uncategorized_text: 'ok' },
			metadata: {},
			submit: true,
		});
		expect(answered.body.status).toBe('warning_under_review');
		// The payment's dispute follows.
		const charge = (await rest<Charge>(app, 'GET', `${B}/charges/${inquiry.charge_id}`)).body;
		expect(charge.dispute?.status).toBe('warning_under_review');
	});

	it('refuses bad evidence and changes nothing', async () => {
		const target = (await disputes()).find(
			(d) => d.status === 'needs_response' && d.evidence_details.has_evidence
		)!;
		const before = await detail(target.id);
		const big = await uploadPdf(2_300_000);
		const big2 = await uploadPdf(2_300_000);
		const longText = 'a'.repeat(19_000);
		const cases: [unknown, number, string][] = [
			[{ evidence: { favourite_colour: 'red' } }, 400, 'rest_invalid_param'],
			[{ evidence: { product_description: 42 } }, 400, 'rest_invalid_param'],
			[{ evidence: { product_description: null } }, 400, 'rest_invalid_param'],
			[{ evidence: { product_description: 'a'.repeat(20_001) } }, 400, 'rest_invalid_param'],
			[
				{
					evidence: {
						product_description: longText,
						customer_name: longText,
						billing_address: longText,
						refund_policy_disclosure: longText,
						refund_refusal_explanation: longText,
						duplicate_charge_explanation: longText,
						shipping_address: longText,
						cancellation_rebuttal: longText,
					},
				},
				400,
				'rest_invalid_param',
			],
			[{ evidence: { receipt: 'file_doesnotexist' } }, 400, 'rest_invalid_param'],
			[{ evidence: { receipt: 'just some text' } }, 400, 'rest_invalid_param'],
			[
				{ evidence: { receipt: big.id, shipping_documentation: big2.id } },
				400,
				'wcpay_evidence_files_too_large',
			],
			[{ evidence: 'text' }, 400, 'rest_invalid_param'],
			[{ metadata: { __product_type: 'spaceship' } }, 400, 'rest_invalid_param'],
			[{ metadata: { note: 5 } }, 400, 'rest_invalid_param'],
			[{ metadata: [] }, 400, 'rest_invalid_param'],
			[{ evidence: {}, submit: 'yes' }, 400, 'rest_invalid_param'],
		];
		for (const [body, status, code] of cases) {
			const res = await save(target.id, { metadata: {}, submit: true, ...(body as object) });
			expect([JSON.stringify(body).slice(0, 60), res.status, res.body.code]).toEqual([
				JSON.stringify(body).slice(0, 60),
				status,
				code,
			]);
			expect(await detail(target.id)).toEqual(before);
		}
		const notObject = await save(target.id, [1, 2]);
		expect([notObject.status, notObject.body.code]).toEqual([400, 'rest_invalid_param']);
		expect(await detail(target.id)).toEqual(before);
		const tooLarge = await save(target.id, {
			evidence: { receipt: big.id, shipping_documentation: big2.id },
		});
		expect(tooLarge.body.message).toMatch(/4,600,\d{3} bytes, more than the limit of 4,500,000 bytes/);
		// The same file in two fields counts once: 2.3 MB is within the limit.
		const same = await save(target.id, { evidence: { receipt: big.id, shipping_documentation: big.id } });
		expect(same.status).toBe(200);
	});

	it('refuses a dispute that no longer awaits a response (409) and changes nothing', async () => {
		for (const status of ['under_review', 'won', 'lost', 'warning_closed', 'charge_refunded']) {
			const d = await byStatus(status);
			const before = await detail(d.id);
			const res = await save(d.id, {
				evidence: { uncategorized_text: 'late' },
				metadata: {},
				submit: true,
			});
			expect([status, res.status, res.body.code]).toEqual([status, 409, 'wcpay_dispute_not_editable']);
			const saved = await save(d.id, {
				evidence: { uncategorized_text: 'late' },
				metadata: {},
				submit: false,
			});
			expect(saved.status).toBe(409);
			expect(await detail(d.id)).toEqual(before);
		}
		const unknown = await save('dp_unknown', { evidence: {} });
		expect([unknown.status, unknown.body.code]).toEqual([404, 'wcpay_dispute_not_found']);
	});
});

describe('POST /disputes/{id}/close', () => {
	const balances = async () =>
		(await rest<{ balance: unknown }>(app, 'GET', `${B}/deposits/overview-all`)).body.balance;
	const transactionsSummary = async () => (await rest(app, 'GET', `${B}/transactions/summary`)).body;

	it('accepts: lost, closed by the merchant; the withdrawal stays, no money moves', async () => {
		const d = (await disputes()).find((x) => x.status === 'needs_response' && x.order)!;
		const balance = await balances();
		const summary = await transactionsSummary();
		const withdrawal = (await detail(d.id)).balance_transaction_id;
		const before = Math.floor(Date.now() / 1000);
		const res = await close(d.id);
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('lost');
		expect(res.body.metadata.__closed_by_merchant).toBe('1');
		expect(Number(res.body.metadata.__dispute_closed_at)).toBeGreaterThanOrEqual(before);
		expect(res.body.balance_transaction_id).toBe(withdrawal);
		expect(res.body.balance_transactions.map((b) => b.reporting_category)).toEqual(['dispute']);
		expect(await balances()).toEqual(balance);
		expect(await transactionsSummary()).toEqual(summary);
		expect((await rest<Charge>(app, 'GET', `${B}/charges/${d.charge_id}`)).body.dispute?.status).toBe(
			'lost'
		);
		expect((await disputes()).find((x) => x.id === d.id)?.status).toBe('lost');

		// Final: a second accept and a later save are refused.
		const again = await close(d.id);
		expect([again.status, again.body.code]).toEqual([409, 'wcpay_dispute_not_editable']);
		expect((await save(d.id, { evidence: {}, metadata: {}, submit: false })).status).toBe(409);
	});

	it('closes an inquiry as warning_closed; refuses other statuses and unknown ids', async () => {
		const inquiry = await byStatus('warning_needs_response');
		const res = await close(inquiry.id);
		expect([res.status, res.body.status, res.body.metadata.__closed_by_merchant]).toEqual([
			200,
			'warning_closed',
			'1',
		]);
		for (const status of ['under_review', 'won', 'lost']) {
			const d = await byStatus(status);
			const before = await detail(d.id);
			const refused = await close(d.id);
			expect([refused.status, refused.body.code]).toEqual([409, 'wcpay_dispute_not_editable']);
			expect(await detail(d.id)).toEqual(before);
		}
		expect((await close('dp_unknown')).status).toBe(404);
		expect((await close(encodeURIComponent('dp_<x>'))).status).toBe(400);
	});
});

describe('nonce and capability', () => {
	it('refuses reads and writes without the nonce or the capability, and changes nothing', async () => {
		const d = await byStatus('needs_response');
		const before = await detail(d.id);
		for (const [method, path] of [
			['GET', `${B}/disputes/${d.id}`],
			['POST', `${B}/disputes/${d.id}`],
			['POST', `${B}/disputes/${d.id}/close`],
		] as const) {
			const res = await rest<Err>(app, method, path, {
				nonce: null,
				body: { evidence: {}, submit: true },
			});
			expect([path, res.status, res.body.code]).toEqual([path, 403, 'rest_cookie_invalid_nonce']);
		}
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		const denied = await rest<Err>(app, 'POST', `${B}/disputes/${d.id}/close`);
		expect([denied.status, denied.body.code]).toEqual([403, 'woocommerce_rest_cannot_view']);
		await control(app, 'PATCH', 'user', { capabilities: ['manage_woocommerce'] });
		expect(await detail(d.id)).toEqual(before);
	});
});
