/**
 * The transactions table's columns (spec 001 §5.2) as data, for every page that shows it: the
 * transactions list and a payout's own page. Default visible, hidden by default and required (never
 * hidden) columns; Subscription # only with subscriptions active; no payout columns inside a payout's page.
 * Both tables keep their hidden columns in one user preference (spec 001 §3.12).
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { DataTableColumn } from '../data-table';
import { getPaymentsSettings } from '../../settings';

/** The user preference holding the transactions table's hidden columns (spec 001 §2.4, §3.12). */
export const TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_transactions_hidden_columns';

export interface TransactionColumnsOptions {
	/** Subscriptions are active: adds Subscription #. */
	subscriptionsActive: boolean;
	/** The table sits inside a payout's own page: no payout columns. */
	inPayout?: boolean;
}

/** The payout columns, absent inside a payout's page. */
export const PAYOUT_COLUMNS: readonly string[] = [
	'deposit_currency',
	'deposit_id',
	'deposit',
	'deposit_status',
];

/** The transactions table's columns, in order (spec 001 §5.2). */
export function getTransactionColumns({
	subscriptionsActive,
	inPayout = false,
}: TransactionColumnsOptions): DataTableColumn[] {
	const columns: Array<DataTableColumn | false> = [
		{
			key: 'date',
			label: __('Date/Time', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			isLeftAligned: true,
			defaultSort: true,
			defaultOrder: 'desc',
			cellClassName: 'date-time',
		},
		{
			key: 'transaction_id',
			label: __('Transaction ID', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{ key: 'type', label: __('Type', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{
			key: 'channel',
			label: __('Sales channel', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		{
			key: 'customer_currency',
			label: __('Paid currency', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'customer_amount',
			label: __('Amount paid', 'woocommerce-payments'),
			hiddenByDefault: true,
			isNumeric: true,
		},
		{
			key: 'deposit_currency',
			label: __('Payout currency', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{ key: 'amount', label: __('Amount', 'woocommerce-payments'), isNumeric: true, isSortable: true },
		{ key: 'fees', label: __('Fees', 'woocommerce-payments'), isNumeric: true, isSortable: true },
		{
			key: 'net',
			label: __('Net', 'woocommerce-payments'),
			required: true,
			isNumeric: true,
			isSortable: true,
		},
		{
			key: 'order',
			label: __('Order #', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		subscriptionsActive && {
			key: 'subscriptions',
			label: __('Subscription #', 'woocommerce-payments'),
			isLeftAligned: true,
		},
		{ key: 'source', label: __('Payment method', 'woocommerce-payments'), isLeftAligned: true },
		{ key: 'customer_name', label: __('Customer', 'woocommerce-payments'), isLeftAligned: true },
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
			key: 'risk_level',
			label: __('Risk level', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{
			key: 'deposit_id',
			label: __('Payout ID', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
		{ key: 'deposit', label: __('Payout date', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'deposit_status',
			label: __('Payout status', 'woocommerce-payments'),
			hiddenByDefault: true,
			isLeftAligned: true,
		},
	];
	return columns.filter(
		(c): c is DataTableColumn =>
			Boolean(c) && !(inPayout && PAYOUT_COLUMNS.includes((c as DataTableColumn).key))
	);
}

/**
 * The columns of a transactions table on this store (Subscription # with subscriptions active), and every
 * column its preference covers: inside a payout's page the table shows no payout columns, and saving its
 * column choice keeps the list's hidden payout columns.
 *
 * @example
 * const { columns, preferenceColumns } = useTransactionColumns( { inPayout: true } );
 * <DataTable columns={ columns } preferenceColumns={ preferenceColumns } preference={ TRANSACTIONS_HIDDEN_COLUMNS_PREFERENCE } … />
 */
export function useTransactionColumns({ inPayout = false }: { inPayout?: boolean } = {}): {
	columns: DataTableColumn[];
	preferenceColumns: DataTableColumn[];
} {
	const subscriptionsActive = Boolean(getPaymentsSettings()?.isSubscriptionsActive);
	return useMemo(() => {
		const all = getTransactionColumns({ subscriptionsActive });
		return {
			columns: inPayout ? getTransactionColumns({ subscriptionsActive, inPayout }) : all,
			preferenceColumns: all,
		};
	}, [subscriptionsActive, inPayout]);
}
