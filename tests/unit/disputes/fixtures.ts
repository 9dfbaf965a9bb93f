/** A dispute as GET /disputes answers it, for the disputes list's unit tests. */
import type { Dispute } from '../../../src/data/disputes/types';

export function dispute(overrides: Partial<Dispute> = {}): Dispute {
	return {
		id: 'dp_1',
		dispute_id: 'dp_1',
		charge_id: 'ch_1',
		payment_intent_id: 'pi_1',
		status: 'needs_response',
		reason: 'fraudulent',
		amount: 1370,
		currency: 'usd',
		created: '2025-01-10 15:00:00',
		due_by: '2025-01-31 15:00:00',
		source: 'visa',
		order_number: 150577,
		order: { number: 150577, url: '/wp-admin/post.php?post=150577&action=edit', customer_url: null },
		customer_name: 'Ada Lovelace',
		customer_email: 'ada@example.com',
		customer_country: 'GB',
		evidence_details: { due_by: '2025-01-31 15:00:00', has_evidence: false },
		...overrides,
	};
}
