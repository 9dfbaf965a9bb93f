/**
 * Disputes of an established store: one or more in every status of spec 002 §4.2, on online card charges,
 * with exactly two `needs_response` disputes due within 7 days of the seed's now (one of them within 3
 * days: urgent) and the other awaiting-response ones due later. Disputes (not inquiries) add their
 * `dispute` transaction, and won ones their `dispute_reversal`. A dispute carries the amount and currency of
 * its charge (the customer's); its `dispute` row withdraws the charge's store-currency amount (the charge's
 * own conversion) and the fee. The evidence of those with `has_evidence` follows (seed/dispute-evidence.ts).
 * Runs after the transactions, before payouts.
 *
 * Deterministic: draws from `ctx.rng.fork('disputes')`.
 */
import type { DisputeReason, DisputeStatus } from '../../src/data/disputes/types';
import { insertDispute, insertTransactions, type TransactionRow } from '../domain/money-rows';
import type { ScenarioContext } from './context';
import { seedDisputeEvidence } from './dispute-evidence';
import { DAY_MS } from './defaults';
import { HOSTILE_LIST } from './hostile';
import { convert, movement } from './transactions';

const HOUR = 3_600_000;

/** Dispute fee in USD minor units, withdrawn in the charge's store currency (converted); returned when won. */
export const DISPUTE_FEE = 1500;

interface Plan {
	status: DisputeStatus;
	reason: DisputeReason;
	/** Days before now the dispute was opened. */
	createdDaysAgo: number;
	/** Respond by, relative to now (ms); default: created + 21 days. */
	dueIn?: number;
	hasEvidence: boolean;
}

/** The disputes of `established`, newest first. */
export const DISPUTE_PLANS: readonly Plan[] = [
	{
		status: 'needs_response',
		reason: 'fraudulent',
		createdDaysAgo: 4,
		dueIn: 2 * DAY_MS + 10 * HOUR,
		hasEvidence: false,
	},
	{
		status: 'needs_response',
		reason: 'product_not_received',
		createdDaysAgo: 9,
		dueIn: 5 * DAY_MS + 3 * HOUR,
		hasEvidence: false,
	},
	{
		status: 'needs_response',
		reason: 'duplicate',
		createdDaysAgo: 2,
		dueIn: 19 * DAY_MS,
		hasEvidence: true,
	},
	{
		status: 'warning_needs_response',
		reason: 'general',
		createdDaysAgo: 3,
		dueIn: 15 * DAY_MS,
		hasEvidence: false,
	},
	{ status: 'under_review', reason: 'product_unacceptable', createdDaysAgo: 20, hasEvidence: true },
	{ status: 'under_review', reason: 'subscription_canceled', createdDaysAgo: 15, hasEvidence: true },
	{ status: 'warning_under_review', reason: 'credit_not_processed', createdDaysAgo: 25, hasEvidence: true },
	{ status: 'warning_closed', reason: 'fraudulent', createdDaysAgo: 60, hasEvidence: false },
	{ status: 'charge_refunded', reason: 'duplicate', createdDaysAgo: 40, hasEvidence: false },
	{ status: 'won', reason: 'fraudulent', createdDaysAgo: 70, hasEvidence: true },
	{ status: 'won', reason: 'product_not_received', createdDaysAgo: 55, hasEvidence: true },
	{ status: 'won', reason: 'unrecognized', createdDaysAgo: 30, hasEvidence: true },
	{ status: 'lost', reason: 'fraudulent', createdDaysAgo: 80, hasEvidence: false },
	{ status: 'lost', reason: 'product_unacceptable', createdDaysAgo: 45, hasEvidence: true },
];

export function seedDisputes(ctx: ScenarioContext): void {
	const { db } = ctx;
	const rng = ctx.rng.fork('disputes');
	const now = ctx.now.getTime();
	const charges = db
		.prepare(
			"SELECT * FROM transactions WHERE type = 'charge' AND channel = 'online' AND order_number IS NOT NULL ORDER BY date, rowid"
		)
		.all() as TransactionRow[];
	const used = new Set<string>();
	const rows: TransactionRow[] = [];

	DISPUTE_PLANS.forEach((plan, index) => {
		const created = now - plan.createdDaysAgo * DAY_MS + rng.int(1, 20) * HOUR;
		const opened = Math.min(created, now - HOUR);
		let candidates = charges.filter(
			(c) =>
				!used.has(c.transaction_id) && c.date < opened - 3 * DAY_MS && c.date > opened - 30 * DAY_MS
		);
		if (index === 0) {
			// The most urgent dispute names a hostile customer: the overview's task must render it as text.
			const hostile = candidates.filter((c) => HOSTILE_LIST.includes(c.customer_name ?? ''));
			candidates = hostile.length > 0 ? hostile : candidates;
		}
		if (candidates.length === 0) {
			candidates = charges.filter((c) => !used.has(c.transaction_id) && c.date < opened);
		}
		if (candidates.length === 0) {
			return;
		}
		const charge = rng.pick(candidates);
		used.add(charge.transaction_id);
		const dueBy = plan.dueIn !== undefined ? now + plan.dueIn : opened + 21 * DAY_MS;
		insertDispute(db, {
			dispute_id: rng.id('dp_', 24),
			charge_id: charge.charge_id ?? '',
			payment_intent_id: charge.payment_intent_id,
			status: plan.status,
			reason: plan.reason,
			// The dispute is of the charge: the customer's amount and currency (the store-currency
			// withdrawal below follows the charge's conversion).
			amount: charge.customer_amount,
			currency: charge.customer_currency,
			created: opened,
			due_by: dueBy,
			source: charge.source,
			order_number: charge.order_number,
			order_url: charge.order_url,
			customer_url: charge.customer_url,
			customer_name: charge.customer_name,
			customer_email: charge.customer_email,
			customer_country: charge.customer_country,
			has_evidence: plan.hasEvidence ? 1 : 0,
		});
		if (plan.status.startsWith('warning_')) {
			return;
		}
		// A dispute debits the amount and the fee; winning it credits both back.
		const fee = convert(DISPUTE_FEE, 'usd', charge.currency);
		const move = (type: 'dispute' | 'dispute_reversal', date: number, sign: 1 | -1): TransactionRow =>
			movement(charge, {
				transaction_id: rng.id('txn_', 24),
				type,
				date,
				amount: sign * charge.amount,
				fees: -sign * fee,
				net: sign * (charge.amount + fee),
				customer_amount: sign * charge.customer_amount,
			});
		rows.push(move('dispute', opened, -1));
		if (plan.status === 'won') {
			const reversed = opened + rng.int(14, 25) * DAY_MS;
			if (reversed < now) {
				rows.push(move('dispute_reversal', reversed, 1));
			}
		}
	});
	insertTransactions(db, rows);
	seedDisputeEvidence(ctx);
}
