/**
 * Uncaptured authorizations (spec 001 §3.4, §4.4, §7.4, §8): list, summary, one authorization, and capture
 * or cancel through the order. A capture turns the authorization into a charge transaction (pending funds);
 * a cancel removes it from the list. Both settle a pending fraud review (approved or blocked by a person).
 */
import crypto from 'node:crypto';
import {
	AUTHORIZATIONS_SORTS,
	MINIMUM_CAPTURE_AMOUNT,
	type AuthorizationActionResponse,
	type AuthorizationDetail,
	type AuthorizationsSort,
	type AuthorizationsSummary,
	type Authorization,
} from '../../src/data/authorizations/types';
import type { TransactionSource } from '../../src/data/transactions/types';
import type { Db } from '../db/types';
import { availableOn, paymentFees } from '../seed/transactions';
import { WpError } from '../util/wp-error';
import { ParamReader, readPaging, readSort } from './money-params';
import { insertTransaction, toAuthorization, type AuthorizationRow } from './money-rows';
import { orderBy, stmt, utcDay } from './money-sql';

export interface AuthorizationsQuery {
	page: number;
	pagesize: number;
	sort: AuthorizationsSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<AuthorizationsSort, string> = {
	created: 'created',
	capture_by: 'created',
	amount: 'amount',
	order_id: 'order_id',
	customer_name: 'customer_name',
	customer_email: 'customer_email',
	customer_country: 'customer_country',
	risk_level: 'risk_level',
};

const OPEN = "WHERE status = 'requires_capture'";

/** A random Stripe-like id for rows created at run time (the seed's ids come from its PRNG). */
export function randomId(prefix: string, length = 24): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const bytes = crypto.randomBytes(length);
	let out = prefix;
	for (let i = 0; i < length; i++) {
		out += alphabet[bytes[i] % alphabet.length];
	}
	return out;
}

export function readAuthorizationsQuery(r: ParamReader): AuthorizationsQuery {
	const q: AuthorizationsQuery = {
		...readPaging(r),
		...readSort(r, AUTHORIZATIONS_SORTS, { sort: 'created', direction: 'asc' }),
	};
	r.done();
	return q;
}

