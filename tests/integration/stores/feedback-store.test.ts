/** wcpay/feedback against the real mock server: what the feedback prompt sends and the notices it raises. */
import { store } from '../../../src/data/feedback';
import { testRegistry } from '../../support/registry';
import { withLiveServer } from './money-helpers';

const { control } = withLiveServer();

type Logged = { method: string; path: string; body: unknown; status: number };

describe('wcpay/feedback', () => {
	it('sends a blank comment as "" and thanks the merchant', async () => {
		const t = testRegistry('wcpay/feedback', store);
		const sending = t
			.dispatch()
			.sendFeedback({ campaign: 'wporg_review_2025', rating: 'negative', comment: '  \n ' });
		expect(t.select().isSending()).toBe(true);
		await expect(sending).resolves.toBe(true);
		expect(t.select().isSending()).toBe(false);
		expect(t.notices()).toEqual(['Thank you for your feedback!']);
		const posts = ((await control('GET', 'requests')) as Logged[]).filter((r) => r.method === 'POST');
		expect(posts).toEqual([
			expect.objectContaining({
				path: '/wc/v3/payments/feedback',
				body: { campaign: 'wporg_review_2025', rating: 'negative', comment: '' },
				status: 200,
			}),
		]);
	});

	it('sends the text as typed', async () => {
		const t = testRegistry('wcpay/feedback', store);
		await t
			.dispatch()
			.sendFeedback({ campaign: 'wporg_review_2025', rating: 'negative', comment: ' Slow payouts ' });
		const posts = ((await control('GET', 'requests')) as Logged[]).filter((r) => r.method === 'POST');
		expect(posts[0].body).toMatchObject({ comment: ' Slow payouts ' });
	});

	it('a failure resolves false with an error notice', async () => {
		await control('POST', 'faults', {
			method: 'POST',
			path: '/wc/v3/payments/feedback',
			status: 500,
			code: 'internal_error',
			message: 'Boom',
		});
		const t = testRegistry('wcpay/feedback', store);
		await expect(
			t.dispatch().sendFeedback({ campaign: 'wporg_review_2025', rating: 'negative', comment: 'x' })
		).resolves.toBe(false);
		expect(t.notices()).toEqual(['Your feedback could not be sent. Please try again.']);
	});
});
