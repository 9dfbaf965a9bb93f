/**
 * What the payouts page reads, for its route (spec 001 §2.1): the page of payouts (with the user's column
 * preferences, which the table waits for) first, then the summary and the account overview the notices
 * read. Loaded by the route beside the page's chunk: keep it free of components and store code.
 */
import { depositsList, overviewRead } from '../../data/deposits/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';

/** The payouts route's reads for a page query. */
export function payoutsRouteReads(query: PageQuery): StoreRead[] {
	const params = depositsList.params(query);
	return [
		critical(currentUserRead()),
		critical(depositsList.listRead(params)),
		depositsList.summaryRead(depositsList.summaryParams(params)),
		overviewRead(),
	];
}
