/**
 * Where the legacy dispute redirect sends the merchant (spec 002 §2.3): the payment details of the
 * disputed payment, with the dispute's balance transaction.
 */
import type { DisputeDetail } from '../../data/dispute-details/types';

export const PAYMENT_DETAILS_PATH = '/payments/transactions/details';

/**
 * The payment details query of a dispute (spec 002 §2.3): `id` = the payment intent (the charge id when there
 * is none), `transaction_id` = the balance transaction of the dispute's withdrawal (none for an inquiry), and
 * `type` = 'dispute'.
 *
 * @example
 * paymentDetailsQuery( dispute ); // { id: 'pi_…', transaction_id: 'txn_…', type: 'dispute' }
 */
export function paymentDetailsQuery(
	dispute: Pick<DisputeDetail, 'payment_intent_id' | 'charge' | 'charge_id' | 'balance_transaction_id'>
): Record<string, string> {
	const query: Record<string, string> = {
		id: dispute.payment_intent_id ?? dispute.charge?.payment_intent ?? dispute.charge_id,
	};
	if (dispute.balance_transaction_id) {
		query.transaction_id = dispute.balance_transaction_id;
	}
	query.type = 'dispute';
	return query;
}
