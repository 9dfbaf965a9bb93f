/** `wcpay/readers`: the connected card readers and the reader fees of a charge (docs/DATA.md "Card readers"). */
export * from './types';
export { STORE_NAME } from './name';
export { store, READERS_ERROR_NOTICE_ID } from './store';
export {
	READERS_PATH,
	READER_CHARGES_PATH,
	readersRead,
	readerChargeStatsRead,
	readerChargeLookupId,
} from './query';
export * from './hooks';
