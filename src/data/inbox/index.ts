export * from './types';
export { store, storeConfig, STORE_NAME, INBOX_QUERY, INBOX_LAST_READ_META, NOTES_PATH } from './store';
export * from './hooks';
