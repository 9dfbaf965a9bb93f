import { render } from '@testing-library/react';
import { useRef } from 'react';

import { FOCUS_BACK_MS, requestFocusBack, useFocusBack } from '../../../src/components/focus-back';

function Target({ version }: { version: number }) {
	const ref = useRef<HTMLButtonElement>(null);
	useFocusBack('target', ref);
	return <button ref={ref}>{`Target ${version}`}</button>;
}

describe('useFocusBack', () => {
	afterEach(() => jest.useRealTimers());

	it('moves focus lost to the body to the element, once, after a request', () => {
		const view = render(<Target version={1} />);
		expect(document.activeElement).toBe(document.body);
		view.rerender(<Target version={2} />);
		// No request: focus stays where it is.
		expect(document.activeElement).toBe(document.body);
		requestFocusBack('target');
		view.rerender(<Target version={3} />);
		expect(document.activeElement).toHaveTextContent('Target 3');
		// Once: focus lost again later is left alone.
		(document.activeElement as HTMLElement).blur();
		view.rerender(<Target version={4} />);
		expect(document.activeElement).toBe(document.body);
	});

	it('leaves focus that is somewhere else, and expires', () => {
		const other = document.createElement('input');
		document.body.appendChild(other);
		other.focus();
		requestFocusBack('target');
		const view = render(<Target version={1} />);
		expect(document.activeElement).toBe(other);
		other.blur();
		requestFocusBack('target', Date.now() - FOCUS_BACK_MS - 1);
		view.rerender(<Target version={2} />);
		expect(document.activeElement).toBe(document.body);
		other.remove();
	});
});
