/**
 * Our `TextControl` and `TextareaControl` draw what WordPress's draw (the same elements, classes and
 * attributes; the host's styling engine's classes aside) for every prop combination the product uses, and
 * behave the same: typed text reaches `onChange`, the label names the field, the help describes it.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import {
	TextControl as HostTextControl,
	TextareaControl as HostTextareaControl,
} from '@wordpress/components';

import { TextareaControl, TextControl } from '../../../src/components/controls/text-control';
import { hostMarkup } from '../../support/host-markup';

const noop = () => undefined;

const textCases: Array<[string, Record<string, unknown>]> = [
	[
		'label and value, the newer layout',
		{ label: 'Support email', value: 'a@b.c', __nextHasNoMarginBottom: true },
	],
	['with the space under it', { label: 'Support email', value: '' }],
	[
		'help',
		{ label: 'Descriptor', value: 'SHOP', help: 'Shown on statements.', __nextHasNoMarginBottom: true },
	],
	[
		'a number with bounds, disabled',
		{
			label: 'Radius',
			type: 'number',
			min: 0,
			max: 30,
			value: 4,
			disabled: true,
			__nextHasNoMarginBottom: true,
		},
	],
	[
		'an id, its own description and invalid',
		{
			id: 'wcpay-descriptor',
			label: 'Descriptor',
			help: 'Help',
			value: 'x',
			'aria-invalid': true,
			'aria-describedby': 'wcpay-descriptor-error',
			__nextHasNoMarginBottom: true,
		},
	],
	['40 px and a class', { label: 'URL', value: '', className: 'x', __next40pxDefaultSize: true }],
	['no label', { value: 'v', __nextHasNoMarginBottom: true }],
];

const textareaCases: Array<[string, Record<string, unknown>]> = [
	['label and value', { label: 'Custom message', value: 'Hello', __nextHasNoMarginBottom: true }],
	[
		'help, disabled, rows',
		{ label: 'Message', value: '', help: 'Shown at checkout', disabled: true, rows: 6 },
	],
];

describe('TextControl', () => {
	test.each(textCases)('%s: the same markup as WordPress draws', async (_name, props) => {
		const all = { ...props, onChange: noop } as unknown as React.ComponentProps<typeof TextControl>;
		expect(await hostMarkup(<TextControl {...all} />, { ids: ['text-control'] })).toBe(
			await hostMarkup(
				<HostTextControl {...(all as object as React.ComponentProps<typeof HostTextControl>)} />,
				{
					ids: ['text-control'],
				}
			)
		);
	});

	test('typing reaches onChange; the label names the field, the help describes it', () => {
		const onChange = jest.fn();
		render(
			<TextControl label="Support email" help="Where customers write" value="" onChange={onChange} />
		);
		const input = screen.getByRole('textbox', { name: 'Support email' });
		expect(input).toHaveAccessibleDescription('Where customers write');
		fireEvent.change(input, { target: { value: 'help@example.com' } });
		expect(onChange).toHaveBeenCalledWith('help@example.com');
	});
});

describe('TextareaControl', () => {
	test.each(textareaCases)('%s: the same markup as WordPress draws', async (_name, props) => {
		const all = { ...props, onChange: noop } as unknown as React.ComponentProps<typeof TextareaControl>;
		expect(await hostMarkup(<TextareaControl {...all} />, { ids: ['textarea-control'] })).toBe(
			await hostMarkup(
				<HostTextareaControl
					{...(all as object as React.ComponentProps<typeof HostTextareaControl>)}
				/>,
				{ ids: ['textarea-control'] }
			)
		);
	});

	test('typing reaches onChange', () => {
		const onChange = jest.fn();
		render(<TextareaControl label="Custom message" value="" onChange={onChange} />);
		fireEvent.change(screen.getByRole('textbox', { name: 'Custom message' }), {
			target: { value: 'Hi' },
		});
		expect(onChange).toHaveBeenCalledWith('Hi');
	});
});
