/**
 * The payment details screen's reads (spec 002 §3.1, §3.2, §3.6, §7), derived from the seeded money tables:
 * a charge is its `charge`/`payment` transaction row (or an uncaptured authorization), with its refund rows
 * (amount_refunded, refunds), its dispute, its payout (balance_transaction, deposit) and payment method
 * details made up deterministically from the row's source. Shapes: src/data/payment-details/types.ts.
 */
import type { Db } from '../db/types';
import type {
	CardCheck,
	CardDetails,
	Charge,
	ChargeOrder,
	ChargeRefund,
	FraudReview,
	PaymentIntent,
	PaymentMethodDetails,
	RiskLevelName,
} from '../../src/data/payment-details/types';
import { hostileAddressLine } from '../seed/hostile';
import { WpError } from '../util/wp-error';
import { stmt } from './money-sql';
import {
	toDispute,
	type AuthorizationRow,
	type DisputeRow,
	type FraudOutcomeRow,
	type TransactionRow,
} from './money-rows';

/** A fraud outcome row with the reviewer columns of migration 5. */
export type ReviewedFraudOutcomeRow = FraudOutcomeRow & {
	reviewer_id: number | null;
	reviewer_name: string | null;
	reviewed_at: number | null;
};

/** An authorization row with the cancel time of migration 5. */
export type CancelableAuthorizationRow = AuthorizationRow & { canceled_at: number | null };

const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'];
export const REFUND_TYPES = ['refund', 'payment_refund'];
/** The dispute fee the timeline shows (minor units of the balance currency). */
export const DISPUTE_FEE = 1500;

/** A valid lookup id: word characters only (`pi_…`, `ch_…`, `py_…`). */
export function isValidLookupId(id: string): boolean {
	return /^\w+$/.test(id);
}

export function invalidId(name: string): WpError {
	return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
		params: { [name]: `${name} must contain only letters, digits and underscores.` },
	});
}

const notFound = {
	intent: () =>
		new WpError(404, 'wcpay_payment_intent_not_found', 'The payment intent could not be found.'),
	charge: () => new WpError(404, 'wcpay_charge_not_found', 'The charge could not be found.'),
	order: () => new WpError(404, 'wcpay_missing_order', 'Order not found'),
};

/** A stable small hash of a string (FNV-1a), so that made-up details are the same on every call. */
export function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h;
}

export function pick<T>(list: readonly T[], seed: string): T {
	return list[hash(seed) % list.length];
}

export const seconds = (ms: number) => Math.floor(ms / 1000);

function riskName(level: number | null): RiskLevelName {
	return level === 0 ? 'normal' : level === 1 ? 'elevated' : level === 2 ? 'highest' : 'not_assessed';
}

function chargeOrder(
	number: number | null,
	url: string | null,
	customerUrl: string | null,
	subscriptions: string | null
): ChargeOrder | null {
	if (number === null || url === null) {
		return null;
	}
	let subs: ChargeOrder['subscriptions'] = [];
	try {
		const parsed = subscriptions ? (JSON.parse(subscriptions) as unknown) : [];
		subs = Array.isArray(parsed) ? (parsed as ChargeOrder['subscriptions']) : [];
	} catch {
		subs = [];
	}
	return { id: number, number, url, customer_url: customerUrl, subscriptions: subs };
}

function cardDetails(
	id: string,
	brand: string,
	last4: string,
	country: string | null,
	online: boolean
): CardDetails {
	const checks: CardCheck[] = ['pass', 'pass', 'pass', 'fail', 'unavailable', 'unchecked'];
	const card: CardDetails = {
		brand,
		network: brand,
		last4,
		fingerprint: `fp_${hash(`${id}fp`).toString(36)}`,
		exp_month: (hash(`${id}m`) % 12) + 1,
		exp_year: 2026 + (hash(`${id}y`) % 6),
		funding: pick(['credit', 'credit', 'debit', 'prepaid'] as const, `${id}f`),
		country,
	};
	if (online) {
		card.checks = {
			cvc_check: pick(checks, `${id}cvc`),
			address_line1_check: pick(checks, `${id}l1`),
			address_postal_code_check: pick(checks, `${id}zip`),
		};
	}
	return card;
}

