/** Hooks of `wcpay/fraud-outcomes` for the blocked tab (and the review list of the transactions page). */
import { resolveSelect, useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import { useListView, type ListView } from '../shared/list-extensions';
import type { PageQuery, RestParams } from '../../utils/list-query';
import { toFraudOutcomesFilters, toFraudOutcomesParams } from './query';
import { store } from './store';
import type { FraudOutcome, FraudOutcomesListStatus, FraudOutcomesSummary, SearchOption } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One page of fraud outcomes of `status` ('review' or 'block'; the page query may add `additional_status`)
 * and their summary (count, total, currencies): `{ data, total, summary, isLoading, … , params }`.
 * No match is an empty list, never an error.
 */
export function useFraudOutcomes(
	status: FraudOutcomesListStatus,
	query: PageQuery,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<FraudOutcome, FraudOutcomesSummary> & { params: RestParams } {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => toFraudOutcomesParams(status, query), [status, key]);
	return { ...useListView<FraudOutcome, FraudOutcomesSummary>(store, params, { withSummary }), params };
}

/** Search options of the blocked tab for `term`, as a promise (autocompleter). */
export function searchFraudOutcomeOptions(
	status: FraudOutcomesListStatus,
	term: string
): Promise<SearchOption[]> {
	return (resolveSelect(store) as any).getSearchOptions(status, term);
}

/** The same options from the store, cached per status and term. */
export function useFraudOutcomesSearch(status: FraudOutcomesListStatus, term: string): SearchOption[] {
	return useSelect(
		(select) => (select(store) as any).getSearchOptions(status, term) as SearchOption[],
		[status, term]
	);
}

/**
 * The blocked tab's CSV export (built on the client): `exportBlocked(query)` exports the rows of status
 * block plus additional status review matching the page query's search and dates.
 */
export function useFraudOutcomesExport(): {
	exportBlocked: (query: PageQuery) => Promise<number | null>;
	isExporting: boolean;
} {
	const { exportFraudOutcomes } = useDispatch(store) as any;
	const isExporting = useSelect((select) => (select(store) as any).isExporting() as boolean, []);
	const exportBlocked = useCallback(
		(query: PageQuery) =>
			exportFraudOutcomes({ ...toFraudOutcomesFilters('block', query), additional_status: 'review' }),
		[exportFraudOutcomes]
	);
	return { exportBlocked, isExporting };
}
