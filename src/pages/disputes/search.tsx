/**
 * The disputes search box's autocompleter (the `Search` of @woocommerce/components through
 * `LabelledSearch`): the disputes API searches order numbers, customer names and e-mails (`search`, spec
 * 002 §7) but has no suggestion endpoint, so the one option is the typed text itself. Each chosen term is
 * one value of the URL's `search` list (several terms match any of them). Texts render as text.
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { SearchCompleter, SearchTag } from '../../components/labelled-search';

type FreeText = { label: string };

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
			{
				key: 'all',
				label: (
					<span className="woocommerce-search__result-name">
						{createInterpolateElement(
							/* translators: <query /> is the text the merchant typed */
							__(
								'All disputes with order numbers, customer names or emails that include <query />',
								'woocommerce-payments'
							),
							{
								query: (
									<strong className="components-form-token-field__suggestion-match">
										{query}
									</strong>
								),
							}
						)}
					</span>
				),
				value: { label: query } as FreeText,
			},
		],
		getOptionCompletion: (option: FreeText): SearchTag => {
			const value = option.label.trim();
			return { key: value, label: value };
		},
	};
}

/** The selected tags of a query's `search` (a list in the URL, or one value). */
export function searchTags(search: unknown): SearchTag[] {
	const values = Array.isArray(search) ? search : typeof search === 'string' && search ? [search] : [];
	return values
		.filter((v): v is string => typeof v === 'string' && v !== '')
		.map((v) => ({ key: v, label: v }));
}

/** The `search` query value after the tags changed (undefined clears it). */
export function searchQueryValue(tags: ReadonlyArray<Partial<SearchTag>>): string[] | undefined {
	const values = [...new Set(tags.map((t) => t.key || t.label || '').filter(Boolean))];
	return values.length ? values : undefined;
}
