/**
 * Transactions (spec 001 §5.1, §7.3): list, summary, search options, one transaction, the CSV export (also
 * e-mailed), and the fraud outcomes of the blocked tab. Shapes: src/data/transactions/types.ts; docs/DATA.md.
 */
import { startExport, transactionsExport } from '../domain/money-exports';
import {
	fraudOutcomesSummary,
	fraudSearchOptions,
	listFraudOutcomes,
	readFraudQuery,
} from '../domain/money-fraud';
import { ParamReader } from '../domain/money-params';
import {
	getTransaction,
	listTransactions,
	readTransactionsQuery,
	transactionSearchOptions,
	transactionsSummary,
} from '../domain/money-transactions';
import { exportOptions, requestValues } from './money-common';
import { CREATABLE, READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/transactions';

function searchTerm(r: ParamReader): string {
	const term = r.string('search_term', 200) ?? '';
	r.done();
	return term;
}

export function registerTransactionRoutes(router: RestRouter): void {
	router.add(READABLE, BASE, ({ state, request }) =>
		listTransactions(state.kv.db, readTransactionsQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/summary`, ({ state, request }) =>
		transactionsSummary(state.kv.db, readTransactionsQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/search`, ({ state, request }) =>
		transactionSearchOptions(state.kv.db, searchTerm(new ParamReader(requestValues(request))))
	);

	router.add([...READABLE, ...CREATABLE], `${BASE}/download`, ({ state, request }) => {
		const values = requestValues(request, true);
		const q = readTransactionsQuery(new ParamReader(values));
		const options = exportOptions(state, values, true);
		const db = state.kv.db;
		return { export_id: startExport(db, 'transactions', transactionsExport(db, q), options) };
	});

	router.add(READABLE, `${BASE}/fraud-outcomes`, ({ state, request }) =>
		listFraudOutcomes(state.kv.db, readFraudQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/fraud-outcomes/summary`, ({ state, request }) =>
		fraudOutcomesSummary(state.kv.db, readFraudQuery(new ParamReader(requestValues(request))))
	);

	router.add(READABLE, `${BASE}/fraud-outcomes/search`, ({ state, request }) => {
		const r = new ParamReader(requestValues(request));
		const q = readFraudQueryFor(r);
		return fraudSearchOptions(state.kv.db, q.statuses, q.term);
	});

	router.add(READABLE, `${BASE}/(?P<id>[^/]+)`, ({ state, request }) =>
		getTransaction(state.kv.db, request.params.id)
	);
}

/** status (+ additional_status) and search_term of the fraud-outcomes search. */
function readFraudQueryFor(r: ParamReader): { statuses: string[]; term: string } {
	const term = r.string('search_term', 200) ?? '';
	const q = readFraudQuery(r);
	return { statuses: q.statuses, term };
}
