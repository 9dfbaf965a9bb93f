/**
 * Payouts page query → REST params (spec 001 §5, §7.2), in one place: paging (`paged`, `per_page`), sort
 * (`orderby` date|amount, `order`; default date desc), match, store currency, dates and status.
 */
import {
	DATE_FILTERS,
	toFilterParams,
	toListParams,
	type ListQuerySpec,
	type PageQuery,
} from '../../utils/list-query';
import { DEPOSIT_STATUSES, DEPOSITS_SORTS } from './types';

export const DEPOSITS_QUERY: ListQuerySpec = {
	filters: {
		store_currency_is: { kind: 'currency' },
		...DATE_FILTERS,
		status_is: { kind: 'enum', values: DEPOSIT_STATUSES },
		status_is_not: { kind: 'enum', values: DEPOSIT_STATUSES },
	},
	sorts: DEPOSITS_SORTS,
	defaultSort: 'date',
	defaultDirection: 'desc',
};

/** GET /deposits params of a page query. */
export function toDepositsParams(query: PageQuery) {
	return toListParams(query, DEPOSITS_QUERY);
}

/** The filters only (summary, export). */
export function toDepositsFilters(query: PageQuery) {
	return toFilterParams(query, DEPOSITS_QUERY);
}
