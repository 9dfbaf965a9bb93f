export * from './types';
export { store, storeConfig, STORE_NAME } from './store';
export type { ExportRunOptions } from './store';
export { DISPUTES_QUERY, toDisputesFilters, toDisputesParams } from './query';
export * from './hooks';
