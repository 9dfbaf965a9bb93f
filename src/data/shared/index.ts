/** The shared layer of the data stores: types, REST helpers, the list store and hooks, route reads. */
export * from './types';
export * from './api';
export * from './store';
export * from './query-key';
export * from './list-query';
export * from './list-definition';
export * from './list-store';
export * from './list-hooks';
export * from './reads';
export * from './preload';
export * from './refresh';
export * from './requester';
export * from './write-notices';
