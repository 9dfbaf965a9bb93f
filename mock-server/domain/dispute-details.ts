/**
 * GET /disputes/{id} (spec 002 §3.3, §7): the listed dispute plus what the evidence screen needs — the
 * disputed charge (from `getCharge` of payment-details.ts, with a billing address, phone and line items
 * made up deterministically from the charge id), the order's IP address and date, the stored evidence and
 * metadata (dispute-evidence.ts), the issuer's evidence, the dispute's balance transactions (its `dispute`
 * withdrawal and `dispute_reversal` rows) and the sizes of its evidence files.
 *
 * And the writes: POST /disputes/{id} saves the evidence (replacing what is stored; '' values are left out)
 * and the metadata (merged into what is stored; '' removes a key) and, with `submit`, moves the dispute into
 * review; POST /disputes/{id}/close accepts it (lost,
 * closed by the merchant; an inquiry is closed as `warning_closed`, as Stripe does). Accepting changes no
 * money: the dispute's `dispute` withdrawal row took the amount and the fee when it was opened, and a loss
 * keeps them (no reversal row), so the balance and the transactions list stay as they are. Both refuse
 * (nothing changed) unless the dispute awaits a response: 409 `wcpay_dispute_not_editable`.
 * Shapes: src/data/dispute-details/types.ts.
 */
import {
	EVIDENCE_FILE_FIELDS,
	type DisputeBalanceTransaction,
	type DisputeCharge,
	type DisputeDetail,
	type Evidence,
	type IssuerEvidence,
} from '../../src/data/dispute-details/types';
import { AWAITING_RESPONSE_STATUSES, type DisputeStatus } from '../../src/data/disputes/types';
import type { Charge } from '../../src/data/payment-details/types';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import {
	checkMergedEvidence,
	mergeStrings,
	readEvidence,
	readEvidenceRequest,
	writeEvidence,
} from './dispute-evidence';
import { fileSizes } from './files';
import { toDispute, type DisputeRow, type TransactionRow } from './money-rows';
import { stmt, utc } from './money-sql';
import { getCharge, hash, pick, seconds } from './payment-details';

export const disputeErrors = {
	notFound: () => new WpError(404, 'wcpay_dispute_not_found', 'The dispute could not be found.'),
	invalidId: () =>
		new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): dispute_id', {
			params: { dispute_id: 'dispute_id must contain only letters, digits and underscores.' },
		}),
	notEditable: (status: DisputeStatus, action: string) =>
		new WpError(
			409,
			'wcpay_dispute_not_editable',
			`This dispute no longer awaits a response (its status is ${status}): it cannot be ${action}.`,
			{ dispute_status: status }
		),
};

function awaitsResponse(row: DisputeRow): boolean {
	return AWAITING_RESPONSE_STATUSES.includes(row.status);
}

/** The dispute row of an id: 400 for a malformed id, 404 for an unknown one. */
export function requireDisputeRow(db: Db, id: string): DisputeRow {
	if (!/^\w{1,64}$/.test(id)) {
		throw disputeErrors.invalidId();
	}
	const row = stmt(db, 'SELECT * FROM disputes WHERE dispute_id = ?').get(id) as DisputeRow | undefined;
	if (!row) {
		throw disputeErrors.notFound();
	}
	return row;
}

const STREETS = [
	'Market Street',
	'Rue de Rivoli',
	'Baker Street',
	'Kurfürstendamm',
	'George Street',
	'Elm Road',
];
const CITIES: Record<string, readonly [string, string | null][]> = {
	US: [
		['San Francisco', 'CA'],
		['Austin', 'TX'],
		['Portland', 'OR'],
	],
	CA: [['Toronto', 'ON']],
	GB: [['London', null]],
	DE: [['Berlin', null]],
	FR: [['Paris', null]],
	AU: [['Sydney', 'NSW']],
	JP: [['Tokyo', '13']],
};
const PRODUCTS = [
	'Ceramic pour-over coffee set',
	'Merino wool beanie',
	'Annual software licence',
	'Handmade leather notebook',
	'Wireless earbuds',
	'Yoga class pass (10 sessions)',
];

/** The product a charge paid for (its level-3 line item), made up from its id. */
export function productOfCharge(chargeId: string): string {
	return pick(PRODUCTS, `${chargeId}product`);
}

/** The billing details of the dispute screen: the charge's name and email, the rest made up from its id. */
function billingDetails(charge: Charge): DisputeCharge['billing_details'] {
	const id = charge.id;
	const country = charge.billing_details.address.country;
	const [city, state] = pick(CITIES[country ?? ''] ?? [['Springfield', null]], `${id}city`);
	return {
		name: charge.billing_details.name,
		email: charge.billing_details.email,
		phone: `+1 555 01${String(hash(`${id}phone`) % 100).padStart(2, '0')}`,
		address: {
			line1:
				charge.billing_details.address.line1 ??
				`${1 + (hash(`${id}no`) % 240)} ${pick(STREETS, `${id}street`)}`,
			line2: hash(`${id}line2`) % 3 === 0 ? `Apt ${1 + (hash(`${id}apt`) % 30)}` : null,
			city,
			state,
			postal_code: String(10000 + (hash(`${id}zip`) % 89999)),
			country,
		},
	};
}

