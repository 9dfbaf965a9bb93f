/**
 * The fraud outcomes list (spec 001 §7.3) as a list definition: the status of the list (review or block),
 * an optional additional status, paging, sort (default created desc), search terms and dates. The server's
 * "not found" is an empty list (store.ts). Also the search options read. Store-free: the route table builds
 * its reads from here.
 */
import { defineList } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec } from '../shared/list-query';
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';
import {
	FRAUD_OUTCOMES_SORTS,
	type FraudOutcome,
	type FraudOutcomesListStatus,
	type FraudOutcomesSummary,
} from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

const STATUSES = ['review', 'block'] as const;

export const FRAUD_OUTCOMES_QUERY: ListQuerySpec = {
	filters: {
		status: { kind: 'enum', values: STATUSES },
		additional_status: { kind: 'enum', values: STATUSES },
		search: { kind: 'search' },
		...DATE_FILTERS,
	},
	sorts: FRAUD_OUTCOMES_SORTS,
	sortAliases: { date: 'created', customer: 'customer_name', order: 'order_id' },
	defaultSort: 'created',
	defaultDirection: 'desc',
	match: false,
};

/** GET /transactions/fraud-outcomes and its summary; the page query carries `status`. */
export const fraudOutcomesList = defineList<FraudOutcome, FraudOutcomesSummary>({
	storeName: STORE_NAME,
	getId: (outcome) => outcome.payment_intent.id,
	paths: { list: '/transactions/fraud-outcomes', summary: '/transactions/fraud-outcomes/summary' },
	query: FRAUD_OUTCOMES_QUERY,
});

/** The page query of a list of `status` (the hooks' and routes' way to name the status). */
export function withStatus<Q extends object>(
	status: FraudOutcomesListStatus,
	query: Q
): Q & { status: string } {
	return { ...query, status };
}

/** Search options of `status` for `term` (GET /transactions/fraud-outcomes/search). */
export function searchOptionsRead(status: FraudOutcomesListStatus, term: string) {
	return storeRead('getSearchOptions', [status, term], '/transactions/fraud-outcomes/search', {
		status,
		search_term: term,
	});
}
