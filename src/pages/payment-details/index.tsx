/**
 * Payment details (spec 002 §2.1): the payments navigation (Transactions current) and the test-mode banner of
 * a details view; a summary card (summary.tsx: amount, status chip, breakdown, ids, actions — refund,
 * capture, cancel, fraud review — and the details list), a timeline card behind the `paymentTimeline` flag
 * (timeline/) and a payment method card (payment-method.tsx).
 *
 * `?id=` all digits is an order number: its charge is looked up and the URL replaced with the intent id (or
 * the charge id without an intent). A record with an intent but no charge replaces the URL with the intent's
 * details path. `status_is` and `type_is` together (a link from an order's fraud box) send their tracking
 * event and are removed from the URL. A failed load shows 'Payment details not loaded' with a Retry.
 * `transaction_type=card_reader_fee` shows the reader fees of the charge.
 */
import { useEffect, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { AdminLink } from '../../components/admin-link';
import { getHistory, getNewPath } from '@woocommerce/navigation';

import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { ReaderFeeDetails } from '../../components/reader-fee-details';
import { TestModeBanner } from '../../components/test-mode-banner';
import { useChargeFromOrder, usePaymentDetails, usePaymentReload } from '../../data/payment-details';
import { isFeatureEnabled } from '../../settings';
import { recordEvent } from '../../utils/tracks';
import { getAdminPageUrl } from '../../utils/url';
import { PaymentMethodCard } from './payment-method';
import { PaymentSummary } from './summary';
import { TimelineCard } from './timeline';
import './style.scss';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';

export const DETAILS_PATH = '/payments/transactions/details';
const TRANSACTIONS_PATH = '/payments/transactions';

function replaceQuery(query: Record<string, string>) {
	getHistory().replace(getNewPath(query, DETAILS_PATH, {}));
}

/** A query without `status_is` and `type_is` when it has both (spec 002 §2.1: both are removed). */
function withoutFraudLink(query: Record<string, string>): Record<string, string> {
	if (query.status_is === undefined || query.type_is === undefined) {
		return query;
	}
	const rest = { ...query };
	delete rest.status_is;
	delete rest.type_is;
	return rest;
}

/**
 * `status_is` + `type_is` (spec 002 §2.1): the tracking event, then both removed from the URL. The
 * redirects below (an order number or a charge id to the intent) leave them out too, since they may
 * replace the URL in the same commit, from the query this render read.
 */
function useFraudLinkCleanup(query: Record<string, string>) {
	const status = query.status_is;
	const type = query.type_is;
	useEffect(() => {
		if (status === undefined || type === undefined) {
			return;
		}
		recordEvent('wcpay_fraud_protection_order_details_link_clicked', { status, type });
		replaceQuery(withoutFraudLink(query));
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [status, type]);
}

function BackToTransactions() {
	return (
		<AdminLink
			href={getAdminPageUrl(TRANSACTIONS_PATH)}
			type="wc-admin"
			className="components-button is-secondary"
		>
			{__('View all transactions', 'woocommerce-payments')}
		</AdminLink>
	);
}

function Message({ children, action }: { children: ReactNode; action?: ReactNode }) {
	return (
		<Card className="wcpay-payment-details__message">
			<CardBody>
				{children}
				{action}
				<BackToTransactions />
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

/** The failed load, with a Retry that reads the payment again (none for an id that may not be asked). */
function NotLoaded({ canRetry = true }: { canRetry?: boolean }) {
	const reload = usePaymentReload();
	return (
		<Message
			action={
				canRetry ? (
					<Button variant="primary" className="wcpay-payment-details__retry" onClick={reload}>
						{__('Retry', 'woocommerce-payments')}
					</Button>
				) : null
			}
		>
			<p className="wcpay-payment-details__not-loaded">
				{__('Payment details not loaded', 'woocommerce-payments')}
			</p>
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
	useFraudLinkCleanup(query);

	// An order number → the same page with the intent id (or the charge id without one).
	const orderTarget = order.data ? (order.data.payment_intent ?? order.data.id) : null;
	useEffect(() => {
		if (orderTarget) {
			replaceQuery(withoutFraudLink({ ...query, id: orderTarget }));
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [orderTarget]);

	// A charge id (the loaded record is the charge: no charge of its own, but a payment intent) → the
	// details path of that payment intent, in place of this history entry (spec 002 §2.1).
	const chargeIntent = details.intent ? null : details.charge?.payment_intent;
	const intentTarget = chargeIntent && chargeIntent !== id ? chargeIntent : null;
	useEffect(() => {
		if (intentTarget) {
			replaceQuery(withoutFraudLink({ ...query, id: intentTarget }));
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [intentTarget]);

	let body: ReactNode;
	if (isReaderFee) {
		body = (
			<ReaderFeeDetails
				chargeId={id}
				transactionId={typeof query.transaction_id === 'string' ? query.transaction_id : undefined}
			/>
		);
	} else if (isOrderId) {
		body = order.error ? <NotLoaded /> : <Loading />;
	} else if (details.isInvalidId || details.error) {
		body = <NotLoaded canRetry={!details.isInvalidId} />;
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
	return (
		<>
			<PaymentsNav current={TRANSACTIONS_PATH} />
			<TestModeBanner topic="transactions" isDetails />
			<div className="wcpay-payment-details">{body}</div>
		</>
	);
}
