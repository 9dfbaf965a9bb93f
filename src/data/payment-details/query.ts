/**
 * The payment details screen's reads (spec 002 §7): a payment intent by id, a charge by id or by order
 * number, and the timeline of an intent. Store-free, for route reads.
 */
import { storeRead } from '../shared/reads';
import { STORE_NAME } from './name';

const id = (value: string) => encodeURIComponent(value);

/** GET /payment_intents/{id}: `getPaymentIntent( id )`. */
export function paymentIntentRead(intentId: string) {
	return storeRead(STORE_NAME, 'getPaymentIntent', [intentId], `/payment_intents/${id(intentId)}`);
}

/** GET /charges/{id}: `getCharge( id )`. */
export function chargeRead(chargeId: string) {
	return storeRead(STORE_NAME, 'getCharge', [chargeId], `/charges/${id(chargeId)}`);
}

/** GET /charges/order/{order number}: `getChargeFromOrder( orderId )`. */
export function chargeFromOrderRead(orderId: string) {
	return storeRead(STORE_NAME, 'getChargeFromOrder', [orderId], `/charges/order/${id(orderId)}`);
}

/** GET /timeline/{intent id}: `getTimeline( id )`. */
export function timelineRead(intentId: string) {
	return storeRead(STORE_NAME, 'getTimeline', [intentId], `/timeline/${id(intentId)}`);
}
