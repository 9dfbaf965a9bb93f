/**
 * Transactions page query → REST params (spec 001 §5, §5.1, §7.3), in one place: paging, sort (default
 * date desc), match, and every filter of the transactions list (dates, type is / is not / is in, device,
 * channel, customer country and currency, risk level, payment method, store currency, loan, payout id,
 * search terms).
 */
import {
	DATE_FILTERS,
	toFilterParams,
	toListParams,
	type ListQuerySpec,
	type PageQuery,
} from '../../utils/list-query';
import {
	RISK_LEVELS,
	SOURCE_DEVICES,
	TRANSACTION_CHANNELS,
	TRANSACTION_SOURCES,
	TRANSACTION_TYPES,
	TRANSACTIONS_SORTS,
} from './types';

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

/** GET /transactions params of a page query. */
export function toTransactionsParams(query: PageQuery) {
	return toListParams(query, TRANSACTIONS_QUERY);
}

/** The filters only (summary, export). */
export function toTransactionsFilters(query: PageQuery) {
	return toFilterParams(query, TRANSACTIONS_QUERY);
}
