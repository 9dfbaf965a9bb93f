export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { DEPOSITS_QUERY, depositsList, overviewRead } from './query';
export * from './hooks';
