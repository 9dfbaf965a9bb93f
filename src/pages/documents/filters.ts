/**
 * The documents list's filters (spec 001 §2.9, §5.3), declared as data for `ReportFilters` /
 * `AdvancedFilters` of @woocommerce/components: 'Show' — all documents or advanced filters
 * (`filter=advanced`) — and the advanced filters date before / after / between (`date_before`,
 * `date_after`, `date_between[]`) and type is / is not (`type_is`, `type_is_not`), matched all or any
 * (`match`). The URL keys are the page-query keys of `DOCUMENTS_QUERY` (src/data/documents/query.ts).
 */
import { __, _x } from '@wordpress/i18n';

import {
	dateAdvancedFilter,
	filterControlsQuery as sharedFilterControlsQuery,
	type AdvancedFiltersConfig,
	type FilterOption,
	type FilterPickerConfig,
} from '../../components/data-table';
import { DOCUMENT_TYPES } from '../../data/documents';
import { documentTypeLabel } from './document-type';

export const DOCUMENTS_PATH = '/payments/documents';

/** URL keys of the advanced filters. */
export const ADVANCED_FILTER_PARAMS = [
	'date_before',
	'date_after',
	'date_between',
	'type_is',
	'type_is_not',
] as const;

/** URL keys of paging and sorting, kept when a filter changes. */
const LIST_PARAMS = ['per_page', 'orderby', 'order'];

/** The type options of the advanced filter. */
export function documentTypeFilterOptions(): FilterOption[] {
	return DOCUMENT_TYPES.map((type) => ({ value: type, label: documentTypeLabel(type) }));
}

/** The FilterPicker of the page: 'Show' (all documents or advanced filters). */
export function getDocumentsFilters(): FilterPickerConfig[] {
	return [
		{
			label: __('Show', 'woocommerce-payments'),
			param: 'filter',
			staticParams: LIST_PARAMS,
			showFilters: () => true,
			filters: [
				{ label: __('All documents', 'woocommerce-payments'), value: 'all' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
			defaultValue: 'all',
		},
	];
}

/** The advanced filters: date (before, after, between) and type (is, is not). */
export function getDocumentsAdvancedFilters(): AdvancedFiltersConfig {
	return {
		/* translators: <select/> is a control choosing "All" or "Any" */
		title: __('Documents match <select/> filters', 'woocommerce-payments'),
		filters: {
			date: dateAdvancedFilter({
				add: __('Date', 'woocommerce-payments'),
				remove: __('Remove document date filter', 'woocommerce-payments'),
				rule: __('Select a document date filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a document date filter. */
				title: __('<title>Date</title> <rule/> <filter/>', 'woocommerce-payments'),
				filter: __('Select a document date', 'woocommerce-payments'),
			}),
			type: {
				labels: {
					add: __('Type', 'woocommerce-payments'),
					remove: __('Remove document type filter', 'woocommerce-payments'),
					rule: __('Select a document type filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a document type filter. */
					title: __('<title>Type</title> <rule/> <filter/>', 'woocommerce-payments'),
					filter: __('Select a document type', 'woocommerce-payments'),
				},
				rules: [
					{ value: 'is', label: _x('Is', 'document type', 'woocommerce-payments') },
					{ value: 'is_not', label: _x('Is not', 'document type', 'woocommerce-payments') },
				],
				input: { component: 'SelectControl', options: documentTypeFilterOptions() },
			},
		},
	};
}

/**
 * The query the filter controls show (the shared rule of src/components/data-table/filters.ts: advanced
 * filters in the URL always show the advanced card).
 *
 * @param query Page query.
 */
export function filterControlsQuery<Q extends Readonly<Record<string, unknown>>>(query: Q): Q {
	return sharedFilterControlsQuery(query, ADVANCED_FILTER_PARAMS);
}
