/**
 * The transactions list (spec 001 §5, §5.1, §7.3) as a list definition: paging, sort (default date desc),
 * match, every filter of the transactions list (dates, type is / is not / is in, device, channel, customer
 * country and currency, risk level, payment method, store currency, loan, payout id, search terms), and who
 * asks (`user_email`, `user_timezone`, `locale`) on the list, summary and export. Also the search box's
 * autocomplete read. Store-free: the route table builds its reads from here.
 */
import { defineList } from '../shared/list-definition';
import { DATE_FILTERS, type ListQuerySpec } from '../shared/list-query';
import { storeReads } from '../shared/reads';
import { requesterParams } from '../shared/requester';
import { STORE_NAME } from './name';
import type { store } from './store';
import {
	RISK_LEVELS,
	SOURCE_DEVICES,
	TRANSACTION_CHANNELS,
	TRANSACTION_SOURCES,
	TRANSACTION_TYPES,
	TRANSACTIONS_SORTS,
	type Transaction,
	type TransactionsSummary,
} from './types';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

export const TRANSACTIONS_QUERY: ListQuerySpec = {
	filters: {
		...DATE_FILTERS,
		type_is: { kind: 'enum', values: TRANSACTION_TYPES },
		type_is_not: { kind: 'enum', values: TRANSACTION_TYPES },
		type_is_in: { kind: 'enumList', values: TRANSACTION_TYPES },
		source_device_is: { kind: 'enum', values: SOURCE_DEVICES },
		source_device_is_not: { kind: 'enum', values: SOURCE_DEVICES },
		channel_is: { kind: 'enum', values: TRANSACTION_CHANNELS },
		channel_is_not: { kind: 'enum', values: TRANSACTION_CHANNELS },
		customer_country_is: { kind: 'country' },
		customer_country_is_not: { kind: 'country' },
		risk_level_is: { kind: 'enum', values: RISK_LEVELS },
		risk_level_is_not: { kind: 'enum', values: RISK_LEVELS },
		customer_currency_is: { kind: 'currency' },
		customer_currency_is_not: { kind: 'currency' },
		source_is: { kind: 'enum', values: TRANSACTION_SOURCES },
		source_is_not: { kind: 'enum', values: TRANSACTION_SOURCES },
		store_currency_is: { kind: 'currency' },
		loan_id_is: { kind: 'id' },
		deposit_id: { kind: 'id' },
		search: { kind: 'search' },
	},
	sorts: TRANSACTIONS_SORTS,
	sortAliases: {
		order: 'order_id',
		deposit: 'available_on',
		riskLevel: 'risk_level',
		deposit_date: 'available_on',
	},
	defaultSort: 'date',
	defaultDirection: 'desc',
};

/**
 * The transactions list: GET /transactions, /transactions/summary, /transactions/{id}; export
 * GET /transactions/download.
 */
export const transactionsList = defineList<Transaction, TransactionsSummary>({
	storeName: STORE_NAME,
	getId: (transaction) => transaction.transaction_id,
	paths: {
		list: '/transactions',
		summary: '/transactions/summary',
		item: (id) => `/transactions/${id}`,
		export: '/transactions/download',
	},
	query: TRANSACTIONS_QUERY,
	context: () => requesterParams({ timezone: true }),
});

/** The autocomplete options of a search term (GET /transactions/search). */
export function searchOptionsRead(term: string) {
	return storeRead('getSearchOptions', [term], '/transactions/search', { search_term: term });
}
