/**
 * The transactions filters of spec 001 §5.1, declared as data for `ReportFilters` / `AdvancedFilters` of
 * @woocommerce/components. Each advanced filter writes `<key>_<rule>` into the URL (the REST names of §7.3:
 * `type_is`, `customer_currency_is_not`, `date_between[]`, …), so every combination is a bookmarkable URL
 * that survives reload; `match=any` switches to "any".
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, _x, sprintf } from '@wordpress/i18n';

import { TRANSACTION_TYPES } from '../../data/transactions';
import { loanStatusLabelInFilter } from '../../strings/loan-status';
import { paymentMethodLabel } from '../../strings/payment-method';
import { riskPill } from '../../strings/risk-level';
import { channelLabel, sourceDeviceLabel } from '../../strings/sales-channel';
import { transactionTypeLabel } from '../../strings/transaction-type';

/** Built on first use: a collator starts the browser's ICU (milliseconds), needed only by the filter bar. */
let collator: Intl.Collator | undefined;
const compareLabels = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

export interface FilterOption {
	label: string;
	value: string;
}

/** Query keys every filter of the page may set (used to reset paging when filters change). */
export const FILTER_QUERY_KEYS = [
	'match',
	'date_before',
	'date_after',
	'date_between',
	'type_is',
	'type_is_not',
	'type_is_in',
	'source_device_is',
	'source_device_is_not',
	'channel_is',
	'channel_is_not',
	'customer_country_is',
	'customer_country_is_not',
	'risk_level_is',
	'risk_level_is_not',
	'customer_currency_is',
	'customer_currency_is_not',
	'source_is',
	'source_is_not',
	'store_currency_is',
	'loan_id_is',
	'search',
] as const;

/** Query values that survive a 'Show' change. */
const STATIC_PARAMS = [
	'tab',
	'paged',
	'per_page',
	'orderby',
	'order',
	'search',
	'store_currency_is',
	'deposit_id',
];

/** The basic filters (FilterPicker): payout currency (only with several store currencies) and 'Show'. */
export function getBasicFilters(storeCurrencies: readonly string[]) {
	return [
		{
			label: __('Payout currency', 'woocommerce-payments'),
			param: 'store_currency_is',
			staticParams: [...STATIC_PARAMS, 'filter', ...FILTER_QUERY_KEYS].filter(
				(p) => p !== 'store_currency_is'
			),
			showFilters: () => storeCurrencies.length > 1,
			defaultValue: '---',
			filters: [
				{ label: __('All currencies', 'woocommerce-payments'), value: '---' },
				...storeCurrencies.map((c) => ({ label: c.toUpperCase(), value: c.toLowerCase() })),
			],
		},
		{
			label: __('Show', 'woocommerce-payments'),
			param: 'filter',
			staticParams: STATIC_PARAMS,
			showFilters: () => true,
			filters: [
				{ label: __('All transactions', 'woocommerce-payments'), value: 'all' },
				{ label: __('Advanced filters', 'woocommerce-payments'), value: 'advanced' },
			],
		},
	];
}

/** "Is" / "Is not" rules. */
function isRules(): FilterOption[] {
	return [
		/* translators: Sentence fragment of a filter: "<filter> is <value>" */
		{ value: 'is', label: _x('Is', 'transaction filter rule', 'woocommerce-payments') },
		/* translators: Sentence fragment of a filter: "<filter> is not <value>" */
		{ value: 'is_not', label: _x('Is not', 'transaction filter rule', 'woocommerce-payments') },
	];
}

/** Labels of one advanced filter. */
function labels(add: string, remove: string, rule: string, title: string, filter: string) {
	return { add, remove, rule, title, filter };
}

/** Options of a transaction type select. */
export function transactionTypeOptions(): FilterOption[] {
	return TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabel(type) }));
}

/**
 * The autocompleter of the "type is in" filter: the transaction types, matched by label on the client,
 * several at once (written as `type_is_in=charge,refund`).
 */
export const transactionTypesCompleter = {
	name: 'transaction-types',
	className: 'woocommerce-search__transaction-types-result',
	options: () => transactionTypeOptions(),
	isDebounced: false,
	getOptionIdentifier: (option: FilterOption) => option.value,
	getOptionKeywords: (option: FilterOption) => [option.label, option.value],
	getOptionLabel: (option: FilterOption) => option.label,
	getOptionCompletion: (option: FilterOption) => ({ key: option.value, label: option.label }),
};

export interface AdvancedFilterSources {
	/** Customer currencies of the store (summary.customer_currencies). */
	customerCurrencies: readonly string[];
	/** Payment methods of the store (summary.sources). */
	sources: readonly string[];
	/** Country code → name (wcSettings.countries). */
	countries: Readonly<Record<string, string>>;
	/** wcpaySettings.accountLoans.loans: "id|active" or "id|other". */
	loans: readonly string[];
}

