/**
 * Uncaptured authorizations (spec 001 §7.4, §8, spec 002 §7): list, summary, one authorization (404
 * `authorization_missing` when unknown or canceled), capture and cancel through the order.
 * Shapes: src/data/authorizations/types.ts; docs/DATA.md.
 */
import {
	authorizationsSummary,
	cancelAuthorization,
	captureAuthorization,
	getAuthorization,
	listAuthorizations,
	readAuthorizationsQuery,
} from '../domain/money-authorizations';
import { ParamReader } from '../domain/money-params';
import { errors } from '../util/wp-error';
import { requestValues } from './money-common';
import { bodyObject } from './params';
import type { MockState } from '../domain/state';
import { EDITABLE, READABLE, type RestRequest, type RestRouter } from './router';

const BASE = '/wc/v3/payments/authorizations';

/** The `payment_intent_id` of a capture/cancel body (or query). */
function intentId(request: RestRequest): string {
	const values = { ...request.query, ...bodyObject(request.body) } as Record<string, never>;
	const r = new ParamReader(values);
	if (!r.has('payment_intent_id')) {
		throw errors.missingParams(['payment_intent_id']);
	}
	const id = r.id('payment_intent_id');
	r.done();
	return id as string;
}

/** The signed-in user, recorded as the reviewer when a held payment is captured or canceled. */
function reviewer(state: MockState) {
	const user = state.user();
	return { id: user.id, username: user.username };
}

export function registerAuthorizationRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) =>
		listAuthorizations(state.kv.db, readAuthorizationsQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/summary`, ({ state, request }) => {
		// Paging and sorting are accepted (spec 001 §7.4) and validated, but a summary covers every row.
		readAuthorizationsQuery(new ParamReader(requestValues(request)));
		return authorizationsSummary(state.kv.db);
	});

	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		getAuthorization(state.kv.db, request.params.id)
	);

	router.add(
		EDITABLE,
		'/wc/v3/payments/orders/(?P<order_id>[^/]+)/capture_authorization',
		({ state, request }) =>
			captureAuthorization(state.kv.db, request.params.order_id, intentId(request), reviewer(state))
	);

	router.add(
		EDITABLE,
		'/wc/v3/payments/orders/(?P<order_id>[^/]+)/cancel_authorization',
		({ state, request }) =>
			cancelAuthorization(state.kv.db, request.params.order_id, intentId(request), reviewer(state))
	);
}
