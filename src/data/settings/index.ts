export * from './types';
export { STORE_NAME } from './name';
export { store, SETTINGS_LOAD_NOTICE_ID } from './store';
export { settingsRead } from './query';
export * from './hooks';
