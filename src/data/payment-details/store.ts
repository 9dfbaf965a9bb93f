/**
 * `wcpay/payment-details`: the payment details screen's reads (spec 002 §7) — a payment intent by id, a
 * charge by id or by order number, and the timeline of an intent. Resolvers only fetch and dispatch; the
 * page raises its own messages. Capture and cancel refresh it by name (src/data/authorizations).
 */
import { toApiError } from '../shared/api';
import { fetchRead, type StoreRead } from '../shared/reads';
import { defineStore, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { chargeFromOrderRead, chargeRead, paymentIntentRead, timelineRead } from './query';
import type { Charge, PaymentIntent, TimelineEvent, TimelineResponse } from './types';

type Entry<T> = { value?: T; error?: ApiError };

export interface PaymentDetailsState {
	intents: Record<string, Entry<PaymentIntent>>;
	charges: Record<string, Entry<Charge>>;
	orders: Record<string, Entry<Charge>>;
	timelines: Record<string, Entry<TimelineEvent[]>>;
}

type Kind = keyof PaymentDetailsState;
type ValueOf<K extends Kind> = NonNullable<PaymentDetailsState[K][string]['value']>;

type Action =
	| { [K in Kind]: { type: 'RECEIVE'; kind: K; id: string; value: ValueOf<K> } }[Kind]
	| { type: 'RECEIVE_ERROR'; kind: Kind; id: string; error: ApiError };

const initialState: PaymentDetailsState = { intents: {}, charges: {}, orders: {}, timelines: {} };

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

export const store = defineStore(STORE_NAME, { reducer, actions: {}, selectors, resolvers });
