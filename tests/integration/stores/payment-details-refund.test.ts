/**
 * `wcpay/payment-details` refunds against the mock server (spec 002 §4.3, §5.1, §8): the request body, the
 * running flag, the notices, the payment and the transactions read again after a refund, and a refusal that
 * keeps the server's error for the form.
 */
import { store as paymentDetailsStore } from '../../../src/data/payment-details';
import type { Charge } from '../../../src/data/payment-details/types';
import { store as transactionsStore, transactionsList } from '../../../src/data/transactions';
import { moneyRegistry, type LoggedRequest, withLiveServer } from './money-helpers';

const { control } = withLiveServer();

const P = 'wcpay/payment-details';
const T = 'wcpay/transactions';
const registry = () => moneyRegistry({ [P]: paymentDetailsStore, [T]: transactionsStore });

/** A refundable USD charge with an order, read through the store. */
async function refundable(s: ReturnType<typeof registry>): Promise<Charge> {
	const rows = await s
		.resolve(T)
		.getList(transactionsList.params({ type_is: 'charge', store_currency_is: 'usd' }));
	for (const row of rows as { charge_id: string }[]) {
		const c: Charge = await s.resolve(P).getCharge(row.charge_id);
		if (c.captured && !c.dispute && c.amount_refunded === 0 && c.order && c.currency === 'usd') {
			return c;
		}
	}
	throw new Error('no refundable charge');
}

describe('refundCharge', () => {
	it('posts the whole amount with the reason, notices success and reads the payment again', async () => {
		const s = registry();
		const c = await refundable(s);
		await s.resolve(P).getPaymentIntent(c.payment_intent as string);
		await control('DELETE', 'requests');
		const pending = s.dispatch(P).refundCharge(c, 'duplicate');
		expect(s.select(P).isRefunding(c.id)).toBe(true);
		const outcome = await pending;
		expect(outcome.refund).toMatchObject({ amount: c.amount, reason: 'duplicate', status: 'succeeded' });
		expect(s.select(P).isRefunding(c.id)).toBe(false);
		expect(s.texts()).toEqual([`Refunded payment #${c.payment_intent}.`]);
		const log = (await control('GET', 'requests')) as LoggedRequest[];
		expect(log.find((r) => r.method === 'POST')?.body).toEqual({
			charge_id: c.id,
			amount: c.amount,
			reason: 'duplicate',
			order_id: c.order?.number,
		});
		const intent = await s.resolve(P).getPaymentIntent(c.payment_intent as string);
		expect(intent.charge).toMatchObject({ refunded: true, amount_refunded: c.amount });
		const again = await s.resolve(P).getCharge(c.id);
		expect(again.refunded).toBe(true);
	});

	it('sends “other” as none; a refusal notices the catalogue text and answers the server error', async () => {
		const s = registry();
		const c = await refundable(s);
		await control('POST', 'faults', {
			method: 'POST',
			path: '/wc/v3/payments/refund',
			status: 400,
			code: 'wcpay_refund_amount_exceeds_remaining',
			message: 'The refund is more than what is left.',
		});
		const outcome = await s.dispatch(P).refundCharge(c, 'other');
		expect(outcome.error).toMatchObject({ code: 'wcpay_refund_amount_exceeds_remaining' });
		expect(s.texts()).toEqual([
			`There has been an error refunding the payment #${c.payment_intent}. Please try again later.`,
		]);
		const log = (await control('GET', 'requests')) as LoggedRequest[];
		expect(log.find((r) => r.method === 'POST')?.body).toMatchObject({ reason: null });
		expect((await s.resolve(P).getCharge(c.id)).amount_refunded).toBe(0);
	});

	it('ignores a second call while one runs', async () => {
		const s = registry();
		const c = await refundable(s);
		const first = s.dispatch(P).refundCharge(c, null);
		expect(await s.dispatch(P).refundCharge(c, null)).toBeNull();
		await first;
		const posts = ((await control('GET', 'requests')) as LoggedRequest[]).filter(
			(r) => r.method === 'POST'
		);
		expect(posts).toHaveLength(1);
	});
});
