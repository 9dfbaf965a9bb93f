/**
 * The card around a `DataTable`: what WooCommerce's `TableCard` draws — a header with the title, the
 * page's actions and the column picker; the summary line and the rows (or their placeholder while they
 * load); the pagination in the footer — with the same markup and class names, so WooCommerce's stylesheet
 * and ours style it as before, but drawn with plain elements (our `Card`, src/components/card): the host's
 * card, text and button components compute and insert their styles while they render (and each button sets
 * up a tooltip), which made up most of a list page's first render. What the table's card draws differently
 * from a plain card (no padding around the rows, the pagination centred) is in table-card.scss.
 */
import type { ReactNode } from 'react';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Card, CardBody, CardFooter, CardHeader } from '../card';
import type { DataTableCell, DataTableHeader } from './columns';
import { ColumnMenu } from './column-menu';
import { Pagination } from './pagination';
import { Table, TablePlaceholder, type SortDirection, type TableQuery } from './table';
import './table-card.scss';

/** A change of the table's query: `onQueryChange( param )( value, direction )`, as WooCommerce's. */
export type TableQueryChange = (param: string) => (value?: string, direction?: string) => void;

export interface TableCardProps {
	title: string;
	className?: string;
	/** Every column, with `visible` (a column hidden by the merchant is left out of the rows). */
	headers: readonly DataTableHeader[];
	/** One page of rows: a cell per column, in the headers' order (hidden columns included). */
	rows: ReadonlyArray<readonly DataTableCell[]>;
	rowKey?: (index: number) => string;
	rowHeader?: number | false;
	isLoading: boolean;
	rowsPerPage: number;
	totalRows: number;
	query: TableQuery;
	onQueryChange: TableQueryChange;
	/** The merchant showed or hid a column: the keys shown now, and the one that changed. */
	onColumnsChange: (shown: string[], changed: string) => void;
	/** Above the rows (the summary line). */
	tablePreface?: ReactNode;
	actions?: readonly ReactNode[];
	hasSearch?: boolean;
	showMenu?: boolean;
	emptyMessage?: string;
}

const shownKeys = (headers: readonly DataTableHeader[]) => headers.filter((h) => h.visible).map((h) => h.key);

/**
 * A list table in its card.
 *
 * @example
 * <TableCard title="Payout history" headers={ headers } rows={ cellRows } rowsPerPage={ 25 } totalRows={ 144 }
 *     query={ { paged: 1, per_page: 25, orderby: 'date', order: 'desc' } } onQueryChange={ handler }
 *     onColumnsChange={ save } isLoading={ false } />
 */
export function TableCard({
	title,
	className,
	headers,
	rows,
	rowKey,
	rowHeader = 0,
	isLoading,
	rowsPerPage,
	totalRows,
	query,
	onQueryChange,
	onColumnsChange,
	tablePreface,
	actions,
	hasSearch = false,
	showMenu = true,
	emptyMessage,
}: TableCardProps) {
	// The picker answers at once; the saved preference follows (the card is remounted when it loads).
	const [shown, setShown] = useState<string[]>(() => shownKeys(headers));

	const visibleHeaders = useMemo(() => headers.filter((h) => shown.includes(h.key)), [headers, shown]);
	const visibleRows = useMemo(() => {
		const keep = headers.map((h) => shown.includes(h.key));
		return rows.map((row) => row.filter((_cell, i) => keep[i]));
	}, [headers, rows, shown]);

	const onToggle = (key: string) => {
		if (shown.includes(key)) {
			if (query.orderby === key) {
				// The table cannot stay sorted by a column it no longer shows.
				const fallback = headers.find((h) => h.defaultSort) ?? headers[0];
				onQueryChange('sort')(fallback?.key, 'desc');
			}
			const next = shown.filter((k) => k !== key);
			onColumnsChange(next, key);
			setShown(next);
		} else {
			const next = [...shown, key];
			onColumnsChange(next, key);
			setShown(next);
		}
	};

	const page = Math.max(1, parseInt(String(query.paged ?? 1), 10) || 1);
	const classes = [
		'wcpay-table-card',
		'woocommerce-table',
		className,
		actions ? 'has-actions' : '',
		showMenu ? 'has-menu' : '',
		hasSearch ? 'has-search' : '',
	]
		.filter(Boolean)
		.join(' ');

	return (
		<Card className={classes}>
			<CardHeader className="wcpay-table-card__header">
				<h2 className="components-truncate components-text wcpay-table-card__title" tabIndex={-1}>
					{title}
				</h2>
				<div className="woocommerce-table__actions">{actions}</div>
				{showMenu && <ColumnMenu headers={headers} shown={shown} onToggle={onToggle} />}
			</CardHeader>
			<CardBody className="wcpay-table-card__body">
				{tablePreface && <div className="woocommerce-table__preface">{tablePreface}</div>}
				{isLoading ? (
					<>
						<span className="screen-reader-text">
							{__('Your requested data is loading', 'woocommerce-payments')}
						</span>
						<TablePlaceholder
							headers={visibleHeaders}
							numberOfRows={rowsPerPage}
							caption={title}
							query={query}
							rowHeader={rowHeader}
						/>
					</>
				) : (
					<Table
						headers={visibleHeaders}
						rows={visibleRows}
						rowKey={rowKey}
						rowHeader={rowHeader}
						caption={title}
						query={query}
						onSort={(key: string, direction: SortDirection) =>
							onQueryChange('sort')(key, direction)
						}
						emptyMessage={emptyMessage}
					/>
				)}
			</CardBody>
			<CardFooter className="wcpay-table-card__footer">
				{!isLoading && (
					<Pagination
						page={page}
						perPage={rowsPerPage}
						total={totalRows}
						onPageChange={(next) => onQueryChange('paged')(String(next))}
						onPerPageChange={(size) => onQueryChange('per_page')(String(size))}
					/>
				)}
			</CardFooter>
		</Card>
	);
}
