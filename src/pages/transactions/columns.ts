/**
 * Columns of the Uncaptured and Blocked tabs (spec 001 §2.5, §2.6) as data, and the user preferences
 * holding their hidden columns (spec 001 §3.12). The Transactions tab's columns are shared with a
 * payout's page: src/components/transactions-table.
 */
import { __ } from '@wordpress/i18n';

import type { DataTableColumn } from '../../components/data-table';

/** The user preferences holding the Uncaptured and Blocked tables' hidden columns (spec 001 §3.12). */
export const HIDDEN_COLUMNS_PREFERENCES = {
	uncaptured: 'wc_payments_transactions_uncaptured_hidden_columns',
	blocked: 'wc_payments_transactions_blocked_hidden_columns',
} as const;

/** The Uncaptured tab's columns (spec 001 §2.5): sorted by created ascending by default. */
export function getUncapturedColumns(): DataTableColumn[] {
	return [
		{
			key: 'created',
			label: __('Authorized on', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isLeftAligned: true,
			defaultSort: true,
			defaultOrder: 'asc',
			cellClassName: 'date-time',
		},
		{
			key: 'capture_by',
			label: __('Capture by', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isLeftAligned: true,
			defaultOrder: 'asc',
			cellClassName: 'date-time',
		},
		{
			key: 'order',
			label: __('Order', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		{ key: 'risk_level', label: __('Risk level', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'amount',
			label: __('Amount', 'woocommerce-payments'),
			required: true,
			isNumeric: true,
			isSortable: true,
		},
		{ key: 'customer', label: __('Customer', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'customer_email',
			label: __('Email', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'customer_country',
			label: __('Country', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'action',
			label: __('Action', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
			cellClassName: 'actions',
		},
	];
}

/** The Blocked tab's columns (spec 001 §2.6): Date/Time, Amount, Customer, Status. */
export function getBlockedColumns(): DataTableColumn[] {
	return [
		{
			key: 'created',
			label: __('Date/Time', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isLeftAligned: true,
			defaultSort: true,
			defaultOrder: 'desc',
			cellClassName: 'date-time',
		},
		{
			key: 'amount',
			label: __('Amount', 'woocommerce-payments'),
			required: true,
			isNumeric: true,
			isSortable: true,
		},
		{ key: 'customer', label: __('Customer', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'status', label: __('Status', 'woocommerce-payments'), required: true, isLeftAligned: true },
	];
}