function disputeCharge(db: Db, charge: Charge): DisputeCharge {
	const balance = stmt(
		db,
		"SELECT transaction_id FROM transactions WHERE charge_id = ? AND type IN ('charge', 'payment') ORDER BY date LIMIT 1"
	).get(charge.id) as { transaction_id: string } | undefined;
	const pmd = charge.payment_method_details;
	const card = pmd.card ?? pmd.card_present;
	return {
		id: charge.id,
		payment_intent: charge.payment_intent,
		balance_transaction: balance?.transaction_id ?? null,
		amount: charge.amount,
		currency: charge.currency,
		created: charge.created,
		billing_details: billingDetails(charge),
		level3: { line_items: [{ product_description: productOfCharge(charge.id) }] },
		payment_method_details: {
			type: pmd.type,
			...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
		},
	};
}

/** What the card issuer sent: a note for reasons where the customer explains themselves. */
function issuerEvidence(row: DisputeRow): IssuerEvidence[] {
	switch (row.reason) {
		case 'product_not_received':
			return [{ text_evidence: 'The cardholder states the order never arrived.', file_evidence: [] }];
		case 'product_unacceptable':
			return [
				{ text_evidence: 'The cardholder states the item was not as described.', file_evidence: [] },
			];
		default:
			return [];
	}
}

/** The file ids an evidence object names. */
export function evidenceFileIds(evidence: Evidence): string[] {
	return EVIDENCE_FILE_FIELDS.map((key) => evidence[key]).filter((id): id is string => Boolean(id));
}

/** The dispute detail of a dispute row. */
export function disputeDetail(db: Db, row: DisputeRow): DisputeDetail {
	const charge = getCharge(db, row.charge_id);
	const { evidence, metadata } = readEvidence(db, row.dispute_id);
	const movements = stmt(
		db,
		"SELECT * FROM transactions WHERE charge_id = ? AND type IN ('dispute', 'dispute_reversal') ORDER BY date, id"
	).all(row.charge_id) as TransactionRow[];
	const balanceTransactions: DisputeBalanceTransaction[] = movements.map((m) => ({
		reporting_category: m.type as 'dispute' | 'dispute_reversal',
		amount: m.amount,
		fee: m.fees,
		currency: m.currency,
	}));
	const listed = toDispute(row);
	return {
		...listed,
		charge: disputeCharge(db, charge),
		order: listed.order
			? {
					...listed.order,
					ip_address: `203.0.113.${1 + (hash(`${row.charge_id}ip`) % 254)}`,
					date: utc(charge.created * 1000),
				}
			: null,
		evidence,
		metadata,
		issuer_evidence: issuerEvidence(row),
		balance_transactions: balanceTransactions,
		fileSize: fileSizes(db, evidenceFileIds(evidence)),
		balance_transaction_id: movements.find((m) => m.type === 'dispute')?.transaction_id ?? null,
	};
}

/** GET /disputes/{id}. */
export function getDisputeDetail(db: Db, id: string): DisputeDetail {
	return disputeDetail(db, requireDisputeRow(db, id));
}

/**
 * POST /disputes/{id} `{ evidence, metadata, submit }`: saves (and submits) the evidence, or refuses with
 * a WordPress error and changes nothing.
 */
export function saveDisputeEvidence(db: Db, id: string, body: unknown, now = Date.now()): DisputeDetail {
	return db.transaction(() => {
		const row = requireDisputeRow(db, id);
		const request = readEvidenceRequest(body);
		if (!awaitsResponse(row)) {
			throw disputeErrors.notEditable(row.status, request.submit ? 'submitted' : 'changed');
		}
		const stored = readEvidence(db, id);
		// The evidence sent is the whole evidence (both forms send every field they hold; the new flow leaves
		// empty ones out): it replaces what is stored. Metadata is merged, so the server's own keys stay.
		const evidence = mergeStrings({}, request.evidence);
		checkMergedEvidence(db, evidence);
		const metadata = mergeStrings(stored.metadata, request.metadata);
		let status = row.status;
		if (request.submit) {
			status = row.status === 'warning_needs_response' ? 'warning_under_review' : 'under_review';
			metadata.__evidence_submitted_at = String(seconds(now));
		}
		writeEvidence(db, id, evidence, metadata);
		stmt(db, 'UPDATE disputes SET status = ?, has_evidence = ? WHERE dispute_id = ?').run(
			status,
			Object.keys(evidence).length > 0 ? 1 : 0,
			id
		);
		return getDisputeDetail(db, id);
	})();
}

/**
 * POST /disputes/{id}/close: the merchant accepts the dispute — lost (an inquiry: warning_closed), with
 * `__closed_by_merchant` and `__dispute_closed_at` in its metadata. No money moves (see above).
 */
export function closeDispute(db: Db, id: string, now = Date.now()): DisputeDetail {
	return db.transaction(() => {
		const row = requireDisputeRow(db, id);
		if (!awaitsResponse(row)) {
			throw disputeErrors.notEditable(row.status, 'accepted');
		}
		const stored = readEvidence(db, id);
		const metadata = {
			...stored.metadata,
			__closed_by_merchant: '1' as const,
			__dispute_closed_at: String(seconds(now)),
		};
		writeEvidence(db, id, stored.evidence, metadata);
		const status: DisputeStatus = row.status === 'warning_needs_response' ? 'warning_closed' : 'lost';
		stmt(db, 'UPDATE disputes SET status = ? WHERE dispute_id = ?').run(status, id);
		return getDisputeDetail(db, id);
	})();
}
