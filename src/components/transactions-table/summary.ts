/**
 * The summary line of a transactions table (spec 001 §2.4), on the transactions list and a payout's page:
 * the count always; total, fees and net only when there are transactions and a single store currency, or a
 * currency filter (a payout's page passes its payout's currency).
 */
import { __, _n } from '@wordpress/i18n';

import type { TransactionsSummary } from '../../data/transactions';
import { formatCurrency } from '../../utils/money';

/**
 * The summary items of the transactions matching a view.
 *
 * @example
 * transactionsSummaryItems( summary, query.store_currency_is ); // [ { label: 'transactions', value: '840' }, … ]
 */
/** A count with en-US digit grouping ("1,234"), without starting Intl's number formatting for it. */
const formatCount = (count: number) => String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
			value: formatCount(summary.count),
		},
	];
	const single = (summary.store_currencies ?? []).length <= 1;
	const currency = storeCurrencyFilter || summary.currency || summary.store_currencies?.[0];
	if (summary.count > 0 && (single || storeCurrencyFilter) && currency) {
		items.push(
			{ label: __('total', 'woocommerce-payments'), value: formatCurrency(summary.total, currency) },
			{
				label: __('fees', 'woocommerce-payments'),
				// What the fees took from the total (net = total − fees), as in the rows.
				value: formatCurrency(summary.fees ? -summary.fees : 0, currency),
			},
			{ label: __('net', 'woocommerce-payments'), value: formatCurrency(summary.net, currency) }
		);
	}
	return items;
}
