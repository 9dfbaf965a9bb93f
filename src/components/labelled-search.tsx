/**
 * A search box with autocomplete for table headers: the `Search` of @woocommerce/components (its markup,
 * styles, inline tags, clear button and 500 ms debounce), plus what that component cannot pass through —
 * the hint as the input's placeholder at all times and as its accessible name (`Search` sets its placeholder
 * only while focused, drawing a label over the empty box otherwise, and leaves the combobox unnamed, which
 * axe reports).
 *
 * When the suggestions cannot be loaded, the box says so under it ('Suggestions could not be loaded.', a
 * polite live region) and, while the list is open, under the free-text option: the typed text stays (the
 * free-text option still searches it) and typing again asks again. The options handed to the control are
 * the list it draws, so that its `aria-activedescendant` names the highlighted option.
 *
 * Generic: give it an autocompleter (`options(term)`, `getOptionIdentifier`, `getOptionLabel`,
 * `getOptionKeywords`, `getOptionCompletion`, optional `getFreeTextOptions`), the selected tags and what
 * to do when they change.
 *
 * @example <LabelledSearch label={ __( 'Search by customer name' ) } completer={ completer } selected={ tags } onChange={ setTags } />
 */
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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

const suggestionsFailed = () => __('Suggestions could not be loaded.', 'woocommerce-payments');

/**
 * Keeps the hint as the input's placeholder while the box is not focused too (the control sets it only while
 * focused and draws its label over the empty box instead): the box then has its placeholder at all times, and
 * the label, visually hidden (labelled-search.scss), stays its accessible name.
 */
function usePlaceholderKept(hint: string) {
	const wrapper = useRef<HTMLDivElement>(null);
	useEffect(() => {
		const input = wrapper.current?.querySelector('input');
		if (!input) {
			return undefined;
		}
		const keep = () => {
			if (input.getAttribute('placeholder') !== hint) {
				input.setAttribute('placeholder', hint);
			}
		};
		keep();
		const observer = new MutationObserver(keep);
		observer.observe(input, { attributes: true, attributeFilter: ['placeholder'] });
		return () => observer.disconnect();
	}, [hint]);
	return wrapper;
}

/** An option's label with the failure below it. */
function withFailure(label: ReactNode): ReactNode {
	return (
		<>
			{label}
			<span className="wcpay-labelled-search__option-error">{suggestionsFailed()}</span>
		</>
	);
}

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
	const [failed, setFailed] = useState(false);
	// The list is drawn right after the fetch settles, before the state update lands: read it from here.
	const failedRef = useRef(false);
	const setFailure = useCallback((value: boolean) => {
		failedRef.current = value;
		setFailed(value);
	}, []);

	const fetchOptions = useCallback(
		async (_previous: unknown, query: string): Promise<Formatted[]> => {
			if (!query) {
				setFailure(false);
				return [];
			}
			let raw: unknown[] = [];
			try {
				raw = await Promise.resolve(completer.options(query));
				setFailure(false);
			} catch {
				raw = [];
				setFailure(true);
			}
			return raw.map((option) => ({
				key: String(completer.getOptionIdentifier(option)),
				label: completer.getOptionLabel(option, query),
				keywords: completer.getOptionKeywords(option).filter(Boolean),
				value: option,
			}));
		},
		[completer, setFailure]
	);

	// The control points `aria-activedescendant` at `options[ highlighted index ]` of its `options` prop,
	// while it draws the list this returns: the prop is kept to the drawn list (selected tags left out, as
	// the control leaves them out), so that the reference is the highlighted option's id.
	const selectedKeys = useMemo(() => new Set(selected.map((tag) => tag.key)), [selected]);
	const withFreeText = useCallback(
		(list: Formatted[], query: string) => {
			let shown: Formatted[] = [];
			if (query && query.length) {
				let free =
					allowFreeText && completer.getFreeTextOptions
						? (completer.getFreeTextOptions(query) as Formatted[])
						: [];
				// The open list covers the message under the box: the failure shows in the list as well.
				if (failedRef.current && free.length > 0) {
					free = [{ ...free[0], label: withFailure(free[0].label) }, ...free.slice(1)];
				}
				shown = [...free, ...list];
			}
			setOptions(shown.filter((option) => !selectedKeys.has(option.key)));
			return shown;
		},
		[allowFreeText, completer, selectedKeys]
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

	const wrapper = usePlaceholderKept(label);
	const Control = SelectControl as any;
	return (
		<div className="wcpay-labelled-search__wrapper" ref={wrapper}>
			<Control
				className={['woocommerce-search', 'wcpay-labelled-search', className]
					.filter(Boolean)
					.join(' ')}
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
			<div className="wcpay-labelled-search__status" aria-live="polite">
				{failed ? <p className="wcpay-labelled-search__error">{suggestionsFailed()}</p> : null}
			</div>
		</div>
	);
}
