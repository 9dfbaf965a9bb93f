/**
 * The connected readers table's columns and cells (spec 001 §2.7, §3.6): Reader ID, Model (the reader's
 * `device_type`, as the API names it) and Status ('Active' / 'Inactive' from `is_active`). Every column is
 * always shown; remote text renders as text.
 */
import { __ } from '@wordpress/i18n';

import type { DataTableColumn, DataTableRow } from '../../components/data-table';
import { ReaderStatusChip } from '../../components/reader-status-chip';
import type { Reader } from '../../data/readers';

/** The table's user preference (it has no column picker; DataTable reads it). */
export const READERS_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_card_readers_hidden_columns';

/** The columns of the connected readers table. */
export function getReadersColumns(): DataTableColumn[] {
	return [
		{ key: 'id', label: __('Reader ID', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'model', label: __('Model', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'status', label: __('Status', 'woocommerce-payments'), required: true, isLeftAligned: true },
	];
}

/** One reader's cells, by column key. */
export function readerCells(reader: Reader): DataTableRow {
	return {
		id: { value: reader.id, display: reader.id },
		model: { value: reader.device_type, display: reader.device_type },
		status: {
			value: reader.is_active ? 'active' : 'inactive',
			display: <ReaderStatusChip status={Boolean(reader.is_active)} />,
		},
	};
}
