/**
 * A searchable select with groups (the merchant-category field, spec 000 §2): an ARIA 1.2 combobox whose
 * listbox holds labelled groups of options. Typing filters by title, keywords and group; arrows move, Enter
 * picks, Escape closes (a second Escape clears the search), Tab leaves.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

export interface ComboItem {
	id: string;
	title: string;
	keywords: string[];
}

export interface ComboGroup {
	id: string;
	title: string;
	items: ComboItem[];
}

interface Props {
	id: string;
	label: string;
	value: string | undefined;
	groups: ComboGroup[];
	placeholder: string;
	error?: string;
	onChange: (value: string) => void;
	onBlur: () => void;
}

/** Groups whose items (or the group's own title) match every word of the search. */
export function filterGroups(groups: ComboGroup[], search: string): ComboGroup[] {
	const words = search.toLowerCase().split(/\s+/).filter(Boolean);
	if (words.length === 0) {
		return groups;
	}
	return groups
		.map((group) => ({
			...group,
			items: group.items.filter((item) => {
				const haystack = [item.title, group.title, ...item.keywords].join(' ').toLowerCase();
				return words.every((w) => haystack.includes(w));
			}),
		}))
		.filter((group) => group.items.length > 0);
}

export function GroupedCombobox({ id, label, value, groups, placeholder, error, onChange, onBlur }: Props) {
	const uid = useId().replace(/:/g, '');
	const listId = `${id}-listbox`;
	const errorId = `${id}-error`;
	const [open, setOpen] = useState(false);
	const [search, setSearch] = useState<string | null>(null);
	const [active, setActive] = useState<string | null>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const selected = useMemo(
		() => groups.flatMap((g) => g.items).find((item) => item.id === value),
		[groups, value]
	);
	const filtered = useMemo(() => filterGroups(groups, search ?? ''), [groups, search]);
	const flat = useMemo(() => filtered.flatMap((g) => g.items), [filtered]);
	const optionId = (itemId: string) => `${uid}-opt-${itemId}`;

	const openList = () => {
		setOpen(true);
		setActive(
			(current) => current ?? (selected && flat.some((i) => i.id === selected.id) ? selected.id : null)
		);
	};
	const close = () => {
		setOpen(false);
		setSearch(null);
		setActive(null);
	};
	const pick = (item: ComboItem) => {
		onChange(item.id);
		close();
	};
	const move = (delta: number) => {
		if (!open) {
			openList();
		}
		if (flat.length === 0) {
			return;
		}
		const index = flat.findIndex((i) => i.id === active);
		const next =
			index === -1 ? (delta > 0 ? 0 : flat.length - 1) : (index + delta + flat.length) % flat.length;
		setActive(flat[next].id);
		document.getElementById(optionId(flat[next].id))?.scrollIntoView?.({ block: 'nearest' });
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		switch (event.key) {
			case 'ArrowDown':
				event.preventDefault();
				move(1);
				break;
			case 'ArrowUp':
				event.preventDefault();
				move(-1);
				break;
			case 'Enter': {
				const item = open ? flat.find((i) => i.id === active) : undefined;
				if (item) {
					event.preventDefault();
					pick(item);
				} else if (open) {
					event.preventDefault();
				}
				break;
			}
			case 'Escape':
				if (open) {
					event.preventDefault();
					event.stopPropagation();
					setOpen(false);
					setActive(null);
				} else if (search !== null) {
					event.preventDefault();
					setSearch(null);
				}
				break;
			default:
				break;
		}
	};

	const shown = search ?? selected?.title ?? '';
	const count = flat.length;
	return (
		<div className={`wcpay-combobox${error ? ' has-error' : ''}`}>
			<label className="wcpay-field__label" htmlFor={id}>
				{label}
			</label>
			<div className="wcpay-combobox__control">
				<input
					ref={inputRef}
					id={id}
					type="text"
					className="wcpay-combobox__input"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={open}
					aria-controls={listId}
					aria-activedescendant={open && active ? optionId(active) : undefined}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					autoComplete="off"
					placeholder={placeholder}
					value={shown}
					onChange={(event) => {
						setSearch(event.target.value);
						setActive(null);
						setOpen(true);
					}}
					onFocus={(event) => event.currentTarget.select()}
					onClick={() => (open ? close() : openList())}
					onKeyDown={onKeyDown}
					onBlur={() => {
						close();
						onBlur();
					}}
				/>
				<span className="wcpay-combobox__chevron" aria-hidden="true" />
			</div>
			<div
				id={listId}
				role="listbox"
				aria-label={label}
				className="wcpay-combobox__list"
				hidden={!open || count === 0}
				onMouseDown={(event) => event.preventDefault()}
			>
				{open &&
					filtered.map((group) => (
						<div key={group.id} role="group" aria-labelledby={`${uid}-group-${group.id}`}>
							<div
								id={`${uid}-group-${group.id}`}
								className="wcpay-combobox__group"
								role="presentation"
							>
								{group.title}
							</div>
							{group.items.map((item) => (
								<div
									key={item.id}
									id={optionId(item.id)}
									role="option"
									aria-selected={item.id === value}
									className={`wcpay-combobox__option${item.id === active ? ' is-active' : ''}${
										item.id === value ? ' is-selected' : ''
									}`}
									onMouseMove={() => active !== item.id && setActive(item.id)}
									onClick={() => pick(item)}
								>
									{item.title}
								</div>
							))}
						</div>
					))}
			</div>
			{open && count === 0 && (
				<div className="wcpay-combobox__empty">
					{__('No matching categories.', 'woocommerce-payments')}
				</div>
			)}
			<div className="screen-reader-text" aria-live="polite">
				{open && search !== null
					? sprintf(
							/* translators: %d: number of matching categories */
							_n('%d category found.', '%d categories found.', count, 'woocommerce-payments'),
							count
						)
					: ''}
			</div>
			{error && (
				<p id={errorId} className="wcpay-field__error">
					{error}
				</p>
			)}
		</div>
	);
}
