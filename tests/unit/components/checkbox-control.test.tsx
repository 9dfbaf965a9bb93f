/**
 * Our `CheckboxControl` draws what WordPress's draws (elements, classes, label, help naming the box's
 * description, the tick when checked) with its own id prefix, and reports the new state.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxControl as HostCheckboxControl } from '@wordpress/components';

import { CheckboxControl } from '../../../src/components/controls/checkbox-control';
import { hostMarkup } from '../../support/host-markup';

type Props = React.ComponentProps<typeof CheckboxControl>;

const markup = (element: React.ReactElement) => hostMarkup(element, { ids: ['checkbox-control'] });

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
	test.each(cases)('%s: the same markup as WordPress', async (_name, props) => {
		expect(await markup(<CheckboxControl {...props} />)).toBe(
			await markup(
				<HostCheckboxControl {...(props as React.ComponentProps<typeof HostCheckboxControl>)} />
			)
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
