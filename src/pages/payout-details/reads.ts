/**
 * What the payout details page reads, for the page and its route (spec 001 §2.2): the payout (an id with
 * non-word characters is never requested) and the user's column preferences. Its transactions are read only
 * once the payout is known to be automatic (instant payouts have no transaction history), with
 * {@link payoutTransactionsQuery}: the payout's answer starts them ({@link payoutTransactionsReads}). Loaded by the route beside the page's chunk: keep it free of
 * components and store code.
 */
import { depositsList } from '../../data/deposits/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, followedBy, type StoreRead } from '../../data/shared/reads';
import { transactionsList } from '../../data/transactions/query';
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

/**
 * The reads of an automatic payout's transactions table (its rows, which the first render waits for,
 * and their summary), for the page query; none for any other answer.
 */
export function payoutTransactionsReads(query: PageQuery, payout: unknown): StoreRead[] {
	const { id, automatic } = (payout ?? {}) as { id?: unknown; automatic?: unknown };
	if (automatic !== true || typeof id !== 'string') {
		return [];
	}
	const params = transactionsList.params(payoutTransactionsQuery(query, id));
	return [
		critical(transactionsList.listRead(params)),
		transactionsList.summaryRead(transactionsList.summaryParams(params)),
	];
}

/**
 * The payout details route's reads for a page query: the payout and, as soon as it has arrived and is
 * automatic, its transactions (started by the payout's answer, not by the page's render).
 */
export function payoutDetailsRouteReads(query: PageQuery): StoreRead[] {
	const id = query.id;
	if (!isValidDetailId(id)) {
		return [];
	}
	return [
		followedBy(critical(depositsList.itemRead(id)), (payout) => payoutTransactionsReads(query, payout)),
		currentUserRead(),
	];
}
