/**
 * Hooks of `wcpay/payment-intents` for the payment details screen. Ids with non-word characters are never
 * requested (`isInvalidId`).
 */
import { useSelect } from '@wordpress/data';

import type { ApiError } from '../shared/api';
import { isChargeId, isValidDetailId } from '../../utils/url';
import { store } from './store';
import type { Charge, PaymentIntent, TimelineEvent } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

type Read = 'PaymentIntent' | 'Charge' | 'ChargeFromOrder' | 'Timeline';

/** One read of the store: its value, whether it is still loading, and its error. */
function read<T>(s: any, name: Read, id: string): { value?: T; isLoading: boolean; error?: ApiError } {
	const value = s[`get${name}`](id) as T | undefined;
	return {
		value,
		isLoading: !value && !s.hasFinishedResolution(`get${name}`, [id]),
		error: s[`get${name}Error`](id) as ApiError | undefined,
	};
}

export interface PaymentDetailsView {
	/** The charge to show (the intent's latest charge, or the charge looked up by id). */
	charge?: Charge;
	/** The intent, when the id named one. */
	intent?: PaymentIntent;
	isLoading: boolean;
	error?: ApiError;
	isInvalidId: boolean;
}

/**
 * The payment of a details id: an id containing `ch_`/`py_` is a charge (GET /charges/{id}), anything else
 * a payment intent (GET /payment_intents/{id}) (spec 002 §7).
 */
export function usePaymentDetails(id: string | null | undefined, enabled = true): PaymentDetailsView {
	return useSelect(
		(select) => {
			if (!enabled) {
				return { isLoading: false, isInvalidId: false };
			}
			if (!isValidDetailId(id)) {
				return { isLoading: false, isInvalidId: true };
			}
			const s = select(store) as any;
			if (isChargeId(id)) {
				const { value: charge, ...state } = read<Charge>(s, 'Charge', id);
				return { charge, ...state, isInvalidId: false };
			}
			const { value: intent, ...state } = read<PaymentIntent>(s, 'PaymentIntent', id);
			return { intent, charge: intent?.charge ?? undefined, ...state, isInvalidId: false };
		},
		[id, enabled]
	);
}

/** The charge of an order number (GET /charges/order/{order id}); nothing is requested for a null id. */
export function useChargeFromOrder(orderId: string | null | undefined): {
	charge?: Charge;
	isLoading: boolean;
	error?: ApiError;
} {
	return useSelect(
		(select) => {
			if (!orderId || !/^\d+$/.test(orderId)) {
				return { isLoading: false };
			}
			const { value: charge, ...state } = read<Charge>(select(store), 'ChargeFromOrder', orderId);
			return { charge, ...state };
		},
		[orderId]
	);
}

/** The timeline of a payment intent; nothing is requested while `enabled` is false. */
export function useTimeline(
	id: string | null | undefined,
	enabled = true
): { events?: TimelineEvent[]; isLoading: boolean; error?: ApiError } {
	return useSelect(
		(select) => {
			if (!enabled || !isValidDetailId(id)) {
				return { isLoading: false };
			}
			const { value: events, ...state } = read<TimelineEvent[]>(select(store), 'Timeline', id);
			return { events, ...state };
		},
		[id, enabled]
	);
}
