/**
 * The rows of a `DataTable`: WooCommerce's report table (`.woocommerce-table__table`) as plain markup, so
 * WooCommerce's stylesheet draws it as before. A header row of column headers (sortable ones are buttons
 * that say which way they will sort), one row per item, a cell per shown column (`th scope="row"` for the
 * row's heading), a caption with the table's title for screen readers. When it is wider than its card it
 * scrolls sideways: it then takes the keyboard focus (so the keys can scroll it), says so in its caption and
 * shades the side that has more.
 *
 * Nothing here measures the page before it is painted: the scroll check runs after the first paint.
 */
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { DataTableCell, DataTableHeader } from './columns';
import { Chevron } from './chevron';

export type SortDirection = 'asc' | 'desc';

/** The query a table shows: the page, its size and its sort. */
export interface TableQuery {
	paged?: number | string;
	per_page?: number | string;
	orderby?: string;
	order?: string;
}

export interface TableProps {
	/** The shown columns. */
	headers: readonly DataTableHeader[];
	/** One page of rows: a cell per shown column, in the headers' order. */
	rows: ReadonlyArray<readonly DataTableCell[]>;
	/** The row heading's index among the shown columns (`th scope="row"`), or false. */
	rowHeader?: number | false;
	caption: string;
	query: TableQuery;
	onSort: (key: string, direction: SortDirection) => void;
	/** A row's React key. */
	rowKey?: (index: number) => string;
	emptyMessage?: string;
	className?: string;
	/** The placeholder rows of a loading table: hidden from assistive technology and not sortable. */
	isPlaceholder?: boolean;
}

/** The column a table is sorted by, and which way. */
export function currentSort(
	headers: readonly DataTableHeader[],
	query: TableQuery
): { key: string | undefined; direction: SortDirection } {
	const key = query.orderby || headers.find((h) => h.defaultSort)?.key;
	const direction =
		query.order === 'asc' || query.order === 'desc'
			? query.order
			: (headers.find((h) => h.key === key)?.defaultOrder ?? 'desc');
	return { key, direction };
}

/** The direction a click on a column's header sorts by: the other way on the sorted column, else descending. */
export function nextSort(column: string, sorted: { key: string | undefined; direction: SortDirection }) {
	return column === sorted.key && sorted.direction === 'desc' ? 'asc' : 'desc';
}

const cellClass = (header: DataTableHeader, sortedKey: string | undefined, base: string) =>
	[
		base,
		header.cellClassName,
		header.isLeftAligned || !header.isNumeric ? 'is-left-aligned' : '',
		header.isNumeric ? 'is-numeric' : '',
		sortedKey === header.key ? 'is-sorted' : '',
	]
		.filter(Boolean)
		.join(' ');

function HeaderLabel({ header }: { header: DataTableHeader }) {
	return (
		<>
			<span aria-hidden={Boolean(header.screenReaderLabel)}>{header.label}</span>
			{header.screenReaderLabel && (
				<span className="screen-reader-text">{header.screenReaderLabel}</span>
			)}
		</>
	);
}

/** Whether the table is wider than its box, and which sides have more. */
interface ScrollState {
	scrollable: boolean;
	left: boolean;
	right: boolean;
}

const NOT_SCROLLABLE: ScrollState = { scrollable: false, left: false, right: false };

function readScroll(el: HTMLElement): ScrollState {
	const { scrollWidth, clientWidth, scrollLeft } = el;
	if (scrollWidth <= clientWidth) {
		return NOT_SCROLLABLE;
	}
	return {
		scrollable: true,
		left: Math.abs(scrollLeft) > 0,
		right: Math.abs(scrollLeft) + clientWidth < scrollWidth - 1,
	};
}

const sameScroll = (a: ScrollState, b: ScrollState) =>
	a.scrollable === b.scrollable && a.left === b.left && a.right === b.right;

