/**
 * Blocked tab page query → REST params (spec 001 §7.3): the status of the list (review or block, from the
 * hook), an optional additional status, paging, sort (default created desc), search terms and dates.
 */
import {
	DATE_FILTERS,
	toFilterParams,
	toListParams,
	type ListQuerySpec,
	type PageQuery,
} from '../../utils/list-query';
import { FRAUD_OUTCOMES_SORTS, type FraudOutcomesListStatus } from './types';

export const FRAUD_OUTCOMES_QUERY: ListQuerySpec = {
	filters: {
		additional_status: { kind: 'enum', values: ['review', 'block'] },
		search: { kind: 'search' },
		...DATE_FILTERS,
	},
	sorts: FRAUD_OUTCOMES_SORTS,
	sortAliases: { date: 'created', customer: 'customer_name', order: 'order_id' },
	defaultSort: 'created',
	defaultDirection: 'desc',
	match: false,
};

/** GET /transactions/fraud-outcomes params of a page query. */
export function toFraudOutcomesParams(status: FraudOutcomesListStatus, query: PageQuery) {
	return { status, ...toListParams(query, FRAUD_OUTCOMES_QUERY) };
}

/** Status and filters only (summary, export). */
export function toFraudOutcomesFilters(status: FraudOutcomesListStatus, query: PageQuery) {
	return { status, ...toFilterParams(query, FRAUD_OUTCOMES_QUERY) };
}
