/**
 * Hooks of `wcpay/payment-details` for the payment details screen. Ids with non-word characters are never
 * requested (`isInvalidId`).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { ApiError, Read } from '../shared/types';
import { isChargeId, isValidDetailId } from '../../utils/url';
import { store } from './store';
import type { RefundOutcome } from './store';
import type { Charge, PaymentIntent, RefundReason, TimelineEvent } from './types';

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
 * a payment intent (GET /payment_intents/{id}) (spec 002 §7). Nothing is read while `enabled` is false.
 *
 * @example
 * const { charge, intent, isLoading, error, isInvalidId } = usePaymentDetails( query.id );
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
			const s = select(store);
			if (isChargeId(id)) {
				const charge = s.getCharge(id);
				return {
					charge,
					isLoading: !charge && !s.hasFinishedResolution('getCharge', [id]),
					error: s.getChargeError(id),
					isInvalidId: false,
				};
			}
			const intent = s.getPaymentIntent(id);
			return {
				intent,
				charge: intent?.charge ?? undefined,
				isLoading: !intent && !s.hasFinishedResolution('getPaymentIntent', [id]),
				error: s.getPaymentIntentError(id),
				isInvalidId: false,
			};
		},
		[id, enabled]
	);
}

/**
 * The charge of an order number (GET /charges/order/{order id}); nothing is requested for a null id.
 *
 * @example
 * const { data: charge, isLoading } = useChargeFromOrder( query.id );
 */
export function useChargeFromOrder(orderId: string | null | undefined): Read<Charge | undefined> {
	return useSelect(
		(select) => {
			if (!orderId || !/^\d+$/.test(orderId)) {
				return { data: undefined, isLoading: false };
			}
			const s = select(store);
			const data = s.getChargeFromOrder(orderId);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getChargeFromOrder', [orderId]),
				error: s.getChargeFromOrderError(orderId),
			};
		},
		[orderId]
	);
}

/**
 * The timeline of a payment intent; nothing is requested while `enabled` is false.
 *
 * @example
 * const { data: events, isLoading, error } = useTimeline( intent.id );
 */
export function useTimeline(
	id: string | null | undefined,
	enabled = true
): Read<TimelineEvent[] | undefined> {
	return useSelect(
		(select) => {
			if (!enabled || !isValidDetailId(id)) {
				return { data: undefined, isLoading: false };
			}
			const s = select(store);
			const data = s.getTimeline(id);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getTimeline', [id]),
				error: s.getTimelineError(id),
			};
		},
		[id, enabled]
	);
}

/**
 * The Retry of a payment that did not load: reads the payment (intent, charge, order lookup, timeline)
 * again.
 *
 * @example
 * const reload = usePaymentReload();
 * <Button onClick={ reload }>Retry</Button>
 */
export function usePaymentReload(): () => void {
	const { reloadPayment } = useDispatch(store);
	return useCallback(() => {
		void reloadPayment();
	}, [reloadPayment]);
}

/**
 * The refund of a charge's whole amount (POST /refund/, spec 002 §4.3): `refund( reason )` resolves to
 * `{ refund }` or `{ error }` (the store raises the notices); `isRefunding` while it runs.
 *
 * @example
 * const { refund, isRefunding } = useRefundCharge( charge );
 * await refund( 'requested_by_customer' );
 */
export function useRefundCharge(charge: Pick<Charge, 'id' | 'amount' | 'order' | 'payment_intent'>): {
	refund: (reason: RefundReason | null) => Promise<RefundOutcome | null>;
	isRefunding: boolean;
} {
	const { refundCharge } = useDispatch(store);
	const isRefunding = useSelect((select) => select(store).isRefunding(charge.id), [charge.id]);
	return { refund: (reason) => refundCharge(charge, reason), isRefunding };
}
