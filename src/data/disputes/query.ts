/**
 * Disputes page query → REST params (spec 002 §2.2, §5.2, §7): paging (page 1, 25 per page), sort
 * (default created desc; `dueBy` → due_by), match, store currency, dates, `filter=awaiting_response`,
 * status is / is not, search.
 */
import {
	DATE_FILTERS,
	toFilterParams,
	toListParams,
	type ListQuerySpec,
	type PageQuery,
} from '../../utils/list-query';
import { DISPUTE_STATUSES, DISPUTES_SORTS } from './types';

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

/** GET /disputes params of a page query. */
export function toDisputesParams(query: PageQuery) {
	return toListParams(query, DISPUTES_QUERY);
}

/** The filters only (summary, export). */
export function toDisputesFilters(query: PageQuery) {
	return toFilterParams(query, DISPUTES_QUERY);
}
