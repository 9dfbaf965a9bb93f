/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import type {
	Authorization,
	AuthorizationDetail,
	AuthorizationsListResponse,
	AuthorizationsSummary,
} from '../../../src/data/authorizations/types';
import type {
	FraudOutcomesListResponse,
	TransactionsListResponse,
} from '../../../src/data/transactions/types';
import { captureErrorMessage } from '../../../src/utils/errors';
import { NOW, control, rest, testApp } from './helpers';

// captureErrorMessage formats money with the page's locale settings: give it a window without any.
(globalThis as unknown as { window?: unknown }).window ??= globalThis;

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());
beforeEach(async () => {
	await control(app, 'POST', 'reset', { scenario: 'established', seed: 1, now: NOW.toISOString() });
});

const BASE = '/wc/v3/payments/authorizations';
const list = async (query = '') =>
	(await rest<AuthorizationsListResponse>(app, 'GET', `${BASE}${query}`)).body;
const capture = (order: number | string, intent: unknown) =>
	rest<{ id: string; status: string; code?: string; data?: Record<string, unknown> }>(
		app,
		'POST',
		`/wc/v3/payments/orders/${order}/capture_authorization`,
		{ body: intent === undefined ? {} : { payment_intent_id: intent } }
	);
const cancel = (order: number | string, intent: string) =>
	rest<{ id: string; status: string; code?: string }>(
		app,
		'POST',
		`/wc/v3/payments/orders/${order}/cancel_authorization`,
		{
			body: { payment_intent_id: intent },
		}
	);

describe('GET /authorizations', () => {
	it('lists the uncaptured authorizations, oldest first, all within the 7-day capture window', async () => {
		const body = await list('?pagesize=100');
		expect(body.total_count).toBe(16);
		const created = body.data.map((a) => a.created);
		expect(created).toEqual([...created].sort());
		const oldest = Date.parse(`${created[0].replace(' ', 'T')}Z`);
		expect(NOW.getTime() - oldest).toBeLessThan(7 * 86_400_000);
		expect(body.data.filter((a) => a.is_fraud_review)).toHaveLength(4);
		expect(body.data.some((a) => a.amount < 50)).toBe(true);
		expect(
			(await list('?sort=capture_by&direction=desc&pagesize=100')).data.map((a) => a.created)
		).toEqual([...created].reverse());
		const amounts = (await list('?sort=amount&direction=desc&pagesize=5')).data.map((a) => a.amount);
		expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
		expect((await rest(app, 'GET', `${BASE}?sort=status`)).status).toBe(400);
	});

	it('summarises count, total and currency', async () => {
		const all = (await list('?pagesize=100')).data;
		expect((await rest<AuthorizationsSummary>(app, 'GET', `${BASE}/summary`)).body).toEqual({
			count: all.length,
			total: all.reduce((s, a) => s + a.amount, 0),
			currency: 'usd',
			all_currencies: ['usd'],
		});
	});

	it('answers one authorization, or 404 authorization_missing', async () => {
		const a = (await list('?pagesize=1')).data[0];
		expect((await rest<AuthorizationDetail>(app, 'GET', `${BASE}/${a.payment_intent_id}`)).body).toEqual({
			...a,
			is_captured: false,
			captured: false,
		});
		const missing = await rest(app, 'GET', `${BASE}/pi_unknown`);
		expect([missing.status, missing.body.code]).toEqual([404, 'authorization_missing']);
	});
});

