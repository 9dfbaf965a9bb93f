/**
 * Payment details (spec 002 §2.1), read-only first increment: a summary card (amount, status chip,
 * breakdown, ids, details list), a timeline card behind the `paymentTimeline` flag and a payment method card.
 *
 * `?id=` all digits is an order number: its charge is looked up and the URL replaced with the intent id (or
 * the charge id without an intent). A record with an intent but no charge replaces the URL with the intent's
 * details path. A failed load shows 'Payment details not loaded'. `transaction_type=card_reader_fee` shows a
 * short note (reader-fee details are not built yet).
 */
import { useEffect, type ReactNode } from 'react';
import { Card, CardBody, CardHeader, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { Link } from '@woocommerce/components';
import { getHistory, getNewPath } from '@woocommerce/navigation';

import { useAdminQuery } from '../../app/use-location';
import { ChargeStatusChip } from '../../components/charge-status-chip';
import {
	useChargeFromOrder,
	usePaymentDetails,
	type Charge,
	type PaymentIntent,
} from '../../data/payment-details';
import { isFeatureEnabled } from '../../settings';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { paymentMethodLabel } from '../../strings/payment-method';
import { riskLevelLabelInPaymentDetails } from '../../strings/risk-level';
import { methodTypeLabel, paymentDisplayStatus, paymentMethodRows } from './mapping';
import { TimelineCard } from './timeline';
import './style.scss';

export const DETAILS_PATH = '/payments/transactions/details';
const TRANSACTIONS_PATH = '/payments/transactions';

function replaceId(query: Record<string, string>, id: string) {
	getHistory().replace(getNewPath({ ...query, id }, DETAILS_PATH, {}));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="wcpay-payment-details__row">
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}

function BackToTransactions() {
	return (
		<Link
			href={getAdminPageUrl(TRANSACTIONS_PATH)}
			type="wc-admin"
			className="components-button is-secondary"
		>
			{__('View all transactions', 'woocommerce-payments')}
		</Link>
	);
}

function Message({ children }: { children: ReactNode }) {
	return (
		<Card className="wcpay-payment-details__message">
			<CardBody>
				{children}
				<BackToTransactions />
			</CardBody>
		</Card>
	);
}

function CardTitle({ children }: { children: ReactNode }) {
	return (
		<CardHeader>
			<h2 className="wcpay-payment-details__card-title">{children}</h2>
		</CardHeader>
	);
}

export function PaymentSummary({ charge, intent }: { charge: Charge; intent?: PaymentIntent | null }) {
	const bt = charge.balance_transaction;
	const email = charge.billing_details.email;
	const name = charge.billing_details.name;
	const pm = charge.payment_method_details;
	const card = (pm.card ?? pm.card_present ?? pm.interac_present) as { last4?: string } | undefined;
	return (
		<Card className="wcpay-payment-details__summary">
			<CardBody>
				<div className="wcpay-payment-details__headline">
					<p className="wcpay-payment-details__amount">
						{formatCurrency(charge.amount, charge.currency || 'usd', { withCode: true })}
					</p>
					<ChargeStatusChip status={paymentDisplayStatus(charge, intent)} />
				</div>
				<dl className="wcpay-payment-details__breakdown">
					<Row label={__('Amount', 'woocommerce-payments')}>
						{bt
							? formatCurrency(bt.amount, bt.currency)
							: formatCurrency(charge.amount, charge.currency)}
					</Row>
					{charge.amount_refunded > 0 ? (
						<Row label={__('Refunded', 'woocommerce-payments')}>
							{formatCurrency(-charge.amount_refunded, charge.currency)}
						</Row>
					) : null}
					<Row label={__('Fees', 'woocommerce-payments')}>
						{formatCurrency(bt ? -bt.fee : 0, bt?.currency ?? charge.currency)}
					</Row>
					<Row label={__('Net', 'woocommerce-payments')}>
						{bt
							? formatCurrency(bt.net, bt.currency)
							: __('Not captured yet', 'woocommerce-payments')}
					</Row>
				</dl>
				<dl className="wcpay-payment-details__ids">
					<Row label={__('Payment ID', 'woocommerce-payments')}>
						<code>{charge.payment_intent ?? intent?.id ?? '–'}</code>
					</Row>
					<Row label={__('Charge ID', 'woocommerce-payments')}>
						<code>{charge.id}</code>
					</Row>
				</dl>
				<dl className="wcpay-payment-details__list">
					<Row label={__('Date', 'woocommerce-payments')}>{formatDateTime(charge.created)}</Row>
					<Row label={__('Customer', 'woocommerce-payments')}>
						<span className="wcpay-payment-details__customer">{name || '–'}</span>
						{email ? (
							<a
								className="wcpay-payment-details__email"
								href={`mailto:${encodeURIComponent(email)}`}
							>
								{email}
							</a>
						) : null}
					</Row>
					<Row label={__('Order', 'woocommerce-payments')}>
						{charge.order ? (
							<>
								<a href={charge.order.url}>
									{sprintf(
										/* translators: %d: order number */
										__('Order #%d', 'woocommerce-payments'),
										charge.order.number
									)}
								</a>
								{charge.order.subscriptions.length > 0 ? (
									<span className="wcpay-payment-details__subscriptions">
										{__('Subscriptions:', 'woocommerce-payments')}{' '}
										{charge.order.subscriptions.map((s, i) => (
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
					<Row label={__('Payment method', 'woocommerce-payments')}>
						{methodTypeLabel(pm)}
						{card?.last4 ? ` •••• ${card.last4}` : ''}
					</Row>
					<Row label={__('Risk evaluation', 'woocommerce-payments')}>
						{riskLevelLabelInPaymentDetails(charge.outcome?.risk_level)}
					</Row>
					{charge.deposit ? (
						<Row label={__('Payout', 'woocommerce-payments')}>
							<Link
								href={getAdminPageUrl('/payments/payouts/details', { id: charge.deposit.id })}
								type="wc-admin"
							>
								{charge.deposit.id}
							</Link>
						</Row>
					) : null}
				</dl>
				{!charge.order ? (
					<Notice status="info" isDismissible={false} className="wcpay-payment-details__no-order">
						{__('This transaction is not connected to order.', 'woocommerce-payments')}
					</Notice>
				) : null}
			</CardBody>
		</Card>
	);
}

export function PaymentMethodCard({ charge }: { charge: Charge }) {
	const rows = paymentMethodRows(charge);
	return (
		<Card className="wcpay-payment-details__method">
			<CardTitle>{__('Payment method', 'woocommerce-payments')}</CardTitle>
			<CardBody>
				<p className="wcpay-payment-details__method-type">
					{methodTypeLabel(charge.payment_method_details) ||
						paymentMethodLabel(charge.payment_method_details.type)}
				</p>
				{rows.length > 0 ? (
					<dl className="wcpay-payment-details__grid">
						{rows.map(([label, value]) => (
							<Row key={label} label={label}>
								{value}
							</Row>
						))}
					</dl>
				) : null}
			</CardBody>
		</Card>
	);
}

function Loading() {
	return (
		<div role="status" aria-label={__('Loading payment details…', 'woocommerce-payments')}>
			<Card className="wcpay-payment-details__summary is-loading">
				<CardBody>
					<div className="wcpay-payment-details__placeholder is-summary" aria-hidden="true" />
				</CardBody>
			</Card>
			<Card className="wcpay-payment-details__method is-loading">
				<CardBody>
					<div className="wcpay-payment-details__placeholder is-method" aria-hidden="true" />
				</CardBody>
			</Card>
		</div>
	);
}

function NotLoaded() {
	return (
		<Message>
			<p className="wcpay-payment-details__not-loaded">
				{__('Payment details not loaded', 'woocommerce-payments')}
			</p>
		</Message>
	);
}

function ReaderFeeNote() {
	return (
		<Message>
			<p>{__('Details of card reader fees are not available here yet.', 'woocommerce-payments')}</p>
		</Message>
	);
}

export default function PaymentDetailsPage() {
	const query = useAdminQuery();
	const id = typeof query.id === 'string' ? query.id : '';
	const isReaderFee = query.transaction_type === 'card_reader_fee';
	const isOrderId = /^\d+$/.test(id);
	const order = useChargeFromOrder(!isReaderFee && isOrderId ? id : null);
	const details = usePaymentDetails(id, !isReaderFee && !isOrderId);
	const timelineOn = isFeatureEnabled('paymentTimeline');

	// An order number → the same page with the intent id (or the charge id without one).
	const orderTarget = order.data ? (order.data.payment_intent ?? order.data.id) : null;
	useEffect(() => {
		if (orderTarget) {
			replaceId(query, orderTarget);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [orderTarget]);

	// A record with an intent but no charge → the intent's own details path.
	const intentTarget =
		!details.charge && details.intent && details.intent.id !== id ? details.intent.id : null;
	useEffect(() => {
		if (intentTarget) {
			replaceId(query, intentTarget);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [intentTarget]);

	let body: ReactNode;
	if (isReaderFee) {
		body = <ReaderFeeNote />;
	} else if (isOrderId) {
		body = order.error ? <NotLoaded /> : <Loading />;
	} else if (details.isInvalidId || details.error) {
		body = <NotLoaded />;
	} else if (details.isLoading || intentTarget) {
		body = <Loading />;
	} else if (details.charge) {
		const charge = details.charge;
		body = (
			<>
				<PaymentSummary charge={charge} intent={details.intent} />
				{timelineOn ? <TimelineCard id={charge.payment_intent ?? charge.id} /> : null}
				<PaymentMethodCard charge={charge} />
			</>
		);
	} else {
		body = <NotLoaded />;
	}
	return <div className="wcpay-payment-details">{body}</div>;
}
