/**
 * The uncaptured authorizations list (spec 001 §5, §7.4) as a list definition: paging (page 1, 25 per page
 * by default) and sort (orderby created by default, order asc; `capture_by` sorts as created). No filters.
 * The summary takes paging and sorting too (spec 001 §7.4); its answer does not depend on them, so it is
 * always asked with the defaults: one summary serves the tab title and every page of the table.
 * Store-free: the route table builds its reads from here.
 */
import { defineList } from '../shared/list-definition';
import { toListParams, type ListQuerySpec } from '../shared/list-query';
import { STORE_NAME } from './name';
import {
	AUTHORIZATIONS_SORTS,
	type Authorization,
	type AuthorizationDetail,
	type AuthorizationsSummary,
} from './types';

export const AUTHORIZATIONS_QUERY: ListQuerySpec = {
	filters: {},
	sorts: AUTHORIZATIONS_SORTS,
	sortAliases: { order: 'order_id', riskLevel: 'risk_level', capture_date: 'capture_by' },
	defaultSort: 'created',
	defaultDirection: 'asc',
	match: false,
};

/** An authorization as the store keeps it: a list row, with the detail's capture flags once read. */
export type StoredAuthorization = Authorization &
	Partial<Pick<AuthorizationDetail, 'is_captured' | 'captured'>>;

/** GET /authorizations, /authorizations/summary (page, pagesize, sort, direction), /authorizations/{id}. */
export const authorizationsList = defineList<StoredAuthorization, AuthorizationsSummary>({
	storeName: STORE_NAME,
	getId: (authorization) => authorization.payment_intent_id,
	paths: {
		list: '/authorizations',
		summary: '/authorizations/summary',
		item: (id) => `/authorizations/${id}`,
	},
	query: AUTHORIZATIONS_QUERY,
	summaryParams: () => toListParams({}, AUTHORIZATIONS_QUERY),
});
