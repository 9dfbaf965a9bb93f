/**
 * The loans store's reads (spec 001 §7.6): the active loan summary and the loans list. Store-free, for route
 * reads (the loans page and the overview's active-loan card).
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

/** The active loan summary endpoint (404 `wcpay_no_active_loan` without one). */
export const ACTIVE_LOAN_SUMMARY_PATH = '/capital/active_loan_summary';

/** The loans list endpoint (answer in `data`). */
export const LOANS_PATH = '/capital/loans';

/** GET /capital/active_loan_summary: `getActiveLoanSummary()`. */
export function activeLoanRead() {
	return storeRead('getActiveLoanSummary', [], ACTIVE_LOAN_SUMMARY_PATH);
}

/** GET /capital/loans: `getLoans()`. */
export function loansRead() {
	return storeRead('getLoans', [], LOANS_PATH);
}
