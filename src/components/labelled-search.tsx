/**
 * A search box with autocomplete for table headers: the `Search` of @woocommerce/components (its markup,
 * styles, inline tags, clear button and 500 ms debounce), plus what that component cannot pass through —
 * a visible hint that is also the input's accessible name (`Search` only shows its placeholder while
 * focused and leaves the combobox unnamed, which axe reports).
 *
 * Generic: give it an autocompleter (`options(term)`, `getOptionIdentifier`, `getOptionLabel`,
 * `getOptionKeywords`, `getOptionCompletion`, optional `getFreeTextOptions`), the selected tags and what
 * to do when they change.
 *
 * @example <LabelledSearch label={ __( 'Search by customer name' ) } completer={ completer } selected={ tags } onChange={ setTags } />
 */
import type { ReactNode } from 'react';
import { useCallback, useState } from '@wordpress/element';
import { SelectControl } from '@woocommerce/components';

import './labelled-search.scss';

/* eslint-disable @typescript-eslint/no-explicit-any */

export interface SearchCompleter<Option = any> {
	options: (term?: string) => Option[] | Promise<Option[]>;
	getOptionIdentifier: (option: Option) => string | number;
	getOptionLabel: (option: Option, query: string) => ReactNode;
	getOptionKeywords: (option: Option) => string[];
	getOptionCompletion: (option: any) => { key: string; label: string };
	getFreeTextOptions?: (query: string) => Array<{ key: string; label: ReactNode; value: unknown }>;
	getSearchExpression?: (query: string) => string;
}

export interface SearchTag {
	key: string;
	label: string;
}

export interface LabelledSearchProps {
	/** The hint shown in the empty box; also its accessible name. */
	label: string;
	completer: SearchCompleter;
	selected: SearchTag[];
	onChange: (tags: SearchTag[]) => void;
	/** Offer the typed text itself as an option (the completer's `getFreeTextOptions`). */
	allowFreeText?: boolean;
	className?: string;
	disabled?: boolean;
}

type Formatted = { key: string; label: ReactNode; keywords: string[]; value: unknown };

export function LabelledSearch({
	label,
	completer,
	selected,
	onChange,
	allowFreeText = true,
	className,
	disabled = false,
}: LabelledSearchProps) {
	const [options, setOptions] = useState<Formatted[]>([]);

	const fetchOptions = useCallback(
		async (_previous: unknown, query: string): Promise<Formatted[]> => {
			if (!query) {
				return [];
			}
			let raw: unknown[] = [];
			try {
				raw = await Promise.resolve(completer.options(query));
			} catch {
				raw = [];
			}
			const formatted = raw.map((option) => ({
				key: String(completer.getOptionIdentifier(option)),
				label: completer.getOptionLabel(option, query),
				keywords: completer.getOptionKeywords(option).filter(Boolean),
				value: option,
			}));
			setOptions(formatted);
			return formatted;
		},
		[completer]
	);

	const withFreeText = useCallback(
		(list: Formatted[], query: string) => {
			if (!query || !query.length) {
				return [];
			}
			if (!allowFreeText || !completer.getFreeTextOptions) {
				return list;
			}
			return [...(completer.getFreeTextOptions(query) as Formatted[]), ...list];
		},
		[allowFreeText, completer]
	);

	const onSelect = useCallback(
		(next: unknown) => {
			if (!Array.isArray(next)) {
				return;
			}
			onChange(
				next.map((option: any) =>
					option && option.value !== undefined
						? completer.getOptionCompletion(option.value)
						: option
				)
			);
		},
		[completer, onChange]
	);

	const Control = SelectControl as any;
	return (
		<Control
			className={['woocommerce-search', 'wcpay-labelled-search', className].filter(Boolean).join(' ')}
			label={label}
			placeholder={label}
			disabled={disabled}
			hideBeforeSearch
			inlineTags
			isSearchable
			multiple
			showClearButton
			getSearchExpression={completer.getSearchExpression}
			onChange={onSelect}
			onFilter={withFreeText}
			onSearch={fetchOptions}
			options={options}
			searchDebounceTime={500}
			searchInputType="text"
			selected={selected}
		/>
	);
}
