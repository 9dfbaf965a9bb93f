import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';

import {
	GroupedCombobox,
	filterGroups,
	type ComboGroup,
} from '../../../src/pages/onboarding/grouped-combobox';

const GROUPS: ComboGroup[] = [
	{
		id: 'popular',
		title: 'Most popular',
		items: [
			{ id: 'popular__software', title: 'Software services', keywords: ['saas'] },
			{ id: 'popular__clothing', title: 'Clothing and accessories', keywords: ['fashion'] },
		],
	},
	{
		id: 'food',
		title: 'Food and drink',
		items: [
			{ id: 'food__restaurants', title: 'Restaurants', keywords: ['cafe'] },
			{ id: 'food__grocery', title: 'Grocery stores', keywords: [] },
		],
	},
];

function Harness({ initial }: { initial?: string }) {
	const [value, setValue] = useState(initial);
	const [touched, setTouched] = useState(false);
	return (
		<>
			<GroupedCombobox
				id="mcc"
				label="Category"
				placeholder="Search"
				value={value}
				groups={GROUPS}
				error={touched && !value ? 'Please provide a type of goods or services' : undefined}
				onChange={setValue}
				onBlur={() => setTouched(true)}
			/>
			<output data-testid="value">{value ?? ''}</output>
		</>
	);
}

describe('grouped combobox', () => {
	it('filters by title, keywords and group', () => {
		expect(filterGroups(GROUPS, 'saas').flatMap((g) => g.items.map((i) => i.id))).toEqual([
			'popular__software',
		]);
		expect(filterGroups(GROUPS, 'food').flatMap((g) => g.items)).toHaveLength(2);
		expect(filterGroups(GROUPS, 'grocery stores')).toEqual([
			{ ...GROUPS[1], items: [GROUPS[1].items[1]] },
		]);
		expect(filterGroups(GROUPS, 'zzz')).toEqual([]);
		expect(filterGroups(GROUPS, '  ')).toBe(GROUPS);
	});

	it('opens a listbox of labelled groups, filters as one types, and picks with the keyboard', () => {
		render(<Harness />);
		const input = screen.getByRole('combobox', { name: 'Category' });
		expect(input).toHaveAttribute('aria-expanded', 'false');
		fireEvent.keyDown(input, { key: 'ArrowDown' });
		expect(input).toHaveAttribute('aria-expanded', 'true');
		const listbox = screen.getByRole('listbox', { name: 'Category' });
		expect(within(listbox).getByRole('group', { name: 'Food and drink' })).toBeInTheDocument();
		expect(within(listbox).getAllByRole('option')).toHaveLength(4);

		fireEvent.change(input, { target: { value: 'cafe' } });
		expect(within(listbox).getAllByRole('option')).toHaveLength(1);
		fireEvent.keyDown(input, { key: 'ArrowDown' });
		const option = screen.getByRole('option', { name: 'Restaurants' });
		expect(input).toHaveAttribute('aria-activedescendant', option.id);
		fireEvent.keyDown(input, { key: 'Enter' });
		expect(screen.getByTestId('value')).toHaveTextContent('food__restaurants');
		expect(input).toHaveValue('Restaurants');
		expect(input).toHaveAttribute('aria-expanded', 'false');
	});

	it('picks with the pointer, closes on Escape, and shows its error once touched', () => {
		render(<Harness />);
		const input = screen.getByRole('combobox', { name: 'Category' });
		fireEvent.click(input);
		fireEvent.keyDown(input, { key: 'Escape' });
		expect(input).toHaveAttribute('aria-expanded', 'false');
		fireEvent.blur(input);
		expect(screen.getByText('Please provide a type of goods or services')).toBeInTheDocument();
		expect(input).toHaveAttribute('aria-invalid', 'true');
		expect(input).toHaveAccessibleDescription('Please provide a type of goods or services');
		fireEvent.click(input);
		fireEvent.click(screen.getByRole('option', { name: 'Grocery stores' }));
		expect(screen.getByTestId('value')).toHaveTextContent('food__grocery');
		expect(screen.queryByText('Please provide a type of goods or services')).not.toBeInTheDocument();
	});

	it('says when nothing matches', () => {
		render(<Harness initial="popular__software" />);
		const input = screen.getByRole('combobox', { name: 'Category' });
		expect(input).toHaveValue('Software services');
		fireEvent.change(input, { target: { value: 'zzz' } });
		expect(screen.getByText('No matching categories.')).toBeInTheDocument();
		expect(screen.queryAllByRole('option')).toHaveLength(0);
	});
});
