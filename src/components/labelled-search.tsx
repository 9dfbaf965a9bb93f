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
 * The control mounts just after the page's first paint (its module and the libraries it brings cost several
 * milliseconds on first use), drawn until then as its empty box, inert, so nothing moves.
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

import { AfterFirstPaint } from './after-first-paint';
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

/** The search icon of the box (WordPress's `search` icon). */
const SEARCH_ICON =
	'M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z';

/** The empty box as the control draws it, inert and hidden from assistive technology, until it mounts. */
function SearchBoxPlaceholder({ label, className }: { label: string; className?: string }) {
	return (
		<div
			className={[
				'woocommerce-select-control',
				'woocommerce-search',
				'wcpay-labelled-search',
				'is-searchable',
				className,
			]
				.filter(Boolean)
				.join(' ')}
			aria-hidden="true"
		>
			<div className="components-base-control woocommerce-select-control__control empty">
				<svg
					xmlns="http://www.w3.org/2000/svg"
					viewBox="0 0 24 24"
					width="24"
					height="24"
					className="woocommerce-select-control__control-icon"
					aria-hidden="true"
					focusable="false"
				>
					<path d={SEARCH_ICON} />
				</svg>
				<div className="components-base-control__field">
					<input
						className="woocommerce-select-control__control-input"
						type="text"
						placeholder={label}
						readOnly
						tabIndex={-1}
					/>
				</div>
			</div>
		</div>
	);
}

type ControlProps = Omit<LabelledSearchProps, 'allowFreeText'> & {
	allowFreeText: boolean;
	setFailure: (failed: boolean) => void;
	failedRef: { current: boolean };
};

function SearchControl({
	label,
	completer,
	selected,
	onChange,
	allowFreeText,
	className,
	disabled,
	setFailure,
	failedRef,
}: ControlProps) {
	const [options, setOptions] = useState<Formatted[]>([]);

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
		[allowFreeText, completer, selectedKeys, failedRef]
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
		<div className="wcpay-labelled-search__control" ref={wrapper}>
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
		</div>
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
	const [failed, setFailed] = useState(false);
	// The list is drawn right after the fetch settles, before the state update lands: read it from here.
	const failedRef = useRef(false);
	const setFailure = useCallback((value: boolean) => {
		failedRef.current = value;
		setFailed(value);
	}, []);

	return (
		<div className="wcpay-labelled-search__wrapper">
			<AfterFirstPaint
				placeholder={<SearchBoxPlaceholder label={label} className={className} />}
				render={() => (
					<SearchControl
						label={label}
						completer={completer}
						selected={selected}
						onChange={onChange}
						allowFreeText={allowFreeText}
						className={className}
						disabled={disabled}
						setFailure={setFailure}
						failedRef={failedRef}
					/>
				)}
			/>
			<div className="wcpay-labelled-search__status" aria-live="polite">
				{failed ? <p className="wcpay-labelled-search__error">{suggestionsFailed()}</p> : null}
			</div>
		</div>
	);
}
