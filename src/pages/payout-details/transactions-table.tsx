/**
 * The transactions an automatic payout paid out (spec 001 §2.2, §5): the transactions table of the
 * transactions list (the same columns, cells and row links: src/components/transactions-table) filtered by
 * the payout's id (`deposit_id`), without the payout columns (payout currency, id, date and status: they
 * are this page). Its column picker shares the list's preference (`wc_payments_transactions_hidden_columns`)
 * and keeps the list's hidden payout columns when it saves. Paging, page size and sorting live in the
 * details page's URL like on every list.
 */
import { useMemo } from 'react';
import { __ } from '@wordpress/i18n';

import { DataTable } from '../../components/data-table';
import {
	TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE,
	transactionsSummaryItems,
	useTransactionColumns,
	useTransactionRows,
} from '../../components/transactions-table';
import { useTransactions } from '../../data/transactions';
import { payoutTransactionsQuery } from './reads';

type Query = Record<string, unknown>;

/**
 * The payout's transactions table.
 *
 * @example
 * { deposit.automatic && <PayoutTransactions depositId={ deposit.id } query={ useAdminQuery() } /> }
 */
export function PayoutTransactions({ depositId, query }: { depositId: string; query: Query }) {
	// Only the table's own paging and sorting (the page's `id` is the payout), filtered by the payout.
	const listQuery = useMemo(() => payoutTransactionsQuery(query, depositId), [query, depositId]);
	const { data, total, summary, isLoading, error, summaryFailure, params } = useTransactions(listQuery);
	const { columns, preferenceColumns } = useTransactionColumns({ inPayout: true });
	const rows = useTransactionRows(data);
	// The payout's own currency is the filter: its totals always show.
	const items = useMemo(() => transactionsSummaryItems(summary, summary?.currency ?? undefined), [summary]);

	return (
		<DataTable
			className="wcpay-payout-transactions wcpay-transactions-table"
			title={__('Payout transactions', 'woocommerce-payments')}
			columns={columns}
			rows={rows}
			totalRows={total ?? 0}
			isLoading={isLoading}
			emptyMessage={
				error
					? __(
							"This payout's transactions could not be loaded. Please reload the page.",
							'woocommerce-payments'
						)
					: __('This payout has no transactions.', 'woocommerce-payments')
			}
			query={listQuery}
			params={params}
			preference={TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE}
			preferenceColumns={preferenceColumns}
			summaryLabel={__('Summary of these transactions', 'woocommerce-payments')}
			summary={items}
			summaryFailure={summaryFailure}
		/>
	);
}
