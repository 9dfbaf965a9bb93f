/**
 * `wcpay/dispute-details` against the mock server (spec 002 §3.3, §4.2, §5.3, §7, §8): the dispute read,
 * evidence save and submit (no notices; the server's error kept), accepting (the catalogue notices, the
 * dispute replaced, the payment details and disputes stores read again), the evidence file upload through
 * api-fetch (multipart with the nonce), its details and its download.
 */
import {
	downloadEvidenceFile,
	store as disputeDetailsStore,
	uploadEvidenceFile,
	type DisputeDetail,
	type UploadedFile,
} from '../../../src/data/dispute-details';
import { disputeRead, fileDetailsRead } from '../../../src/data/dispute-details/query';
import { store as disputesStore, disputesList } from '../../../src/data/disputes';
import type { Dispute } from '../../../src/data/disputes/types';
import { store as paymentDetailsStore } from '../../../src/data/payment-details';
import { moneyRegistry, type LoggedRequest, withLiveServer } from './money-helpers';

const { app, control } = withLiveServer();

const D = 'wcpay/dispute-details';
const P = 'wcpay/payment-details';
const DS = 'wcpay/disputes';
const registry = () =>
	moneyRegistry({ [D]: disputeDetailsStore, [P]: paymentDetailsStore, [DS]: disputesStore });
const requests = async () => (await control('GET', 'requests')) as LoggedRequest[];

async function disputeWith(s: ReturnType<typeof registry>, status: string): Promise<Dispute> {
	const rows: Dispute[] = await s.resolve(DS).getList(disputesList.params({ status_is: status }));
	return rows[0];
}

const PDF = new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'));

describe('reads', () => {
	it('getDispute reads GET /disputes/{id}; an unknown id keeps its error', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'needs_response');
		expect(disputeRead(listed.id).path).toBe(`/wc/v3/payments/disputes/${listed.id}`);
		const dispute: DisputeDetail = await s.resolve(D).getDispute(listed.id);
		expect(dispute).toMatchObject({ id: listed.id, amount: listed.amount, currency: listed.currency });
		expect(dispute.charge.id).toBe(listed.charge_id);
		await s.resolve(D).getDispute('dp_unknown');
		expect(s.select(D).getDisputeError('dp_unknown')).toMatchObject({ code: 'wcpay_dispute_not_found' });
		expect(s.select(D).getDispute('dp_unknown')).toBeUndefined();
		// Reads raise no notices (the pages show their own).
		expect(s.texts()).toEqual([]);
	});

	it('getFileDetails reads the seeded evidence file', async () => {
		const s = registry();
		const listed = (await s.resolve(DS).getList(disputesList.params({}))).find(
			(d: Dispute) => d.evidence_details.has_evidence
		);
		const dispute: DisputeDetail = await s.resolve(D).getDispute(listed.id);
		const fileId = dispute.evidence.receipt as string;
		expect(fileDetailsRead(fileId).path).toBe(`/wc/v3/payments/file/${fileId}/details`);
		const file = await s.resolve(D).getFileDetails(fileId);
		expect(file).toMatchObject({ id: fileId, size: dispute.fileSize[fileId] });
		expect(file.filename).toMatch(/\.pdf$/);
	});
});

describe('saveEvidence', () => {
	it('posts evidence, metadata and submit; replaces the dispute; no notices; busy while it runs', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'needs_response');
		await s.resolve(D).getDispute(listed.id);
		await control('DELETE', 'requests');
		const pending = s
			.dispatch(D)
			.saveEvidence(
				listed.id,
				{ product_description: 'Mug' },
				{ __product_type: 'physical_product' },
				false
			);
		expect(s.select(D).isSaving(listed.id)).toBe(true);
		// The running map changes identity (useDisputeActions re-renders on it).
		const running = s.select(D).getSaving();
		expect(running).toEqual({ [listed.id]: true });
		const outcome = await pending;
		expect(s.select(D).isSaving(listed.id)).toBe(false);
		expect(s.select(D).getSaving()).not.toBe(running);
		expect(s.select(D).getSaving()).toEqual({ [listed.id]: false });
		expect(outcome.dispute.evidence.product_description).toBe('Mug');
		expect(s.select(D).getDispute(listed.id).evidence.product_description).toBe('Mug');
		const post = (await requests()).find((r) => r.method === 'POST');
		expect(post).toMatchObject({
			path: `/wc/v3/payments/disputes/${listed.id}`,
			body: {
				evidence: { product_description: 'Mug' },
				metadata: { __product_type: 'physical_product' },
				submit: false,
			},
		});
		const submitted = await s.dispatch(D).saveEvidence(listed.id, {}, {}, true);
		expect(submitted.dispute.status).toBe('under_review');
		expect(s.select(D).getDispute(listed.id).status).toBe('under_review');
		expect(s.texts()).toEqual([]);
	});

	it('answers the server’s error and keeps the stored dispute', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'under_review');
		const before = await s.resolve(D).getDispute(listed.id);
		const outcome = await s.dispatch(D).saveEvidence(listed.id, { uncategorized_text: 'x' }, {}, true);
		expect(outcome.error).toMatchObject({ code: 'wcpay_dispute_not_editable', data: { status: 409 } });
		expect(outcome.error.message).toContain('under_review');
		expect(s.select(D).getDispute(listed.id)).toEqual(before);
		expect(s.texts()).toEqual([]);
	});
});

