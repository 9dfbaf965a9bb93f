import { render, screen, within } from '@testing-library/react';
import { getHistory } from '@woocommerce/navigation';

import type { Charge, PaymentIntent } from '../../../src/data/payment-details';
import {
	cardCheckLabel,
	paymentDisplayStatus,
	paymentMethodRows,
} from '../../../src/pages/payment-details/mapping';
import { failureReasonText, timelineHeadline } from '../../../src/pages/payment-details/timeline/text';
import { chargeDisplayStatusPill } from '../../../src/strings/charge-display-status';
import { riskLevelLabelInPaymentDetails as riskLabel } from '../../../src/strings/risk-level';
import { setPageGlobals } from '../../support/page-globals';
import { charge } from './fixtures';

jest.mock('../../../src/data/payment-details/hooks', () => ({
	usePaymentDetails: jest.fn(),
	useChargeFromOrder: jest.fn(() => ({ isLoading: false })),
	useTimeline: jest.fn(),
	usePaymentReload: jest.fn(() => jest.fn()),
}));
jest.mock('../../../src/app/use-location', () => ({ useAdminQuery: jest.fn() }));
jest.mock('../../../src/components/reader-fee-details', () => ({
	ReaderFeeDetails: ({ chargeId, transactionId }: { chargeId: string; transactionId?: string }) => (
		<p data-testid="reader-fee">{`${chargeId}|${transactionId ?? ''}`}</p>
	),
}));

import * as hooks from '../../../src/data/payment-details/hooks';
import { useAdminQuery } from '../../../src/app/use-location';
import PaymentDetailsPage from '../../../src/pages/payment-details';

const HOSTILE = '<img src=x onerror=alert(1)>';

const intent = (c: Charge): PaymentIntent =>
	({ id: 'pi_1', object: 'payment_intent', status: 'succeeded', charge: c }) as PaymentIntent;

beforeEach(() => {
	setPageGlobals();
	(useAdminQuery as jest.Mock).mockReturnValue({ id: 'pi_1' });
	(hooks.useTimeline as jest.Mock).mockReturnValue({ isLoading: false, events: [] });
});

describe('mappings', () => {
	/** The payment's chip: its display status, and that status's text and colour. */
	const paymentStatusChip = (c: Charge, i?: PaymentIntent | null) => {
		const status = paymentDisplayStatus(c, i);
		const pill = chargeDisplayStatusPill(status);
		return { status, label: pill.label, type: pill.tone };
	};

	it('maps statuses to chips (spec 002 §4.1, §4.2)', () => {
		expect(paymentStatusChip(charge())).toMatchObject({ label: 'Paid', type: 'success' });
		expect(
			paymentStatusChip(charge({ captured: false }), { status: 'requires_capture' } as PaymentIntent)
				.label
		).toBe('Payment authorized');
		expect(paymentStatusChip(charge({ amount_refunded: 300 })).label).toBe('Partial refund');
		expect(paymentStatusChip(charge({ amount_refunded: 1000, refunded: true })).label).toBe('Refunded');
		expect(
			paymentStatusChip(
				charge({ refunds: { data: [{ status: 'failed' }] } } as unknown as Partial<Charge>)
			).label
		).toBe('Refund failure');
		expect(
			paymentStatusChip(
				charge({ status: 'failed', outcome: { type: 'issuer_declined', risk_level: 'normal' } })
			).label
		).toBe('Payment failed');
		expect(
			paymentStatusChip(charge({ captured: false, fraud_meta_box_type: 'review' }), {
				status: 'requires_capture',
			} as PaymentIntent).label
		).toBe('Needs review');
		expect(paymentStatusChip(charge({ fraud_meta_box_type: 'block' })).label).toBe('Payment blocked');
		const disputed = (status: string) =>
			paymentStatusChip(charge({ disputed: true, dispute: { status } as Charge['dispute'] }));
		expect(disputed('needs_response')).toMatchObject({
			label: 'Disputed: Needs response',
			type: 'alert',
		});
		expect(disputed('won').label).toBe('Disputed: Won');
		expect(disputed('warning_needs_response')).toMatchObject({
			label: 'Inquiry: Needs response',
			type: 'alert',
		});
		expect(disputed('warning_closed').label).toBe('Inquiry: Closed');
	});

	it('labels card checks, risk, failure reasons', () => {
		expect(
			['pass', 'fail', 'unavailable', 'unchecked', null].map((c) => cardCheckLabel(c as never))
		).toEqual(['Passed', 'Failed', 'Unavailable', 'Not checked', 'Not checked']);
		expect(riskLabel('elevated')).toBe('Elevated');
		expect(riskLabel('not_assessed')).toBe('Not assessed');
		expect(failureReasonText('card_declined')).toBe('The card was declined by the bank');
		expect(failureReasonText('nope')).toBe('The payment was declined');
		expect(
			timelineHeadline({
				type: 'failed',
				datetime: 1,
				amount: 1000,
				currency: 'usd',
				failure_reason: 'card_declined',
			})
		).toBe('The payment of $10.00 failed: The card was declined by the bank.');
	});

	it('lists payment method rows per type', () => {
		const rows = Object.fromEntries(paymentMethodRows(charge()));
		expect(rows).toMatchObject({
			Number: '•••• 4242',
			Expires: '03 / 2030',
			Type: 'Credit',
			'CVC check': 'Passed',
			'Street check': 'Failed',
			'Zip check': 'Not checked',
		});
		const present = charge({
			payment_method_details: {
				type: 'card_present',
				card_present: charge().payment_method_details.card,
			},
		});
		expect(Object.fromEntries(paymentMethodRows(present))).not.toHaveProperty('CVC check');
		const klarna = charge({
			payment_method_details: { type: 'klarna', klarna: { payment_method_category: 'pay_later' } },
		});
		expect(Object.fromEntries(paymentMethodRows(klarna))).toMatchObject({
			'Payment method': 'Pay later',
		});
		expect(paymentMethodRows(charge({ payment_method_details: { type: 'link', link: {} } }))).toEqual([]);
	});
});

