/**
 * The summary card of payment details (spec 002 §2.1 item 1, §4.1, §4.3, §4.9): amount with its currency,
 * the status chip, the breakdown (amount, refunded, loan repayment, fees, net), payment and charge ids, the
 * actions menu, the details list (date, customer with a link to their transactions and an e-mail button,
 * order with its subscriptions, payment method, risk, payout, loan with its status, the reviewer of a fraud
 * review), the capture notice of an open authorization, the review actions of a held payment, the dispute
 * section (dispute-panel.tsx), and the 'This transaction is not connected to order.' notice with its Refund button.
 */
import { useRef, useState, type ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { AdminLink } from '../../components/admin-link';

import { ChargeStatusChip } from '../../components/charge-status-chip';
import type { Charge, PaymentIntent } from '../../data/payment-details';
import { getPaymentsSettings, isFeatureEnabled } from '../../settings';
import { useLoans } from '../../data/loans';
import { loanStatusLabel, loanStatusLabelInFilter } from '../../strings/loan-status';
import { riskLevelLabelInPaymentDetails } from '../../strings/risk-level';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { DisputePanel } from './dispute-panel';
import { methodTypeLabel, paymentDisplayStatus } from './mapping';
import { RefundModal } from './refund-modal';
import {
	chargeAmounts,
	customerTransactionsUrl,
	isHeldForReview,
	isRefundAvailable,
	loanTransactionsUrl,
	showsCaptureNotice,
	userEditUrl,
} from './rules';
import { CaptureNotice, FraudReviewActions, RefundActionsMenu } from './summary-actions';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';

export function Row({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="wcpay-payment-details__row">
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}

/**
 * The loan a payment repaid, linked to its transactions, with its status (spec 002 §4.9): 'Active', or
 * 'Paid off: (date)' from the loans list (the page settings' marker until the list is read).
 */
function LoanRow({ loanId }: { loanId: string }) {
	const { data: loans } = useLoans();
	const loan = loans.find((l) => l.stripe_loan_id === loanId);
	const marker = (getPaymentsSettings()?.accountLoans?.loans ?? [])
		.find((entry) => entry.split('|')[0] === loanId)
		?.split('|')[1];
	return (
		<Row label={__('Loan', 'woocommerce-payments')}>
			<AdminLink href={loanTransactionsUrl(loanId)} type="wc-admin">
				{loanId}
			</AdminLink>{' '}
			<span className="wcpay-payment-details__loan-status">
				{loan ? loanStatusLabel(loan.fully_paid_at) : loanStatusLabelInFilter(marker)}
			</span>
		</Row>
	);
}

function CustomerRow({ charge }: { charge: Charge }) {
	const { name, email } = charge.billing_details;
	const url = customerTransactionsUrl(name, email);
	return (
		<Row label={__('Customer', 'woocommerce-payments')}>
			{url && name ? (
				<AdminLink href={url} type="wc-admin" className="wcpay-payment-details__customer">
					{name}
				</AdminLink>
			) : (
				<span className="wcpay-payment-details__customer">{name || '–'}</span>
			)}
			{email ? (
				<a className="wcpay-payment-details__email" href={`mailto:${encodeURIComponent(email)}`}>
					{email}
				</a>
			) : null}
		</Row>
	);
}

function OrderRow({ charge }: { charge: Charge }) {
	const order = charge.order;
	return (
		<Row label={__('Order', 'woocommerce-payments')}>
			{order ? (
				<>
					<a href={order.url}>
						{sprintf(
							/* translators: %d: order number */
							__('Order #%d', 'woocommerce-payments'),
							order.number
						)}
					</a>
					{order.subscriptions.length > 0 ? (
						<span className="wcpay-payment-details__subscriptions">
							{__('Subscriptions:', 'woocommerce-payments')}{' '}
							{order.subscriptions.map((s, i) => (
								<span key={s.number}>
									{i > 0 ? ', ' : ''}
									<a href={s.url}>{`#${s.number}`}</a>
								</span>
							))}
						</span>
					) : null}
				</>
			) : (
				'–'
			)}
		</Row>
	);
}

function ReviewerRow({ charge }: { charge: Charge }) {
	const review = charge.fraud_review;
	if (!review) {
		return null;
	}
	return (
		<Row
			label={
				review.decision === 'approved'
					? __('Approved by', 'woocommerce-payments')
					: __('Blocked by', 'woocommerce-payments')
			}
		>
			<a href={userEditUrl(review.user.id)} className="wcpay-payment-details__reviewer">
				{review.user.username}
			</a>{' '}
			<span className="wcpay-payment-details__reviewed-at">{formatDateTime(review.reviewed_at)}</span>
		</Row>
	);
}

function DetailsList({ charge }: { charge: Charge }) {
	const pm = charge.payment_method_details;
	const card = (pm.card ?? pm.card_present ?? pm.interac_present) as { last4?: string } | undefined;
	return (
		<dl className="wcpay-payment-details__list">
			<Row label={__('Date', 'woocommerce-payments')}>{formatDateTime(charge.created)}</Row>
			<CustomerRow charge={charge} />
			<OrderRow charge={charge} />
			<Row label={__('Payment method', 'woocommerce-payments')}>
				{methodTypeLabel(pm)}
				{card?.last4 ? ` •••• ${card.last4}` : ''}
			</Row>
			<Row label={__('Risk evaluation', 'woocommerce-payments')}>
				{riskLevelLabelInPaymentDetails(charge.outcome?.risk_level)}
			</Row>
			{charge.deposit ? (
				<Row label={__('Payout', 'woocommerce-payments')}>
					<AdminLink
						href={getAdminPageUrl('/payments/payouts/details', { id: charge.deposit.id })}
						type="wc-admin"
					>
						{charge.deposit.id}
					</AdminLink>
				</Row>
			) : null}
			{charge.loan_id ? <LoanRow loanId={charge.loan_id} /> : null}
			<ReviewerRow charge={charge} />
		</dl>
	);
}

function Breakdown({ charge }: { charge: Charge }) {
	const captured = Boolean(charge.balance_transaction);
	const { currency, amount, refunded, fee, paydown, net } = chargeAmounts(charge);
	return (
		<dl className="wcpay-payment-details__breakdown">
			<Row label={__('Amount', 'woocommerce-payments')}>{formatCurrency(amount, currency)}</Row>
			{refunded > 0 && charge.captured ? (
				<Row label={__('Refunded', 'woocommerce-payments')}>
					{formatCurrency(-refunded, currency)}
				</Row>
			) : null}
			{paydown > 0 ? (
				<Row label={__('Loan repayment', 'woocommerce-payments')}>
					{formatCurrency(-paydown, currency)}
				</Row>
			) : null}
			<Row label={__('Fees', 'woocommerce-payments')}>{formatCurrency(-fee, currency)}</Row>
			<Row label={__('Net', 'woocommerce-payments')}>
				{captured ? formatCurrency(net, currency) : __('Not captured yet', 'woocommerce-payments')}
			</Row>
		</dl>
	);
}

const NO_ORDER = () => __('This transaction is not connected to order.', 'woocommerce-payments');

/*
 * Notices here get an explicit `spokenMessage`: without one, a Notice renders its children to a string to
 * announce them, which runs the hooks of the buttons inside as the Notice's own — and a button appearing or
 * going away then breaks the Notice's hooks.
 */
export function PaymentSummary({ charge, intent }: { charge: Charge; intent?: PaymentIntent | null }) {
	const [refunding, setRefunding] = useState(false);
	const headline = useRef<HTMLParagraphElement>(null);
	const refundable = isRefundAvailable(charge);
	const focusHeadline = () => window.setTimeout(() => headline.current?.focus(), 0);
	const closeRefund = (refunded: boolean) => {
		setRefunding(false);
		if (refunded) {
			// The refund changes the amount and may take the menu away.
			focusHeadline();
			return;
		}
		// Canceled: back to the actions menu that opened the modal.
		window.setTimeout(() => {
			const menu = headline.current?.parentElement?.querySelector<HTMLElement>(
				'.wcpay-payment-details__actions button'
			);
			(menu ?? headline.current)?.focus();
		}, 0);
	};
	return (
		<Card className="wcpay-payment-details__summary">
			<CardBody>
				<div className="wcpay-payment-details__headline">
					<p className="wcpay-payment-details__amount" ref={headline} tabIndex={-1}>
						{formatCurrency(charge.amount, charge.currency || 'usd', { withCode: true })}
					</p>
					<ChargeStatusChip status={paymentDisplayStatus(charge, intent)} />
					{refundable ? (
						<RefundActionsMenu charge={charge} onRefundInFull={() => setRefunding(true)} />
					) : null}
				</div>
				<Breakdown charge={charge} />
				<dl className="wcpay-payment-details__ids">
					<Row label={__('Payment ID', 'woocommerce-payments')}>
						<code>{charge.payment_intent ?? intent?.id ?? '–'}</code>
					</Row>
					<Row label={__('Charge ID', 'woocommerce-payments')}>
						<code>{charge.id}</code>
					</Row>
				</dl>
				<DetailsList charge={charge} />
				{showsCaptureNotice(charge, intent, isFeatureEnabled('isAuthAndCaptureEnabled')) ? (
					<CaptureNotice charge={charge} onDone={focusHeadline} />
				) : null}
				{isHeldForReview(charge, intent) ? (
					<FraudReviewActions charge={charge} onDone={focusHeadline} />
				) : null}
				<DisputePanel charge={charge} onDone={focusHeadline} />
				{!charge.order ? (
					<Notice
						status="info"
						isDismissible={false}
						className="wcpay-payment-details__no-order"
						spokenMessage={NO_ORDER()}
					>
						<p>{NO_ORDER()}</p>
						{/* Spec 002 §2.1: a Refund button unless the charge is already refunded. */}
						{!charge.refunded ? (
							<Button variant="secondary" onClick={() => setRefunding(true)}>
								{__('Refund', 'woocommerce-payments')}
							</Button>
						) : null}
					</Notice>
				) : null}
				{refunding ? <RefundModal charge={charge} onClose={closeRefund} /> : null}
			</CardBody>
		</Card>
	);
}
