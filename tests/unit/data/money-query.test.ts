import { authorizationsList } from '../../../src/data/authorizations/query';
import { DEPOSITS_QUERY, depositsList } from '../../../src/data/deposits/query';
import { disputesList } from '../../../src/data/disputes/query';
import { documentsList } from '../../../src/data/documents/query';
import { fraudOutcomesList, withStatus } from '../../../src/data/fraud-outcomes/query';
import { withoutPaging } from '../../../src/data/shared/list-definition';
import { TRANSACTIONS_QUERY, transactionsList } from '../../../src/data/transactions/query';
import { hasActiveFilters } from '../../../src/data/shared/list-query';
import { setPageGlobals } from '../../support/page-globals';

describe('who asks (spec 001 §7.2–§7.4)', () => {
	beforeEach(() => {
		setPageGlobals({
			wcpay: { currentUserEmail: 'merchant@example.com', userLocale: { code: 'fr_FR' } },
			wc: { timeZone: 'Europe/Paris' },
		});
	});
	afterEach(() => {
		window.wcpaySettings = undefined as never;
		window.wcSettings = undefined as never;
	});

	it('payouts: the list, summary and export carry user_email and locale', () => {
		const params = depositsList.params({ status_is: 'paid' });
		expect(params).toMatchObject({
			user_email: 'merchant@example.com',
			locale: 'fr_FR',
			status_is: 'paid',
		});
		expect(params).not.toHaveProperty('user_timezone');
		expect(depositsList.summaryParams(params)).toEqual({
			status_is: 'paid',
			user_email: 'merchant@example.com',
			locale: 'fr_FR',
		});
		expect(depositsList.filters({})).toEqual({ user_email: 'merchant@example.com', locale: 'fr_FR' });
	});

	it('transactions: the list, summary and export carry user_email, user_timezone and locale', () => {
		const params = transactionsList.params({ type_is: 'refund', paged: '2' });
		const who = { user_email: 'merchant@example.com', user_timezone: 'Europe/Paris', locale: 'fr_FR' };
		expect(params).toMatchObject({ ...who, type_is: 'refund', page: 2 });
		expect(transactionsList.summaryParams(params)).toEqual({ ...who, type_is: 'refund' });
		expect(transactionsList.listRead(params).path).toContain('user_timezone=Europe%2FParis');
		expect(transactionsList.summaryRead(transactionsList.summaryParams(params)).path).toContain(
			'user_email=merchant%40example.com'
		);
	});

	it('documents: the list and summary carry user_email (spec 001 §7.7)', () => {
		const params = documentsList.params({ type_is: 'vat_invoice' });
		expect(params).toMatchObject({ user_email: 'merchant@example.com', type_is: 'vat_invoice', page: 1 });
		expect(documentsList.listRead(params).path).toContain('user_email=merchant%40example.com');
		expect(documentsList.summaryRead(documentsList.summaryParams(params)).path).toContain(
			'user_email=merchant%40example.com'
		);
	});

	it('disputes: the summary takes the same filters with paging; awaiting_response replaces the search (spec 002 §5.2, §7)', () => {
		const params = disputesList.params({
			paged: '2',
			search: ['Jane'],
			status_is: 'won',
			orderby: 'amount',
		});
		expect(params).toMatchObject({ page: 2, pagesize: 25, search: ['Jane'], status_is: 'won' });
		expect(disputesList.summaryParams(params)).toEqual({
			page: 2,
			pagesize: 25,
			search: ['Jane'],
			status_is: 'won',
		});
		const awaiting = disputesList.params({ filter: 'awaiting_response', search: ['Jane'] });
		expect(awaiting.search).toEqual(['needs_response', 'warning_needs_response']);
		expect(disputesList.summaryParams(awaiting)).toMatchObject({
			filter: 'awaiting_response',
			search: ['needs_response', 'warning_needs_response'],
			page: 1,
		});
		expect(disputesList.filters({ filter: 'awaiting_response' }).search).toEqual([
			'needs_response',
			'warning_needs_response',
		]);
	});

	it('authorizations: the summary carries paging and sorting (their defaults: one summary for every page)', () => {
		const params = authorizationsList.params({ paged: '3', orderby: 'amount', order: 'desc' });
		expect(params).toEqual({ page: 3, pagesize: 25, sort: 'amount', direction: 'desc' });
		expect(authorizationsList.summaryParams(params)).toEqual({
			page: 1,
			pagesize: 25,
			sort: 'created',
			direction: 'asc',
		});
		expect(authorizationsList.summaryRead(authorizationsList.summaryParams(params)).path).toBe(
			'/wc/v3/payments/authorizations/summary?direction=asc&page=1&pagesize=25&sort=created'
		);
	});
});

