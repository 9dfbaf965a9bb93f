/**
 * The active loan overview of the loans page (spec 001 §2.8, §3.7, §4.9: only when an active loan exists):
 * what has been repaid of the advance and its fixed fee, the current repayment period (repaid, the minimum
 * still due in it, when it ends), and the loan's terms (amount, fee, withhold rate as a percent,
 * disbursement and first repayment dates). Amounts are minor units of the loan's currency; dates are
 * calendar days in the store's timezone. A failed load shows no figures (the store raised 'Error
 * retrieving the active loan summary.').
 */
import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { useActiveLoanSummary } from '../../data/loans';
import { formatDate } from '../../utils/dates';
import { formatCurrency, formatPercent } from '../../utils/money';

function Progress({ value, max, label }: { value: number; max: number; label: string }) {
	const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
	return (
		<div
			className="wcpay-loans-progress"
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

function Term({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="wcpay-loans-overview__term">
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}

export function ActiveLoanOverview() {
	const { data: summary, isLoading } = useActiveLoanSummary(true);
	const d = summary?.details;
	const owed = d ? d.advance_amount + d.fee_amount : 0;
	const period = d?.current_repayment_interval;
	const periodMinimum = period ? period.paid_amount + period.remaining_amount : 0;
	return (
		<Card className="wcpay-loans-overview" data-testid="wcpay-loans-active-loan">
			<CardHeader>
				<h2 className="wcpay-loans__card-title">
					{__('Active loan overview', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				{isLoading && !d ? (
					<Spinner />
				) : !d || !period ? (
					<p className="wcpay-loans-overview__unavailable">
						{__('The loan summary is not available right now.', 'woocommerce-payments')}
					</p>
				) : (
					<>
						<div className="wcpay-loans-overview__progress">
							<div>
								<h3 className="wcpay-loans-overview__label">
									{__('Total repaid', 'woocommerce-payments')}
								</h3>
								<p className="wcpay-loans-overview__figure">
									{sprintf(
										/* translators: 1: amount repaid, 2: total owed (loan amount and fee) */
										__('%1$s of %2$s', 'woocommerce-payments'),
										formatCurrency(d.paid_amount, d.currency),
										formatCurrency(owed, d.currency)
									)}
								</p>
								<Progress
									value={d.paid_amount}
									max={owed}
									label={__('Total repaid', 'woocommerce-payments')}
								/>
							</div>
							<div>
								<h3 className="wcpay-loans-overview__label">
									{__('Repaid this period', 'woocommerce-payments')}
								</h3>
								<p className="wcpay-loans-overview__figure">
									{sprintf(
										/* translators: 1: amount repaid in the period, 2: the period's minimum repayment */
										__('%1$s of %2$s minimum', 'woocommerce-payments'),
										formatCurrency(period.paid_amount, d.currency),
										formatCurrency(periodMinimum, d.currency)
									)}
								</p>
								<Progress
									value={period.paid_amount}
									max={periodMinimum}
									label={__('Repaid this period', 'woocommerce-payments')}
								/>
								<p className="wcpay-loans-overview__help">
									{sprintf(
										/* translators: 1: amount still due in the period, 2: end date of the period */
										__('%1$s minimum left to repay by %2$s', 'woocommerce-payments'),
										formatCurrency(period.remaining_amount, d.currency),
										formatDate(period.due_at)
									)}
								</p>
							</div>
						</div>
						<dl className="wcpay-loans-overview__terms">
							<Term label={__('Loan amount', 'woocommerce-payments')}>
								{formatCurrency(d.advance_amount, d.currency)}
							</Term>
							<Term label={__('Fixed fee', 'woocommerce-payments')}>
								{formatCurrency(d.fee_amount, d.currency)}
							</Term>
							<Term label={__('Withhold rate', 'woocommerce-payments')}>
								{formatPercent(d.withhold_rate * 100)}
							</Term>
							<Term label={__('Loan disbursed', 'woocommerce-payments')}>
								{formatDate(d.advance_paid_out_at)}
							</Term>
							<Term label={__('First paydown', 'woocommerce-payments')}>
								{formatDate(d.repayments_begin_at)}
							</Term>
							<Term label={__('Period ends', 'woocommerce-payments')}>
								{formatDate(period.due_at)}
							</Term>
						</dl>
					</>
				)}
			</CardBody>
		</Card>
	);
}
