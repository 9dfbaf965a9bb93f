export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { allDisputesQuery, DISPUTES_QUERY, disputesList } from './query';
export * from './hooks';