/** Payment method details per type (spec 002 §3.2) from a row's source. */
export function paymentMethodDetails(
	id: string,
	source: string | null,
	identifier: string | null,
	channel: string,
	name: string | null,
	country: string | null
): PaymentMethodDetails {
	const last4 = identifier && /^\d{4}$/.test(identifier) ? identifier : String(1000 + (hash(id) % 9000));
	const fingerprint = `fp_${hash(`${id}fp`).toString(36)}`;
	if (!source || CARD_BRANDS.includes(source)) {
		const brand = source ?? 'visa';
		if (channel === 'in_person' || channel === 'in_person_pos') {
			return { type: 'card_present', card_present: cardDetails(id, brand, last4, country, false) };
		}
		return { type: 'card', card: cardDetails(id, brand, last4, country, true) };
	}
	switch (source) {
		case 'sepa_debit':
			return { type: source, sepa_debit: { last4, fingerprint, country: country ?? 'DE' } };
		case 'ideal':
			return {
				type: source,
				ideal: {
					bank: 'ing',
					bic: 'INGBNL2A',
					country: 'NL',
					iban_last4: last4,
					verified_name: name,
				},
			};
		case 'giropay':
			return {
				type: source,
				giropay: { bank_name: 'Sparkasse', bic: 'MARKDEF1100', bank_code: '10000000' },
			};
		case 'sofort':
			return {
				type: source,
				sofort: {
					bank_code: '37040044',
					bank_name: 'Commerzbank',
					bic: 'COBADEFFXXX',
					country: 'DE',
					iban_last4: last4,
					verified_name: name,
				},
			};
		case 'bancontact':
			return { type: source, bancontact: { bank_name: 'KBC', bic: 'KREDBEBB', verified_name: name } };
		case 'eps':
			return { type: source, eps: { bank: 'erste_bank_und_sparkassen', verified_name: name } };
		case 'p24':
			return { type: source, p24: { bank: 'ing', reference: `P24-${last4}`, verified_name: name } };
		case 'klarna':
			return {
				type: source,
				klarna: {
					payment_method_category: pick(
						['pay_later', 'pay_now', 'pay_with_financing', 'pay_in_installments'] as const,
						id
					),
					preferred_locale: 'en-US',
				},
			};
		default:
			// affirm, afterpay_clearpay, link, …: no details of their own (the owner comes from billing_details).
			return { type: source, [source]: {} };
	}
}

export function txnRowsOfCharge(db: Db, chargeId: string): TransactionRow[] {
	return stmt(db, 'SELECT * FROM transactions WHERE charge_id = ? ORDER BY date, id').all(
		chargeId
	) as TransactionRow[];
}

function fraudOutcomeOf(db: Db, intentId: string | null): ReviewedFraudOutcomeRow | undefined {
	return intentId
		? (stmt(db, 'SELECT * FROM fraud_outcomes WHERE payment_intent_id = ?').get(intentId) as
				ReviewedFraudOutcomeRow | undefined)
		: undefined;
}

/** A person's decision on a payment held for review (spec 002 §2.1: the reviewer links to their user). */
function fraudReviewOf(outcome: ReviewedFraudOutcomeRow | undefined): FraudReview | null {
	if (!outcome || !outcome.manual || outcome.reviewer_id === null || outcome.status === 'review') {
		return null;
	}
	return {
		decision: outcome.status === 'allow' ? 'approved' : 'blocked',
		user: { id: outcome.reviewer_id, username: outcome.reviewer_name ?? '' },
		reviewed_at: seconds(outcome.reviewed_at ?? outcome.created),
	};
}

