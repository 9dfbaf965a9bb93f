/**
 * The columns of a `DataTable` as data, and the rules of its column picker (spec 001 §2.1, §3.12, §5.2):
 * a column is shown unless the merchant hid it; until a saved preference exists the columns hidden by
 * default are hidden; required columns are never hidden (nor offered in the picker). What the picker saves
 * is every hideable column of the table that is not shown, plus the hidden state of the columns this table
 * does not show when another table shares its preference (the payout's transactions and the transactions
 * list share one). Pure functions: the hook that reads and writes the preference is `useHiddenColumns`.
 */
import type { ReactNode } from 'react';

/** A column of a `DataTable`: what the table card takes as a header, plus whether it starts hidden. */
export interface DataTableColumn {
	/** The column's key: cells are given per key, and a sortable column's key is its `orderby` value. */
	key: string;
	label: string;
	/** Read instead of the label by screen readers (e.g. for an icon column without a label). */
	screenReaderLabel?: string;
	/** Cannot be hidden (not offered in the column picker). */
	required?: boolean;
	/** Hidden until the merchant shows it (only while no preference is saved). */
	hiddenByDefault?: boolean;
	isSortable?: boolean;
	isNumeric?: boolean;
	isLeftAligned?: boolean;
	/** The column sorted by when the URL names none. */
	defaultSort?: boolean;
	defaultOrder?: 'asc' | 'desc';
	cellClassName?: string;
}

/** One cell: what shows, and the raw value behind it. */
export interface DataTableCell {
	display: ReactNode;
	value?: string | number | boolean;
}

/**
 * A cell whose display is built when the table first reads it: a row carries the cells of every column, and
 * only the shown ones are drawn, so the hidden columns' links, chips and formatted amounts are never built.
 *
 * @example
 * const cell = lazyCell( txn.amount, () => formatCurrency( txn.amount, txn.currency ) );
 * cell.display; // "$12.00", built now and kept
 */
export function lazyCell(value: DataTableCell['value'], display: () => ReactNode): DataTableCell {
	let built: { node: ReactNode } | undefined;
	return {
		value,
		get display() {
			built ??= { node: display() };
			return built.node;
		},
	};
}

/** One row: its cells by column key (a missing cell shows empty). */
export type DataTableRow = Readonly<Record<string, DataTableCell | undefined>>;

/** A column as the table card takes it: with `visible`, without `hiddenByDefault`. */
export type DataTableHeader = Omit<DataTableColumn, 'hiddenByDefault'> & { visible: boolean };

function hideable(columns: readonly DataTableColumn[]): Set<string> {
	return new Set(columns.filter((c) => !c.required).map((c) => c.key));
}

/**
 * The hidden columns of a table: the saved preference (only columns that may be hidden) when there is one,
 * else the columns hidden by default.
 *
 * @example
 * resolveHiddenColumns( columns, [ 'fees', 'net' ] ); // Set { 'fees' } ('net' is required)
 */
export function resolveHiddenColumns(columns: readonly DataTableColumn[], stored: unknown): Set<string> {
	if (Array.isArray(stored)) {
		const allowed = hideable(columns);
		return new Set(stored.filter((key): key is string => typeof key === 'string' && allowed.has(key)));
	}
	return new Set(columns.filter((c) => c.hiddenByDefault && !c.required).map((c) => c.key));
}

/**
 * The keys shown, in column order.
 *
 * @example
 * shownColumnKeys( columns, resolveHiddenColumns( columns, undefined ) );
 */
export function shownColumnKeys(columns: readonly DataTableColumn[], hidden: ReadonlySet<string>): string[] {
	return columns.filter((c) => c.required || !hidden.has(c.key)).map((c) => c.key);
}

/**
 * The headers the table card takes: every column with `visible` set.
 *
 * @example
 * columnHeaders( columns, resolveHiddenColumns( columns, saved ) );
 */
export function columnHeaders(
	columns: readonly DataTableColumn[],
	hidden: ReadonlySet<string>
): DataTableHeader[] {
	return columns.map(({ hiddenByDefault: _hidden, ...column }) => ({
		...column,
		visible: Boolean(column.required) || !hidden.has(column.key),
	}));
}

/**
 * What to save after the column picker changed: every hideable column of this table that is not shown,
 * and the hidden state of the preference's other columns as it is (the saved value, or their defaults
 * while nothing is saved), so that a table showing fewer columns never un-hides the others' columns.
 *
 * @param columns            This table's columns.
 * @param shown              The keys the table shows now.
 * @param stored             The saved preference (anything that is not a list counts as none).
 * @param preferenceColumns  Every column the preference covers (default: this table's).
 *
 * @example
 * // The payout's table (no payout columns) hides Fees; the list's hidden Payout ID stays hidden.
 * hiddenColumnsToSave( payoutColumns, shownKeys, [ 'deposit_id' ], listColumns ); // [ 'fees', 'deposit_id' ]
 */
export function hiddenColumnsToSave(
	columns: readonly DataTableColumn[],
	shown: readonly string[],
	stored: unknown,
	preferenceColumns: readonly DataTableColumn[] = columns
): string[] {
	const own = new Set(columns.map((c) => c.key));
	const required = new Set([...columns, ...preferenceColumns].filter((c) => c.required).map((c) => c.key));
	const hidden = new Set(columns.filter((c) => !c.required && !shown.includes(c.key)).map((c) => c.key));
	const others = Array.isArray(stored)
		? stored.filter((key): key is string => typeof key === 'string')
		: preferenceColumns.filter((c) => c.hiddenByDefault).map((c) => c.key);
	for (const key of others) {
		if (!own.has(key) && !required.has(key)) {
			hidden.add(key);
		}
	}
	// In the preference's column order; keys no table here knows (a column shown elsewhere) after them.
	const order = [...new Set([...preferenceColumns, ...columns].map((c) => c.key))];
	return [...order.filter((key) => hidden.has(key)), ...[...hidden].filter((key) => !order.includes(key))];
}
