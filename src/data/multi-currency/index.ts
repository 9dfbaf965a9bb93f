export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { currenciesRead, currencySettingsRead, storeSettingsRead } from './query';
export * from './currency-list';
export * from './hooks';
