/** Transaction type labels (spec 001 §3.3): every type of the list, and unknown types as they are. */
import { TRANSACTION_TYPES } from '../../../src/data/transactions/types';
import { transactionTypeLabel } from '../../../src/strings/transaction-type';

const LABELS: Array<[string, string]> = [
	['charge', 'Charge'],
	['payment', 'Payment'],
	['payment_failure_refund', 'Payment failure refund'],
	['payment_refund', 'Payment refund'],
	['refund', 'Refund'],
	['refund_failure', 'Refund failure'],
	['dispute', 'Dispute'],
	['dispute_reversal', 'Dispute reversal'],
	['card_reader_fee', 'Reader fee'],
	['financing_payout', 'Loan disbursement'],
	['financing_paydown', 'Loan repayment'],
];

describe('transactionTypeLabel', () => {
	it.each(LABELS)('%s → %s', (type, label) => {
		expect(transactionTypeLabel(type)).toBe(label);
	});

	it('covers every transaction type', () => {
		expect(LABELS.map(([type]) => type).sort()).toEqual([...TRANSACTION_TYPES].sort());
	});

	it.each([['something_new'], ['']])('an unknown type (%s) shows as it is', (type) => {
		expect(transactionTypeLabel(type)).toBe(type);
	});
});
