/**
 * Payouts (spec 001 §7.2, spec 002 §3.8, §4.7, §7): list, summary, one payout, the balance overview,
 * instant payouts and the CSV export. Shapes: src/data/deposits/types.ts; docs/DATA.md.
 */
import {
	createInstantDeposit,
	depositsOverviewAll,
	depositsSummary,
	getDeposit,
	listDeposits,
	readDepositsQuery,
} from '../domain/money-deposits';
import { depositsExport, startExport } from '../domain/money-exports';
import { randomId } from '../domain/money-authorizations';
import { ParamReader } from '../domain/money-params';
import { bodyObject } from './params';
import { INSTANT_DEPOSIT_TYPES, exportOptions, requestValues } from './money-common';
import { CREATABLE, READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/deposits';

export function registerDepositRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) =>
		listDeposits(state.kv.db, readDepositsQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/summary`, ({ state, request }) =>
		depositsSummary(state.kv.db, readDepositsQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/overview-all`, ({ state }) => depositsOverviewAll(state.kv.db, state));

	router.add([...READABLE, ...CREATABLE], `${BASE}/download`, ({ state, request }) => {
		const values = requestValues(request, true);
		const q = readDepositsQuery(new ParamReader(values));
		const options = exportOptions(state, values, false);
		const db = state.kv.db;
		return { export_id: startExport(db, 'deposits', depositsExport(db, q), options) };
	});

	router.add(CREATABLE, BASE, ({ state, request }) => {
		const body = bodyObject(request.body);
		const r = new ParamReader(body as Record<string, never>);
		r.oneOf('type', INSTANT_DEPOSIT_TYPES);
		if (!r.has('type')) {
			r.fail('type', 'type is required: instant.');
		}
		const currency = r.currency('currency');
		if (!r.has('currency')) {
			r.fail('currency', 'currency is required: a three-letter currency code.');
		}
		r.done();
		return createInstantDeposit(state.kv.db, state, currency as string, () => randomId('po_'));
	});

	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		getDeposit(state.kv.db, request.params.id)
	);
}
