/**
 * Hooks of `wcpay/deposits` for the payouts pages and the overview. List hooks take the page query as it
 * is in the URL (`getQuery()`) and map it with the payouts list definition (query.ts).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { createListHooks } from '../shared/list-hooks';
import type { PageQuery } from '../shared/list-query';
import type { ExportRunOptions } from '../shared/export-thunk';
import type { Read } from '../shared/types';
import type { ExportOutcome } from '../../utils/export-job';
import { isValidDetailId } from '../../utils/url';
import { depositsList } from './query';
import { store } from './store';
import type { Deposit, DepositsOverviewAll } from './types';

export const {
	/**
	 * One page of payouts and the summary of its filters.
	 *
	 * @example
	 * const { data, total, summary, isLoading, error, params } = useDeposits( getQuery() );
	 */
	useList: useDeposits,
	/**
	 * The summary (count, total, currency, store currencies) of the payouts matching the page query.
	 *
	 * @example
	 * const { data: summary } = useDepositsSummary( getQuery() );
	 */
	useSummary: useDepositsSummary,
	/**
	 * One payout. An id with non-word characters is not requested (spec 001 §5): `isInvalidId`. A 404 is
	 * `error.data.status === 404` (the store has raised 'The deposit you are looking for cannot be found.').
	 *
	 * @example
	 * const { data: deposit, isLoading, error, isInvalidId } = useDeposit( query.id );
	 */
	useItem: useDeposit,
} = createListHooks(store, depositsList, { isValidId: isValidDetailId });

/**
 * The balance overview of every currency (GET /deposits/overview-all); `data` is null until loaded.
 *
 * @example
 * const { data: overview, isLoading } = useDepositsOverview();
 */
export function useDepositsOverview(): Read<DepositsOverviewAll | null> {
	return useSelect((select) => {
		const s = select(store);
		return {
			data: s.getOverview(),
			isLoading: !s.hasFinishedResolution('getOverview', []),
			error: s.getOverviewError() ?? undefined,
		};
	}, []);
}

/**
 * Instant payouts: `submit( currency )` resolves to the new payout or null (the store raises the notices).
 *
 * @example
 * const { submit, inProgress } = useInstantDeposit();
 * await submit( 'usd' );
 */
export function useInstantDeposit(): {
	submit: (currency: string) => Promise<Deposit | null>;
	inProgress: boolean;
	deposit: Deposit | null;
} {
	const { submitInstantDeposit } = useDispatch(store);
	const state = useSelect((select) => {
		const s = select(store);
		return { inProgress: s.isInstantDepositInProgress(), deposit: s.getInstantDeposit() };
	}, []);
	return { ...state, submit: submitInstantDeposit };
}

/**
 * The payouts export: `exportDeposits( query, options )` exports every payout matching the page query's
 * filters. Ask for confirmation first with `needsExportConfirmation( 'deposits', total, hasFilters )`.
 *
 * @example
 * const { exportDeposits, isExporting } = useDepositsExport();
 * await exportDeposits( getQuery() );
 */
export function useDepositsExport(): {
	exportDeposits: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportList } = useDispatch(store);
	const isExporting = useSelect((select) => select(store).isExporting(), []);
	const exportDeposits = useCallback(
		(query: PageQuery, options?: ExportRunOptions) => exportList(depositsList.filters(query), options),
		[exportList]
	);
	return { exportDeposits, isExporting };
}
