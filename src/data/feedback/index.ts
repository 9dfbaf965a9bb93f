export * from './types';
export { STORE_NAME } from './name';
export { store, FEEDBACK_ERROR_NOTICE } from './store';
export * from './hooks';
