export * from './types';
export { STORE_NAME } from './name';
export { store, SNOOZE_MS, parseOverviewOptions, applyVisibilityChange, type OverviewOptions } from './store';
export { embeddedSessionRead, OPTIONS_PATH, overviewOptionsRead } from './query';
export * from './hooks';
