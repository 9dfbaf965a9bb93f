/**
 * The payouts list's filters, declared as data for `ReportFilters` / `AdvancedFilters` of
 * @woocommerce/components (spec 001 §2.1):
 *
 * - currency: '---' (all) or one payout currency, in the URL as `store_currency_is`; shown only when the
 *   store has more than one currency;
 * - 'Show': all payouts or advanced filters (`filter=advanced`);
 * - advanced: date before / after / between (`date_before`, `date_after`, `date_between[]`) and status
 *   is / is not (`status_is`, `status_is_not`: every status of §4.1 but "deducted", paid labelled
 *   'Completed'), matched all or any (`match`).
 *
 * The URL keys are exactly the page-query keys `toDepositsParams()` (src/data/deposits/query.ts) maps to
 * the REST filters, so a filtered view is a URL: it survives reload and can be bookmarked.
 */
import { __, _x } from '@wordpress/i18n';

import { payoutStatusFilterOptions } from '../../strings/payout-status';

export const PAYOUTS_PATH = '/payments/payouts';

/** Value of the currency filter's "all" option (spec 001 §2.1: shown as '---'). */
export const ALL_CURRENCIES = '---';

/** URL keys of the advanced filters. */
export const ADVANCED_FILTER_PARAMS = [
	'date_before',
	'date_after',
	'date_between',
	'status_is',
	'status_is_not',
] as const;

/** URL keys of paging and sorting, kept when a filter changes. */
const LIST_PARAMS = ['per_page', 'orderby', 'order'];

/** One option of a FilterPicker. */
export interface FilterOption {
	label: string;
	value: string;
}

/** A `filters` entry of ReportFilters (a FilterPicker). */
export interface FilterPickerConfig {
	label: string;
	param: string;
	staticParams: string[];
	showFilters: (query: Record<string, unknown>) => boolean;
	filters: FilterOption[];
	defaultValue?: string;
}

/** One advanced filter of AdvancedFilters. */
export interface AdvancedFilterConfig {
	labels: { add: string; remove: string; rule: string; title: string; filter: string };
	rules: { value: string; label: string }[];
	input: { component: 'Date' } | { component: 'SelectControl'; options: FilterOption[] };
}

export interface AdvancedFiltersConfig {
	title: string;
	filters: Record<string, AdvancedFilterConfig>;
}

/** Whether the currency filter shows: only with more than one store currency (spec 001 §5). */
export function showCurrencyFilter(storeCurrencies: readonly string[] | undefined): boolean {
	return new Set((storeCurrencies ?? []).map((c) => c.toLowerCase())).size > 1;
}

/**
 * The FilterPickers of the page: currency (when the store has several) and 'Show'.
 *
 * @param storeCurrencies Currencies of the store's payouts (`summary.store_currencies`).
 */
export function getPayoutsFilters(storeCurrencies: readonly string[] | undefined): FilterPickerConfig[] {
	const currencies = [...new Set((storeCurrencies ?? []).map((c) => c.toLowerCase()))].sort();
	const showCurrency = showCurrencyFilter(currencies);
	return [
		{
			label: __('Payout currency', 'woocommerce-payments'),
			param: 'store_currency_is',
			// Changing the currency keeps the other filters, sorting and page size (and starts at page 1).
			staticParams: [...LIST_PARAMS, 'filter', 'match', ...ADVANCED_FILTER_PARAMS],
			showFilters: () => showCurrency,
			filters: [
				{ label: ALL_CURRENCIES, value: ALL_CURRENCIES },
				...currencies.map((c) => ({ label: c.toUpperCase(), value: c })),
			],
			defaultValue: ALL_CURRENCIES,
		},
		{
			label: __('Show', 'woocommerce-payments'),
			param: 'filter',
			staticParams: [...LIST_PARAMS, 'store_currency_is'],
			showFilters: () => true,
			filters: [
				{ label: __('All payouts', 'woocommerce-payments'), value: 'all' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
			defaultValue: 'all',
		},
	];
}

/** The advanced filters: date (before, after, between) and status (is, is not). */
export function getPayoutsAdvancedFilters(): AdvancedFiltersConfig {
	return {
		/* translators: <select/> is a control choosing "All" or "Any" */
		title: __('Payouts match <select/> filters', 'woocommerce-payments'),
		filters: {
			date: {
				labels: {
					add: __('Date', 'woocommerce-payments'),
					remove: __('Remove payout date filter', 'woocommerce-payments'),
					rule: __('Select a payout date filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a payout date filter. */
					title: __('<title>Date</title> <rule/> <filter/>', 'woocommerce-payments'),
					filter: __('Select a payout date', 'woocommerce-payments'),
				},
				rules: [
					{ value: 'before', label: _x('Before', 'date filter', 'woocommerce-payments') },
					{ value: 'after', label: _x('After', 'date filter', 'woocommerce-payments') },
					{ value: 'between', label: _x('Between', 'date filter', 'woocommerce-payments') },
				],
				input: { component: 'Date' },
			},
			status: {
				labels: {
					add: __('Status', 'woocommerce-payments'),
					remove: __('Remove payout status filter', 'woocommerce-payments'),
					rule: __('Select a payout status filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a payout status filter. */
					title: __('<title>Status</title> <rule/> <filter/>', 'woocommerce-payments'),
					filter: __('Select a payout status', 'woocommerce-payments'),
				},
				rules: [
					{ value: 'is', label: _x('Is', 'payout status', 'woocommerce-payments') },
					{ value: 'is_not', label: _x('Is not', 'payout status', 'woocommerce-payments') },
				],
				input: { component: 'SelectControl', options: payoutStatusFilterOptions() },
			},
		},
	};
}

/** Whether the page query sets an advanced filter. */
export function hasAdvancedFilter(query: Readonly<Record<string, unknown>>): boolean {
	return ADVANCED_FILTER_PARAMS.some((key) => {
		const value = query[key];
		return value !== undefined && value !== null && value !== '';
	});
}

/**
 * The query the filter controls show: a URL with advanced filters but no `filter=advanced` (a hand-edited or
 * older link) still shows the advanced filters card, so that no filter is ever applied invisibly.
 *
 * @param query Page query.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	if (query.filter !== 'advanced' && hasAdvancedFilter(query)) {
		return { ...query, filter: 'advanced' };
	}
	return query;
}