/** The scroll state of the table's box, read after each paint that may have changed it and on resizes. */
function useScrollState(deps: unknown[]) {
	const ref = useRef<HTMLDivElement>(null);
	const [state, setState] = useState<ScrollState>(NOT_SCROLLABLE);
	const update = () => {
		const el = ref.current;
		if (el) {
			const next = readScroll(el);
			setState((prev) => (sameScroll(prev, next) ? prev : next));
		}
	};
	const updateRef = useRef(update);
	updateRef.current = update;
	useEffect(() => {
		// After the frame is painted, so the first paint never waits for a layout read.
		let frame = requestAnimationFrame(() => updateRef.current());
		const onResize = () => {
			cancelAnimationFrame(frame);
			frame = requestAnimationFrame(() => updateRef.current());
		};
		window.addEventListener('resize', onResize);
		return () => {
			cancelAnimationFrame(frame);
			window.removeEventListener('resize', onResize);
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when what the table shows changes.
	}, deps);
	return { ref, state, onScroll: update };
}

/**
 * A table of rows under their column headers.
 *
 * @example
 * <Table headers={ shown } rows={ cells } caption="Payouts" query={ { orderby: 'date', order: 'desc' } }
 *     onSort={ ( key, dir ) => … } />
 */
export function Table({
	headers,
	rows,
	rowHeader = 0,
	caption,
	query,
	onSort,
	rowKey,
	emptyMessage,
	className,
	isPlaceholder = false,
}: TableProps) {
	const id = useId();
	const captionId = `${id}-caption`;
	const sorted = currentSort(headers, query);
	const hasData = rows.length > 0;
	const { ref, state, onScroll } = useScrollState([headers, rows, emptyMessage]);

	const classes = [
		'woocommerce-table__table',
		className,
		state.right ? 'is-scrollable-right' : '',
		state.left ? 'is-scrollable-left' : '',
	]
		.filter(Boolean)
		.join(' ');

	const headerCells = headers.map((header, i) => {
		const sortable = Boolean(header.isSortable);
		const isSorted = sorted.key === header.key;
		const ariaSort = !sortable
			? undefined
			: isSorted
				? sorted.direction === 'asc'
					? 'ascending'
					: 'descending'
				: 'none';
		const name = header.screenReaderLabel || header.label;
		const describedBy = `${id}-header-${i}`;
		return (
			<th
				key={header.key || i}
				role="columnheader"
				scope="col"
				aria-sort={ariaSort}
				className={[
					cellClass(header, sorted.key, 'woocommerce-table__header'),
					sortable ? 'is-sortable' : '',
				]
					.filter(Boolean)
					.join(' ')}
			>
				{sortable ? (
					<>
						<button
							type="button"
							className="components-button"
							aria-describedby={describedBy}
							onClick={
								hasData && !isPlaceholder
									? () => onSort(header.key, nextSort(header.key, sorted))
									: undefined
							}
						>
							<Chevron direction={isSorted && sorted.direction === 'asc' ? 'up' : 'down'} />
							<HeaderLabel header={header} />
						</button>
						<span className="screen-reader-text" id={describedBy}>
							{isSorted && sorted.direction === 'desc'
								? /* translators: %s: column label */
									sprintf(__('Sort by %s in ascending order', 'woocommerce-payments'), name)
								: /* translators: %s: column label */
									sprintf(
										__('Sort by %s in descending order', 'woocommerce-payments'),
										name
									)}
						</span>
					</>
				) : (
					<HeaderLabel header={header} />
				)}
			</th>
		);
	});

	let body: ReactNode;
	if (hasData) {
		// A column's cell class, worked out once for all its rows.
		const itemClasses = headers.map((header) => cellClass(header, sorted.key, 'woocommerce-table__item'));
		body = rows.map((row, i) => (
			<tr key={rowKey ? rowKey(i) : i}>
				{row.map((cell, j) => {
					const header = headers[j];
					const Cell = rowHeader === j ? 'th' : 'td';
					return (
						<Cell
							key={header?.key ?? j}
							scope={rowHeader === j ? 'row' : undefined}
							className={itemClasses[j]}
						>
							{cell.display ?? null}
						</Cell>
					);
				})}
			</tr>
		));
	} else {
		body = (
			<tr>
				<td className="woocommerce-table__empty-item" colSpan={headers.length}>
					{emptyMessage ?? __('No data to display', 'woocommerce-payments')}
				</td>
			</tr>
		);
	}

	return (
		// A scrolling table is a focusable group, so the keyboard can scroll it.
		<div
			ref={ref}
			className={classes}
			role="group"
			aria-labelledby={captionId}
			aria-hidden={isPlaceholder || undefined}
			tabIndex={state.scrollable && !isPlaceholder ? 0 : undefined}
			onScroll={onScroll}
		>
			<table>
				<caption id={captionId} className="woocommerce-table__caption screen-reader-text">
					{caption}
					{state.scrollable && <small>{__('(scroll to see more)', 'woocommerce-payments')}</small>}
				</caption>
				<tbody>
					<tr>{headerCells}</tr>
					{body}
				</tbody>
			</table>
		</div>
	);
}

/** The loading rows: a placeholder per shown cell. */
export function TablePlaceholder({
	headers,
	numberOfRows,
	caption,
	query,
	rowHeader,
}: {
	headers: readonly DataTableHeader[];
	numberOfRows: number;
	caption: string;
	query: TableQuery;
	rowHeader?: number | false;
}) {
	const rows = Array.from({ length: numberOfRows }, () =>
		headers.map(() => ({ display: <span className="is-placeholder" /> }))
	);
	return (
		<Table
			headers={headers}
			rows={rows}
			rowHeader={rowHeader}
			caption={caption}
			query={query}
			onSort={() => undefined}
			className="is-loading"
			isPlaceholder
		/>
	);
}
