/**
 * Focus after a filter change (issue point 5, "focus is kept or moved sensibly after updates"): applying the
 * advanced filters swaps their focused Filter link for a disabled button, and a picker's popover closes, so
 * the browser drops the focus to `body`. When that happens after the list's query changed, the focus moves
 * to the table's heading: the updated results, where a keyboard user goes next.
 */
import { useEffect, useRef } from '@wordpress/element';

/** How long after the change the focus is checked (the filter bar redraws first). */
const SETTLE_MS = 60;

/**
 * Moves the focus to the list table's heading when a query change left it on `body` (not on first render).
 *
 * @example
 * useFocusTableAfterQueryChange(query);
 */
export function useFocusTableAfterQueryChange(query: unknown): void {
	const key = JSON.stringify(query);
	const first = useRef(true);
	useEffect(() => {
		if (first.current) {
			first.current = false;
			return undefined;
		}
		const timer = setTimeout(() => {
			const active = document.activeElement;
			if (active && active !== document.body && active !== document.documentElement) {
				return;
			}
			const heading = document.querySelector<HTMLElement>(
				'.wcpay-data-table .woocommerce-card__header h2, .wcpay-data-table h2'
			);
			if (heading) {
				heading.tabIndex = -1;
				heading.focus({ preventScroll: true });
			}
		}, SETTLE_MS);
		return () => clearTimeout(timer);
	}, [key]);
}
