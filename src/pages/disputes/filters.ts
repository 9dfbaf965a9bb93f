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
 */
import { __, _x } from '@wordpress/i18n';

import { DISPUTE_STATUSES } from '../../data/disputes';
import { disputeChipLabel } from '../../strings/dispute-status';

export const DISPUTES_PATH = '/payments/disputes';

/** Value of the currency filter's "all" option. */
export const ALL_CURRENCIES = '---';

/** URL keys of the advanced filters. */
export const ADVANCED_FILTER_PARAMS = [
	'date_before',
	'date_after',
	'date_between',
	'status_is',
	'status_is_not',
] as const;

/** URL keys of paging, sorting and search, kept when a filter changes. */
const LIST_PARAMS = ['per_page', 'orderby', 'order', 'search'];

/** One option of a FilterPicker or a select. */
export interface FilterOption {
	label: string;
	value: string;
}

/** Whether the currency filter shows: only with more than one currency. */
export function showCurrencyFilter(currencies: readonly string[] | undefined): boolean {
	return new Set((currencies ?? []).map((c) => c.toLowerCase())).size > 1;
}

/** The status options of the advanced filter: every status of spec 002 §4.2, as its chip reads. */
export function disputeStatusFilterOptions(): FilterOption[] {
	return DISPUTE_STATUSES.map((status) => ({ value: status, label: disputeChipLabel(status) ?? status }));
}

/**
 * The FilterPickers of the page: currency (when the disputes have several) and 'Show'.
 *
 * @param currencies Currencies of the store's disputes (the unfiltered summary's `currencies`).
 */
export function getDisputesFilters(currencies: readonly string[] | undefined) {
	const list = [...new Set((currencies ?? []).map((c) => c.toLowerCase()))].sort();
	const showCurrency = showCurrencyFilter(list);
	return [
		{
			label: __('Dispute currency', 'woocommerce-payments'),
			param: 'store_currency_is',
			// Changing the currency keeps the other filters, sorting and page size (and starts at page 1).
			staticParams: [...LIST_PARAMS, 'filter', 'match', ...ADVANCED_FILTER_PARAMS],
			showFilters: () => showCurrency,
			filters: [
				{ label: __('All currencies', 'woocommerce-payments'), value: ALL_CURRENCIES },
				...list.map((c) => ({ label: c.toUpperCase(), value: c })),
			],
			defaultValue: ALL_CURRENCIES,
		},
		{
			label: __('Show', 'woocommerce-payments'),
			param: 'filter',
			staticParams: [...LIST_PARAMS, 'store_currency_is'],
			showFilters: () => true,
			filters: [
				{ label: __('All disputes', 'woocommerce-payments'), value: 'all' },
				{ label: __('Needs response', 'woocommerce-payments'), value: 'awaiting_response' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
			defaultValue: 'all',
		},
	];
}

/** The advanced filters: date (before, after, between) and status (is, is not). */
export function getDisputesAdvancedFilters() {
	return {
		/* translators: <select/> is a control choosing "All" or "Any" */
		title: __('Disputes match <select/> filters', 'woocommerce-payments'),
		filters: {
			date: {
				labels: {
					add: __('Date', 'woocommerce-payments'),
					remove: __('Remove dispute date filter', 'woocommerce-payments'),
					rule: __('Select a dispute date filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a dispute date filter. */
					title: __('<title>Date</title> <rule/> <filter/>', 'woocommerce-payments'),
					filter: __('Select a dispute date', 'woocommerce-payments'),
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

/** Whether the page query sets an advanced filter. */
export function hasAdvancedFilter(query: Readonly<Record<string, unknown>>): boolean {
	return ADVANCED_FILTER_PARAMS.some((key) => {
		const value = query[key];
		return value !== undefined && value !== null && value !== '';
	});
}

/**
 * The query the filter controls show: a URL with advanced filters but no `filter=advanced` (a hand-edited or
 * older link) still shows the advanced filters card, so that no filter is ever applied invisibly. With
 * `filter=awaiting_response` the status filters do not apply (spec 002 §5.2), and 'Needs response' stays
 * chosen.
 *
 * @param query Page query.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	if (query.filter !== 'advanced' && query.filter !== 'awaiting_response' && hasAdvancedFilter(query)) {
		return { ...query, filter: 'advanced' };
	}
	return query;
}
