import { store as disputesStore, disputesList } from '../../../src/data/disputes';
import { store as inboxStore, type InboxNote } from '../../../src/data/inbox';
import { moneyRegistry, noWait, type LoggedRequest, withLiveServer } from './money-helpers';

const { control } = withLiveServer();

const DS = 'wcpay/disputes';
const I = 'wcpay/inbox';
const registry = () => moneyRegistry({ [DS]: disputesStore, [I]: inboxStore });

describe('wcpay/disputes against the mock server', () => {
	it('the overview query: awaiting response, 50 per page', async () => {
		const s = registry();
		// The merchant's search is replaced by the two needs-response statuses (spec 002 §5.2).
		const params = disputesList.params({
			filter: 'awaiting_response',
			per_page: 50,
			search: ['nobody at all'],
		});
		expect(params).toEqual({
			page: 1,
			pagesize: 50,
			sort: 'created',
			direction: 'desc',
			filter: 'awaiting_response',
			search: ['needs_response', 'warning_needs_response'],
		});
		const rows = await s.resolve(DS).getList(params);
		expect(rows).toHaveLength(4);
		expect(await s.resolve(DS).getSummary(disputesList.summaryParams(params))).toEqual({
			count: 4,
			currencies: [...new Set(rows.map((d: { currency: string }) => d.currency))].sort(),
		});
		expect(disputesList.params({ orderby: 'dueBy', order: 'asc' })).toMatchObject({
			sort: 'due_by',
			direction: 'asc',
		});
	});

	it('load failures raise the catalogue notices', async () => {
		await control('POST', 'faults', {
			path: '/wc/v3/payments/disputes(/summary)?',
			status: 500,
			times: 2,
		});
		const s = registry();
		await s.resolve(DS).getList(disputesList.params({}));
		await s.resolve(DS).getSummary({});
		expect(s.texts()).toEqual([
			'Error retrieving disputes.',
			'Error retrieving the summary of disputes.',
		]);
	});

	it('exports (downloaded and e-mailed)', async () => {
		const s = registry();
		const outcome = await s.dispatch(DS).exportList(
			{ status_is: 'won' },
			{
				userEmail: 'ada@example.com',
				sleep: noWait,
				download: () => undefined,
			}
		);
		expect(outcome.status).toBe('downloaded');
		expect((await control('GET', 'emails')) as unknown[]).toEqual([
			expect.objectContaining({ kind: 'disputes', rows: 3, to: 'ada@example.com' }),
		]);
	});
});

describe('wcpay/inbox against the mock server', () => {
	it("loads the product's unactioned notes with the overview query", async () => {
		const s = registry();
		const notes: InboxNote[] = await s.resolve(I).getNotes();
		expect(notes).toHaveLength(5);
		const [request] = (await control('GET', 'requests')) as LoggedRequest[];
		expect(request.path).toBe('/wc-analytics/admin/notes');
		expect(request.query).toMatchObject({
			page: '1',
			per_page: '25',
			status: 'unactioned',
			source: 'woocommerce-payments',
			orderby: 'date',
			order: 'desc',
		});
	});

	it('dismisses one note with Undo, and all notes with Undo', async () => {
		const s = registry();
		const notes: InboxNote[] = await s.resolve(I).getNotes();
		expect(await s.dispatch(I).dismissNote(notes[0])).toBe(true);
		expect(
			s
				.select(I)
				.getNotes()
				.map((n: InboxNote) => n.id)
		).not.toContain(notes[0].id);
		const [dismissed] = s.notices();
		expect(dismissed.content).toBe('Message dismissed');
		expect(dismissed.actions.map((a) => a.label)).toEqual(['Undo']);
		expect(await s.dispatch(I).undoDismiss([notes[0]])).toBe(true);
		expect(
			s
				.select(I)
				.getNotes()
				.map((n: InboxNote) => n.id)
		).toEqual(notes.map((n) => n.id));

		expect(await s.dispatch(I).dismissAllNotes()).toBe(true);
		expect(s.select(I).getNotes()).toEqual([]);
		expect(s.texts()).toContain('All messages dismissed');
		await s.dispatch(I).undoDismiss(notes);
		expect(
			s
				.select(I)
				.getNotes()
				.map((n: InboxNote) => n.id)
		).toEqual(notes.map((n) => n.id));
		const log = ((await control('GET', 'requests')) as LoggedRequest[]).map(
			(r) => `${r.method} ${r.path}`
		);
		expect(log.filter((l) => l.startsWith('PUT'))).toEqual([
			`PUT /wc-analytics/admin/notes/${notes[0].id}`,
			`PUT /wc-analytics/admin/notes/${notes[0].id}`,
			'PUT /wc-analytics/admin/notes/batch',
			'PUT /wc-analytics/admin/notes/batch',
		]);
	});

	it('errors: loading (with Reload), dismissing one, dismissing all', async () => {
		await control('POST', 'faults', { method: 'GET', path: '/wc-analytics/admin/notes', status: 500 });
		const s = registry();
		await s.resolve(I).getNotes();
		const [loadError] = s.notices();
		expect(loadError.content).toBe('There was an error getting your inbox. Please try again.');
		expect(loadError.actions.map((a) => a.label)).toEqual(['Reload']);
		s.dispatch(I).reloadNotes();
		const notes: InboxNote[] = await s.resolve(I).getNotes();
		expect(notes).toHaveLength(5);

		await control('POST', 'faults', {
			method: 'PUT',
			path: '/wc-analytics/admin/notes/.*',
			status: 500,
			times: 2,
		});
		expect(await s.dispatch(I).dismissNote(notes[0])).toBe(false);
		expect(await s.dispatch(I).dismissAllNotes()).toBe(false);
		expect(s.texts().slice(-2)).toEqual([
			'Message could not be dismissed',
			'Messages could not be dismissed',
		]);
		expect(s.select(I).getNotes()).toHaveLength(5);
	});

	it('triggers an action', async () => {
		const s = registry();
		const notes: InboxNote[] = await s.resolve(I).getNotes();
		const withAction = notes.find((n) => n.actions.length > 0) as InboxNote;
		const note = await s.dispatch(I).triggerNoteAction(withAction.id, withAction.actions[0].id);
		expect(note.status).toBe('actioned');
		expect(s.select(I).getNotes()).toHaveLength(4);
	});
});
