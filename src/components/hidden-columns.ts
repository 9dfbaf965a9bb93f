/**
 * Column choice of a `TableCard` remembered in a user preference (spec 001 §2.1, §3.12: e.g.
 * `wc_payments_payouts_hidden_columns`), so that hidden columns survive reloads and other devices.
 *
 * Generic: pass the table's headers (with `required: true` on the columns that cannot be hidden) and the
 * preference name. The hook answers the headers with `visible` set from the preference, the handler for
 * TableCard's `onColumnsChange`, and a `tableKey`: TableCard reads `visible` only when it mounts, so give it
 * `key={ tableKey }` (it changes once, when the preference has loaded).
 *
 * @example
 * const { headers, onColumnsChange, tableKey } = useHiddenColumns( 'wc_payments_payouts_hidden_columns', HEADERS );
 * <TableCard key={ tableKey } headers={ headers } onColumnsChange={ onColumnsChange } … />
 */
import { useCallback, useMemo } from '@wordpress/element';

import { useUserPreference } from '../data/user';

/** The part of a TableCard header this hook reads and sets. */
export interface ColumnHeader {
	key: string;
	required?: boolean;
	visible?: boolean;
}

/**
 * The hidden column keys of a stored preference: a list of strings (anything else counts as none),
 * never a required column.
 *
 * @param stored  The preference value.
 * @param headers The table's headers.
 */
export function hiddenColumnsFrom(stored: unknown, headers: readonly ColumnHeader[]): string[] {
	if (!Array.isArray(stored)) {
		return [];
	}
	const hideable = new Set(headers.filter((h) => !h.required).map((h) => h.key));
	return stored.filter((key): key is string => typeof key === 'string' && hideable.has(key));
}

/**
 * What to store when TableCard reports the visible columns: every hideable column that is not shown.
 *
 * @param shown   Keys TableCard shows now.
 * @param headers The table's headers.
 */
export function hiddenColumnsAfterChange(
	shown: readonly string[],
	headers: readonly ColumnHeader[]
): string[] {
	return headers.filter((h) => !h.required && !shown.includes(h.key)).map((h) => h.key);
}

export function useHiddenColumns<H extends ColumnHeader>(
	preference: string,
	allHeaders: readonly H[]
): {
	headers: H[];
	hidden: string[];
	onColumnsChange: (shown: string[]) => void;
	tableKey: string;
	isLoading: boolean;
} {
	const [stored, save, isLoading] = useUserPreference<string[]>(preference);
	const hidden = useMemo(() => hiddenColumnsFrom(stored, allHeaders), [stored, allHeaders]);
	const headers = useMemo(
		() => allHeaders.map((h) => ({ ...h, visible: h.required ? true : !hidden.includes(h.key) })),
		[allHeaders, hidden]
	);
	const onColumnsChange = useCallback(
		(shown: string[]) => {
			void save(hiddenColumnsAfterChange(shown, allHeaders));
		},
		[save, allHeaders]
	);
	return { headers, hidden, onColumnsChange, tableKey: isLoading ? 'loading' : 'ready', isLoading };
}
