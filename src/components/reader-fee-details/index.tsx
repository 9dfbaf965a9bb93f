/**
 * The reader-fee view of a `card_reader_fee` transaction (spec 001 §2.7, §3.6, §8): the table 'Card readers'
 * listing each reader the fee billed — Reader id, Status, Transactions, Fee — read with
 * `GET /readers/charges/{id}` by the charge id (else the transaction id). When the read fails (or neither id
 * can be read) it shows 'Readers details not loaded' instead.
 *
 * @example
 * <ReaderFeeDetails chargeId={ query.id } transactionId={ query.transaction_id } />
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useAdminQuery } from '../../app/use-location';
import { DataTable } from '../data-table';
import { useReaderChargeStats, type ReaderFeeRow } from '../../data/readers';
import { toUserMessage } from '../../utils/errors';
import { getReaderFeeColumns, readerFeeCells } from './columns';
import './style.scss';
import { Card, CardBody } from '../card';

export { getReaderFeeColumns, readerFeeCells } from './columns';

/** The table's user preference (it has no column picker; DataTable reads it). */
export const READER_FEES_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_reader_fees_hidden_columns';

const NO_ROWS: ReaderFeeRow[] = [];
const PARAMS = { page: 1, pagesize: 25 };

export interface ReaderFeeDetailsProps {
	/** The id the transaction row links with: the charge id (`ch_…`). */
	chargeId: string;
	/** The reader-fee transaction (`txn_…`): read by it when the charge id is missing. */
	transactionId?: string;
}

export function ReaderFeeDetails({ chargeId, transactionId }: ReaderFeeDetailsProps) {
	const query = useAdminQuery();
	const { data, isLoading, error, isInvalidId } = useReaderChargeStats(chargeId, transactionId);
	const columns = useMemo(() => getReaderFeeColumns(), []);
	const feeRows = data ?? NO_ROWS;
	const rows = useMemo(() => feeRows.map(readerFeeCells), [feeRows]);

	if (error || isInvalidId) {
		return (
			<Card className="wcpay-reader-fee-details wcpay-reader-fee-details--error">
				<CardBody>
					<p className="wcpay-reader-fee-details__not-loaded">
						{toUserMessage(error, 'readers.stats')}
					</p>
				</CardBody>
			</Card>
		);
	}
	return (
		<div className="wcpay-reader-fee-details" data-testid="wcpay-reader-fee-details">
			<DataTable
				title={__('Card readers', 'woocommerce-payments')}
				className="wcpay-reader-fee-details__table"
				columns={columns}
				rows={rows}
				rowKey="reader_id"
				totalRows={rows.length}
				isLoading={isLoading}
				emptyMessage={__('No card readers were billed by this fee.', 'woocommerce-payments')}
				query={query}
				params={PARAMS}
				preference={READER_FEES_HIDDEN_COLUMNS_PREFERENCE}
				showMenu={false}
			/>
		</div>
	);
}

export default ReaderFeeDetails;
