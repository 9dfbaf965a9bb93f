import apiFetch from '@wordpress/api-fetch';

import { createListStore, defineList, queryKey } from '../../../src/data/shared';
import { testRegistry } from '../../support/registry';

interface Row {
	id: string;
	amount: number;
	detail?: string;
}

const rowsList = defineList<Row, { count: number }>({
	storeName: 'test/rows',
	getId: (r) => r.id,
	paths: { list: '/rows', summary: '/rows/summary', item: (id) => `/rows/${id}`, export: '/rows/download' },
	query: {
		filters: { status_is: { kind: 'enum', values: ['paid', 'failed'] } },
		sorts: ['date', 'amount'],
		defaultSort: 'date',
		defaultDirection: 'desc',
	},
});

const rowsStore = createListStore(
	{ list: rowsList, emptyListCode: 'rows_not_found', messages: { list: 'Error retrieving rows.' } },
	{
		initialState: { flag: false },
		reducer: (state: { flag: boolean }, action: { type: 'FLAG' }) =>
			action.type === 'FLAG' ? { flag: true } : state,
		selectors: { isFlagged: (state: { flag: boolean }) => state.flag },
		actions: { flag: () => ({ type: 'FLAG' }) as const },
	}
);

function setup(handler: (path: string) => unknown) {
	const paths: string[] = [];
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		const clean = (path as string).replace(/[?&]_locale=user$/, '');
		paths.push(clean);
		return handler(clean);
	});
	const t = testRegistry('test/rows', rowsStore);
	return { ...t, paths };
}

describe('queryKey', () => {
	it.each([
		[
			{ a: '1', b: '2' },
			{ b: '2', a: '1' },
		],
		[{ a: '1', empty: '' }, { a: '1' }],
		[{ a: '1', none: undefined, nil: null }, { a: '1' }],
		[{ ids: ['b', 'a'] }, { ids: ['a', 'b'] }],
		[{ paged: 1 }, { paged: '1' }],
	])('%j and %j are the same view', (a, b) => {
		expect(queryKey(a)).toBe(queryKey(b));
	});

	it('different filters are different views', () => {
		expect(queryKey({ status_is: 'paid' })).not.toBe(queryKey({ status_is: 'failed' }));
	});
});

