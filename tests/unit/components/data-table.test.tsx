/**
 * The shared DataTable rendered with its own TableCard (WooCommerce's report table as plain markup): headers from the hidden-columns preference (read
 * and written through a mocked `useUserPreference`), the column picker saving with the merge rule, the
 * summary line's markup, the actions slot, the query handler writing the URL with the one paging rule,
 * back to page 1 on a filter change, and a summary arriving without redrawing the rows.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getHistory, getPath, getQuery } from '@woocommerce/navigation';

import { DataTable, type DataTableColumn, type DataTableRow } from '../../../src/components/data-table';
import { useUserPreference } from '../../../src/data/user';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('../../../src/data/user', () => ({ useUserPreference: jest.fn() }));

const mockPreference = useUserPreference as jest.MockedFunction<typeof useUserPreference>;
let save: jest.Mock;

function preference(stored: unknown, isLoading = false) {
	mockPreference.mockImplementation(() => [stored as never, save, isLoading]);
}

const columns: DataTableColumn[] = [
	{ key: 'date', label: 'Date', required: true, isSortable: true, defaultSort: true, defaultOrder: 'desc' },
	{ key: 'amount', label: 'Amount', isSortable: true, isNumeric: true },
	{ key: 'customer', label: 'Customer' },
	{ key: 'email', label: 'Email', hiddenByDefault: true },
];

let cellRenders = 0;
function CountedCell({ text }: { text: string }) {
	cellRenders++;
	return <>{text}</>;
}

const rows: DataTableRow[] = [1, 2, 3].map((n) => ({
	date: { value: n, display: <CountedCell text={`Day ${n}`} /> },
	amount: { value: n * 100, display: `$${n}.00` },
	customer: { value: `c${n}`, display: `Customer ${n}` },
	email: { value: `e${n}`, display: `c${n}@example.com` },
}));

const params = { page: 2, pagesize: 25, sort: 'date', direction: 'desc' };

function table(props: Partial<React.ComponentProps<typeof DataTable>> = {}) {
	return (
		<DataTable
			title="Things"
			columns={columns}
			rows={rows}
			totalRows={90}
			isLoading={false}
			emptyMessage="Nothing."
			query={getQuery() as Record<string, unknown>}
			params={params}
			preference="wc_payments_things_hidden_columns"
			{...props}
		/>
	);
}

const headerTexts = () =>
	screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/Sort by.*$/, '').trim() ?? '');

function goTo(search: string) {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fthings${search}`);
}

beforeEach(() => {
	setPageGlobals();
	save = jest.fn(() => Promise.resolve(true));
	cellRenders = 0;
	goTo('&paged=2');
});

describe('hidden columns', () => {
	test('columns hidden by default stay hidden until a preference exists', () => {
		preference(undefined);
		render(table());
		expect(headerTexts()).toEqual(['Date', 'Amount', 'Customer']);
		expect(mockPreference).toHaveBeenCalledWith('wc_payments_things_hidden_columns');
	});

	test('a saved preference wins; a required column is never hidden', () => {
		preference(['customer', 'date']);
		render(table());
		expect(headerTexts()).toEqual(['Date', 'Amount', 'Email']);
	});

	test('the table waits for the preference, then re-reads it', () => {
		preference(undefined, true);
		const { rerender } = render(table());
		expect(screen.queryByText('Day 1')).toBeNull();
		// Email was hidden by default while the preference loaded; the saved choice shows it.
		preference(['amount']);
		rerender(table());
		expect(headerTexts()).toEqual(['Date', 'Customer', 'Email']);
	});

	test('the column picker is on by default, offers hideable columns and saves with the merge rule', async () => {
		preference(['amount', 'deposit_id']);
		render(table({ preferenceColumns: [...columns, { key: 'deposit_id', label: 'Payout ID' }] }));
		fireEvent.click(await screen.findByRole('button', { name: 'Choose which values to display' }));
		const items = screen.getAllByRole('menuitemcheckbox');
		expect(items.map((i) => i.textContent)).toEqual(['Amount', 'Customer', 'Email']);
		fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Customer' }));
		expect(save).toHaveBeenLastCalledWith(['amount', 'customer', 'deposit_id']);
	});

	test('the picker can be turned off', async () => {
		preference(undefined);
		const { container } = render(table({ showMenu: false }));
		await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
		expect(screen.queryByRole('button', { name: 'Choose which values to display' })).toBeNull();
		expect(container.querySelector('.woocommerce-ellipsis-menu')).toBeNull();
	});

	test('hiding the column the table is sorted by sorts by the default column', async () => {
		preference(undefined);
		goTo('&orderby=amount&order=asc');
		render(table({ params: { page: 1, pagesize: 25, sort: 'amount', direction: 'asc' } }));
		fireEvent.click(await screen.findByRole('button', { name: 'Choose which values to display' }));
		fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Amount' }));
		expect(getQuery()).toMatchObject({ orderby: 'date', order: 'desc' });
		expect(headerTexts()).toEqual(['Date', 'Customer']);
		expect(save).toHaveBeenLastCalledWith(['amount', 'email']);
	});
});

describe('summary and actions', () => {
	test('the summary is a labelled plain list above the rows; no complementary list is left', () => {
		preference(undefined);
		const { container } = render(
			table({
				summaryLabel: 'Summary of these things',
				summary: [
					{ label: 'things', value: '90' },
					{ label: 'total', value: '$9.00' },
				],
			})
		);
		const list = screen.getByRole('list', { name: 'Summary of these things' });
		expect(
			within(list)
				.getAllByRole('listitem')
				.map((li) => li.textContent)
		).toEqual(['90 things', '$9.00 total']);
		expect(container.querySelector('[role="complementary"]')).toBeNull();
		expect(list.compareDocumentPosition(screen.getByRole('table'))).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING
		);
	});

	test('no summary line without items', () => {
		preference(undefined);
		render(table({ summaryLabel: 'Summary of these things', summary: undefined }));
		expect(screen.queryByRole('list', { name: 'Summary of these things' })).toBeNull();
	});

	test('the actions show in the card header', () => {
		preference(undefined);
		const { container } = render(table({ actions: [<button key="x">Export</button>] }));
		expect(
			within(container.querySelector('.woocommerce-table__actions') as HTMLElement).getByRole(
				'button',
				{
					name: 'Export',
				}
			)
		).toBeInTheDocument();
	});

	test('a summary arriving redraws the summary, not the rows', () => {
		preference(undefined);
		const actions = [<button key="x">Export</button>];
		const { rerender } = render(table({ summaryLabel: 'Summary', actions }));
		const before = cellRenders;
		rerender(table({ summaryLabel: 'Summary', actions, summary: [{ label: 'things', value: '90' }] }));
		expect(screen.getByRole('list', { name: 'Summary' })).toHaveTextContent('90 things');
		expect(cellRenders).toBe(before);
	});
});

describe('the query in the URL', () => {
	test('shows the normalised page and sort of the params', () => {
		preference(undefined);
		goTo('&paged=abc');
		render(table({ params: { page: 1, pagesize: 25, sort: 'amount', direction: 'asc' } }));
		expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
			'aria-sort',
			'ascending'
		);
		expect(screen.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
	});

	test('a new sort goes back to page 1 by removing paged', () => {
		preference(undefined);
		render(table());
		fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
		expect(getQuery()).toMatchObject({ orderby: 'amount', order: 'desc' });
		expect(getPath()).toBe('/payments/things');
		expect(getQuery()).not.toHaveProperty('paged');
	});

	test('paging writes paged; page 1 is no paged; a new page size removes it', async () => {
		preference(undefined);
		const { rerender } = render(table());
		fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
		expect(getQuery()).toMatchObject({ paged: '3' });
		rerender(table({ params: { ...params, page: 3 } }));
		fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), {
			target: { value: '50' },
		});
		expect(getQuery()).toMatchObject({ per_page: '50' });
		// TableCard's move to the last page left (2 of 50 rows) is not written: a new size starts at page 1.
		expect(getQuery()).not.toHaveProperty('paged');
		await act(async () => undefined);

		goTo('&paged=2');
		rerender(table({ params: { ...params, page: 2 } }));
		fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
		expect(getQuery()).not.toHaveProperty('paged');
	});

	test('a filter change on a later page goes back to page 1 (the URL is replaced)', () => {
		preference(undefined);
		goTo('&paged=3&type_is=refund');
		const { rerender } = render(
			table({ filterKeys: ['type_is'], query: getQuery() as Record<string, unknown> })
		);
		expect(getQuery()).toMatchObject({ paged: '3' });
		const length = window.history.length;
		goTo('&paged=3&type_is=charge');
		act(() => {
			rerender(table({ filterKeys: ['type_is'], query: getQuery() as Record<string, unknown> }));
		});
		expect(getQuery()).toMatchObject({ type_is: 'charge' });
		expect(getQuery()).not.toHaveProperty('paged');
		expect(window.history.length).toBe(length);
	});

	test('a page past the last one goes back to the last page, in place, once the list has loaded', () => {
		preference(undefined);
		goTo('&paged=4&per_page=5');
		const past = { page: 4, pagesize: 5, sort: 'date', direction: 'desc' };
		const length = window.history.length;
		// Still loading, or no rows at all: left alone.
		const { rerender } = render(table({ params: past, totalRows: 15, isLoading: true, rows: [] }));
		expect(getQuery()).toMatchObject({ paged: '4' });
		rerender(table({ params: past, totalRows: 0, rows: [] }));
		expect(getQuery()).toMatchObject({ paged: '4' });
		// 15 rows of 5: page 3 is the last.
		act(() => {
			rerender(table({ params: past, totalRows: 15, rows: [] }));
		});
		expect(getQuery()).toMatchObject({ paged: '3', per_page: '5' });
		expect(window.history.length).toBe(length);
		// Within the pages: left alone.
		rerender(table({ params: { ...past, page: 3 }, totalRows: 15 }));
		expect(getQuery()).toMatchObject({ paged: '3' });
		// A single page left: no paged at all.
		goTo('&paged=2');
		act(() => {
			rerender(table({ params: { ...past, page: 2 }, totalRows: 4, rows: [] }));
		});
		expect(getQuery()).not.toHaveProperty('paged');
	});

	test('a "between" date filter picked later day first is put in ascending order in the URL, in place', () => {
		preference(undefined);
		goTo('&filter=advanced&date_between%5B0%5D=2026-11-20&date_between%5B1%5D=2026-11-10');
		const length = window.history.length;
		act(() => {
			render(table({ query: getQuery() as Record<string, unknown> }));
		});
		expect(getQuery()).toMatchObject({ filter: 'advanced', date_between: ['2026-11-10', '2026-11-20'] });
		expect(window.history.length).toBe(length);
	});

	test('a "between" date filter already in order, or not two days, is left as it is', () => {
		preference(undefined);
		for (const search of [
			'&date_between%5B0%5D=2026-11-10&date_between%5B1%5D=2026-11-20',
			'&date_between%5B0%5D=2026-11-20',
			'&date_between%5B0%5D=tomorrow&date_between%5B1%5D=2026-11-10',
		]) {
			goTo(search);
			const before = getQuery();
			const { unmount } = render(table({ query: getQuery() as Record<string, unknown> }));
			expect(getQuery()).toEqual(before);
			unmount();
		}
	});

	test('marks itself ready for the bench once rows and the preference have loaded', () => {
		preference(undefined, true);
		const { container, rerender } = render(table({ benchName: 'things' }));
		expect(container.querySelector('[data-bench-ready]')).toBeNull();
		preference(undefined);
		rerender(table({ benchName: 'things' }));
		expect(container.querySelector('[data-bench-ready="things"]')).not.toBeNull();
	});
});
