/**
 * A valid request per REST route of the mock server, for the route matrices (route-matrix.test.ts and
 * hostile-input.test.ts): the path parameters (real seeded ids, so a good request could succeed) and, for
 * write routes, a valid body with what the hostile-input matrix needs to know about its fields. Keyed by the
 * route pattern of `buildRestRouter()`; every method of a pattern shares the sample. A route with path
 * parameters or a write method and no entry here fails both matrices with a message naming it.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../mock-server/db/types';

type Body = Record<string, unknown>;

export interface RouteSample {
	/** A query string the route needs to succeed (without `?`). */
	query?: string;
	/** Path parameter values by name (raw; the matrices encode them). */
	params?: (db: Db) => Record<string, string>;
	/** A valid JSON body for the write methods (absent: the route reads no body). */
	body?: (db: Db) => Body;
	/** Dotted body paths that must be present (leaving one out must be refused). */
	required?: string[];
	/** Dotted body paths that take any JSON value (no wrong-type cases for them). */
	anyType?: string[];
	/** Values of another type that a body path legitimately accepts (their cases may be accepted). */
	accepts?: Record<string, unknown[]>;
	/** The route takes a multipart upload (POST /file), not JSON. */
	upload?: true;
	/** The status of the valid request when it is not 2xx, and why. */
	baseline?: { status: number; why: string };
}

const one = (db: Db, sql: string): string => {
	const row = db.prepare(sql).get() as Record<string, unknown> | undefined;
	if (!row) {
		throw new Error(`No seeded row for: ${sql}`);
	}
	return String(Object.values(row)[0]);
};

const AUTHORIZATION =
	"SELECT payment_intent_id, order_id FROM authorizations WHERE status = 'requires_capture' ORDER BY created LIMIT 1";
const OPEN_DISPUTE =
	"SELECT dispute_id FROM disputes WHERE status = 'needs_response' ORDER BY created LIMIT 1";
const CHARGE = "SELECT * FROM transactions WHERE type = 'charge' ORDER BY date DESC LIMIT 1";
const NOTE = "SELECT id FROM notes WHERE is_deleted = 0 AND actions != '[]' ORDER BY id LIMIT 1";
/** The connect incentive `prepareSamples` offers, so the promo route can succeed. */
export const PROMO_ID = 'matrix-promo';

