/**
 * One dispute (spec 002 §3.3, §4.2, §5.3, §7): GET /disputes/{id} (the dispute with its charge, order,
 * evidence and metadata), POST /disputes/{id} (save or submit evidence) and POST /disputes/{id}/close
 * (accept). Registered after routes/disputes.ts, so `/disputes/summary` and `/disputes/download` keep their
 * own handlers. Domain: mock-server/domain/dispute-details.ts; shapes: src/data/dispute-details/types.ts.
 */
import { closeDispute, getDisputeDetail, saveDisputeEvidence } from '../domain/dispute-details';
import { EDITABLE, READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/disputes';

export function registerDisputeDetailsRoutes(router: RestRouter): void {
	router.add(EDITABLE, `${BASE}/(?P<id>[^/]+)/close`, ({ state, request }) =>
		closeDispute(state.kv.db, request.params.id)
	);
	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		getDisputeDetail(state.kv.db, request.params.id)
	);
	router.add(EDITABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		saveDisputeEvidence(state.kv.db, request.params.id, request.body)
	);
}
