/**
 * The 'All loans' table (spec 001 §2.8): every loan of the account, newest disbursement first as the API
 * lists them, on the shared `DataTable`. The API answers the whole list at once; the table pages it here with
 * the URL's `paged` / `per_page` (default 25), like every other table. A failed load says so in the table
 * (not 'There are no loans.'); the store raised 'Error retrieving the active loan summary.' (spec 001 §8).
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { DataTable } from '../../components/data-table';
import { useLoans, type CapitalLoan } from '../../data/loans';
import { parsePaging } from '../../utils/url';
import { getLoansColumns, loanCells, LOANS_HIDDEN_COLUMNS_PREFERENCE } from './columns';

/** The rows of one page of the list, and the paging it was cut with (the table's `params`). */
export function loansPage(loans: readonly CapitalLoan[], query: Readonly<Record<string, unknown>>) {
	const { page, perPage } = parsePaging(query);
	const start = (page - 1) * perPage;
	return {
		loans: loans.slice(start, start + perPage),
		params: { page, pagesize: perPage },
	};
}

export function LoansTable({ query }: { query: Readonly<Record<string, unknown>> }) {
	const { data: loans, isLoading, error } = useLoans();
	const columns = useMemo(() => getLoansColumns(), []);
	const { loans: shown, params } = useMemo(() => loansPage(loans, query), [loans, query]);
	const rows = useMemo(() => shown.map(loanCells), [shown]);
	return (
		<DataTable
			title={__('All loans', 'woocommerce-payments')}
			className="wcpay-loans__table"
			columns={columns}
			rows={rows}
			rowKey="id"
			totalRows={loans.length}
			isLoading={isLoading}
			emptyMessage={
				error
					? __('Loans could not be loaded. Please reload the page.', 'woocommerce-payments')
					: __('There are no loans.', 'woocommerce-payments')
			}
			query={query}
			params={params}
			preference={LOANS_HIDDEN_COLUMNS_PREFERENCE}
			showMenu={false}
		/>
	);
}