const authorization = (db: Db) => {
	const row = db.prepare(AUTHORIZATION).get() as { payment_intent_id: string; order_id: number };
	return { order_id: String(row.order_id), payment_intent_id: row.payment_intent_id };
};
const noteAction = (db: Db) => {
	const id = one(db, NOTE);
	const actions = JSON.parse(one(db, `SELECT actions FROM notes WHERE id = ${Number(id)}`)) as {
		id: number;
	}[];
	return { id, action: String(actions[0].id) };
};
const exportFilters = () => ({ match: 'all', date_after: '2024-12-01', user_email: 'merchant@example.com' });

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
	'/wc/v3/payments/settings': {
		body: () => ({ is_manual_capture_enabled: true, account_statement_descriptor: 'MATRIX STORE' }),
	},
	'/wc/v3/payments/settings/schedule-stripe-billing-migration': {},
	'/wc/v3/payments/settings/(?P<option>[a-zA-Z0-9_-]+)': {
		params: () => ({ option: 'wcpay_exit_survey_dismissed' }),
		body: () => ({ value: 'yes' }),
		required: ['value'],
		anyType: ['value'],
	},
	'/wp/v2/users/me': {
		body: () => ({ woocommerce_meta: { wc_payments_matrix: '["a","b"]' } }),
	},
	'/wc-admin/options': {
		query: 'options=wcpay_exit_survey_dismissed,woocommerce_dismissed_todo_tasks',
		body: () => ({ wcpay_matrix_option: 'yes' }),
		anyType: ['wcpay_matrix_option'],
	},
	'/wc/v3/payments/onboarding/kyc/session': {
		body: () => ({
			self_assessment: {
				country: 'US',
				business_type: 'individual',
				mcc: 'most_popular__software_services',
				business_name: 'Matrix Store',
				site: 'https://example.com',
				annual_revenue: 'less_than_250k',
				go_live_timeframe: 'within_1month',
			},
			capabilities: { card_payments: true },
		}),
	},
	'/wc/v3/payments/onboarding/kyc/finalize': {
		body: () => ({ source: 'wcadmin-payment-task', from: 'WCADMIN_PAYMENT_TASK' }),
	},
	'/wc-analytics/admin/notes/experimental-activate-promo/(?P<id>[A-Za-z0-9_.-]{1,100})': {
		params: () => ({ id: PROMO_ID }),
	},
	'/wc/v3/payments/deposits/download': { body: exportFilters },
	'/wc/v3/payments/deposits': {
		body: () => ({ type: 'instant', currency: 'usd' }),
		required: ['type', 'currency'],
	},
	'/wc/v3/payments/deposits/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, 'SELECT id FROM deposits ORDER BY date DESC LIMIT 1') }),
	},
	'/wc/v3/payments/transactions/download': { body: exportFilters },
	'/wc/v3/payments/transactions/fraud-outcomes': { query: 'status=review' },
	'/wc/v3/payments/transactions/fraud-outcomes/summary': { query: 'status=block' },
	'/wc/v3/payments/transactions/fraud-outcomes/search': { query: 'status=review&search_term=a' },
	'/wc/v3/payments/transactions/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, `SELECT transaction_id FROM (${CHARGE})`) }),
	},
	'/wc/v3/payments/authorizations/(?P<id>[^/]+)': {
		params: (db) => ({ id: authorization(db).payment_intent_id }),
	},
	'/wc/v3/payments/orders/(?P<order_id>[^/]+)/capture_authorization': {
		params: (db) => ({ order_id: authorization(db).order_id }),
		body: (db) => ({ payment_intent_id: authorization(db).payment_intent_id }),
		required: ['payment_intent_id'],
	},
	'/wc/v3/payments/orders/(?P<order_id>[^/]+)/cancel_authorization': {
		params: (db) => ({ order_id: authorization(db).order_id }),
		body: (db) => ({ payment_intent_id: authorization(db).payment_intent_id }),
		required: ['payment_intent_id'],
	},
	'/wc/v3/payments/disputes/download': { body: exportFilters },
	'/wc/v3/payments/disputes/(?P<id>[^/]+)/close': {
		params: (db) => ({ id: one(db, OPEN_DISPUTE) }),
	},
	'/wc/v3/payments/disputes/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, OPEN_DISPUTE) }),
		body: () => ({
			evidence: { product_description: 'A blue mug.', customer_name: 'Ann Example' },
			metadata: { __product_type: 'physical_product' },
			submit: false,
		}),
	},
	'/wc/v3/payments/file': { upload: true },
	'/wc/v3/payments/file/(?P<id>[^/]+)/details': {
		params: (db) => ({ id: one(db, 'SELECT id FROM files ORDER BY id LIMIT 1') }),
	},
	'/wc/v3/payments/file/(?P<id>[^/]+)/content': {
		params: (db) => ({ id: one(db, 'SELECT id FROM files ORDER BY id LIMIT 1') }),
	},
	'/wc/v3/payments/file/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, 'SELECT id FROM files ORDER BY id LIMIT 1') }),
	},
	'/wc-analytics/admin/notes/batch': {
		body: (db) => ({ noteIds: [Number(one(db, NOTE))], is_read: true }),
		required: ['noteIds'],
	},
	'/wc-analytics/admin/notes/update': {
		body: (db) => ({ noteIds: [Number(one(db, NOTE))], is_read: true }),
		required: ['noteIds'],
	},
	'/wc-analytics/admin/notes/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, NOTE) }),
		body: () => ({ status: 'actioned', is_read: true }),
	},
	'/wc-analytics/admin/notes/(?P<id>[^/]+)/action/(?P<action>[^/]+)': { params: noteAction },
	'/wc/v3/payments/exports/(?P<id>[^/]+)/download': {
		params: (db) => ({ id: one(db, 'SELECT export_id FROM exports ORDER BY created LIMIT 1') }),
	},
	'/wc/v3/payments/exports/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, 'SELECT export_id FROM exports ORDER BY created LIMIT 1') }),
	},
	'/wc/v3/payments/accounts/dismiss-eligibility-modal': {},
	'/wc/v3/payments/feedback': {
		body: () => ({ campaign: 'payouts', rating: 'positive', comment: 'Works well.', source: 'matrix' }),
		required: ['campaign', 'rating'],
	},
	'/wc/v3/payments/payment_intents/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, `SELECT payment_intent_id FROM (${CHARGE})`) }),
	},
	'/wc/v3/payments/charges/order/(?P<order_id>[^/]+)': {
		params: (db) => ({ order_id: one(db, `SELECT order_number FROM (${CHARGE})`) }),
	},
	'/wc/v3/payments/charges/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, `SELECT charge_id FROM (${CHARGE})`) }),
	},
	'/wc/v3/payments/timeline/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, `SELECT payment_intent_id FROM (${CHARGE})`) }),
	},
	'/wc/v3/payments/refund/?': {
		body: (db) => ({
			charge_id: one(db, `SELECT charge_id FROM (${CHARGE})`),
			amount: 100,
			reason: 'requested_by_customer',
			order_id: Number(one(db, `SELECT order_number FROM (${CHARGE})`)),
		}),
		required: ['charge_id', 'amount'],
	},
	'/wc/v3/payments/readers/charges/(?P<id>[^/]+)': {
		params: (db) => ({
			id: one(db, "SELECT charge_id FROM transactions WHERE type = 'card_reader_fee' LIMIT 1"),
		}),
	},
	'/wc/v3/payments/documents/(?P<id>[^/]+)': {
		params: (db) => ({ id: one(db, 'SELECT document_id FROM documents ORDER BY date DESC LIMIT 1') }),
	},
	'/wc/v3/payments/vat/(?P<number>[^/]+)': { params: () => ({ number: '123456789' }) },
	'/wc/v3/payments/vat': {
		body: () => ({ vat_number: '123456789', name: 'Matrix Store Ltd', address: '1 Main Street' }),
		required: ['name', 'address'],
	},
	'/wc/v3/payments/multi-currency/update-enabled-currencies': {
		body: () => ({ enabled: ['EUR', 'GBP', 'JPY'] }),
		required: ['enabled'],
	},
	'/wc/v3/payments/multi-currency/currencies/(?P<code>[A-Za-z]{3})': {
		params: () => ({ code: 'EUR' }),
		body: () => ({
			exchange_rate_type: 'manual',
			manual_rate: 0.92,
			price_rounding: '1.00',
			price_charm: '0.00',
		}),
	},
	'/wc/v3/payments/multi-currency/update-settings': {
		body: () => ({
			wcpay_multi_currency_enable_auto_currency: 'yes',
			wcpay_multi_currency_enable_storefront_switcher: 'no',
		}),
		// The flags are 'yes' / 'no', booleans accepted (domain/multi-currency.ts).
		accepts: {
			wcpay_multi_currency_enable_auto_currency: [true, false],
			wcpay_multi_currency_enable_storefront_switcher: [true, false],
		},
	},
};

