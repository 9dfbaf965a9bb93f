/**
 * The one table of every list page (DESIGN.md "Tables"; STYLE.md point 5): WooCommerce's report table
 * (drawn with plain elements by ./table-card.tsx) with the URL query handling and its one paging rule, the
 * back-to-page-1 on filter changes, hidden columns remembered in the user preference the page names, the summary line above the
 * rows (an accessible list) and the page's actions (Export, search…) beside the column picker. A page gives
 * its columns, its rows (cells by column key), its summary items and its actions.
 *
 * Fast over big lists: the card's element is memoised, and the summary line reads its items from a
 * context, so a summary arriving (or anything else that leaves the table's inputs alone) redraws the
 * summary, not the rows. Pass memoised `rows` and `actions` to keep it so.
 */
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from '@wordpress/element';

import type { DataTableColumn, DataTableRow } from './columns';
import {
	shownQuery,
	tableQueryHandler,
	useFirstPageOnFilterChange,
	useAscendingDateBetween,
	useLastPageWhenPastTheEnd,
	type ListParams,
	type TableQuery,
} from './query';
import { useFocusTableAfterQueryChange } from './keep-focus';
import { SummaryLine, type SummaryItem, type SummaryLineFailure } from './summary-line';
import { TableCard } from './table-card';
import { useHiddenColumns } from './use-hidden-columns';
import './style.scss';

export interface DataTableProps {
	/** The card's title (also the table's caption). */
	title: string;
	className?: string;
	columns: readonly DataTableColumn[];
	/** One page of rows: cells by column key. */
	rows: readonly DataTableRow[];
	/** The column whose cell value identifies a row (React key); rows are keyed by position without it. */
	rowKey?: string;
	/** Index of the visible cell that heads each row (`th scope="row"`); default 0. */
	rowHeader?: number | false;
	/** Rows on every page. */
	totalRows: number;
	/** The rows are loading (the placeholder shows while there are none yet). */
	isLoading: boolean;
	emptyMessage: string;
	/** The page query (the URL). */
	query: TableQuery;
	/** The REST params the list was read with (`page`, `pagesize`, `sort`, `direction`). */
	params: ListParams;
	/** The page the URL updates go to; the current page by default. */
	path?: string;
	/** Query keys of the page's filters: a change while on a later page goes back to page 1. */
	filterKeys?: readonly string[];
	/** The user preference holding the hidden columns. */
	preference: string;
	/** Every column the preference covers, when a table with more columns shares it (see useHiddenColumns). */
	preferenceColumns?: readonly DataTableColumn[];
	/** The summary line's accessible name; without it there is no summary line. */
	summaryLabel?: string;
	/** The summary line's items (nothing shows while undefined or empty). */
	summary?: readonly SummaryItem[];
	/**
	 * Set when the summary's read failed (a list hook's `summaryFailure`): the summary line says so, with a
	 * Retry that reads it again; the rows stay.
	 */
	summaryFailure?: SummaryLineFailure;
	/** Elements placed in the card's header (search box, Export button…). */
	actions?: readonly ReactNode[];
	/** The actions hold a search box (the card lays it out on a row of its own). */
	hasSearch?: boolean;
	/** The column picker; on by default. */
	showMenu?: boolean;
	/** Sets `data-bench-ready` to this name once rows and the column preference have loaded (npm run bench). */
	benchName?: string;
}

type SummaryValue =
	{ label: string; items: readonly SummaryItem[] | undefined; failure?: SummaryLineFailure } | undefined;

const SummaryContext = createContext<SummaryValue>(undefined);

/** The summary line in the table's preface, redrawn on its own. */
function SummarySlot() {
	const summary = useContext(SummaryContext);
	return summary ? (
		<SummaryLine label={summary.label} items={summary.items} failure={summary.failure} />
	) : null;
}

const NO_KEYS: readonly string[] = [];
const EMPTY_CELL = { display: null };

