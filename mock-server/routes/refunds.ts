/**
 * POST /wc/v3/payments/refund/ (spec 002 §7): `charge_id`, `amount`, `reason`, `order_id`. Applies the refund
 * (mock-server/domain/refunds.ts) or answers a WordPress error and changes nothing.
 */
import { readRefundRequest, refundCharge } from '../domain/refunds';
import { bodyObject } from './params';
import { EDITABLE, type RestRouter } from './router';

export function registerRefundRoutes(router: RestRouter): void {
	router.add(EDITABLE, '/wc/v3/payments/refund/?', ({ state, request }) =>
		refundCharge(state.kv.db, readRefundRequest({ ...request.query, ...bodyObject(request.body) }))
	);
}
