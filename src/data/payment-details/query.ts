/**
 * The payment details screen's reads (spec 002 §7): a payment intent by id, a charge by id or by order
 * number, and the timeline of an intent. Store-free, for route reads.
 */
import { storeReads } from '../shared/reads';
import { STORE_NAME } from './name';
import type { store } from './store';

/** Reads of this domain's store, checked against its selectors. */
export const storeRead = storeReads<typeof store>(STORE_NAME);

const id = (value: string) => encodeURIComponent(value);

/** GET /payment_intents/{id}: `getPaymentIntent( id )`. */
export function paymentIntentRead(intentId: string) {
	return storeRead('getPaymentIntent', [intentId], `/payment_intents/${id(intentId)}`);
}

/** GET /charges/{id}: `getCharge( id )`. */
export function chargeRead(chargeId: string) {
	return storeRead('getCharge', [chargeId], `/charges/${id(chargeId)}`);
}

/** GET /charges/order/{order number}: `getChargeFromOrder( orderId )`. */
export function chargeFromOrderRead(orderId: string) {
	return storeRead('getChargeFromOrder', [orderId], `/charges/order/${id(orderId)}`);
}

/** GET /timeline/{intent id}: `getTimeline( id )`. */
export function timelineRead(intentId: string) {
	return storeRead('getTimeline', [intentId], `/timeline/${id(intentId)}`);
}
