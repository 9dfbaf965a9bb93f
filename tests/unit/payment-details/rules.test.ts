/**
 * The payment details rules (spec 002 §2.1, §4.3, §9): refund availability and forms, the capture notice,
 * held payments, the time left to capture, and the links out of the screen.
 */
import {
	canRefundInFull,
	captureDeadline,
	chargeAmounts,
	customerTransactionsUrl,
	isHeldForReview,
	isRefundAvailable,
	loanTransactionsUrl,
	partialRefundUrl,
	remainingTimeText,
	showsCaptureNotice,
	userEditUrl,
} from '../../../src/pages/payment-details/rules';
import type { Dispute } from '../../../src/data/disputes/types';
import { setPageGlobals } from '../../support/page-globals';
import { charge } from './fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dispute = (status: string) => ({ status }) as Dispute;

beforeEach(() => setPageGlobals());

describe('refund availability (spec 002 §4.3)', () => {
	it.each([
		[{}, true],
		[{ captured: false }, false],
		[{ refunded: true }, false],
		[{ dispute: dispute('needs_response') }, false],
		[{ dispute: dispute('under_review') }, false],
		[{ dispute: dispute('lost') }, false],
		[{ dispute: dispute('won') }, true],
		[{ dispute: dispute('warning_needs_response') }, true],
		[{ dispute: dispute('warning_closed') }, true],
	])('%j → %s', (over, expected) => {
		expect(isRefundAvailable(charge(over))).toBe(expected);
	});

	it('hides Refund in full once anything was refunded; Partial refund needs an order number', () => {
		expect(canRefundInFull(charge())).toBe(true);
		expect(canRefundInFull(charge({ amount_refunded: 1 }))).toBe(false);
		expect(partialRefundUrl(charge())).toBe('/wp-admin/post.php?post=150001');
		expect(partialRefundUrl(charge({ order: null }))).toBeNull();
	});
});

describe('capture notice and fraud review', () => {
	const open = charge({ captured: false, balance_transaction: null, fraud_meta_box_type: 'allow' });
	it('shows for an open authorization with the flag on only', () => {
		expect(showsCaptureNotice(open, { status: 'requires_capture' }, true)).toBe(true);
		expect(showsCaptureNotice(open, { status: 'requires_capture' }, false)).toBe(false);
		expect(showsCaptureNotice(charge(), { status: 'succeeded' }, true)).toBe(false);
		expect(showsCaptureNotice({ ...open, status: 'failed' }, null, true)).toBe(false);
		expect(showsCaptureNotice({ ...open, amount_refunded: 5 }, null, true)).toBe(false);
		expect(showsCaptureNotice({ ...open, refunded: true }, { status: 'canceled' }, true)).toBe(false);
	});

	it('a held payment shows its review actions instead of the capture notice', () => {
		const held = { ...open, fraud_meta_box_type: 'review' };
		expect(isHeldForReview(held, { status: 'requires_capture' })).toBe(true);
		expect(showsCaptureNotice(held, { status: 'requires_capture' }, true)).toBe(false);
		expect(isHeldForReview(held, { status: 'canceled' })).toBe(false);
		expect(isHeldForReview(charge({ fraud_meta_box_type: 'review_allowed' }), null)).toBe(false);
	});

	it('counts the 7-day window down in days and hours, hours and minutes, then minutes', () => {
		const created = 1_700_000_000;
		const deadline = captureDeadline(created);
		expect(deadline).toBe(created * 1000 + 7 * DAY);
		expect(remainingTimeText(deadline, deadline - (2 * DAY + 3 * HOUR))).toBe('2 days 3 hours');
		expect(remainingTimeText(deadline, deadline - DAY)).toBe('1 day');
		expect(remainingTimeText(deadline, deadline - (HOUR + 5 * 60_000))).toBe('1 hour 5 minutes');
		expect(remainingTimeText(deadline, deadline - 30_000)).toBe('1 minute');
		expect(remainingTimeText(deadline, deadline)).toBeNull();
	});
});

describe('links out of the screen (spec 002 §2.1)', () => {
	it('searches the transactions by the customer, with the e-mail in brackets when known', () => {
		const url = new URL(customerTransactionsUrl('Jane Doe', 'jane@example.com') as string, 'http://x');
		expect(url.searchParams.get('path')).toBe('/payments/transactions');
		expect(url.searchParams.get('search[0]')).toBe('Jane Doe (jane@example.com)');
		const nameOnly = new URL(customerTransactionsUrl('Jane Doe', null) as string, 'http://x');
		expect(nameOnly.searchParams.get('search[0]')).toBe('Jane Doe');
		expect(customerTransactionsUrl(null, null)).toBeNull();
	});

	it('filters the transactions by a loan, and links a reviewer to their user', () => {
		const url = new URL(loanTransactionsUrl('flxln_1'), 'http://x');
		expect(Object.fromEntries(url.searchParams)).toMatchObject({
			path: '/payments/transactions',
			type: 'charge',
			filter: 'advanced',
			loan_id_is: 'flxln_1',
		});
		expect(userEditUrl(3)).toMatch(/user-edit\.php\?user_id=3$/);
	});
});

describe('breakdown amounts (spec 002 §2.1, §3.1)', () => {
	const refund = (amount: number, status: 'succeeded' | 'failed' = 'succeeded') => ({
		id: 're_1',
		amount: 1979,
		currency: 'eur',
		created: 0,
		status,
		balance_transaction: { amount, currency: 'usd' },
	});

	it('a payment in another currency, refunded in full: every figure in the balance currency', () => {
		const amounts = chargeAmounts(
			charge({
				amount: 1979,
				currency: 'eur',
				amount_refunded: 1979,
				balance_transaction: { currency: 'usd', amount: 2137, fee: 113, net: 2024 },
				refunds: { data: [refund(-2137)] },
			})
		);
		expect(amounts).toEqual({
			currency: 'usd',
			amount: 2137,
			refunded: 2137,
			fee: 113,
			paydown: 0,
			net: -113,
		});
	});

	it('a failed refund takes nothing; a payment in the balance currency without refund records uses amount_refunded', () => {
		expect(
			chargeAmounts(
				charge({
					amount_refunded: 500,
					balance_transaction: { currency: 'usd', amount: 1000, fee: 59, net: 941 },
					refunds: { data: [refund(-300), refund(-200, 'failed')] },
				})
			).refunded
		).toBe(300);
		expect(
			chargeAmounts(
				charge({
					amount_refunded: 500,
					balance_transaction: { currency: 'usd', amount: 1000, fee: 59, net: 941 },
					refunds: { data: [] },
				})
			)
		).toMatchObject({ refunded: 500, net: 441 });
	});

	it('a loan repayment withheld from the payment comes off the net, whatever its sign', () => {
		const bt = { currency: 'usd', amount: 11263, fee: 737, net: 10526 };
		for (const amount of [627, -627]) {
			expect(
				chargeAmounts(charge({ balance_transaction: bt, refunds: { data: [] }, paydown: { amount } }))
			).toMatchObject({ paydown: 627, net: 9899 });
		}
		expect(
			chargeAmounts(charge({ balance_transaction: bt, refunds: { data: [] }, paydown: null }))
		).toMatchObject({ paydown: 0, net: 10526 });
	});

	it('not captured: the charge’s own amount and currency, no fee', () => {
		expect(
			chargeAmounts(charge({ amount: 1000, currency: 'eur', balance_transaction: null }))
		).toMatchObject({
			currency: 'eur',
			amount: 1000,
			fee: 0,
		});
	});
});
