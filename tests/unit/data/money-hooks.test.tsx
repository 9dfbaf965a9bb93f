import apiFetch from '@wordpress/api-fetch';
import { act, renderHook, waitFor } from '@testing-library/react';

import { useAuthorization } from '../../../src/data/authorizations';
import { useDeposit, useDeposits } from '../../../src/data/deposits';
import { useFraudOutcomes } from '../../../src/data/fraud-outcomes';

const paths: string[] = [];

beforeEach(() => {
	paths.length = 0;
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		const clean = String(path).replace(/[?&]_locale=user/, '');
		paths.push(clean);
		if (clean.startsWith('/wc/v3/payments/deposits/summary')) {
			return { count: 30, total: 3000, currency: 'usd', store_currencies: ['usd'] };
		}
		if (clean.startsWith('/wc/v3/payments/deposits?')) {
			const page = Number(/page=(\d+)/.exec(clean)?.[1]);
			return { data: [{ id: `po_${page}`, amount: 100 * page }], total_count: 30 };
		}
		if (clean.startsWith('/wc/v3/payments/authorizations/pi_gone')) {
			throw { code: 'authorization_missing', message: 'Missing', data: { status: 404 } };
		}
		if (clean.startsWith('/wc/v3/payments/transactions/fraud-outcomes')) {
			throw { code: 'wcpay_fraud_outcome_not_found', message: 'None', data: { status: 404 } };
		}
		throw { code: 'rest_no_route', message: clean, data: { status: 404 } };
	});
});

describe('money hooks', () => {
	it('useDeposits: one list call and one summary call per view; paging keeps the summary', async () => {
		const { result, rerender } = renderHook(({ query }) => useDeposits(query), {
			initialProps: { query: { paged: '1', status_is: 'paid' } as Record<string, string> },
		});
		expect(result.current.isLoading).toBe(true);
		await waitFor(() => expect(result.current.isLoading).toBe(false));
		await waitFor(() => expect(result.current.summary?.count).toBe(30));
		expect(result.current.data).toEqual([{ id: 'po_1', amount: 100 }]);
		expect(result.current.total).toBe(30);
		rerender({ query: { paged: '2', status_is: 'paid' } });
		await waitFor(() => expect(result.current.data).toEqual([{ id: 'po_2', amount: 200 }]));
		expect(result.current.summary?.count).toBe(30);
		expect(paths).toEqual([
			'/wc/v3/payments/deposits?direction=desc&page=1&pagesize=25&sort=date&status_is=paid',
			'/wc/v3/payments/deposits/summary?status_is=paid',
			'/wc/v3/payments/deposits?direction=desc&page=2&pagesize=25&sort=date&status_is=paid',
		]);
	});

	it('useDeposit does not request an id with non-word characters', async () => {
		const { result } = renderHook(() => useDeposit('po_1/../../x'));
		expect(result.current).toMatchObject({ isInvalidId: true, isLoading: false });
		await act(async () => undefined);
		expect(paths).toEqual([]);
	});

	it('useAuthorization hides authorization_missing', async () => {
		const { result } = renderHook(() => useAuthorization('pi_gone', 42));
		await waitFor(() => expect(result.current.isLoading).toBe(false));
		expect(result.current.data).toBeUndefined();
		expect(result.current.error).toBeUndefined();
	});

	it('useFraudOutcomes: "not found" is an empty list', async () => {
		const { result } = renderHook(() => useFraudOutcomes('review', {}, { withSummary: false }));
		await waitFor(() => expect(result.current.isLoading).toBe(false));
		expect(result.current).toMatchObject({ data: [], total: 0, error: undefined });
	});
});
