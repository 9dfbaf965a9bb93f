/**
 * The inbox notes animation (spec 000 §9, 500 ms): dismissed notes stay in place marked leaving for 500 ms,
 * restored notes are marked entering for 500 ms, the first render and reduced motion animate nothing.
 */
import { act, renderHook } from '@testing-library/react';

import {
	mergeTransitions,
	NOTES_ANIMATION_MS,
	useNoteTransitions,
} from '../../../src/pages/overview/note-transitions';

type Note = { id: number };
const key = (n: Note) => n.id;
const notes = (...ids: number[]) => ids.map((id) => ({ id }));
const states = (list: { key: string | number; state: string }[]) => list.map((e) => `${e.key}:${e.state}`);

/** Note 1 of notes 1 and 2 is dismissed: it is drawn leaving for exactly 500 ms, then gone. */
function dismissFirstOfTwo(
	result: { current: { key: string | number; state: string }[] },
	rerender: (props: { list: Note[] }) => void
) {
	rerender({ list: notes(2) });
	expect(states(result.current)).toEqual(['1:leaving', '2:stable']);
	act(() => jest.advanceTimersByTime(NOTES_ANIMATION_MS - 1));
	expect(states(result.current)).toEqual(['1:leaving', '2:stable']);
	act(() => jest.advanceTimersByTime(1));
	expect(states(result.current)).toEqual(['2:stable']);
}

function setReducedMotion(reduce: boolean) {
	window.matchMedia = ((query: string) => ({
		matches: reduce && query.includes('reduce'),
		media: query,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	})) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
	jest.useFakeTimers();
	setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('notes animation', () => {
	it('is 500 ms', () => expect(NOTES_ANIMATION_MS).toBe(500));

	it('keeps a removed item in its place, marked leaving', () => {
		const previous = notes(1, 2, 3).map((item) => ({ item, key: item.id, state: 'stable' as const }));
		expect(states(mergeTransitions(previous, notes(1, 3), key, new Set()))).toEqual([
			'1:stable',
			'2:leaving',
			'3:stable',
		]);
		expect(states(mergeTransitions(previous, notes(4, 1, 2, 3), key, new Set([4])))).toEqual([
			'4:entering',
			'1:stable',
			'2:stable',
			'3:stable',
		]);
	});

	it('a dismissed note leaves after 500 ms; a restored one enters for 500 ms; the first render is still', () => {
		const { result, rerender } = renderHook(({ list }) => useNoteTransitions(list, key), {
			initialProps: { list: notes(1, 2) },
		});
		expect(states(result.current)).toEqual(['1:stable', '2:stable']);
		dismissFirstOfTwo(result, rerender);
		rerender({ list: notes(1, 2) });
		expect(states(result.current)).toEqual(['1:entering', '2:stable']);
		act(() => jest.advanceTimersByTime(NOTES_ANIMATION_MS));
		expect(states(result.current)).toEqual(['1:stable', '2:stable']);
	});

	it('the 500 ms start when the leaving note is drawn, not when the change was seen (a slow render)', () => {
		let slowed = false;
		const { result, rerender } = renderHook(
			({ list }) => {
				const shown = useNoteTransitions(list, key);
				// The render that first draws the note leaving takes 200 ms (a busy page).
				if (!slowed && shown.some((e) => e.state === 'leaving')) {
					slowed = true;
					jest.advanceTimersByTime(200);
				}
				return shown;
			},
			{ initialProps: { list: notes(1, 2) } }
		);
		dismissFirstOfTwo(result, rerender);
	});

	it('with reduced motion, notes come and go at once', () => {
		setReducedMotion(true);
		const { result, rerender } = renderHook(({ list }) => useNoteTransitions(list, key), {
			initialProps: { list: notes(1, 2) },
		});
		rerender({ list: notes(2) });
		expect(states(result.current)).toEqual(['2:stable']);
	});

	it('a new array with the same notes changes nothing', () => {
		const { result, rerender } = renderHook(({ list }) => useNoteTransitions(list, key), {
			initialProps: { list: notes(1, 2) },
		});
		rerender({ list: notes(1, 2) });
		expect(states(result.current)).toEqual(['1:stable', '2:stable']);
	});
});

describe('notes animation on load', () => {
	beforeEach(() => {
		jest.useFakeTimers();
		setReducedMotion(false);
	});
	afterEach(() => jest.useRealTimers());

	it('the notes that arrive after an empty loading state just appear', () => {
		const { result, rerender } = renderHook(({ list }) => useNoteTransitions(list, key), {
			initialProps: { list: [] as Note[] },
		});
		rerender({ list: notes(1, 2) });
		expect(states(result.current)).toEqual(['1:stable', '2:stable']);
		rerender({ list: notes(2) });
		expect(states(result.current)).toEqual(['1:leaving', '2:stable']);
	});
});
