/**
 * The inbox notes animation (spec 000 §9, 500 ms): a note that leaves the list (dismissed) stays in place
 * for 500 ms marked `leaving` so it can fade out, and a note that joins the list (restored by Undo) is
 * marked `entering` for 500 ms so it can fade in. The first notes to arrive animate nothing. With reduced motion
 * asked for, notes come and go at once.
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/** How long a note takes to come or go (spec 000 §9). */
export const NOTES_ANIMATION_MS = 500;

/** A list item with its transition state. */
export interface TransitionItem<T> {
	item: T;
	key: string | number;
	state: 'entering' | 'leaving' | 'stable';
}

function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' &&
		Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
	);
}

/**
 * Merge the previous list into the current one: items gone since keep their place, marked leaving.
 *
 * @param previous The items shown before, with their states.
 * @param current  The items now.
 * @param keyOf    An item's key.
 * @param entering Keys that just joined.
 */
export function mergeTransitions<T>(
	previous: TransitionItem<T>[],
	current: T[],
	keyOf: (item: T) => string | number,
	entering: ReadonlySet<string | number>
): TransitionItem<T>[] {
	const currentKeys = new Set(current.map(keyOf));
	const result: TransitionItem<T>[] = current.map((item) => ({
		item,
		key: keyOf(item),
		state: entering.has(keyOf(item)) ? 'entering' : 'stable',
	}));
	previous.forEach((old, index) => {
		if (!currentKeys.has(old.key)) {
			result.splice(Math.min(index, result.length), 0, { ...old, state: 'leaving' });
		}
	});
	return result;
}

/**
 * The notes to render, with their transition states.
 *
 * @param items The notes now.
 * @param keyOf A note's key.
 */
export function useNoteTransitions<T>(items: T[], keyOf: (item: T) => string | number): TransitionItem<T>[] {
	const [shown, setShown] = useState<TransitionItem<T>[]>(() =>
		items.map((item) => ({ item, key: keyOf(item), state: 'stable' }))
	);
	const known = useRef(new Set(items.map(keyOf)));
	const first = useRef(true);
	const latest = useRef(items);
	latest.current = items;
	const signature = items.map(keyOf).join('\u0000');

	useEffect(() => {
		// The first notes to arrive (the first render, or the load after an empty loading state) just appear.
		if (first.current) {
			if (latest.current.length > 0) {
				first.current = false;
			}
			known.current = new Set(latest.current.map(keyOf));
			setShown(latest.current.map((item) => ({ item, key: keyOf(item), state: 'stable' })));
			return undefined;
		}
		const now = latest.current;
		const keys = now.map(keyOf);
		if (prefersReducedMotion()) {
			known.current = new Set(keys);
			setShown(now.map((item) => ({ item, key: keyOf(item), state: 'stable' })));
			return undefined;
		}
		const entering = new Set(keys.filter((key) => !known.current.has(key)));
		known.current = new Set(keys);
		setShown((previous) =>
			mergeTransitions(
				previous.filter((entry) => entry.state !== 'leaving' || !keys.includes(entry.key)),
				now,
				keyOf,
				entering
			)
		);
		return undefined;
		// The keys in order are what changes; keyOf is a pure accessor.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [signature]);

	// The 500 ms run from when the notes marked leaving or entering are on the page (this effect follows the
	// commit that marked them), not from when the change was seen, so a busy page never cuts the fade short.
	useEffect(() => {
		if (shown.every((entry) => entry.state === 'stable')) {
			return undefined;
		}
		const timer = setTimeout(
			() => setShown(latest.current.map((item) => ({ item, key: keyOf(item), state: 'stable' }))),
			NOTES_ANIMATION_MS
		);
		return () => clearTimeout(timer);
		// Restarted by every change of the shown notes while some are moving; keyOf is a pure accessor.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [shown]);

	// Between changes, show the latest notes themselves (their fields may change without their keys).
	const byKey = new Map(items.map((item) => [keyOf(item), item]));
	return shown.map((entry) =>
		entry.state === 'leaving' ? entry : { ...entry, item: byKey.get(entry.key) ?? entry.item }
	);
}
