/**
 * The transactions table shared by the transactions list and a payout's page (spec 001 §2.2–§2.4, §5.2):
 * its columns and hidden-columns preference, the cells of a row, the row links and the row date format.
 * Pages hand these to `DataTable` (src/components/data-table).
 */
import './style.scss';

export { transactionCells, useTransactionRows, type TransactionCellsOptions } from './cells';
export {
	getTransactionColumns,
	PAYOUT_COLUMNS,
	TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE,
	useTransactionColumns,
	type TransactionColumnsOptions,
} from './columns';
export { formatRowDateTime, formatRowDay } from './format';
export { transactionsSummaryItems } from './summary';
export { detailsTransactionType, paymentDetailsUrl, payoutDetailsUrl, transactionDetailsUrl } from './links';
