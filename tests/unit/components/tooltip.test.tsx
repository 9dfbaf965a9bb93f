/**
 * The explanatory tooltip (spec 000 §9): hide delay 600 ms, max width 250 px, reposition debounce 150 ms,
 * Escape, focus, and the bubble describing its trigger.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import {
	BUTTON_TOOLTIP_DELAY_MS,
	Tooltip,
	TOOLTIP_HIDE_DELAY_MS,
	TOOLTIP_MAX_WIDTH_PX,
	TOOLTIP_REPOSITION_DEBOUNCE_MS,
	tooltipPosition,
} from '../../../src/components/tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderTooltip() {
	render(
		<Tooltip content="The cardholder claims the product was never received.">
			<button type="button">Learn more</button>
		</Tooltip>
	);
	return screen.getByRole('button', { name: 'Learn more' });
}

describe('Tooltip', () => {
	it('has the constants of spec 000 §9', () => {
		expect([
			TOOLTIP_HIDE_DELAY_MS,
			TOOLTIP_MAX_WIDTH_PX,
			TOOLTIP_REPOSITION_DEBOUNCE_MS,
			BUTTON_TOOLTIP_DELAY_MS,
		]).toEqual([600, 250, 150, 700]);
	});

	it('shows on hover, describes its trigger, is at most 250 px wide, hides 600 ms after leaving', () => {
		const trigger = renderTooltip();
		expect(screen.queryByRole('tooltip')).toBeNull();
		fireEvent.mouseEnter(trigger);
		const bubble = screen.getByRole('tooltip');
		expect(bubble).toHaveTextContent('The cardholder claims the product was never received.');
		expect(trigger).toHaveAttribute('aria-describedby', bubble.id);
		expect(bubble.style.maxWidth).toBe('250px');
		fireEvent.mouseLeave(trigger);
		act(() => jest.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1));
		expect(screen.getByRole('tooltip')).toBeInTheDocument();
		act(() => jest.advanceTimersByTime(1));
		expect(screen.queryByRole('tooltip')).toBeNull();
		expect(trigger).not.toHaveAttribute('aria-describedby');
	});

	it('stays while the pointer moves into the bubble', () => {
		const trigger = renderTooltip();
		fireEvent.mouseEnter(trigger);
		fireEvent.mouseLeave(trigger);
		act(() => jest.advanceTimersByTime(300));
		fireEvent.mouseEnter(screen.getByRole('tooltip'));
		act(() => jest.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS * 2));
		expect(screen.getByRole('tooltip')).toBeInTheDocument();
	});

	it('shows on focus; Escape and blur close it at once', () => {
		const trigger = renderTooltip();
		act(() => trigger.focus());
		expect(screen.getByRole('tooltip')).toBeInTheDocument();
		fireEvent.keyDown(document, { key: 'Escape' });
		expect(screen.queryByRole('tooltip')).toBeNull();
		act(() => trigger.blur());
		act(() => trigger.focus());
		expect(screen.getByRole('tooltip')).toBeInTheDocument();
		act(() => trigger.blur());
		expect(screen.queryByRole('tooltip')).toBeNull();
	});

	it('moves to its trigger again 150 ms after the last scroll', () => {
		const trigger = renderTooltip();
		let bottom = 100;
		const anchor = trigger.parentElement as HTMLElement;
		anchor.getBoundingClientRect = () =>
			({ left: 100, bottom, width: 40, top: bottom - 20, right: 140, height: 20 }) as DOMRect;
		fireEvent.mouseEnter(trigger);
		const bubble = screen.getByRole('tooltip');
		expect(bubble.style.top).toBe('108px');
		bottom = 50;
		fireEvent.scroll(window);
		act(() => jest.advanceTimersByTime(TOOLTIP_REPOSITION_DEBOUNCE_MS - 1));
		fireEvent.scroll(window);
		act(() => jest.advanceTimersByTime(TOOLTIP_REPOSITION_DEBOUNCE_MS - 1));
		expect(bubble.style.top).toBe('108px');
		act(() => jest.advanceTimersByTime(1));
		expect(bubble.style.top).toBe('58px');
	});

	it('sits centred under the trigger and inside the viewport', () => {
		const scroll = { x: 0, y: 10 };
		expect(tooltipPosition({ left: 400, bottom: 20, width: 100 }, 250, 1000, scroll)).toEqual({
			top: 38,
			left: 325,
		});
		expect(tooltipPosition({ left: 0, bottom: 20, width: 40 }, 250, 1000, scroll).left).toBe(8);
		expect(tooltipPosition({ left: 460, bottom: 20, width: 20 }, 250, 480, scroll).left).toBe(222);
	});
});
