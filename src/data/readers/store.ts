/**
 * `wcpay/readers`: the card readers (spec 001 §2.7, §3.6, §7.5) — the connected readers list
 * (`GET /readers?limit=…`, cached per limit) and the reader fees of a reader-fee charge
 * (`GET /readers/charges/{id}`, cached per id). A failed list raises 'Error retrieving card readers.' (the
 * spec names no text for it) as one page notice; a failed fee read raises nothing: the view that shows it
 * says 'Readers details not loaded' (spec 001 §8).
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { toUserMessage } from '../../utils/errors';

import { toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { readerChargeStatsRead, readersRead, storeRead } from './query';
import type { Reader, ReaderChargeStatsResponse, ReaderFeeRow, ReadersResponse } from './types';

/** The id of the readers list's load-error notice. */
export const READERS_ERROR_NOTICE_ID = 'wcpay-readers-load-error';

type Entry<T> = { value?: T; error?: ApiError };

export interface ReadersState {
	/** Readers lists by limit. */
	lists: Record<string, Entry<{ readers: Reader[]; total: number }>>;
	/** Reader fees by charge id (or the id the view asked with). */
	charges: Record<string, Entry<ReaderFeeRow[]>>;
}

const initialState: ReadersState = { lists: {}, charges: {} };

type Action =
	| { type: 'RECEIVE_READERS'; limit: number; readers: Reader[]; total: number }
	| { type: 'RECEIVE_READERS_ERROR'; limit: number; error: ApiError }
	| { type: 'RECEIVE_READER_CHARGE_STATS'; id: string; rows: ReaderFeeRow[] }
	| { type: 'RECEIVE_READER_CHARGE_STATS_ERROR'; id: string; error: ApiError };

export function reducer(state: ReadersState = initialState, action: Action): ReadersState {
	switch (action.type) {
		case 'RECEIVE_READERS':
			return {
				...state,
				lists: {
					...state.lists,
					[action.limit]: { value: { readers: action.readers, total: action.total } },
				},
			};
		case 'RECEIVE_READERS_ERROR':
			return { ...state, lists: { ...state.lists, [action.limit]: { error: action.error } } };
		case 'RECEIVE_READER_CHARGE_STATS':
			return { ...state, charges: { ...state.charges, [action.id]: { value: action.rows } } };
		case 'RECEIVE_READER_CHARGE_STATS_ERROR':
			return { ...state, charges: { ...state.charges, [action.id]: { error: action.error } } };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * The first `limit` connected readers; undefined until loaded (and after a failed load).
	 *
	 * @example
	 * const readers = select( readersStore ).getReaders( 10 ); // Reader[] | undefined
	 */
	getReaders: (state: ReadersState, limit: number) => state.lists[limit]?.value?.readers,
	/**
	 * How many readers the account has (the list may show fewer); undefined until loaded.
	 *
	 * @example
	 * select( readersStore ).getReadersTotal( 10 ); // number | undefined
	 */
	getReadersTotal: (state: ReadersState, limit: number) => state.lists[limit]?.value?.total,
	/**
	 * The error of the readers list's last load; undefined after a success.
	 *
	 * @example
	 * select( readersStore ).getReadersError( 10 ); // ApiError | undefined
	 */
	getReadersError: (state: ReadersState, limit: number) => state.lists[limit]?.error,
	/**
	 * The readers a reader-fee charge billed; undefined until loaded (and after a failed load).
	 *
	 * @example
	 * const rows = select( readersStore ).getReaderChargeStats( 'ch_123' ); // ReaderFeeRow[] | undefined
	 */
	getReaderChargeStats: (state: ReadersState, id: string) => state.charges[id]?.value,
	/**
	 * The error of a charge's reader fees load.
	 *
	 * @example
	 * select( readersStore ).getReaderChargeStatsError( 'ch_123' ); // ApiError | undefined
	 */
	getReaderChargeStatsError: (state: ReadersState, id: string) => state.charges[id]?.error,
};

type Args = ThunkArgs<Action, typeof selectors>;

/** The readers of a list answer; entries without an id are left out. */
function toReaders(answer: ReadersResponse | null | undefined): Reader[] {
	const data = Array.isArray(answer?.data) ? answer.data : [];
	return data.filter((reader) => typeof reader?.id === 'string' && reader.id !== '');
}

export const resolvers = {
	getReaders:
		(limit: number) =>
		async ({ dispatch, registry }: Args) => {
			try {
				const answer = await fetchRead<ReadersResponse>(readersRead(limit));
				const readers = toReaders(answer);
				const total = typeof answer?.total_count === 'number' ? answer.total_count : readers.length;
				dispatch({ type: 'RECEIVE_READERS', limit, readers, total });
			} catch (error) {
				dispatch({ type: 'RECEIVE_READERS_ERROR', limit, error: toApiError(error) });
				void registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'readers.load'), {
					id: READERS_ERROR_NOTICE_ID,
				});
			}
		},

	getReaderChargeStats:
		(id: string) =>
		async ({ dispatch }: Args) => {
			try {
				const answer = await fetchRead<ReaderChargeStatsResponse>(readerChargeStatsRead(id));
				const rows = Array.isArray(answer?.data) ? answer.data : [];
				dispatch({ type: 'RECEIVE_READER_CHARGE_STATS', id, rows });
			} catch (error) {
				dispatch({ type: 'RECEIVE_READER_CHARGE_STATS_ERROR', id, error: toApiError(error) });
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions: {}, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
