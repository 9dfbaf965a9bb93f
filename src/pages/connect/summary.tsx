/**
 * Two pieces of the connect page (spec 000 §2 "Connect page"): the summary of what the merchant gets (payouts,
 * capture, recurring payments, currencies) and the promotion card of a connect incentive, whose description
 * is sanitised to the allow-list of spec 000 §5.
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { decodeAndSanitizeHTML } from '../../utils/sanitize';
import { externalLink } from './links';
import { Card, CardBody } from '../../components/card';

/** What the merchant gets, as a definition list. */
export function SummaryList() {
	const items: Array<[string, string]> = [
		[__('Payouts', 'woocommerce-payments'), __('Automatic - Daily', 'woocommerce-payments')],
		[__('Payments capture', 'woocommerce-payments'), __('Capture on order', 'woocommerce-payments')],
		[__('Recurring payments', 'woocommerce-payments'), __('Supported', 'woocommerce-payments')],
		[__('Currencies', 'woocommerce-payments'), __('135+ supported', 'woocommerce-payments')],
	];
	return (
		<dl className="wcpay-connect__summary">
			{items.map(([term, value]) => (
				<div key={term} className="wcpay-connect__summary-item">
					<dt>{term}</dt>
					<dd>{value}</dd>
				</div>
			))}
		</dl>
	);
}

/** The promotion of a connect incentive, with its terms link. */
export function Incentive({ description, tcUrl }: { description: string; tcUrl: string }) {
	return (
		<Card className="wcpay-connect__incentive">
			<CardBody>
				<span className="wcpay-connect__incentive-pill">
					{__('Limited time offer', 'woocommerce-payments')}
				</span>
				<h2
					className="wcpay-connect__incentive-title"
					// Sanitised to the allow-list of spec 000 §5.
					dangerouslySetInnerHTML={{ __html: decodeAndSanitizeHTML(`${description}*`) }}
				/>
				<p>
					{__(
						'Discount will be applied to payments processed via WooPayments upon completion of installation, setup, and connection.',
						'woocommerce-payments'
					)}
				</p>
				{tcUrl && (
					<p className="wcpay-connect__incentive-terms">
						{createInterpolateElement(
							__('*See <a>Terms and Conditions</a> for details.', 'woocommerce-payments'),
							{ a: externalLink(tcUrl) }
						)}
					</p>
				)}
			</CardBody>
		</Card>
	);
}
