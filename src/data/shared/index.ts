export * from './api';
export * from './query-key';
export * from './list-store';
export * from './use-list';
export * from './resolution';
