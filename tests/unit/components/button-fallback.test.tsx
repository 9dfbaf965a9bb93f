/**
 * Which buttons are WordPress's own: those that would show a tooltip (an icon button with a label, a
 * shortcut, `showTooltip` with a label) once the page has painted (plain in its first render), and those
 * with a description from the start; every other is drawn plain.
 */
import { act, render, screen } from '@testing-library/react';
import { download } from '@wordpress/icons';

import { resetAfterFirstPaint } from '../../../src/components/after-first-paint';
import { Button } from '../../../src/components/button';

jest.mock('@wordpress/components', () => {
	const actual = jest.requireActual('@wordpress/components');
	const { forwardRef } = jest.requireActual('react');
	// The host's button, marked so the test can tell it from ours.
	const Marked = forwardRef((props: object, ref: unknown) => (
		<actual.Button data-host="" {...props} ref={ref} />
	));
	// Getters: the package requires itself while it loads.
	return new Proxy(actual, { get: (target, name) => (name === 'Button' ? Marked : target[name]) });
});

// Each case is a page load where nothing has painted yet.
beforeEach(() => resetAfterFirstPaint());

const isHost = (name: string) => screen.getByRole('button', { name }).hasAttribute('data-host');

const cases: Array<[string, boolean, Record<string, unknown>, string]> = [
	['an icon button with a label', true, { icon: download, label: 'Download' }, 'Download'],
	['a shortcut', true, { shortcut: 'Ctrl+S', children: 'Save' }, 'Save'],
	[
		'showTooltip with a label',
		true,
		{ showTooltip: true, label: 'Export all', children: 'Export' },
		'Export all',
	],
	['a text button', false, { children: 'Save' }, 'Save'],
	['a text button with a label', false, { label: 'Export all', children: 'Export' }, 'Export all'],
	['showTooltip off', false, { icon: download, label: 'Get', showTooltip: false }, 'Get'],
	['a disabled icon button', false, { icon: download, label: 'Get', disabled: true }, 'Get'],
];

test.each(cases)('%s → the host’s own once painted: %s', async (_name, host, props, name) => {
	render(<Button {...(props as React.ComponentProps<typeof Button>)} />);
	// The first render draws every button plain.
	expect(isHost(name)).toBe(false);
	await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
	expect(isHost(name)).toBe(host);
});

test('a button with a description is the host’s own from the start', () => {
	render(<Button description="Opens a modal">Open</Button>);
	expect(isHost('Open')).toBe(true);
});
