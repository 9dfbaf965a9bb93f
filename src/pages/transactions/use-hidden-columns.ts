/**
 * Hidden columns of a table, remembered in a user preference (spec 001 §5.2, §3.12): the headers for
 * `TableCard` (with `visible`), the handler of its column menu, and whether the preference has loaded
 * (`TableCard` reads `visible` once, so the table is keyed by it).
 */
import { useCallback, useMemo } from '@wordpress/element';

import { useUserPreference } from '../../data/user';
import { hiddenColumnsFromShown, resolveHiddenColumns, type ColumnDef } from './columns';

export function useHiddenColumns(preference: string, columns: ColumnDef[]) {
	const [saved, save, isLoading] = useUserPreference<string[]>(preference);
	const hidden = useMemo(() => resolveHiddenColumns(columns, saved), [columns, saved]);
	const headers = useMemo(
		() =>
			columns.map(({ hiddenByDefault: _hidden, ...column }) => ({
				...column,
				visible: Boolean(column.required) || !hidden.has(column.key),
			})),
		[columns, hidden]
	);
	const onColumnsChange = useCallback(
		(shown: string[]) => {
			void save(hiddenColumnsFromShown(columns, shown));
		},
		[columns, save]
	);
	return { headers, hidden, onColumnsChange, isLoading };
}
