/** `wcpay/loans`: the active loan summary and the loans list (docs/DATA.md "Loans"). */
export * from './types';
export { STORE_NAME } from './name';
export { store, LOANS_ERROR_NOTICE_ID } from './store';
export { ACTIVE_LOAN_SUMMARY_PATH, activeLoanRead, LOANS_PATH, loansRead } from './query';
export * from './hooks';
