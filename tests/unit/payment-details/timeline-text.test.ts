/**
 * The texts of the payment timeline (spec 002 §4.4): a headline for every event type, the failure reasons
 * of a failed payment and of a failed refund, the fraud rules and a refund's reason. Table-driven.
 */
import {
	TIMELINE_EVENT_TYPES,
	type TimelineEvent,
	type TimelineEventType,
} from '../../../src/data/payment-details';
import {
	failureReasonText,
	fraudRuleLabel,
	fraudRuleLines,
	refundFailureText,
	refundReasonLabel,
	timelineHeadline,
} from '../../../src/pages/payment-details/timeline/text';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

const ev = (type: TimelineEventType, over: Partial<TimelineEvent> = {}): TimelineEvent => ({
	type,
	datetime: 1736900000,
	currency: 'usd',
	...over,
});

describe('timelineHeadline', () => {
	const cases: [TimelineEvent, string][] = [
		[ev('started', { amount: 1000 }), 'A payment of $10.00 was started.'],
		[ev('authorized', { amount: 1000 }), 'A payment of $10.00 was authorized.'],
		[ev('authorization_voided', { amount: 1000 }), 'The authorization of $10.00 was canceled.'],
		[
			ev('authorization_expired', { amount: 1000 }),
			'The authorization of $10.00 expired before it was captured.',
		],
		[ev('captured', { amount: 1000, currency: 'eur' }), 'A payment of €10.00 was successfully charged.'],
		[ev('partial_refund', { amount: 1000, amount_refunded: 400 }), '$4.00 was refunded.'],
		[
			ev('full_refund', { amount: 1000, amount_refunded: 1000 }),
			'$10.00 was refunded; the payment is fully refunded.',
		],
		[
			ev('refund_failed', { amount_refunded: 400, failure_reason: 'expired_or_canceled_card' }),
			'The refund of $4.00 failed due to the card being expired or canceled.',
		],
		[
			ev('refund_failed', { amount_refunded: -400, failure_reason: 'lost_or_stolen_card' }),
			'The refund of $4.00 failed due to the card being lost or stolen.',
		],
		[
			ev('failed', { amount: 1000, failure_reason: 'card_declined' }),
			'The payment of $10.00 failed: The card was declined by the bank.',
		],
		[
			ev('dispute_needs_response', { amount: 1000, fee: 1500 }),
			'The payment was disputed; $10.00 was withdrawn from your balance.',
		],
		[ev('dispute_needs_response', { fee: 0 }), 'The customer opened an inquiry about the payment.'],
		[ev('dispute_in_review'), 'Evidence was submitted and is in review by the card issuer.'],
		[ev('dispute_won', { amount: 1000 }), 'The dispute was won; $10.00 was returned to your balance.'],
		[ev('dispute_lost'), 'The dispute was lost.'],
		[ev('dispute_warning_closed'), 'The inquiry was closed.'],
		[ev('dispute_charge_refunded'), 'The disputed payment was refunded.'],
		[
			ev('financing_paydown', { amount: 250 }),
			'$2.50 was withheld from this payment to repay your loan.',
		],
		[ev('fraud_outcome_manual_approve'), 'The payment was approved after review.'],
		[ev('fraud_outcome_manual_block'), 'The payment was blocked after review.'],
		[ev('fraud_outcome_review'), 'The payment was held for review by your fraud protection settings.'],
		[ev('fraud_outcome_block'), 'The payment was blocked by your fraud protection settings.'],
	];

	it.each(cases)('%# %p', (event, text) => {
		expect(timelineHeadline(event)).toBe(text);
	});

	it('covers every event type of §4.4 with its own text', () => {
		const covered = new Set(cases.map(([e]) => e.type));
		expect([...covered].sort()).toEqual([...TIMELINE_EVENT_TYPES].sort());
		for (const type of TIMELINE_EVENT_TYPES) {
			expect(timelineHeadline(ev(type, { amount: 1 }))).not.toBe(type);
		}
	});

	it('formats zero-decimal currencies', () => {
		expect(timelineHeadline(ev('captured', { amount: 1500, currency: 'jpy' }))).toBe(
			'A payment of ¥1,500 was successfully charged.'
		);
	});
});

describe('failure reasons', () => {
	it.each([
		['card_declined', 'The card was declined by the bank'],
		['expired_card', 'The card has expired'],
		['incorrect_cvc', 'The security code is incorrect'],
		['incorrect_number', 'The card number is incorrect'],
		['incorrect_zip', 'The postal code is incorrect'],
		['invalid_cvc', 'The security code is invalid'],
		['invalid_expiry_month', 'The expiration month is invalid'],
		['invalid_expiry_year', 'The expiration year is invalid'],
		['invalid_number', 'The card number is invalid'],
		['processing_error', 'An error occurred while processing the card'],
		['authentication_required', 'The payment requires authentication'],
		['insufficient_funds', 'The card has insufficient funds to complete the purchase'],
		['something_else', 'The payment was declined'],
		[undefined, 'The payment was declined'],
	])('%p reads %p', (reason, text) => {
		expect(failureReasonText(reason)).toBe(text);
	});

	it.each([
		['expired_or_canceled_card', 'the card being expired or canceled'],
		['lost_or_stolen_card', 'the card being lost or stolen'],
		['unknown', 'the card being lost or stolen'],
		[undefined, 'the card being lost or stolen'],
	])('refund failure %p reads %p', (reason, text) => {
		expect(refundFailureText(reason)).toBe(text);
	});
});

describe('fraud rules and refund reasons', () => {
	it.each([
		['avs_verification', 'AVS Mismatch'],
		['international_ip_address', 'International IP Address'],
		['ip_address_mismatch', 'IP Address Mismatch'],
		['address_mismatch', 'Address Mismatch'],
		['purchase_price_threshold', 'Purchase Price Threshold'],
		['order_items_threshold', 'Order Items Threshold'],
		['cvc_verification', 'CVC Verification'],
		['some_new_rule', 'some_new_rule'],
	])('rule %p is %p', (rule, label) => {
		expect(fraudRuleLabel(rule)).toBe(label);
	});

	it('lists the rules that held or blocked, not those that allowed', () => {
		expect(
			fraudRuleLines({
				avs_verification: 'review',
				address_mismatch: 'allow',
				order_items_threshold: 'block',
			})
		).toEqual(['AVS Mismatch: placed in review', 'Order Items Threshold: blocked']);
		expect(fraudRuleLines(undefined)).toEqual([]);
	});

	it.each([
		['duplicate', 'Duplicate'],
		['fraudulent', 'Fraudulent'],
		['requested_by_customer', 'Requested by customer'],
		['other', 'Other'],
		[null, null],
		[undefined, null],
		['', null],
	])('refund reason %p reads %p', (reason, label) => {
		expect(refundReasonLabel(reason)).toBe(label);
	});
});
