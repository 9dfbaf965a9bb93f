export * from './types';
export {
	store,
	storeConfig,
	STORE_NAME,
	STORES_REFRESHED_AFTER_CANCEL,
	STORES_REFRESHED_AFTER_CAPTURE,
} from './store';
export { AUTHORIZATIONS_QUERY, toAuthorizationsParams } from './query';
export * from './hooks';
