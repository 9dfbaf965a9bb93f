export * from './types';
export { store, STORE_NAME } from './store';
export * from './hooks';
