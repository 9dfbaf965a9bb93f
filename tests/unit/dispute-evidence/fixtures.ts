/**
 * A dispute as GET /disputes/{id} answers it, for the evidence screen's unit tests; override per test.
 */
import type { DisputeDetail } from '../../../src/data/dispute-details/types';

export function makeDispute(overrides: Partial<DisputeDetail> = {}): DisputeDetail {
	return {
		id: 'dp_test1',
		dispute_id: 'dp_test1',
		charge_id: 'ch_test1',
		payment_intent_id: 'pi_test1',
		status: 'needs_response',
		reason: 'product_not_received',
		amount: 4599,
		currency: 'usd',
		created: '2026-03-01 10:00:00',
		due_by: '2099-03-20 23:59:59',
		source: 'visa',
		order_number: 1042,
		order: {
			number: 1042,
			url: 'https://store.example/wp-admin/post.php?post=1042&action=edit',
			customer_url: null,
			ip_address: '203.0.113.9',
			date: '2026-02-27 09:30:00',
		},
		customer_name: 'Ana Lima',
		customer_email: 'ana@example.com',
		customer_country: 'BR',
		evidence_details: { due_by: '2099-03-20 23:59:59', has_evidence: false },
		charge: {
			id: 'ch_test1',
			payment_intent: 'pi_test1',
			balance_transaction: 'txn_test1',
			amount: 4599,
			currency: 'usd',
			created: 1772184600,
			billing_details: {
				name: 'Ana Lima',
				email: 'ana@example.com',
				phone: null,
				address: {
					line1: 'Rua A 1',
					line2: null,
					city: 'Recife',
					state: 'PE',
					postal_code: '50000-000',
					country: 'BR',
				},
			},
			level3: { line_items: [{ product_description: 'Blue mug' }] },
			payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
		},
		evidence: {},
		metadata: {},
		issuer_evidence: [],
		balance_transactions: [],
		fileSize: {},
		balance_transaction_id: 'txn_test1',
		...overrides,
	};
}