export function listAuthorizations(
	db: Db,
	q: AuthorizationsQuery
): { data: Authorization[]; total_count: number } {
	const total = (stmt(db, `SELECT COUNT(*) AS n FROM authorizations ${OPEN}`).get() as { n: number }).n;
	const rows = stmt(
		db,
		`SELECT * FROM authorizations ${OPEN} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(q.pagesize, (q.page - 1) * q.pagesize) as AuthorizationRow[];
	return { data: rows.map(toAuthorization), total_count: total };
}

export function authorizationsSummary(db: Db): AuthorizationsSummary {
	const row = stmt(
		db,
		`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS total FROM authorizations ${OPEN}`
	).get() as { count: number; total: number };
	const currencies = (
		stmt(db, `SELECT DISTINCT currency FROM authorizations ${OPEN} ORDER BY currency`).all() as {
			currency: string;
		}[]
	).map((c) => c.currency);
	return {
		count: row.count,
		total: row.total,
		currency: currencies.length === 1 ? currencies[0] : null,
		all_currencies: currencies,
	};
}

function missing(): WpError {
	return new WpError(404, 'authorization_missing', 'The authorization could not be found.');
}

export function getAuthorization(db: Db, id: string): AuthorizationDetail {
	const row = stmt(db, 'SELECT * FROM authorizations WHERE payment_intent_id = ?').get(id) as
		AuthorizationRow | undefined;
	if (!row || row.status === 'canceled') {
		throw missing();
	}
	const captured = row.status === 'succeeded';
	return { ...toAuthorization(row), is_captured: captured, captured };
}

function orderExists(db: Db, orderId: number): boolean {
	return Boolean(
		stmt(
			db,
			`SELECT 1 FROM authorizations WHERE order_id = ?
			UNION ALL SELECT 1 FROM transactions WHERE order_number = ?
			UNION ALL SELECT 1 FROM fraud_outcomes WHERE order_id = ? LIMIT 1`
		).get(orderId, orderId, orderId)
	);
}

/** The checks capture and cancel share (spec 001 §8 codes). */
function authorizationOfOrder(
	db: Db,
	orderParam: string,
	intentId: string,
	action: 'capture' | 'cancel'
): AuthorizationRow {
	const orderId = /^\d{1,12}$/.test(orderParam) ? Number(orderParam) : NaN;
	if (!Number.isFinite(orderId) || !orderExists(db, orderId)) {
		throw new WpError(404, 'wcpay_missing_order', 'Order not found');
	}
	const row = stmt(db, 'SELECT * FROM authorizations WHERE payment_intent_id = ?').get(intentId) as
		AuthorizationRow | undefined;
	if (!row || row.order_id !== orderId) {
		throw new WpError(
			409,
			'wcpay_intent_order_mismatch',
			`The payment cannot be ${action === 'capture' ? 'captured' : 'canceled'}: it does not belong to this order.`
		);
	}
	if (row.status !== 'requires_capture') {
		throw new WpError(
			409,
			'wcpay_payment_uncapturable',
			`The payment cannot be ${action === 'capture' ? 'captured' : 'canceled'}: it is already ${row.status === 'succeeded' ? 'captured' : 'canceled'}.`
		);
	}
	return row;
}

/** Who captures or cancels: a held payment's reviewer (spec 002 §2.1 links them to their user). */
export interface Reviewer {
	id: number;
	username: string;
}

/** POST /orders/{order_id}/capture_authorization. */
export function captureAuthorization(
	db: Db,
	orderParam: string,
	intentId: string,
	reviewer?: Reviewer
): AuthorizationActionResponse {
	return db.transaction(() => {
		const row = authorizationOfOrder(db, orderParam, intentId, 'capture');
		if (row.amount < MINIMUM_CAPTURE_AMOUNT) {
			throw new WpError(
				502,
				'wcpay_capture_error',
				'Payment capture failed to complete with the following message: Amount must be at least $0.50 usd.',
				{
					error_type: 'amount_too_small',
					extra_details: {
						minimum_amount: MINIMUM_CAPTURE_AMOUNT,
						minimum_amount_currency: row.currency,
						error_code: 'amount_too_small',
					},
				}
			);
		}
		const now = Date.now();
		const source = (row.source ?? 'visa') as TransactionSource;
		const fees = paymentFees(row.amount, 'online', source, row.customer_currency !== row.currency);
		const transaction = {
			transaction_id: randomId('txn_'),
			type: 'charge' as const,
			date: now,
			payment_intent_id: row.payment_intent_id,
			charge_id: row.charge_id,
			channel: row.channel,
			source_device: null,
			source: row.source,
			source_identifier: row.source_identifier,
			order_number: row.order_id,
			order_url: row.order_url,
			customer_url: row.customer_url,
			subscriptions: null,
			fraud_meta_box_type: row.is_fraud_review ? 'review_allowed' : 'allow',
			customer_name: row.customer_name,
			customer_email: row.customer_email,
			customer_country: row.customer_country,
			customer_currency: row.currency,
			customer_amount: row.amount,
			currency: row.currency,
			amount: row.amount,
			fees,
			net: row.amount - fees,
			risk_level: row.risk_level,
			deposit_id: null,
			available_on: availableOn(now),
			deposit_status: null,
			loan_id: null,
			charge_type: null,
		};
		insertTransaction(db, transaction);
		stmt(db, "UPDATE authorizations SET status = 'succeeded' WHERE payment_intent_id = ?").run(intentId);
		// The funds are pending until they become available.
		const available = transaction.available_on <= utcDay(now);
		stmt(
			db,
			`INSERT INTO balances (currency, available, pending, position) VALUES (?, ?, ?, 99)
			ON CONFLICT(currency) DO UPDATE SET available = available + excluded.available, pending = pending + excluded.pending`
		).run(row.currency, available ? transaction.net : 0, available ? 0 : transaction.net);
		stmt(
			db,
			`UPDATE fraud_outcomes SET status = 'allow', manual = 1, intent_status = 'succeeded',
			fraud_meta_box_type = 'review_allowed', reviewer_id = ?, reviewer_name = ?, reviewed_at = ?
			WHERE payment_intent_id = ? AND status = 'review'`
		).run(reviewer?.id ?? null, reviewer?.username ?? null, now, intentId);
		return { id: intentId, status: 'succeeded' as const };
	})();
}

/** POST /orders/{order_id}/cancel_authorization. */
export function cancelAuthorization(
	db: Db,
	orderParam: string,
	intentId: string,
	reviewer?: Reviewer
): AuthorizationActionResponse {
	return db.transaction(() => {
		authorizationOfOrder(db, orderParam, intentId, 'cancel');
		const now = Date.now();
		stmt(
			db,
			"UPDATE authorizations SET status = 'canceled', canceled_at = ? WHERE payment_intent_id = ?"
		).run(now, intentId);
		stmt(
			db,
			`UPDATE fraud_outcomes SET status = 'block', manual = 1, intent_status = 'canceled',
			fraud_meta_box_type = 'review_blocked', reviewer_id = ?, reviewer_name = ?, reviewed_at = ?
			WHERE payment_intent_id = ? AND status = 'review'`
		).run(reviewer?.id ?? null, reviewer?.username ?? null, now, intentId);
		return { id: intentId, status: 'canceled' as const };
	})();
}
