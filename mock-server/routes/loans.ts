/**
 * The capital loans list (spec 001 §7.6): `GET /wc/v3/payments/capital/loans` → `{ data: CapitalLoan[] }`
 * (src/data/loans/types.ts), derived from the account's `accountLoans.loans` and the loans' transactions
 * (mock-server/domain/loans.ts); an empty list for an account without loans; 404 `wcpay_account_not_found`
 * without an account. The active loan summary is served beside the overview's routes (routes/overview.ts).
 */
import type { CapitalLoansResponse } from '../../src/data/loans/types';
import { listLoans } from '../domain/loans';
import { WpError } from '../util/wp-error';
import { READABLE, type RestRouter } from './router';

export function registerLoanRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc/v3/payments/capital/loans', ({ state }): CapitalLoansResponse => {
		if (!state.account()) {
			throw new WpError(404, 'wcpay_account_not_found', 'There is no payments account.');
		}
		return { data: listLoans(state.kv.db, state) };
	});
}
