import { getActiveFiltersFromQuery, getQueryFromActiveFilters } from '@woocommerce/navigation';

import { depositsList, DEPOSITS_QUERY } from '../../../src/data/deposits';
import { hasActiveFilters } from '../../../src/data/shared/list-query';
import {
	ADVANCED_FILTER_PARAMS,
	ALL_CURRENCIES,
	filterControlsQuery,
	getPayoutsAdvancedFilters,
	getPayoutsFilters,
	hasAdvancedFilter,
	showCurrencyFilter,
} from '../../../src/pages/payouts/filters';

const config = () => getPayoutsAdvancedFilters().filters;

describe('payouts filter config ↔ URL query (spec 001 §2.1, §5)', () => {
	it('declares date (before/after/between) and status (is/is not)', () => {
		const filters = config();
		expect(Object.keys(filters)).toEqual(['date', 'status']);
		expect(filters.date.rules.map((r) => r.value)).toEqual(['before', 'after', 'between']);
		expect(filters.date.input).toEqual({ component: 'Date' });
		expect(filters.status.rules.map((r) => r.value)).toEqual(['is', 'is_not']);
		expect(getPayoutsAdvancedFilters().title).toContain('<select/>');
	});

	it('every URL key the filters write is a payouts filter the data layer maps', () => {
		for (const key of ADVANCED_FILTER_PARAMS) {
			expect(DEPOSITS_QUERY.filters[key]).toBeDefined();
		}
		expect(DEPOSITS_QUERY.filters.store_currency_is).toBeDefined();
	});

	it('active filters → query → REST params', () => {
		const query = getQueryFromActiveFilters(
			[
				{ key: 'status', rule: 'is_not', value: 'paid' },
				{ key: 'date', rule: 'between', value: ['2025-01-20', '2025-01-10'] },
			],
			{},
			config()
		);
		expect(query).toEqual({ status_is_not: 'paid', date_between: ['2025-01-20', '2025-01-10'] });
		const params = depositsList.params({ ...query, filter: 'advanced', match: 'any' });
		expect(params).toMatchObject({
			status_is_not: 'paid',
			date_between: ['2025-01-10 00:00:00', '2025-01-20 23:59:59'],
			match: 'any',
			page: 1,
			pagesize: 25,
			sort: 'date',
			direction: 'desc',
		});
	});

	it('query → active filters (what the advanced filters card shows after a reload)', () => {
		const active = getActiveFiltersFromQuery(
			{ filter: 'advanced', status_is: 'failed', date_before: '2025-02-01', store_currency_is: 'eur' },
			config()
		);
		expect(active).toEqual([
			{ key: 'date', rule: 'before', value: '2025-02-01' },
			{ key: 'status', rule: 'is', value: 'failed' },
		]);
		expect(
			depositsList.filters({ status_is: 'failed', date_before: '2025-02-01', store_currency_is: 'EUR' })
		).toEqual({
			status_is: 'failed',
			date_before: '2025-02-01 23:59:59',
			store_currency_is: 'eur',
		});
	});

	it('removing a filter clears its URL key', () => {
		const query = getQueryFromActiveFilters(
			[],
			{ status_is: 'failed', date_after: '2025-01-01' },
			config()
		);
		expect(query).toEqual({ status_is: undefined, date_after: undefined });
	});

	it('a hand-edited status is dropped rather than sent', () => {
		expect(depositsList.params({ status_is: 'deducted' })).not.toHaveProperty('status_is');
		expect(depositsList.params({ status_is: '<script>' })).not.toHaveProperty('status_is');
	});

	it('the currency picker: "---" for all, one option per store currency, only with several', () => {
		const [currency, show] = getPayoutsFilters(['usd', 'EUR', 'gbp', 'eur']);
		expect(currency.param).toBe('store_currency_is');
		expect(currency.defaultValue).toBe(ALL_CURRENCIES);
		expect(currency.filters.map((f) => f.value)).toEqual(['---', 'eur', 'gbp', 'usd']);
		expect(currency.filters[0].label).toBe('---');
		expect(currency.showFilters({})).toBe(true);
		expect(getPayoutsFilters(['usd'])[0].showFilters({})).toBe(false);
		expect(getPayoutsFilters(undefined)[0].showFilters({})).toBe(false);
		expect(showCurrencyFilter(['usd', 'USD'])).toBe(false);
		expect(show.param).toBe('filter');
		expect(show.filters.map((f) => f.value)).toEqual(['all', 'advanced']);
		// Changing the currency keeps the advanced filters; 'Show' keeps the currency.
		expect(currency.staticParams).toEqual(
			expect.arrayContaining(['filter', 'match', 'status_is', 'date_between'])
		);
		expect(show.staticParams).toContain('store_currency_is');
	});

	it('a currency the URL filters by keeps the picker shown, even when the currencies are not known', () => {
		// The summary (the store's currencies) failed: the list is still filtered to EUR, so the picker shows
		// it, with "---" to clear it.
		const [unknown] = getPayoutsFilters(undefined, 'eur');
		expect(unknown.showFilters({})).toBe(true);
		expect(unknown.filters.map((f) => f.value)).toEqual(['---', 'eur']);
		// Known currencies gain nothing; "---" or no filter changes nothing.
		expect(getPayoutsFilters(['usd', 'eur'], 'EUR')[0].filters.map((f) => f.value)).toEqual([
			'---',
			'eur',
			'usd',
		]);
		expect(getPayoutsFilters(['usd'], '---')[0].showFilters({})).toBe(false);
		expect(getPayoutsFilters(undefined, undefined)[0].showFilters({})).toBe(false);
		// A value the list does not filter by (not a currency code) is not shown either.
		expect(getPayoutsFilters(['usd'], '<b>x</b>')[0].showFilters({})).toBe(false);
		expect(getPayoutsFilters(['usd', 'eur'], 'euro')[0].filters.map((f) => f.value)).toEqual([
			'---',
			'eur',
			'usd',
		]);
	});

	it('advanced filters in the URL always show their card', () => {
		expect(hasAdvancedFilter({ status_is: 'paid' })).toBe(true);
		expect(hasAdvancedFilter({ store_currency_is: 'usd' })).toBe(false);
		expect(filterControlsQuery({ status_is: 'paid' })).toEqual({ status_is: 'paid', filter: 'advanced' });
		const plain = { paged: '2' };
		expect(filterControlsQuery(plain)).toBe(plain);
	});

	it('which views count as filtered (export confirmation)', () => {
		expect(hasActiveFilters({}, DEPOSITS_QUERY)).toBe(false);
		expect(
			hasActiveFilters(
				{ filter: 'advanced', match: 'any', paged: '3', orderby: 'amount' },
				DEPOSITS_QUERY
			)
		).toBe(false);
		expect(hasActiveFilters({ store_currency_is: 'eur' }, DEPOSITS_QUERY)).toBe(true);
		expect(hasActiveFilters({ status_is: 'failed' }, DEPOSITS_QUERY)).toBe(true);
		expect(hasActiveFilters({ date_between: ['2025-01-01', '2025-01-02'] }, DEPOSITS_QUERY)).toBe(true);
	});
});
