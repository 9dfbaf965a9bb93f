/**
 * What the legacy dispute redirect reads, for its route (spec 002 §2.3): the dispute (not critical: the page
 * shows 'One moment please' while it loads). An id with non-word characters is never requested. Loaded by
 * the route beside the page's chunk: keep it free of components and store code.
 */
import { disputeRead, isValidDisputeId } from '../../data/dispute-details/query';
import type { PageQuery } from '../../data/shared/list-query';
import type { StoreRead } from '../../data/shared/reads';

/** The redirect route's reads for a page query. */
export function disputeRedirectRouteReads(query: PageQuery): StoreRead[] {
	const id = query.id;
	return typeof id === 'string' && isValidDisputeId(id) ? [disputeRead(id)] : [];
}
