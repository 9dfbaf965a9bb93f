/**
 * The Transactions tab's search hint and summary line (spec 001 §2.4), as pure functions.
 */
import { __, _n } from '@wordpress/i18n';

import type { TransactionsSummary } from '../../data/transactions';
import { formatCurrency } from '../../utils/money';

/** The search box hint (spec 001 §2.4). */
export function searchPlaceholder(customSearch: boolean, subscriptionsActive: boolean): string {
	if (!customSearch) {
		return __('Search by customer name', 'woocommerce-payments');
	}
	return subscriptionsActive
		? __(
				'Search by order number, subscription number, customer name, or billing email',
				'woocommerce-payments'
			)
		: __('Search by order number, customer name, or billing email', 'woocommerce-payments');
}

/**
 * The summary line (spec 001 §2.4): the count always; total, fees and net only when there are
 * transactions and a single store currency, or a currency filter.
 */
export function transactionsSummaryItems(
	summary: TransactionsSummary | undefined,
	storeCurrencyFilter: string | undefined
): Array<{ label: string; value: string }> {
	if (!summary) {
		return [];
	}
	const items = [
		{
			label: _n('transaction', 'transactions', summary.count, 'woocommerce-payments'),
			value: new Intl.NumberFormat('en-US').format(summary.count),
		},
	];
	const single = (summary.store_currencies ?? []).length <= 1;
	const currency = storeCurrencyFilter || summary.currency || summary.store_currencies?.[0];
	if (summary.count > 0 && (single || storeCurrencyFilter) && currency) {
		items.push(
			{ label: __('total', 'woocommerce-payments'), value: formatCurrency(summary.total, currency) },
			{
				label: __('fees', 'woocommerce-payments'),
				value: formatCurrency(-Math.abs(summary.fees), currency),
			},
			{ label: __('net', 'woocommerce-payments'), value: formatCurrency(summary.net, currency) }
		);
	}
	return items;
}
