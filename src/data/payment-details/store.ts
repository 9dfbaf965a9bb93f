/**
 * `wcpay/payment-intents`: the payment details screen's reads (spec 002 §7) — a payment intent by id, a
 * charge by id or by order number, and the timeline of an intent. Resolvers only fetch and dispatch; the
 * page raises its own messages. Registered under the name the capture/cancel refresh looks for
 * (docs/DATA.md), with an `invalidate()` action that reloads everything on next read.
 */
import { createReduxStore, register, select as globalSelect } from '@wordpress/data';

import { apiGet, toApiError, type ApiError } from '../shared/api';
import type { Charge, PaymentIntent, TimelineEvent, TimelineResponse } from './types';

export const STORE_NAME = 'wcpay/payment-intents';

type Entry<T> = { value?: T; error?: ApiError };

export interface PaymentDetailsState {
	intents: Record<string, Entry<PaymentIntent>>;
	charges: Record<string, Entry<Charge>>;
	orders: Record<string, Entry<Charge>>;
	timelines: Record<string, Entry<TimelineEvent[]>>;
}

type Kind = keyof PaymentDetailsState;

type Action =
	| { type: 'RECEIVE'; kind: Kind; id: string; value: unknown }
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any };

export const actions = {
	receive: (kind: Kind, id: string, value: unknown) => ({ type: 'RECEIVE', kind, id, value }) as const,
	receiveError: (kind: Kind, id: string, error: ApiError) =>
		({ type: 'RECEIVE_ERROR', kind, id, error }) as const,
	/** Reloads every intent, charge and timeline on next read (after a capture or cancel). */
	invalidate:
		() =>
		({ dispatch }: Thunk) => {
			dispatch.invalidateResolutionForStore();
		},
};

const value =
	<K extends Kind>(kind: K) =>
	(state: PaymentDetailsState, id: string) =>
		state[kind][id]?.value as NonNullable<PaymentDetailsState[K][string]['value']> | undefined;
const error =
	(kind: Kind) =>
	(state: PaymentDetailsState, id: string): ApiError | undefined =>
		state[kind][id]?.error;

export const selectors = {
	getPaymentIntent: value('intents'),
	getPaymentIntentError: error('intents'),
	getCharge: value('charges'),
	getChargeError: error('charges'),
	getChargeFromOrder: value('orders'),
	getChargeFromOrderError: error('orders'),
	getTimeline: value('timelines'),
	getTimelineError: error('timelines'),
};

function fetchInto(kind: Kind, path: (id: string) => string, unwrap: (body: never) => unknown = (b) => b) {
	return (id: string) =>
		async ({ dispatch }: Thunk) => {
			try {
				dispatch.receive(kind, id, unwrap((await apiGet<unknown>(path(id))) as never));
			} catch (e) {
				dispatch.receiveError(kind, id, toApiError(e));
			}
		};
}

export const resolvers = {
	getPaymentIntent: fetchInto('intents', (id) => `/payment_intents/${encodeURIComponent(id)}`),
	getCharge: fetchInto('charges', (id) => `/charges/${encodeURIComponent(id)}`),
	getChargeFromOrder: fetchInto('orders', (id) => `/charges/order/${encodeURIComponent(id)}`),
	getTimeline: fetchInto(
		'timelines',
		(id) => `/timeline/${encodeURIComponent(id)}`,
		(body: TimelineResponse) => body.data ?? []
	),
};

export const storeConfig = { reducer, actions, selectors, resolvers };
export const store = createReduxStore(STORE_NAME, storeConfig);

if (!globalSelect(STORE_NAME as never)) {
	register(store);
}