/** The charge of a `charge`/`payment` row, with its refunds, dispute and payout. */
function chargeFromRow(db: Db, row: TransactionRow): Charge {
	const chargeId = row.charge_id as string;
	const related = txnRowsOfCharge(db, chargeId);
	const refunds: ChargeRefund[] = [];
	let refundedCustomer = 0;
	for (const r of related) {
		if (REFUND_TYPES.includes(r.type)) {
			refunds.push({
				id: `re_${r.transaction_id.slice(4)}`,
				amount: -r.customer_amount,
				currency: r.customer_currency,
				created: seconds(r.date),
				status: 'succeeded',
				balance_transaction: { amount: r.amount, currency: r.currency },
			});
			refundedCustomer += -r.customer_amount;
		} else if (r.type === 'refund_failure') {
			const last = refunds[refunds.length - 1];
			if (last) {
				last.status = 'failed';
				refundedCustomer -= last.amount;
			}
		}
	}
	const failed = related.some((r) => r.type === 'payment_failure_refund');
	const paydown = related
		.filter((r) => r.type === 'financing_paydown')
		.reduce((sum, r) => sum + -r.amount, 0);
	const disputeRow = stmt(db, 'SELECT * FROM disputes WHERE charge_id = ? LIMIT 1').get(chargeId) as
		DisputeRow | undefined;
	const amountRefunded = Math.max(0, Math.min(refundedCustomer, row.customer_amount));
	const pmDetails = paymentMethodDetails(
		chargeId,
		row.source,
		row.source_identifier,
		row.channel,
		row.customer_name,
		row.customer_country
	);
	const inPerson = row.channel !== 'online';
	// A charge captured from an authorization was created when it was authorized; its transaction row is
	// dated at the capture (the balance side, as the transactions list shows it).
	const authorized = row.payment_intent_id
		? (stmt(
				db,
				"SELECT created FROM authorizations WHERE payment_intent_id = ? AND status = 'succeeded' LIMIT 1"
			).get(row.payment_intent_id) as { created: number } | undefined)
		: undefined;
	return {
		id: chargeId,
		object: 'charge',
		payment_intent: row.payment_intent_id,
		amount: row.customer_amount,
		amount_captured: row.customer_amount,
		amount_refunded: amountRefunded,
		currency: row.customer_currency,
		created: seconds(authorized?.created ?? row.date),
		captured: true,
		paid: !failed,
		refunded: amountRefunded > 0 && amountRefunded >= row.customer_amount,
		disputed: Boolean(disputeRow),
		status: failed ? 'failed' : 'succeeded',
		failure_code: failed ? 'insufficient_funds' : null,
		failure_message: failed ? 'The account has insufficient funds to cover this payment.' : null,
		application_fee_amount: row.fees,
		balance_transaction: { currency: row.currency, amount: row.amount, fee: row.fees, net: row.net },
		refunds: { data: refunds },
		paydown: paydown > 0 ? { amount: paydown } : null,
		outcome: { type: failed ? 'issuer_declined' : 'authorized', risk_level: riskName(row.risk_level) },
		billing_details: billingOf(row.customer_name, row.customer_email, row.customer_country),
		payment_method: `pm_${chargeId.slice(3)}`,
		payment_method_details: pmDetails,
		order: chargeOrder(row.order_number, row.order_url, row.customer_url, row.subscriptions),
		dispute: disputeRow ? toDispute(disputeRow) : null,
		deposit: row.deposit_id
			? { id: row.deposit_id, status: row.deposit_status, available_on: row.available_on }
			: null,
		fraud_meta_box_type: row.fraud_meta_box_type,
		fraud_review: fraudReviewOf(fraudOutcomeOf(db, row.payment_intent_id)),
		loan_id: row.loan_id ?? related.find((r) => r.type === 'financing_paydown')?.loan_id ?? null,
		metadata: inPerson
			? {
					reader_model: pick(['BBPOS WisePOS E', 'Stripe Reader M2'], chargeId),
					platform: row.source_device ?? 'ios',
				}
			: {},
	};
}

