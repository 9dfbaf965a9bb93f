/**
 * Our `Button` draws exactly what WordPress's draws (the same element, classes and attributes) for every
 * prop combination the product uses, without the tooltip machinery; a button that would show a tooltip, or
 * has a description, is WordPress's own.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button as HostButton } from '@wordpress/components';
import { download } from '@wordpress/icons';

import { Button } from '../../../src/components/button';

type Props = React.ComponentProps<typeof HostButton>;

const cases: Array<[string, Props]> = [
	['plain', { children: 'Save' }],
	[
		'primary, busy, 40px',
		{ variant: 'primary', isBusy: true, __next40pxDefaultSize: true, children: 'Save' },
	],
	['secondary with icon and text', { variant: 'secondary', icon: download, children: 'Export' }],
	['tertiary, small', { variant: 'tertiary', size: 'small', children: 'Undo' }],
	[
		'compact link, destructive',
		{ variant: 'link', size: 'compact', isDestructive: true, children: 'Remove' },
	],
	['disabled', { variant: 'primary', disabled: true, children: 'Save' }],
	['pressed', { 'aria-pressed': true, children: 'Bold' } as Props],
	['icon on the right', { icon: download, iconPosition: 'right', text: 'Download' }],
	['labelled with text', { label: 'Export all transactions', children: 'Export' }],
	['anchor', { href: '/wp-admin/admin.php?page=x', variant: 'secondary', children: 'Open' } as Props],
	['disabled anchor is a button', { href: '/x', disabled: true, children: 'Open' } as Props],
	['extra attributes', { className: 'my-button', id: 'b1', 'data-x': '1', children: 'Go' } as Props],
];

/** The button element the host draws (inside its tooltip wrapper), as markup. */
function markup(element: React.ReactElement): string {
	const { container, unmount } = render(element);
	const html = (container.querySelector('button, a') as HTMLElement).outerHTML;
	unmount();
	return html;
}

describe('Button', () => {
	test.each(cases)('%s: the same element as WordPress draws', (_name, props) => {
		expect(markup(<Button {...props} />)).toBe(markup(<HostButton {...props} />));
	});

	test('accessibleWhenDisabled: focusable, aria-disabled, clicks blocked', () => {
		const onClick = jest.fn();
		render(
			<Button accessibleWhenDisabled disabled onClick={onClick}>
				Pay out
			</Button>
		);
		const button = screen.getByRole('button', { name: 'Pay out' });
		expect(button).not.toBeDisabled();
		expect(button).toHaveAttribute('aria-disabled', 'true');
		fireEvent.click(button);
		expect(onClick).not.toHaveBeenCalled();
	});

	test('forwards its ref to the element', () => {
		const ref = { current: null as HTMLButtonElement | null };
		render(<Button ref={ref}>Go</Button>);
		expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
	});
});
