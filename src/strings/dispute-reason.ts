/**
 * The labels of a dispute's reason (spec 002 §3.3): one per reason of `DISPUTE_REASONS`
 * (src/data/disputes/types.ts), as the card networks' categories read to a merchant — `fraudulent` is
 * 'Transaction unauthorized', `product_not_received` 'Product not received', … Used by the disputes list;
 * any other screen naming a dispute's reason uses the same function.
 */
import { __ } from '@wordpress/i18n';

import type { DisputeReason } from '../data/disputes/types';

/**
 * Dispute reason → label; null for an unknown reason.
 *
 * @example
 * disputeReasonLabel( 'fraudulent' ); // 'Transaction unauthorized'
 * disputeReasonLabel( 'product_not_received' ); // 'Product not received'
 */
export function disputeReasonLabel(reason: DisputeReason | string | null | undefined): string | null {
	switch (reason) {
		case 'bank_cannot_process':
			return __('Bank cannot process', 'woocommerce-payments');
		case 'check_returned':
			return __('Check returned', 'woocommerce-payments');
		case 'credit_not_processed':
			return __('Credit not processed', 'woocommerce-payments');
		case 'customer_initiated':
			return __('Customer initiated', 'woocommerce-payments');
		case 'debit_not_authorized':
			return __('Debit not authorized', 'woocommerce-payments');
		case 'duplicate':
			return __('Duplicate', 'woocommerce-payments');
		case 'fraudulent':
			return __('Transaction unauthorized', 'woocommerce-payments');
		case 'general':
			return __('General', 'woocommerce-payments');
		case 'incorrect_account_details':
			return __('Incorrect account details', 'woocommerce-payments');
		case 'insufficient_funds':
			return __('Insufficient funds', 'woocommerce-payments');
		case 'product_not_received':
			return __('Product not received', 'woocommerce-payments');
		case 'product_unacceptable':
			return __('Product unacceptable', 'woocommerce-payments');
		case 'subscription_canceled':
			return __('Subscription canceled', 'woocommerce-payments');
		case 'unrecognized':
			return __('Unrecognized', 'woocommerce-payments');
		default:
			return null;
	}
}
