/** @jest-environment node */
/**
 * GET /timeline/{id} (spec 002 §3.6, §4.4) derived from the mock's state: every event type, the fee rates of
 * a capture (they add up to the fee), conversions, tax, payouts, disputes in every status, fraud outcomes
 * by the rules and by a person, and the timeline following writes made by REST or by SQL (a refund, a
 * refund failure, a capture, a cancel, an approve or a block of a held payment, a loan repayment, an
 * authorization left past its 7 days).
 */
import type { FastifyInstance } from 'fastify';

import {
	TIMELINE_EVENT_TYPES,
	type TimelineEvent,
	type TimelineResponse,
} from '../../../src/data/payment-details/types';
import type { Db } from '../../../mock-server/db/types';
import { insertTransaction, type TransactionRow } from '../../../mock-server/domain/money-rows';
import { captureAuthorization, cancelAuthorization } from '../../../mock-server/domain/money-authorizations';
import { CAPTURE_WINDOW_MS, feeRatesOf, getTimeline } from '../../../mock-server/domain/timeline';
import { movement } from '../../../mock-server/seed/transactions';
import { control, rest, testApp } from './helpers';

let app: FastifyInstance;
let db: Db;
beforeEach(async () => {
	app = await testApp();
	db = app.mock.db;
});
afterEach(() => app.close());

const B = '/wc/v3/payments';
const seen = new Set<string>();

