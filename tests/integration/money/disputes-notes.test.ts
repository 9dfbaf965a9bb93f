/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import {
	DISPUTE_STATUSES,
	type DisputesListResponse,
	type DisputesSummary,
} from '../../../src/data/disputes/types';
import type { InboxNote } from '../../../src/data/inbox/types';
import { HOSTILE_LIST } from '../../../mock-server/seed/hostile';
import { NOW, control, parseCsv, raw, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const DISPUTES = '/wc/v3/payments/disputes';
const NOTES = '/wc-analytics/admin/notes';
const toMs = (utc: string) => Date.parse(`${utc.replace(' ', 'T')}Z`);

describe('disputes', () => {
	const list = async (query = '') =>
		(await rest<DisputesListResponse>(app, 'GET', `${DISPUTES}${query}`)).body;

	it('has every status; two needs_response disputes are due within 7 days, one within 3', async () => {
		const all = (await list('?pagesize=100')).data;
		expect(new Set(all.map((d) => d.status))).toEqual(new Set(DISPUTE_STATUSES));
		const dueSoon = all.filter(
			(d) => d.status === 'needs_response' && toMs(d.due_by!) - NOW.getTime() < 7 * 86_400_000
		);
		expect(dueSoon).toHaveLength(2);
		expect(dueSoon.some((d) => toMs(d.due_by!) - NOW.getTime() < 3 * 86_400_000)).toBe(true);
		expect(all.some((d) => HOSTILE_LIST.includes(d.customer_name ?? ''))).toBe(true);
		const created = all.map((d) => d.created);
		expect(created).toEqual([...created].sort().reverse());
	});

	it('filter=awaiting_response lists the needs-response statuses (overview: per_page 50)', async () => {
		const awaiting = await list('?filter=awaiting_response&pagesize=50&sort=due_by&direction=asc');
		expect(awaiting.total_count).toBe(4);
		expect(new Set(awaiting.data.map((d) => d.status))).toEqual(
			new Set(['needs_response', 'warning_needs_response'])
		);
		const due = awaiting.data.map((d) => d.due_by);
		expect(due).toEqual([...due].sort());
		// It replaces the status filters.
		expect((await list('?filter=awaiting_response&status_is=won')).total_count).toBe(4);
		expect(
			(await rest<DisputesSummary>(app, 'GET', `${DISPUTES}/summary?filter=awaiting_response`)).body
		).toEqual({
			count: 4,
			// The currencies of the disputes awaiting a response (seed 1: the two urgent ones are GBP and EUR).
			currencies: ['eur', 'gbp', 'usd'],
		});
	});

	it('filters by status, currency, dates and search; validates', async () => {
		expect((await list('?status_is=won')).total_count).toBe(3);
		expect((await list('?status_is_not=won')).total_count).toBe(11);
		expect((await list('?match=any&status_is=won&status_is_not=won')).total_count).toBe(14);
		const one = (await list('?status_is=lost')).data[0];
		expect((await list(`?search=${one.order_number}`)).data.map((d) => d.id)).toContain(one.id);
		expect(
			(
				await list(`?date_after=${one.created.slice(0, 10)}&date_before=${one.created.slice(0, 10)}`)
			).data.map((d) => d.id)
		).toContain(one.id);
		const bad = await rest(app, 'GET', `${DISPUTES}?status_is=open&filter=urgent`);
		expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
	});

	it('exports to CSV (downloaded and e-mailed)', async () => {
		const started = await rest<{ export_id: string }>(app, 'POST', `${DISPUTES}/download`, {
			body: { filter: 'awaiting_response' },
		});
		await rest(app, 'GET', `/wc/v3/payments/exports/${started.body.export_id}`);
		const done = await rest<{ download_url: string }>(
			app,
			'GET',
			`/wc/v3/payments/exports/${started.body.export_id}`
		);
		const rows = parseCsv((await raw(app, done.body.download_url)).body);
		expect(rows).toHaveLength(5);
		expect((await control<{ kind: string }[]>(app, 'GET', 'emails')).body.map((e) => e.kind)).toContain(
			'disputes'
		);
	});
});

describe('inbox notes', () => {
	beforeEach(async () => {
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1, now: NOW.toISOString() });
	});
	const overviewQuery =
		'?page=1&per_page=25&status=unactioned&source=woocommerce-payments&orderby=date&order=desc';

	it("lists the product's unactioned notes, newest first, with totals in the headers", async () => {
		const res = await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`);
		expect(res.status).toBe(200);
		expect(res.body).toHaveLength(5);
		expect(res.headers['x-wp-total']).toBe('5');
		expect(
			res.body.every(
				(n) => n.status === 'unactioned' && n.source === 'woocommerce-payments' && !n.is_deleted
			)
		).toBe(true);
		const dates = res.body.map((n) => n.date_created_gmt);
		expect(dates).toEqual([...dates].sort().reverse());
		expect(res.body.some((n) => n.content.includes('<a href='))).toBe(true);
		expect(res.body[0].actions[0]).toMatchObject({
			id: expect.any(Number),
			label: expect.any(String),
			url: expect.any(String),
		});
		const paged = await rest<InboxNote[]>(app, 'GET', `${NOTES}?per_page=2&page=2`);
		expect(paged.body).toHaveLength(2);
		expect(paged.headers['x-wp-totalpages']).toBe('4');
	});

	it('dismisses one note (is_deleted) and undoes it', async () => {
		const [first] = (await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body;
		const deleted = await rest<InboxNote>(app, 'PUT', `${NOTES}/${first.id}`, {
			body: { is_deleted: true },
		});
		expect(deleted.body.is_deleted).toBe(true);
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(4);
		await rest(app, 'POST', `${NOTES}/${first.id}`, { body: { is_deleted: false } });
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(5);
		const missing = await rest(app, 'PUT', `${NOTES}/999`, { body: { is_deleted: true } });
		expect([missing.status, missing.body.code]).toEqual([404, 'woocommerce_note_invalid_id']);
		const bad = await rest<{ data: { params: object } }>(app, 'PUT', `${NOTES}/${first.id}`, {
			body: { status: 'gone', is_deleted: 'maybe' },
		});
		expect([bad.status, Object.keys(bad.body.data.params as object).sort()]).toEqual([
			400,
			['is_deleted', 'status'],
		]);
	});

	it('dismisses all with one batch call, and undoes it', async () => {
		const notes = (await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body;
		const noteIds = notes.map((n) => n.id);
		const res = await rest<InboxNote[]>(app, 'PUT', `${NOTES}/batch`, {
			body: { noteIds, is_deleted: true },
		});
		expect(res.body.map((n) => n.is_deleted)).toEqual(noteIds.map(() => true));
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(0);
		await rest(app, 'PUT', `${NOTES}/batch`, { body: { noteIds, is_deleted: false } });
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(5);
		// The admin sends 1 and 0 (spec 000 §4: is_deleted=1, restored with is_deleted=0).
		await rest(app, 'PUT', `${NOTES}/batch`, { body: { noteIds, is_deleted: 1 } });
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(0);
		await rest(app, 'PUT', `${NOTES}/batch`, { body: { noteIds, is_deleted: 0 } });
		expect((await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body).toHaveLength(5);
		expect((await rest(app, 'PUT', `${NOTES}/batch`, { body: { noteIds: [] } })).status).toBe(400);
	});

	it('triggers an action: the note takes its status', async () => {
		const note = (await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body.find(
			(n) => n.actions.length > 0
		)!;
		const res = await rest<InboxNote>(app, 'POST', `${NOTES}/${note.id}/action/${note.actions[0].id}`);
		expect(res.body.status).toBe('actioned');
		expect(
			(await rest<InboxNote[]>(app, 'GET', `${NOTES}${overviewQuery}`)).body.map((n) => n.id)
		).not.toContain(note.id);
		expect((await rest(app, 'POST', `${NOTES}/${note.id}/action/999`)).status).toBe(404);
	});

	it('needs the nonce and manage_woocommerce, like every REST route', async () => {
		const noNonce = await rest(app, 'GET', NOTES, { nonce: null });
		expect([noNonce.status, noNonce.body.code]).toEqual([403, 'rest_cookie_invalid_nonce']);
		const wrong = await rest(app, 'PUT', `${NOTES}/1`, { nonce: 'nope', body: { is_deleted: true } });
		expect(wrong.status).toBe(403);
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		const denied = await rest(app, 'GET', NOTES);
		expect([denied.status, denied.body.code]).toEqual([403, 'woocommerce_rest_cannot_view']);
		expect((await rest(app, 'GET', '/wc/v3/payments/transactions')).status).toBe(403);
	});
});
