import apiFetch from '@wordpress/api-fetch';

import { createListStoreConfig, queryKey } from '../../../src/data/shared';
import { testRegistry } from '../../support/registry';

interface Row {
	id: string;
	amount: number;
	detail?: string;
}

function setup(handler: (path: string) => unknown) {
	const paths: string[] = [];
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		const clean = (path as string).replace(/[?&]_locale=user$/, '');
		paths.push(clean);
		return handler(clean);
	});
	const t = testRegistry(
		'test/rows',
		createListStoreConfig<Row, { count: number }>({
			name: 'test/rows',
			path: '/rows',
			summaryPath: '/rows/summary',
			itemPath: (id) => `/rows/${id}`,
			getId: (r) => r.id,
			messages: { list: 'Error retrieving rows.' },
		})
	);
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
		const query = { paged: 1, per_page: 2, status_is: 'paid' };
		const rows = await s.resolve().getList(query);
		expect(rows.map((r: Row) => r.id)).toEqual(['a', 'b']);
		expect(s.select().getListTotal(query)).toBe(7);
		expect(s.registry.select('test/rows').getItem('b')).toEqual({ id: 'b', amount: 2 });
		await s.resolve().getItem('b');
		// Same view in another key order: served from cache, no second request.
		await s.resolve().getList({ status_is: 'paid', per_page: 2, paged: 1 });
		expect(s.paths.filter((p) => p.includes('/rows?'))).toHaveLength(1);
		expect(s.paths).toContain('/wc/v3/payments/rows/b');
		expect(s.paths[0]).toBe('/wc/v3/payments/rows?paged=1&per_page=2&status_is=paid');
	});

	it('the summary drops paging and sorting', async () => {
		const s = setup(() => ({ count: 3 }));
		await s
			.resolve()
			.getSummary({ paged: 2, per_page: 25, orderby: 'date', order: 'desc', status_is: 'paid' });
		expect(s.paths).toEqual(['/wc/v3/payments/rows/summary?status_is=paid']);
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
