/**
 * Autocompleters of the search boxes (the `Search` component of @woocommerce/components, type 'custom').
 * The component debounces typing (500 ms); options come from the stores, cached per term:
 * `/transactions/search` for the transactions tab, `/transactions/fraud-outcomes/search` (filtered by label
 * on the client) for the blocked tab. The chosen option's `value` is what goes into the URL's `search`.
 * Every text is rendered as text (names and e-mails may hold markup).
 */
import { __ } from '@wordpress/i18n';

import { freeTextOption, searchOptionKey, searchTag, type FreeText } from '../../components/data-table';
import type { SearchTag } from '../../components/labelled-search';
import { searchFraudOutcomeOptions } from '../../data/fraud-outcomes';
import { searchTransactionOptions, type SearchOption } from '../../data/transactions';

// The URL `search` ↔ tags rules are the list pages' shared ones.
export { searchQueryValue, searchTags } from '../../components/data-table';
export type { SearchTag };

/** The label of an option with the typed part in bold (case-insensitive). */
function highlighted(label: string, query: string) {
	const at = query ? label.toLowerCase().indexOf(query.toLowerCase()) : -1;
	if (at < 0) {
		return (
			<span className="woocommerce-search__result-name" aria-label={label}>
				{label}
			</span>
		);
	}
	return (
		<span className="woocommerce-search__result-name" aria-label={label}>
			{label.slice(0, at)}
			<strong className="components-form-token-field__suggestion-match">
				{label.slice(at, at + query.length)}
			</strong>
			{label.slice(at + query.length)}
		</span>
	);
}

/** A completer over options that resolve from `load(term)`, with a free-text option first. */
function completer(name: string, load: (term: string) => Promise<SearchOption[]>, freeText: string) {
	return {
		name,
		className: 'woocommerce-search__transactions-result',
		isDebounced: true,
		options: (term?: string) => (term && term.trim() ? load(term.trim()) : Promise.resolve([])),
		// Keys without whitespace: the control makes element ids of them (aria-activedescendant).
		getOptionIdentifier: (option: SearchOption) => searchOptionKey(option.value),
		getOptionKeywords: (option: SearchOption) => [option.label, option.value],
		getOptionLabel: (option: SearchOption, query: string) => highlighted(option.label, query),
		getFreeTextOptions: (query: string): [{ key: string; label: JSX.Element; value: unknown }] => [
			freeTextOption(query, freeText),
		],
		getOptionCompletion: (option: SearchOption | FreeText): SearchTag => {
			const value = 'value' in option && typeof option.value === 'string' ? option.value : option.label;
			return searchTag(value);
		},
	};
}

/** The transactions tab's completer. */
export function transactionsCompleter(customSearch: boolean) {
	return completer(
		'transactions',
		searchTransactionOptions,
		customSearch
			? __(
					'All transactions with customer names or billing emails that include <query />',
					'woocommerce-payments'
				)
			: __('All transactions with customer names that include <query />', 'woocommerce-payments')
	);
}

/** Blocked and held-for-review options (both lists of the tab), without duplicates. */
async function blockedOptions(term: string): Promise<SearchOption[]> {
	const [blocked, review] = await Promise.all([
		searchFraudOutcomeOptions('block', term),
		searchFraudOutcomeOptions('review', term),
	]);
	const seen = new Set<string>();
	return [...blocked, ...review].filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
}

/** The blocked tab's completer. */
export function blockedCompleter() {
	return completer(
		'blocked-transactions',
		blockedOptions,
		__(
			'All blocked transactions with customer names or order numbers that include <query />',
			'woocommerce-payments'
		)
	);
}
