/**
 * The payouts list (spec 001 §5, §7.2) as a list definition: paging (`paged`, `per_page`), sort (`orderby`
 * date|amount|status|currency, `order`; default date desc), match, store currency, dates and status, plus
 * who asks (`user_email`, `locale`) on every list, summary and export call. Also the balance overview read.
 * Store-free: the route table builds its reads from here.
 */
import { defineList } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec } from '../shared/list-query';
import { storeReads } from '../shared/reads';
import { requesterParams } from '../shared/requester';
import { STORE_NAME } from './name';
import type { store } from './store';
import { DEPOSIT_STATUSES, DEPOSITS_SORTS, type Deposit, type DepositsSummary } from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

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

/** The payouts list: GET /deposits, /deposits/summary, /deposits/{id}; export GET /deposits/download. */
export const depositsList = defineList<Deposit, DepositsSummary>({
	storeName: STORE_NAME,
	getId: (deposit) => deposit.id,
	paths: {
		list: '/deposits',
		summary: '/deposits/summary',
		item: (id) => `/deposits/${id}`,
		export: '/deposits/download',
	},
	query: DEPOSITS_QUERY,
	context: () => requesterParams(),
});

/** The balance overview of every currency (GET /deposits/overview-all). */
export function overviewRead() {
	return storeRead('getOverview', [], '/deposits/overview-all');
}
