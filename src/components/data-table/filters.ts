/**
 * What the list pages' filter bars share (the `ReportFilters` / `AdvancedFilters` of @woocommerce/components
 * above a `DataTable`): the config types, the currency picker's rule (only with several currencies) and the
 * two pickers 'currency' + 'Show', the date rules (before / after / between), and the URL rule that a query
 * with advanced filters but no `filter=advanced` still shows the advanced filters card. Each page passes its
 * own URL keys and its own translated labels (they stay literal `__()` calls in the page, for extraction).
 */
import { _x } from '@wordpress/i18n';

/** Value of the currency filter's "all" option. */
export const ALL_CURRENCIES = '---';

/** The filter bar's usual height on a wide screen (one row of filters), kept while it mounts. */
export const FILTER_BAR_HEIGHT = 94;

/** URL keys of the advanced filters date (before, after, between) and status (is, is not). */
export const DATE_AND_STATUS_FILTER_PARAMS = [
	'date_before',
	'date_after',
	'date_between',
	'status_is',
	'status_is_not',
] as const;

/** One option of a FilterPicker or a select. */
export interface FilterOption {
	label: string;
	value: string;
}

/** A `filters` entry of ReportFilters (a FilterPicker). */
export interface FilterPickerConfig {
	label: string;
	param: string;
	staticParams: string[];
	showFilters: (query?: Record<string, unknown>) => boolean;
	filters: FilterOption[];
	defaultValue?: string;
}

/** The labels of one advanced filter. */
export interface AdvancedFilterLabels {
	add: string;
	remove: string;
	rule: string;
	title: string;
	filter: string;
}

/** One advanced filter of AdvancedFilters. */
export interface AdvancedFilterConfig {
	labels: AdvancedFilterLabels;
	rules: FilterOption[];
	input: { component: 'Date' } | { component: 'SelectControl'; options: FilterOption[] };
}

export interface AdvancedFiltersConfig {
	title: string;
	filters: Record<string, AdvancedFilterConfig>;
}

/** The distinct currencies of a list, lower case and sorted. */
export function currencyList(currencies: readonly string[] | undefined): string[] {
	return [...new Set((currencies ?? []).map((c) => c.toLowerCase()))].sort();
}

/** Whether the currency filter shows: only with more than one currency. */
export function showCurrencyFilter(currencies: readonly string[] | undefined): boolean {
	return currencyList(currencies).length > 1;
}

export interface CurrencyAndShowPickers {
	/** The currencies of the list (its unfiltered summary's). */
	currencies: readonly string[] | undefined;
	/** URL keys of paging, sorting (and search) kept when a filter changes. */
	listParams: readonly string[];
	/** URL keys of the advanced filters, kept when the currency changes. */
	advancedParams: readonly string[];
	/** The currency picker's label and the label of its "all" option. */
	currency: { label: string; allLabel: string };
	/**
	 * The currency the URL filters by (`store_currency_is`), if any: the picker then always shows it, so a
	 * list filtered by currency can be seen to be and cleared, even when the currencies are not known (their
	 * summary failed).
	 */
	selected?: unknown;
	/** The 'Show' picker's label and options (the first is the default). */
	show: { label: string; options: FilterOption[] };
}

/**
 * The two FilterPickers of a list: currency (`store_currency_is`, only with several currencies) and 'Show'
 * (`filter`). Changing the currency keeps the other filters, sorting and page size (and starts at page 1);
 * changing 'Show' keeps the currency, sorting and page size.
 *
 * @example
 * currencyAndShowPickers( { currencies: [ 'usd', 'eur' ], listParams: [ 'per_page' ], advancedParams: [],
 *   currency: { label: 'Payout currency', allLabel: '---' },
 *   show: { label: 'Show', options: [ { label: 'All payouts', value: 'all' } ] } } );
 */
export function currencyAndShowPickers({
	currencies,
	listParams,
	advancedParams,
	currency,
	show,
	selected,
}: CurrencyAndShowPickers): FilterPickerConfig[] {
	// Only a value the list filters by (a three-letter code, src/data/shared/list-query.ts); others are dropped.
	const filtering = typeof selected === 'string' && /^[A-Za-z]{3}$/.test(selected);
	const list = currencyList(filtering ? [...(currencies ?? []), selected] : currencies);
	const showCurrency = showCurrencyFilter(currencies) || filtering;
	return [
		{
			label: currency.label,
			param: 'store_currency_is',
			staticParams: [...listParams, 'filter', 'match', ...advancedParams],
			showFilters: () => showCurrency,
			filters: [
				{ label: currency.allLabel, value: ALL_CURRENCIES },
				...list.map((c) => ({ label: c.toUpperCase(), value: c })),
			],
			defaultValue: ALL_CURRENCIES,
		},
		{
			label: show.label,
			param: 'filter',
			staticParams: [...listParams, 'store_currency_is'],
			showFilters: () => true,
			filters: show.options,
			defaultValue: show.options[0]?.value,
		},
	];
}

/** A date advanced filter: before, after or between (`date_before`, `date_after`, `date_between[]`). */
export function dateAdvancedFilter(labels: AdvancedFilterLabels): AdvancedFilterConfig {
	return {
		labels,
		rules: [
			{ value: 'before', label: _x('Before', 'date filter', 'woocommerce-payments') },
			{ value: 'after', label: _x('After', 'date filter', 'woocommerce-payments') },
			{ value: 'between', label: _x('Between', 'date filter', 'woocommerce-payments') },
		],
		input: { component: 'Date' },
	};
}

/** Whether the page query sets one of the advanced filters `params`. */
export function hasAdvancedFilter(
	query: Readonly<Record<string, unknown>>,
	params: readonly string[]
): boolean {
	return params.some((key) => {
		const value = query[key];
		return value !== undefined && value !== null && value !== '';
	});
}

/**
 * The query the filter controls show: a URL with advanced filters but no `filter=advanced` (a hand-edited or
 * older link) still shows the advanced filters card, so that no filter is ever applied invisibly. A 'Show'
 * value in `keep` stays chosen.
 *
 * @param query  Page query.
 * @param params URL keys of the page's advanced filters.
 * @param keep   'Show' values other than 'advanced' that stay as they are.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(
	query: Q,
	params: readonly string[],
	keep: readonly string[] = []
): Q {
	const show = query.filter;
	const kept = show === 'advanced' || (typeof show === 'string' && keep.includes(show));
	if (!kept && hasAdvancedFilter(query, params)) {
		return { ...query, filter: 'advanced' };
	}
	return query;
}

/** The page query without `paged`: the filter links start again at page 1. */
export function withoutPaged<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	return Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'paged')) as Q;
}