describe('page query → REST params', () => {
	it.each([
		[{}, 1, 25],
		[{ paged: 'abc', per_page: 'all' }, 1, 25],
		[{ paged: '3', per_page: '50' }, 3, 50],
		[{ paged: '0', per_page: '500' }, 1, 100],
		[{ paged: ['2'], per_page: ['10'] }, 2, 10],
	])('paging of %j → page %d, pagesize %d', (query, page, pagesize) => {
		expect(depositsList.params(query)).toMatchObject({ page, pagesize });
	});

	it("uses each list's default sort, and only whitelisted sorts", () => {
		expect(depositsList.params({})).toMatchObject({ sort: 'date', direction: 'desc' });
		expect(transactionsList.params({})).toMatchObject({ sort: 'date', direction: 'desc' });
		expect(authorizationsList.params({})).toEqual({
			page: 1,
			pagesize: 25,
			sort: 'created',
			direction: 'asc',
		});
		expect(disputesList.params({})).toMatchObject({ sort: 'created', direction: 'desc' });
		expect(fraudOutcomesList.params(withStatus('review', {}))).toMatchObject({
			status: 'review',
			sort: 'created',
			direction: 'desc',
		});
		expect(depositsList.params({ orderby: 'amount', order: 'asc' })).toMatchObject({
			sort: 'amount',
			direction: 'asc',
		});
		expect(depositsList.params({ orderby: 'rowid; DROP', order: 'sideways' })).toMatchObject({
			sort: 'date',
			direction: 'desc',
		});
		expect(disputesList.params({ orderby: 'dueBy' })).toMatchObject({ sort: 'due_by' });
		expect(transactionsList.params({ orderby: 'order' })).toMatchObject({ sort: 'order_id' });
		expect(authorizationsList.params({ orderby: 'capture_by' })).toMatchObject({ sort: 'capture_by' });
	});

	it('dates: before is the end of that day (UTC), after its start, between sorted', () => {
		expect(depositsList.filters({ date_before: '2025-01-31', date_after: '2025-01-01' })).toEqual({
			date_before: '2025-01-31 23:59:59',
			date_after: '2025-01-01 00:00:00',
		});
		expect(depositsList.filters({ date_between: ['2025-02-10', '2025-01-05'] })).toEqual({
			date_between: ['2025-01-05 00:00:00', '2025-02-10 23:59:59'],
		});
		expect(depositsList.filters({ date_before: 'soon', date_between: ['2025-01-05'] })).toEqual({});
	});

	it('keeps valid filters only, normalised', () => {
		expect(
			transactionsList.filters({
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
			// Who asks: without page settings only the store's timezone (UTC by default) is known.
			user_timezone: 'UTC',
		});
		expect(transactionsList.filters({ search: 'olivia' })).toEqual({
			search: ['olivia'],
			user_timezone: 'UTC',
		});
		expect(depositsList.filters({ match: 'all', status_is: 'paid' })).toEqual({ status_is: 'paid' });
		expect(authorizationsList.params({ match: 'any', status_is: 'paid' })).not.toHaveProperty('match');
		expect(
			fraudOutcomesList.filters(withStatus('block', { additional_status: 'review', search: 'x' }))
		).toEqual({
			status: 'block',
			additional_status: 'review',
			search: ['x'],
		});
	});

	it('the summary and the export use the same filters as the list, without paging and sorting', () => {
		const query = { paged: '4', orderby: 'amount', status_is: 'failed', store_currency_is: 'eur' };
		expect(withoutPaging(depositsList.params(query))).toEqual(depositsList.filters(query));
		const tq = { paged: '2', search: 'x', type_is: 'refund', order: 'asc' };
		expect(withoutPaging(transactionsList.params(tq))).toEqual(transactionsList.filters(tq));
	});

	it('knows whether a filter is active (export confirmations)', () => {
		expect(hasActiveFilters({ paged: '2', orderby: 'amount', match: 'any' }, DEPOSITS_QUERY)).toBe(false);
		expect(hasActiveFilters({ status_is: 'paid' }, DEPOSITS_QUERY)).toBe(true);
		expect(hasActiveFilters({ type_is: 'bogus' }, TRANSACTIONS_QUERY)).toBe(false);
		expect(hasActiveFilters({ search: ['x'] }, TRANSACTIONS_QUERY)).toBe(true);
	});
});
