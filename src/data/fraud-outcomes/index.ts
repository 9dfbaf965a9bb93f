export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { FRAUD_OUTCOMES_QUERY, fraudOutcomesList, searchOptionsRead, withStatus } from './query';
export * from './hooks';
