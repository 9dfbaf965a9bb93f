/**
 * The active-loan card (spec 000 §2: only with an active loan; spec 001 §3.7): repaid so far, the current
 * repayment period, and the loan's terms. A failed load raises 'Error retrieving the active loan summary.'
 * (the store's notice; the card only says the summary is not available).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { useActiveLoanSummary } from '../../data/loans';
import { formatDate } from '../../utils/dates';
import { formatCurrency, formatPercent } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { Card, CardBody, CardFooter, CardHeader } from './card';

function Progress({ value, max, label }: { value: number; max: number; label: string }) {
	const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
	return (
		<div
			className="wcpay-overview-progress"
			role="progressbar"
			aria-label={label}
			aria-valuemin={0}
			aria-valuemax={100}
			aria-valuenow={Math.round(percent)}
		>
			<span style={{ width: `${percent}%` }} />
		</div>
	);
}

export function ActiveLoanCard() {
	const { data: summary, isLoading, error } = useActiveLoanSummary(true);
	const d = summary?.details;
	return (
		<Card className="wcpay-overview-card wcpay-overview-loan" data-testid="wcpay-active-loan">
			<CardHeader>
				<h2 className="wcpay-overview-card__title">
					{__('Active loan overview', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				{isLoading && !d ? (
					<div className="wcpay-overview-placeholder wcpay-overview-loan__placeholder" />
				) : error || !d ? (
					<p className="wcpay-overview-muted">
						{__('The loan summary is not available right now.', 'woocommerce-payments')}
					</p>
				) : (
					<>
						<div className="wcpay-overview-loan__totals">
							<div>
								<span className="wcpay-overview-balances__label">
									{__('Total repaid', 'woocommerce-payments')}
								</span>
								<span className="wcpay-overview-loan__figure">
									{sprintf(
										/* translators: 1: amount repaid, 2: total owed */
										__('%1$s of %2$s', 'woocommerce-payments'),
										formatCurrency(d.paid_amount, d.currency),
										formatCurrency(d.advance_amount + d.fee_amount, d.currency)
									)}
								</span>
								<Progress
									value={d.paid_amount}
									max={d.advance_amount + d.fee_amount}
									label={__('Total repaid', 'woocommerce-payments')}
								/>
							</div>
							<div>
								<span className="wcpay-overview-balances__label">
									{__('Repaid this period', 'woocommerce-payments')}
								</span>
								<span className="wcpay-overview-loan__figure">
									{sprintf(
										/* translators: 1: amount repaid, 2: minimum for the period */
										__('%1$s of %2$s minimum', 'woocommerce-payments'),
										formatCurrency(d.current_repayment_interval.paid_amount, d.currency),
										formatCurrency(
											d.current_repayment_interval.paid_amount +
												d.current_repayment_interval.remaining_amount,
											d.currency
										)
									)}
								</span>
								<Progress
									value={d.current_repayment_interval.paid_amount}
									max={
										d.current_repayment_interval.paid_amount +
										d.current_repayment_interval.remaining_amount
									}
									label={__('Repaid this period', 'woocommerce-payments')}
								/>
								<span className="wcpay-overview-balances__help">
									{sprintf(
										/* translators: %s: end date of the repayment period */
										__('Period ends on %s', 'woocommerce-payments'),
										formatDate(d.current_repayment_interval.due_at)
									)}
								</span>
							</div>
						</div>
						<dl className="wcpay-overview-loan__terms">
							<div>
								<dt>{__('Loan amount', 'woocommerce-payments')}</dt>
								<dd>{formatCurrency(d.advance_amount, d.currency)}</dd>
							</div>
							<div>
								<dt>{__('Fixed fee', 'woocommerce-payments')}</dt>
								<dd>{formatCurrency(d.fee_amount, d.currency)}</dd>
							</div>
							<div>
								<dt>{__('Withhold rate', 'woocommerce-payments')}</dt>
								<dd>{formatPercent(d.withhold_rate * 100)}</dd>
							</div>
							<div>
								<dt>{__('Loan disbursed', 'woocommerce-payments')}</dt>
								<dd>{formatDate(d.advance_paid_out_at)}</dd>
							</div>
							<div>
								<dt>{__('First paydown', 'woocommerce-payments')}</dt>
								<dd>{formatDate(d.repayments_begin_at)}</dd>
							</div>
						</dl>
					</>
				)}
			</CardBody>
			<CardFooter>
				<Button variant="secondary" href={getAdminPageUrl('/payments/loans')}>
					{__('View loan details', 'woocommerce-payments')}
				</Button>
			</CardFooter>
		</Card>
	);
}
