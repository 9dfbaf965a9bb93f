/**
 * A page's tabs (WAI-ARIA tabs, automatic activation): the props, markup and classes of
 * @wordpress/components' `TabPanel`, so the host's tab styles apply and a page swaps one for the other, but
 * without its composite store. When it mounts, `TabPanel` checks the visibility of every focusable element
 * in its panel (to decide whether the panel itself needs a tab stop), which forces a style and layout pass
 * over a list page's whole table before the first paint; these tabs leave the panel alone.
 *
 * Keyboard: Tab reaches the selected tab only; the arrow keys (mirrored right to left), Home and End move
 * to another tab and select it, wrapping at the ends. A click selects.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { isRTL } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';

/** One tab; `N` is the type of the tab names. */
export interface PageTab<N extends string = string> {
	name: N;
	title: string;
	className?: string;
}

export interface PageTabsProps<N extends string = string> {
	tabs: readonly PageTab<N>[];
	/**
	 * The tab selected first, and the one selected again when the selected tab leaves the list; the first
	 * tab when missing or unknown.
	 */
	initialTabName?: N;
	/**
	 * Called with the tab's name whenever the merchant selects a tab, and (as `TabPanel` does) when the
	 * initial tab becomes the selected one by itself: on the first render, or after the selected tab left.
	 */
	onSelect?: (name: N) => void;
	className?: string;
	/** Class of the selected tab. */
	activeClass?: string;
	/** The selected tab's panel. */
	children: (tab: PageTab<N>) => ReactNode;
}

/**
 * Tabs over one panel.
 *
 * @example
 * <PageTabs tabs={ [ { name: 'all', title: __( 'All', 'woocommerce-payments' ) } ] } onSelect={ go }>
 *     { ( tab ) => <List tab={ tab.name } /> }
 * </PageTabs>
 */
export function PageTabs<N extends string = string>({
	tabs,
	initialTabName,
	onSelect,
	className,
	activeClass = 'is-active',
	children,
}: PageTabsProps<N>) {
	const base = `wcpay-tabs-${useId().replace(/:/g, '')}`;
	const [chosen, setChosen] = useState(initialTabName);
	const selected =
		tabs.find((tab) => tab.name === chosen) ?? tabs.find((tab) => tab.name === initialTabName) ?? tabs[0];
	const buttons = useRef(new Map<N, HTMLButtonElement>());
	const onSelectRef = useRef(onSelect);
	onSelectRef.current = onSelect;
	/** The selected tab last reported, or chosen by the merchant (reported as they chose it). */
	const reported = useRef<N | undefined>(undefined);

	const select = (tab: PageTab<N>) => {
		reported.current = tab.name;
		setChosen(tab.name);
		onSelect?.(tab.name);
	};

	const selectedName = selected?.name;
	useEffect(() => {
		// A tab selected by itself stays selected should the chosen one come back.
		setChosen(selectedName);
		if (selectedName === reported.current) {
			return;
		}
		reported.current = selectedName;
		if (selectedName !== undefined && selectedName === initialTabName) {
			onSelectRef.current?.(selectedName);
		}
	}, [selectedName, initialTabName]);

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const at = tabs.findIndex((tab) => tab === selected);
		const forward = isRTL() ? 'ArrowLeft' : 'ArrowRight';
		const back = isRTL() ? 'ArrowRight' : 'ArrowLeft';
		let next: number;
		if (event.key === forward) {
			next = (at + 1) % tabs.length;
		} else if (event.key === back) {
			next = (at - 1 + tabs.length) % tabs.length;
		} else if (event.key === 'Home') {
			next = 0;
		} else if (event.key === 'End') {
			next = tabs.length - 1;
		} else {
			return;
		}
		event.preventDefault();
		const tab = tabs[next];
		buttons.current.get(tab.name)?.focus();
		if (tab !== selected) {
			select(tab);
		}
	};

	const idOf = (tab: PageTab<N>) => `${base}-${tab.name}`;
	return (
		<div className={className}>
			{/* The arrow keys pressed on a tab reach the list, which moves between its tabs. */}
			<div
				role="tablist"
				aria-orientation="horizontal"
				className="components-tab-panel__tabs"
				onKeyDown={onKeyDown}
			>
				{tabs.map((tab) => {
					const isSelected = tab === selected;
					return (
						<button
							key={tab.name}
							ref={(el) => {
								if (el) {
									buttons.current.set(tab.name, el);
								} else {
									buttons.current.delete(tab.name);
								}
							}}
							type="button"
							role="tab"
							id={idOf(tab)}
							aria-selected={isSelected}
							aria-controls={`${idOf(tab)}-view`}
							tabIndex={isSelected ? 0 : -1}
							className={[
								'components-button',
								'components-tab-panel__tabs-item',
								tab.className,
								isSelected ? activeClass : undefined,
							]
								.filter(Boolean)
								.join(' ')}
							onClick={() => {
								if (!isSelected) {
									select(tab);
								}
							}}
						>
							{tab.title}
						</button>
					);
				})}
			</div>
			{selected && (
				<div
					role="tabpanel"
					id={`${idOf(selected)}-view`}
					aria-labelledby={idOf(selected)}
					className="components-tab-panel__tab-content"
				>
					{children(selected)}
				</div>
			)}
		</div>
	);
}
