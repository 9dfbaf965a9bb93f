export * from './types';
export { store, storeConfig, STORE_NAME } from './store';
export type { ExportRunOptions } from './store';
export { DEPOSITS_QUERY, toDepositsFilters, toDepositsParams } from './query';
export * from './hooks';
