import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

import { store as depositsStore } from '../../../src/data/deposits';
import { store as disputesStore } from '../../../src/data/disputes';
import { store as overviewStore } from '../../../src/data/overview';
import { store as transactionsStore } from '../../../src/data/transactions';
import { store as userStore } from '../../../src/data/user';
// The user domain's own read builder: its store's module has handed it the store.
import { storeRead as userRead } from '../../../src/data/user/query';
import {
	adoptEarlyReads,
	loadWithReads,
	preloadReads,
	requestKey,
	resolveReads,
} from '../../../src/data/shared/preload';
import { critical, followedBy, storeReads } from '../../../src/data/shared/reads';
import type { TypedStore } from '../../../src/data/shared/store';
import { likelyCurrency, overviewRouteReads } from '../../../src/pages/overview/reads';
import { payoutDetailsRouteReads } from '../../../src/pages/payout-details/reads';
import { setPageGlobals } from '../../support/page-globals';
import { stubPerformanceMark } from '../../support/performance-mark';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A store that is never defined: its reads only exercise the early GETs. */
type NoStore = TypedStore<unknown, Record<string, never>, { getX: () => unknown; getY: () => unknown }>;
const noStoreRead = storeReads<NoStore>('test/none');

const seen: string[] = [];
let answers = 0;

beforeEach(() => {
	seen.length = 0;
	answers = 0;
	setPageGlobals({
		wcpay: {
			accountStatus: { status: 'complete' } as any,
			isAccountConnected: true,
			accountLoans: { has_active_loan: true, has_past_loans: false, loans: [] },
			storeCurrency: 'USD',
			enabledCurrencies: ['USD', 'EUR'],
		} as any,
	});
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		seen.push(String(path));
		answers += 1;
		return { answer: answers, data: [], total_count: 0 };
	});
});

describe('request keys', () => {
	it('ignore the order of query values, their encoding and _locale', () => {
		expect(requestKey('/a?b=2&a=1&_locale=user')).toBe(requestKey('/a?a=1&b=2'));
		expect(requestKey('/o?options=x%2Cy')).toBe(requestKey('/o?options=x,y'));
		expect(requestKey('/a')).toBe('/a');
		expect(requestKey('/a?a=1')).not.toBe(requestKey('/a?a=2'));
	});
});

describe('preloadReads', () => {
	const read = (path: string) => noStoreRead('getX', [], path);

	it('hands the early answer to the first matching GET, once', async () => {
		preloadReads([read('/x?b=2&a=1')]);
		expect(seen).toHaveLength(1);
		const first = await apiFetch({ path: '/wc/v3/payments/x?a=1&b=2' });
		expect(first).toMatchObject({ answer: 1 });
		expect(seen).toHaveLength(1);
		const second = await apiFetch({ path: '/wc/v3/payments/x?a=1&b=2' });
		expect(second).toMatchObject({ answer: 2 });
		// POSTs never take an early answer.
		preloadReads([read('/y')]);
		await apiFetch({ path: '/wc/v3/payments/y', method: 'POST', data: {} });
		expect(seen).toHaveLength(4);
	});

	it('passes a failure on to the taker', async () => {
		apiFetch.setFetchHandler(async () => {
			throw { code: 'boom', message: 'x', data: { status: 500 } };
		});
		preloadReads([read('/z')]);
		await expect(apiFetch({ path: '/wc/v3/payments/z' })).rejects.toMatchObject({ code: 'boom' });
	});

	it('drops an answer nobody took within 15 s', async () => {
		const now = jest.spyOn(Date, 'now');
		now.mockReturnValue(1_000_000);
		preloadReads([read('/old')]);
		now.mockReturnValue(1_000_000 + 15_001);
		await apiFetch({ path: '/wc/v3/payments/old' });
		expect(seen.filter((p) => p.startsWith('/wc/v3/payments/old'))).toHaveLength(2);
		now.mockRestore();
	});
});

