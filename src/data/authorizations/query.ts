/**
 * Uncaptured tab page query → REST params (spec 001 §5, §7.4): paging (default page 1, 25 per page) and
 * sort (orderby created by default, order asc; `capture_by` sorts as created). No filters.
 */
import { toListParams, type ListQuerySpec, type PageQuery } from '../../utils/list-query';
import { AUTHORIZATIONS_SORTS } from './types';

export const AUTHORIZATIONS_QUERY: ListQuerySpec = {
	filters: {},
	sorts: AUTHORIZATIONS_SORTS,
	sortAliases: { order: 'order_id', riskLevel: 'risk_level', capture_date: 'capture_by' },
	defaultSort: 'created',
	defaultDirection: 'asc',
	match: false,
};

/** GET /authorizations params of a page query. */
export function toAuthorizationsParams(query: PageQuery) {
	return toListParams(query, AUTHORIZATIONS_QUERY);
}
