/**
 * What the list pages' search boxes share (a `LabelledSearch` in a `DataTable`'s actions): the URL's
 * `search` list ↔ the selected tags, the free-text option "All … that include <query />" (its sentence is
 * the page's, with a `<query />` placeholder), and the hook that ties the tags to the URL. Texts render as
 * text (the typed query is never markup).
 */
import { createInterpolateElement, useCallback, useMemo } from '@wordpress/element';

import type { SearchTag } from '../labelled-search';
import { updateFilterQuery } from './query';

/** The typed text as an option. */
export type FreeText = { label: string };

/**
 * The key of a search value, as an option and as a selected tag (the two must match: the select control
 * leaves selected options out of the list by key). The control builds each option's element id from its
 * key and points `aria-activedescendant` at it, so a key holds no whitespace: whitespace and `%` are
 * percent-encoded (reversible; a value without them is its own key).
 *
 * @example
 * searchOptionKey( 'Ana Lee (ana@example.com)' ); // 'Ana%20Lee%20(ana@example.com)'
 */
export function searchOptionKey(value: string): string {
	return value.replace(/[%\s]/gu, (c) => encodeURIComponent(c));
}

/** The value of a key made by {@link searchOptionKey}. */
function searchKeyValue(key: string): string {
	try {
		return decodeURIComponent(key);
	} catch {
		return key;
	}
}

/** A search value as a selected tag. */
export function searchTag(value: string): SearchTag {
	return { key: searchOptionKey(value), label: value };
}

/** The selected tags of a query's `search` (a list in the URL, or one value). */
export function searchTags(search: unknown): SearchTag[] {
	const values = Array.isArray(search) ? search : typeof search === 'string' && search ? [search] : [];
	return values.filter((v): v is string => typeof v === 'string' && v !== '').map(searchTag);
}

/** The `search` query value after the tags changed (undefined clears it). */
export function searchQueryValue(tags: ReadonlyArray<Partial<SearchTag>>): string[] | undefined {
	const values = [
		...new Set(tags.map((t) => t.label || (t.key ? searchKeyValue(t.key) : '')).filter(Boolean)),
	];
	return values.length ? values : undefined;
}

/**
 * The free-text option of a completer: `sentence` (translated, with `<query />`) with the typed text in bold.
 *
 * @param query    The typed text.
 * @param sentence E.g. 'All disputes with order numbers, customer names or emails that include <query />'.
 */
export function freeTextOption(
	query: string,
	sentence: string
): { key: string; label: JSX.Element; value: FreeText } {
	return {
		// The empty key: the control names its active option `…option-<instance>-<key of the highlighted
		// option>`, with an empty key while none is highlighted; the free-text option, first in the list,
		// carries that id, so `aria-activedescendant` always names an option (axe: aria-valid-attr-value).
		key: '',
		label: (
			<span className="woocommerce-search__result-name">
				{createInterpolateElement(sentence, {
					query: <strong className="components-form-token-field__suggestion-match">{query}</strong>,
				})}
			</span>
		),
		value: { label: query },
	};
}

/**
 * The selected tags of the URL's `search` and the handler that writes changed tags back (page 1).
 *
 * @example
 * const { selected, onChange } = useSearchTags( query.search );
 * <LabelledSearch selected={ selected } onChange={ onChange } … />
 */
export function useSearchTags(search: unknown) {
	const onChange = useCallback(
		(tags: Array<Partial<SearchTag>>) => updateFilterQuery({ search: searchQueryValue(tags) }),
		[]
	);
	const searchKey = JSON.stringify(search ?? null);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const selected = useMemo(() => searchTags(search), [searchKey]);
	return { selected, onChange };
}
