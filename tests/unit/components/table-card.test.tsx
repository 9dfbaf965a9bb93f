/**
 * The DataTable's own card, table and pagination (src/components/data-table/table-card.tsx, table.tsx,
 * pagination.tsx): WooCommerce's report table as plain markup, with its labels, sort rules, paging rules and
 * placeholders; the column picker after the first paint.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import type { DataTableHeader } from '../../../src/components/data-table/columns';
import { Pagination } from '../../../src/components/data-table/pagination';
import { Table, currentSort, nextSort } from '../../../src/components/data-table/table';
import { TableCard } from '../../../src/components/data-table/table-card';
import { setPageGlobals } from '../../support/page-globals';

const headers: DataTableHeader[] = [
	{ key: 'details', label: '', screenReaderLabel: 'Details', required: true, visible: true },
	{ key: 'date', label: 'Date', isSortable: true, defaultSort: true, visible: true },
	{ key: 'amount', label: 'Amount', isSortable: true, isNumeric: true, visible: true },
	{ key: 'note', label: 'Note', visible: false },
];

const cells = (n: number) => [
	{ display: '›' },
	{ display: `Day ${n}` },
	{ display: `$${n}.00` },
	{ display: `note ${n}` },
];

beforeEach(() => setPageGlobals());

describe('Table', () => {
	const shown = headers.slice(0, 3);
	const rows = [1, 2].map((n) => cells(n).slice(0, 3));

	test('sortable headers are buttons that say which way they sort next; aria-sort on every sortable one', () => {
		const onSort = jest.fn();
		render(
			<Table
				headers={shown}
				rows={rows}
				rowHeader={1}
				caption="Things"
				query={{ orderby: 'date', order: 'desc' }}
				onSort={onSort}
			/>
		);
		const [details, date, amount] = screen.getAllByRole('columnheader');
		expect(details).not.toHaveAttribute('aria-sort');
		expect(within(details).queryByRole('button')).toBeNull();
		expect(date).toHaveAttribute('aria-sort', 'descending');
		expect(date).toHaveClass('is-sorted', 'is-sortable', 'is-left-aligned');
		expect(amount).toHaveAttribute('aria-sort', 'none');
		expect(amount).toHaveClass('is-numeric');
		expect(amount).not.toHaveClass('is-left-aligned');
		expect(within(date).getByRole('button')).toHaveAccessibleDescription(
			'Sort by Date in ascending order'
		);
		expect(within(amount).getByRole('button')).toHaveAccessibleDescription(
			'Sort by Amount in descending order'
		);
		fireEvent.click(within(date).getByRole('button'));
		expect(onSort).toHaveBeenLastCalledWith('date', 'asc');
		fireEvent.click(within(amount).getByRole('button'));
		expect(onSort).toHaveBeenLastCalledWith('amount', 'desc');
	});

	test('a label for screen readers replaces the visible one; the row heading is a row header', () => {
		render(
			<Table headers={shown} rows={rows} rowHeader={1} caption="Things" query={{}} onSort={jest.fn()} />
		);
		expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Details');
		expect(screen.getByRole('rowheader', { name: 'Day 1' })).toHaveAttribute('scope', 'row');
		expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
		expect(screen.getByRole('group', { name: 'Things' })).not.toHaveAttribute('tabindex');
	});

	test('no rows: the empty message in one cell across the columns, and sorting does nothing', () => {
		const onSort = jest.fn();
		render(
			<Table
				headers={shown}
				rows={[]}
				caption="Things"
				query={{}}
				onSort={onSort}
				emptyMessage="Nothing."
			/>
		);
		const cell = screen.getByRole('cell', { name: 'Nothing.' });
		expect(cell).toHaveAttribute('colspan', '3');
		fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
		expect(onSort).not.toHaveBeenCalled();
	});

	test('sort rules: the URL, else the default column and its default order', () => {
		expect(currentSort(shown, {})).toEqual({ key: 'date', direction: 'desc' });
		expect(currentSort(shown, { orderby: 'amount', order: 'asc' })).toEqual({
			key: 'amount',
			direction: 'asc',
		});
		expect(currentSort([{ ...shown[1], defaultOrder: 'asc' }], {})).toEqual({
			key: 'date',
			direction: 'asc',
		});
		expect(nextSort('date', { key: 'date', direction: 'desc' })).toBe('asc');
		expect(nextSort('date', { key: 'date', direction: 'asc' })).toBe('desc');
		expect(nextSort('amount', { key: 'date', direction: 'desc' })).toBe('desc');
	});
});

describe('Pagination', () => {
	function pagination(props: Partial<React.ComponentProps<typeof Pagination>> = {}) {
		const onPageChange = jest.fn();
		const onPerPageChange = jest.fn();
		const view = render(
			<Pagination
				page={2}
				perPage={25}
				total={90}
				onPageChange={onPageChange}
				onPerPageChange={onPerPageChange}
				{...props}
			/>
		);
		return { ...view, onPageChange, onPerPageChange };
	}

	test('says the page, moves by the arrows, stops at the ends', () => {
		const { onPageChange, rerender } = pagination();
		expect(screen.getByRole('status')).toHaveTextContent('Page 2 of 4');
		fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
		expect(onPageChange).toHaveBeenLastCalledWith(3);
		fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
		expect(onPageChange).toHaveBeenLastCalledWith(1);
		rerender(
			<Pagination
				page={4}
				perPage={25}
				total={90}
				onPageChange={onPageChange}
				onPerPageChange={jest.fn()}
			/>
		);
		expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Previous Page' })).toBeEnabled();
	});

	test('Go to page takes an existing other page on Enter or when left, and nothing else', () => {
		const { onPageChange } = pagination();
		const input = screen.getByRole('spinbutton', { name: 'Go to page' });
		expect(input).toHaveValue(2);
		fireEvent.change(input, { target: { value: '9' } });
		fireEvent.keyDown(input, { key: 'Enter' });
		fireEvent.change(input, { target: { value: '0' } });
		fireEvent.blur(input);
		fireEvent.change(input, { target: { value: '2' } });
		fireEvent.blur(input);
		expect(onPageChange).not.toHaveBeenCalled();
		fireEvent.change(input, { target: { value: '3' } });
		fireEvent.keyDown(input, { key: 'Enter' });
		expect(onPageChange).toHaveBeenCalledWith(3);
	});

	test('Rows per page offers 25, 50, 75 and 100', () => {
		const { onPerPageChange } = pagination();
		const select = screen.getByRole('combobox', { name: 'Rows per page' });
		expect(
			within(select)
				.getAllByRole('option')
				.map((o) => o.textContent)
		).toEqual(['25', '50', '75', '100']);
		fireEvent.change(select, { target: { value: '75' } });
		expect(onPerPageChange).toHaveBeenCalledWith(75);
	});

	test('one page: only the size picker, and only when the list holds more than the smallest page', () => {
		const { container, rerender } = pagination({ page: 1, perPage: 50, total: 40 });
		expect(screen.queryByRole('status')).toBeNull();
		expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
		rerender(
			<Pagination
				page={1}
				perPage={25}
				total={25}
				onPageChange={jest.fn()}
				onPerPageChange={jest.fn()}
			/>
		);
		expect(container).toBeEmptyDOMElement();
	});
});

describe('TableCard', () => {
	const card = (props: Partial<React.ComponentProps<typeof TableCard>> = {}) => (
		<TableCard
			title="Things"
			headers={headers}
			rows={[cells(1), cells(2)]}
			rowHeader={1}
			isLoading={false}
			rowsPerPage={25}
			totalRows={60}
			query={{ paged: 1, per_page: 25 }}
			onQueryChange={() => () => undefined}
			onColumnsChange={jest.fn()}
			{...props}
		/>
	);

	test('the title heads the card; hidden columns are left out of the rows', () => {
		const { container } = render(card({ actions: [<button key="x">Export</button>], hasSearch: true }));
		expect(screen.getByRole('heading', { level: 2, name: 'Things' })).toBeInTheDocument();
		expect(container.firstChild).toHaveClass(
			'woocommerce-table',
			'has-actions',
			'has-menu',
			'has-search'
		);
		expect(screen.getAllByRole('columnheader')).toHaveLength(3);
		expect(screen.queryByText('note 1')).toBeNull();
		expect(screen.getByRole('row', { name: /Day 2/ })).toHaveTextContent('$2.00');
	});

	test('while loading: placeholder rows hidden from assistive technology, no pagination', () => {
		const { container } = render(card({ isLoading: true, rowsPerPage: 5 }));
		expect(screen.getByText('Your requested data is loading')).toHaveClass('screen-reader-text');
		const placeholder = container.querySelector('.woocommerce-table__table.is-loading');
		expect(placeholder).toHaveAttribute('aria-hidden', 'true');
		expect(placeholder?.querySelectorAll('tr')).toHaveLength(6);
		expect(screen.queryByRole('table')).toBeNull();
		expect(container.querySelector('.woocommerce-pagination')).toBeNull();
	});

	test('the column picker keeps its place before the first paint, then mounts', async () => {
		const { container } = render(card());
		expect(container.querySelector('.wcpay-after-first-paint.woocommerce-ellipsis-menu')).not.toBeNull();
		expect(screen.queryByRole('button', { name: 'Choose which values to display' })).toBeNull();
		expect(
			await screen.findByRole('button', { name: 'Choose which values to display' })
		).toBeInTheDocument();
		await act(async () => undefined);
	});
});