async function timeline(id: string): Promise<TimelineEvent[]> {
	const res = await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${id}`);
	expect(res.status).toBe(200);
	const events = res.body.data;
	events.forEach((e) => seen.add(e.type));
	const times = events.map((e) => e.datetime);
	expect(times).toEqual([...times].sort((a, b) => a - b));
	return events;
}
const types = (events: TimelineEvent[]) => events.map((e) => e.type);
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const byType = (events: TimelineEvent[], type: string) =>
	events.find((e) => e.type === type) as TimelineEvent;
const rowOf = (intent: string) =>
	one<TransactionRow>(
		"SELECT * FROM transactions WHERE payment_intent_id = ? AND type IN ('charge', 'payment')",
		intent
	);
/** What the fee lines charge on an amount: each rate rounded, plus the fixed parts. */
const linesTotal = (amount: number, e: TimelineEvent) =>
	(e.fee_rates?.history ?? []).reduce(
		(sum, i) => sum + Math.round(amount * i.percentage_rate) + i.fixed_rate,
		0
	);

afterAll(() => {
	// Every event type of §4.4 was derived by some test of this file.
	expect([...seen].sort()).toEqual([...TIMELINE_EVENT_TYPES].sort());
});

describe('captures', () => {
	it('a card charge: started, authorized, captured with fee rates that add up, net and payout date', async () => {
		const row = one<TransactionRow>(
			"SELECT * FROM transactions WHERE type = 'charge' AND channel = 'online' AND currency = customer_currency AND deposit_id IS NOT NULL AND charge_id NOT IN (SELECT charge_id FROM disputes) LIMIT 1"
		);
		const events = await timeline(row.payment_intent_id as string);
		expect(types(events).slice(0, 3)).toEqual(['started', 'authorized', 'captured']);
		const captured = byType(events, 'captured');
		const deposit = one<{ date: number }>('SELECT date FROM deposits WHERE id = ?', row.deposit_id);
		expect(captured).toMatchObject({
			amount: row.customer_amount,
			fee: row.fees,
			deposit: {
				id: row.deposit_id,
				arrival_date: new Date(deposit.date).toISOString().slice(0, 19).replace('T', ' '),
			},
			transaction_details: {
				store_amount: row.amount,
				store_fee: row.fees,
				store_currency: row.currency,
			},
			fee_rates: {
				fixed_currency: row.currency,
				history: [{ type: 'base', percentage_rate: 0.029, fixed_rate: 30 }],
			},
		});
		expect(linesTotal(row.amount, captured)).toBe(row.fees);
		expect(captured.fee_rates?.tax).toBeUndefined();
	});

	it('every seeded payment gets fee lines that reproduce its fee', () => {
		const rows = db
			.prepare("SELECT * FROM transactions WHERE type IN ('charge', 'payment')")
			.all() as TransactionRow[];
		for (const row of rows) {
			const captured = byType(getTimeline(db, row.payment_intent_id as string).data, 'captured');
			expect([row.transaction_id, linesTotal(row.amount, captured)]).toEqual([
				row.transaction_id,
				row.fees,
			]);
		}
	});

	it('a multi-currency charge: the customer and store amounts, and the currency conversion fee', async () => {
		const row = one<TransactionRow>(
			"SELECT * FROM transactions WHERE type = 'charge' AND channel = 'online' AND customer_currency = 'eur' AND currency = 'usd' LIMIT 1"
		);
		const captured = byType(await timeline(row.payment_intent_id as string), 'captured');
		expect(captured.currency).toBe('eur');
		expect(captured.transaction_details).toMatchObject({
			customer_currency: 'eur',
			customer_amount: row.customer_amount,
			store_currency: 'usd',
			store_amount: row.amount,
		});
		const rate = row.amount / row.customer_amount;
		expect(rate).toBeGreaterThan(1.07);
		expect(rate).toBeLessThan(1.09);
		expect(captured.fee_rates?.history?.map((h) => h.additional_type ?? h.type)).toEqual(['base', 'fx']);
		expect(captured.fee_rates?.percentage).toBeCloseTo(0.039, 6);
	});

	it('an international card fee when the fee holds one; tax for an account in a tax country', async () => {
		const row = rowOf(
			one<{ id: string }>(
				"SELECT payment_intent_id AS id FROM transactions WHERE type = 'charge' AND channel = 'online' AND currency = customer_currency AND currency = 'usd' LIMIT 1"
			).id
		);
		const account = { country: 'US', fees: {} };
		const foreign = { ...row, customer_country: 'DE', fees: Math.round(row.amount * 0.044) + 30 };
		const fees = feeRatesOf(foreign, account);
		expect(fees.history?.map((h) => [h.additional_type ?? h.type, h.percentage_rate])).toEqual([
			['base', 0.029],
			['international', 0.015],
		]);
		expect(fees.percentage).toBeCloseTo(0.044, 6);

		await control(app, 'PATCH', 'account', { country: 'GB' });
		const captured = byType(await timeline(row.payment_intent_id as string), 'captured');
		const rates = captured.fee_rates;
		expect(rates?.tax).toMatchObject({ description: 'GB VAT', percentage_rate: 0.2, currency: 'usd' });
		expect((rates?.before_tax?.amount ?? 0) + (rates?.tax?.amount ?? 0)).toBe(row.fees);
		expect(linesTotal(row.amount, captured)).toBe(rates?.before_tax?.amount);
		await control(app, 'PATCH', 'account', { country: 'JP' });
		const jp = byType(await timeline(row.payment_intent_id as string), 'captured');
		expect(jp.fee_rates?.tax).toMatchObject({ description: 'JP JCT', percentage_rate: 0.1 });
	});
});

describe('refunds and failures', () => {
	it('follows a refund made through REST, then a refund failure inserted in the table', async () => {
		const row = one<TransactionRow>(
			"SELECT * FROM transactions t WHERE type = 'charge' AND currency = customer_currency AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.charge_id = t.charge_id AND r.type != 'charge') AND charge_id NOT IN (SELECT charge_id FROM disputes) AND order_number IS NOT NULL LIMIT 1"
		);
		const part = Math.floor(row.customer_amount / 2);
		const res = await rest(app, 'POST', `${B}/refund/`, {
			body: { charge_id: row.charge_id, amount: part, reason: 'duplicate' },
		});
		expect(res.status).toBe(200);
		let events = await timeline(row.payment_intent_id as string);
		expect(byType(events, 'partial_refund')).toMatchObject({
			amount_refunded: part,
			reason: 'duplicate',
			deposit: null,
			transaction_details: { store_amount: part, store_currency: row.currency },
		});
		const refund = one<TransactionRow>(
			"SELECT * FROM transactions WHERE charge_id = ? AND type = 'refund'",
			row.charge_id
		);
		insertTransaction(
			db,
			movement(row, {
				transaction_id: 'txn_failedRefund0000000001',
				type: 'refund_failure',
				date: refund.date,
				amount: part,
				fees: 0,
				net: part,
				customer_amount: part,
			})
		);
		events = await timeline(row.payment_intent_id as string);
		const failed = byType(events, 'refund_failed');
		expect(failed.amount_refunded).toBe(part);
		expect(['expired_or_canceled_card', 'lost_or_stolen_card', 'unknown']).toContain(
			failed.failure_reason
		);
		// The failed refund gave the money back: refunding the rest leaves the payment partly refunded.
		const rest2 = await rest(app, 'POST', `${B}/refund/`, {
			body: { charge_id: row.charge_id, amount: row.customer_amount - part },
		});
		expect(rest2.status).toBe(200);
		events = await timeline(row.payment_intent_id as string);
		expect(types(events).filter((t) => t.endsWith('_refund'))).toEqual([
			'partial_refund',
			'partial_refund',
		]);
	});

	it('a full refund, and a payment that failed after the fact', async () => {
		const row = one<TransactionRow>(
			"SELECT * FROM transactions t WHERE type = 'charge' AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.charge_id = t.charge_id AND r.type != 'charge') AND charge_id NOT IN (SELECT charge_id FROM disputes) LIMIT 1"
		);
		await rest(app, 'POST', `${B}/refund/`, {
			body: { charge_id: row.charge_id, amount: row.customer_amount },
		});
		expect(types(await timeline(row.payment_intent_id as string))).toContain('full_refund');
		const failure = one<TransactionRow>(
			"SELECT * FROM transactions WHERE type = 'payment_failure_refund'"
		);
		const failed = byType(await timeline(failure.payment_intent_id as string), 'failed');
		expect(failed).toMatchObject({
			failure_reason: 'insufficient_funds',
			currency: failure.customer_currency,
		});
	});

	it('the seeded loan repayments show on the sales they were withheld from', async () => {
		const repayments = db
			.prepare(
				"SELECT * FROM transactions WHERE type = 'financing_paydown' AND payment_intent_id IS NOT NULL"
			)
			.all() as TransactionRow[];
		expect(repayments.length).toBeGreaterThan(0);
		for (const r of repayments.slice(0, 5)) {
			const events = getTimeline(db, r.payment_intent_id as string).data;
			expect(events.filter((e) => e.type === 'financing_paydown')).toContainEqual(
				expect.objectContaining({
					amount: -r.amount,
					loan_id: r.loan_id,
					datetime: Math.floor(r.date / 1000),
				})
			);
		}
	});

	it('a loan repayment withheld from the charge links its loan', async () => {
		const row = one<TransactionRow>("SELECT * FROM transactions WHERE type = 'charge' LIMIT 1");
		insertTransaction(
			db,
			movement(row, {
				transaction_id: 'txn_paydown0000000000000001',
				type: 'financing_paydown',
				date: row.date + 1000,
				amount: -250,
				fees: 0,
				net: -250,
				customer_amount: -250,
			})
		);
		db.prepare('UPDATE transactions SET loan_id = ? WHERE transaction_id = ?').run(
			'flxln_timeline',
			'txn_paydown0000000000000001'
		);
		const paydown = byType(await timeline(row.payment_intent_id as string), 'financing_paydown');
		expect(paydown).toMatchObject({ amount: 250, currency: row.currency, loan_id: 'flxln_timeline' });
	});
});

describe('disputes', () => {
	it.each([
		['needs_response', ['dispute_needs_response']],
		['warning_needs_response', ['dispute_needs_response']],
		['under_review', ['dispute_needs_response', 'dispute_in_review']],
		['warning_under_review', ['dispute_needs_response', 'dispute_in_review']],
		['won', ['dispute_needs_response', 'dispute_in_review', 'dispute_won']],
		['lost', ['dispute_needs_response', 'dispute_lost']],
		['charge_refunded', ['dispute_needs_response', 'dispute_charge_refunded']],
		['warning_closed', ['dispute_needs_response', 'dispute_warning_closed']],
	])('%s: %p', async (status, expected) => {
		const dispute = one<{ dispute_id: string; payment_intent_id: string; amount: number }>(
			'SELECT * FROM disputes WHERE status = ? ORDER BY has_evidence LIMIT 1',
			status
		);
		const events = (await timeline(dispute.payment_intent_id)).filter((e) =>
			e.type.startsWith('dispute_')
		);
		expect(types(events)).toEqual(expected);
		expect(events.every((e) => e.dispute_id === dispute.dispute_id)).toBe(true);
		const opened = events[0];
		if (status.startsWith('warning_')) {
			expect(opened.amount).toBeUndefined();
			expect(opened.fee).toBe(0);
		} else {
			const debit = one<{ fees: number; amount: number; currency: string }>(
				"SELECT * FROM transactions WHERE type = 'dispute' AND charge_id = (SELECT charge_id FROM disputes WHERE dispute_id = ?)",
				dispute.dispute_id
			);
			// The withdrawal in the store currency; the dispute's own amount is the customer's.
			expect(opened).toMatchObject({
				amount: -debit.amount,
				fee: debit.fees,
				currency: debit.currency,
			});
		}
		expect(Math.max(...events.map((e) => e.datetime))).toBeLessThanOrEqual(Date.now() / 1000);
	});
});

describe('authorizations and fraud outcomes', () => {
	const authOf = (review: 0 | 1) =>
		one<{ payment_intent_id: string; order_id: number; created: number; amount: number }>(
			"SELECT * FROM authorizations WHERE status = 'requires_capture' AND is_fraud_review = ? AND amount >= 50 LIMIT 1",
			review
		);

	it('an open authorization expires 7 days after its creation', async () => {
		const auth = authOf(0);
		expect(types(getTimeline(db, auth.payment_intent_id, auth.created + 86_400_000).data)).toEqual([
			'started',
			'authorized',
		]);
		const late = getTimeline(db, auth.payment_intent_id, auth.created + CAPTURE_WINDOW_MS + 1).data;
		expect(types(late)).toEqual(['started', 'authorized', 'authorization_expired']);
		expect(late[2].datetime).toBe(Math.floor((auth.created + CAPTURE_WINDOW_MS) / 1000));
		db.prepare('UPDATE authorizations SET created = ? WHERE payment_intent_id = ?').run(
			Date.now() - 8 * 86_400_000,
			auth.payment_intent_id
		);
		expect(types(await timeline(auth.payment_intent_id))).toContain('authorization_expired');
	});

	it('a plain cancel voids the authorization at its cancel time', async () => {
		const auth = authOf(0);
		cancelAuthorization(db, String(auth.order_id), auth.payment_intent_id);
		const events = await timeline(auth.payment_intent_id);
		expect(types(events)).toEqual(['started', 'authorized', 'authorization_voided']);
		const { canceled_at } = one<{ canceled_at: number }>(
			'SELECT canceled_at FROM authorizations WHERE payment_intent_id = ?',
			auth.payment_intent_id
		);
		expect(events[2]).toMatchObject({ datetime: Math.floor(canceled_at / 1000), amount: auth.amount });
	});

	it('a held payment: review by the rules, then approved (captured) by a person', async () => {
		const auth = authOf(1);
		db.prepare('UPDATE fraud_outcomes SET ruleset = ? WHERE payment_intent_id = ?').run(
			JSON.stringify({ avs_verification: 'review', address_mismatch: 'allow', nonsense: 3 }),
			auth.payment_intent_id
		);
		const held = await timeline(auth.payment_intent_id);
		expect(types(held).slice(0, 3)).toEqual(['started', 'authorized', 'fraud_outcome_review']);
		expect(byType(held, 'fraud_outcome_review').ruleset_results).toEqual({
			avs_verification: 'review',
			address_mismatch: 'allow',
		});
		const res = await rest(app, 'POST', `${B}/orders/${auth.order_id}/capture_authorization`, {
			body: { payment_intent_id: auth.payment_intent_id },
		});
		expect(res.status).toBe(200);
		const events = await timeline(auth.payment_intent_id);
		expect(types(events)).toEqual([
			'started',
			'authorized',
			'fraud_outcome_review',
			'fraud_outcome_manual_approve',
			'captured',
		]);
		expect(byType(events, 'fraud_outcome_manual_approve').user).toEqual({ id: 1, username: 'ada' });
		expect(byType(events, 'captured')).toMatchObject({ amount: auth.amount, deposit: null });
	});

	it('a held payment blocked by a person: manual block and the voided authorization', async () => {
		const auth = authOf(1);
		cancelAuthorization(db, String(auth.order_id), auth.payment_intent_id, { id: 7, username: 'grace' });
		const events = await timeline(auth.payment_intent_id);
		expect(types(events)).toEqual([
			'started',
			'authorized',
			'fraud_outcome_review',
			'fraud_outcome_manual_block',
			'authorization_voided',
		]);
		expect(byType(events, 'fraud_outcome_manual_block').user).toEqual({ id: 7, username: 'grace' });
		const { reviewed_at } = one<{ reviewed_at: number }>(
			'SELECT reviewed_at FROM fraud_outcomes WHERE payment_intent_id = ?',
			auth.payment_intent_id
		);
		expect(byType(events, 'fraud_outcome_manual_block').datetime).toBe(Math.floor(reviewed_at / 1000));
	});

	it('a capture by the domain without a reviewer approves without a user', () => {
		const auth = authOf(1);
		captureAuthorization(db, String(auth.order_id), auth.payment_intent_id);
		const approve = byType(getTimeline(db, auth.payment_intent_id).data, 'fraud_outcome_manual_approve');
		expect(approve.user).toBeUndefined();
	});

	it('payments the rules blocked, or a person approved, from their fraud outcome alone', async () => {
		const blocked = one<{ payment_intent_id: string; ruleset: string }>(
			"SELECT * FROM fraud_outcomes WHERE status = 'block' AND manual = 0"
		);
		const events = await timeline(blocked.payment_intent_id);
		expect(types(events)).toEqual(['started', 'fraud_outcome_block']);
		expect(events[1].ruleset_results).toEqual({ [blocked.ruleset]: 'block' });
		// By the charge id a blocked payment is shown with.
		expect(types(await timeline(`ch_${blocked.payment_intent_id.slice(3)}`))).toEqual(types(events));

		const approved = one<{ payment_intent_id: string }>(
			"SELECT * FROM fraud_outcomes WHERE status = 'allow' AND manual = 1"
		);
		const ok = await timeline(approved.payment_intent_id);
		expect(types(ok)).toEqual([
			'started',
			'authorized',
			'fraud_outcome_review',
			'fraud_outcome_manual_approve',
			'captured',
		]);
		expect(byType(ok, 'fraud_outcome_manual_approve').user).toEqual({ id: 1, username: 'ada' });
	});
});

describe('lookups', () => {
	it('answers 404 for an unknown id and 400 for a malformed one, by intent or charge id', async () => {
		expect((await rest(app, 'GET', `${B}/timeline/pi_nope`)).status).toBe(404);
		expect((await rest(app, 'GET', `${B}/timeline/ch_nope`)).status).toBe(404);
		const bad = await rest<{ code: string }>(app, 'GET', `${B}/timeline/pi.x`);
		expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
		const row = one<TransactionRow>("SELECT * FROM transactions WHERE type = 'charge' LIMIT 1");
		expect(types(await timeline(row.charge_id as string))).toEqual(
			types(await timeline(row.payment_intent_id as string))
		);
	});
});
