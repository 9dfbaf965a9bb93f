/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import type { Charge, PaymentIntent, TimelineResponse } from '../../../src/data/payment-details/types';
import type { Dispute } from '../../../src/data/disputes/types';
import type { Transaction, TransactionsListResponse } from '../../../src/data/transactions/types';
import { rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const B = '/wc/v3/payments';
const txns = async (q: string) =>
	(await rest<TransactionsListResponse>(app, 'GET', `${B}/transactions?pagesize=100&${q}`)).body
		.data as Transaction[];

describe('payment details REST', () => {
	it('answers a charge row as an intent with its charge, balance transaction and card details', async () => {
		const [row] = await txns('type_is=charge&channel_is=online&source_is=visa');
		const res = await rest<PaymentIntent>(app, 'GET', `${B}/payment_intents/${row.payment_intent_id}`);
		expect(res.status).toBe(200);
		const charge = res.body.charge as Charge;
		expect(res.body.id).toBe(row.payment_intent_id);
		expect(charge).toMatchObject({
			id: row.charge_id,
			payment_intent: row.payment_intent_id,
			amount: row.customer_amount,
			currency: row.customer_currency,
			balance_transaction: { currency: row.currency, amount: row.amount, fee: row.fees, net: row.net },
			billing_details: { name: row.customer_name, email: row.customer_email },
			order: { number: row.order?.number },
			payment_method_details: { type: 'card', card: { network: 'visa', last4: row.source_identifier } },
		});
		expect(charge.payment_method_details.card?.checks).toHaveProperty('cvc_check');
		expect(charge.metadata).toEqual({});
		const byCharge = await rest<Charge>(app, 'GET', `${B}/charges/${row.charge_id}`);
		expect(byCharge.body).toEqual(charge);
		const byOrder = await rest<Charge>(app, 'GET', `${B}/charges/order/${row.order?.number}`);
		expect(byOrder.body.id).toBe(row.charge_id);
	});

	it('refunds, disputes and non-card methods', async () => {
		const [refund] = await txns('type_is=refund');
		const refunded = (await rest<Charge>(app, 'GET', `${B}/charges/${refund.charge_id}`)).body;
		expect(refunded.amount_refunded).toBeGreaterThan(0);
		expect(refunded.refunds.data.length).toBeGreaterThan(0);
		const disputes = (await rest<{ data: Dispute[] }>(app, 'GET', `${B}/disputes?pagesize=50`)).body.data;
		const disputed = (await rest<Charge>(app, 'GET', `${B}/charges/${disputes[0].charge_id}`)).body;
		expect(disputed.disputed).toBe(true);
		expect(disputed.dispute?.id).toBe(disputes[0].id);
		const [klarna] = await txns('source_is=klarna');
		const k = (await rest<Charge>(app, 'GET', `${B}/charges/${klarna.charge_id}`)).body;
		expect(k.payment_method_details.type).toBe('klarna');
		expect(k.payment_method_details.klarna).toHaveProperty('payment_method_category');
		const [inPerson] = await txns('type_is=charge&channel_is=in_person');
		const ip = (await rest<Charge>(app, 'GET', `${B}/charges/${inPerson.charge_id}`)).body;
		expect(ip.payment_method_details.type).toBe('card_present');
		expect(ip.metadata).toHaveProperty('reader_model');
	});

	it('builds the timeline: started, authorized, captured with fee and payout; refunds; disputes', async () => {
		const row = (await txns('type_is=charge')).find((t) => t.deposit_id) as Transaction;
		const tl = (await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${row.payment_intent_id}`)).body
			.data;
		expect(tl.slice(0, 3).map((e) => e.type)).toEqual(['started', 'authorized', 'captured']);
		expect(tl[2]).toMatchObject({ fee: row.fees, deposit: { id: row.deposit_id } });
		const [refund] = await txns('type_is=refund');
		const rtl = (await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${refund.payment_intent_id}`))
			.body.data;
		expect(rtl.some((e) => e.type === 'partial_refund' || e.type === 'full_refund')).toBe(true);
		const [failure] = await txns('type_is=payment_failure_refund');
		const ftl = (await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${failure.payment_intent_id}`))
			.body.data;
		expect(ftl.find((e) => e.type === 'failed')?.failure_reason).toBe('insufficient_funds');
		const [dispute] = await txns('type_is=dispute');
		const dtl = (await rest<TimelineResponse>(app, 'GET', `${B}/timeline/${dispute.payment_intent_id}`))
			.body.data;
		expect(dtl.some((e) => e.type === 'dispute_needs_response')).toBe(true);
	});

	it('serves uncaptured authorizations as requires_capture intents', async () => {
		const auths = (
			await rest<{ data: Array<{ payment_intent_id: string }> }>(app, 'GET', `${B}/authorizations`)
		).body.data;
		const res = await rest<PaymentIntent>(
			app,
			'GET',
			`${B}/payment_intents/${auths[0].payment_intent_id}`
		);
		expect(res.body.status).toBe('requires_capture');
		expect(res.body.charge?.captured).toBe(false);
	});

	it('answers 404 for unknown ids and 400 for ids with other characters', async () => {
		for (const path of [
			'payment_intents/pi_nope',
			'charges/ch_nope',
			'charges/order/999999',
			'timeline/pi_nope',
		]) {
			const res = await rest<{ code: string; data: { status: number } }>(app, 'GET', `${B}/${path}`);
			expect(res.status).toBe(404);
			expect(res.body.data.status).toBe(404);
		}
		for (const path of [
			'payment_intents/pi_a-b',
			'charges/ch_%3Cx%3E',
			'charges/order/12a',
			'timeline/pi.x',
		]) {
			const res = await rest<{ code: string }>(app, 'GET', `${B}/${path}`);
			expect(res.status).toBe(400);
			expect(res.body.code).toBe('rest_invalid_param');
		}
	});

	it('needs the nonce', async () => {
		const res = await rest(app, 'GET', `${B}/payment_intents/pi_x`, { nonce: null });
		expect(res.status).toBe(403);
	});
});
