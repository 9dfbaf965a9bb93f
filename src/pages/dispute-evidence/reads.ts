/**
 * What the evidence screen reads, for its route (spec 002 §2.4, §7): the dispute (critical: the first render
 * shows it) and, for the new flow's cover letter, the payment settings (support email and phone). An id with
 * non-word characters is never requested. Loaded by the route beside the page's chunk: keep it free of
 * components and store code.
 */
import { disputeRead, isValidDisputeId } from '../../data/dispute-details/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { settingsRead } from '../../data/settings/query';
import { isFeatureEnabled } from '../../settings';

/** The evidence screen route's reads for a page query. */
export function disputeEvidenceRouteReads(query: PageQuery): StoreRead[] {
	const id = query.id;
	if (typeof id !== 'string' || !isValidDisputeId(id)) {
		return [];
	}
	return [
		critical(disputeRead(id)),
		...(isFeatureEnabled('isNewEvidenceSubmissionFormEnabled') ? [settingsRead()] : []),
	];
}
