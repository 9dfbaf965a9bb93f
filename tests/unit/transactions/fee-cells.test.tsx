/**
 * The Fees column shows what a fee took from the amount, so that amount + fees shown = net on every row:
 * a charge's fee is negative, the fee credited back with a won dispute (a dispute_reversal, whose `fees`
 * is negative) positive.
 */
import { render } from '@testing-library/react';

import { transactionCells } from '../../../src/components/transactions-table';
import type { Transaction } from '../../../src/data/transactions';
import { transactionRow } from '../../support/transaction';

function row(type: Transaction['type'], amount: number, fees: number): Transaction {
	return transactionRow({ type, amount, fees, net: amount - fees, customer_amount: amount });
}

function shown(txn: Transaction, key: 'amount' | 'fees' | 'net'): string {
	const { container } = render(
		<>{transactionCells(txn, { explicit: false, countries: {} })[key]?.display}</>
	);
	return container.textContent ?? '';
}

test.each<[Transaction['type'], number, number, string, string, string]>([
	['charge', 1000, 59, '$10.00', '-$0.59', '$9.41'],
	['dispute', -54254, 1500, '-$542.54', '-$15.00', '-$557.54'],
	['dispute_reversal', 54254, -1500, '$542.54', '$15.00', '$557.54'],
	['refund', -1220, 0, '-$12.20', '$0.00', '-$12.20'],
])('%s: amount %d, fees %d read %s %s %s', (type, amount, fees, a, f, n) => {
	const txn = row(type, amount, fees);
	expect([shown(txn, 'amount'), shown(txn, 'fees'), shown(txn, 'net')]).toEqual([a, f, n]);
});
