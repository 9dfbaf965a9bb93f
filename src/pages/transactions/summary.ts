/**
 * The Transactions tab's search hint (spec 001 §2.4). Its summary line is the shared transactions table's
 * (`transactionsSummaryItems`).
 */
import { __ } from '@wordpress/i18n';

export { transactionsSummaryItems } from '../../components/transactions-table';

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