describe('capture and cancel', () => {
	const pick = async (predicate: (a: Authorization) => boolean) =>
		(await list('?pagesize=100')).data.find(predicate) as Authorization;

	it('capture: { id, status: succeeded }; the authorization becomes a charge and leaves the list', async () => {
		const a = await pick((x) => x.amount >= 50 && !x.is_fraud_review);
		const res = await capture(a.order_id, a.payment_intent_id);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id: a.payment_intent_id, status: 'succeeded' });
		expect((await list('?pagesize=100')).data.map((x) => x.payment_intent_id)).not.toContain(
			a.payment_intent_id
		);
		expect(
			(await rest<AuthorizationDetail>(app, 'GET', `${BASE}/${a.payment_intent_id}`)).body.is_captured
		).toBe(true);
		const charges = (
			await rest<TransactionsListResponse>(
				app,
				'GET',
				`/wc/v3/payments/transactions?search=${a.order_id}`
			)
		).body;
		expect(charges.data).toEqual([
			expect.objectContaining({
				type: 'charge',
				amount: a.amount,
				payment_intent_id: a.payment_intent_id,
				deposit_id: null,
			}),
		]);
		// The charge keeps the time it was authorized; its transaction is dated at the capture.
		const intent = (
			await rest<{ charge: { created: number } }>(
				app,
				'GET',
				`/wc/v3/payments/payment_intents/${a.payment_intent_id}`
			)
		).body;
		expect(intent.charge.created).toBe(Math.floor(Date.parse(`${a.created}Z`) / 1000));
		// Captured twice: uncapturable.
		const again = await capture(a.order_id, a.payment_intent_id);
		expect([again.status, again.body.code]).toEqual([409, 'wcpay_payment_uncapturable']);
		expect(captureErrorMessage(again.body, a.order_id, 'capture')).toBe(
			`There has been an error capturing the payment for order #${a.order_id}. This payment cannot be processed in its current state.`
		);
	});

	it('capture of an amount below 50 cents fails with amount_too_small and the minimum', async () => {
		const tiny = await pick((x) => x.amount < 50);
		const res = await capture(tiny.order_id, tiny.payment_intent_id);
		expect(res.status).toBe(502);
		expect(res.body).toMatchObject({
			code: 'wcpay_capture_error',
			data: {
				status: 502,
				error_type: 'amount_too_small',
				extra_details: { minimum_amount: 50, minimum_amount_currency: 'usd' },
			},
		});
		expect(captureErrorMessage(res.body, tiny.order_id, 'capture')).toBe(
			`There has been an error capturing the payment for order #${tiny.order_id}. The minimum amount that can be processed is $0.50 USD.`
		);
		// Nothing changed.
		expect((await list('?pagesize=100')).total_count).toBe(16);
	});

	it('answers the error codes of spec 001 §8', async () => {
		const [a, b] = (await list('?pagesize=2')).data;
		const missingOrder = await capture(999_999_999, a.payment_intent_id);
		expect([missingOrder.status, missingOrder.body.code]).toEqual([404, 'wcpay_missing_order']);
		expect((await capture('abc', a.payment_intent_id)).body.code).toBe('wcpay_missing_order');
		const mismatch = await capture(b.order_id, a.payment_intent_id);
		expect([mismatch.status, mismatch.body.code]).toEqual([409, 'wcpay_intent_order_mismatch']);
		expect((await capture(a.order_id, 'pi_unknown')).body.code).toBe('wcpay_intent_order_mismatch');
		const noIntent = await capture(a.order_id, undefined);
		expect([noIntent.status, noIntent.body.code]).toEqual([400, 'rest_missing_callback_param']);
		const badIntent = await capture(a.order_id, 'pi_1; DROP');
		expect([badIntent.status, badIntent.body.code]).toEqual([400, 'rest_invalid_param']);
	});

	it('cancel: { id, status: canceled }; gone from the list and the detail', async () => {
		const a = await pick((x) => !x.is_fraud_review);
		const res = await cancel(a.order_id, a.payment_intent_id);
		expect(res.body).toEqual({ id: a.payment_intent_id, status: 'canceled' });
		expect((await list('?pagesize=100')).total_count).toBe(15);
		expect((await rest(app, 'GET', `${BASE}/${a.payment_intent_id}`)).body.code).toBe(
			'authorization_missing'
		);
		const again = await cancel(a.order_id, a.payment_intent_id);
		expect([again.status, again.body.code]).toEqual([409, 'wcpay_payment_uncapturable']);
		const summary = (await rest<AuthorizationsSummary>(app, 'GET', `${BASE}/summary`)).body;
		expect(summary.count).toBe(15);
	});

	it('settles a fraud review: capture approves it, cancel blocks it', async () => {
		const reviews = (await list('?pagesize=100')).data.filter((x) => x.is_fraud_review);
		await capture(reviews[0].order_id, reviews[0].payment_intent_id);
		await cancel(reviews[1].order_id, reviews[1].payment_intent_id);
		const review = (
			await rest<FraudOutcomesListResponse>(
				app,
				'GET',
				'/wc/v3/payments/transactions/fraud-outcomes?status=review'
			)
		).body;
		expect(review.total_count).toBe(2);
		const blocked = (
			await rest<FraudOutcomesListResponse>(
				app,
				'GET',
				'/wc/v3/payments/transactions/fraud-outcomes?status=block'
			)
		).body;
		expect(blocked.data.find((o) => o.payment_intent.id === reviews[1].payment_intent_id)).toMatchObject({
			status: 'block',
			manual: true,
			payment_intent: { status: 'canceled' },
		});
	});
});
