/**
 * `wcpay/dispute-details`: one dispute with what the evidence screen needs (GET /disputes/{id}, spec 002
 * §3.3, §7), the details of its evidence files (GET /file/{id}/details), and the writes: saving or
 * submitting evidence (POST /disputes/{id}) and accepting the dispute (POST /disputes/{id}/close, §4.2).
 * Saving raises no notices (the screens raise theirs); accepting raises the catalogue notices (§8). Both
 * replace the stored dispute and refresh the stores that show it (payment details, disputes list,
 * transactions, balance) when they are registered.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { toUserMessage } from '../../utils/errors';
import { apiPost, toApiError } from '../shared/api';
import { invalidateStores } from '../shared/refresh';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { STORE_NAME as DEPOSITS_STORE } from '../deposits/name';
import { STORE_NAME as DISPUTES_STORE } from '../disputes/name';
import { STORE_NAME as OVERVIEW_STORE } from '../overview/name';
import { STORE_NAME as PAYMENT_DETAILS_STORE } from '../payment-details/name';
import { STORE_NAME as TRANSACTIONS_STORE } from '../transactions/name';
import { STORE_NAME } from './name';
import { disputeRead, fileDetailsRead, storeRead } from './query';
import type { DisputeDetail, DisputeEvidenceRequest, DisputeMetadata, Evidence, FileDetails } from './types';

/** What a write ends with: the updated dispute, or the server's error. */
export type DisputeWriteOutcome =
	{ dispute: DisputeDetail; error?: undefined } | { dispute?: undefined; error: ApiError };

/** Stores whose reads an evidence save or submit changes (the dispute's status and evidence flag). */
export const STORES_REFRESHED_AFTER_SAVE = [PAYMENT_DETAILS_STORE, DISPUTES_STORE];

/** Stores whose reads accepting a dispute changes (status lost; the lists and the balance around it). */
export const STORES_REFRESHED_AFTER_ACCEPT = [
	PAYMENT_DETAILS_STORE,
	DISPUTES_STORE,
	TRANSACTIONS_STORE,
	OVERVIEW_STORE,
	DEPOSITS_STORE,
];

type Entry<T> = { value?: T; error?: ApiError };

export interface DisputeDetailsState {
	disputes: Record<string, Entry<DisputeDetail>>;
	files: Record<string, Entry<FileDetails>>;
	/** Dispute id → an evidence save or submit is running. */
	saving: Record<string, boolean>;
	/** Dispute id → accepting it is running. */
	accepting: Record<string, boolean>;
}

type Action =
	| { type: 'RECEIVE_DISPUTE'; id: string; dispute: DisputeDetail }
	| { type: 'RECEIVE_FILE'; id: string; file: FileDetails }
	| { type: 'RECEIVE_ERROR'; kind: 'disputes' | 'files'; id: string; error: ApiError }
	| { type: 'SET_BUSY'; kind: 'saving' | 'accepting'; id: string; busy: boolean };

const initialState: DisputeDetailsState = { disputes: {}, files: {}, saving: {}, accepting: {} };

export function reducer(state: DisputeDetailsState = initialState, action: Action): DisputeDetailsState {
	switch (action.type) {
		case 'RECEIVE_DISPUTE':
			return { ...state, disputes: { ...state.disputes, [action.id]: { value: action.dispute } } };
		case 'RECEIVE_FILE':
			return { ...state, files: { ...state.files, [action.id]: { value: action.file } } };
		case 'RECEIVE_ERROR':
			return {
				...state,
				[action.kind]: { ...state[action.kind], [action.id]: { error: action.error } },
			};
		case 'SET_BUSY':
			return { ...state, [action.kind]: { ...state[action.kind], [action.id]: action.busy } };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * A dispute with its charge, evidence and metadata; undefined until loaded.
	 *
	 * @example
	 * const dispute = select( disputeDetailsStore ).getDispute( 'dp_123' ); // DisputeDetail | undefined
	 */
	getDispute: (state: DisputeDetailsState, id: string) => state.disputes[id]?.value,
	/**
	 * The error of a dispute's load.
	 *
	 * @example
	 * select( disputeDetailsStore ).getDisputeError( 'dp_123' ); // ApiError | undefined
	 */
	getDisputeError: (state: DisputeDetailsState, id: string) => state.disputes[id]?.error,
	/**
	 * An evidence file's details (name, size, type); undefined until loaded.
	 *
	 * @example
	 * const file = select( disputeDetailsStore ).getFileDetails( 'file_123' ); // FileDetails | undefined
	 */
	getFileDetails: (state: DisputeDetailsState, id: string) => state.files[id]?.value,
	/**
	 * The error of a file details load.
	 *
	 * @example
	 * select( disputeDetailsStore ).getFileDetailsError( 'file_123' ); // ApiError | undefined
	 */
	getFileDetailsError: (state: DisputeDetailsState, id: string) => state.files[id]?.error,
	/**
	 * Whether an evidence save or submit of this dispute is running.
	 *
	 * @example
	 * select( disputeDetailsStore ).isSaving( 'dp_123' ); // boolean
	 */
	isSaving: (state: DisputeDetailsState, id: string) => Boolean(state.saving[id]),
	/**
	 * Whether accepting this dispute is running.
	 *
	 * @example
	 * select( disputeDetailsStore ).isAccepting( 'dp_123' ); // boolean
	 */
	isAccepting: (state: DisputeDetailsState, id: string) => Boolean(state.accepting[id]),
	/**
	 * Every dispute whose evidence save or submit is running (id → true); the same object until one starts
	 * or ends, so a component selecting it re-renders exactly then.
	 *
	 * @example
	 * const saving = select( disputeDetailsStore ).getSaving(); // { dp_123: true }
	 */
	getSaving: (state: DisputeDetailsState): Readonly<Record<string, boolean>> => state.saving,
	/**
	 * Every dispute being accepted (id → true); the same object until one starts or ends.
	 *
	 * @example
	 * const accepting = select( disputeDetailsStore ).getAccepting(); // { dp_123: true }
	 */
	getAccepting: (state: DisputeDetailsState): Readonly<Record<string, boolean>> => state.accepting,
};

type Args = ThunkArgs<Action, typeof selectors>;

export const resolvers = {
	getDispute:
		(id: string) =>
		async ({ dispatch }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_DISPUTE',
					id,
					dispute: await fetchRead<DisputeDetail>(disputeRead(id)),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', kind: 'disputes', id, error: toApiError(error) });
			}
		},
	getFileDetails:
		(id: string) =>
		async ({ dispatch }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_FILE',
					id,
					file: await fetchRead<FileDetails>(fileDetailsRead(id)),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', kind: 'files', id, error: toApiError(error) });
			}
		},
};

