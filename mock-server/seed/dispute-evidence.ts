/**
 * Evidence of the seeded disputes that have some (`has_evidence`): a product description, the customer's
 * name and email, a field for the dispute's reason, a product type and a small PDF receipt (one of them also
 * a customer-communication PDF with a hostile name, which the screens must show as text). Disputes past
 * `needs_response` carry `__evidence_submitted_at` a day after they opened (when the timeline shows the
 * review starting); the open one keeps its evidence saved, not submitted. Run by seed/disputes.ts after the
 * disputes.
 *
 * Deterministic: draws from `ctx.rng.fork('dispute-evidence')`; instants follow the disputes' own.
 */
import type { DisputeMetadata, Evidence, EvidenceProductType } from '../../src/data/dispute-details/types';
import { productOfCharge } from '../domain/dispute-details';
import { writeEvidence } from '../domain/dispute-evidence';
import { insertFile } from '../domain/files';
import type { DisputeRow } from '../domain/money-rows';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';
import { HOSTILE } from './hostile';

const HOUR = 3_600_000;

/** A minimal one-page PDF showing `lines` (ASCII), with a correct cross-reference table. */
export function tinyPdf(lines: readonly string[]): Buffer {
	const text = lines
		.map((line) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`))
		.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${line}) Tj ET`)
		.join('\n');
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach((body, i) => {
		offsets.push(Buffer.byteLength(out, 'latin1'));
		out += `${i + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = Buffer.byteLength(out, 'latin1');
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(out, 'latin1');
}

/** The field a merchant fills in for each reason (spec 002 §3.4). */
function reasonEvidence(row: DisputeRow): Evidence {
	switch (row.reason) {
		case 'duplicate':
			return {
				duplicate_charge_explanation:
					'The customer placed two separate orders for two different deliveries.',
			};
		case 'product_not_received':
			return { shipping_carrier: 'UPS', shipping_tracking_number: `1Z999AA1${row.order_number ?? 0}` };
		case 'product_unacceptable':
			return {
				refund_policy_disclosure: 'Our refund policy is shown at checkout and on every receipt.',
			};
		case 'subscription_canceled':
			return {
				cancellation_rebuttal: 'The subscription was renewed before the customer cancelled it.',
			};
		case 'credit_not_processed':
			return { refund_refusal_explanation: 'The item was returned after the 30-day return window.' };
		default:
			return {
				uncategorized_text: 'The customer has ordered from this store before with the same card.',
			};
	}
}

export function seedDisputeEvidence(ctx: ScenarioContext): void {
	const { db } = ctx;
	const rng = ctx.rng.fork('dispute-evidence');
	const rows = db
		.prepare('SELECT * FROM disputes WHERE has_evidence = 1 ORDER BY created, dispute_id')
		.all() as DisputeRow[];
	let hostileNamed = false;
	for (const row of rows) {
		const order = row.order_number ?? 0;
		const receipt = {
			id: rng.id('file_', 24),
			filename: `receipt-order-${order}.pdf`,
			purpose: 'dispute_evidence',
			type: 'application/pdf',
			content: tinyPdf([`Receipt for order #${order}`, productOfCharge(row.charge_id)]),
			created: row.created + HOUR,
		};
		insertFile(db, { ...receipt, size: receipt.content.length });
		const evidence: Evidence = {
			product_description: productOfCharge(row.charge_id),
			customer_name: row.customer_name ?? '',
			customer_email_address: row.customer_email ?? '',
			receipt: receipt.id,
			...reasonEvidence(row),
		};
		if (!hostileNamed && row.status === 'under_review') {
			// A file name that must stay text on every screen.
			hostileNamed = true;
			const content = tinyPdf([`Messages with the customer of order #${order}`]);
			const id = rng.id('file_', 24);
			insertFile(db, {
				id,
				filename: `${HOSTILE.html} chat.pdf`,
				purpose: 'dispute_evidence',
				type: 'application/pdf',
				size: content.length,
				content,
				created: row.created + 2 * HOUR,
			});
			evidence.customer_communication = id;
		}
		for (const key of Object.keys(evidence) as (keyof Evidence)[]) {
			if (!evidence[key]) {
				delete evidence[key];
			}
		}
		const productType = rng.pick<EvidenceProductType>([
			'physical_product',
			'physical_product',
			'digital_product_or_service',
			'offline_service',
		]);
		const metadata: DisputeMetadata = { __product_type: productType };
		if (row.status !== 'needs_response' && row.status !== 'warning_needs_response') {
			metadata.__evidence_submitted_at = String(Math.floor((row.created + DAY_MS) / 1000));
		}
		writeEvidence(db, row.dispute_id, evidence, metadata);
	}
}
