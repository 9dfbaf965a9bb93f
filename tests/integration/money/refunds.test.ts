/** @jest-environment node */
/**
 * Payment details writes on the mock server: a refund applied for real (charge, balance, transactions list,
 * timeline), refused refunds that change nothing, and the payments a fraud review or a cancel leaves behind
 * (blocked, canceled, approved with its reviewer).
 */
import type { FastifyInstance } from 'fastify';

import type { Charge, PaymentIntent, TimelineResponse } from '../../../src/data/payment-details/types';
import type { Transaction, TransactionsListResponse } from '../../../src/data/transactions/types';
import type { Authorization } from '../../../src/data/authorizations/types';
import type { FraudOutcome } from '../../../src/data/transactions/types';
import { rest, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
	app = await testApp();
});
afterEach(() => app.close());

const B = '/wc/v3/payments';
const txns = async (q: string) =>
	(await rest<TransactionsListResponse>(app, 'GET', `${B}/transactions?pagesize=100&${q}`)).body
		.data as Transaction[];
const charge = async (id: string) => (await rest<Charge>(app, 'GET', `${B}/charges/${id}`)).body;
const balance = async (currency: string) => {
	const body = (
		await rest<{ balance: { available: { amount: number; currency: string }[] } }>(
			app,
			'GET',
			`${B}/deposits/overview-all`
		)
	).body;
	return body.balance.available.find((b) => b.currency === currency)?.amount ?? 0;
};
const refundCount = async () =>
	(await rest<{ count: number }>(app, 'GET', `${B}/transactions/summary?type_is=refund`)).body.count;

/** A captured, undisputed, unrefunded card charge in USD. */
async function refundableCharge(): Promise<Charge> {
	for (const row of await txns('type_is=charge&store_currency_is=usd&customer_currency_is=usd')) {
		const c = await charge(row.charge_id as string);
		if (c.captured && !c.dispute && c.amount_refunded === 0 && c.order) {
			return c;
		}
	}
	throw new Error('no refundable charge in the seed');
}

describe('POST /refund/', () => {
	it('applies a full refund: charge, balance, transactions list and timeline', async () => {
		const c = await refundableCharge();
		const before = await balance('usd');
		const refunds = await refundCount();
		const res = await rest<{ id: string; amount: number; reason: string | null }>(
			app,
			'POST',
			`${B}/refund/`,
			{
				body: {
					charge_id: c.id,
					amount: c.amount,
					reason: 'requested_by_customer',
					order_id: c.order?.number,
				},
			}
		);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			amount: c.amount,
			reason: 'requested_by_customer',
			status: 'succeeded',
		});
		const after = await charge(c.id);
		expect(after).toMatchObject({ amount_refunded: c.amount, refunded: true });
		expect(await balance('usd')).toBe(before - (c.balance_transaction?.amount ?? 0));
		expect(await refundCount()).toBe(refunds + 1);
		const rows = await txns(`type_is=refund&search[]=${encodeURIComponent(String(c.order?.number))}`);
		expect(
			rows.some((r) => r.charge_id === c.id && r.amount === -(c.balance_transaction?.amount ?? 0))
		).toBe(true);
		const timeline = (await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${c.payment_intent}`)).body;
		expect(timeline.data.map((e) => e.type)).toContain('full_refund');
		const intent = (await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${c.payment_intent}`))
			.body;
		expect(intent.charge?.refunded).toBe(true);
	});

	it('refuses a second refund beyond what is left, and changes nothing', async () => {
		const c = await refundableCharge();
		const half = Math.floor(c.amount / 2);
		const first = await rest(app, 'POST', `${B}/refund/`, { body: { charge_id: c.id, amount: half } });
		expect(first.status).toBe(200);
		const before = await balance('usd');
		const refunds = await refundCount();
		const second = await rest<{ code: string; message: string; data: { status: number } }>(
			app,
			'POST',
			`${B}/refund/`,
			{ body: { charge_id: c.id, amount: c.amount } }
		);
		expect(second.status).toBe(400);
		expect(second.body.code).toBe('wcpay_refund_amount_exceeds_remaining');
		expect(second.body.message).toMatch(/more than what is left to refund/);
		expect(second.body.data.status).toBe(400);
		expect(await balance('usd')).toBe(before);
		expect(await refundCount()).toBe(refunds);
		expect((await charge(c.id)).amount_refunded).toBe(half);
		// What is left can still be refunded; then the charge is refunded in full and nothing more is.
		const rest2 = await rest(app, 'POST', `${B}/refund/`, {
			body: { charge_id: c.id, amount: c.amount - half },
		});
		expect(rest2.status).toBe(200);
		expect((await charge(c.id)).refunded).toBe(true);
		const third = await rest<{ code: string }>(app, 'POST', `${B}/refund/`, {
			body: { charge_id: c.id, amount: 1 },
		});
		expect(third.body.code).toBe('wcpay_refund_already_refunded');
	});

	it.each([
		[{}, 'rest_missing_callback_param'],
		[{ charge_id: 'ch_x', amount: -5 }, 'rest_invalid_param'],
		[{ charge_id: 'ch_x', amount: 'ten' }, 'rest_invalid_param'],
		[{ charge_id: '../etc', amount: 5 }, 'rest_invalid_param'],
		[{ charge_id: 'ch_x', amount: 5, reason: 'other' }, 'rest_invalid_param'],
		[{ charge_id: 'ch_x', amount: 5, reason: '<b>x</b>' }, 'rest_invalid_param'],
		[{ charge_id: 'ch_doesNotExist', amount: 5 }, 'wcpay_charge_not_found'],
	])('refuses %j with %s', async (body, code) => {
		const res = await rest<{ code: string; data: { status: number } }>(app, 'POST', `${B}/refund/`, {
			body,
		});
		expect(res.body.code).toBe(code);
		expect(res.status).toBeGreaterThanOrEqual(400);
		expect(res.status).toBeLessThan(500);
	});

	it('refuses an order that is not the charge’s, an uncaptured payment and an open dispute', async () => {
		const c = await refundableCharge();
		const mismatch = await rest<{ code: string }>(app, 'POST', `${B}/refund/`, {
			body: { charge_id: c.id, amount: 1, order_id: 1 },
		});
		expect(mismatch.body.code).toBe('wcpay_refund_order_mismatch');
		const auths = (await rest<{ data: Authorization[] }>(app, 'GET', `${B}/authorizations`)).body.data;
		const uncaptured = await rest<{ code: string }>(app, 'POST', `${B}/refund/`, {
			body: { charge_id: auths[0].charge_id, amount: 1 },
		});
		expect(uncaptured.body.code).toBe('wcpay_refund_uncaptured');
		const disputes = (
			await rest<{ data: { charge_id: string; status: string }[] }>(
				app,
				'GET',
				`${B}/disputes?status_is=needs_response`
			)
		).body.data;
		const disputed = await rest<{ code: string }>(app, 'POST', `${B}/refund/`, {
			body: { charge_id: disputes[0].charge_id, amount: 1 },
		});
		expect(disputed.body.code).toBe('wcpay_refund_disputed');
		expect(mismatch.status).toBe(400);
	});

	it('is refused without the nonce', async () => {
		const c = await refundableCharge();
		const res = await rest(app, 'POST', `${B}/refund/`, {
			body: { charge_id: c.id, amount: 1 },
			nonce: null,
		});
		expect(res.status).toBe(403);
		expect((await charge(c.id)).amount_refunded).toBe(0);
	});
});

