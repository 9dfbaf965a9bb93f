import apiFetch from '@wordpress/api-fetch';

import { prefetchGets, requestKey } from '../../../src/api/prefetch';
import {
	storeConfig as depositsConfig,
	STORE_NAME as DEPOSITS,
	toDepositsParams,
} from '../../../src/data/deposits';
import {
	storeConfig as disputesConfig,
	STORE_NAME as DISPUTES,
	toDisputesParams,
} from '../../../src/data/disputes';
import { storeConfig as overviewConfig, STORE_NAME as OVERVIEW } from '../../../src/data/overview';
import { storeConfig as inboxConfig, STORE_NAME as INBOX } from '../../../src/data/inbox';
import { likelyCurrency, overviewEarlyReads } from '../../../src/pages/overview/early-reads';
import { latestPayoutsQuery, OVERVIEW_DISPUTES_QUERY } from '../../../src/pages/overview/prefetch';
import { setPageGlobals } from '../../support/page-globals';
import { testRegistry } from '../../support/registry';

/* eslint-disable @typescript-eslint/no-explicit-any */

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

describe('overview early reads', () => {
	it('are exactly the requests the stores make', async () => {
		const early = overviewEarlyReads('?page=wc-admin&path=/payments/overview').map(requestKey);

		const deposits = testRegistry(DEPOSITS, depositsConfig);
		await deposits.resolve().getOverview();
		await deposits.resolve().getList(toDepositsParams(latestPayoutsQuery('usd')));
		const disputes = testRegistry(DISPUTES, disputesConfig);
		await disputes.resolve().getList(toDisputesParams(OVERVIEW_DISPUTES_QUERY));
		const overview = testRegistry(OVERVIEW, overviewConfig);
		await overview.resolve().getOverviewOptions();
		await overview.resolve().getActiveLoanSummary();
		await overview.dispatch().fetchEmbeddedSession();
		const inbox = testRegistry(INBOX, inboxConfig);
		await inbox.resolve().getNotes();

		const made = seen.map(requestKey);
		expect(early.filter((k) => k !== '/wp/v2/users/me').sort()).toEqual([...made].sort());
	});

	it('follow the requested currency when the store has it; no task reads for rejected accounts', () => {
		expect(likelyCurrency('EUR')).toBe('eur');
		expect(likelyCurrency('xyz')).toBe('usd');
		expect(overviewEarlyReads('?selected_currency=eur').join(' ')).toContain('store_currency_is=eur');
		(window.wcpaySettings.accountStatus as any).status = 'rejected.fraud';
		expect(overviewEarlyReads('').some((p) => p.includes('disputes') || p.includes('options'))).toBe(
			false
		);
	});
});

describe('prefetchGets', () => {
	it('hands the early answer to the first matching GET, once', async () => {
		prefetchGets(['/wc/v3/payments/x?b=2&a=1']);
		expect(seen).toHaveLength(1);
		const first = await apiFetch({ path: '/wc/v3/payments/x?a=1&b=2' });
		expect(first).toMatchObject({ answer: 1 });
		expect(seen).toHaveLength(1);
		const second = await apiFetch({ path: '/wc/v3/payments/x?a=1&b=2' });
		expect(second).toMatchObject({ answer: 2 });
		// POSTs never take an early answer.
		prefetchGets(['/wc/v3/payments/y']);
		await apiFetch({ path: '/wc/v3/payments/y', method: 'POST', data: {} });
		expect(seen).toHaveLength(4);
	});

	it('passes a failure on to the taker', async () => {
		apiFetch.setFetchHandler(async () => {
			throw { code: 'boom', message: 'x', data: { status: 500 } };
		});
		prefetchGets(['/wc/v3/payments/z']);
		await expect(apiFetch({ path: '/wc/v3/payments/z' })).rejects.toMatchObject({ code: 'boom' });
	});

	it('drops an answer nobody took within 15 s', async () => {
		const now = jest.spyOn(Date, 'now');
		now.mockReturnValue(1_000_000);
		prefetchGets(['/wc/v3/payments/old']);
		now.mockReturnValue(1_000_000 + 15_001);
		await apiFetch({ path: '/wc/v3/payments/old' });
		expect(seen.filter((p) => p.startsWith('/wc/v3/payments/old'))).toHaveLength(2);
		now.mockRestore();
	});
});