describe('acceptDispute', () => {
	it('closes the dispute, notices with the order number, refreshes payment details and disputes', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'needs_response');
		await s.resolve(D).getDispute(listed.id);
		await s.resolve(P).getCharge(listed.charge_id);
		await control('DELETE', 'requests');
		const pending = s.dispatch(D).acceptDispute(listed.id);
		expect(s.select(D).isAccepting(listed.id)).toBe(true);
		expect(s.select(D).getAccepting()).toEqual({ [listed.id]: true });
		const outcome = await pending;
		expect(s.select(D).isAccepting(listed.id)).toBe(false);
		expect(outcome.dispute).toMatchObject({ status: 'lost', metadata: { __closed_by_merchant: '1' } });
		expect(s.select(D).getDispute(listed.id).status).toBe('lost');
		expect(s.texts()).toEqual([`You have accepted the dispute for order #${listed.order_number}.`]);
		// The payment is read again (its dispute is lost now).
		const charge = await s.resolve(P).getCharge(listed.charge_id);
		expect(charge.dispute.status).toBe('lost');
		const log = await requests();
		expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
			`POST /wc/v3/payments/disputes/${listed.id}/close`,
			`GET /wc/v3/payments/charges/${listed.charge_id}`,
		]);
	});

	it('notices without an order number when the dispute has none', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'needs_response');
		app()
			.mock.db.prepare('UPDATE disputes SET order_number = NULL, order_url = NULL WHERE dispute_id = ?')
			.run(listed.id);
		await s.dispatch(D).acceptDispute(listed.id);
		expect(s.texts()).toEqual(['You have accepted the dispute.']);
	});

	it('a failure notices the catalogue text and answers the error; a second call while one runs is refused', async () => {
		const s = registry();
		const listed = await disputeWith(s, 'won');
		const outcome = await s.dispatch(D).acceptDispute(listed.id);
		expect(outcome.error).toMatchObject({ code: 'wcpay_dispute_not_editable' });
		expect(s.texts()).toEqual(['There has been an error accepting the dispute. Please try again later.']);

		const open = await disputeWith(s, 'needs_response');
		await control('POST', 'faults', {
			method: 'POST',
			path: `/wc/v3/payments/disputes/${open.id}/close`,
			status: 200,
			passthrough: true,
			delay_ms: 100,
		});
		const first = s.dispatch(D).acceptDispute(open.id);
		const second = await s.dispatch(D).acceptDispute(open.id);
		expect(second.error).toMatchObject({ code: 'wcpay_dispute_accept_running' });
		expect((await first).dispute.status).toBe('lost');
		const closes = (await requests()).filter((r) => r.path.endsWith(`${open.id}/close`));
		expect(closes).toHaveLength(1);
	});
});

describe('evidence files', () => {
	it('uploads through api-fetch as multipart with the nonce, and rejects with the server’s error', async () => {
		const file = new File([PDF], 'receipt "final".pdf', { type: 'application/pdf' });
		const uploaded: UploadedFile = await uploadEvidenceFile(file);
		expect(uploaded).toMatchObject({
			filename: 'receipt "final".pdf',
			size: PDF.length,
			purpose: 'dispute_evidence',
			type: 'application/pdf',
		});
		const log = await requests();
		expect(log[log.length - 1]).toMatchObject({
			method: 'POST',
			path: '/wc/v3/payments/file',
			status: 200,
		});

		const gif = new File([new Uint8Array(Buffer.from('GIF89a'))], 'a.gif', { type: 'image/gif' });
		await expect(uploadEvidenceFile(gif)).rejects.toMatchObject({
			code: 'wcpay_file_invalid_type',
			message: expect.stringContaining('PDF, PNG or JPEG'),
		});
	});

	it('downloads a file: the decoded bytes under its name; rejects on failure', async () => {
		const uploaded = await uploadEvidenceFile(
			new File([PDF], '../x/proof.pdf', { type: 'application/pdf' })
		);
		const clicked: { name: string; href: string }[] = [];
		const blobs = new Map<string, Blob>();
		const g = globalThis as unknown as Record<string, unknown>;
		const saved = { document: g.document, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
		g.document = {
			createElement: () => {
				const link = {
					href: '',
					download: '',
					rel: '',
					style: {},
					click: () => clicked.push({ name: link.download, href: link.href }),
					remove: () => undefined,
				};
				return link;
			},
			body: { appendChild: () => undefined },
		};
		URL.createObjectURL = (blob: Blob) => {
			blobs.set('blob:1', blob);
			return 'blob:1';
		};
		URL.revokeObjectURL = () => undefined;
		try {
			await downloadEvidenceFile(uploaded.id);
			expect(clicked).toEqual([{ name: 'proof.pdf', href: 'blob:1' }]);
			const blob = blobs.get('blob:1') as Blob;
			expect(blob.type).toBe('application/pdf');
			expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
			await expect(downloadEvidenceFile('file_missing')).rejects.toMatchObject({
				code: 'wcpay_file_not_found',
			});
			expect(clicked).toHaveLength(1);
		} finally {
			g.document = saved.document;
			URL.createObjectURL = saved.create;
			URL.revokeObjectURL = saved.revoke;
		}
	});
});
