export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { settingsRead } from './query';
export * from './hooks';
