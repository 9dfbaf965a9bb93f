/**
 * Card readers (spec 001 §7.5): `GET /wc/v3/payments/readers?limit=…` → `{ data: Reader[], total_count }`
 * (limit 1–100, default 10; 400 `rest_invalid_param` otherwise) and `GET /wc/v3/payments/readers/charges/{id}`
 * → `{ charge_id, transaction_id, data: ReaderFeeRow[] }` (400 for a malformed id, 404 for an unknown one).
 * Both answer 404 `wcpay_account_not_found` without an account. Shapes: src/data/readers/types.ts; data:
 * mock-server/domain/readers.ts.
 */
import {
	READERS_LIST_LIMIT,
	READERS_MAX_LIMIT,
	type ReaderChargeStatsResponse,
	type ReadersResponse,
} from '../../src/data/readers/types';
import { ParamReader } from '../domain/money-params';
import { listReaders, readerChargeStats } from '../domain/readers';
import type { MockState } from '../domain/state';
import { WpError } from '../util/wp-error';
import { requestValues } from './money-common';
import { READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/readers';

function requireAccount(state: MockState): void {
	if (!state.account()) {
		throw new WpError(404, 'wcpay_account_not_found', 'There is no payments account.');
	}
}

export function registerReaderRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }): ReadersResponse => {
		const params = new ParamReader(requestValues(request));
		const limit = params.int('limit', 1, READERS_MAX_LIMIT, READERS_LIST_LIMIT);
		params.done();
		requireAccount(state);
		return listReaders(state.kv.db, limit);
	});

	router.add(READABLE, `${BASE}/charges/(?P<id>[^/]+)`, ({ state, request }): ReaderChargeStatsResponse => {
		requireAccount(state);
		return readerChargeStats(state.kv.db, request.params.id);
	});
}
