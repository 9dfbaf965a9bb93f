export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { INBOX_LAST_READ_META, INBOX_QUERY, NOTES_PATH, notesRead } from './query';
export * from './hooks';
