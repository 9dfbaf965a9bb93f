/**
 * Disputes (spec 002 §2.2, §5.2, §7): list (filter=awaiting_response for the overview), summary, CSV export
 * (also e-mailed). The dispute detail, evidence and close calls belong to the dispute screens.
 * Shapes: src/data/disputes/types.ts; docs/DATA.md.
 */
import { disputesSummary, listDisputes, readDisputesQuery } from '../domain/money-disputes';
import { disputesExport, startExport } from '../domain/money-exports';
import { ParamReader } from '../domain/money-params';
import { exportOptions, requestValues } from './money-common';
import { CREATABLE, READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/disputes';

export function registerDisputeRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) =>
		listDisputes(state.kv.db, readDisputesQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/summary`, ({ state, request }) =>
		disputesSummary(state.kv.db, readDisputesQuery(new ParamReader(requestValues(request))))
	);

	router.add([...READABLE, ...CREATABLE], `${BASE}/download`, ({ state, request }) => {
		const values = requestValues(request, true);
		const q = readDisputesQuery(new ParamReader(values));
		const options = exportOptions(state, values, true);
		const db = state.kv.db;
		return { export_id: startExport(db, 'disputes', disputesExport(db, q), options) };
	});
}