describe('adoptEarlyReads (the GETs the host page started)', () => {
	/** A browser response as the early script keeps it. */
	const response = (status: number, body: string) =>
		Promise.resolve({ status, json: async () => JSON.parse(body) } as any);

	it('hands each early answer to the first matching GET, once, read as api-fetch reads it', async () => {
		window.wcpayEarlyReads = {
			'/wc/v3/payments/early?b=2&a=1': response(200, '{"early":true}'),
			'/wc/v3/payments/gone': response(204, ''),
		};
		adoptEarlyReads();
		expect(window.wcpayEarlyReads).toBeUndefined();
		await expect(apiFetch({ path: '/wc/v3/payments/early?a=1&b=2' })).resolves.toEqual({ early: true });
		await expect(apiFetch({ path: '/wc/v3/payments/gone' })).resolves.toBeNull();
		expect(seen).toHaveLength(0);
		// Taken once: the next GET goes to the network.
		await apiFetch({ path: '/wc/v3/payments/early?a=1&b=2' });
		expect(seen).toEqual(['/wc/v3/payments/early?a=1&b=2&_locale=user']);
	});

	it("throws a failed early answer's WordPress error to the taker (no second request)", async () => {
		window.wcpayEarlyReads = {
			'/wc/v3/payments/fails': response(
				500,
				'{"code":"wcpay_server_error","message":"Boom","data":{"status":500}}'
			),
			'/wc/v3/payments/html': response(502, '<html>'),
			'/wc/v3/payments/bad-json': response(200, '{'),
			'/wc/v3/payments/offline': Promise.reject(new TypeError('Failed to fetch')),
		};
		adoptEarlyReads();
		await expect(apiFetch({ path: '/wc/v3/payments/fails' })).rejects.toEqual({
			code: 'wcpay_server_error',
			message: 'Boom',
			data: { status: 500 },
		});
		await expect(apiFetch({ path: '/wc/v3/payments/html' })).rejects.toMatchObject({
			code: 'invalid_json',
		});
		await expect(apiFetch({ path: '/wc/v3/payments/bad-json' })).rejects.toMatchObject({
			code: 'invalid_json',
		});
		await expect(apiFetch({ path: '/wc/v3/payments/offline' })).rejects.toMatchObject({
			code: 'fetch_error',
		});
		expect(seen).toHaveLength(0);
	});

	it('does nothing without early reads, and leaves POSTs alone', async () => {
		window.wcpayEarlyReads = undefined;
		adoptEarlyReads();
		window.wcpayEarlyReads = { '/wc/v3/payments/post': response(200, '{"early":true}') };
		adoptEarlyReads();
		await expect(
			apiFetch({ path: '/wc/v3/payments/post', method: 'POST', data: {} })
		).resolves.toMatchObject({ answer: 1 });
	});
});