/**
 * The uncaptured charge of an authorization: still open, or canceled (Stripe then marks the uncaptured
 * amount refunded). Its fraud box follows the review's outcome (held, blocked or approved by a person).
 */
function chargeFromAuthorization(db: Db, row: CancelableAuthorizationRow): Charge {
	const outcome = fraudOutcomeOf(db, row.payment_intent_id);
	const canceled = row.status === 'canceled';
	return {
		id: row.charge_id,
		object: 'charge',
		payment_intent: row.payment_intent_id,
		amount: row.amount,
		amount_captured: 0,
		amount_refunded: canceled ? row.amount : 0,
		currency: row.currency,
		created: seconds(row.created),
		captured: false,
		paid: true,
		refunded: canceled,
		disputed: false,
		status: 'succeeded',
		failure_code: null,
		failure_message: null,
		application_fee_amount: 0,
		balance_transaction: null,
		refunds: { data: [] },
		paydown: null,
		outcome: { type: 'authorized', risk_level: riskName(row.risk_level) },
		billing_details: billingOf(row.customer_name, row.customer_email, row.customer_country),
		payment_method: `pm_${row.charge_id.slice(3)}`,
		payment_method_details: paymentMethodDetails(
			row.charge_id,
			row.source,
			row.source_identifier,
			row.channel,
			row.customer_name,
			row.customer_country
		),
		order: chargeOrder(row.order_id, row.order_url, row.customer_url, null),
		dispute: null,
		deposit: null,
		fraud_meta_box_type: outcome?.fraud_meta_box_type ?? (row.is_fraud_review ? 'review' : 'allow'),
		fraud_review: fraudReviewOf(outcome),
		loan_id: null,
		metadata: {},
	};
}

/**
 * The charge of a payment the fraud rules blocked (or that a person approved) without a charge or an
 * authorization of its own in the data: a failed charge blocked by the rules, or a captured one.
 */
function chargeFromFraudOutcome(row: ReviewedFraudOutcomeRow): Charge {
	const blocked = row.status === 'block';
	const chargeId = `ch_${row.payment_intent_id.slice(3)}`;
	return {
		id: chargeId,
		object: 'charge',
		payment_intent: row.payment_intent_id,
		amount: row.amount,
		amount_captured: blocked ? 0 : row.amount,
		amount_refunded: 0,
		currency: row.currency,
		created: seconds(row.created),
		captured: !blocked,
		paid: !blocked,
		refunded: false,
		disputed: false,
		status: blocked ? 'failed' : 'succeeded',
		failure_code: blocked ? 'card_declined' : null,
		failure_message: blocked ? 'The payment was blocked by your fraud protection settings.' : null,
		application_fee_amount: 0,
		balance_transaction: null,
		refunds: { data: [] },
		paydown: null,
		outcome: { type: blocked ? 'blocked' : 'authorized', risk_level: riskName(row.risk_level) },
		billing_details: {
			name: row.customer_name,
			email: row.customer_email,
			phone: null,
			address: { country: null },
			formatted_address: '',
		},
		payment_method: `pm_${chargeId.slice(3)}`,
		payment_method_details: paymentMethodDetails(chargeId, null, null, 'online', row.customer_name, null),
		order: chargeOrder(row.order_id, row.order_url, row.customer_url, null),
		dispute: null,
		deposit: null,
		fraud_meta_box_type: row.fraud_meta_box_type,
		fraud_review: fraudReviewOf(row),
		loan_id: null,
		metadata: {},
	};
}

/** How a charge is looked up: the column of the transactions table, then of the authorizations table. */
const LOOKUP_COLUMNS = {
	payment_intent_id: ['payment_intent_id', 'payment_intent_id'],
	charge_id: ['charge_id', 'charge_id'],
	order: ['order_number', 'order_id'],
} as const;

