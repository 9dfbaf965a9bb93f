/**
 * Payment details reads (spec 002 §7): the payment intent, the charge (by id or by order number) and the
 * timeline. Ids are word characters only (400 `rest_invalid_param` otherwise); unknown ids answer 404.
 * Shapes: src/data/payment-details/types.ts.
 */
import { getCharge, getChargeByOrder, getPaymentIntent } from '../domain/payment-details';
import { getTimeline } from '../domain/timeline';
import { READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments';

export function registerPaymentDetailsRoutes(router: RestRouter): void {
	router.add(READABLE, `${BASE}/payment_intents/(?P<id>[^/]+)`, ({ state, request }) =>
		getPaymentIntent(state.kv.db, request.params.id)
	);
	router.add(READABLE, `${BASE}/charges/order/(?P<order_id>[^/]+)`, ({ state, request }) =>
		getChargeByOrder(state.kv.db, request.params.order_id)
	);
	router.add(READABLE, `${BASE}/charges/(?P<id>[^/]+)`, ({ state, request }) =>
		getCharge(state.kv.db, request.params.id)
	);
	router.add(READABLE, `${BASE}/timeline/(?P<id>[^/]+)`, ({ state, request }) =>
		getTimeline(state.kv.db, request.params.id)
	);
}