/**
 * A list page's table.
 *
 * @example
 * const { data, total, summary, isLoading, params } = useDeposits( query );
 * const rows = useMemo( () => data.map( ( d ) => payoutCells( d ) ), [ data ] );
 * <DataTable
 *     title={ __( 'Payout history', 'woocommerce-payments' ) }
 *     columns={ columns }
 *     rows={ rows }
 *     totalRows={ total ?? 0 }
 *     isLoading={ isLoading }
 *     emptyMessage={ __( 'No payouts yet.', 'woocommerce-payments' ) }
 *     query={ query }
 *     params={ params }
 *     preference="wc_payments_payouts_hidden_columns"
 *     summaryLabel={ __( 'Summary of these payouts', 'woocommerce-payments' ) }
 *     summary={ summaryItems( summary ) }
 *     actions={ [ <ExportButton key="export" … /> ] }
 * />
 */
export function DataTable({
	title,
	className,
	columns,
	rows,
	rowKey,
	rowHeader = 0,
	totalRows,
	isLoading,
	emptyMessage,
	query,
	params,
	path,
	filterKeys = NO_KEYS,
	preference,
	preferenceColumns,
	summaryLabel,
	summary,
	summaryFailure,
	actions,
	hasSearch = false,
	showMenu = true,
	benchName,
}: DataTableProps) {
	const {
		headers,
		onColumnsChange,
		isLoading: isPrefLoading,
	} = useHiddenColumns(preference, columns, preferenceColumns);
	useFirstPageOnFilterChange(query, filterKeys, path);
	useLastPageWhenPastTheEnd(params, totalRows, isLoading, path);
	useAscendingDateBetween(query, path);
	useFocusTableAfterQueryChange(query);

	const { paged, per_page: perPage, orderby, order } = shownQuery(query, params, columns);
	const tableQuery = useMemo(
		() => ({ paged, per_page: perPage, orderby, order }),
		[paged, perPage, orderby, order]
	);
	const onQueryChange = useMemo(() => tableQueryHandler(path), [path]);

	// The card takes rows as cells in header order (hidden columns included).
	const cellRows = useMemo(
		() => rows.map((row) => columns.map(({ key }) => row[key] ?? EMPTY_CELL)),
		[rows, columns]
	);
	const getRowKey = useMemo(() => {
		if (!rowKey) {
			return undefined;
		}
		const keys = rows.map((row, i) => String(row[rowKey]?.value ?? i));
		return (index: number) => keys[index];
	}, [rows, rowKey]);

	const hasSummary = summaryLabel !== undefined;
	const tableCard = useMemo(
		() => (
			<TableCard
				key={isPrefLoading ? 'loading' : 'ready'}
				className={['wcpay-data-table__card', className].filter(Boolean).join(' ')}
				title={title}
				isLoading={(isLoading && cellRows.length === 0) || isPrefLoading}
				rowsPerPage={perPage}
				totalRows={totalRows}
				headers={headers}
				rows={cellRows}
				rowKey={getRowKey}
				rowHeader={rowHeader}
				tablePreface={hasSummary ? <SummarySlot /> : undefined}
				query={tableQuery}
				onQueryChange={onQueryChange}
				onColumnsChange={onColumnsChange}
				showMenu={showMenu}
				emptyMessage={emptyMessage}
				hasSearch={hasSearch}
				actions={actions ? [...actions] : undefined}
			/>
		),
		[
			isPrefLoading,
			className,
			title,
			isLoading,
			cellRows,
			perPage,
			totalRows,
			headers,
			getRowKey,
			rowHeader,
			hasSummary,
			tableQuery,
			onQueryChange,
			onColumnsChange,
			showMenu,
			emptyMessage,
			hasSearch,
			actions,
		]
	);

	const summaryValue = useMemo(
		() =>
			summaryLabel === undefined
				? undefined
				: { label: summaryLabel, items: summary, failure: summaryFailure },
		[summaryLabel, summary, summaryFailure]
	);
	const ready = !isLoading && !isPrefLoading && rows.length > 0;
	return (
		<div className="wcpay-data-table" data-bench-ready={benchName && ready ? benchName : undefined}>
			<SummaryContext.Provider value={summaryValue}>{tableCard}</SummaryContext.Provider>
		</div>
	);
}
