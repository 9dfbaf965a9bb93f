/**
 * A transactions list row for unit tests: a $10.00 Visa charge with a $0.59 fee, no order; pass what differs.
 */
import type { Transaction } from '../../src/data/transactions';

export function transactionRow(overrides: Partial<Transaction> = {}): Transaction {
	return {
		transaction_id: 'txn_1',
		payment_intent_id: 'pi_1',
		charge_id: 'ch_1',
		type: 'charge',
		date: '2026-11-21 23:52:36',
		channel: 'online',
		source_device: null,
		source: 'visa',
		source_identifier: '4242',
		order: null,
		customer_name: 'Jane Doe',
		customer_email: null,
		customer_country: null,
		customer_currency: 'usd',
		customer_amount: 1000,
		currency: 'usd',
		amount: 1000,
		fees: 59,
		net: 941,
		risk_level: 0,
		deposit_id: null,
		available_on: '2026-11-23',
		deposit_status: null,
		loan_id: null,
		metadata: null,
		...overrides,
	} as Transaction;
}
