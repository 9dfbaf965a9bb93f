/**
 * Hooks of `wcpay/deposits` for the payouts pages and the overview. Each takes the page query as it is in
 * the URL (`getQuery()`), maps it to REST params once (query.ts) and reads the store.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import type { ApiError } from '../shared/api';
import { summaryParamsOf, useListView, type ListView } from '../shared/list-extensions';
import type { PageQuery, RestParams } from '../../utils/list-query';
import { isValidDetailId } from '../../utils/url';
import type { ExportOutcome } from '../../utils/export-job';
import { toDepositsFilters, toDepositsParams } from './query';
import { store, type ExportRunOptions } from './store';
import type { Deposit, DepositsOverviewAll, DepositsSummary } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One page of payouts and the summary of its filters: `{ data, total, summary, isLoading,
 * isSummaryLoading, error, summaryError, params }`. `params` is the REST query used.
 */
export function useDeposits(
	query: PageQuery,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<Deposit, DepositsSummary> & { params: RestParams } {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => toDepositsParams(query), [key]);
	return { ...useListView<Deposit, DepositsSummary>(store, params, { withSummary }), params };
}

/** Only the summary of the payouts matching the page query's filters. */
export function useDepositsSummary(query: PageQuery): {
	summary?: DepositsSummary;
	isLoading: boolean;
	error?: ApiError;
} {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => summaryParamsOf(toDepositsFilters(query)), [key]);
	return useSelect(
		(select) => {
			const s = select(store) as any;
			return {
				summary: s.getSummary(params) as DepositsSummary | undefined,
				isLoading: !s.hasFinishedResolution('getSummary', [params]),
				error: s.getSummaryError(params) as ApiError | undefined,
			};
		},
		[params]
	);
}

/**
 * One payout. An id with non-word characters is not requested (spec 001 §5): `isInvalidId` is true.
 * `isNotFound` is true on a 404 (the page shows 'The deposit you are looking for cannot be found.', which
 * the store has already raised as an error notice).
 */
export function useDeposit(id: string | null | undefined): {
	deposit?: Deposit;
	isLoading: boolean;
	error?: ApiError;
	isNotFound: boolean;
	isInvalidId: boolean;
} {
	return useSelect(
		(select) => {
			if (!isValidDetailId(id)) {
				return {
					deposit: undefined,
					isLoading: false,
					error: undefined,
					isNotFound: false,
					isInvalidId: true,
				};
			}
			const s = select(store) as any;
			const deposit = s.getItem(id) as Deposit | undefined;
			const error = s.getItemError(id) as ApiError | undefined;
			return {
				deposit,
				isLoading: !deposit && !s.hasFinishedResolution('getItem', [id]),
				error,
				isNotFound: error?.data?.status === 404,
				isInvalidId: false,
			};
		},
		[id]
	);
}

/** The balance overview of every currency (GET /deposits/overview-all). */
export function useDepositsOverview(): {
	overview: DepositsOverviewAll | null;
	isLoading: boolean;
	error: ApiError | null;
} {
	return useSelect((select) => {
		const s = select(store) as any;
		return {
			overview: s.getOverview() as DepositsOverviewAll | null,
			isLoading: !s.hasFinishedResolution('getOverview', []),
			error: s.getOverviewError() as ApiError | null,
		};
	}, []);
}

/** Instant payouts: `submit(currency)` resolves to the new payout or null (notices are raised). */
export function useInstantDeposit(): {
	submit: (currency: string) => Promise<Deposit | null>;
	inProgress: boolean;
	deposit: Deposit | null;
} {
	const { submitInstantDeposit } = useDispatch(store) as any;
	const state = useSelect((select) => {
		const s = select(store) as any;
		return {
			inProgress: s.isInstantDepositInProgress() as boolean,
			deposit: s.getInstantDeposit() as Deposit | null,
		};
	}, []);
	const submit = useCallback((currency: string) => submitInstantDeposit(currency), [submitInstantDeposit]);
	return { ...state, submit };
}

/**
 * The payouts export: `exportDeposits(query, options)` exports every payout matching the page query's
 * filters. Ask for confirmation first with `needsExportConfirmation('deposits', total, hasActiveFilters(…))`.
 */
export function useDepositsExport(): {
	exportDeposits: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportDeposits } = useDispatch(store) as any;
	const isExporting = useSelect((select) => (select(store) as any).isExporting() as boolean, []);
	const run = useCallback(
		(query: PageQuery, options?: ExportRunOptions) => exportDeposits(toDepositsFilters(query), options),
		[exportDeposits]
	);
	return { exportDeposits: run, isExporting };
}