/** The advanced filters of spec 001 §5.1 (match all / any). */
export function getAdvancedFilters({ customerCurrencies, sources, countries, loans }: AdvancedFilterSources) {
	const filters: Record<string, unknown> = {
		date: {
			labels: labels(
				__('Date', 'woocommerce-payments'),
				__('Remove transaction date filter', 'woocommerce-payments'),
				__('Select a transaction date filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction date filter. */
				__('<title>Date</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction date', 'woocommerce-payments')
			),
			rules: [
				{ value: 'before', label: __('Before', 'woocommerce-payments') },
				{ value: 'after', label: __('After', 'woocommerce-payments') },
				{ value: 'between', label: __('Between', 'woocommerce-payments') },
			],
			input: { component: 'Date' },
		},
		customer_currency: {
			labels: labels(
				__('Customer currency', 'woocommerce-payments'),
				__('Remove transaction customer currency filter', 'woocommerce-payments'),
				__('Select a transaction customer currency filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction customer currency filter. */
				__('<title>Customer currency</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a customer currency', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: customerCurrencies.map((c) => ({ label: c.toUpperCase(), value: c.toLowerCase() })),
			},
		},
		source: {
			labels: labels(
				__('Payment method', 'woocommerce-payments'),
				__('Remove payment method filter', 'woocommerce-payments'),
				__('Select a payment method filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a payment method filter. */
				__('<title>Payment method</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a payment method', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: sources.map((s) => ({ label: paymentMethodLabel(s), value: s })),
			},
		},
		type: {
			labels: labels(
				__('Type', 'woocommerce-payments'),
				__('Remove transaction type filter', 'woocommerce-payments'),
				__('Select a transaction type filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction type filter. */
				__('<title>Type</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction type', 'woocommerce-payments')
			),
			rules: isRules(),
			input: { component: 'SelectControl', options: transactionTypeOptions() },
		},
		// Key `type_is` with the rule `in` writes `type_is_in` (several types at once).
		type_is: {
			labels: {
				...labels(
					__('Type (any of several)', 'woocommerce-payments'),
					__('Remove transaction types filter', 'woocommerce-payments'),
					__('Select a transaction types filter match', 'woocommerce-payments'),
					/* translators: A sentence describing a filter on several transaction types. */
					__('<title>Type</title> <rule /> <filter />', 'woocommerce-payments'),
					__('Select transaction types', 'woocommerce-payments')
				),
				placeholder: __('Search transaction types', 'woocommerce-payments'),
			},
			rules: [{ value: 'in', label: __('Is in', 'woocommerce-payments') }],
			input: {
				component: 'Search',
				type: 'custom',
				autocompleter: transactionTypesCompleter,
				getLabels: (value: string) =>
					Promise.resolve(
						String(value ?? '')
							.split(',')
							.filter((t) => (TRANSACTION_TYPES as readonly string[]).includes(t))
							.map((t) => ({ id: t, key: t, label: transactionTypeLabel(t) }))
					),
			},
		},
		source_device: {
			labels: labels(
				__('Device type', 'woocommerce-payments'),
				__('Remove transaction device type filter', 'woocommerce-payments'),
				__('Select a transaction device type filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction device type filter. */
				__('<title>Device type</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction device type', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: ['android', 'ios'].map((d) => ({ value: d, label: sourceDeviceLabel(d) })),
			},
		},
		channel: {
			labels: labels(
				__('Sales channel', 'woocommerce-payments'),
				__('Remove transaction sales channel filter', 'woocommerce-payments'),
				__('Select a transaction sales channel filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction sales channel filter. */
				__('<title>Sales channel</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction sales channel', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: ['online', 'in_person', 'in_person_pos'].map((c) => ({
					value: c,
					label: channelLabel(c),
				})),
			},
		},
		customer_country: {
			labels: labels(
				__('Customer country', 'woocommerce-payments'),
				__('Remove transaction customer country filter', 'woocommerce-payments'),
				__('Select a transaction customer country filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction customer country filter. */
				__('<title>Customer country</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction customer country', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: Object.entries(countries)
					.map(([value, label]) => ({ value, label: decodeEntities(label) }))
					.sort((a, b) => compareLabels(a.label, b.label)),
			},
		},
		risk_level: {
			labels: labels(
				__('Risk level', 'woocommerce-payments'),
				__('Remove transaction risk level filter', 'woocommerce-payments'),
				__('Select a transaction risk level filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a transaction risk level filter. */
				__('<title>Risk level</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a transaction risk level', 'woocommerce-payments')
			),
			rules: isRules(),
			input: {
				component: 'SelectControl',
				options: [0, 1, 2].map((r) => ({ value: String(r), label: riskPill(r).label })),
			},
		},
	};
	const loanOptions = loans
		.map((definition) => definition.split('|'))
		.filter(([id]) => /^\w+$/.test(id ?? ''))
		.map(([id, state]) => ({
			value: id,
			label: sprintf(
				/* translators: 1: loan id, 2: the loan's status, 'Active' or 'Paid off' */
				__('ID: %1$s | %2$s', 'woocommerce-payments'),
				id,
				loanStatusLabelInFilter(state)
			),
		}));
	if (loanOptions.length > 0) {
		// Key `loan_id` with the rule `is` writes `loan_id_is`.
		filters.loan_id = {
			labels: labels(
				__('Loan', 'woocommerce-payments'),
				__('Remove loan filter', 'woocommerce-payments'),
				__('Select a loan filter match', 'woocommerce-payments'),
				/* translators: A sentence describing a loan filter. */
				__('<title>Loan</title> <rule /> <filter />', 'woocommerce-payments'),
				__('Select a loan', 'woocommerce-payments')
			),
			rules: [{ value: 'is', label: __('Is', 'woocommerce-payments') }],
			input: { component: 'SelectControl', options: loanOptions },
		};
	}
	return {
		/* translators: A sentence describing filters for transactions; <select /> is "all" or "any". */
		title: __('Transactions match <select /> filters', 'woocommerce-payments'),
		filters,
	};
}
