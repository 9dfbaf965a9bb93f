/**
 * Our `CheckboxControl` draws what WordPress's draws (elements, classes, label, help naming the box's
 * description, the tick when checked) with its own id prefix, and reports the new state.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxControl as HostCheckboxControl } from '@wordpress/components';

import { CheckboxControl } from '../../../src/components/controls/checkbox-control';

type Props = React.ComponentProps<typeof CheckboxControl>;

/** Markup without what only the host's styling engine adds, ids made neutral, our own classes left out. */
function markup(element: React.ReactElement): string {
	const { container, unmount } = render(element);
	container.querySelectorAll('*').forEach((el) => {
		el.removeAttribute('data-wp-c16t');
		el.removeAttribute('data-wp-component');
		el.classList.remove(
			...[...el.classList].filter((c) => /^(css-|e19lxcc|ej5x27|wcpay-|has-bottom-margin)/.test(c))
		);
		if (el.getAttribute('class') === '') {
			el.removeAttribute('class');
		}
	});
	const html = container.innerHTML.replace(/(inspector|wcpay)-checkbox-control-\d+/g, 'ID');
	unmount();
	return html;
}

const cases: Array<[string, Props]> = [
	[
		'checked with help',
		{ label: 'Enable', help: 'Shows at checkout.', checked: true, onChange: () => undefined },
	],
	['unchecked', { label: 'Enable', checked: false, onChange: () => undefined }],
	[
		'disabled with a class',
		{ label: 'Locked', checked: true, disabled: true, className: 'x', onChange: () => undefined },
	],
	[
		'no margin',
		{ label: 'Tight', checked: false, __nextHasNoMarginBottom: true, onChange: () => undefined },
	],
];

describe('CheckboxControl', () => {
	test.each(cases)('%s: the same markup as WordPress', (_name, props) => {
		expect(markup(<CheckboxControl {...props} />)).toBe(
			markup(<HostCheckboxControl {...(props as React.ComponentProps<typeof HostCheckboxControl>)} />)
		);
	});

	test('labelled, described by its help, reports the new state', () => {
		const onChange = jest.fn();
		render(
			<CheckboxControl label="Enable" help="Shows at checkout." checked={false} onChange={onChange} />
		);
		const box = screen.getByRole('checkbox', { name: 'Enable' });
		expect(box).toHaveAccessibleDescription('Shows at checkout.');
		fireEvent.click(box);
		expect(onChange).toHaveBeenCalledWith(true);
	});
});
