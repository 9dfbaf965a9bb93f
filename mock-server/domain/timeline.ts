/**
 * The timeline of a payment (spec 002 §3.6, §4.4; GET /timeline/{id}), derived from the charge the payment
 * details read (mock-server/domain/payment-details.ts) and the money tables: its transactions (capture,
 * refunds, refund failures, payment failure), its dispute and its fraud review. Oldest first.
 */
import type { Db } from '../db/types';
import type { TimelineEvent } from '../../src/data/payment-details/types';
import { WpError } from '../util/wp-error';
import {
	DISPUTE_FEE,
	REFUND_TYPES,
	findCharge,
	invalidId,
	isValidLookupId,
	pick,
	seconds,
	txnRowsOfCharge,
} from './payment-details';

const notFound = () => new WpError(404, 'wcpay_timeline_not_found', 'The timeline could not be found.');

/** The timeline of a payment intent (or of a charge without one), oldest first (spec 002 §3.6, §4.4). */
export function getTimeline(db: Db, id: string): { data: TimelineEvent[] } {
	if (!isValidLookupId(id)) {
		throw invalidId('intent_id');
	}
	const charge =
		findCharge(db, 'payment_intent_id', id) ??
		(id.startsWith('pi_') ? null : findCharge(db, 'charge_id', id));
	if (!charge) {
		throw notFound();
	}
	const events: TimelineEvent[] = [];
	const currency = charge.currency;
	events.push({ type: 'started', datetime: charge.created - 2, amount: charge.amount, currency });
	events.push({ type: 'authorized', datetime: charge.created - 1, amount: charge.amount, currency });
	if (charge.fraud_meta_box_type === 'review' && !charge.captured) {
		events.push({ type: 'fraud_outcome_review', datetime: charge.created - 1 });
	}
	if (charge.captured && charge.balance_transaction) {
		const bt = charge.balance_transaction;
		events.push({
			type: 'captured',
			datetime: charge.created,
			amount: charge.amount,
			amount_captured: charge.amount,
			currency,
			fee: bt.fee,
			deposit: charge.deposit
				? { id: charge.deposit.id, arrival_date: charge.deposit.available_on }
				: null,
			transaction_details: {
				customer_currency: currency,
				customer_amount: charge.amount,
				customer_amount_captured: charge.amount,
				store_currency: bt.currency,
				store_amount: bt.amount,
				store_amount_captured: bt.amount,
				store_fee: bt.fee,
			},
		});
	}
	const related = txnRowsOfCharge(db, charge.id);
	let refunded = 0;
	for (const r of related) {
		const at = seconds(r.date);
		const deposit = r.deposit_id ? { id: r.deposit_id, arrival_date: r.available_on } : null;
		if (REFUND_TYPES.includes(r.type)) {
			refunded += -r.customer_amount;
			events.push({
				type: refunded >= charge.amount ? 'full_refund' : 'partial_refund',
				datetime: at,
				amount: charge.amount,
				amount_refunded: -r.customer_amount,
				currency,
				deposit,
			});
		} else if (r.type === 'refund_failure') {
			events.push({
				type: 'refund_failed',
				datetime: at,
				amount_refunded: r.customer_amount,
				currency,
				failure_reason: pick(
					['expired_or_canceled_card', 'lost_or_stolen_card', 'unknown'],
					r.transaction_id
				),
				deposit,
			});
		} else if (r.type === 'payment_failure_refund') {
			events.push({
				type: 'failed',
				datetime: at,
				amount: charge.amount,
				currency,
				failure_reason: charge.failure_code ?? 'card_declined',
			});
		}
	}
	const dispute = charge.dispute;
	if (dispute) {
		const created = seconds(Date.parse(`${dispute.created.replace(' ', 'T')}Z`));
		const day = 24 * 60 * 60;
		events.push({
			type: 'dispute_needs_response',
			datetime: created,
			amount: dispute.amount,
			fee: dispute.status.startsWith('warning_') ? 0 : DISPUTE_FEE,
			currency: dispute.currency,
			reason: dispute.reason,
		});
		const later: Partial<Record<string, TimelineEvent['type'][]>> = {
			under_review: ['dispute_in_review'],
			warning_under_review: ['dispute_in_review'],
			won: ['dispute_in_review', 'dispute_won'],
			lost: ['dispute_lost'],
			charge_refunded: ['dispute_charge_refunded'],
			warning_closed: ['dispute_warning_closed'],
		};
		(later[dispute.status] ?? []).forEach((type, i) => {
			events.push({
				type,
				datetime: created + (i + 1) * day,
				amount: dispute.amount,
				currency: dispute.currency,
				...(type === 'dispute_won' ? { fee: DISPUTE_FEE } : {}),
			});
		});
	}
	events.sort((a, b) => a.datetime - b.datetime);
	return { data: events };
}
