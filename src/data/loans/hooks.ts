/** Hooks of `wcpay/loans`: the active loan summary and the loans list (spec 001 §2.8, §3.7, §7.6). */
import { useSelect } from '@wordpress/data';

import type { Read } from '../shared/types';
import { store } from './store';
import type { ActiveLoanSummary, CapitalLoan } from './types';

const NO_LOANS: CapitalLoan[] = [];

/**
 * The active loan summary; nothing is requested unless `enabled` (the account has an active loan:
 * `wcpaySettings.accountLoans.has_active_loan`). `data` is null until loaded and after a failure (the store
 * raised 'Error retrieving the active loan summary.').
 *
 * @example
 * const { data: summary, isLoading, error } = useActiveLoanSummary( hasActiveLoan );
 */
export function useActiveLoanSummary(enabled = true): Read<ActiveLoanSummary | null> {
	return useSelect(
		(select) => {
			if (!enabled) {
				return { data: null, isLoading: false, error: undefined };
			}
			const s = select(store);
			return {
				data: s.getActiveLoanSummary(),
				isLoading: !s.hasFinishedResolution('getActiveLoanSummary', []),
				error: s.getActiveLoanSummaryError() ?? undefined,
			};
		},
		[enabled]
	);
}

/**
 * Every loan of the account (GET /capital/loans), as the API lists them: `[]` until loaded and after a
 * failure (the store raised 'Error retrieving the active loan summary.').
 *
 * @example
 * const { data: loans, isLoading, error } = useLoans();
 */
export function useLoans(): Read<CapitalLoan[]> {
	return useSelect((select) => {
		const s = select(store);
		return {
			data: s.getLoans() ?? NO_LOANS,
			isLoading: !s.hasFinishedResolution('getLoans', []),
			error: s.getLoansError() ?? undefined,
		};
	}, []);
}
