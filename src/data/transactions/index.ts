export * from './types';
export { store, storeConfig, STORE_NAME } from './store';
export type { ExportRunOptions } from './store';
export { TRANSACTIONS_QUERY, toTransactionsFilters, toTransactionsParams } from './query';
export * from './hooks';
