/**
 * URL state of the transactions page: every filter, search, sort, page and tab lives in the query string
 * (@woocommerce/navigation), so each view is a bookmarkable URL that survives reload. The tables' sort,
 * paging and page size are written by `DataTable`; this module writes the tab.
 */
import { getHistory, getNewPath, getPath, getQuery } from '@woocommerce/navigation';

import type { QueryUpdate } from '../../components/data-table';

export const TRANSACTIONS_PATH = '/payments/transactions';

/** Pushes query changes (undefined removes a value) on the current page. */
export { updateTableQuery as updatePageQuery } from '../../components/data-table';

/** Replaces the current history entry with query changes (corrections, not merchant choices). */
export function replacePageQuery(values: QueryUpdate, path: string = getPath() as string): void {
	getHistory().replace(getNewPath(values, path, getQuery() as Record<string, unknown>));
}