/** Whether a route needs a sample: it has path parameters or a write method. */
export function needsSample(methods: readonly string[], pattern: string): boolean {
	return pattern.includes('(?P<') || methods.some((m) => m !== 'GET');
}

/**
 * State the samples rely on, on a fresh app: an export to read (`/exports/{id}`) and a connect incentive
 * on offer (the promo route). Done through the app itself, before the matrices take their baseline.
 */
export async function prepareSamples(app: FastifyInstance): Promise<void> {
	const exported = await app.inject({
		method: 'POST',
		url: '/wp-json/wc/v3/payments/transactions/download',
		headers: { 'x-wp-nonce': app.mock.nonce, 'content-type': 'application/json' },
		payload: JSON.stringify(exportFilters()),
	});
	if (exported.statusCode !== 200) {
		throw new Error(`prepareSamples: export answered ${exported.statusCode} ${exported.body}`);
	}
	const offered = await app.inject({
		method: 'PATCH',
		url: '/__mock/page-settings',
		headers: { 'content-type': 'application/json' },
		payload: JSON.stringify({ connectIncentive: { id: PROMO_ID, description: 'Matrix promo' } }),
	});
	if (offered.statusCode !== 200) {
		throw new Error(`prepareSamples: page settings answered ${offered.statusCode} ${offered.body}`);
	}
}

/** A small valid PDF upload (multipart) for POST /file. */
export function uploadBody(
	options: { name?: string; type?: string; data?: Buffer; purpose?: string | null } = {}
): { payload: Buffer; contentType: string } {
	const boundary = '----matrix7MA4YWxkTrZu0gW';
	const data = options.data ?? Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
	const parts: Buffer[] = [];
	if (options.purpose !== null) {
		parts.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${options.purpose ?? 'dispute_evidence'}\r\n`
			)
		);
	}
	parts.push(
		Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'receipt.pdf'}"\r\nContent-Type: ${options.type ?? 'application/pdf'}\r\n\r\n`
		),
		data,
		Buffer.from(`\r\n--${boundary}--\r\n`)
	);
	return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
