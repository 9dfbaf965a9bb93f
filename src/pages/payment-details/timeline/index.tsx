/**
 * The timeline card of payment details (spec 002 §2.1 item 2, §4.4): the events of a payment intent, oldest
 * first, each with its date, headline and detail lines; 'Error while loading timeline' when the read fails.
 */
import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Link } from '@woocommerce/components';

import { useTimeline } from '../../../data/payment-details';
import { formatDateTime } from '../../../utils/dates';
import { getAdminPageUrl } from '../../../utils/url';
import { timelineDetails, timelineHeadline } from './text';

export function TimelineCard({ id }: { id: string }) {
	const { data: events, isLoading, error } = useTimeline(id);
	let body: ReactNode;
	if (error) {
		body = (
			<p className="wcpay-payment-details__timeline-error">
				{__('Error while loading timeline', 'woocommerce-payments')}
			</p>
		);
	} else if (isLoading || !events) {
		body = <div className="wcpay-payment-details__placeholder is-timeline" aria-hidden="true" />;
	} else {
		body = (
			<ol className="wcpay-payment-details__timeline">
				{events.map((event, i) => (
					<li key={`${event.type}-${event.datetime}-${i}`} data-event-type={event.type}>
						<span className="wcpay-payment-details__event-date">
							{formatDateTime(event.datetime)}
						</span>
						<span className="wcpay-payment-details__event-text">{timelineHeadline(event)}</span>
						{timelineDetails(event).map((line) => (
							<span key={line} className="wcpay-payment-details__event-detail">
								{line}
							</span>
						))}
						{event.type === 'captured' && event.deposit ? (
							<Link
								href={getAdminPageUrl('/payments/payouts/details', { id: event.deposit.id })}
								type="wc-admin"
								className="wcpay-payment-details__event-detail"
							>
								{__('View payout', 'woocommerce-payments')}
							</Link>
						) : null}
					</li>
				))}
			</ol>
		);
	}
	return (
		<Card className="wcpay-payment-details__timeline-card">
			<CardHeader>
				<h2 className="wcpay-payment-details__card-title">
					{__('Timeline', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>{body}</CardBody>
		</Card>
	);
}
