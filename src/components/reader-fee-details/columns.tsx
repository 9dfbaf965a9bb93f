/**
 * The reader-fee table's columns and cells (spec 001 §2.7, §3.6, §9): Reader id, Status, Transactions (the
 * payments the reader took in the billing period) and Fee (minor units, in the fee's currency). Every
 * column is always shown.
 */
import { __ } from '@wordpress/i18n';

import type { DataTableColumn, DataTableRow } from '../data-table';
import type { ReaderFeeRow } from '../../data/readers';
import { formatCurrency } from '../../utils/money';
import { ReaderStatusChip } from '../reader-status-chip';

/** The columns of the reader-fee table, in the spec's order. */
export function getReaderFeeColumns(): DataTableColumn[] {
	return [
		{
			key: 'reader_id',
			label: __('Reader id', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		{ key: 'status', label: __('Status', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'count', label: __('Transactions', 'woocommerce-payments'), required: true, isNumeric: true },
		{ key: 'fee', label: __('Fee', 'woocommerce-payments'), required: true, isNumeric: true },
	];
}

/** One billed reader's cells, by column key. */
export function readerFeeCells(row: ReaderFeeRow): DataTableRow {
	const amount = Number.isFinite(row.fee?.amount) ? row.fee.amount : 0;
	const currency = row.fee?.currency ?? '';
	return {
		reader_id: { value: row.reader_id, display: row.reader_id },
		status: { value: row.status, display: <ReaderStatusChip status={row.status} /> },
		count: { value: row.count, display: String(row.count ?? 0) },
		fee: { value: amount, display: currency ? formatCurrency(amount, currency) : String(amount) },
	};
}
