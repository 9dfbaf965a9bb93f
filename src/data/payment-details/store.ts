/**
 * `wcpay/payment-details`: the payment details screen's reads (spec 002 §7) — a payment intent by id, a
 * charge by id or by order number, and the timeline of an intent — and the refund of a charge (POST
 * /refund/, spec 002 §4.3, §5.1, §8). Resolvers only fetch and dispatch; the page raises its own load
 * messages. Capture and cancel refresh it by name (src/data/authorizations).
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { toUserMessage } from '../../utils/errors';
import { apiPost, toApiError } from '../shared/api';
import { invalidateStores } from '../shared/refresh';
import { STORE_NAME as DEPOSITS_STORE } from '../deposits/name';
import { STORE_NAME as OVERVIEW_STORE } from '../overview/name';
import { STORE_NAME as TRANSACTIONS_STORE } from '../transactions/name';
import { fetchRead, type StoreRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { chargeFromOrderRead, chargeRead, paymentIntentRead, timelineRead, storeRead } from './query';
import type {
	Charge,
	PaymentIntent,
	RefundReason,
	RefundRequest,
	RefundResponse,
	TimelineEvent,
	TimelineResponse,
} from './types';

/** What a refund ends with: the refund, or the server's error. */
export type RefundOutcome =
	{ refund: RefundResponse; error?: undefined } | { refund?: undefined; error: ApiError };

/** Stores whose reads a refund changes: the transactions list, the balance (refreshed when registered). */
export const STORES_REFRESHED_AFTER_REFUND = [TRANSACTIONS_STORE, OVERVIEW_STORE, DEPOSITS_STORE];

type Entry<T> = { value?: T; error?: ApiError };

export interface PaymentDetailsState {
	intents: Record<string, Entry<PaymentIntent>>;
	charges: Record<string, Entry<Charge>>;
	orders: Record<string, Entry<Charge>>;
	timelines: Record<string, Entry<TimelineEvent[]>>;
	/** Charge id → a refund of it is running. */
	refunding: Record<string, boolean>;
}

type Kind = Exclude<keyof PaymentDetailsState, 'refunding'>;
type ValueOf<K extends Kind> = NonNullable<PaymentDetailsState[K][string]['value']>;

type Action =
	| { [K in Kind]: { type: 'RECEIVE'; kind: K; id: string; value: ValueOf<K> } }[Kind]
	| { type: 'RECEIVE_ERROR'; kind: Kind; id: string; error: ApiError }
	| { type: 'SET_REFUNDING'; id: string; refunding: boolean };

const initialState: PaymentDetailsState = {
	intents: {},
	charges: {},
	orders: {},
	timelines: {},
	refunding: {},
};

