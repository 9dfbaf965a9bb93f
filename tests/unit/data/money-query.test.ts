import { toAuthorizationsParams } from '../../../src/data/authorizations/query';
import { DEPOSITS_QUERY, toDepositsFilters, toDepositsParams } from '../../../src/data/deposits/query';
import { toDisputesParams } from '../../../src/data/disputes/query';
import { toFraudOutcomesFilters, toFraudOutcomesParams } from '../../../src/data/fraud-outcomes/query';
import { summaryParamsOf } from '../../../src/data/shared/list-extensions';
import {
	TRANSACTIONS_QUERY,
	toTransactionsFilters,
	toTransactionsParams,
} from '../../../src/data/transactions/query';
import { hasActiveFilters } from '../../../src/utils/list-query';

describe('page query → REST params', () => {
	it.each([
		[{}, 1, 25],
		[{ paged: 'abc', per_page: 'all' }, 1, 25],
		[{ paged: '3', per_page: '50' }, 3, 50],
		[{ paged: '0', per_page: '500' }, 1, 100],
		[{ paged: ['2'], per_page: ['10'] }, 2, 10],
	])('paging of %j → page %d, pagesize %d', (query, page, pagesize) => {
		expect(toDepositsParams(query)).toMatchObject({ page, pagesize });
	});

	it("uses each list's default sort, and only whitelisted sorts", () => {
		expect(toDepositsParams({})).toMatchObject({ sort: 'date', direction: 'desc' });
		expect(toTransactionsParams({})).toMatchObject({ sort: 'date', direction: 'desc' });
		expect(toAuthorizationsParams({})).toEqual({
			page: 1,
			pagesize: 25,
			sort: 'created',
			direction: 'asc',
		});
		expect(toDisputesParams({})).toMatchObject({ sort: 'created', direction: 'desc' });
		expect(toFraudOutcomesParams('review', {})).toMatchObject({
			status: 'review',
			sort: 'created',
			direction: 'desc',
		});
		expect(toDepositsParams({ orderby: 'amount', order: 'asc' })).toMatchObject({
			sort: 'amount',
			direction: 'asc',
		});
		expect(toDepositsParams({ orderby: 'rowid; DROP', order: 'sideways' })).toMatchObject({
			sort: 'date',
			direction: 'desc',
		});
		expect(toDisputesParams({ orderby: 'dueBy' })).toMatchObject({ sort: 'due_by' });
		expect(toTransactionsParams({ orderby: 'order' })).toMatchObject({ sort: 'order_id' });
		expect(toAuthorizationsParams({ orderby: 'capture_by' })).toMatchObject({ sort: 'capture_by' });
	});

	it('dates: before is the end of that day (UTC), after its start, between sorted', () => {
		expect(toDepositsFilters({ date_before: '2025-01-31', date_after: '2025-01-01' })).toEqual({
			date_before: '2025-01-31 23:59:59',
			date_after: '2025-01-01 00:00:00',
		});
		expect(toDepositsFilters({ date_between: ['2025-02-10', '2025-01-05'] })).toEqual({
			date_between: ['2025-01-05 00:00:00', '2025-02-10 23:59:59'],
		});
		expect(toDepositsFilters({ date_before: 'soon', date_between: ['2025-01-05'] })).toEqual({});
	});

	it('keeps valid filters only, normalised', () => {
		expect(
			toTransactionsFilters({
				type_is: 'charge',
				type_is_not: 'sale',
				type_is_in: 'refund,dispute,nope',
				channel_is: 'in_person_pos',
				source_device_is: 'windows',
				customer_country_is: 'de',
				customer_currency_is_not: 'EUR',
				risk_level_is: '0',
				source_is: 'amex',
				store_currency_is: 'USD',
				loan_id_is: 'flxln_123',
				deposit_id: 'po_1/../x',
				search: ['  Jane Doe (jane@example.com) ', '', '#1042'],
				match: 'any',
				unknown: 'x',
			})
		).toEqual({
			type_is: 'charge',
			type_is_in: ['refund', 'dispute'],
			channel_is: 'in_person_pos',
			customer_country_is: 'DE',
			customer_currency_is_not: 'eur',
			risk_level_is: 0,
			source_is: 'amex',
			store_currency_is: 'usd',
			loan_id_is: 'flxln_123',
			search: ['Jane Doe (jane@example.com)', '#1042'],
			match: 'any',
		});
		expect(toTransactionsFilters({ search: 'olivia' })).toEqual({ search: ['olivia'] });
		expect(toDepositsFilters({ match: 'all', status_is: 'paid' })).toEqual({ status_is: 'paid' });
		expect(toAuthorizationsParams({ match: 'any', status_is: 'paid' })).not.toHaveProperty('match');
		expect(toFraudOutcomesFilters('block', { additional_status: 'review', search: 'x' })).toEqual({
			status: 'block',
			additional_status: 'review',
			search: ['x'],
		});
	});

	it('the summary and the export use the same filters as the list, without paging and sorting', () => {
		const query = { paged: '4', orderby: 'amount', status_is: 'failed', store_currency_is: 'eur' };
		expect(summaryParamsOf(toDepositsParams(query))).toEqual(toDepositsFilters(query));
		const tq = { paged: '2', search: 'x', type_is: 'refund', order: 'asc' };
		expect(summaryParamsOf(toTransactionsParams(tq))).toEqual(toTransactionsFilters(tq));
	});

	it('knows whether a filter is active (export confirmations)', () => {
		expect(hasActiveFilters({ paged: '2', orderby: 'amount', match: 'any' }, DEPOSITS_QUERY)).toBe(false);
		expect(hasActiveFilters({ status_is: 'paid' }, DEPOSITS_QUERY)).toBe(true);
		expect(hasActiveFilters({ type_is: 'bogus' }, TRANSACTIONS_QUERY)).toBe(false);
		expect(hasActiveFilters({ search: ['x'] }, TRANSACTIONS_QUERY)).toBe(true);
	});
});
