/**
 * Focus that falls to the page while a part re-renders after an action (the button that had it unmounts with
 * its card while the data reloads) goes back to where the merchant was: `requestFocusBack( key )` when the
 * action starts, and `useFocusBack( key, ref )` on the element to return to. For a few seconds, the first
 * render that finds focus on the page's body moves it to `ref`, once.
 */
import { useEffect, type RefObject } from 'react';

/** How long after an action a render takes back focus lost to the page. */
export const FOCUS_BACK_MS = 5000;

const pending = new Map<string, number>();

/**
 * Asks the element registered under `key` to take back focus lost to the page in the next few seconds.
 *
 * @example
 * requestFocusBack( 'instant-payout' );
 */
export function requestFocusBack(key: string, now = Date.now()): void {
	pending.set(key, now + FOCUS_BACK_MS);
}

/**
 * Takes back focus lost to the page for `key` (see the file comment).
 *
 * @example
 * const button = useRef< HTMLButtonElement >( null );
 * useFocusBack( 'instant-payout', button );
 */
export function useFocusBack(key: string, ref: RefObject<HTMLElement>): void {
	useEffect(() => {
		const until = pending.get(key);
		if (until === undefined) {
			return;
		}
		if (Date.now() > until) {
			pending.delete(key);
			return;
		}
		const lost = !document.activeElement || document.activeElement === document.body;
		if (lost && ref.current) {
			pending.delete(key);
			ref.current.focus();
		}
	});
}

/**
 * Moves focus to the first heading inside `container` (made focusable by script for this), or to the
 * container itself when it has none: where a merchant lands after a step changes under them.
 *
 * @example
 * focusFirstHeading( stepRef.current );
 */
export function focusFirstHeading(container: HTMLElement | null): void {
	const target = container?.querySelector<HTMLElement>('h1, h2, h3') ?? container;
	if (!target) {
		return;
	}
	if (!target.hasAttribute('tabindex')) {
		target.setAttribute('tabindex', '-1');
	}
	target.focus({ preventScroll: true });
}
