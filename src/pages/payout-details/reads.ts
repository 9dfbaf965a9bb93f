/**
 * What the payout details page reads, for the page and its route (spec 001 §2.2): the payout (an id with
 * non-word characters is never requested) and the user's column preferences. Its transactions are read only
 * once the payout is known to be automatic (instant payouts have no transaction history), with
 * {@link payoutTransactionsQuery}. Loaded by the route beside the page's chunk: keep it free of
 * components and store code.
 */
import { depositsList } from '../../data/deposits/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';
import { isValidDetailId } from '../../utils/url';

/** The transactions query of a payout's table: its paging and sorting, filtered by the payout. */
export function payoutTransactionsQuery(query: PageQuery, depositId: string): PageQuery {
	return {
		paged: query.paged,
		per_page: query.per_page,
		orderby: query.orderby,
		order: query.order,
		deposit_id: depositId,
	};
}

/** The payout details route's reads for a page query. */
export function payoutDetailsRouteReads(query: PageQuery): StoreRead[] {
	const id = query.id;
	if (!isValidDetailId(id)) {
		return [];
	}
	return [critical(depositsList.itemRead(id)), currentUserRead()];
}
