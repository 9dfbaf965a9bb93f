/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { control, testApp } from './helpers';

async function send(app: FastifyInstance, body: unknown) {
	const res = await app.inject({
		method: 'POST',
		url: '/mock-tracks/event',
		headers: { 'content-type': 'application/json' },
		payload: JSON.stringify(body),
	});
	return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

describe('usage-tracking stand-in (POST /mock-tracks/event, GET /__mock/events)', () => {
	let app: FastifyInstance;
	beforeEach(async () => {
		app = await testApp();
	});
	afterEach(() => app.close());

	it('records events in order with their properties; a reset clears them', async () => {
		expect(
			(await send(app, { name: 'wcpay_page_view', properties: { path: '/payments/overview' } })).status
		).toBe(204);
		await send(app, {
			name: 'wcpay_connect_account_clicked',
			properties: { mode: 'live', n: 1, ok: true, x: null },
		});
		const { body } = await control<Array<{ name: string; properties: unknown; time: string }>>(
			app,
			'GET',
			'events'
		);
		expect(body.map((e) => e.name)).toEqual(['wcpay_page_view', 'wcpay_connect_account_clicked']);
		expect(body[1].properties).toEqual({ mode: 'live', n: 1, ok: true, x: null });
		expect(Number.isNaN(Date.parse(body[0].time))).toBe(false);
		await control(app, 'POST', 'reset', {});
		expect((await control(app, 'GET', 'events')).body).toEqual([]);
	});

	it.each([
		[{ name: 'Bad Name' }, 'name'],
		[{}, 'name'],
		[{ name: 'wcpay_x', properties: [1] }, 'properties'],
		[{ name: 'wcpay_x', properties: { nested: { a: 1 } } }, 'properties'],
		[{ name: 'wcpay_x', properties: { 'bad key': 1 } }, 'properties'],
		[{ name: 'wcpay_x', properties: { long: 'x'.repeat(5001) } }, 'properties'],
	])('refuses %j with a WordPress error naming %s, recording nothing', async (body, param) => {
		const answer = await send(app, body);
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
		expect(Object.keys(answer.body.data.params)).toEqual([param]);
		expect((await control(app, 'GET', 'events')).body).toEqual([]);
	});
});