const disputePath = (id: string) => `/disputes/${encodeURIComponent(id)}`;

/**
 * POST /disputes/{id} (spec 002 §7): saves the evidence and metadata, and submits them when `submit`. The
 * stored dispute is replaced by the answer; no notices (the screens raise theirs). Resolves to `{ dispute }`
 * or `{ error }` (the server's error, whose message the screens show).
 */
function saveEvidence(id: string, evidence: Evidence, metadata: DisputeMetadata, submit: boolean) {
	return async ({ dispatch, registry }: Args): Promise<DisputeWriteOutcome> => {
		const body: DisputeEvidenceRequest = { evidence, metadata, submit };
		dispatch({ type: 'SET_BUSY', kind: 'saving', id, busy: true });
		try {
			const dispute = await apiPost<DisputeDetail>(disputePath(id), body);
			dispatch({ type: 'RECEIVE_DISPUTE', id, dispute });
			invalidateStores(registry, STORES_REFRESHED_AFTER_SAVE);
			return { dispute };
		} catch (error) {
			return { error: toApiError(error) };
		} finally {
			dispatch({ type: 'SET_BUSY', kind: 'saving', id, busy: false });
		}
	};
}

/**
 * POST /disputes/{id}/close (spec 002 §4.2): accepts the dispute (lost, final). On success the notice
 * 'You have accepted the dispute for order #(number).' (or 'You have accepted the dispute.' without an
 * order), the stored dispute is replaced and the payment, lists and balance are read again; on failure the
 * catalogue error notice. Resolves to `{ dispute }` or `{ error }`; `{ error }` with code
 * `wcpay_dispute_accept_running` when an accept of this dispute is already running.
 */
function acceptDispute(id: string) {
	return async ({ dispatch, select, registry }: Args): Promise<DisputeWriteOutcome> => {
		if (select.isAccepting(id)) {
			return { error: { code: 'wcpay_dispute_accept_running', message: '' } };
		}
		dispatch({ type: 'SET_BUSY', kind: 'accepting', id, busy: true });
		try {
			const dispute = await apiPost<DisputeDetail>(`${disputePath(id)}/close`, {});
			dispatch({ type: 'RECEIVE_DISPUTE', id, dispute });
			const number = dispute.order?.number;
			const message = number
				? sprintf(
						/* translators: %s: order number */
						__('You have accepted the dispute for order #%s.', 'woocommerce-payments'),
						String(number)
					)
				: __('You have accepted the dispute.', 'woocommerce-payments');
			writeSucceeded(registry, `dispute.accept.${id}`);
			void registry.dispatch(noticesStore).createSuccessNotice(message, { type: 'snackbar' });
			invalidateStores(registry, STORES_REFRESHED_AFTER_ACCEPT);
			return { dispute };
		} catch (error) {
			writeFailed(registry, `dispute.accept.${id}`, toUserMessage(error, 'dispute.accept'));
			return { error: toApiError(error) };
		} finally {
			dispatch({ type: 'SET_BUSY', kind: 'accepting', id, busy: false });
		}
	};
}

export const actions = { saveEvidence, acceptDispute };

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
