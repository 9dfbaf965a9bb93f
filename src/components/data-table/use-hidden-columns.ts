/**
 * Hidden columns of a `DataTable`, remembered in the user preference its page names (spec 001 §2.1,
 * §3.12, §5.2: `wc_payments_payouts_hidden_columns`, `wc_payments_transactions_hidden_columns`, …), read
 * and written with `useUserPreference` of src/data/user. Answers the headers for the table card (with
 * `visible`), the handler of its column picker (stable, so a memoised table is not rebuilt for it) and
 * whether the preference is still loading: the card reads `visible` only when it mounts, so the table
 * is keyed by that flag.
 */
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';

import { useUserPreference } from '../../data/user';
import {
	columnHeaders,
	hiddenColumnsToSave,
	resolveHiddenColumns,
	type DataTableColumn,
	type DataTableHeader,
} from './columns';

export interface HiddenColumns {
	headers: DataTableHeader[];
	hidden: ReadonlySet<string>;
	onColumnsChange: (shown: string[]) => void;
	isLoading: boolean;
}

/**
 * The column choice of a table, kept in a user preference.
 *
 * @param preference        The preference's name.
 * @param columns           The table's columns.
 * @param preferenceColumns Every column the preference covers, when another table with more columns shares
 *                          it (their hidden state is kept on save). Default: `columns`.
 *
 * @example
 * const { headers, onColumnsChange, isLoading } = useHiddenColumns( 'wc_payments_payouts_hidden_columns', columns );
 * <TableCard key={ isLoading ? 'loading' : 'ready' } headers={ headers } onColumnsChange={ onColumnsChange } … />
 */
export function useHiddenColumns(
	preference: string,
	columns: readonly DataTableColumn[],
	preferenceColumns: readonly DataTableColumn[] = columns
): HiddenColumns {
	const [stored, save, isLoading] = useUserPreference(preference);
	const hidden = useMemo(() => resolveHiddenColumns(columns, stored), [columns, stored]);
	const headers = useMemo(() => columnHeaders(columns, hidden), [columns, hidden]);

	// The latest saved value and writer, read when the merchant changes the columns.
	const latest = useRef({ stored, save });
	useEffect(() => {
		latest.current = { stored, save };
	});
	const onColumnsChange = useCallback(
		(shown: string[]) => {
			const { stored: current, save: write } = latest.current;
			void write(hiddenColumnsToSave(columns, shown, current, preferenceColumns));
		},
		[columns, preferenceColumns]
	);
	return { headers, hidden, onColumnsChange, isLoading };
}
