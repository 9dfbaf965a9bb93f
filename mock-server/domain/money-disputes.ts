/**
 * Disputes list, summary and export rows (spec 002 §2.2, §5.2, §7). `filter=awaiting_response` replaces the
 * status filters by the two needs-response statuses.
 */
import {
	AWAITING_RESPONSE_STATUSES,
	DISPUTE_STATUSES,
	DISPUTES_SORTS,
	type Dispute,
	type DisputesSort,
	type DisputesSummary,
} from '../../src/data/disputes/types';
import type { Db } from '../db/types';
import { ParamReader, readPaging, readSort, type DateRange } from './money-params';
import { toDispute, type DisputeRow } from './money-rows';
import { Conditions, likeAnywhere, orderBy, stmt, type SqlValue } from './money-sql';

export interface DisputesQuery {
	match: 'all' | 'any';
	currency?: string;
	dates: { before?: number; after?: number; between?: DateRange };
	awaitingResponse: boolean;
	statusIs?: string;
	statusIsNot?: string;
	search: string[];
	page: number;
	pagesize: number;
	sort: DisputesSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<DisputesSort, string> = {
	created: 'created',
	amount: 'amount',
	due_by: 'due_by',
	status: 'status',
	reason: 'reason',
	customer_name: 'customer_name',
};

export function readDisputesQuery(r: ParamReader): DisputesQuery {
	const q: DisputesQuery = {
		match: r.oneOf('match', ['all', 'any'] as const) ?? 'all',
		currency: r.currency('store_currency_is'),
		dates: r.dateFilters(),
		awaitingResponse: r.oneOf('filter', ['awaiting_response'] as const) === 'awaiting_response',
		statusIs: r.oneOf('status_is', DISPUTE_STATUSES),
		statusIsNot: r.oneOf('status_is_not', DISPUTE_STATUSES),
		search: (r.list('search', undefined, 20) ?? []).map((s) => s.trim()).filter(Boolean),
		...readPaging(r),
		...readSort(r, DISPUTES_SORTS, { sort: 'created', direction: 'desc' }),
	};
	r.email('user_email');
	r.string('locale', 20);
	r.done();
	return q;
}

function conditions(q: DisputesQuery): { where: string; params: SqlValue[] } {
	const c = new Conditions();
	if (q.currency) {
		c.require('currency = ?', q.currency);
	}
	if (q.awaitingResponse) {
		c.in('status', AWAITING_RESPONSE_STATUSES, true);
	} else {
		c.isIsNot('status', q.statusIs, q.statusIsNot);
	}
	if (q.search.length > 0) {
		const parts: string[] = [];
		const params: SqlValue[] = [];
		for (const term of q.search) {
			const order = /^#?(\d{1,12})$/.exec(term);
			// A status name is a term too: the client searches the two needs-response statuses with
			// filter=awaiting_response (spec 002 §5.2).
			parts.push(
				`(order_number = ? OR status = ? OR customer_name LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\')`
			);
			params.push(order ? Number(order[1]) : -1, term, likeAnywhere(term), likeAnywhere(term));
		}
		c.require(parts.join(' OR '), ...params);
	}
	c.dates('created', q.dates);
	return c.build(q.match);
}

export function listDisputes(db: Db, q: DisputesQuery): { data: Dispute[]; total_count: number } {
	const { where, params } = conditions(q);
	const total = (stmt(db, `SELECT COUNT(*) AS n FROM disputes ${where}`).get(...params) as { n: number }).n;
	const rows = stmt(
		db,
		`SELECT * FROM disputes ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(...params, q.pagesize, (q.page - 1) * q.pagesize) as DisputeRow[];
	return { data: rows.map(toDispute), total_count: total };
}

export function allDisputes(db: Db, q: DisputesQuery): Dispute[] {
	const { where, params } = conditions(q);
	return (
		stmt(db, `SELECT * FROM disputes ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)}`).all(
			...params
		) as DisputeRow[]
	).map(toDispute);
}

/**
 * Rowids of every matching dispute in the list's order: the snapshot a CSV export is written from, in
 * batches (domain/money-exports.ts). Only ids: the query stays short even over 100 000 rows.
 */
export function disputeExportIds(db: Db, q: DisputesQuery): number[] {
	const { where, params } = conditions(q);
	return stmt(
		db,
		`SELECT rowid AS export_rowid FROM disputes ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)}`
	)
		.pluck(true)
		.all(...params) as number[];
}

export function disputesSummary(db: Db, q: DisputesQuery): DisputesSummary {
	const { where, params } = conditions(q);
	const count = (stmt(db, `SELECT COUNT(*) AS n FROM disputes ${where}`).get(...params) as { n: number }).n;
	const currencies = stmt(db, `SELECT DISTINCT currency FROM disputes ${where} ORDER BY currency`).all(
		...params
	) as { currency: string }[];
	return { count, currencies: currencies.map((c) => c.currency) };
}
