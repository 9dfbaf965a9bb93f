/**
 * Fraud outcomes (blocked tab, spec 001 §3.5, §7.3): payments held for review or blocked by the fraud
 * rules. Like the real server, a list that matches nothing answers 404 `wcpay_fraud_outcome_not_found`,
 * which the client treats as an empty list.
 */
import {
	FRAUD_OUTCOMES_SORTS,
	type FraudOutcome,
	type FraudOutcomesSort,
	type FraudOutcomesSummary,
	type SearchOption,
} from '../../src/data/transactions/types';
import type { Db } from '../db/types';
import { WpError } from '../util/wp-error';
import { ParamReader, readPaging, readSort, type DateRange } from './money-params';
import { toFraudOutcome, type FraudOutcomeRow } from './money-rows';
import { Conditions, likeAnywhere, orderBy, stmt, type SqlValue } from './money-sql';

const STATUSES = ['review', 'block'] as const;

export interface FraudQuery {
	statuses: string[];
	search: string[];
	dates: { before?: number; after?: number; between?: DateRange };
	page: number;
	pagesize: number;
	sort: FraudOutcomesSort;
	direction: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<FraudOutcomesSort, string> = {
	created: 'created',
	amount: 'amount',
	customer_name: 'customer_name',
	status: 'status',
	order_id: 'order_id',
};

export function readFraudQuery(r: ParamReader): FraudQuery {
	const status = r.oneOf('status', STATUSES);
	if (!r.has('status')) {
		r.fail('status', 'status is required: review or block.');
	}
	const additional = r.oneOf('additional_status', STATUSES);
	const search = (r.list('search', undefined, 20) ?? []).map((s) => s.trim()).filter(Boolean);
	const q: FraudQuery = {
		statuses: [status, additional].filter((s): s is 'review' | 'block' => s !== undefined),
		search,
		dates: r.dateFilters(),
		...readPaging(r),
		...readSort(r, FRAUD_OUTCOMES_SORTS, { sort: 'created', direction: 'desc' }),
	};
	r.email('user_email');
	r.string('locale', 20);
	r.done();
	return q;
}

function conditions(q: FraudQuery): { where: string; params: SqlValue[] } {
	const c = new Conditions();
	c.in('status', [...new Set(q.statuses)], true);
	if (q.search.length > 0) {
		const parts: string[] = [];
		const params: SqlValue[] = [];
		for (const term of q.search) {
			const order = /^#?(\d{1,12})$/.exec(term);
			parts.push(
				`(order_id = ? OR customer_name LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\')`
			);
			params.push(order ? Number(order[1]) : -1, likeAnywhere(term), likeAnywhere(term));
		}
		c.require(parts.join(' OR '), ...params);
	}
	c.dates('created', q.dates);
	return c.build('all');
}

export function listFraudOutcomes(db: Db, q: FraudQuery): { data: FraudOutcome[]; total_count: number } {
	const { where, params } = conditions(q);
	const total = (
		stmt(db, `SELECT COUNT(*) AS n FROM fraud_outcomes ${where}`).get(...params) as { n: number }
	).n;
	if (total === 0) {
		throw new WpError(
			404,
			'wcpay_fraud_outcome_not_found',
			'No fraud outcome was found for these filters.'
		);
	}
	const rows = stmt(
		db,
		`SELECT * FROM fraud_outcomes ${where} ${orderBy(SORT_COLUMNS[q.sort], q.direction)} LIMIT ? OFFSET ?`
	).all(...params, q.pagesize, (q.page - 1) * q.pagesize) as FraudOutcomeRow[];
	return { data: rows.map(toFraudOutcome), total_count: total };
}

export function fraudOutcomesSummary(db: Db, q: FraudQuery): FraudOutcomesSummary {
	const { where, params } = conditions(q);
	const row = stmt(
		db,
		`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS total FROM fraud_outcomes ${where}`
	).get(...params) as { count: number; total: number };
	const currencies = stmt(
		db,
		`SELECT DISTINCT currency FROM fraud_outcomes ${where} ORDER BY currency`
	).all(...params) as { currency: string }[];
	return { count: row.count, total: row.total, currencies: currencies.map((c) => c.currency) };
}

/** Search options of the blocked tab: orders ("Order #1042" → "#1042") and customer names. */
export function fraudSearchOptions(db: Db, statuses: string[], term: string): SearchOption[] {
	const t = term.trim();
	if (t === '') {
		return [];
	}
	const marks = statuses.map(() => '?').join(', ');
	const rows = stmt(
		db,
		`SELECT order_id, customer_name FROM fraud_outcomes WHERE status IN (${marks})
		AND (CAST(order_id AS TEXT) LIKE ? ESCAPE '\\' OR customer_name LIKE ? ESCAPE '\\')
		ORDER BY created DESC LIMIT 20`
	).all(...statuses, `${t.replace(/^#/, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`, likeAnywhere(t)) as {
		order_id: number;
		customer_name: string | null;
	}[];
	const options: SearchOption[] = [];
	const seen = new Set<string>();
	for (const r of rows) {
		const candidates: SearchOption[] = [];
		if (String(r.order_id).startsWith(t.replace(/^#/, ''))) {
			candidates.push({ label: `Order #${r.order_id}`, value: `#${r.order_id}` });
		}
		if (r.customer_name && r.customer_name.toLowerCase().includes(t.toLowerCase())) {
			candidates.push({ label: r.customer_name, value: r.customer_name });
		}
		for (const o of candidates) {
			if (!seen.has(o.value) && options.length < 10) {
				seen.add(o.value);
				options.push(o);
			}
		}
	}
	return options;
}
