/**
 * The lists' failure states in the components (the fault matrix's list cases): the summary line says
 * 'The totals could not be loaded.' with a Retry (busy while the summary is read again), the Uncaptured
 * tab reads plain 'Uncaptured' once its count failed, the search box says 'Suggestions could not be
 * loaded.' and keeps the typed text, and search keys hold no whitespace (option ids and tag ids are built
 * from them; the free-text option carries the empty key) while the URL keeps the values as typed.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import {
	freeTextOption,
	searchOptionKey,
	searchQueryValue,
	searchTag,
	searchTags,
} from '../../../src/components/data-table';
import { SummaryLine } from '../../../src/components/data-table/summary-line';
import { LabelledSearch } from '../../../src/components/labelled-search';
import { uncapturedTabTitle } from '../../../src/pages/transactions/tabs';

describe('summary line', () => {
	const items = [{ label: 'payouts', value: '12' }];

	it('shows the items; nothing while loading', () => {
		const { container, rerender } = render(<SummaryLine label="Summary" items={items} />);
		expect(screen.getByRole('list', { name: 'Summary' })).toHaveTextContent('12 payouts');
		rerender(<SummaryLine label="Summary" items={undefined} />);
		expect(container).toBeEmptyDOMElement();
	});

	it('a failed summary: the message and a Retry that reads it again', () => {
		const retry = jest.fn();
		const { rerender } = render(
			<SummaryLine label="Summary" items={undefined} failure={{ isRetrying: false, retry }} />
		);
		expect(screen.getByRole('group', { name: 'Summary' })).toHaveTextContent(
			'The totals could not be loaded.'
		);
		fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		expect(retry).toHaveBeenCalledTimes(1);

		// While it is read again the button stays (focus kept) but does nothing.
		rerender(<SummaryLine label="Summary" items={undefined} failure={{ isRetrying: true, retry }} />);
		const button = screen.getByRole('button', { name: 'Retry' });
		expect(button).toHaveAttribute('aria-disabled', 'true');
		fireEvent.click(button);
		expect(retry).toHaveBeenCalledTimes(1);
	});

	it('items win over a stale failure', () => {
		render(
			<SummaryLine label="Summary" items={items} failure={{ isRetrying: false, retry: jest.fn() }} />
		);
		expect(screen.queryByText('The totals could not be loaded.')).toBeNull();
		expect(screen.getByRole('list', { name: 'Summary' })).toBeInTheDocument();
	});
});

describe('Uncaptured tab title', () => {
	it("'...' while loading, the count once known, plain 'Uncaptured' when the count failed", () => {
		expect(uncapturedTabTitle(undefined)).toBe('Uncaptured (...)');
		expect(uncapturedTabTitle(undefined, true)).toBe('Uncaptured');
		expect(uncapturedTabTitle(7, true)).toBe('Uncaptured (7)');
	});
});

describe('search keys', () => {
	it.each([
		['Ana Lee (ana@example.com)', 'Ana%20Lee%20(ana@example.com)'],
		['#150734', '#150734'],
		['100%\tdone\n', '100%25%09done%0A'],
		['a\u00a0b', 'a%C2%A0b'],
	])('%j → %j, without whitespace, and back', (value, key) => {
		expect(searchOptionKey(value)).toBe(key);
		expect(key).not.toMatch(/\s/);
		expect(searchQueryValue([{ key }])).toEqual([value]);
		expect(searchTag(value)).toEqual({ key, label: value });
	});

	it('tags of the URL and the URL of tags', () => {
		expect(searchTags(['Ana Lee', '#1'])).toEqual([
			{ key: 'Ana%20Lee', label: 'Ana Lee' },
			{ key: '#1', label: '#1' },
		]);
		// The label is the value; a key alone is decoded.
		expect(searchQueryValue(searchTags(['Ana Lee', 'x y']))).toEqual(['Ana Lee', 'x y']);
		expect(searchQueryValue([{ key: '100%' }])).toEqual(['100%']);
	});

	it('the free-text option has the empty key (the id the control names while none is highlighted)', () => {
		expect(freeTextOption('Ana', 'All that include <query />').key).toBe('');
	});
});

describe('search box', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	const completer = (options: (term?: string) => Promise<unknown[]>) => ({
		options,
		getOptionIdentifier: (o: { value: string }) => searchOptionKey(o.value),
		getOptionLabel: (o: { label: string }) => o.label,
		getOptionKeywords: (o: { label: string }) => [o.label],
		getOptionCompletion: (o: { value: string }) => searchTag(o.value),
		getFreeTextOptions: (query: string) => [freeTextOption(query, 'All that include <query />')],
	});

	async function type(text: string) {
		// The control mounts just after the first paint (a frame, then a task).
		await act(async () => {
			jest.advanceTimersByTime(50);
		});
		const box = screen.getByRole('combobox', { name: 'Search' });
		fireEvent.focus(box);
		fireEvent.change(box, { target: { value: text } });
		await act(async () => {
			jest.advanceTimersByTime(600);
		});
		await act(async () => {
			await Promise.resolve();
		});
		return box;
	}

	it('a failed suggestion fetch says so and keeps the typed text; the next fetch clears it', async () => {
		const options = jest
			.fn()
			.mockRejectedValueOnce(new Error('boom'))
			.mockResolvedValue([{ label: 'Ana Lee', value: 'Ana Lee' }]);
		render(
			<LabelledSearch
				label="Search"
				completer={completer(options)}
				selected={[]}
				onChange={jest.fn()}
			/>
		);
		const box = await type('Ana');
		// Under the box (a live region), and under the free-text option of the open list.
		expect(screen.getByText('Suggestions could not be loaded.', { selector: 'p' })).toBeInTheDocument();
		expect(screen.getByRole('option', { name: /All that include Ana/ })).toHaveTextContent(
			'Suggestions could not be loaded.'
		);
		expect(box).toHaveValue('Ana');

		await type('Ana ');
		expect(screen.queryAllByText('Suggestions could not be loaded.')).toEqual([]);
		expect(options).toHaveBeenCalledTimes(2);
	});
});
