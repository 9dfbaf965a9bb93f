export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { chargeFromOrderRead, chargeRead, paymentIntentRead, timelineRead } from './query';
export * from './hooks';
