export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { TRANSACTIONS_QUERY, transactionsList, searchOptionsRead } from './query';
export * from './hooks';