export function reducer(state: PaymentDetailsState = initialState, action: Action): PaymentDetailsState {
	switch (action.type) {
		case 'RECEIVE':
			return {
				...state,
				[action.kind]: { ...state[action.kind], [action.id]: { value: action.value } },
			};
		case 'RECEIVE_ERROR':
			return {
				...state,
				[action.kind]: { ...state[action.kind], [action.id]: { error: action.error } },
			};
		case 'SET_REFUNDING':
			return { ...state, refunding: { ...state.refunding, [action.id]: action.refunding } };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * A payment intent by id; undefined until loaded.
	 *
	 * @example
	 * const intent = select( paymentDetailsStore ).getPaymentIntent( 'pi_123' ); // PaymentIntent | undefined
	 */
	getPaymentIntent: (state: PaymentDetailsState, id: string) => state.intents[id]?.value,
	/**
	 * The error of a payment intent's load.
	 *
	 * @example
	 * select( paymentDetailsStore ).getPaymentIntentError( 'pi_123' ); // ApiError | undefined
	 */
	getPaymentIntentError: (state: PaymentDetailsState, id: string) => state.intents[id]?.error,
	/**
	 * A charge by id; undefined until loaded.
	 *
	 * @example
	 * const charge = select( paymentDetailsStore ).getCharge( 'ch_123' ); // Charge | undefined
	 */
	getCharge: (state: PaymentDetailsState, id: string) => state.charges[id]?.value,
	/**
	 * The error of a charge's load.
	 *
	 * @example
	 * select( paymentDetailsStore ).getChargeError( 'ch_123' ); // ApiError | undefined
	 */
	getChargeError: (state: PaymentDetailsState, id: string) => state.charges[id]?.error,
	/**
	 * The charge of an order number; undefined until loaded.
	 *
	 * @example
	 * const charge = select( paymentDetailsStore ).getChargeFromOrder( '1042' ); // Charge | undefined
	 */
	getChargeFromOrder: (state: PaymentDetailsState, orderId: string) => state.orders[orderId]?.value,
	/**
	 * The error of an order's charge load.
	 *
	 * @example
	 * select( paymentDetailsStore ).getChargeFromOrderError( '1042' ); // ApiError | undefined
	 */
	getChargeFromOrderError: (state: PaymentDetailsState, orderId: string) => state.orders[orderId]?.error,
	/**
	 * The timeline events of a payment intent; undefined until loaded.
	 *
	 * @example
	 * const events = select( paymentDetailsStore ).getTimeline( 'pi_123' ); // TimelineEvent[] | undefined
	 */
	getTimeline: (state: PaymentDetailsState, id: string) => state.timelines[id]?.value,
	/**
	 * The error of a timeline's load.
	 *
	 * @example
	 * select( paymentDetailsStore ).getTimelineError( 'pi_123' ); // ApiError | undefined
	 */
	getTimelineError: (state: PaymentDetailsState, id: string) => state.timelines[id]?.error,
	/**
	 * Whether a refund of this charge is running.
	 *
	 * @example
	 * select( paymentDetailsStore ).isRefunding( 'ch_123' ); // boolean
	 */
	isRefunding: (state: PaymentDetailsState, chargeId: string) => Boolean(state.refunding[chargeId]),
};

type Args = ThunkArgs<Action, typeof selectors>;

/**
 * A resolver that fetches a read and stores its answer (as `receive` makes the action) or its error under
 * `kind` and the id.
 */
function fetchInto<Answer>(
	kind: Kind,
	read: (id: string) => StoreRead,
	receive: (id: string, answer: Answer) => Action
) {
	return (id: string) =>
		async ({ dispatch }: Args) => {
			try {
				dispatch(receive(id, await fetchRead<Answer>(read(id))));
			} catch (error) {
				dispatch({ type: 'RECEIVE_ERROR', kind, id, error: toApiError(error) });
			}
		};
}

export const resolvers = {
	getPaymentIntent: fetchInto('intents', paymentIntentRead, (id, value: PaymentIntent): Action => ({
		type: 'RECEIVE',
		kind: 'intents',
		id,
		value,
	})),
	getCharge: fetchInto('charges', chargeRead, (id, value: Charge): Action => ({
		type: 'RECEIVE',
		kind: 'charges',
		id,
		value,
	})),
	getChargeFromOrder: fetchInto('orders', chargeFromOrderRead, (id, value: Charge): Action => ({
		type: 'RECEIVE',
		kind: 'orders',
		id,
		value,
	})),
	getTimeline: fetchInto('timelines', timelineRead, (id, body: TimelineResponse): Action => ({
		type: 'RECEIVE',
		kind: 'timelines',
		id,
		value: body.data ?? [],
	})),
};

/**
 * The payment id the refund notices name ('Refunded payment #(id).', spec 002 §8): the payment intent, else
 * the charge id.
 *
 * @example
 * refundPaymentLabel( charge ); // 'pi_3Nx…'
 */
export function refundPaymentLabel(charge: Pick<Charge, 'payment_intent' | 'id'>): string {
	return charge.payment_intent ?? charge.id;
}

/**
 * POST /refund/ of a charge's whole amount (spec 002 §4.3): `reason` 'other' is sent as none (§5.1). On
 * success the notice 'Refunded payment #(id).' shows and the payment, its timeline, the transactions and
 * the balance are read again; on failure the catalogue error notice, and the payment is read again too
 * (another tab may have refunded it). Resolves to `{ refund }`, or `{ error }` (the server's error, for the
 * form to show its reason), or null when a refund of the charge is already running.
 */
function refundCharge(
	charge: Pick<Charge, 'id' | 'amount' | 'order' | 'payment_intent'>,
	reason: RefundReason | null
) {
	return async ({ dispatch, select, registry }: Args): Promise<RefundOutcome | null> => {
		if (select.isRefunding(charge.id)) {
			return null;
		}
		const label = refundPaymentLabel(charge);
		const body: RefundRequest = {
			charge_id: charge.id,
			amount: charge.amount,
			reason: reason && reason !== 'other' ? reason : null,
			order_id: charge.order?.number ?? null,
		};
		dispatch({ type: 'SET_REFUNDING', id: charge.id, refunding: true });
		try {
			const refund = await apiPost<RefundResponse>('/refund/', body);
			writeSucceeded(registry, `refund.${charge.id}`);
			void registry.dispatch(noticesStore).createSuccessNotice(
				/* translators: %s: payment id (the payment intent id) */
				sprintf(__('Refunded payment #%s.', 'woocommerce-payments'), label),
				{ type: 'snackbar' }
			);
			invalidateStores(registry, STORES_REFRESHED_AFTER_REFUND);
			return { refund };
		} catch (error) {
			writeFailed(registry, `refund.${charge.id}`, toUserMessage(error, 'refund', { id: label }));
			return { error: toApiError(error) };
		} finally {
			dispatch.invalidateResolutionForStore();
			dispatch({ type: 'SET_REFUNDING', id: charge.id, refunding: false });
		}
	};
}

/**
 * Reads the payment again (the Retry of 'Payment details not loaded'): every read of the store resolves
 * anew — intent, charge, order lookup, timeline; an error stays until its new answer replaces it.
 */
function reloadPayment() {
	return ({ dispatch }: Args): void => {
		dispatch.invalidateResolutionForStore();
	};
}

export const actions = { refundCharge, reloadPayment };

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
