/**
 * The disputes list's filters (spec 002 §2.2, §5.2, §7), declared as data for `ReportFilters` /
 * `AdvancedFilters` of @woocommerce/components:
 *
 * - currency: all or one dispute currency, in the URL as `store_currency_is`; shown only when the disputes
 *   are in more than one currency;
 * - 'Show': all disputes, the ones that need a response (`filter=awaiting_response`, the overview's link),
 *   or advanced filters (`filter=advanced`);
 * - advanced: date before / after / between (`date_before`, `date_after`, `date_between[]`) and status is /
 *   is not (`status_is`, `status_is_not`), matched all or any (`match`).
 *
 * The URL keys are the page-query keys of `DISPUTES_QUERY` (src/data/disputes/query.ts), so a filtered view
 * is a URL: it survives reload and can be bookmarked.
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
	showCurrencyFilter,
	type AdvancedFiltersConfig,
	type FilterOption,
	type FilterPickerConfig,
} from '../../components/data-table';
import { DISPUTE_STATUSES } from '../../data/disputes';
import { disputeChipLabel } from '../../strings/dispute-status';

export { ALL_CURRENCIES, showCurrencyFilter, type FilterOption };

export const DISPUTES_PATH = '/payments/disputes';

/** URL keys of the advanced filters. */
export const ADVANCED_FILTER_PARAMS = DATE_AND_STATUS_FILTER_PARAMS;

/** URL keys of paging, sorting and search, kept when a filter changes. */
const LIST_PARAMS = ['per_page', 'orderby', 'order', 'search'];

/** The status options of the advanced filter: every status of spec 002 §4.2, as its chip reads. */
export function disputeStatusFilterOptions(): FilterOption[] {
	return DISPUTE_STATUSES.map((status) => ({ value: status, label: disputeChipLabel(status) ?? status }));
}

/**
 * The FilterPickers of the page: currency (when the disputes have several) and 'Show'.
 *
 * @param currencies Currencies of the store's disputes (the unfiltered summary's `currencies`).
 */
export function getDisputesFilters(
	currencies: readonly string[] | undefined,
	selected?: unknown
): FilterPickerConfig[] {
	return currencyAndShowPickers({
		currencies,
		selected,
		listParams: LIST_PARAMS,
		advancedParams: ADVANCED_FILTER_PARAMS,
		currency: {
			label: __('Dispute currency', 'woocommerce-payments'),
			allLabel: __('All currencies', 'woocommerce-payments'),
		},
		show: {
			label: __('Show', 'woocommerce-payments'),
			options: [
				{ label: __('All disputes', 'woocommerce-payments'), value: 'all' },
				{ label: __('Needs response', 'woocommerce-payments'), value: 'awaiting_response' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
		},
	});
}

/** The advanced filters: date (before, after, between) and status (is, is not). */
export function getDisputesAdvancedFilters(): AdvancedFiltersConfig {
	return {
		/* translators: <select/> is a control choosing "All" or "Any" */
		title: __('Disputes match <select/> filters', 'woocommerce-payments'),
		filters: {
			date: dateAdvancedFilter({
				add: __('Date', 'woocommerce-payments'),
				remove: __('Remove dispute date filter', 'woocommerce-payments'),
				rule: __('Select a dispute date filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a dispute date filter. */
				title: __('<title>Date</title> <rule/> <filter/>', 'woocommerce-payments'),
				filter: __('Select a dispute date', 'woocommerce-payments'),
			}),
			status: {
				labels: {
					add: __('Status', 'woocommerce-payments'),
					remove: __('Remove dispute status filter', 'woocommerce-payments'),
					rule: __('Select a dispute status filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a dispute status filter. */
					title: __('<title>Status</title> <rule/> <filter/>', 'woocommerce-payments'),
					filter: __('Select a dispute status', 'woocommerce-payments'),
				},
				rules: [
					{ value: 'is', label: _x('Is', 'dispute status', 'woocommerce-payments') },
					{ value: 'is_not', label: _x('Is not', 'dispute status', 'woocommerce-payments') },
				],
				input: { component: 'SelectControl', options: disputeStatusFilterOptions() },
			},
		},
	};
}

/**
 * The query the filter controls show (see the shared rule in src/components/data-table/filters.ts). With
 * `filter=awaiting_response` the status filters do not apply (spec 002 §5.2), and 'Needs response' stays
 * chosen.
 *
 * @param query Page query.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	return sharedFilterControlsQuery(query, ADVANCED_FILTER_PARAMS, ['awaiting_response']);
}