describe('loadWithReads', () => {
	it('starts the reads before the chunk arrives, then the stores take them: one request each', async () => {
		const reads = overviewRouteReads({ page: 'wc-admin', path: '/payments/overview' });
		let chunkLoaded = false;
		const page = await loadWithReads(
			async () => {
				// The page's chunk takes a while; the GETs are on the wire before it has arrived.
				await new Promise((resolve) => setTimeout(resolve, 5));
				expect(seen).toHaveLength(reads.length);
				chunkLoaded = true;
				return { default: 'page' };
			},
			async () => reads
		);
		expect(chunkLoaded).toBe(true);
		expect(page).toEqual({ default: 'page' });
		// Critical reads are in the stores when the page renders.
		expect(select(depositsStore).hasFinishedResolution('getOverview', [])).toBe(true);
		expect(select(overviewStore).hasFinishedResolution('getOverviewOptions', [])).toBe(true);
		// Each store read its data through its resolver, which took the early answer: no request twice.
		await resolveReads(reads.map((r) => critical(r)));
		expect(select(userStore).getCurrentUser()).toMatchObject({ answer: expect.any(Number) });
		expect(
			select(disputesStore).getList(reads.find((r) => r.store === 'wcpay/disputes')!.args[0] as never)
		).toEqual([]);
		expect(new Set(seen.map(requestKey)).size).toBe(seen.length);
		expect(seen).toHaveLength(reads.length);
	});

	it('marks the chunk once it is in and the reads once the critical ones have settled', async () => {
		// Earlier tests read the user: this load must read it again, and its answer waits for the chunk.
		(dispatch(userStore) as any).invalidateResolutionForStoreSelector('getCurrentUser');
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		let answered = 0;
		apiFetch.setFetchHandler(async () => {
			await held;
			answered += 1;
			return { id: 1 };
		});
		const marks: Array<[string, number]> = [];
		const restore = stubPerformanceMark((name: string) => {
			marks.push([name, answered]);
			if (name === 'wcpay:page-chunk') {
				release();
			}
		});
		try {
			await loadWithReads(
				async () => ({ default: 'page' }),
				async () => [critical(userRead('getCurrentUser', [], '/wp/v2/users/me'))]
			);
		} finally {
			restore();
		}
		expect(marks).toEqual([
			['wcpay:page-chunk', 0],
			['wcpay:page-reads', 1],
		]);
	});

	it('starts the reads an answer calls for as soon as it arrives, before the chunk; the stores take them', async () => {
		const payout = (automatic: boolean) => ({ id: 'po_1', automatic, data: [], total_count: 0 });
		apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
			seen.push(String(path));
			return String(path).includes('/deposits/po_1') ? payout(true) : { data: [], total_count: 0 };
		});
		const query = { page: 'wc-admin', path: '/payments/payouts/details', id: 'po_1', paged: '2' };
		const reads = payoutDetailsRouteReads(query);
		let release: () => void = () => undefined;
		const chunk = new Promise<void>((resolve) => (release = resolve));
		const loading = loadWithReads(
			async () => {
				await chunk;
				return { default: 'page' };
			},
			async () => reads
		);
		// The payout's answer is in: its transactions are on the wire while the chunk is still loading.
		await new Promise((resolve) => setTimeout(resolve, 5));
		const transactionPaths = () => seen.filter((p) => p.includes('/transactions'));
		expect(transactionPaths()).toHaveLength(2);
		expect(transactionPaths().every((p) => p.includes('deposit_id=po_1'))).toBe(true);
		expect(transactionPaths()[0]).toContain('page=2');
		release();
		await loading;
		// The page renders with the rows in the store, taken from those answers: no request twice.
		const listArgs = (await Promise.resolve(reads[0].follow!(payout(true))))[0].args;
		expect(select(transactionsStore).hasFinishedResolution('getList', listArgs as never)).toBe(true);
		expect(new Set(seen.map(requestKey)).size).toBe(seen.length);

		// An instant payout, or no payout at all, calls for no transactions.
		expect(reads[0].follow!(payout(false))).toEqual([]);
		expect(reads[0].follow!(undefined)).toEqual([]);
		expect(payoutDetailsRouteReads({ id: '../x' })).toEqual([]);
	});

	it('waits for follow-up reads within the same time limit, not past it', async () => {
		apiFetch.setFetchHandler(({ path }: { path?: string }) =>
			String(path).includes('/deposits/po_2')
				? Promise.resolve({ id: 'po_2', automatic: true })
				: new Promise(() => undefined)
		);
		jest.useFakeTimers();
		const done = jest.fn();
		const loading = loadWithReads(
			async () => ({ default: 'page' }),
			async () => payoutDetailsRouteReads({ id: 'po_2' })
		).then(done);
		await jest.advanceTimersByTimeAsync(2900);
		expect(done).not.toHaveBeenCalled();
		await jest.advanceTimersByTimeAsync(200);
		await loading;
		expect(done).toHaveBeenCalledWith({ default: 'page' });
		jest.useRealTimers();
	});

	it('a failed answer calls for no follow-up reads', async () => {
		apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
			seen.push(String(path));
			throw { code: 'wcpay_not_found', message: 'Not found', data: { status: 404 } };
		});
		const follow = jest.fn(() => [noStoreRead('getY', [], '/y')]);
		await loadWithReads(
			async () => ({ default: 'page' }),
			async () => [followedBy(noStoreRead('getX', [], '/x'), follow)]
		);
		expect(follow).not.toHaveBeenCalled();
		expect(seen.map(requestKey)).toEqual(['/wc/v3/payments/x']);
	});

	it('a reads chunk that cannot load costs only the early start', async () => {
		const page = await loadWithReads(
			async () => ({ default: 'page' }),
			() => Promise.reject(new Error('offline'))
		);
		expect(page).toEqual({ default: 'page' });
		expect(seen).toEqual([]);
	});

	it('does not wait past the time limit for a critical read', async () => {
		apiFetch.setFetchHandler(() => new Promise(() => undefined));
		jest.useFakeTimers();
		const done = jest.fn();
		const waiting = resolveReads(
			[critical(userRead('getCurrentUser', [], '/wp/v2/users/me'))],
			3000
		).then(done);
		await Promise.resolve();
		expect(done).not.toHaveBeenCalled();
		jest.advanceTimersByTime(3000);
		await waiting;
		expect(done).toHaveBeenCalled();
		jest.useRealTimers();
	});
});

describe('overview route reads', () => {
	it('follow the requested currency when the store has it; no task reads for rejected accounts', () => {
		expect(likelyCurrency('EUR')).toBe('eur');
		expect(likelyCurrency('xyz')).toBe('usd');
		const paths = (query: Record<string, string>) => overviewRouteReads(query).map((r) => r.path);
		expect(paths({ selected_currency: 'eur' }).join(' ')).toContain('store_currency_is=eur');
		expect(
			overviewRouteReads({})
				.filter((r) => r.critical)
				.map((r) => r.selector)
		).toEqual(['getOverview', 'getList', 'getOverviewOptions']);
		(window.wcpaySettings.accountStatus as any).status = 'rejected.fraud';
		expect(paths({}).some((p) => p.includes('disputes') || p.includes('options'))).toBe(false);
	});
});