describe('PaymentDetailsPage', () => {
	const view = (v: object) =>
		(hooks.usePaymentDetails as jest.Mock).mockReturnValue({
			isLoading: false,
			isInvalidId: false,
			...v,
		});

	it('shows the summary with hostile text as text, and no timeline without the flag', () => {
		const c = charge({ billing_details: { ...charge().billing_details, name: HOSTILE, email: null } });
		view({ charge: c, intent: intent(c) });
		render(<PaymentDetailsPage />);
		expect(screen.getByText('$10.00 USD')).toBeInTheDocument();
		expect(screen.getByText('Paid')).toBeInTheDocument();
		expect(screen.getAllByText(HOSTILE)[0]).toHaveClass('wcpay-payment-details__customer');
		expect(document.querySelector('img')).toBeNull();
		expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
		expect(screen.getByText('Order #150001')).toHaveAttribute('href', '/wp-admin/post.php?post=150001');
		expect(screen.queryByText('Timeline')).toBeNull();
		expect(screen.queryByText('This transaction is not connected to order.')).toBeNull();
	});

	it('shows the email link, the no-order notice with its Refund button, and the timeline with the flag', () => {
		setPageGlobals({ wcpay: { featureFlags: { paymentTimeline: true } } });
		(hooks.useTimeline as jest.Mock).mockReturnValue({
			isLoading: false,
			error: { code: 'x', message: '' },
		});
		const c = charge({ order: null });
		view({ charge: c, intent: intent(c) });
		render(<PaymentDetailsPage />);
		expect(screen.getAllByText('jane@example.com')[0].closest('a')).toHaveAttribute(
			'href',
			'mailto:jane%40example.com'
		);
		expect(document.querySelector('.wcpay-payment-details__no-order')).toHaveTextContent(
			'This transaction is not connected to order.'
		);
		expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
		expect(screen.getByText('Error while loading timeline')).toBeInTheDocument();
	});

	it('offers Refund in the no-order notice unless the charge is already refunded (spec 002 §2.1)', () => {
		const uncaptured = charge({ order: null, captured: false });
		view({ charge: uncaptured, intent: intent(uncaptured) });
		const first = render(<PaymentDetailsPage />);
		const notice = () => document.querySelector('.wcpay-payment-details__no-order') as HTMLElement;
		expect(within(notice()).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
		first.unmount();
		const refunded = charge({ order: null, refunded: true, amount_refunded: 1000 });
		view({ charge: refunded, intent: intent(refunded) });
		render(<PaymentDetailsPage />);
		expect(notice()).toHaveTextContent('This transaction is not connected to order.');
		expect(within(notice()).queryByRole('button', { name: 'Refund' })).toBeNull();
	});

	it('a charge id whose charge has a payment intent replaces the history entry with the intent (spec 002 §2.1)', () => {
		const replace = jest.spyOn(getHistory(), 'replace').mockImplementation(() => undefined);
		(useAdminQuery as jest.Mock).mockReturnValue({ id: 'ch_1' });
		view({ charge: charge({ id: 'ch_1', payment_intent: 'pi_9' }) });
		const first = render(<PaymentDetailsPage />);
		expect(replace).toHaveBeenCalledTimes(1);
		expect(String(replace.mock.calls[0][0])).toContain('id=pi_9');
		expect(String(replace.mock.calls[0][0])).toContain('path=%2Fpayments%2Ftransactions%2Fdetails');
		first.unmount();
		// A charge without a payment intent stays where it is, and shows.
		replace.mockClear();
		view({ charge: charge({ id: 'ch_1', payment_intent: null }) });
		const second = render(<PaymentDetailsPage />);
		expect(replace).not.toHaveBeenCalled();
		expect(screen.getByText('$10.00 USD')).toBeInTheDocument();
		second.unmount();
		// A payment intent id is not replaced.
		(useAdminQuery as jest.Mock).mockReturnValue({ id: 'pi_1' });
		const c = charge();
		view({ charge: c, intent: intent(c) });
		render(<PaymentDetailsPage />);
		expect(replace).not.toHaveBeenCalled();
		replace.mockRestore();
	});

	it('shows loading, failure and the reader-fee view', () => {
		view({ isLoading: true });
		const { unmount } = render(<PaymentDetailsPage />);
		expect(screen.getByRole('status')).toBeInTheDocument();
		unmount();
		view({ error: { code: 'wcpay_payment_intent_not_found', message: 'x' } });
		const second = render(<PaymentDetailsPage />);
		expect(screen.getByText('Payment details not loaded')).toBeInTheDocument();
		second.unmount();
		(useAdminQuery as jest.Mock).mockReturnValue({
			id: 'ch_1',
			transaction_id: 'txn_1',
			transaction_type: 'card_reader_fee',
		});
		render(<PaymentDetailsPage />);
		expect(screen.getByTestId('reader-fee')).toHaveTextContent('ch_1|txn_1');
		expect(hooks.usePaymentDetails).toHaveBeenLastCalledWith('ch_1', false);
	});
});
