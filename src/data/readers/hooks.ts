/** Hooks of `wcpay/readers`: the connected readers and the reader fees of a charge (spec 001 §2.7, §7.5). */
import { useSelect } from '@wordpress/data';

import type { Read } from '../shared/types';
import { readerChargeLookupId } from './query';
import { store } from './store';
import { READERS_LIST_LIMIT, type Reader, type ReaderFeeRow } from './types';

const NO_READERS: Reader[] = [];

/**
 * The first `limit` connected readers (GET /readers?limit=…; the card readers page asks for 10): `[]` until
 * loaded and after a failure (the store raised 'Error retrieving card readers.'); `total` is how many the
 * account has.
 *
 * @example
 * const { data: readers, isLoading, error } = useReaders( 10 );
 */
export function useReaders(limit: number = READERS_LIST_LIMIT): Read<Reader[]> & { total?: number } {
	return useSelect(
		(select) => {
			const s = select(store);
			const readers = s.getReaders(limit);
			return {
				data: readers ?? NO_READERS,
				total: s.getReadersTotal(limit),
				isLoading: !readers && !s.hasFinishedResolution('getReaders', [limit]),
				error: s.getReadersError(limit),
			};
		},
		[limit]
	);
}

/**
 * The readers a reader-fee charge billed (GET /readers/charges/{id}), read by the charge id, else by the
 * transaction id. `data` is undefined until loaded and after a failure; ids that are not word characters
 * are never requested (`isInvalidId`).
 *
 * @example
 * const { data: rows, isLoading, error } = useReaderChargeStats( query.id, query.transaction_id );
 */
export function useReaderChargeStats(
	chargeId: string | null | undefined,
	transactionId?: string | null
): Read<ReaderFeeRow[] | undefined> & { isInvalidId: boolean } {
	const id = readerChargeLookupId(chargeId, transactionId);
	return useSelect(
		(select) => {
			if (id === null) {
				return { data: undefined, isLoading: false, isInvalidId: true };
			}
			const s = select(store);
			const data = s.getReaderChargeStats(id);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getReaderChargeStats', [id]),
				error: s.getReaderChargeStatsError(id),
				isInvalidId: false,
			};
		},
		[id]
	);
}
