/** Hooks of `wcpay/disputes` for the disputes list and the overview (awaiting response, 50 per page). */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import { useListView, type ListView } from '../shared/list-extensions';
import type { ExportOutcome } from '../../utils/export-job';
import type { PageQuery, RestParams } from '../../utils/list-query';
import { toDisputesFilters, toDisputesParams } from './query';
import { store, type ExportRunOptions } from './store';
import type { Dispute, DisputesSummary } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One page of disputes and their summary (count, currencies). The overview's dispute task:
 * `useDisputes({ filter: 'awaiting_response', per_page: 50 })`.
 */
export function useDisputes(
	query: PageQuery,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<Dispute, DisputesSummary> & { params: RestParams } {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => toDisputesParams(query), [key]);
	return { ...useListView<Dispute, DisputesSummary>(store, params, { withSummary }), params };
}

/** The disputes export (ask first with `needsExportConfirmation('disputes', total, hasActiveFilters(…))`). */
export function useDisputesExport(): {
	exportDisputes: (query: PageQuery, options?: ExportRunOptions) => Promise<ExportOutcome>;
	isExporting: boolean;
} {
	const { exportDisputes } = useDispatch(store) as any;
	const isExporting = useSelect((select) => (select(store) as any).isExporting() as boolean, []);
	const run = useCallback(
		(query: PageQuery, options?: ExportRunOptions) => exportDisputes(toDisputesFilters(query), options),
		[exportDisputes]
	);
	return { exportDisputes: run, isExporting };
}
