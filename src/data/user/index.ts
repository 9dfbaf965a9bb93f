export { STORE_NAME } from './name';
export { store, parsePreference, type CurrentUser } from './store';
export { currentUserRead } from './query';
export * from './hooks';
