/**
 * A charge as GET /charges/{id} answers it, for the payment details unit tests; `over` replaces fields.
 */
import type { Charge } from '../../../src/data/payment-details';

export function charge(over: Partial<Charge> = {}): Charge {
	return {
		id: 'ch_1',
		object: 'charge',
		payment_intent: 'pi_1',
		amount: 1000,
		amount_captured: 1000,
		amount_refunded: 0,
		currency: 'usd',
		created: 1736900000,
		captured: true,
		paid: true,
		refunded: false,
		disputed: false,
		status: 'succeeded',
		failure_code: null,
		failure_message: null,
		application_fee_amount: 59,
		balance_transaction: { currency: 'usd', amount: 1000, fee: 59, net: 941 },
		refunds: { data: [] },
		paydown: null,
		outcome: { type: 'authorized', risk_level: 'normal' },
		billing_details: {
			name: 'Jane Doe',
			email: 'jane@example.com',
			phone: null,
			address: { country: 'US' },
			formatted_address: 'US',
		},
		payment_method: 'pm_1',
		payment_method_details: {
			type: 'card',
			card: {
				brand: 'visa',
				network: 'visa',
				last4: '4242',
				fingerprint: 'fp',
				exp_month: 3,
				exp_year: 2030,
				funding: 'credit',
				country: 'US',
				checks: { cvc_check: 'pass', address_line1_check: 'fail', address_postal_code_check: null },
			},
		},
		order: {
			id: 150001,
			number: 150001,
			url: '/wp-admin/post.php?post=150001',
			customer_url: null,
			subscriptions: [],
		},
		dispute: null,
		deposit: null,
		fraud_meta_box_type: 'allow',
		fraud_review: null,
		loan_id: null,
		metadata: {},
		...over,
	};
}
