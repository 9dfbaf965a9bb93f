/**
 * Uncaptured authorizations and fraud outcomes of an established store:
 * - 12 authorizations created within the last 6 days (so all still capturable until the day ends), one of
 *   30 cents: capturing it fails with amount_too_small;
 * - 4 more held for review by the fraud rules: both an authorization and a `review` fraud outcome;
 * - 6 payments blocked by the fraud rules (`block`), and 2 approved after a review (`allow`, manual) by the
 *   store's admin an hour after the payment.
 * Their orders are numbered after the transactions' orders.
 *
 * Deterministic: draws from `ctx.rng.fork('authorizations')`.
 */
import { insertAuthorization, insertFraudOutcome, type AuthorizationRow } from '../domain/money-rows';
import type { ScenarioContext } from './context';
import { DAY_MS, defaultUser } from './defaults';
import {
	HOSTILE_CUSTOMERS,
	buildCustomers,
	convert,
	customerUrl,
	orderAmount,
	orderUrl,
	pickCardBrand,
	pickCustomer,
} from './transactions';

const RULESETS = [
	'purchase_price_threshold',
	'avs_verification',
	'international_ip_address',
	'order_items_threshold',
];

export function seedAuthorizations(ctx: ScenarioContext): void {
	const { db } = ctx;
	const rng = ctx.rng.fork('authorizations');
	const customers = buildCustomers(ctx.rng);
	const now = ctx.now.getTime();
	const max = db.prepare('SELECT MAX(order_number) AS n FROM transactions').get() as { n: number | null };
	let nextOrder = (max.n ?? 150_000) + 1;

	const authorization = (
		created: number,
		amount: number,
		fraudReview: boolean,
		index: number
	): AuthorizationRow => {
		// The first authorization of each kind names a hostile customer.
		const customer = index === 0 ? HOSTILE_CUSTOMERS[fraudReview ? 1 : 0] : pickCustomer(rng, customers);
		const order = nextOrder++;
		return {
			payment_intent_id: rng.id('pi_', 24),
			charge_id: rng.id('ch_', 24),
			order_id: order,
			order_url: orderUrl(order),
			customer_url: customerUrl(customer),
			created,
			amount,
			currency: 'usd',
			customer_name: customer.name,
			customer_email: customer.email,
			customer_country: customer.country,
			customer_currency: customer.currency,
			risk_level: fraudReview
				? rng.pick([1, 2])
				: rng.weighted([
						[0, 8],
						[1, 2],
					] as const),
			source: pickCardBrand(rng),
			source_identifier: String(rng.int(0, 9999)).padStart(4, '0'),
			channel: 'online',
			is_fraud_review: fraudReview ? 1 : 0,
			status: 'requires_capture',
		};
	};

	// Within the 7-day capture window all day long: the seed's now is the start of the UTC day, so an
	// authorization at most 5.9 days old then is at most 6.9 days old when the day ends.
	const createdWithinWindow = () => now - rng.int(2 * 3_600_000, Math.round(5.9 * DAY_MS));
	const plain = Array.from({ length: 12 }, (_, i) =>
		authorization(createdWithinWindow(), i === 5 ? 30 : orderAmount(rng), false, i)
	);
	const review = Array.from({ length: 4 }, (_, i) =>
		authorization(createdWithinWindow(), orderAmount(rng), true, i)
	);
	for (const row of [...plain, ...review]) {
		insertAuthorization(db, row);
	}
	for (const row of review) {
		insertFraudOutcome(db, {
			payment_intent_id: row.payment_intent_id,
			status: 'review',
			manual: 0,
			intent_status: 'requires_capture',
			created: row.created,
			amount: row.amount,
			currency: row.currency,
			customer_name: row.customer_name,
			customer_email: row.customer_email,
			order_id: row.order_id,
			order_url: row.order_url,
			customer_url: row.customer_url,
			fraud_meta_box_type: 'review',
			risk_level: row.risk_level,
			ruleset: rng.pick(RULESETS),
		});
	}

	// Blocked payments over the last month (one in EUR), and two approved after review.
	for (let i = 0; i < 8; i++) {
		const allowed = i >= 6;
		const customer = i === 0 ? HOSTILE_CUSTOMERS[2] : pickCustomer(rng, customers);
		const currency = i === 3 ? 'eur' : 'usd';
		const order = nextOrder++;
		insertFraudOutcome(db, {
			payment_intent_id: rng.id('pi_', 24),
			status: allowed ? 'allow' : 'block',
			manual: allowed ? 1 : 0,
			intent_status: allowed ? 'succeeded' : rng.pick(['canceled', 'requires_payment_method'] as const),
			created: now - rng.int(1, 30) * DAY_MS - rng.int(0, DAY_MS - 1),
			amount: convert(orderAmount(rng), 'usd', currency),
			currency,
			customer_name: customer.name,
			customer_email: customer.email,
			order_id: order,
			order_url: orderUrl(order),
			customer_url: customerUrl(customer),
			fraud_meta_box_type: allowed ? 'review_allowed' : 'block',
			risk_level: rng.pick([1, 2]),
			ruleset: rng.pick(RULESETS),
		});
	}
	const admin = defaultUser();
	db.prepare(
		'UPDATE fraud_outcomes SET reviewer_id = ?, reviewer_name = ?, reviewed_at = created + 3600000 WHERE manual = 1'
	).run(admin.id, admin.username);
}