/**
 * The charge of a payment: its `charge`/`payment` row, else its authorization (open or canceled), else its
 * fraud outcome (a payment the rules blocked); null if none. A `ch_` id of a fraud outcome is its intent's.
 */
export function findCharge(db: Db, by: keyof typeof LOOKUP_COLUMNS, id: string): Charge | null {
	const [paymentColumn, authorizationColumn] = LOOKUP_COLUMNS[by];
	const key = by === 'order' ? Number(id) : id;
	const row = stmt(
		db,
		`SELECT * FROM transactions WHERE ${paymentColumn} = ? AND type IN ('charge', 'payment') ORDER BY date LIMIT 1`
	).get(key) as TransactionRow | undefined;
	if (row) {
		return chargeFromRow(db, row);
	}
	const auth = stmt(
		db,
		`SELECT * FROM authorizations WHERE ${authorizationColumn} = ? ORDER BY status = 'requires_capture' DESC LIMIT 1`
	).get(key) as CancelableAuthorizationRow | undefined;
	if (auth) {
		return chargeFromAuthorization(db, auth);
	}
	if (by === 'charge_id') {
		return id.startsWith('ch_') ? findCharge(db, 'payment_intent_id', `pi_${id.slice(3)}`) : null;
	}
	const outcome = stmt(
		db,
		`SELECT * FROM fraud_outcomes WHERE ${by === 'order' ? 'order_id' : 'payment_intent_id'} = ? LIMIT 1`
	).get(key) as ReviewedFraudOutcomeRow | undefined;
	return outcome ? chargeFromFraudOutcome(outcome) : null;
}

/** A lookup of the REST routes: 400 for a malformed id, 404 when nothing matches. */
function requireCharge(
	db: Db,
	by: keyof typeof LOOKUP_COLUMNS,
	id: string,
	param: string,
	missing: () => WpError
): Charge {
	const valid = by === 'order' ? /^\d+$/.test(id) : isValidLookupId(id);
	if (!valid) {
		throw invalidId(param);
	}
	const charge = findCharge(db, by, id);
	if (!charge) {
		throw missing();
	}
	return charge;
}

/** The status of a charge's intent: captured, canceled (an uncaptured amount refunded, or blocked), open. */
function intentStatus(charge: Charge): PaymentIntent['status'] {
	if (charge.captured) {
		return 'succeeded';
	}
	return charge.refunded || charge.status === 'failed' ? 'canceled' : 'requires_capture';
}

function intentOf(charge: Charge): PaymentIntent {
	return {
		id: charge.payment_intent as string,
		object: 'payment_intent',
		amount: charge.amount,
		currency: charge.currency,
		created: charge.created - 2,
		status: intentStatus(charge),
		customer: charge.billing_details.email
			? `cus_${hash(charge.billing_details.email).toString(36)}`
			: null,
		payment_method: charge.payment_method,
		charge,
		order: charge.order,
		metadata: charge.order ? { order_id: String(charge.order.id) } : {},
	};
}

export function getPaymentIntent(db: Db, id: string): PaymentIntent {
	return intentOf(requireCharge(db, 'payment_intent_id', id, 'payment_intent_id', notFound.intent));
}

export function getCharge(db: Db, id: string): Charge {
	return requireCharge(db, 'charge_id', id, 'charge_id', notFound.charge);
}

export function getChargeByOrder(db: Db, orderId: string): Charge {
	return requireCharge(db, 'order', orderId, 'order_id', notFound.order);
}

/** A charge's billing details: the country, with a street line for the hostile customers (CONTRACT.md). */
function billingOf(
	name: string | null,
	email: string | null,
	country: string | null
): Charge['billing_details'] {
	const line1 = hostileAddressLine(name);
	return {
		name,
		email,
		phone: null,
		address: line1 ? { line1, country } : { country },
		formatted_address: [line1, country].filter(Boolean).join(', '),
	};
}
