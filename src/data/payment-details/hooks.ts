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
				const charge = s.getCharge(id) as Charge | undefined;
				return {
					charge,
					isLoading: !charge && !s.hasFinishedResolution('getCharge', [id]),
					error: s.getChargeError(id) as ApiError | undefined,
					isInvalidId: false,
				};
			}
			const intent = s.getPaymentIntent(id) as PaymentIntent | undefined;
			return {
				intent,
				charge: intent?.charge ?? undefined,
				isLoading: !intent && !s.hasFinishedResolution('getPaymentIntent', [id]),
				error: s.getPaymentIntentError(id) as ApiError | undefined,
				isInvalidId: false,
			};
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
			const s = select(store) as any;
			const charge = s.getChargeFromOrder(orderId) as Charge | undefined;
			return {
				charge,
				isLoading: !charge && !s.hasFinishedResolution('getChargeFromOrder', [orderId]),
				error: s.getChargeFromOrderError(orderId) as ApiError | undefined,
			};
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
			const s = select(store) as any;
			const events = s.getTimeline(id) as TimelineEvent[] | undefined;
			return {
				events,
				isLoading: !events && !s.hasFinishedResolution('getTimeline', [id]),
				error: s.getTimelineError(id) as ApiError | undefined,
			};
		},
		[id, enabled]
	);
}
