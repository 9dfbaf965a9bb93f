export * from './types';
export { store, storeConfig, STORE_NAME } from './store';
export * from './hooks';
