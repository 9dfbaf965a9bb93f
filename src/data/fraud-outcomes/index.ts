export * from './types';
export { store, storeConfig, STORE_NAME, fraudOutcomeStatusLabel } from './store';
export { FRAUD_OUTCOMES_QUERY, toFraudOutcomesFilters, toFraudOutcomesParams } from './query';
export * from './hooks';
