/** Hooks of `wcpay/fraud-outcomes` for the blocked tab (and the review list of the transactions page). */
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import { createListHooks, type ListRead } from '../shared/list-hooks';
import type { PageQuery } from '../shared/list-query';
import { resolveRead } from '../shared/store';
import { fraudOutcomesList, withStatus } from './query';
import { store } from './store';
import type { FraudOutcome, FraudOutcomesListStatus, FraudOutcomesSummary, SearchOption } from './types';

const hooks = createListHooks(store, fraudOutcomesList);

/**
 * One page of fraud outcomes of `status` ('review' or 'block'; the page query may add `additional_status`)
 * and their summary (count, total, currencies). No match is an empty list, never an error.
 *
 * @example
 * const { data, total, summary, isLoading } = useFraudOutcomes( 'block', { ...getQuery(), additional_status: 'review' } );
 */
export function useFraudOutcomes(
	status: FraudOutcomesListStatus,
	query: PageQuery,
	options?: { withSummary?: boolean }
): ListRead<FraudOutcome, FraudOutcomesSummary> {
	const listQuery = useMemo(() => withStatus(status, query), [status, query]);
	return hooks.useList(listQuery, options);
}

/**
 * Search options of `status` for `term`, as a promise (autocompleter); rejects with the error when the load
 * failed (the next call asks again).
 *
 * @example
 * const options = await searchFraudOutcomeOptions( 'block', 'Ana' );
 */
export async function searchFraudOutcomeOptions(
	status: FraudOutcomesListStatus,
	term: string
): Promise<SearchOption[]> {
	const options = await resolveRead(store).getSearchOptions(status, term);
	const error = select(store).getSearchError(status, term);
	if (error) {
		// A failure is not cached: the next call for the term asks again.
		dispatch(store).forgetSearchOptions(status, term);
		throw error;
	}
	return options;
}

/**
 * The same options from the store, cached per status and term.
 *
 * @example
 * const options = useFraudOutcomesSearch( 'review', term );
 */
export function useFraudOutcomesSearch(status: FraudOutcomesListStatus, term: string): SearchOption[] {
	return useSelect((select) => select(store).getSearchOptions(status, term), [status, term]);
}

/**
 * Every row of the blocked tab's export (status block plus additional status review, matching the page
 * query's search and dates): `fetchBlockedRows( query )` resolves to the rows, or null after the error
 * notice; `isExporting` while it runs. The page turns the rows into the CSV.
 *
 * @example
 * const { fetchBlockedRows, isExporting } = useBlockedExportRows();
 * const rows = await fetchBlockedRows( getQuery() );
 */
export function useBlockedExportRows(): {
	fetchBlockedRows: (query: PageQuery) => Promise<FraudOutcome[] | null>;
	isExporting: boolean;
} {
	const { fetchExportRows } = useDispatch(store);
	const isExporting = useSelect((select) => select(store).isExporting(), []);
	const fetchBlockedRows = useCallback(
		(query: PageQuery) =>
			fetchExportRows(
				fraudOutcomesList.filters({ ...withStatus('block', query), additional_status: 'review' })
			),
		[fetchExportRows]
	);
	return { fetchBlockedRows, isExporting };
}
