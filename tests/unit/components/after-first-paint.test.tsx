/**
 * AfterFirstPaint: a placeholder of the part's height first, the part after the next frame, and at once
 * for every later mount in the same page load.
 */
import { act, render, screen } from '@testing-library/react';

import { AfterFirstPaint } from '../../../src/components/after-first-paint';

describe('AfterFirstPaint', () => {
	// First: nothing has mounted yet in this module.
	it('cancels the pending mount when unmounted first', () => {
		const cancel = jest.spyOn(window, 'cancelAnimationFrame');
		const view = render(<AfterFirstPaint minHeight={10} render={() => <p>Never</p>} />);
		view.unmount();
		expect(cancel).toHaveBeenCalled();
		cancel.mockRestore();
	});

	it('keeps the height, mounts the part after the first frame, then later ones at once', async () => {
		jest.useFakeTimers();
		const first = render(<AfterFirstPaint minHeight={94} render={() => <p>Filters</p>} />);
		expect(screen.queryByText('Filters')).toBeNull();
		const placeholder = first.container.querySelector('.wcpay-after-first-paint');
		expect(placeholder?.getAttribute('style')).toContain('min-height: 94px');
		// The frame, then the task after it.
		await act(async () => {
			jest.advanceTimersByTime(50);
		});
		expect(screen.getByText('Filters')).toBeTruthy();
		expect(first.container.querySelector('.wcpay-after-first-paint')).toBeNull();
		first.unmount();

		render(<AfterFirstPaint minHeight={94} render={() => <p>Again</p>} />);
		expect(screen.getByText('Again')).toBeTruthy();
		jest.useRealTimers();
	});
});
