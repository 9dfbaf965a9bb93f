/**
 * Which buttons are WordPress's own: those that would show a tooltip (an icon button with a label, a
 * shortcut, `showTooltip` with a label) and those with a description; every other is drawn plain.
 */
import { render, screen } from '@testing-library/react';
import { download } from '@wordpress/icons';

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

const isHost = (name: string) => screen.getByRole('button', { name }).hasAttribute('data-host');

const cases: Array<[string, boolean, React.ReactElement, string]> = [
	['an icon button with a label', true, <Button icon={download} label="Download" />, 'Download'],
	['a shortcut', true, <Button shortcut="Ctrl+S">Save</Button>, 'Save'],
	[
		'showTooltip with a label',
		true,
		<Button showTooltip label="Export all">
			Export
		</Button>,
		'Export all',
	],
	['a description', true, <Button description="Opens a modal">Open</Button>, 'Open'],
	['a text button', false, <Button>Save</Button>, 'Save'],
	['a text button with a label', false, <Button label="Export all">Export</Button>, 'Export all'],
	['showTooltip off', false, <Button icon={download} label="Get" showTooltip={false} />, 'Get'],
	['a disabled icon button', false, <Button icon={download} label="Get" disabled />, 'Get'],
];

test.each(cases)('%s → the host’s own: %s', (_name, host, element, name) => {
	render(element);
	expect(isHost(name)).toBe(host);
});
