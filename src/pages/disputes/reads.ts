/**
 * What the disputes page reads, for its route (spec 002 §2.2): the page of disputes (with the user's column
 * preferences, which the table waits for) first, then the summary of the same filters and, when filters are
 * set, the summary of every dispute (the currency filter's options). Loaded by the route beside the page's
 * chunk: keep it free of components and store code.
 */
import { allDisputesQuery, disputesList } from '../../data/disputes/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';

/** The disputes route's reads for a page query. */
export function disputesRouteReads(query: PageQuery): StoreRead[] {
	const params = disputesList.params(query);
	const summaryParams = disputesList.summaryParams(params);
	const allSummaryParams = disputesList.summaryParams(disputesList.params(allDisputesQuery(query)));
	const reads: StoreRead[] = [
		critical(currentUserRead()),
		critical(disputesList.listRead(params)),
		disputesList.summaryRead(summaryParams),
	];
	if (JSON.stringify(summaryParams) !== JSON.stringify(allSummaryParams)) {
		reads.push(disputesList.summaryRead(allSummaryParams));
	}
	return reads;
}
