/**
 * Links of transaction rows (spec 001 §2.3), wherever a transactions table shows: a row's payment details
 * screen (the transactions list, a payout's transactions, the uncaptured and blocked tabs) and its payout.
 */
import type { Transaction } from '../../data/transactions';
import { getAdminPageUrl, PAYOUT_DETAILS_PATH, payoutDetailsUrl } from '../../utils/url';

export { PAYOUT_DETAILS_PATH, payoutDetailsUrl };

export const DETAILS_PATH = '/payments/transactions/details';

/** The transaction type a details link carries: card_reader_fee when the metadata says so (spec 001 §2.3). */
export function detailsTransactionType(txn: Pick<Transaction, 'type' | 'metadata'>): string {
	return txn.metadata?.charge_type === 'card_reader_fee' ? 'card_reader_fee' : txn.type;
}

/**
 * The payment details link of a transaction row: id = the payment intent id, or the charge id when there is
 * no intent, plus transaction_id and transaction_type. Null for rows with neither (loan rows).
 */
export function transactionDetailsUrl(
	txn: Pick<Transaction, 'payment_intent_id' | 'charge_id' | 'transaction_id' | 'type' | 'metadata'>
): string | null {
	const id = txn.payment_intent_id || txn.charge_id;
	if (!id) {
		return null;
	}
	return getAdminPageUrl(DETAILS_PATH, {
		id,
		transaction_id: txn.transaction_id,
		transaction_type: detailsTransactionType(txn),
	});
}

/** The payment details link of a payment intent (uncaptured and blocked rows). */
export function paymentDetailsUrl(paymentIntentId: string | null | undefined): string | null {
	return paymentIntentId ? getAdminPageUrl(DETAILS_PATH, { id: paymentIntentId }) : null;
}
