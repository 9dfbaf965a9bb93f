/**
 * Our `ToggleControl` and `RadioControl` draw what WordPress's draw (elements, classes, labels, help as the
 * description) with their own id prefixes, and report the new state or value.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioControl as HostRadioControl, ToggleControl as HostToggleControl } from '@wordpress/components';

import { RadioControl } from '../../../src/components/controls/radio-control';
import { ToggleControl } from '../../../src/components/controls/toggle-control';
import { hostMarkup } from '../../support/host-markup';

const markup = (element: React.ReactElement) =>
	hostMarkup(element, { ids: ['toggle-control', 'radio-control'] });

const noop = () => undefined;

test.each([
	['on, with help', { label: 'Enable filter', checked: true, help: 'Blocks the payment.' }],
	[
		'off, disabled, help from the state',
		{
			label: 'Enable filter',
			checked: false,
			disabled: true,
			help: (on: boolean) => (on ? 'On' : 'Off'),
		},
	],
	['with a class', { label: 'Enable', checked: true, className: 'x' }],
])('ToggleControl %s: the same markup as WordPress', async (_name, props) => {
	const all = { __nextHasNoMarginBottom: true, onChange: noop, ...props };
	expect(await markup(<ToggleControl {...all} />)).toBe(
		await markup(
			<HostToggleControl {...(all as never as React.ComponentProps<typeof HostToggleControl>)} />
		)
	);
});

const options = [
	{ label: 'Small (40 px)', value: 'small' },
	{ label: 'Medium (48 px)', value: 'medium' },
	{ label: 'Large (56 px)', value: 'large', description: 'For big screens.' },
];

test.each([
	['plain', { label: 'Button size', selected: 'medium', options }],
	[
		'with help, a class and disabled',
		{
			label: 'Filter action',
			selected: 'small',
			options,
			help: 'Pick one.',
			className: 'x',
			disabled: true,
		},
	],
])('RadioControl %s: the same markup as WordPress', async (_name, props) => {
	const all = { onChange: noop, ...props };
	expect(await markup(<RadioControl {...all} />)).toBe(
		await markup(<HostRadioControl {...(all as React.ComponentProps<typeof HostRadioControl>)} />)
	);
});

test('the switch and the radios report what the merchant chose', () => {
	const onToggle = jest.fn();
	const onPick = jest.fn();
	render(
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label="Enable filter"
				help="Blocks."
				checked={false}
				onChange={onToggle}
			/>
			<RadioControl
				label="Button size"
				selected="small"
				options={options}
				onChange={onPick}
				help="Pick one."
			/>
		</>
	);
	const toggle = screen.getByRole('checkbox', { name: 'Enable filter' });
	expect(toggle).toHaveAccessibleDescription('Blocks.');
	fireEvent.click(toggle);
	expect(onToggle).toHaveBeenCalledWith(true);
	expect(screen.getByRole('group', { name: 'Button size' })).toHaveAccessibleDescription('Pick one.');
	fireEvent.click(screen.getByRole('radio', { name: 'Large (56 px)' }));
	expect(onPick).toHaveBeenCalledWith('large');
	expect(screen.getByRole('radio', { name: 'Large (56 px)' })).toHaveAccessibleDescription(
		'For big screens.'
	);
});
