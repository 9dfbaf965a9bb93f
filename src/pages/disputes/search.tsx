/**
 * The disputes search box's autocompleter (the `Search` of @woocommerce/components through
 * `LabelledSearch`): the disputes API searches order numbers, customer names and e-mails (`search`, spec
 * 002 §7) but has no suggestion endpoint, so the one option is the typed text itself. Each chosen term is
 * one value of the URL's `search` list (several terms match any of them; the tags ↔ URL rules are the
 * shared ones of src/components/data-table/search.tsx). Texts render as text.
 */
import { __ } from '@wordpress/i18n';

import { freeTextOption, searchTag, type FreeText } from '../../components/data-table';
import type { SearchCompleter, SearchTag } from '../../components/labelled-search';

/** The search box hint, also its accessible name. */
export function disputesSearchLabel(): string {
	return __('Search by order number, customer name, or email', 'woocommerce-payments');
}

/** The completer: no suggestions, the typed text as the one option. */
export function disputesCompleter(): SearchCompleter<FreeText> {
	return {
		options: () => [],
		getOptionIdentifier: (option) => option.label,
		getOptionKeywords: (option) => [option.label],
		getOptionLabel: (option) => option.label,
		getFreeTextOptions: (query: string) => [
			freeTextOption(
				query,
				/* translators: <query /> is the text the merchant typed */
				__(
					'All disputes with order numbers, customer names or emails that include <query />',
					'woocommerce-payments'
				)
			),
		],
		getOptionCompletion: (option: FreeText): SearchTag => searchTag(option.label.trim()),
	};
}
