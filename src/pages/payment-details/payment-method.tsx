/**
 * The payment method card of payment details (spec 002 §2.1 item 4, §3.2): the method's title (the card
 * brand, or the method's configured title) and its rows by type.
 */
import { __ } from '@wordpress/i18n';

import type { Charge } from '../../data/payment-details';
import { paymentMethodLabel } from '../../strings/payment-method';
import { methodTypeLabel, paymentMethodRows } from './mapping';
import { Row } from './summary';
import { Card, CardBody, CardHeader } from '../../components/card';

export function PaymentMethodCard({ charge }: { charge: Charge }) {
	const rows = paymentMethodRows(charge);
	return (
		<Card className="wcpay-payment-details__method">
			<CardHeader>
				<h2 className="wcpay-payment-details__card-title">
					{__('Payment method', 'woocommerce-payments')}
				</h2>
			</CardHeader>
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
