/**
 * Columns of the three tables (spec 001 §5.2, §2.5, §2.6) as data, and the rules for which are shown:
 * default visible / hidden by default / required (never hidden), the Subscription # column only with
 * subscriptions active, no payout columns inside a payout's own page, and hidden columns remembered per
 * table in a user preference.
 */
import { __ } from '@wordpress/i18n';

/** A column as `TableCard` takes it, plus whether it starts hidden. */
export interface ColumnDef {
	key: string;
	label: string;
	screenReaderLabel?: string;
	/** Cannot be hidden (not offered in the column menu). */
	required?: boolean;
	/** Hidden until the merchant shows it. */
	hiddenByDefault?: boolean;
	isSortable?: boolean;
	isNumeric?: boolean;
	isLeftAligned?: boolean;
	defaultSort?: boolean;
	defaultOrder?: 'asc' | 'desc';
	cellClassName?: string;
}

/** The user preferences holding each table's hidden columns (spec 001 §3.12). */
export const HIDDEN_COLUMNS_PREFERENCES = {
	transactions: 'wc_payments_transactions_hidden_columns',
	uncaptured: 'wc_payments_transactions_uncaptured_hidden_columns',
	blocked: 'wc_payments_transactions_blocked_hidden_columns',
} as const;

export interface TransactionColumnsOptions {
	/** Subscriptions are active: adds Subscription #. */
	subscriptionsActive: boolean;
	/** The table sits inside a payout's own page: no payout columns. */
	inPayout?: boolean;
}

/** The payout columns, absent inside a payout's page. */
const PAYOUT_COLUMNS = ['deposit_currency', 'deposit_id', 'deposit', 'deposit_status'];

/** The transactions table's columns, in order (spec 001 §5.2). */
export function getTransactionColumns({
	subscriptionsActive,
	inPayout = false,
}: TransactionColumnsOptions): ColumnDef[] {
	const columns: Array<ColumnDef | false> = [
		{
			key: 'date',
			label: __('Date / Time', 'woocommerce-payments'),
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
		(c): c is ColumnDef => Boolean(c) && !(inPayout && PAYOUT_COLUMNS.includes((c as ColumnDef).key))
	);
}

/** The Uncaptured tab's columns (spec 001 §2.5): sorted by created ascending by default. */
export function getUncapturedColumns(): ColumnDef[] {
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
export function getBlockedColumns(): ColumnDef[] {
	return [
		{
			key: 'created',
			label: __('Date / Time', 'woocommerce-payments'),
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

/**
 * The hidden columns of a table: the saved preference (only columns that may be hidden) when there is
 * one, else the columns hidden by default.
 */
export function resolveHiddenColumns(columns: readonly ColumnDef[], preference: unknown): Set<string> {
	if (Array.isArray(preference)) {
		const hideable = new Set(columns.filter((c) => !c.required).map((c) => c.key));
		return new Set(
			preference.filter((key): key is string => typeof key === 'string' && hideable.has(key))
		);
	}
	return new Set(columns.filter((c) => c.hiddenByDefault && !c.required).map((c) => c.key));
}

/** What to save after the column menu changed: every column that may be hidden and is not shown. */
export function hiddenColumnsFromShown(columns: readonly ColumnDef[], shown: readonly string[]): string[] {
	return columns.filter((c) => !c.required && !shown.includes(c.key)).map((c) => c.key);
}

/** The keys shown, in column order. */
export function shownColumnKeys(columns: readonly ColumnDef[], hidden: ReadonlySet<string>): string[] {
	return columns.filter((c) => c.required || !hidden.has(c.key)).map((c) => c.key);
}
