export { store, STORE_NAME, parsePreference, type CurrentUser } from './store';
export * from './hooks';