describe('payments after a fraud review or a cancel', () => {
	const outcomes = async (status: string) =>
		(
			await rest<{ data: FraudOutcome[] }>(
				app,
				'GET',
				`${B}/transactions/fraud-outcomes?status=${status}`
			)
		).body.data;

	it('opens a payment blocked by the rules as a failed, blocked charge', async () => {
		const [blocked] = (await outcomes('block')).filter((o) => !o.manual);
		const intent = (
			await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${blocked.payment_intent.id}`)
		).body;
		expect(intent.status).toBe('canceled');
		expect(intent.charge).toMatchObject({ status: 'failed', outcome: { type: 'blocked' } });
		expect(intent.charge?.fraud_meta_box_type).toBe('block');
		const byCharge = await charge(intent.charge?.id as string);
		expect(byCharge.payment_intent).toBe(blocked.payment_intent.id);
	});

	it('records who approved a held payment; a blocked one reads as canceled with its reviewer', async () => {
		const held = await outcomes('review');
		expect(held.length).toBeGreaterThanOrEqual(2);
		const [approve, block] = held;
		const ok = await rest(app, 'POST', `${B}/orders/${approve.order_id}/capture_authorization`, {
			body: { payment_intent_id: approve.payment_intent.id },
		});
		expect(ok.status).toBe(200);
		const approved = (
			await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${approve.payment_intent.id}`)
		).body;
		expect(approved.status).toBe('succeeded');
		expect(approved.charge?.fraud_review).toMatchObject({
			decision: 'approved',
			user: { id: 1, username: 'ada' },
		});
		const no = await rest(app, 'POST', `${B}/orders/${block.order_id}/cancel_authorization`, {
			body: { payment_intent_id: block.payment_intent.id },
		});
		expect(no.status).toBe(200);
		const blocked = (
			await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${block.payment_intent.id}`)
		).body;
		expect(blocked.status).toBe('canceled');
		expect(blocked.charge).toMatchObject({
			captured: false,
			refunded: true,
			fraud_meta_box_type: 'review_blocked',
			fraud_review: { decision: 'blocked', user: { id: 1 } },
		});
	});

	it('seeds the two payments approved after review with their reviewer', async () => {
		const rows = app.mock.db
			.prepare("SELECT payment_intent_id FROM fraud_outcomes WHERE status = 'allow' AND manual = 1")
			.all() as { payment_intent_id: string }[];
		expect(rows).toHaveLength(2);
		for (const row of rows) {
			const intent = (
				await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${row.payment_intent_id}`)
			).body;
			expect(intent.charge?.fraud_review).toMatchObject({
				decision: 'approved',
				user: { id: 1, username: 'ada' },
			});
			expect(intent.charge?.fraud_meta_box_type).toBe('review_allowed');
		}
	});
});
