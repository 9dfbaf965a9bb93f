/** POST/GET /wc/v3/payments/feedback: the payouts feedback prompt's answers, validated and recorded. */
import type { FastifyInstance } from 'fastify';

import { control, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());
beforeEach(async () => {
	await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
});

const PATH = '/wc/v3/payments/feedback';

describe('feedback route', () => {
	it('records negative feedback with a blank comment as an empty string, and lists it', async () => {
		const res = await rest(app, 'POST', PATH, {
			body: { campaign: 'wporg_review_2025', rating: 'negative', comment: '', source: 'payouts' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ success: true, id: expect.any(Number) });
		const list = await rest<unknown[]>(app, 'GET', PATH);
		expect(list.body).toEqual([
			{
				id: expect.any(Number),
				campaign: 'wporg_review_2025',
				rating: 'negative',
				comment: '',
				source: 'payouts',
				user_id: 1,
				created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
			},
		]);
		const state = await control<{ counts: Record<string, number> }>(app, 'GET', 'state');
		expect(state.body.counts.feedback).toBe(1);
	});

	it('keeps hostile text as it was sent; a missing comment is ""', async () => {
		const text = '<img src=x onerror=alert(1)> "quotes" ‮rtl‬ 🦄';
		await rest(app, 'POST', PATH, {
			body: { campaign: 'wporg_review_2025', rating: 'negative', comment: text },
		});
		await rest(app, 'POST', PATH, { body: { campaign: 'wporg_review_2025', rating: 'positive' } });
		const list = await rest<{ comment: string; rating: string }[]>(app, 'GET', PATH);
		expect(list.body.map((f) => [f.rating, f.comment])).toEqual([
			['negative', text],
			['positive', ''],
		]);
	});

	it('answers 400 rest_invalid_param naming every bad field, and records nothing', async () => {
		const res = await rest<{ code: string; data: { params: Record<string, string> } }>(
			app,
			'POST',
			PATH,
			{
				body: { campaign: 'Bad Campaign!', rating: 'meh', comment: 12, source: '<x>' },
			}
		);
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('rest_invalid_param');
		expect(Object.keys(res.body.data.params).sort()).toEqual(['campaign', 'comment', 'rating', 'source']);
		const tooLong = await rest(app, 'POST', PATH, {
			body: { campaign: 'x', rating: 'negative', comment: 'a'.repeat(5001) },
		});
		expect(tooLong.status).toBe(400);
		expect((await rest<unknown[]>(app, 'GET', PATH)).body).toEqual([]);
	});

	it('needs the nonce; a reset clears the records', async () => {
		const denied = await rest(app, 'POST', PATH, {
			body: { campaign: 'x', rating: 'negative', comment: '' },
			nonce: null,
		});
		expect(denied.status).toBe(403);
		await rest(app, 'POST', PATH, { body: { campaign: 'x', rating: 'negative', comment: 'a' } });
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
		expect((await rest<unknown[]>(app, 'GET', PATH)).body).toEqual([]);
	});
});
