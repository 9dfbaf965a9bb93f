/**
 * Refunds (spec 002 §4.3, §5.1, §7: POST /refund/). A refund is applied for real: a `refund` row joins the
 * transactions list (customer and store amounts negative, the refund's reason kept), the store balance goes
 * down by the refunded store amount, and the charge's `amount_refunded`, status and timeline follow from the
 * row (mock-server/domain/payment-details.ts, timeline.ts). Refused without a change: an unknown or
 * uncaptured charge, one already refunded in full, an amount beyond what is left, a dispute that is neither
 * an inquiry nor won, an order that is not the charge's.
 */
import {
	REFUND_REASONS,
	type RefundRequest,
	type RefundResponse,
} from '../../src/data/payment-details/types';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/zero-decimal-currencies';
import type { Db } from '../db/types';
import { availableOn } from '../seed/transactions';
import { WpError } from '../util/wp-error';
import { randomId } from './money-authorizations';
import { ParamReader } from './money-params';
import { insertTransaction, type TransactionRow } from './money-rows';
import { stmt } from './money-sql';
import { getCharge } from './payment-details';

/** The most one refund may carry (minor units): far above any payment of the mock. */
const MAX_AMOUNT = 100_000_000_00;

/** Reads and validates a refund body; throws `rest_missing_callback_param` / `rest_invalid_param`. */
export function readRefundRequest(values: Record<string, unknown>): RefundRequest {
	const r = new ParamReader(values as Record<string, never>);
	const missing = ['charge_id', 'amount'].filter((name) => !r.has(name));
	if (missing.length > 0) {
		throw new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, {
			params: missing,
		});
	}
	const chargeId = r.id('charge_id');
	const amount = r.int('amount', 1, MAX_AMOUNT);
	let reason: RefundRequest['reason'] = null;
	if (r.has('reason')) {
		const text = r.string('reason', 40);
		if (text !== undefined && text !== 'none') {
			if (!(REFUND_REASONS as readonly string[]).includes(text) || text === 'other') {
				r.fail(
					'reason',
					'reason must be one of duplicate, fraudulent, requested_by_customer or none.'
				);
			} else {
				reason = text as RefundRequest['reason'];
			}
		}
	}
	const orderId = r.has('order_id') ? r.int('order_id', 1, 999_999_999_999) : undefined;
	r.done();
	return {
		charge_id: chargeId as string,
		amount: amount as number,
		reason,
		order_id: orderId ?? null,
	};
}

function money(minor: number, currency: string): string {
	const zero = (DEFAULT_ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency.toLowerCase());
	const major = zero ? String(minor) : (minor / 100).toFixed(2);
	return `${major} ${currency.toUpperCase()}`;
}

const refusal = (status: number, code: string, message: string) => new WpError(status, code, message);

/** POST /refund/: applies the refund, or refuses it and changes nothing. */
export function refundCharge(db: Db, request: RefundRequest, now = Date.now()): RefundResponse {
	return db.transaction(() => {
		const charge = getCharge(db, request.charge_id);
		if (request.order_id !== null && charge.order?.number !== request.order_id) {
			throw refusal(
				400,
				'wcpay_refund_order_mismatch',
				`Order #${request.order_id} is not the order of payment ${charge.id}.`
			);
		}
		if (!charge.captured) {
			throw refusal(
				400,
				'wcpay_refund_uncaptured',
				'This payment has not been captured: cancel the authorization instead of refunding it.'
			);
		}
		if (charge.status === 'failed') {
			throw refusal(400, 'wcpay_refund_failed_payment', 'A failed payment cannot be refunded.');
		}
		const dispute = charge.dispute;
		if (dispute && !dispute.status.startsWith('warning_') && dispute.status !== 'won') {
			throw refusal(
				409,
				'wcpay_refund_disputed',
				'A disputed payment cannot be refunded until its dispute is won.'
			);
		}
		const remaining = charge.amount - charge.amount_refunded;
		if (remaining <= 0 || charge.refunded) {
			throw refusal(
				409,
				'wcpay_refund_already_refunded',
				'This payment has already been refunded in full.'
			);
		}
		if (request.amount > remaining) {
			throw refusal(
				400,
				'wcpay_refund_amount_exceeds_remaining',
				`The refund of ${money(request.amount, charge.currency)} is more than what is left to refund on this payment (${money(remaining, charge.currency)}).`
			);
		}
		const original = stmt(
			db,
			"SELECT * FROM transactions WHERE charge_id = ? AND type IN ('charge', 'payment') ORDER BY date LIMIT 1"
		).get(charge.id) as TransactionRow | undefined;
		if (!original) {
			throw refusal(400, 'wcpay_refund_uncaptured', 'This payment has no captured funds to refund.');
		}
		// The store amount in the balance currency, in the charge's own exchange rate.
		const storeAmount =
			original.customer_amount === request.amount
				? original.amount
				: Math.round((original.amount * request.amount) / original.customer_amount);
		const transactionId = randomId('txn_');
		const row: TransactionRow = { ...original };
		delete (row as Partial<TransactionRow> & { id?: number }).id;
		insertTransaction(db, {
			...row,
			transaction_id: transactionId,
			type: 'refund',
			date: now,
			customer_amount: -request.amount,
			amount: -storeAmount,
			fees: 0,
			net: -storeAmount,
			deposit_id: null,
			deposit_status: null,
			available_on: availableOn(now),
			charge_type: null,
		});
		stmt(db, 'UPDATE transactions SET refund_reason = ? WHERE transaction_id = ?').run(
			request.reason,
			transactionId
		);
		stmt(
			db,
			`INSERT INTO balances (currency, available, pending, position) VALUES (?, ?, 0, 99)
			ON CONFLICT(currency) DO UPDATE SET available = available + excluded.available`
		).run(original.currency, -storeAmount);
		return {
			id: `re_${transactionId.slice(4)}`,
			object: 'refund' as const,
			amount: request.amount,
			currency: charge.currency,
			charge: charge.id,
			payment_intent: charge.payment_intent,
			reason: request.reason,
			status: 'succeeded' as const,
			created: Math.floor(now / 1000),
		};
	})();
}
