export * from './types';
export { STORE_NAME } from './name';
export { store, STORES_REFRESHED_AFTER_CANCEL, STORES_REFRESHED_AFTER_CAPTURE } from './store';
export { AUTHORIZATIONS_QUERY, authorizationsList, type StoredAuthorization } from './query';
export * from './hooks';
