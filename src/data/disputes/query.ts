/**
 * The disputes list (spec 002 §2.2, §5.2, §7) as a list definition: paging (page 1, 25 per page), sort
 * (default created desc; `dueBy` → due_by), match, store currency, dates, `filter=awaiting_response` (which
 * replaces the search by the two needs-response statuses), status is / is not, search. The summary takes the
 * same filters with paging. Store-free: the route table builds its reads from here.
 */
import { defineList, withoutSorting } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec, type PageQuery, type RestParams } from '../shared/list-query';
import { STORE_NAME } from './name';
import {
	AWAITING_RESPONSE_STATUSES,
	DISPUTE_STATUSES,
	DISPUTES_SORTS,
	type Dispute,
	type DisputesSummary,
} from './types';

export const DISPUTES_QUERY: ListQuerySpec = {
	filters: {
		store_currency_is: { kind: 'currency' },
		...DATE_FILTERS,
		filter: { kind: 'enum', values: ['awaiting_response'] },
		status_is: { kind: 'enum', values: DISPUTE_STATUSES },
		status_is_not: { kind: 'enum', values: DISPUTE_STATUSES },
		search: { kind: 'search' },
	},
	sorts: DISPUTES_SORTS,
	sortAliases: { dueBy: 'due_by', customerName: 'customer_name' },
	defaultSort: 'created',
	defaultDirection: 'desc',
};

/**
 * Listing with `filter=awaiting_response` replaces the search by the two needs-response statuses (spec 002
 * §5.2); other params pass as they are.
 *
 * @example
 * awaitingResponseSearch( { filter: 'awaiting_response', search: [ 'Jane' ] } );
 * // { filter: 'awaiting_response', search: [ 'needs_response', 'warning_needs_response' ] }
 */
export function awaitingResponseSearch(params: RestParams): RestParams {
	return params.filter === 'awaiting_response'
		? { ...params, search: [...AWAITING_RESPONSE_STATUSES] }
		: params;
}

/** GET /disputes and /disputes/summary (same filters, with paging); export GET /disputes/download (also e-mailed). */
export const disputesList = defineList<Dispute, DisputesSummary>({
	storeName: STORE_NAME,
	getId: (dispute) => dispute.dispute_id,
	paths: { list: '/disputes', summary: '/disputes/summary', export: '/disputes/download' },
	query: DISPUTES_QUERY,
	summaryParams: withoutSorting,
	refine: awaitingResponseSearch,
});

/**
 * The page query of every dispute on the same page as `query` (its paging, no filters): the summary that
 * gives the currency filter its options. Unfiltered, it is the page's own summary (one read).
 *
 * @example
 * allDisputesQuery( { paged: '2', status_is: 'won' } ); // { paged: '2' }
 */
export function allDisputesQuery(query: PageQuery): PageQuery {
	return Object.fromEntries(
		(['paged', 'per_page'] as const)
			.filter((key) => query[key] !== undefined)
			.map((key) => [key, query[key]])
	);
}