describe('list store factory', () => {
	it('caches a list per query, warms the item cache, and keeps the total', async () => {
		const s = setup((path) =>
			path.startsWith('/wc/v3/payments/rows?')
				? {
						data: [
							{ id: 'a', amount: 1 },
							{ id: 'b', amount: 2 },
						],
						total_count: 7,
					}
				: {}
		);
		const query = { page: 1, pagesize: 2, status_is: 'paid' };
		const rows = await s.resolve().getList(query);
		expect(rows.map((r: Row) => r.id)).toEqual(['a', 'b']);
		expect(s.select().getListTotal(query)).toBe(7);
		expect(s.registry.select('test/rows').getItem('b')).toEqual({ id: 'b', amount: 2 });
		await s.resolve().getItem('b');
		// Same view in another key order: served from cache, no second request.
		await s.resolve().getList({ status_is: 'paid', pagesize: 2, page: 1 });
		expect(s.paths.filter((p) => p.includes('/rows?'))).toHaveLength(1);
		expect(s.paths).toContain('/wc/v3/payments/rows/b');
		expect(s.paths[0]).toBe('/wc/v3/payments/rows?page=1&pagesize=2&status_is=paid');
	});

	it('the summary drops paging and sorting', async () => {
		const s = setup(() => ({ count: 3 }));
		const params = rowsList.params({
			paged: '2',
			per_page: '25',
			orderby: 'amount',
			order: 'asc',
			status_is: 'paid',
		});
		expect(params).toEqual({
			page: 2,
			pagesize: 25,
			sort: 'amount',
			direction: 'asc',
			status_is: 'paid',
		});
		await s.resolve().getSummary(rowsList.summaryParams(params));
		expect(s.paths).toEqual(['/wc/v3/payments/rows/summary?status_is=paid']);
	});

	it('a read built by the definition is the URL the resolver requests', async () => {
		const s = setup(() => ({ data: [], total_count: 0 }));
		const params = rowsList.params({ status_is: 'failed' });
		await s.resolve().getList(params);
		expect(s.paths).toEqual([rowsList.listRead(params).path]);
		expect(rowsList.listRead(params)).toMatchObject({
			store: 'test/rows',
			selector: 'getList',
			args: [params],
		});
	});

	it('the "no rows" code is an empty list, not an error', async () => {
		const s = setup(() => {
			throw { code: 'rows_not_found', message: 'none', data: { status: 404 } };
		});
		expect(await s.resolve().getList({ page: 1 })).toEqual([]);
		expect(s.select().getListTotal({ page: 1 })).toBe(0);
		expect(s.select().getListError({ page: 1 })).toBeUndefined();
		expect(s.notices()).toEqual([]);
	});

	it("the domain's own parts live beside the list part", async () => {
		const s = setup(() => ({}));
		expect(s.select().isFlagged()).toBe(false);
		s.dispatch().flag();
		expect(s.select().isFlagged()).toBe(true);
		expect(s.select().getList({})).toEqual([]);
	});

	it('the export prepares the file with GET and the filters, flagging the store meanwhile', async () => {
		const s = setup((path) =>
			path.startsWith('/wc/v3/payments/rows/download')
				? { export_id: 'x1' }
				: { export_id: 'x1', status: 'success', download_url: '/file.csv' }
		);
		const downloaded: string[] = [];
		const running = s.dispatch().exportList(rowsList.filters({ status_is: 'paid', paged: '3' }), {
			userEmail: 'a@example.com',
			locale: 'fr_FR',
			download: (url: string) => downloaded.push(url),
			sleep: () => Promise.resolve(),
		});
		expect(s.select().isExporting()).toBe(true);
		expect(await running).toMatchObject({ status: 'downloaded', url: '/file.csv' });
		expect(s.select().isExporting()).toBe(false);
		expect(downloaded).toEqual(['/file.csv']);
		expect(s.paths[0]).toBe(
			'/wc/v3/payments/rows/download?locale=fr_FR&status_is=paid&user_email=a%40example.com'
		);
	});

	it("a mailed export that fails takes back its 'will be emailed' notice and says it failed", async () => {
		const mailedList = defineList<Row, { count: number }>({
			storeName: 'test/mailed-rows',
			getId: (r) => r.id,
			paths: {
				list: '/mailed',
				summary: '/mailed/summary',
				item: (id) => `/mailed/${id}`,
				export: '/mailed/download',
			},
			query: { filters: {}, sorts: ['date'], defaultSort: 'date', defaultDirection: 'desc' },
		});
		const mailedStore = createListStore({
			list: mailedList,
			exportOptions: { emailNoticeId: 'test-export' },
		});
		apiFetch.setFetchHandler(async () => {
			throw { code: 'wcpay_server_error', message: 'down', data: { status: 500 } };
		});
		const t = testRegistry('test/mailed-rows', mailedStore);
		const outcome = await t
			.dispatch()
			.exportList({}, { userEmail: 'a@example.com', sleep: () => Promise.resolve() });
		expect(outcome).toMatchObject({ status: 'failed' });
		expect(t.notices()).toEqual(['There was a problem generating your export.']);
	});

	it('a failed list keeps the error per query and raises the catalogue notice', async () => {
		const s = setup(() => {
			throw { code: 'wcpay_server_error', message: 'down', data: { status: 500 } };
		});
		await s.resolve().getList({ paged: 1 });
		expect(s.select().getListError({ paged: 1 })).toMatchObject({ code: 'wcpay_server_error' });
		expect(s.select().getList({ paged: 1 })).toEqual([]);
		const notices = s.notices();
		expect(notices).toEqual(['Error retrieving rows.']);
	});

	it("a read's failure notice shows once and goes when that read succeeds; another read's success leaves it", async () => {
		let down = true;
		const s = setup((path) => {
			if (down && path.includes('paged=1')) {
				throw { code: 'wcpay_server_error', message: 'down', data: { status: 500 } };
			}
			return { data: [{ id: 'a', amount: 1 }], total_count: 1 };
		});
		await s.resolve().getList({ paged: 1 });
		s.registry.dispatch('test/rows').invalidateResolution('getList', [{ paged: 1 }]);
		await s.resolve().getList({ paged: 1 });
		expect(s.notices()).toEqual(['Error retrieving rows.']);
		await s.resolve().getList({ paged: 2 });
		expect(s.notices()).toEqual(['Error retrieving rows.']);
		down = false;
		s.registry.dispatch('test/rows').invalidateResolution('getList', [{ paged: 1 }]);
		await s.resolve().getList({ paged: 1 });
		expect(s.notices()).toEqual([]);
	});

	it('the selector returns the same array while nothing changed (no re-render churn)', async () => {
		const s = setup(() => ({ data: [{ id: 'a', amount: 1 }], total_count: 1 }));
		await s.resolve().getList({ paged: 1 });
		expect(s.select().getList({ paged: 1 })).toBe(s.select().getList({ paged: 1 }));
	});

	it('an item fetched alone merges with what the list knew; invalidate refetches', async () => {
		let amount = 1;
		const s = setup((path) =>
			path.endsWith('/rows')
				? { data: [{ id: 'a', amount }], total_count: 1 }
				: { id: 'a', amount, detail: 'full' }
		);
		await s.resolve().getList({});
		await s.resolve().getItem('a');
		expect(s.select().getItem('a')).toEqual({ id: 'a', amount: 1, detail: 'full' });
		amount = 5;
		s.registry.dispatch('test/rows').invalidate();
		await s.resolve().getList({});
		expect(s.select().getItem('a')).toEqual({ id: 'a', amount: 5, detail: 'full' });
	});
});
