/**
 * The disputes list (spec 002 §2.2, §5.2, §7) as a list definition: paging (page 1, 25 per page), sort
 * (default created desc; `dueBy` → due_by), match, store currency, dates, `filter=awaiting_response`, status
 * is / is not, search. Store-free: the route table builds its reads from here.
 */
import { defineList } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec } from '../shared/list-query';
import { STORE_NAME } from './name';
import { DISPUTE_STATUSES, DISPUTES_SORTS, type Dispute, type DisputesSummary } from './types';

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

/** GET /disputes and /disputes/summary; export GET /disputes/download (also e-mailed). */
export const disputesList = defineList<Dispute, DisputesSummary>({
	storeName: STORE_NAME,
	getId: (dispute) => dispute.dispute_id,
	paths: { list: '/disputes', summary: '/disputes/summary', export: '/disputes/download' },
	query: DISPUTES_QUERY,
});
