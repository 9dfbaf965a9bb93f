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
 *
 * The pickers' shape, the date rules and the URL rules are the list pages' shared ones
 * (src/components/data-table/filters.ts); the labels are this page's.
 */
import { __, _x } from '@wordpress/i18n';

import {
	ALL_CURRENCIES,
	currencyAndShowPickers,
	dateAdvancedFilter,
	DATE_AND_STATUS_FILTER_PARAMS,
	filterControlsQuery as sharedFilterControlsQuery,
	hasAdvancedFilter as sharedHasAdvancedFilter,
	showCurrencyFilter,
	type AdvancedFilterConfig,
	type AdvancedFiltersConfig,
	type FilterOption,
	type FilterPickerConfig,
} from '../../components/data-table';
import { payoutStatusFilterOptions } from '../../strings/payout-status';

export {
	ALL_CURRENCIES,
	showCurrencyFilter,
	type AdvancedFilterConfig,
	type AdvancedFiltersConfig,
	type FilterOption,
	type FilterPickerConfig,
};

export const PAYOUTS_PATH = '/payments/payouts';

/** URL keys of the advanced filters. */
export const ADVANCED_FILTER_PARAMS = DATE_AND_STATUS_FILTER_PARAMS;

/** URL keys of paging and sorting, kept when a filter changes. */
const LIST_PARAMS = ['per_page', 'orderby', 'order'];

/**
 * The FilterPickers of the page: currency (when the store has several; its "all" option reads '---', spec
 * 001 §2.1) and 'Show'.
 *
 * @param storeCurrencies Currencies of the store's payouts (`summary.store_currencies`).
 */
export function getPayoutsFilters(
	storeCurrencies: readonly string[] | undefined,
	selected?: unknown
): FilterPickerConfig[] {
	return currencyAndShowPickers({
		currencies: storeCurrencies,
		selected,
		listParams: LIST_PARAMS,
		advancedParams: ADVANCED_FILTER_PARAMS,
		currency: { label: __('Payout currency', 'woocommerce-payments'), allLabel: ALL_CURRENCIES },
		show: {
			label: __('Show', 'woocommerce-payments'),
			options: [
				{ label: __('All payouts', 'woocommerce-payments'), value: 'all' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
		},
	});
}

/** The advanced filters: date (before, after, between) and status (is, is not). */
export function getPayoutsAdvancedFilters(): AdvancedFiltersConfig {
	return {
		/* translators: <select/> is a control choosing "All" or "Any" */
		title: __('Payouts match <select/> filters', 'woocommerce-payments'),
		filters: {
			date: dateAdvancedFilter({
				add: __('Date', 'woocommerce-payments'),
				remove: __('Remove payout date filter', 'woocommerce-payments'),
				rule: __('Select a payout date filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a payout date filter. */
				title: __('<title>Date</title> <rule/> <filter/>', 'woocommerce-payments'),
				filter: __('Select a payout date', 'woocommerce-payments'),
			}),
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
	return sharedHasAdvancedFilter(query, ADVANCED_FILTER_PARAMS);
}

/**
 * The query the filter controls show (see the shared rule in src/components/data-table/filters.ts).
 *
 * @param query Page query.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	return sharedFilterControlsQuery(query, ADVANCED_FILTER_PARAMS);
}
