/**
 * The collapsible dispute summary both variants show (spec 002 §2.4): dispute amount, disputed-on date,
 * reason with a 'Learn more' tooltip, respond-by date (marked past due once it has passed while a response is
 * still needed, §4.5) and order (a link to the order when the dispute has one). Open by default; the
 * heading's button folds it.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';
import { chevronDown, chevronUp } from '@wordpress/icons';

import { Tooltip } from '../../components/tooltip';
import type { DisputeDetail } from '../../data/dispute-details';
import { disputeNeedsResponse } from '../../strings/dispute-status';
import { formatDate, formatDateTime, parseDate } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { reasonExplanation, reasonLabel } from './reasons';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';

const safeUrl = (url: string | null | undefined) => (url && /^(https?:\/\/|\/)/i.test(url) ? url : null);

export function DisputeSummary({ dispute, now = new Date() }: { dispute: DisputeDetail; now?: Date }) {
	const [open, setOpen] = useState(true);
	const dueBy = dispute.evidence_details?.due_by ?? dispute.due_by;
	const due = parseDate(dueBy);
	// Past due only while a response is still owed: a submitted, won or lost dispute is not late.
	const pastDue = Boolean(due && due.getTime() < now.getTime() && disputeNeedsResponse(dispute.status));
	const orderUrl = safeUrl(dispute.order?.url);
	const orderNumber = dispute.order?.number ?? dispute.order_number;

	return (
		<Card className="wcpay-evidence-summary">
			<CardBody>
				<h2 className="wcpay-evidence-summary__title">
					<Button
						className="wcpay-evidence-summary__toggle"
						aria-expanded={open}
						aria-controls="wcpay-evidence-summary-details"
						icon={open ? chevronUp : chevronDown}
						iconPosition="right"
						onClick={() => setOpen(!open)}
					>
						{__('Dispute details', 'woocommerce-payments')}
					</Button>
				</h2>
				<dl
					id="wcpay-evidence-summary-details"
					className="wcpay-evidence-summary__details"
					hidden={!open}
				>
					<div>
						<dt>{__('Dispute amount', 'woocommerce-payments')}</dt>
						<dd>{formatCurrency(dispute.amount, dispute.currency)}</dd>
					</div>
					<div>
						<dt>{__('Disputed on', 'woocommerce-payments')}</dt>
						<dd>{formatDate(dispute.created) || '–'}</dd>
					</div>
					<div>
						<dt>{__('Reason', 'woocommerce-payments')}</dt>
						<dd>
							<span className="wcpay-evidence-summary__reason">
								{reasonLabel(dispute.reason)}
							</span>{' '}
							<Tooltip content={reasonExplanation(dispute.reason)}>
								<Button variant="link" className="wcpay-evidence-summary__learn-more">
									{__('Learn more', 'woocommerce-payments')}
								</Button>
							</Tooltip>
						</dd>
					</div>
					<div>
						<dt>{__('Respond by', 'woocommerce-payments')}</dt>
						<dd>
							{formatDateTime(dueBy) || '–'}
							{pastDue && (
								<span className="wcpay-evidence-summary__past-due">
									{' '}
									{__('(Past due)', 'woocommerce-payments')}
								</span>
							)}
						</dd>
					</div>
					<div>
						<dt>{__('Order', 'woocommerce-payments')}</dt>
						<dd>
							{orderNumber && orderUrl ? (
								<a href={orderUrl}>{`#${orderNumber}`}</a>
							) : orderNumber ? (
								`#${orderNumber}`
							) : (
								'–'
							)}
						</dd>
					</div>
				</dl>
			</CardBody>
		</Card>
	);
}
