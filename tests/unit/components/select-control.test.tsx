/**
 * Our `SelectControl` draws what WordPress's draws (the same elements, classes and attributes; the host's
 * styling engine's classes aside) for every prop combination the product uses, and behaves the same: the
 * chosen value reaches `onChange`, the label names the select, the help describes it.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { SelectControl as HostSelectControl } from '@wordpress/components';

import { SelectControl } from '../../../src/components/controls/select-control';
import { hostMarkup } from '../../support/host-markup';

const OPTIONS = [
	{ value: 'daily', label: 'Daily' },
	{ value: 'weekly', label: 'Weekly' },
	{ value: 'monthly', label: 'Monthly', disabled: true },
];

type Props = React.ComponentProps<typeof SelectControl>;

const base: Props = {
	label: 'Payout frequency',
	value: 'weekly',
	options: OPTIONS,
	onChange: () => undefined,
	__nextHasNoMarginBottom: true,
};

const cases: Array<[string, Partial<Props>]> = [
	['the newer layout', {}],
	['with the space under it', { __nextHasNoMarginBottom: false }],
	['disabled, with help', { disabled: true, help: 'Payouts are blocked.' }],
	['help, with the space under it', { help: 'Choose a day', __nextHasNoMarginBottom: false }],
	['40 px', { __next40pxDefaultSize: true }],
	['an id and a class', { id: 'payout-interval', className: 'my-select' }],
	['an empty value', { value: '', options: [{ value: '', label: 'Choose a day' }, ...OPTIONS] }],
];

describe('SelectControl', () => {
	test.each(cases)('%s: the same markup as WordPress draws', async (_name, props) => {
		const all = { ...base, ...props };
		const ours = await hostMarkup(<SelectControl {...all} />, { ids: ['select-control'] });
		const host = await hostMarkup(<HostSelectControl {...(all as object)} onChange={() => undefined} />, {
			ids: ['select-control'],
		});
		expect(ours).toBe(host);
	});

	test('a choice reaches onChange; the label names the select, the help describes it', () => {
		const onChange = jest.fn();
		render(<SelectControl {...base} help="How often" onChange={onChange} />);
		const select = screen.getByRole('combobox', { name: 'Payout frequency' });
		expect(select).toHaveValue('weekly');
		expect(select).toHaveAccessibleDescription('How often');
		fireEvent.change(select, { target: { value: 'daily' } });
		expect(onChange).toHaveBeenCalledWith('daily');
	});

	test('a disabled option cannot be chosen; a disabled select is disabled', () => {
		const { rerender } = render(<SelectControl {...base} />);
		expect(screen.getByRole('option', { name: 'Monthly' })).toBeDisabled();
		rerender(<SelectControl {...base} disabled />);
		expect(screen.getByRole('combobox', { name: 'Payout frequency' })).toBeDisabled();
	});
});
