/** Hooks of `wcpay/disputes` for the disputes list and the overview (awaiting response, 50 per page). */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { ExportRunOptions } from '../shared/export-thunk';
import { createListHooks } from '../shared/list-hooks';
import type { PageQuery } from '../shared/list-query';
import type { ExportOutcome } from '../../utils/export-job';
import { disputesList } from './query';
import { store } from './store';

export const {
	/**
	 * One page of disputes and their summary (count, currencies).
	 *
	 * @example
	 * // The overview's dispute task:
	 * const { data: disputes } = useDisputes( { filter: 'awaiting_response', per_page: '50' } );
	 */
	useList: useDisputes,
	/**
	 * The summary of the disputes matching the page query.
	 *
	 * @example
	 * const { data: summary } = useDisputesSummary( getQuery() );
	 */
	useSummary: useDisputesSummary,
} = createListHooks(store, disputesList);

/**
 * The disputes export (ask first with `needsExportConfirmation( 'disputes', total, hasFilters )`).
 *
 * @example
 * const { exportDisputes, isExporting } = useDisputesExport();
 * await exportDisputes( getQuery() );
 */
export function useDisputesExport(): {
	exportDisputes: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportList } = useDispatch(store);
	const isExporting = useSelect((select) => select(store).isExporting(), []);
	const exportDisputes = useCallback(
		(query: PageQuery, options?: ExportRunOptions) => exportList(disputesList.filters(query), options),
		[exportList]
	);
	return { exportDisputes, isExporting };
}
