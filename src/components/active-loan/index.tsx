/**
 * The figures of the active loan (spec 001 §2.8, §3.7), shared by the overview's 'Active loan overview' card
 * and the loans page's active loan overview: what has been repaid of the advance and its fixed fee, the
 * current repayment period (repaid, the minimum still due in it, when it ends), each with a progress bar, and
 * the loan's terms (amount, fee, withhold rate as a percent, disbursement and first repayment dates). Amounts
 * are minor units of the loan's currency; dates are calendar days in the store's timezone. Without details
 * (the summary failed to load; the store raised 'Error retrieving the active loan summary.') it says the
 * summary is not available. The card around it, its title and its loading state belong to the page.
 *
 * @example
 * <ActiveLoanFigures details={ summary?.details } variant="full" labelHeadingLevel={ 3 } />
 */
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { ActiveLoanSummary } from '../../data/loans';
import { formatDate } from '../../utils/dates';
import { formatCurrency, formatPercent } from '../../utils/money';
import './style.scss';

export type ActiveLoanDetails = ActiveLoanSummary['details'];

export interface ActiveLoanFiguresProps {
	/** The summary's details; null or undefined when the summary is not available. */
	details: ActiveLoanDetails | null | undefined;
	/**
	 * 'compact' (the overview card): the period's end date under its figure, five terms. 'full' (the loans
	 * page): the minimum left to repay by the period's end under its figure, and the period's end among the
	 * terms.
	 */
	variant?: 'compact' | 'full';
	/** The two figures' labels as headings of this level; plain labels when omitted. */
	labelHeadingLevel?: 3 | 4 | 5 | 6;
}

function Progress({ value, max, label }: { value: number; max: number; label: string }) {
	const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
	return (
		<div
			className="wcpay-active-loan-progress"
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
		<div className="wcpay-active-loan__term">
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}

/** One figure: its label, 'x of y', its progress bar and an optional line of help under it. */
function Figure({
	label,
	text,
	value,
	max,
	help,
	headingLevel,
}: {
	label: string;
	text: string;
	value: number;
	max: number;
	help?: string;
	headingLevel?: 3 | 4 | 5 | 6;
}) {
	const Label = headingLevel ? (`h${headingLevel}` as const) : 'span';
	return (
		<div>
			<Label className="wcpay-active-loan__label">{label}</Label>
			<div className="wcpay-active-loan__figure">{text}</div>
			<Progress value={value} max={max} label={label} />
			{help && <div className="wcpay-active-loan__help">{help}</div>}
		</div>
	);
}

export function ActiveLoanFigures({
	details: d,
	variant = 'full',
	labelHeadingLevel,
}: ActiveLoanFiguresProps) {
	const className = `wcpay-active-loan wcpay-active-loan--${variant}`;
	if (!d) {
		return (
			<div className={className}>
				<p className="wcpay-active-loan__unavailable">
					{__('The loan summary is not available right now.', 'woocommerce-payments')}
				</p>
			</div>
		);
	}
	const owed = d.advance_amount + d.fee_amount;
	const period = d.current_repayment_interval;
	const periodMinimum = period.paid_amount + period.remaining_amount;
	const periodHelp =
		variant === 'compact'
			? sprintf(
					/* translators: %s: end date of the repayment period */
					__('Period ends on %s', 'woocommerce-payments'),
					formatDate(period.due_at)
				)
			: sprintf(
					/* translators: 1: amount still due in the period, 2: end date of the period */
					__('%1$s minimum left to repay by %2$s', 'woocommerce-payments'),
					formatCurrency(period.remaining_amount, d.currency),
					formatDate(period.due_at)
				);
	return (
		<div className={className}>
			<div className="wcpay-active-loan__totals">
				<Figure
					label={__('Total repaid', 'woocommerce-payments')}
					text={sprintf(
						/* translators: 1: amount repaid, 2: total owed (loan amount and fee) */
						__('%1$s of %2$s', 'woocommerce-payments'),
						formatCurrency(d.paid_amount, d.currency),
						formatCurrency(owed, d.currency)
					)}
					value={d.paid_amount}
					max={owed}
					headingLevel={labelHeadingLevel}
				/>
				<Figure
					label={__('Repaid this period', 'woocommerce-payments')}
					text={sprintf(
						/* translators: 1: amount repaid in the period, 2: the period's minimum repayment */
						__('%1$s of %2$s minimum', 'woocommerce-payments'),
						formatCurrency(period.paid_amount, d.currency),
						formatCurrency(periodMinimum, d.currency)
					)}
					value={period.paid_amount}
					max={periodMinimum}
					help={periodHelp}
					headingLevel={labelHeadingLevel}
				/>
			</div>
			<dl className="wcpay-active-loan__terms">
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
				{variant === 'full' && (
					<Term label={__('Period ends', 'woocommerce-payments')}>{formatDate(period.due_at)}</Term>
				)}
			</dl>
		</div>
	);
}
