/**
 * The rules of the shared DataTable as pure functions: the one paging rule of its query handler, the
 * query TableCard shows, hidden columns (defaults, saved preference, required columns) and the merge rule
 * when two tables with different column sets share one preference.
 */
import {
	hiddenColumnsToSave,
	lazyCell,
	resolveHiddenColumns,
	shownColumnKeys,
	type DataTableColumn,
} from '../../../src/components/data-table';
import { filterSignature, shownQuery, tableQueryUpdate } from '../../../src/components/data-table/query';
import { getTransactionColumns, PAYOUT_COLUMNS } from '../../../src/components/transactions-table';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

const columns: DataTableColumn[] = [
	{ key: 'date', label: 'Date', required: true, isSortable: true, defaultSort: true, defaultOrder: 'desc' },
	{ key: 'amount', label: 'Amount', isSortable: true },
	{ key: 'fees', label: 'Fees' },
	{ key: 'email', label: 'Email', hiddenByDefault: true },
	{ key: 'capture_by', label: 'Capture by', isSortable: true },
];

describe('the paging rule of the query handler', () => {
	test('a new sort or page size goes back to page 1 by removing paged', () => {
		expect(tableQueryUpdate('sort', 'amount', 'asc')).toEqual({
			orderby: 'amount',
			order: 'asc',
			paged: undefined,
		});
		expect(tableQueryUpdate('per_page', '50')).toEqual({ per_page: '50', paged: undefined });
	});

	test('page 1 is written as no paged; other pages as they are', () => {
		expect(tableQueryUpdate('paged', '1')).toEqual({ paged: undefined });
		expect(tableQueryUpdate('paged', '4')).toEqual({ paged: '4' });
		expect(tableQueryUpdate('tab', 'x')).toEqual({ tab: 'x' });
	});

	test('the filter signature changes only with the filters', () => {
		const keys = ['type_is', 'search'];
		expect(filterSignature({ type_is: 'refund', paged: '2' }, keys)).toBe(
			filterSignature({ type_is: 'refund', paged: '5', orderby: 'amount' }, keys)
		);
		expect(filterSignature({ type_is: 'refund' }, keys)).not.toBe(
			filterSignature({ type_is: 'charge' }, keys)
		);
	});
});

describe('the query TableCard shows', () => {
	test('page, size and sort come from the REST params the list was read with', () => {
		expect(
			shownQuery(
				{ paged: 'abc', per_page: 'xyz' },
				{ page: 1, pagesize: 25, sort: 'date', direction: 'desc' },
				columns
			)
		).toEqual({ paged: '1', per_page: 25, orderby: 'date', order: 'desc' });
		expect(
			shownQuery(
				{ paged: '3', orderby: 'amount', order: 'asc' },
				{ page: 3, pagesize: 50, sort: 'amount', direction: 'asc' },
				columns
			)
		).toEqual({ paged: '3', per_page: 50, orderby: 'amount', order: 'asc' });
	});

	test('a hostile orderby shows the sort that was read; an alias shows on the column the URL names', () => {
		expect(
			shownQuery(
				{ orderby: '<b>x</b>' },
				{ page: 1, pagesize: 25, sort: 'date', direction: 'desc' },
				columns
			).orderby
		).toBe('date');
		expect(
			shownQuery(
				{ orderby: 'capture_by' },
				{ page: 1, pagesize: 25, sort: 'created', direction: 'asc' },
				columns
			).orderby
		).toBe('capture_by');
	});

	test('without params: page 1, 25 rows, the default sort column and order', () => {
		expect(shownQuery({}, {}, columns)).toEqual({
			paged: '1',
			per_page: 25,
			orderby: 'date',
			order: 'desc',
		});
	});
});

describe('hidden columns', () => {
	test('hidden by default until a preference exists; required columns are never hidden', () => {
		expect([...resolveHiddenColumns(columns, undefined)]).toEqual(['email']);
		expect([...resolveHiddenColumns(columns, null)]).toEqual(['email']);
		expect([...resolveHiddenColumns(columns, [])]).toEqual([]);
		expect([...resolveHiddenColumns(columns, ['date', 'fees', 'nope', 3])]).toEqual(['fees']);
		expect(shownColumnKeys(columns, new Set(['fees', 'date']))).toEqual([
			'date',
			'amount',
			'email',
			'capture_by',
		]);
	});

	test('saving: every hideable column that is not shown, never a required one', () => {
		expect(hiddenColumnsToSave(columns, ['amount', 'email', 'capture_by'], undefined)).toEqual(['fees']);
		expect(hiddenColumnsToSave(columns, ['date', 'amount'], ['email'])).toEqual([
			'fees',
			'email',
			'capture_by',
		]);
	});

	describe('two tables sharing one preference (the transactions list and a payout page)', () => {
		const list = getTransactionColumns({ subscriptionsActive: false });
		const payout = getTransactionColumns({ subscriptionsActive: false, inPayout: true });
		const shownInPayout = (hidden: string[]) =>
			payout.map((c) => c.key).filter((key) => !hidden.includes(key));

		test('the payout table has the list columns minus the payout columns', () => {
			expect(payout.map((c) => c.key)).toEqual(
				list.map((c) => c.key).filter((k) => !PAYOUT_COLUMNS.includes(k))
			);
		});

		test('saving from the payout table keeps the saved state of the payout columns', () => {
			const stored = ['deposit_id', 'fees', 'customer_email'];
			const saved = hiddenColumnsToSave(
				payout,
				shownInPayout(['customer_email', 'customer_name']),
				stored,
				list
			);
			expect(saved).toContain('deposit_id');
			expect(saved).toContain('customer_name');
			expect(saved).toContain('customer_email');
			expect(saved).not.toContain('fees');
			// Shown in the list: still shown after the payout page saved.
			expect(saved).not.toContain('deposit');
			expect(saved).not.toContain('deposit_status');
		});

		test('with nothing saved yet, the payout columns keep their defaults', () => {
			const saved = hiddenColumnsToSave(payout, shownInPayout(['fees']), undefined, list);
			expect(saved).toEqual(
				expect.arrayContaining(['fees', 'deposit_currency', 'deposit_id', 'deposit_status'])
			);
			expect(saved).not.toContain('deposit');
			const hiddenInList = resolveHiddenColumns(list, saved);
			expect(hiddenInList.has('deposit')).toBe(false);
			expect(hiddenInList.has('deposit_status')).toBe(true);
		});

		test('keys of columns neither table shows now (Subscription # while inactive) are kept', () => {
			expect(
				hiddenColumnsToSave(
					list,
					list.map((c) => c.key),
					['subscriptions', 'fees']
				)
			).toEqual(['subscriptions']);
		});
	});
});

describe('lazy cells', () => {
	it('builds a display only when the table reads it, once', () => {
		const build = jest.fn(() => 'built');
		const cell = lazyCell(42, build);
		expect(cell.value).toBe(42);
		expect(build).not.toHaveBeenCalled();
		expect(cell.display).toBe('built');
		expect(cell.display).toBe('built');
		expect(build).toHaveBeenCalledTimes(1);
	});
});
