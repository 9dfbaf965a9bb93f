/**
 * The labels of a transaction's type (spec 001 §3.3): the transactions list, its type filter, a payout's
 * transactions and anything else that names a transaction type. A function, not a constant, so that
 * translations loaded after this module still apply.
 */
import { __ } from '@wordpress/i18n';

import type { TransactionType } from '../data/transactions/types';
import { ownEntry } from '../utils/own-entry';

/**
 * Each type's label, translated when asked for: a table translates one label per row, not the whole list
 * (and translations loaded after this module still apply).
 */
const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, () => string>> = {
	charge: () => __('Charge', 'woocommerce-payments'),
	payment: () => __('Payment', 'woocommerce-payments'),
	payment_failure_refund: () => __('Payment failure refund', 'woocommerce-payments'),
	payment_refund: () => __('Payment refund', 'woocommerce-payments'),
	refund: () => __('Refund', 'woocommerce-payments'),
	refund_failure: () => __('Refund failure', 'woocommerce-payments'),
	dispute: () => __('Dispute', 'woocommerce-payments'),
	dispute_reversal: () => __('Dispute reversal', 'woocommerce-payments'),
	card_reader_fee: () => __('Reader fee', 'woocommerce-payments'),
	financing_payout: () => __('Loan disbursement', 'woocommerce-payments'),
	financing_paydown: () => __('Loan repayment', 'woocommerce-payments'),
};

/**
 * Transaction type → label (spec 001 §3.3: card_reader_fee 'Reader fee', financing_payout 'Loan
 * disbursement', financing_paydown 'Loan repayment'); an unknown type shows as it is.
 *
 * @example
 * transactionTypeLabel( 'card_reader_fee' ); // 'Reader fee'
 */
export function transactionTypeLabel(type: TransactionType | string): string {
	return ownEntry(TRANSACTION_TYPE_LABELS, type)?.() ?? type;
}
