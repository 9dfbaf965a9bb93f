export * from './types';
export {
	store,
	storeConfig,
	STORE_NAME,
	SNOOZE_MS,
	parseOverviewOptions,
	applyVisibilityChange,
	type OverviewOptions,
} from './store';
export * from './hooks';
